/** GraphQL of decisions over time (issue #32): the same service as GET …/projects/{id}/decision. */
import { Arg, Ctx, Float, Int, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../platform/graphql/context';
import { IdArg } from '../../platform/graphql/id-arg';
import { ProjectDecision } from './decision.types';
import * as decisions from './decision.service';

@Resolver()
export class DecisionResolver {
  @Query(() => ProjectDecision, { description: 'Carbon payback, replace or retain, capital-goods and amortised views and an N-year projection of each comparative group against the baseline.' })
  projectDecision(
    @IdArg('projectId') projectId: number,
    @Arg('years', () => Int, { nullable: true, description: 'Projection length, 1–30 years; default 5.' }) years: number | null,
    @Arg('gridChangePercent', () => Float, { nullable: true, description: 'A yearly change of the grid factor, percent; default the curated path, else flat.' }) gridChangePercent: number | null,
    @Ctx() ctx: GqlContext,
  ): Promise<ProjectDecision> {
    return decisions.projectDecision(ctx, projectId, { years, gridChangePercent });
  }
}
