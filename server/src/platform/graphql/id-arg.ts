/**
 * An `ID` argument read once at the edge: the schema still declares `name: ID!` (or `ID` when
 * nullable), and the resolver receives the id as a number, parsed by the platform's strict parser
 * (anything but a canonical positive integer is NOT_FOUND, as when services
 * parsed it themselves; UNAUTHENTICATED first for a signed-out caller, whom the services refused
 * before reading the id: validate.ts `parseEdgeId`). Services therefore take `number` ids.
 *
 * type-graphql 2's `createParameterDecorator` may declare the argument it reads (its `arg` option,
 * `CustomParameterOptions` in build/typings/decorators/createParameterDecorator.d.ts since 2.0.0-rc.2),
 * so the emitted schema is the one `@Arg(name, () => ID)` gives (emit-schema --check holds it).
 */
import { createParameterDecorator, ID } from 'type-graphql';
import { parseEdgeId } from '../validate';
import type { GqlContext } from './context';

/** `@IdArg('id') id: number`: the argument `id: ID!`, parsed to a number (a malformed id is a 404). */
export function IdArg(name: string, description?: string): ReturnType<typeof createParameterDecorator> {
  return createParameterDecorator<GqlContext>(({ args, context }) => parseEdgeId(context.actor, (args as Record<string, unknown>)[name]), {
    arg: { name, typeFunc: () => ID, options: description ? { description } : {} },
  });
}

/**
 * `@OptionalIdArg('id') id: number | null`: the argument `id: ID` (nullable); absent or null reads as
 * null, and so does '' when `blankIsAbsent` (where the service read '' as "not given").
 */
export function OptionalIdArg(name: string, options: { description?: string; blankIsAbsent?: boolean } = {}): ReturnType<typeof createParameterDecorator> {
  const { description, blankIsAbsent = false } = options;
  return createParameterDecorator<GqlContext>(
    ({ args, context }) => {
      const raw = (args as Record<string, unknown>)[name];
      return raw === undefined || raw === null || (blankIsAbsent && raw === '') ? null : parseEdgeId(context.actor, raw);
    },
    { arg: { name, typeFunc: () => ID, options: { nullable: true, ...(description ? { description } : {}) } } },
  );
}
