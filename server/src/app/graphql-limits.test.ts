import 'reflect-metadata';
import { Kind, Lexer, parse, print, Source, TokenKind, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as operations from '../../../client/src/gql/graphql';
import { SIDEBAR_ALL_PAGE_SIZE } from '../../../shared/constants';
import { loadConfig } from '../platform/config';
import { MAX_TOKENS } from '../platform/graphql/document-guard';
import { checkQueryLimits, MAX_EXPANDED_FIELDS } from '../platform/graphql/limits';
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

  it('measures a document once for all variables, unless a variable sizes one of its lists', async () => {
    const schema = await createSchema();
    const limits = { ...DEFAULTS, maxCost: 1000 };
    // The list size is a variable: every request is measured with its own.
    const sized = parse('query($l: Int!) { notifications(limit: $l) { id message } }');
    expect(checkQueryLimits(schema, limits, { document: sized, variables: { l: 10 }, signedIn: true })).toEqual([]);
    expect(checkQueryLimits(schema, limits, { document: sized, variables: { l: 5000 }, signedIn: true }).map((e) => e.extensions.code)).toEqual(['QUERY_TOO_COSTLY']);
    expect(checkQueryLimits(schema, limits, { document: sized, variables: { l: 10 }, signedIn: true })).toEqual([]);
    // A literal size: the same measure whatever the variables, and the refusal holds on the second request too.
    const literal = parse('query($q: String!) { productSearch(search: $q, limit: 5000) { id } }');
    for (const q of ['a', 'b']) expect(checkQueryLimits(schema, limits, { document: literal, variables: { q }, signedIn: true }).map((e) => e.extensions.code)).toEqual(['QUERY_TOO_COSTLY']);
    // Introspection stays refused to the anonymous after a signed-in caller's measure of the same document.
    const intro = parse('{ __schema { types { name } } }');
    expect(checkQueryLimits(schema, DEFAULTS, { document: intro, signedIn: true })).toEqual([]);
    expect(checkQueryLimits(schema, DEFAULTS, { document: intro, signedIn: false }).map((e) => e.extensions.code)).toEqual(['UNAUTHENTICATED']);
  });

  it('measures fragments that double each other in linear time, and refuses them (issue #27: 2^40 spreads in 1 KB)', async () => {
    const schema = await createSchema();
    const doubling = (n: number) => {
      const fragments = ['fragment F0 on Query { __typename }'];
      for (let i = 1; i <= n; i++) fragments.push(`fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }`);
      return parse(`${fragments.join(' ')} query { ...F${n} }`);
    };
    checkQueryLimits(schema, DEFAULTS, { document: doubling(8), signedIn: true }); // warm (JIT), on another document: measures are kept per document
    for (const signedIn of [false, true]) {
      const document = doubling(40);
      // Linear, not 2^40: an exponential walk would not return before the test's timeout (its speed is in `npm run bench`, limits).
      const errors = checkQueryLimits(schema, DEFAULTS, { document, signedIn });
      expect(errors.map((e) => [e.extensions.code, e.extensions.key])).toEqual([['QUERY_TOO_COSTLY', 'graphql.tooManyFields']]);
    }
    // Below the limit the same shape passes: the count is exact, not a guess.
    expect(checkQueryLimits(schema, DEFAULTS, { document: doubling(12), signedIn: true })).toEqual([]);
    expect(checkQueryLimits(schema, DEFAULTS, { document: doubling(13), signedIn: true }).map((e) => e.extensions.params)).toEqual([{ count: 2 ** 13, limit: MAX_EXPANDED_FIELDS }]);
    // Costs and aliases spread through doubling fragments are counted as expanded too.
    const aliased = parse('fragment A on Query { a: me { id } } fragment B on Query { ...A ...A } fragment C on Query { ...B ...B } fragment D on Query { ...C ...C } query { ...D ...D ...D ...D }');
    expect(checkQueryLimits(schema, DEFAULTS, { document: aliased, signedIn: true }).map((e) => e.extensions.params)).toEqual([{ count: 32, limit: DEFAULTS.maxAliases }]);
  });

  it('leaves room for the client: its largest operation is well within the token and expanded-field limits', () => {
    const documents = Object.entries(operations).filter(([name, v]) => name.endsWith('Document') && (v as DocumentNode)?.kind === Kind.DOCUMENT) as Array<[string, DocumentNode]>;
    let maxTokens = 0;
    for (const [, document] of documents) {
      const text = print(document);
      let tokens = 0;
      parse(text, { maxTokens: MAX_TOKENS, noLocation: true });
      const lexer = new Lexer(new Source(text));
      while (lexer.advance().kind !== TokenKind.EOF) tokens++;
      maxTokens = Math.max(maxTokens, tokens);
    }
    expect(maxTokens).toBeGreaterThan(100);
    expect(maxTokens * 2).toBeLessThan(MAX_TOKENS);
  });
});
