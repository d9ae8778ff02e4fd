import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, isInterfaceType, isUnionType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { possibleTypes } from './possible-types';

describe('#possibleTypes', () => {
  it('lists every interface and union of schema.graphql with exactly its types', () => {
    const schema = buildSchema(readFileSync(path.resolve(__dirname, '../../../schema.graphql'), 'utf8'));
    const fromSchema = Object.fromEntries(
      Object.values(schema.getTypeMap())
        .filter((t) => !t.name.startsWith('__') && (isInterfaceType(t) || isUnionType(t)))
        .map((t) => [t.name, schema.getPossibleTypes(t as never).map((p) => p.name).sort()]),
    );
    expect(Object.fromEntries(Object.entries(possibleTypes).map(([k, v]) => [k, [...v].sort()]))).toEqual(fromSchema);
  });
});
