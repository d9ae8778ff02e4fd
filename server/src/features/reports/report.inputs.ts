/**
 * GraphQL inputs of the report mutations, in the domain's names, and `fromInput`, which hands each to
 * its service as the domain input.
 */
import { Field, ID, InputType, Int } from 'type-graphql';
import { reportGeneratedSchema, reportUpdateSchema, type ReportGeneratedFields, type ReportSettingEntry, type ReportUpdateFields } from '../../../../shared/reports';
import { fromGraphql } from '../../platform/graphql/input';

@InputType({ description: "A project's report: its rating year and comparative heading (spec §3 Report)." })
export class ProjectReportUpdateInput {
  @Field(() => Int, { nullable: true, description: 'One of the rating years (rating/years).' }) year?: number | null;
  @Field(() => String, { nullable: true, description: 'Empty or null clears it.' }) comparativeHeading?: string | null;
}

@InputType({ description: 'One report setting (spec §3 Report setting): a key and its value.' })
export class ReportSettingInput {
  @Field(() => String, { description: 'The setting: INCLUDE_APPENDIX, INCLUDE_DETAILED_ITEMS, INCLUDE_UPS_COOLING, INCLUDE_ROI, INCLUDE_PREFACE, INCLUDE_LCA, INCLUDE_LCA_INTRO, INCLUDE_REFERENCES, INCLUDE_METHODOLOGIES, INCLUDE_DATA_METHOD, INCLUDE_PROJECT_DESCRIPTION, INCLUDE_OPERATIONAL_RESULTS, INCLUDE_CLIENT_NAME_ENERGYWHEEL_BASELINE, INCLUDE_CLIENT_NAME_ENERGYWHEEL_COMPARATIVE, INCLUDE_ENERGYWHEEL, INCLUDE_ENERGY_EFFICIENCY, INCLUDE_UPS_DESCRIPTION, INCLUDE_COOLING_DESCRIPTION, PRECISION or CO2_PRECISION.' }) key!: string;
  @Field(() => Int, { description: 'Flags 1 or 0; PRECISION and CO2_PRECISION 0, 1 or 2.' }) value!: number;
}

@InputType({ description: 'Report settings of a project to change (spec §3 Report setting).' })
export class ProjectReportSettingsInput {
  @Field(() => [ReportSettingInput], { description: 'The settings to change; the others keep their values.' }) settings!: ReportSettingInput[];
}

@InputType({ description: "A report the user generated (printed), to log for the project." })
export class ReportGeneratedInput {
  @Field(() => ID, { description: 'The project the report was generated for (one the caller can see).' }) projectId!: string;
  @Field(() => String, { description: 'baseline_report, lca_report, comparative_report or refurbishment_report.' }) reportType!: string;
}

/** Each GraphQL input read as the domain input its service checks (see platform/graphql/input.ts). */
export const fromInput = {
  reportUpdate: (i: ProjectReportUpdateInput) => fromGraphql<ReportUpdateFields, ProjectReportUpdateInput>(reportUpdateSchema, i),
  settings: (i: ProjectReportSettingsInput): ReportSettingEntry[] => i.settings.map((s) => ({ key: s.key as ReportSettingEntry['key'], value: s.value })),
  /** The project comes from the mutation's own argument (ReportGeneratedInput.projectId). */
  generated: ({ projectId: _, ...i }: ReportGeneratedInput) => fromGraphql<ReportGeneratedFields, typeof i>(reportGeneratedSchema, i),
};
