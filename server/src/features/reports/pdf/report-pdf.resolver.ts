/**
 * GraphQL of the PDF export: the document a printed report states (its ID, total and the link of
 * its QR code). The export itself is REST only (GET …/report.pdf), since it answers a file.
 */
import { Arg, Ctx, Field, Float, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../../platform/graphql/context';
import { getReportDocument } from './report-pdf.service';

@ObjectType({ description: 'An exported report registered as a document (methodology M8): what the print view prints.' })
export class ReportDocument {
  @Field(() => String, { description: "The public document ID, 'GIA-XXXX-XXXX'." }) documentId!: string;
  @Field(() => String, { description: 'baseline, comparative, lca or refurbishment.' }) type!: string;
  @Field(() => Float, { description: 'The registered total, kg CO2e, unrounded.' }) co2TotalKg!: number;
  @Field(() => String, { description: 'The total as printed: rounded to co2Precision, dot decimal (the total the verification page expects).' }) co2TotalText!: string;
  @Field(() => Int, { description: 'CO2_PRECISION of the report: 0, 1 or 2 decimals.' }) co2Precision!: number;
  @Field(() => String, { description: 'yearly_operational_co2 (baseline, comparative), gwp (lca) or refurbishment_offset (refurbishment).' }) basis!: string;
  @Field(() => Date) issuedAt!: Date;
  @Field(() => String, { description: 'The public verification page with the ID and the printed total filled in: the QR code links here.' }) verifyUrl!: string;
}

@Resolver()
export class ReportDocumentResolver {
  @Query(() => ReportDocument, { description: "A report document of the project, for the print view; NOT_FOUND unless it is your partner's and the project's." })
  async reportDocument(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('documentId', () => String) documentId: string,
    @Ctx() ctx: GqlContext,
  ): Promise<ReportDocument> {
    return Object.assign(new ReportDocument(), await getReportDocument(ctx, projectId, documentId));
  }
}
