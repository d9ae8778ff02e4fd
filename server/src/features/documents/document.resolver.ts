import { Arg, Ctx, Field, Float, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../platform/graphql/context';
import { verifyDocument } from './document.service';

@ObjectType({ description: 'The public check of an issued document against a CO2 total (methodology M8).' })
export class DocumentVerification {
  @Field(() => String, { description: 'correct or incorrect' }) result!: string;
  @Field(() => String) documentId!: string;
  @Field(() => Float, { nullable: true, description: 'The registered total rounded to the document precision; only when correct.' }) totalKgCo2e!: number | null;
  @Field(() => Int) co2Precision!: number;
  @Field(() => String, { description: 'baseline, comparative, lca, refurbishment or e_invoice' }) type!: string;
  @Field(() => Date) issuedAt!: Date;
}

@Resolver()
export class DocumentResolver {
  @Query(() => DocumentVerification, { description: 'Public: no session needed. NOT_FOUND for an unknown document ID.' })
  async documentVerify(
    @Arg('documentId', () => String) documentId: string,
    @Arg('co2Total', () => String) co2Total: string,
    @Ctx() ctx: GqlContext,
  ): Promise<DocumentVerification> {
    const r = await verifyDocument(ctx, documentId, co2Total);
    return Object.assign(new DocumentVerification(), {
      result: r.result,
      documentId: r.document_id,
      totalKgCo2e: r.total_kg_co2e ?? null,
      co2Precision: r.co2_precision,
      type: r.type,
      issuedAt: r.issued_at,
    });
  }
}
