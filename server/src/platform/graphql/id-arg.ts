/**
 * An `ID` argument read once at the edge: the schema still declares `name: ID!` (or `ID` when
 * nullable), and the resolver receives the id as a number, parsed by the platform's strict parser
 * (validate.ts `parseId`: anything but a canonical positive integer is NOT_FOUND, as when services
 * parsed it themselves). Services therefore take `number` ids.
 *
 * type-graphql 2's `createParameterDecorator` may declare the argument it reads (`arg`), so the
 * emitted schema is the one `@Arg(name, () => ID)` gives
 * (https://typegraphql.com/docs/custom-decorators.html#parameter-decorators).
 */
import { createParameterDecorator, ID } from 'type-graphql';
import { parseId } from '../validate';

/** `@IdArg('id') id: number`: the argument `id: ID!`, parsed to a number (a malformed id is a 404). */
export function IdArg(name: string, description?: string): ReturnType<typeof createParameterDecorator> {
  return createParameterDecorator(({ args }) => parseId((args as Record<string, unknown>)[name]), {
    arg: { name, typeFunc: () => ID, options: description ? { description } : {} },
  });
}

/**
 * `@OptionalIdArg('id') id: number | null`: the argument `id: ID` (nullable); absent or null reads as
 * null, and so does '' when `blankIsAbsent` (where the service read '' as "not given").
 */
export function OptionalIdArg(name: string, options: { description?: string; blankIsAbsent?: boolean } = {}): ReturnType<typeof createParameterDecorator> {
  const { description, blankIsAbsent = false } = options;
  return createParameterDecorator(
    ({ args }) => {
      const raw = (args as Record<string, unknown>)[name];
      return raw === undefined || raw === null || (blankIsAbsent && raw === '') ? null : parseId(raw);
    },
    { arg: { name, typeFunc: () => ID, options: { nullable: true, ...(description ? { description } : {}) } } },
  );
}
