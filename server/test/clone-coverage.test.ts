/**
 * Issue #48, point 1: a clone copies every column of a solution's rows from the entities' metadata, and
 * says of each column it does not copy why. The test walks the metadata of every entity a clone writes:
 * a column neither copied nor excluded (a collection) or an exclusion of a column that is gone fails;
 * and each column the clone claims to copy is equal on the copy (every column given a value first).
 */
import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneCoverage, cloneRow, type NotCopied } from '../src/platform/db/clone-row';
import { CategoryInfrastructureShare, Solution, SolutionCapacity, SolutionGroup, SolutionItem } from '../src/features/solutions/solution.entity';
import { CAPACITY_NOT_COPIED, cloneSolutionInto, GROUP_NOT_COPIED, ITEM_NOT_COPIED, SHARE_NOT_COPIED, SOLUTION_NOT_COPIED } from '../src/features/solutions/solution-clone';
import { loadSolutionTree } from '../src/features/solutions/calc-adapter';
import { signedInAgent, startTestApp, type TestApp } from './helpers';
import { addItem, api, datacentreProject, newProduct } from './solutions-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

/** Every entity a clone writes, with what its caller sets and what it does not copy. */
const CLONED: Array<[EntityClass<object>, string[], NotCopied<never>]> = [
  [SolutionGroup, ['project', 'name', 'state', 'isPrimary', 'sortOrder'], GROUP_NOT_COPIED],
  [Solution, ['group', 'name', 'sortOrder'], SOLUTION_NOT_COPIED],
  [SolutionItem, ['solution'], ITEM_NOT_COPIED],
  [SolutionCapacity, ['solution'], CAPACITY_NOT_COPIED],
  [CategoryInfrastructureShare, ['solution'], SHARE_NOT_COPIED],
];

describe('clone coverage (issue #48, point 1)', () => {
  it.each(CLONED.map(([e, set, not]) => [e.name, e, set, not] as const))('%s: every property is copied, set by the caller or excluded with a reason', (_name, entity, set, notCopied) => {
    const em = t.orm.em.fork() as EntityManager;
    const coverage = cloneCoverage(em, entity, set, notCopied);
    expect(coverage.uncovered).toEqual([]);
    expect(coverage.stale).toEqual([]);
    for (const reason of Object.values(notCopied)) expect(String(reason).length).toBeGreaterThan(10);
    expect(coverage.copied.length).toBeGreaterThan(0);
  });

  it('refuses a collection that is neither copied nor excluded, and an exclusion of a property that is gone', () => {
    const em = t.orm.em.fork() as EntityManager;
    const { items: _items, ...withoutItems } = SOLUTION_NOT_COPIED;
    expect(cloneCoverage(em, Solution, ['group'], withoutItems).uncovered).toEqual(['items']);
    expect(() => cloneRow(em, Solution, {} as Solution, {}, withoutItems)).toThrow(/items is neither copied nor excluded/);
    expect(cloneCoverage(em, SolutionItem, ['solution'], { ...ITEM_NOT_COPIED, hoursPerDay: 'gone' } as NotCopied<SolutionItem>).stale).toEqual(['hoursPerDay']);
  });

  it("the copy of a solution tree holds every copied column's value, the service-life override included", async () => {
    const { agent } = await signedInAgent(t);
    const { project, solution } = await datacentreProject(agent);
    const server = await newProduct(agent, { category: 'server', watts: 300 });
    const item = await addItem(agent, project.id, solution.id, { product_id: server.id, amount: 4, refurbishment_impact_percentage: 25 });
    const put = await agent.put(api(`/projects/${project.id}/solution/${solution.id}/solution-item/${item.id}`), { service_life_years: 7, operational_hours: 6000, unit_price: 1234 });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await agent.post(api(`/projects/${project.id}/solution/${solution.id}/capacities`), { capacity_id: 'server_cores', amount: 64 })).status).toBe(200);
    expect((await agent.put(api(`/solution/${solution.id}/ups/ups_92_1`), {})).status).toBe(200);

    const em = t.orm.em.fork() as EntityManager;
    const source = (await loadSolutionTree(em, { id: solution.id }))!;
    const copy = cloneSolutionInto(em, source, source.group, 99, 'Copy');
    const copied = (entity: EntityClass<object>, set: string[], notCopied: NotCopied<never>) => cloneCoverage(em, entity, set, notCopied).copied;
    for (const p of copied(Solution, ['group', 'name', 'sortOrder'], SOLUTION_NOT_COPIED)) expect(copy[p as keyof Solution], `Solution.${p}`).toEqual(source[p as keyof Solution]);
    const [from] = source.items.getItems();
    const [to] = copy.items.getItems();
    expect(to.serviceLifeYears).toBe(7);
    for (const p of copied(SolutionItem, ['solution'], ITEM_NOT_COPIED)) expect(to[p as keyof SolutionItem], `SolutionItem.${p}`).toEqual(from[p as keyof SolutionItem]);
    expect(copy.capacities.getItems().map((c) => [c.capacity.id, c.amount])).toEqual([['server_cores', 64]]);
    em.clear();
  });
});
