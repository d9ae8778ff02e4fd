/**
 * Every operation the client sends (the codegen output in client/src/gql) passes the server's own
 * depth and cost limits with the default configuration: a field added to a shared fragment cannot push
 * a screen's query over the limit unnoticed (it would answer 400 and the screen would never load).
 */
import { buildSchema, Kind, validate, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as documents from '../../../../client/src/gql/graphql';
import { loadConfig, ROOT_DIR } from '../config';
import { queryLimitsRule } from './limits';

const schema = buildSchema(readFileSync(path.join(ROOT_DIR, 'schema.graphql'), 'utf8'));
const config = loadConfig({ NODE_ENV: 'test' });

const operations = Object.entries(documents).filter(
  (entry): entry is [string, DocumentNode] =>
    entry[0].endsWith('Document') && typeof entry[1] === 'object' && entry[1] !== null && (entry[1] as DocumentNode).kind === Kind.DOCUMENT,
);

describe('client documents within the GraphQL limits', () => {
  it('finds the client operations', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it.each(operations)('%s passes the depth and cost limits', (_name, doc) => {
    // Each document carries the fragments it spreads; validate it as it is sent.
    const ops = doc.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    expect(ops).toHaveLength(1);
    const fragments = doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION);
    const errors = validate(schema, { ...doc, definitions: [...ops, ...fragments] }, [queryLimitsRule(config.graphqlMaxDepth, config.graphqlMaxCost)]);
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});
