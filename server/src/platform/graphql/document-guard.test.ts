import { Kind, print, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as operations from '../../../../client/src/gql/graphql';
import { guardDocument, MAX_FRAGMENTS, MAX_NESTING, MAX_SAME_NAME, MAX_SELECTIONS, MAX_TOKENS, PARSE_FAILED } from './document-guard';

const ALIASES = 30;
const refusal = (query: string) => {
  const { error } = guardDocument(query, ALIASES);
  return error ? [error.extensions.code, error.extensions.key ?? null] : null;
};

describe('#graphql.document-guard', () => {
  it('refuses the documents that cost graphql-js validation 0.1–0.7 s (issue #45, point 1) by their tokens', () => {
    expect(refusal(`{ ${'me{id} '.repeat(1249)} }`)).toEqual(['QUERY_TOO_COSTLY', 'graphql.tooManyTokens']);
    expect(refusal(`{ ${'me{partner{id}} '.repeat(714)} }`)).toEqual(['QUERY_TOO_COSTLY', 'graphql.tooManyTokens']);
    expect(refusal(`{ ${Array.from({ length: 1000 }, (_, i) => (i % 2 ? 'me{id}' : 'me{email}')).join(' ')} }`)).toEqual(['QUERY_TOO_COSTLY', 'graphql.tooManyTokens']);
  });

  it('refuses one response name repeated in one selection set, merged through inline and named fragments', () => {
    const n = MAX_SAME_NAME + 1;
    expect(refusal(`{ ${'me{id} '.repeat(n)} }`)).toEqual(['QUERY_TOO_COSTLY', 'graphql.sameNameTooOften']);
    expect(refusal(`{ ${'... on Query { me { id } } '.repeat(n)} }`)).toEqual(['QUERY_TOO_COSTLY', 'graphql.sameNameTooOften']);
    const spread = Array.from({ length: n }, (_, i) => `...F${i}`).join(' ');
    const defs = Array.from({ length: n }, (_, i) => `fragment F${i} on Query { me { id } }`).join(' ');
    expect(refusal(`query { ${spread} } ${defs}`)).toEqual(['QUERY_TOO_COSTLY', 'graphql.sameNameTooOften']);
    // In the sub-selection too.
    expect(refusal(`{ me { ${'id '.repeat(n)} } }`)).toEqual(['QUERY_TOO_COSTLY', 'graphql.sameNameTooOften']);
    // At the limit it passes; aliases make other names.
    expect(refusal(`{ ${'me{id} '.repeat(MAX_SAME_NAME)} }`)).toBeNull();
    expect(refusal(`{ ${Array.from({ length: n }, (_, i) => `a${i}: me { id }`).join(' ')} }`)).toBeNull();
  });

  it('refuses fragments that double each other by their merged counts, linearly (2^40 in 1 KB)', () => {
    const fragments = ['fragment F0 on Query { __typename }'];
    for (let i = 1; i <= 40; i++) fragments.push(`fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }`);
    // 41 fragment definitions: over the fragment limit before any count.
    expect(refusal(`${fragments.join(' ')} query { ...F40 }`)).toEqual(['QUERY_TOO_COSTLY', 'graphql.tooManyFragments']);
    expect(refusal(`${fragments.slice(0, 11).join(' ')} query { ...F10 }`)).toEqual(['QUERY_TOO_COSTLY', 'graphql.sameNameTooOften']);
  });

  it('refuses too many selections, fragment definitions and aliases as written', () => {
    const fields = Array.from({ length: MAX_SELECTIONS }, (_, i) => `f${i}: id`).join(' ');
    expect(refusal(`{ me { ${fields} } }`)).toEqual(['QUERY_TOO_COSTLY', 'graphql.tooManySelections']);
    const defs = Array.from({ length: MAX_FRAGMENTS + 1 }, (_, i) => `fragment F${i} on Query { __typename }`).join(' ');
    expect(refusal(`query { __typename } ${defs}`)).toEqual(['QUERY_TOO_COSTLY', 'graphql.tooManyFragments']);
    expect(refusal(`{ me { ${Array.from({ length: ALIASES + 1 }, (_, i) => `a${i}: id`).join(' ')} } }`)).toEqual(['QUERY_TOO_COSTLY', 'graphql.tooManyAliases']);
  });

  it('refuses a 2,400-deep list literal by its nesting, never with the parser\'s stack overflow (point 8)', () => {
    const deep = `query { productSearch(search: ${'['.repeat(2400)}"x"${']'.repeat(2400)}) { id } }`;
    expect(refusal(deep)).toEqual(['QUERY_TOO_DEEP', 'graphql.tooNested']);
    expect(guardDocument(deep, ALIASES).error?.message).not.toMatch(/stack/i);
    expect(refusal(`{ me { ${'partner { '.repeat(MAX_NESTING)}id${' }'.repeat(MAX_NESTING)} } }`)).toEqual(['QUERY_TOO_DEEP', 'graphql.tooNested']);
  });

  it('answers a syntax error with the code HTTP gives it', () => {
    const { error } = guardDocument('{ me { id }', ALIASES);
    expect(error?.extensions.code).toBe(PARSE_FAILED);
    expect(error?.message).toMatch(/^Syntax Error/);
  });

  it('lets every operation of the client through, with room to spare', () => {
    const documents = Object.entries(operations).filter(([name, v]) => name.endsWith('Document') && (v as DocumentNode)?.kind === Kind.DOCUMENT) as Array<[string, DocumentNode]>;
    expect(documents.length).toBeGreaterThan(50);
    const refused = documents.filter(([, d]) => guardDocument(print(d), ALIASES).error).map(([name]) => name);
    expect(refused).toEqual([]);
    expect(MAX_TOKENS).toBeGreaterThanOrEqual(269 * 5);
  });
});
