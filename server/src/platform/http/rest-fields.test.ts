import { describe, expect, it } from 'vitest';
import { fromRest, memoizedRestOutput, restOutput, restSpread, restValue, toRest, type RestFieldTable, type RestOf, type RestOutputTable } from './rest-fields';

interface Lca {
  gwpKg: number;
  useKg: number | null;
}
interface Entry {
  categoryId: string;
  wattPerUnit: number;
}
interface View {
  id: number;
  solutionId: number;
  modelName: string;
  assumptions: string[];
  lca: Lca;
  entries: Entry[];
  traces?: Array<{ path: string }>;
  owner: { id: number; name: string } | null;
}

const lcaOut = restOutput<Lca>()({ gwpKg: 'gwp_kg_co2e', useKg: 'use_kg_co2e' });
const viewOut = restOutput<View>()({
  id: 'id',
  modelName: 'model_name',
  assumptions: null,
  lca: ['lca_data', lcaOut],
  entries: ['energywheel', { categoryId: 'category', wattPerUnit: 'watt_pr_unit' }],
  traces: 'traces',
  // The REST reply names only the owner's id.
  owner: restValue('owner_id', (o: View['owner']) => o?.id ?? null),
  solutionId: 'solution_id',
});

const view: View = {
  id: 7,
  solutionId: 3,
  modelName: 'R740',
  assumptions: ['a'],
  lca: { gwpKg: 1.5, useKg: null },
  entries: [{ categoryId: 'servers', wattPerUnit: 120 }],
  owner: { id: 9, name: 'Ann' },
};

describe('#toRest', () => {
  it('spells every field the REST way, in the order of the table, and leaves out the null ones', () => {
    const out = toRest(viewOut, view);
    expect(JSON.stringify(out)).toBe(
      '{"id":7,"model_name":"R740","lca_data":{"gwp_kg_co2e":1.5,"use_kg_co2e":null},"energywheel":[{"category":"servers","watt_pr_unit":120}],"owner_id":9,"solution_id":3}',
    );
  });

  it('keeps a null nested value null and leaves out an absent optional field', () => {
    const out = toRest(viewOut, { ...view, lca: null as unknown as Lca, owner: null, traces: [{ path: 'x' }] } as View);
    expect(out).toEqual({ id: 7, model_name: 'R740', lca_data: null, energywheel: [{ category: 'servers', watt_pr_unit: 120 }], traces: [{ path: 'x' }], owner_id: null, solution_id: 3 });
    expect(Object.keys(toRest(viewOut, view))).not.toContain('traces');
  });

  it('writes the keys of a spread field in its place', () => {
    const table = restOutput<View>()({ ...viewOut, owner: restSpread((o: View['owner']) => ({ owner_id: o?.id ?? null, owner_name: o?.name ?? null })) });
    expect(Object.keys(toRest(table, view))).toEqual(['id', 'model_name', 'lca_data', 'energywheel', 'owner_id', 'owner_name', 'solution_id']);
  });

  it('presents a list of views', () => {
    expect(toRest(lcaOut, [{ gwpKg: 1, useKg: 2 }])).toEqual([{ gwp_kg_co2e: 1, use_kg_co2e: 2 }]);
  });

  it('builds the output of a memoized table once per view object', () => {
    const table = memoizedRestOutput<Lca>()({ gwpKg: 'gwp', useKg: 'use' });
    const l: Lca = { gwpKg: 1, useKg: 2 };
    expect(toRest(table, l)).toBe(toRest(table, l));
    expect(toRest(table, { ...l })).not.toBe(toRest(table, l));
  });

  it('types the REST reply from the table: REST names, the view\'s types, optional where the view is, computed values', () => {
    const reply: RestOf<View, typeof viewOut> = toRest(viewOut, view);
    const typed: { id: number; model_name: string; lca_data: { gwp_kg_co2e: number; use_kg_co2e: number | null }; energywheel: Array<{ category: string; watt_pr_unit: number }>; traces?: Array<{ path: string }>; owner_id: number | null; solution_id: number } = reply;
    // @ts-expect-error assumptions is left out of the REST reply.
    expect(reply.assumptions).toBeUndefined();
    expect(typed.owner_id).toBe(9);
  });

  it('is the inverse of fromRest for a table that only renames', () => {
    const input: RestFieldTable<Lca> = { gwpKg: 'gwp_kg_co2e', useKg: 'use_kg_co2e' };
    const l: Lca = { gwpKg: 3, useKg: null };
    expect(fromRest(input, toRest(lcaOut, l))).toEqual(l);
  });

  it('is refused by the type checker when a view field has no REST spelling', () => {
    // @ts-expect-error useKg is missing: a new view field must be spelled (or left out with null).
    const missing: RestOutputTable<Lca> = { gwpKg: 'gwp_kg_co2e' };
    // @ts-expect-error a plain field takes a name, not a nested table.
    const nestedScalar: RestOutputTable<Lca> = { gwpKg: ['gwp', {}], useKg: 'use' };
    // @ts-expect-error the nested table is checked against the nested view too.
    const badNested: RestOutputTable<View> = { ...viewOut, lca: ['lca_data', { gwpKg: 'gwp' }] };
    expect([missing, nestedScalar, badNested]).toHaveLength(3);
  });
});
