import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The dashboard widgets for a date range (spec/platform-and-shell.md §2 Dashboard).' })
export class DashboardWidgets {
  @Field(() => String, { description: 'First day, YYYY-MM-DD.' }) fromDate!: string;
  @Field(() => String, { description: 'Last day, YYYY-MM-DD.' }) toDate!: string;
  @Field(() => Boolean, { description: "True: the partner's figures; false: the caller's own." }) partnerView!: boolean;
  @Field(() => Int, { description: 'Projects created in the range (not archived).' }) projects!: number;
  @Field(() => Int, { description: 'Clients created in the range.' }) clients!: number;
  @Field(() => Float, {
    description:
      "Documented CO2, tons CO2e: the yearly operational CO2 (methodology M3) stated on each project's latest baseline or comparative report issued in the range, as registered (M8).",
  })
  documentedCo2Tons!: number;
  @Field(() => Int, { description: 'Report documents issued (exported) in the range.' }) reportsGenerated!: number;
  @Field(() => Float, {
    description:
      "kWh a year saved: for each project with a comparative report issued in the range, the baseline group's kWh a year less the primary comparative group's (methodology M2, M6), as the project's figures stand now.",
  })
  kwhSaved!: number;
  @Field(() => Int, { description: 'Requests from buyers waiting for an answer now (pending), whatever the range.' }) openRequests!: number;
}

@ObjectType({ description: 'One month of the dashboard charts: projects created, CO2 documented and reports issued.' })
export class DashboardMonth {
  @Field(() => String, { description: 'YYYY-MM.' }) month!: string;
  @Field(() => Int, { description: 'Projects created in the month and not archived.' }) projects!: number;
  @Field(() => Float, { description: "Tons CO2e documented in the month (each project's latest baseline or comparative report of the month)." }) documentedCo2Tons!: number;
  @Field(() => Int, { description: 'Report documents issued in the month (e-invoices are not reports).' }) reports!: number;
}

@ObjectType({ description: 'The dashboard charts: projects and documented CO2 per month.' })
export class DashboardCharts {
  @Field(() => Boolean, { description: "Whether the figures are the whole partner's (partner admins) or the caller's own." }) partnerView!: boolean;
  @Field(() => [DashboardMonth], { description: 'The months, oldest first.' }) months!: DashboardMonth[];
}

@ObjectType({ description: 'Something that changes the dashboard happened: refetch the figures.' })
export class DashboardChangedEvent {
  @Field(() => String, { description: 'project or report.' }) kind!: string;
  @Field(() => String, { description: 'For a project: created, archived or owner_changed; for a report: exported or discarded.' }) action!: string;
  @Field(() => String, { description: 'The id of the user who did it.' }) byUserId!: string;
}
