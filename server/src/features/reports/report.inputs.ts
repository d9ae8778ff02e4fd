/**
 * GraphQL inputs of the report mutations and their one mapping to the services' (REST-shaped) input.
 */
import { Field, ID, InputType, Int } from 'type-graphql';

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

export const toService = {
  reportUpdate: (i: ProjectReportUpdateInput) =>
    Object.fromEntries(
      Object.entries({ year: i.year ?? undefined, comparative_heading: i.comparativeHeading }).filter(([, v]) => v !== undefined),
    ),
  settings: (i: ProjectReportSettingsInput) => i.settings.map((s) => ({ key: s.key, value: s.value })),
  generated: (i: ReportGeneratedInput) => ({ report_type: i.reportType }),
};
