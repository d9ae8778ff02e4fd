import 'reflect-metadata';
import { isObjectType } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { createSchema } from './schema';

describe('#graphql.schema plain fields', () => {
  it('leaves plain fields to the default resolver and keeps field resolvers and root resolvers', async () => {
    const schema = await createSchema();
    const project = schema.getType('Project');
    if (!isObjectType(project)) throw new Error('Project is not an object type');
    expect(project.getFields().name.resolve).toBeUndefined();
    expect(Object.values(project.getFields()).some((f) => typeof f.resolve === 'function')).toBe(true);
    expect(typeof schema.getQueryType()!.getFields().projectReport.resolve).toBe('function');
  });

  it('keeps a resolver on every renamed field (it reads another property) and every field with middlewares or roles', async () => {
    const schema = await createSchema();
    const special = getMetadataStorage().fields.filter((f) => f.schemaName !== f.name || (f.middlewares?.length ?? 0) > 0 || (f.roles?.length ?? 0) > 0);
    expect(special.map((f) => `${f.target.name}.${f.schemaName}`)).toContain('SolutionGroup.primary');
    for (const f of special) {
      for (const type of Object.values(schema.getTypeMap())) {
        if (!isObjectType(type) || !type.getFields()[f.schemaName]) continue;
        const meta = getMetadataStorage().objectTypes.find((o) => o.name === type.name);
        if (!meta || !(meta.target === f.target || meta.target.prototype instanceof f.target)) continue;
        expect(typeof type.getFields()[f.schemaName].resolve, `${type.name}.${f.schemaName}`).toBe('function');
      }
    }
  });
});
