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

/**
 * What an id argument names, by its name, for the schema's description when the resolver gives none
 * (issue #53: every argument is described). `id` is the record the field reads or changes.
 */
export const ID_ARG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  id: 'The id of the record the field reads or changes (the one its name says).',
  projectId: "The project's id.",
  solutionId: "The solution's id.",
  groupId: "The solution group's id.",
  requestShareId: "The request share's id.",
  requestId: "The buyer request's id.",
  questionId: "The question's id.",
  templateId: "The question template's id.",
  responseId: "The response's id.",
  internalShareId: "The internal share's id.",
  userId: "The user's id.",
  subscriberId: 'The id of the user the project is shared with.',
  transferTo: "The id of the user who takes over the deleted user's projects.",
  clientId: "The client's id.",
  documentId: "The registered document's id.",
};

/** `@IdArg('id') id: number`: the argument `id: ID!`, parsed to a number (a malformed id is a 404). */
export function IdArg(name: string, description: string | undefined = ID_ARG_DESCRIPTIONS[name]): ReturnType<typeof createParameterDecorator> {
  return createParameterDecorator<GqlContext>(({ args, context }) => parseEdgeId(context.actor, (args as Record<string, unknown>)[name]), {
    arg: { name, typeFunc: () => ID, options: description ? { description } : {} },
  });
}

/**
 * `@OptionalIdArg('id') id: number | null`: the argument `id: ID` (nullable); absent or null reads as
 * null, and so does '' when `blankIsAbsent` (where the service read '' as "not given").
 */
export function OptionalIdArg(name: string, options: { description?: string; blankIsAbsent?: boolean } = {}): ReturnType<typeof createParameterDecorator> {
  const { description = ID_ARG_DESCRIPTIONS[name], blankIsAbsent = false } = options;
  return createParameterDecorator<GqlContext>(
    ({ args, context }) => {
      const raw = (args as Record<string, unknown>)[name];
      return raw === undefined || raw === null || (blankIsAbsent && raw === '') ? null : parseEdgeId(context.actor, raw);
    },
    { arg: { name, typeFunc: () => ID, options: { nullable: true, ...(description ? { description } : {}) } } },
  );
}
