/**
 * GraphQL for reports: thin resolvers that hand the input to the same services as the REST facade
 * (report.inputs.ts) and present the model through report.views.ts.
 * Groups, solutions and items take limit and offset, which page them and bound the query cost.
 */
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { DomainError, keyed } from '../../../../shared/errors';
import type { GqlContext } from '../../platform/graphql/context';
import { IdArg } from '../../platform/graphql/id-arg';
import { parseEdgeId } from '../../platform/validate';
import { ReportDocumentResolver, ReportPdfExportResolver } from './pdf/report-pdf.resolver';
import { ProjectReport, ReportGenerated } from './report.entity';
import { ProjectReportSettingsInput, ProjectReportUpdateInput, ReportGeneratedInput, fromInput } from './report.inputs';
import { settingsView } from './report.views';
import * as reports from './report.service';
import { ProjectReportData, ReportAvailabilityType, ReportItem, ReportSetting, ReportSolution, ReportSolutionGroup } from './report.types';
import { availabilityView, reportDataView } from './report.views';

/** A page of a list; a negative limit or offset is a 422. */
function page<T>(list: T[], limit: number | null | undefined, offset: number | null | undefined): T[] {
  const from = offset ?? 0;
  if ((limit != null && limit < 0) || from < 0) throw DomainError.validation({ limit: [keyed('common.limitOffset')] });
  return list.slice(from, limit == null ? undefined : from + limit);
}

@Resolver(() => ProjectReport)
export class ProjectReportResolver {
  @Query(() => ProjectReportData, { description: 'The report data of a project (created with the defaults on first read).' })
  async projectReport(
    @IdArg('projectId') projectId: number,
    @Arg('reportType', () => String, { nullable: true, description: 'lca_report turns on LCA stage inclusion (M5).' }) reportType: string | null,
    @Ctx() ctx: GqlContext,
  ): Promise<ProjectReportData> {
    const m = await reports.getReport(ctx, projectId, { reportType });
    return reportDataView(m);
  }

  @Query(() => ReportAvailabilityType, { description: 'Which reports can be printed, with the reasons why not.' })
  async projectReportAvailability(@IdArg('projectId') projectId: number, @Ctx() ctx: GqlContext): Promise<ReportAvailabilityType> {
    return availabilityView(await reports.getAvailability(ctx, projectId));
  }

  @Mutation(() => ProjectReport, { description: 'Sets the rating year (one of the rating years) or the comparative heading.' })
  projectReportUpdate(
    @IdArg('projectId') projectId: number,
    @Arg('input', () => ProjectReportUpdateInput, { description: 'The rating year and comparative heading.' }) input: ProjectReportUpdateInput,
    @Ctx() ctx: GqlContext,
  ): Promise<ProjectReport> {
    return reports.updateReport(ctx, projectId, fromInput.reportUpdate(input));
  }

  @Mutation(() => ProjectReport, { description: 'Saves report settings in one transaction; unknown keys or bad values refuse all of them.' })
  projectReportSettingsUpdate(
    @IdArg('projectId') projectId: number,
    @Arg('input', () => ProjectReportSettingsInput, { description: 'The settings to change.' }) input: ProjectReportSettingsInput,
    @Ctx() ctx: GqlContext,
  ): Promise<ProjectReport> {
    return reports.updateSettings(ctx, projectId, fromInput.settings(input));
  }

  @FieldResolver(() => ID, { description: 'The project the report belongs to.' })
  projectId(@Root() r: ProjectReport): number {
    return r.project.id;
  }

  @FieldResolver(() => [ReportSetting], { description: 'All twenty settings, in the order of the specification.' })
  reportSettings(@Root() r: ProjectReport): ReportSetting[] {
    return settingsView(r);
  }
}

@Resolver(() => ProjectReportData)
export class ProjectReportDataResolver {
  @FieldResolver(() => [ReportSolutionGroup], { description: 'The baseline first, then the other groups in order.' })
  solutionGroups(
    @Root() r: ProjectReportData,
    @Arg('limit', () => Int, { nullable: true, description: 'How many to return at most; absent: all.' }) limit: number | null | undefined,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many to skip first (default 0).' }) offset: number,
  ): ReportSolutionGroup[] {
    return page(r.solutionGroups, limit, offset);
  }

  @FieldResolver(() => [ReportItem], { description: "Every item of every group, solution by solution in order, each with its solutionId: the print view's item pages in one paged list." })
  items(
    @Root() r: ProjectReportData,
    @Arg('limit', () => Int, { nullable: true, description: 'How many to return at most; absent: all.' }) limit: number | null | undefined,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many to skip first (default 0).' }) offset: number,
  ): ReportItem[] {
    return page(r.solutionGroups.flatMap((g) => g.solutions.flatMap((s) => s.items)), limit, offset);
  }
}

@Resolver(() => ReportSolutionGroup)
export class ReportSolutionGroupResolver {
  @FieldResolver(() => [ReportSolution], { description: 'In order; limit and offset page them.' })
  solutions(
    @Root() g: ReportSolutionGroup,
    @Arg('limit', () => Int, { nullable: true, description: 'How many to return at most; absent: all.' }) limit: number | null | undefined,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many to skip first (default 0).' }) offset: number,
  ): ReportSolution[] {
    return page(g.solutions, limit, offset);
  }
}

@Resolver(() => ReportSolution)
export class ReportSolutionResolver {
  @FieldResolver(() => [ReportItem], { description: 'In order; limit and offset page them (print pages, shared/reports chunkForPrint).' })
  items(
    @Root() s: ReportSolution,
    @Arg('limit', () => Int, { nullable: true, description: 'How many to return at most; absent: all.' }) limit: number | null | undefined,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many to skip first (default 0).' }) offset: number,
  ): ReportItem[] {
    return page(s.items, limit, offset);
  }
}

@Resolver(() => ReportGenerated)
export class ReportGeneratedResolver {
  @Mutation(() => ReportGenerated, { description: 'Logs that you generated (printed) a report of a project.' })
  reportGeneratedCreate(@Arg('input', () => ReportGeneratedInput, { description: 'The project and the kind of report.' }) input: ReportGeneratedInput, @Ctx() ctx: GqlContext): Promise<ReportGenerated> {
    return reports.logGenerated(ctx, parseEdgeId(ctx.actor, input.projectId), fromInput.generated(input));
  }

  @FieldResolver(() => ID, { description: 'The project the report was generated for.' })
  projectId(@Root() g: ReportGenerated): number {
    return g.project.id;
  }

  @FieldResolver(() => ID, { description: 'The user who generated it; null once that user is deleted.', nullable: true })
  userId(@Root() g: ReportGenerated): number | null {
    return g.user?.id ?? null;
  }
}

export const reportResolvers = [
  ProjectReportResolver,
  ProjectReportDataResolver,
  ReportSolutionGroupResolver,
  ReportSolutionResolver,
  ReportGeneratedResolver,
  ReportDocumentResolver,
  ReportPdfExportResolver,
] as const;
