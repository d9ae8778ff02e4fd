/**
 * GraphQL inputs of the report mutations, in the domain's names, and `fromInput`, which hands each to
 * its service as the domain input.
 */
import { Field, ID, InputType, Int } from 'type-graphql';
import { reportGeneratedSchema, reportUpdateSchema, type ReportGeneratedFields, type ReportSettingEntry, type ReportUpdateFields } from '../../../../shared/reports';
import { fromGraphql } from '../../platform/graphql/input';

@InputType()
export class ProjectReportUpdateInput {
  @Field(() => Int, { nullable: true, description: 'One of the rating years (rating/years).' }) year?: number | null;
  @Field(() => String, { nullable: true, description: 'Empty or null clears it.' }) comparativeHeading?: string | null;
}

@InputType()
export class ReportSettingInput {
  @Field(() => String) key!: string;
  @Field(() => Int, { description: 'Flags 1 or 0; PRECISION and CO2_PRECISION 0, 1 or 2.' }) value!: number;
}

@InputType()
export class ProjectReportSettingsInput {
  @Field(() => [ReportSettingInput], { description: 'The settings to change; the others keep their values.' }) settings!: ReportSettingInput[];
}

@InputType()
export class ReportGeneratedInput {
  @Field(() => ID) projectId!: string;
  @Field(() => String, { description: 'baseline_report, lca_report, comparative_report or refurbishment_report.' }) reportType!: string;
}

/** Each GraphQL input read as the domain input its service checks (see platform/graphql/input.ts). */
export const fromInput = {
  reportUpdate: (i: ProjectReportUpdateInput) => fromGraphql<ReportUpdateFields, ProjectReportUpdateInput>(reportUpdateSchema, i),
  settings: (i: ProjectReportSettingsInput): ReportSettingEntry[] => i.settings.map((s) => ({ key: s.key as ReportSettingEntry['key'], value: s.value })),
  /** The project comes from the mutation's own argument (ReportGeneratedInput.projectId). */
  generated: ({ projectId: _, ...i }: ReportGeneratedInput) => fromGraphql<ReportGeneratedFields, typeof i>(reportGeneratedSchema, i),
};
