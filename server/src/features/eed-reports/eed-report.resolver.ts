/** GraphQL of the EED report of a data-centre solution (issue #31): read a year, save a year. */
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { eedReportSchema, type EedReportFields } from '../../../../shared/validation/eed-reports';
import type { GqlContext } from '../../platform/graphql/context';
import { IdArg } from '../../platform/graphql/id-arg';
import { fromGraphql } from '../../platform/graphql/input';
import { parseEdgeId } from '../../platform/validate';
import * as eed from './eed-report.service';
import { EedReportInputType, EedReportView } from './eed-report.types';

@Resolver(() => EedReportView)
export class EedReportResolver {
  @Query(() => EedReportView, { description: 'The EED report of a data-centre solution for a year (default: the last calendar year).' })
  async eedReport(
    @IdArg('projectId') projectId: number,
    @IdArg('solutionId') solutionId: number,
    @Arg('year', () => Int, { description: 'The reporting year (2000–2100); default: the last calendar year.', nullable: true }) year: number | null,
    @Ctx() ctx: GqlContext,
  ): Promise<EedReportView> {
    return eed.getEedReport(ctx, projectId, solutionId, await eed.reportYear(year));
  }

  @Mutation(() => EedReportView, { description: 'Saves (replaces) the EED report of a year and answers it with its KPIs.' })
  eedReportSave(@Arg('input', () => EedReportInputType, { description: "The year's inputs; a field left out is cleared, an energy left out is the model's." }) input: EedReportInputType, @Ctx() ctx: GqlContext): Promise<EedReportView> {
    const { projectId, solutionId, ...fields } = input;
    return eed.saveEedReport(ctx, parseEdgeId(ctx.actor, projectId), parseEdgeId(ctx.actor, solutionId), fromGraphql<EedReportFields>(eedReportSchema, fields));
  }
}
