import { GraphQLJSON } from 'graphql-scalars';
import { Arg, Ctx, Field, Float, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../platform/graphql/context';
import { getDocumentManifest, rerunDocument, verifyDocument } from './document.service';

@ObjectType({ description: 'The public check of an issued document against a CO2 total (methodology M8).' })
export class DocumentVerification {
  @Field(() => String, { description: 'correct or incorrect' }) result!: string;
  @Field(() => String) documentId!: string;
  @Field(() => Float, { nullable: true, description: 'The registered total rounded to the document precision; only when correct.' }) totalKgCo2e!: number | null;
  @Field(() => Int) co2Precision!: number;
  @Field(() => String, { description: 'baseline, comparative, lca, refurbishment or e_invoice' }) type!: string;
  @Field(() => Date) issuedAt!: Date;
  @Field(() => String, { nullable: true, description: "SHA-256 of the document's manifest (issue #31); only when correct and the document has one." }) manifestSha256!: string | null;
}

@ObjectType({ description: "A report document's manifest (issue #31): what its figures were computed from, and the totals it states." })
export class DocumentManifestView {
  @Field(() => String, { description: "SHA-256 (hex) of the manifest's canonical JSON (RFC 8785 rules)." }) sha256!: string;
  @Field(() => String) methodologyVersion!: string;
  @Field(() => GraphQLJSON, { description: 'The manifest as REST GET /documents/{id}/manifest answers it, without sha256 (the hashed object).' }) manifest!: Record<string, unknown>;
}

@ObjectType({ description: "A figure where the totals recomputed from a document's manifest differ from those registered with it." })
export class ManifestDifference {
  @Field(() => String, { description: 'e.g. totals.co2_total_kg, totals.groups[0].solutions[1].total_kwh' }) path!: string;
  @Field(() => GraphQLJSON, { nullable: true, description: 'The value registered with the document.' }) registered!: unknown;
  @Field(() => GraphQLJSON, { nullable: true, description: 'The value recomputed from the manifest.' }) recomputed!: unknown;
}

@ObjectType({ description: 'A document re-run from its manifest alone with the current code.' })
export class DocumentRerun {
  @Field(() => Boolean) matches!: boolean;
  @Field(() => Boolean, { description: 'Whether the stored manifest still hashes to its registered SHA-256.' }) manifestSha256Valid!: boolean;
  @Field(() => String) methodologyVersion!: string;
  @Field(() => GraphQLJSON, { description: 'The recomputed totals (the manifest totals shape).' }) totals!: Record<string, unknown>;
  @Field(() => [ManifestDifference]) differences!: ManifestDifference[];
}

@Resolver()
export class DocumentResolver {
  @Query(() => DocumentManifestView, { description: "The document's partner only; NOT_FOUND for anyone else, signed out included." })
  async documentManifest(@Arg('documentId', () => String, { description: "The registered document's id (as printed on the report or e-invoice)." }) documentId: string, @Ctx() ctx: GqlContext): Promise<DocumentManifestView> {
    const { sha256, ...manifest } = await getDocumentManifest(ctx, documentId);
    return Object.assign(new DocumentManifestView(), { sha256, methodologyVersion: manifest.methodology_version, manifest });
  }

  @Mutation(() => DocumentRerun, { description: 'Recomputes the totals from the manifest alone. The document\'s partner only; NOT_FOUND for anyone else.' })
  async rerunDocument(@Arg('documentId', () => String, { description: "The registered document's id (as printed on the report or e-invoice)." }) documentId: string, @Ctx() ctx: GqlContext): Promise<DocumentRerun> {
    const r = await rerunDocument(ctx, documentId);
    return Object.assign(new DocumentRerun(), {
      matches: r.matches,
      manifestSha256Valid: r.manifestSha256Valid,
      methodologyVersion: r.methodologyVersion,
      totals: r.totals,
      differences: r.differences.map((d) => Object.assign(new ManifestDifference(), d)),
    });
  }

  @Query(() => DocumentVerification, { description: 'Public: no session needed. NOT_FOUND for an unknown document ID.' })
  async documentVerify(
    @Arg('documentId', () => String, { description: "The document's id, as printed on it." }) documentId: string,
    @Arg('co2Total', () => String, { description: "The total to check, in kg CO2e, as printed on the document (digits, comma or dot as decimal separator); compared after rounding both to the document's CO2 precision (M8)." }) co2Total: string,
    @Ctx() ctx: GqlContext,
  ): Promise<DocumentVerification> {
    const r = await verifyDocument(ctx, documentId, co2Total);
    return Object.assign(new DocumentVerification(), { ...r, totalKgCo2e: r.totalKgCo2e ?? null, manifestSha256: r.manifestSha256 ?? null });
  }
}
