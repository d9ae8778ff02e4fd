import 'reflect-metadata';
import { Kind, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as operations from '../../../../client/src/gql/graphql';
import { SIDEBAR_ALL_PAGE_SIZE } from '../../../../shared/constants';
import { loadConfig } from '../config';
import { checkQueryLimits } from './limits';
import { createSchema } from './schema';

/** The largest variables the client sends for inputs that carry a list size. */
const LARGEST_INPUTS: Record<string, unknown> = {
  ProjectListInput: { namespace: 'project-manager', filter: 'orgProjects', limit: SIDEBAR_ALL_PAGE_SIZE },
};

const config = loadConfig({});
const DEFAULTS = { maxDepth: config.graphqlMaxDepth, maxCost: config.graphqlMaxCost, maxAliases: config.graphqlMaxAliases };

describe('#graphql.limits', () => {
  it('lets every operation of the client run within the default limits, with its largest variables', async () => {
    const schema = await createSchema();
    const documents = Object.entries(operations).filter(([name, v]) => name.endsWith('Document') && (v as DocumentNode)?.kind === Kind.DOCUMENT) as Array<[string, DocumentNode]>;
    expect(documents.length).toBeGreaterThan(50);
    const refused: string[] = [];
    for (const [name, document] of documents) {
      const op = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
      if (!op || op.kind !== Kind.OPERATION_DEFINITION) continue;
      const variables: Record<string, unknown> = {};
      for (const v of op.variableDefinitions ?? []) {
        const typeName = (v.type.kind === Kind.NON_NULL_TYPE ? v.type.type : v.type) as { name?: { value: string } };
        if (typeName.name && typeName.name.value in LARGEST_INPUTS) variables[v.variable.name.value] = LARGEST_INPUTS[typeName.name.value];
      }
      const errors = checkQueryLimits(schema, DEFAULTS, { document, variables, signedIn: true });
      if (errors.length) refused.push(`${name}: ${errors.map((e) => e.message).join('; ')}`);
    }
    expect(refused).toEqual([]);
  });
});
