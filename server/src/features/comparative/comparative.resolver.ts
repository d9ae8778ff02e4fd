/** GraphQL of the comparative-solution app: thin resolvers over comparative.service.ts. */
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../platform/graphql/context';
import { IdArg } from '../../platform/graphql/id-arg';
import { parseNamespace, Project } from '../projects';
import { Category } from '../reference';
import { ComparativeCalculation, ComparativeReport, ProjectValidation } from './comparative.entity';
import { ComparativeCalculationInput, ComparativeExtraColumnInput, ComparativeReportDataInput, ComparativeReportSettingsInput, PreAnalysisRowInput } from './comparative.inputs';
import * as comparative from './comparative.service';
import { ComparativeReportData, PreAnalysis, ProjectLogEntry } from './comparative.types';
import { reportView } from './comparative.views';

@Resolver(() => ComparativeCalculation)
export class ComparativeResolver {
  @Query(() => ComparativeReportData, { description: 'Calculations, before/after figures, energy wheels and report settings of a project (baseline = before, primary comparative = after).' })
  async comparativeReport(
    @IdArg('projectId') projectId: number,
    @Arg('namespace', () => String, { description: 'The sub-app of the project (default comparative-solution).', defaultValue: 'comparative-solution' }) namespace: string,
    @Ctx() ctx: GqlContext,
  ): Promise<ComparativeReportData> {
    return reportView(await comparative.comparativeModel(ctx, projectId, parseNamespace(namespace)));
  }

  @Query(() => [Category], { description: 'The categories of the comparative-solution app (server, network and storage left out).' })
  comparativeCategories(@Ctx() ctx: GqlContext): Promise<Category[]> {
    return comparative.comparativeCategories(ctx);
  }

  @Query(() => [ProjectLogEntry], { description: 'The change log of a comparative-solution project, newest first.' })
  projectChangeLog(@IdArg('projectId') projectId: number, @Ctx() ctx: GqlContext): Promise<ProjectLogEntry[]> {
    return comparative.projectLog(ctx, projectId);
  }

  @Mutation(() => ComparativeCalculation, { description: 'Adds a calculation to a comparative project.' })
  comparativeCalculationCreate(@IdArg('projectId') projectId: number, @Arg('input', () => ComparativeCalculationInput, { description: "The new calculation's name, variant and solution type." }) input: ComparativeCalculationInput, @Ctx() ctx: GqlContext): Promise<ComparativeCalculation> {
    return comparative.createCalculation(ctx, projectId, { ...input });
  }

  @Mutation(() => ComparativeCalculation, { description: 'Changes a calculation of a comparative project.' })
  comparativeCalculationUpdate(
    @IdArg('projectId') projectId: number,
    @IdArg('id') id: number,
    @Arg('input', () => ComparativeCalculationInput, { description: "The calculation's name and variant; fields left out keep their value." }) input: ComparativeCalculationInput,
    @Ctx() ctx: GqlContext,
  ): Promise<ComparativeCalculation> {
    return comparative.updateCalculation(ctx, projectId, id, { ...input });
  }

  @Mutation(() => Boolean, { description: 'Deletes a calculation of a comparative project.' })
  async comparativeCalculationDelete(@IdArg('projectId') projectId: number, @IdArg('id') id: number, @Ctx() ctx: GqlContext): Promise<boolean> {
    await comparative.deleteCalculation(ctx, projectId, id);
    return true;
  }

  @Mutation(() => ComparativeCalculation, { description: 'Shows or hides an extra column of a category type.' })
  comparativeExtraColumnToggle(
    @IdArg('projectId') projectId: number,
    @IdArg('id') id: number,
    @Arg('input', () => ComparativeExtraColumnInput, { description: 'The column and the category type.' }) input: ComparativeExtraColumnInput,
    @Ctx() ctx: GqlContext,
  ): Promise<ComparativeCalculation> {
    return comparative.toggleExtraColumn(ctx, projectId, id, { ...input });
  }

  @Mutation(() => ComparativeReport, { description: 'Saves the 14 include settings, all or nothing.' })
  async comparativeReportSettingsUpdate(@IdArg('projectId') projectId: number, @Arg('input', () => ComparativeReportSettingsInput, { description: 'All 14 include settings.' }) input: ComparativeReportSettingsInput, @Ctx() ctx: GqlContext): Promise<ComparativeReport> {
    return (await comparative.updateReportSettings(ctx, projectId, input.settings.map((s) => ({ key: s.key, value: s.value })))).report;
  }

  @Mutation(() => ComparativeReport, { description: 'Sets the report year, years or title.' })
  async comparativeReportDataUpdate(@IdArg('projectId') projectId: number, @Arg('input', () => ComparativeReportDataInput, { description: 'The report data to change.' }) input: ComparativeReportDataInput, @Ctx() ctx: GqlContext): Promise<ComparativeReport> {
    return (await comparative.updateReportData(ctx, projectId, { ...input })).report;
  }

  @Query(() => PreAnalysis, { description: 'The pre-analysis of a comparative-solution project: category totals before and after with the estimate (M1, M6).' })
  comparativePreAnalysis(@IdArg('projectId') projectId: number, @Ctx() ctx: GqlContext): Promise<PreAnalysis> {
    return comparative.getPreAnalysis(ctx, projectId);
  }

  @Mutation(() => PreAnalysis, { description: 'Replaces the pre-analysis rows, all or nothing.' })
  comparativePreAnalysisSave(@IdArg('projectId') projectId: number, @Arg('rows', () => [PreAnalysisRowInput], { description: 'The rows (at most 50); they replace the old ones.' }) rows: PreAnalysisRowInput[], @Ctx() ctx: GqlContext): Promise<PreAnalysis> {
    return comparative.savePreAnalysis(ctx, projectId, rows.map((r) => ({ ...r })));
  }

  @Mutation(() => Project, { description: 'A project-manager project made of this one: before → baseline, after → comparative group.' })
  projectCloneToItAnalysis(@IdArg('projectId') projectId: number, @Arg('namespace', () => String, { description: 'The sub-app of the source project (comparative-solution).' }) namespace: string, @Ctx() ctx: GqlContext): Promise<Project> {
    return comparative.cloneToItAnalysis(ctx, projectId, namespace);
  }

  @Mutation(() => ProjectValidation, { description: 'Queues a validation of the project (live status: the real-time feature).' })
  projectStartValidation(@IdArg('projectId') projectId: number, @Arg('namespace', () => String, { description: 'The sub-app of the project (comparative-solution).' }) namespace: string, @Ctx() ctx: GqlContext): Promise<ProjectValidation> {
    return comparative.startValidation(ctx, projectId, namespace);
  }
}

export const comparativeResolvers = [ComparativeResolver] as const;
