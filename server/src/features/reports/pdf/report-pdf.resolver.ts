/**
 * GraphQL of the PDF export: the document a printed report states (its ID, total and the link of
 * its QR code), and the export as a background job (start it, read it, follow it live). The file
 * itself is REST (GET …/report.pdf/jobs/{jobId}/file), since it is bytes.
 */
import { GraphQLJSON } from 'graphql-scalars';
import { Arg, Ctx, Field, Float, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GqlContext } from '../../../platform/graphql/context';
import { IdArg } from '../../../platform/graphql/id-arg';
import { Topic, type JobUpdatedPayload } from '../../../platform/realtime/pubsub';
import { queueReportPdf, REPORT_PDF_APPS, REPORT_PDF_JOB, reportPdfStatus, type ReportPdfApp, type ReportPdfStatus } from './report-pdf.job';
import { getReportDocument } from './report-pdf.service';

@ObjectType({ description: 'An exported report registered as a document (methodology M8): what the print view prints.' })
export class ReportDocument {
  @Field(() => String, { description: "The public document ID, 'GIA-XXXX-XXXX'." }) documentId!: string;
  @Field(() => String, { description: 'baseline, comparative, lca or refurbishment.' }) type!: string;
  @Field(() => Float, { description: 'The registered total, kg CO2e, unrounded.' }) co2TotalKg!: number;
  @Field(() => String, { description: 'The total as printed: rounded to co2Precision, dot decimal (the total the verification page expects).' }) co2TotalText!: string;
  @Field(() => Int, { description: 'CO2_PRECISION of the report: 0, 1 or 2 decimals.' }) co2Precision!: number;
  @Field(() => String, {
    description:
      "What the total is: scope2_location_based or scope2_market_based (baseline, comparative: the partner's registered scope 2 method, issue #46), yearly_operational_co2 (baseline and comparative documents issued before: M3), gwp (lca) or refurbishment_offset (refurbishment).",
  }) basis!: string;
  @Field(() => Date) issuedAt!: Date;
  @Field(() => String, { description: 'The public verification page with the ID and the printed total filled in: the QR code links here.' }) verifyUrl!: string;
}

@Resolver()
export class ReportDocumentResolver {
  @Query(() => ReportDocument, { description: "A report document of the project, for the print view; NOT_FOUND unless it is your partner's and the project's." })
  async reportDocument(
    @IdArg('projectId') projectId: number,
    @Arg('documentId', () => String, { description: "The registered document's id (as printed on the report and checked by documentVerify)." }) documentId: string,
    @Ctx() ctx: GqlContext,
  ): Promise<ReportDocument> {
    return Object.assign(new ReportDocument(), await getReportDocument(ctx, projectId, documentId));
  }
}

@InputType({ description: "Which report of the project to export as PDF, and from which app's print view." })
export class ReportPdfExportInput {
  @Field(() => String, { nullable: true, description: 'baseline, comparative, lca or refurbishment (the comparative-solution app: always comparative).' }) type?: string | null;
  @Field(() => String, { nullable: true, description: "Whose print view: 'project-manager' (default), 'comparative-solution' or 'single-solution'." }) app?: string | null;
}

@ObjectType({ description: 'A report PDF export running as a background job; only the user who started it may read it.' })
export class ReportPdfExport {
  @Field(() => ID, { description: 'The job id (REST job_id).' }) id!: string;
  @Field(() => ID, { description: 'The project whose report is exported.' }) projectId!: string;
  @Field(() => String, { description: 'The report type: baseline, comparative, lca or refurbishment.' }) type!: string;
  @Field(() => String, { description: 'Whose print view renders it: project-manager, comparative-solution or single-solution.' }) app!: string;
  @Field(() => String, { description: 'queued, active, completed or failed.' }) state!: string;
  @Field(() => String, { description: 'queued, rendering, done or failed.' }) phase!: string;
  @Field(() => Int, { description: 'Attempts made so far.' }) attempts!: number;
  @Field(() => Int, { description: 'Attempts allowed before the export fails.' }) maxAttempts!: number;
  @Field(() => String, { nullable: true, description: 'The registered document, once done.' }) documentId!: string | null;
  @Field(() => String, { nullable: true, description: 'The file name, once done.' }) fileName!: string | null;
  @Field(() => String, { nullable: true, description: 'Where to download the PDF (REST), once done.' }) fileUrl!: string | null;
  @Field(() => String, { nullable: true, description: 'The error code (shared/errors) when it failed.' }) errorCode!: string | null;
  @Field(() => GraphQLJSON, { nullable: true, description: 'The keyed error message {key, params} when it failed.' }) error!: unknown;
  @Field(() => Date, { description: 'When the export was queued.' }) createdAt!: Date;
}

function gqlPdfExport(s: ReportPdfStatus): ReportPdfExport {
  return Object.assign(new ReportPdfExport(), {
    id: String(s.jobId),
    projectId: String(s.projectId),
    type: s.type,
    app: s.app,
    state: s.state,
    phase: s.phase,
    attempts: s.attempts,
    maxAttempts: s.maxAttempts,
    documentId: s.result?.documentId ?? null,
    fileName: s.result?.fileName ?? null,
    fileUrl: s.result ? `/api/v1/${s.app}/projects/${s.projectId}/report.pdf/jobs/${s.jobId}/file` : null,
    errorCode: s.error?.code ?? null,
    error: s.error?.message ?? null,
    createdAt: s.createdAt,
  });
}

/** Whose print view: the app named (comparative-solution, single-solution), else the project manager's. */
const pdfApp = (app: string | null | undefined): ReportPdfApp => ((REPORT_PDF_APPS as readonly string[]).includes(app ?? '') ? (app as ReportPdfApp) : 'project-manager');

@Resolver(() => ReportPdfExport)
export class ReportPdfExportResolver {
  @Mutation(() => ReportPdfExport, { description: 'Queues the PDF export of a report (checked first: type, project, availability); follow it with reportPdfExportUpdated.' })
  async reportPdfExportStart(
    @IdArg('projectId') projectId: number,
    @Arg('input', () => ReportPdfExportInput, { description: 'The report type and the app whose print view renders it.' }) input: ReportPdfExportInput,
    @Ctx() ctx: GqlContext,
  ): Promise<ReportPdfExport> {
    return gqlPdfExport(await queueReportPdf(ctx, pdfApp(input.app), projectId, input.type));
  }

  @Query(() => ReportPdfExport, { description: 'A report PDF export you started: state, phase and, when done, the document and file.' })
  async reportPdfExport(@IdArg('id') id: number, @Ctx() ctx: GqlContext): Promise<ReportPdfExport> {
    return gqlPdfExport(await reportPdfStatus(ctx, id));
  }

  @Subscription(() => ReportPdfExport, {
    topics: Topic.JobUpdated,
    description: 'Live state of a report PDF export you started (queued, rendering, done or failed).',
    filter: ({ payload, args, context }: { payload: JobUpdatedPayload; args: { id: string }; context: GqlContext }) =>
      !!context.actor && payload.name === REPORT_PDF_JOB && String(payload.id) === String(args.id) && payload.createdBy === context.actor.user.id,
  })
  async reportPdfExportUpdated(@Root() payload: JobUpdatedPayload, @Arg('id', () => ID, { description: "The export job's id (from reportPdfExportStart)." }) _id: string, @Ctx() ctx: GqlContext): Promise<ReportPdfExport> {
    return gqlPdfExport(await reportPdfStatus({ ...ctx, em: ctx.em.fork() }, payload.id));
  }
}
