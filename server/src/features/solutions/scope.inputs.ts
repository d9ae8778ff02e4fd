/**
 * The GraphQL face of the scope pattern (access.ts `SolutionScope`, docs/architecture.md): one input
 * names where a solution mutation works, the project editor's project or a seller's request share.
 */
import { Field, ID, InputType } from 'type-graphql';
import { DomainError, keyed } from '../../../../shared/errors';
import { requireActor } from '../../platform/auth/actor';
import type { RequestContext } from '../../platform/context';
import { parseEdgeId } from '../../platform/validate';
import type { SolutionScope } from './access';

@InputType({ description: 'Where a solution mutation works: exactly one of projectId (the project editor) and requestShareId (a seller\'s response to a request).' })
export class SolutionScopeInput {
  @Field(() => ID, { nullable: true, description: "A project the caller may edit (the project's access rule)." }) projectId?: string | null;
  @Field(() => ID, { nullable: true, description: "A request share whose response is still a draft: its response group only (the share's grant)." }) requestShareId?: string | null;
}

/** The description of the older `projectId` argument beside `scope`. */
export const PROJECT_ID_ARG = { nullable: true, description: 'The project; the same as scope: { projectId }. Give this or scope, not both.' } as const;

/** The description of a mutation's `scope` argument. */
export const SCOPE_ARG = { nullable: true, description: 'Where the mutation works (project or request share); instead of projectId.' } as const;

function given(id: string | null | undefined): id is string {
  return id !== undefined && id !== null;
}

/**
 * The scope of a mutation from its `scope` argument or its older `projectId` argument: exactly one of
 * them, and a scope naming exactly one id; anything else is a validation error (422, never a 500).
 * The one id is then parsed at the edge (platform/validate.ts `parseEdgeId`: a malformed id is 404,
 * 401 first for a signed-out caller), after the shape check, so both or neither stays a 422 whatever
 * the ids look like.
 */
export function scopeFrom(ctx: RequestContext, projectId: string | null | undefined, scope: SolutionScopeInput | null | undefined): SolutionScope {
  const ids = scope ? [given(scope.projectId), given(scope.requestShareId)].filter(Boolean).length : 0;
  if (scope && !given(projectId) && ids === 1) {
    return given(scope.projectId) ? { projectId: parseEdgeId(ctx.actor, scope.projectId) } : { requestShareId: parseEdgeId(ctx.actor, scope.requestShareId) };
  }
  if (!scope && given(projectId)) return { projectId: parseEdgeId(ctx.actor, projectId) };
  // An anonymous caller is told to sign in first, whatever it sent (as every mutation here does).
  requireActor(ctx.actor);
  throw DomainError.validation({ scope: [keyed('solutions.scopeExactlyOne')] });
}
