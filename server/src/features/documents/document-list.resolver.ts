/** GraphQL projectDocuments (issue #47, point 9): a project's issued documents (document-list.service.ts). */
import { Ctx, Field, Float, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../platform/graphql/context';
import { IdArg } from '../../platform/graphql/id-arg';
import { listProjectDocuments } from './document-list.service';

@ObjectType({ description: "A document issued for a project (a report's PDF): what it registered, and whether it has a manifest to re-run." })
export class IssuedDocument {
  @Field(() => String, { description: 'The document ID printed on it (GIA-XXXX-XXXX).' }) documentId!: string;
  @Field(() => String, { description: 'baseline, comparative, lca, refurbishment or e_invoice' }) type!: string;
  @Field(() => Float, { description: 'The registered CO2 total, kg CO2e, rounded to the precision the document prints.' }) co2TotalKg!: number;
  @Field(() => Int, { description: 'Decimals the document prints the total with (0, 1 or 2).' }) co2Precision!: number;
  @Field(() => Date, { description: 'When it was issued.' }) issuedAt!: Date;
  @Field(() => String, { description: 'Who issued it (the user who exported it).' }) issuedBy!: string;
  @Field(() => String, { nullable: true, description: "SHA-256 of its manifest; null for documents issued before manifests (they verify but cannot be re-run)." }) manifestSha256!: string | null;
}

@Resolver()
export class DocumentListResolver {
  @Query(() => [IssuedDocument], { description: "The documents the caller's partner issued for a project, newest first (at most 50); whoever may open the project." })
  async projectDocuments(@IdArg('projectId') projectId: number, @Ctx() ctx: GqlContext): Promise<IssuedDocument[]> {
    return listProjectDocuments(ctx, projectId);
  }
}
