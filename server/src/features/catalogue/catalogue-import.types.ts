import { GraphQLJSON } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A catalogue row that was not imported, with the reason.' })
export class CatalogueImportSkip {
  @Field(() => Int, { description: '1-based line in the file (the header is line 1).' })
  line!: number;

  @Field(() => String, { description: 'Why the row was not imported, in English.' })
  reason!: string;

  @Field(() => String, { nullable: true, description: "The reason's code (shared/catalogue SKIP_REASONS), for a client that words it in the user's language; null in results stored before codes (issue #47)." })
  code?: string | null;

  @Field(() => GraphQLJSON, { nullable: true, description: "The reason's parameters by name (JSON object of strings and numbers); null with no code." })
  params?: Record<string, string | number> | null;
}

@ObjectType({ description: 'How far a running catalogue import is.' })
export class CatalogueImportProgress {
  @Field(() => Int, { description: 'Data rows read so far.' })
  done!: number;

  @Field(() => Int, { description: 'Data rows in the file.' })
  total!: number;

  @Field(() => Int, { description: 'Products created so far.' })
  created!: number;

  @Field(() => Int, { description: 'Products updated so far.' })
  updated!: number;

  @Field(() => Int, { description: 'Rows rejected so far.' })
  rejected!: number;
}

@ObjectType({ description: 'What a finished catalogue import did.' })
export class CatalogueImportResult {
  @Field(() => Int, { description: 'Data rows in the file.' })
  rows!: number;

  @Field(() => Int, { description: 'Products created.' })
  created!: number;

  @Field(() => Int, { description: 'Products updated.' })
  updated!: number;

  @Field(() => Int, { description: 'Rows rejected.' })
  rejected!: number;

  @Field(() => [CatalogueImportSkip], { description: 'The first 1000 rejected rows, by line.' })
  skipped!: CatalogueImportSkip[];
}

@ObjectType({ description: 'A catalogue import running as a background job (super admins).' })
export class CatalogueImport {
  @Field(() => ID, { description: 'The job id (REST job_id).' })
  id!: string;

  @Field(() => String, { description: "The imported file's name." })
  fileName!: string;

  @Field(() => String, { description: 'queued, active, completed or failed.' })
  state!: string;

  @Field(() => CatalogueImportProgress, { description: 'How far the import is.' })
  progress!: CatalogueImportProgress;

  @Field(() => CatalogueImportResult, { nullable: true, description: 'When completed.' })
  result!: CatalogueImportResult | null;

  @Field(() => String, { nullable: true, description: 'When failed: why.' })
  error!: string | null;
}
