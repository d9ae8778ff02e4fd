/**
 * GraphQL summaries of a solution, a group and a project (M1–M9 through the entity-to-calc adapter),
 * each with the engine's traces when `explain` is set.
 */
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../../platform/graphql/context';
import { IdArg } from '../../../platform/graphql/id-arg';
import * as summaries from './summary.service';
import { ProjectSummary, SolutionGroupSummary, SolutionSummary } from './summary.types';
import { groupSummaryView, projectSummaryView, solutionSummaryView } from './summary.views';

@Resolver()
export class SummaryResolver {
  @Query(() => SolutionSummary, { description: 'A solution\'s summary: kWh (IT, UPS, cooling, total), kg CO2e, cost, PUE and DCiE.' })
  async solutionSummary(
    @IdArg('projectId') projectId: number,
    @IdArg('id') id: number,
    @Arg('explain', () => Boolean, { description: 'Whether to attach the calculation traces (traces: how each figure was made, with its M section); default false.', defaultValue: false }) explain: boolean,
    @Arg('year', () => Int, { description: 'The rating year whose rating scales grade the figures (M4); default the project report year, else the latest year of the rating scales.', nullable: true }) year: number | null,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionSummary> {
    const s = await summaries.solutionSummary(ctx, projectId, id, { explain, year });
    return solutionSummaryView(s.figures, s.reference);
  }

  @Query(() => SolutionGroupSummary, { description: 'A solution group\'s summary: kWh (IT, UPS, cooling, total), kg CO2e, cost, PUE and DCiE, per solution.' })
  async solutionGroupSummary(
    @IdArg('projectId') projectId: number,
    @IdArg('id') id: number,
    @Arg('explain', () => Boolean, { description: 'Whether to attach the calculation traces (traces: how each figure was made, with its M section); default false.', defaultValue: false }) explain: boolean,
    @Arg('year', () => Int, { description: 'The rating year whose rating scales grade the figures (M4); default the project report year, else the latest year of the rating scales.', nullable: true }) year: number | null,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionGroupSummary> {
    const s = await summaries.groupSummary(ctx, projectId, id, { explain, year });
    return groupSummaryView(s.figures, s.reference, s.group);
  }

  @Query(() => ProjectSummary, { description: 'Project totals over its active groups, with every group (M3).' })
  async projectSummary(
    @IdArg('projectId') projectId: number,
    @Arg('explain', () => Boolean, { description: 'Whether to attach the calculation traces (traces: how each figure was made, with its M section); default false.', defaultValue: false }) explain: boolean,
    @Arg('year', () => Int, { description: 'The rating year whose rating scales grade the figures (M4); default the project report year, else the latest year of the rating scales.', nullable: true }) year: number | null,
    @Ctx() ctx: GqlContext,
  ): Promise<ProjectSummary> {
    const s = await summaries.projectSummary(ctx, projectId, { explain, year });
    return projectSummaryView(s.figures, s.reference, s.groups);
  }
}
