/**
 * Managed entities from hand-written statements (platform/db/raw-rows.ts, issue #17): the caller, the
 * project, the report row and the report options are read this way on every request, so a mapped
 * entity must be exactly what findOne gives, and mapping must not disturb what the request already
 * holds in its identity map.
 */
import { wrap } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Partner, Subscription } from '../src/features/partners/partner.entity';
import { Project } from '../src/features/projects/project.entity';
import { loadGroupTrees } from '../src/features/solutions/calc-adapter';
import { groupRowOf, loadGroupRows } from '../src/features/solutions/figure-rows';
import { User } from '../src/features/users/user.entity';
import { PG_INT_MAX, preparedRows } from '../src/platform/db/prepared';
import { columnsOf, mapRow } from '../src/platform/db/raw-rows';
import { buildUser, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

async function userRow(em: ReturnType<TestApp['orm']['em']['fork']>, id: number) {
  const [row] = await em.execute<Array<Record<string, unknown>>>(
    `select ${columnsOf(em, User, 'u')}, ${columnsOf(em, Partner, 'p')}, ${columnsOf(em, Subscription, 's')}
     from "users" "u" join "partners" "p" on "p"."id" = "u"."partner_id" left join "subscriptions" "s" on "s"."partner_id" = "p"."id" and false
     where "u"."id" = ?`,
    [id],
  );
  return row;
}

describe('#raw-rows', () => {
  it('maps a joined row to the same entities findOne loads, dates and arrays included', async () => {
    const { user } = await buildUser(t.orm, { roles: ['partner_user'], permissions: ['manage_projects'] });
    const orm = t.orm.em.fork();
    const viaOrm = await orm.findOneOrFail(User, user.id);
    const partnerViaOrm = await orm.findOneOrFail(Partner, viaOrm.partner.id);
    const em = t.orm.em.fork();
    const row = await userRow(em, user.id);
    const mapped = mapRow(em, User, row, 'u')!;
    const partner = mapRow(em, Partner, row, 'p')!;
    expect(wrap(mapped).toObject()).toEqual(wrap(viaOrm).toObject());
    expect(mapped.createdAt).toBeInstanceOf(Date);
    expect(mapped.permissions).toEqual(['manage_projects']);
    // The user's partner reference is the partner mapped from the same row, now initialised.
    expect(mapped.partner).toBe(partner);
    expect(wrap(partner).isInitialized()).toBe(true);
    expect(wrap(partner).toObject()).toEqual(wrap(partnerViaOrm).toObject());
    // An outer join that found nothing maps to null.
    expect(mapRow(em, Subscription, row, 's')).toBeNull();
  });

  it('returns an entity the request already holds as it is, pending changes kept (as findOne does)', async () => {
    const { user } = await buildUser(t.orm);
    const em = t.orm.em.fork();
    const loaded = await em.findOneOrFail(User, user.id);
    loaded.name = 'Changed, not flushed';
    const mapped = mapRow(em, User, await userRow(em, user.id), 'u');
    expect(mapped).toBe(loaded);
    expect(mapped!.name).toBe('Changed, not flushed');
    em.getUnitOfWork().computeChangeSets();
    expect(em.getUnitOfWork().getChangeSets().map((c) => c.payload)).toEqual([{ name: 'Changed, not flushed' }]);
  });

  it('leaves a mapped entity unchanged for the unit of work (no update on flush)', async () => {
    const { user } = await buildUser(t.orm);
    const em = t.orm.em.fork();
    mapRow(em, User, await userRow(em, user.id), 'u');
    em.getUnitOfWork().computeChangeSets();
    expect(em.getUnitOfWork().getChangeSets()).toEqual([]);
  });
});

describe('#figure-rows', () => {
  it('reads the demo project as the same rows as its entity tree (figures read rows, the screens entities)', async () => {
    const project = await t.orm.em.fork().findOneOrFail(Project, { name: 'Data centre consolidation 2027', partner: { name: 'Nordic IT Partner ApS' } });
    const rows = await loadGroupRows(t.orm.em.fork(), project.id, false);
    const entities = await loadGroupTrees(t.orm.em.fork(), { project: project.id, responseDraft: false });
    expect(rows.length).toBeGreaterThan(1);
    const solutions = rows.flatMap((g) => g.solutions);
    expect(solutions.flatMap((s) => s.items).length).toBeGreaterThan(10);
    expect(solutions.some((s) => s.capacities.length > 0)).toBe(true);
    expect(rows).toEqual(entities.map(groupRowOf));
  });
});

describe('#prepared', () => {
  it('reads the same rows as the ORM does (types included), outside a transaction as a prepared statement, inside one on its connection', async () => {
    const { user } = await buildUser(t.orm, { roles: ['partner_user'], permissions: ['manage_projects'] });
    const em = t.orm.em.fork();
    const text = `select ${columnsOf(em, User, 'u')} from "users" "u" where "u"."id" = ?`;
    const viaOrm = await em.execute<Array<Record<string, unknown>>>(text, [user.id]);
    const prepared = await preparedRows<Record<string, unknown>>(em, text, [user.id]);
    expect(prepared).toEqual(viaOrm);
    // Twice on the pool's connections (the second run of a named statement skips its parse): the same.
    expect(await preparedRows(em, text, [user.id])).toEqual(viaOrm);
    // Inside a transaction it sees the transaction's own write, which no other connection can yet.
    await em.transactional(async (tem) => {
      await tem.execute('update "users" set "name" = ? where "id" = ?', ['Renamed inside', user.id]);
      expect((await preparedRows<{ 'u.name': string }>(tem, text, [user.id]))[0]['u.name']).toBe('Renamed inside');
      expect((await preparedRows<{ 'u.name': string }>(t.orm.em.fork(), text, [user.id]))[0]['u.name']).toBe(user.name);
    });
  });

  it('answers a parameter with a bad type as the database does, and keeps its connection usable', async () => {
    const em = t.orm.em.fork();
    const text = 'select "id" from "users" where "id" = ?';
    await expect(preparedRows(em, text, ['not a number'])).rejects.toThrow(/invalid input syntax for type integer/);
    await expect(preparedRows(em, text, [PG_INT_MAX + 1])).rejects.toThrow(/out of range/);
    const { user } = await buildUser(t.orm, { roles: ['partner_user'] });
    for (let i = 0; i < 12; i++) expect(await preparedRows(em, text, [user.id])).toEqual([{ id: user.id }]);
  });
});
