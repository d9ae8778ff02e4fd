/**
 * The GraphQL schema documents itself (issue #53, point 5): partner developers read schema.graphql in
 * the explorer. Every type, root field, argument and input field carries a description (type-graphql
 * `description` options, in the spec's words where it has them, units stated: kWh, kg CO2e, g/kWh;
 * the root types' own in platform/graphql/schema.ts), and a deprecated field, argument, input field or
 * enum value says what replaces it ("Use …"). This is the lint that keeps it so: it reads the committed
 * schema.graphql, which the drift check (emit-schema --check) holds equal to the classes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, isScalarType, type GraphQLNamedType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../platform/config';

const BUILT_IN = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);
const ROOTS = new Set(['Query', 'Mutation', 'Subscription']);

function schemaTypes(): GraphQLNamedType[] {
  const schema = buildSchema(readFileSync(path.join(ROOT_DIR, 'schema.graphql'), 'utf8'));
  return Object.values(schema.getTypeMap()).filter((t: GraphQLNamedType) => !t.name.startsWith('__') && !(isScalarType(t) && BUILT_IN.has(t.name)));
}

function undescribed() {
  const out = { types: [] as string[], rootFields: [] as string[], arguments: [] as string[], inputFields: [] as string[] };
  for (const t of schemaTypes()) {
    if (!t.description?.trim()) out.types.push(t.name);
    if (isInputObjectType(t)) for (const f of Object.values(t.getFields())) if (!f.description?.trim()) out.inputFields.push(`${t.name}.${f.name}`);
    if (isObjectType(t) || isInterfaceType(t)) {
      for (const f of Object.values(t.getFields())) {
        if (ROOTS.has(t.name) && !f.description?.trim()) out.rootFields.push(`${t.name}.${f.name}`);
        for (const a of f.args) if (!a.description?.trim()) out.arguments.push(`${t.name}.${f.name}(${a.name})`);
      }
    }
  }
  return out;
}

/** Every deprecated field, argument, input field and enum value, with its reason. */
function deprecations(): Array<{ where: string; reason: string }> {
  const out: Array<{ where: string; reason: string }> = [];
  for (const t of schemaTypes()) {
    if (isObjectType(t) || isInterfaceType(t)) {
      for (const f of Object.values(t.getFields())) {
        if (f.deprecationReason != null) out.push({ where: `${t.name}.${f.name}`, reason: f.deprecationReason });
        for (const a of f.args) if (a.deprecationReason != null) out.push({ where: `${t.name}.${f.name}(${a.name})`, reason: a.deprecationReason });
      }
    }
    if (isInputObjectType(t)) for (const f of Object.values(t.getFields())) if (f.deprecationReason != null) out.push({ where: `${t.name}.${f.name}`, reason: f.deprecationReason });
    if (isEnumType(t)) for (const v of t.getValues()) if (v.deprecationReason != null) out.push({ where: `${t.name}.${v.name}`, reason: v.deprecationReason });
  }
  return out;
}

describe('#graphql.schema descriptions', () => {
  it('describes every type, root field, argument and input field', () => {
    const found = undescribed();
    expect(found, 'describe these with type-graphql `description` options (what it is, units, limits, who may call), then npm run schema:emit').toEqual({
      types: [],
      rootFields: [],
      arguments: [],
      inputFields: [],
    });
  });

  it('names the replacement of everything deprecated ("Use …")', () => {
    const unnamed = deprecations().filter((d) => !/\bUse\b/.test(d.reason));
    expect(unnamed, 'a deprecationReason must say what replaces it, e.g. "Use scope instead."').toEqual([]);
  });
});
