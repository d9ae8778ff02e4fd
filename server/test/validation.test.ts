/**
 * Validation of a project's items by the super admin, notifications and the category admin
 * (spec/platform-and-shell.md §3 itemValidationCount, Category admin, Notification; §4 Real-time;
 * §6 Super admin; §8 successes). Events across instances: validation-instances.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectValidation } from '../src/features/comparative/comparative.entity';
import { Category } from '../src/features/reference/reference.entity';
import { jobs } from '../src/platform/jobs';
import { Agent, buildUser, signedInAgent, startTestApp, type TestApp } from './helpers';
import { api, datacentreProject, newProduct } from './solutions-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const QUEUE = 'query { validationQueue { kind id manufacturer modelName categoryId projectId partnerName requestedByName amount } }';
const ACCEPT = 'mutation($input: ValidationEntryInput!) { validationEntryAccept(input: $input) }';
const REJECT = 'mutation($input: ValidationEntryInput!) { validationEntryReject(input: $input) }';
const EDIT = 'mutation($input: ValidationEntryInput!) { validationEntryEdit(input: $input) { id modelName categoryId } }';

async function superAdmin(): Promise<Agent> {
  const admin = await buildUser(t.orm, { roles: ['super_admin', 'partner_admin'] });
  const agent = new Agent(t.baseUrl);
  await agent.login(admin.email);
  return agent;
}

/** A seller's project with one own product (unvalidated) and one requested item. */
async function sellerProject() {
  const seller = await signedInAgent(t);
  const { project, solution } = await datacentreProject(seller.agent);
  const model = `Own ${Math.random().toString(36).slice(2, 8)}`;
  await newProduct(seller.agent, { model, solutionId: solution.id });
  const req = await seller.agent.post(api(`/projects/${project.id}/solution/${solution.id}/request-items`), {
    items: [{ brand_name: 'Reqco', model_name: `Wanted ${model}`, amount: 2, modes: [{ title: 'On' }] }],
    is_manual_request: true,
  });
  expect(req.status).toBe(201);
  return { ...seller, project, solution, model };
}

const count = async (agent: Agent, projectId: number) =>
  (await agent.get(`/api/v1/project-manager/projects/${projectId}/project-with-all-details`)).body.data.itemValidationCount;

describe('#validation', () => {
  it('queues a project-manager project, counts validated items and makes an accepted request a catalogue product', async () => {
    const seller = await sellerProject();
    const admin = await superAdmin();
    // The open request shows on its solution as pending, not as an item (issue #47, point 7).
    const PENDING = 'query($p: ID!, $s: ID!) { solution(projectId: $p, id: $s) { itemCount pendingItemRequests { brandName modelName amount status } } }';
    const pending = async () => (await seller.agent.gql(PENDING, { p: String(seller.project.id), s: String(seller.solution.id) })).data.solution;
    expect(await pending()).toEqual({ itemCount: 1, pendingItemRequests: [{ brandName: 'Reqco', modelName: `Wanted ${seller.model}`, amount: 2, status: 'open' }] });
    // One own product (unvalidated) and one open request: 0 of 2.
    expect(await count(seller.agent, seller.project.id)).toEqual({ validated: 0, total: 2 });

    const started = await seller.agent.post(`/api/v1/project-manager/projects/${seller.project.id}/start-validation`);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const queue = (await admin.gql(QUEUE)).data.validationQueue.filter((e: any) => String(e.projectId) === String(seller.project.id));
    expect(queue.map((e: any) => e.kind).sort()).toEqual(['product', 'request']);
    const product = queue.find((e: any) => e.kind === 'product');
    const request = queue.find((e: any) => e.kind === 'request');
    expect(product).toMatchObject({ modelName: seller.model, categoryId: 'server', partnerName: seller.partner.name });
    expect(request).toMatchObject({ manufacturer: 'Reqco', amount: 2 });
    // The super admin is notified (stored notification).
    const adminNotes = await admin.gql('query { notifications { message category status } }');
    expect(adminNotes.data.notifications[0]).toMatchObject({ category: 'validation', status: 'unread' });

    expect((await admin.gql(ACCEPT, { input: { kind: 'product', id: product.id } })).data.validationEntryAccept).toBe(true);
    expect(await count(seller.agent, seller.project.id)).toEqual({ validated: 1, total: 2 });
    // GraphQL says the same.
    const gql = await seller.agent.gql('query($id: ID!) { project(id: $id) { itemValidationCount { validated total } } }', { id: String(seller.project.id) });
    expect(gql.data?.project.itemValidationCount ?? gql).toEqual({ validated: 1, total: 2 });

    // A request needs a category to become a product.
    const noCategory = await admin.gql(ACCEPT, { input: { kind: 'request', id: request.id } });
    expect(noCategory.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION' });
    const edited = await admin.gql(EDIT, { input: { kind: 'request', id: request.id, modelName: 'Wanted X1' } });
    expect(edited.data.validationEntryEdit).toMatchObject({ modelName: 'Wanted X1' });
    expect((await admin.gql(ACCEPT, { input: { kind: 'request', id: request.id, categoryId: 'server', modes: [{ name: 'On', powerWatts: 250, hours: 8760 }] } })).data.validationEntryAccept).toBe(true);
    // The request became a global product and an item of its solution (amount 2): 2 of 2.
    expect(await count(seller.agent, seller.project.id)).toEqual({ validated: 2, total: 2 });
    // No longer pending: it is an item now.
    expect(await pending()).toEqual({ itemCount: 2, pendingItemRequests: [] });
    const search = await seller.agent.get('/api/v1/project-manager/products/search?search=Wanted%20X1');
    expect(search.body.data.map((p: any) => p.model_name)).toContain('Wanted X1');

    // The requesting user is notified and marks it read; nobody else can.
    const mine = await seller.agent.gql('query { notifications { id message messageKey messageParams category status } }');
    const note = mine.data.notifications.find((n: any) => n.category === 'item_request');
    expect(note).toMatchObject({ message: 'Your requested item "Reqco Wanted X1" was accepted and added to the catalogue.', messageKey: 'notifications.requestAccepted', messageParams: { name: 'Reqco Wanted X1' } });
    const other = await signedInAgent(t);
    const foreign = await other.agent.gql('mutation($id: ID!) { notificationMarkRead(id: $id) { id } }', { id: note.id });
    expect(foreign.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
    const read = await seller.agent.gql('mutation($id: ID!) { notificationMarkRead(id: $id) { status } }', { id: note.id });
    expect(read.data.notificationMarkRead.status).toBe('read');
    expect((await other.agent.gql('query { notifications { id } }')).data.notifications).toEqual([]);

    // Decided entries leave the queue and cannot be decided again.
    const again = await admin.gql(REJECT, { input: { kind: 'product', id: product.id } });
    expect(again.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION' });
    const after = (await admin.gql(QUEUE)).data.validationQueue.filter((e: any) => String(e.projectId) === String(seller.project.id));
    expect(after).toEqual([]);
    // Nothing of the project waits any more: its validation run is completed, and a new start opens a new one.
    const runs = () => t.orm.em.fork().find(ProjectValidation, { project: seller.project.id }, { orderBy: { id: 'asc' } });
    expect((await runs()).map((r) => r.status)).toEqual(['completed']);
    await seller.agent.post(`/api/v1/project-manager/projects/${seller.project.id}/start-validation`);
    expect((await runs()).map((r) => r.status)).toEqual(['completed', 'queued']);
  });

  it('rejects an item: it stays unvalidated and the next start validation queues it again', async () => {
    const seller = await sellerProject();
    const admin = await superAdmin();
    await seller.agent.post(`/api/v1/project-manager/projects/${seller.project.id}/start-validation`);
    const entry = (await admin.gql(QUEUE)).data.validationQueue.find((e: any) => e.kind === 'product' && String(e.projectId) === String(seller.project.id));
    expect((await admin.gql(REJECT, { input: { kind: 'product', id: entry.id } })).data.validationEntryReject).toBe(true);
    expect(await count(seller.agent, seller.project.id)).toEqual({ validated: 0, total: 2 });
    await seller.agent.post(`/api/v1/project-manager/projects/${seller.project.id}/start-validation`);
    const requeued = (await admin.gql(QUEUE)).data.validationQueue.filter((e: any) => e.kind === 'product' && String(e.projectId) === String(seller.project.id));
    expect(requeued).toHaveLength(1);
  });

  it('notifies the super admins once when a validation.start run is repeated after its commit', async () => {
    const seller = await sellerProject();
    await superAdmin();
    expect((await seller.agent.post(`/api/v1/project-manager/projects/${seller.project.id}/start-validation`)).status).toBe(202);
    const conn = t.orm.em.getConnection();
    const [job] = await conn.execute<Array<{ id: number }>>(`select id from jobs where name = 'validation.start' and (payload->>'projectId')::int = ? order by id desc limit 1`, [seller.project.id]);
    expect((await jobs.wait(t.orm.em, job.id, 15_000))?.state).toBe('completed');
    const notices = async () =>
      Number((await conn.execute<Array<{ n: string }>>(`select count(*) n from notifications where message_key = 'notifications.validationQueued' and message_params->>'partner' = ?`, [seller.partner.name]))[0].n);
    const first = await notices();
    expect(first).toBeGreaterThan(0);
    // As if its instance had died between the commit and recording the outcome: the job runs again.
    await conn.execute(`update jobs set state = 'queued', finished_at = null, run_at = now() where id = ?`, [job.id]);
    expect(await jobs.runHere(job.id)).toBe(true);
    const again = await jobs.wait(t.orm.em, job.id, 15_000);
    expect(again).toMatchObject({ state: 'completed', attempts: 2, result: { queued: 2 } });
    expect(await notices()).toBe(first);
  });

  it('queues a product created with start_validation', async () => {
    const seller = await signedInAgent(t);
    const { solution } = await datacentreProject(seller.agent);
    const r = await seller.agent.post(api('/product/create'), {
      model_name: 'Fresh One', manufacturer: 'Acme', category: { id: 'server' }, solution_id: solution.id, start_validation: true,
    });
    expect(r.status).toBe(201);
    const admin = await superAdmin();
    const queue = (await admin.gql(QUEUE)).data.validationQueue;
    expect(queue.some((e: any) => e.kind === 'product' && e.modelName === 'Fresh One')).toBe(true);
  });

  it('keeps the queue and the decisions to super admins, and start validation to the project partner', async () => {
    const seller = await sellerProject();
    // A partner admin is not a super admin.
    expect((await seller.agent.gql(QUEUE)).errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect((await seller.agent.gql(ACCEPT, { input: { kind: 'product', id: '1' } })).errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    const other = await signedInAgent(t);
    expect((await other.agent.post(`/api/v1/project-manager/projects/${seller.project.id}/start-validation`)).status).toBe(404);
    const admin = await superAdmin();
    const missing = await admin.gql(ACCEPT, { input: { kind: 'product', id: '99999999' } });
    expect(missing.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
    const badKind = await admin.gql(ACCEPT, { input: { kind: 'everything', id: '1' } });
    expect(badKind.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION' });
    // Ids beyond PostgreSQL's integer are unknown records, not server errors.
    const huge = await admin.gql(ACCEPT, { input: { kind: 'request', id: '99999999999' } });
    expect(['NOT_FOUND', 'VALIDATION']).toContain(huge.errors?.[0].extensions?.code);
    for (const m of ['categoryTagDelete', 'categorySubTypeDelete', 'notificationMarkRead']) {
      const r = await admin.gql(`mutation($id: ID!) { ${m}(id: $id) ${m === 'notificationMarkRead' ? '{ id }' : ''} }`, { id: '99999999999' });
      expect(r.errors?.[0].extensions?.code, m).toBe('NOT_FOUND');
    }
  });
});

describe('#category-admin', () => {
  it('saves tags, category types, sub types, default modes and default LCA, for super admins only', async () => {
    const admin = await superAdmin();
    const tag = await admin.gql('mutation { categoryTagSave(input: { tag: "rack", categoryType: "datacenter" }) { id tag categoryType } }');
    expect(tag.data.categoryTagSave).toMatchObject({ tag: 'rack', categoryType: 'datacenter' });
    const dup = await admin.gql('mutation { categoryTagSave(input: { tag: "rack", categoryType: "datacenter" }) { id } }');
    expect(dup.data.categoryTagSave.id).toBe(tag.data.categoryTagSave.id);
    const badType = await admin.gql('mutation { categoryTagSave(input: { tag: "x", categoryType: "kitchen" }) { id } }');
    expect(badType.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION' });
    expect((await admin.gql('query { categoryTags { tag } }')).data.categoryTags.map((x: any) => x.tag)).toContain('rack');
    expect((await admin.gql('query { categoryTypes }')).data.categoryTypes).toEqual(['datacenter', 'office_it']);

    const sub = await admin.gql('mutation { categorySubTypeSave(input: { categoryId: "server", name: "Blade" }) { id name categoryId } }');
    expect(sub.data.categorySubTypeSave).toMatchObject({ name: 'Blade', categoryId: 'server' });
    const noCat = await admin.gql('mutation { categorySubTypeSave(input: { categoryId: "nothing", name: "Blade" }) { id } }');
    expect(noCat.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION' });

    const before = await t.orm.em.fork().findOneOrFail(Category, 'network_switch');
    const mode = await admin.gql('mutation { categoryDefaultModeCreate(input: { categoryId: "network_switch", name: "Idle", hours: 2000, averagePowerConsumptionWatts: 35.5 }) { defaultModes } }');
    expect(mode.data.categoryDefaultModeCreate.defaultModes).toHaveLength(before.defaultModes.length + 1);
    expect(mode.data.categoryDefaultModeCreate.defaultModes.at(-1)).toEqual({ name: 'Idle', powerWatts: 35.5, hours: 2000 });
    const tooMany = await admin.gql('mutation { categoryDefaultModeCreate(input: { categoryId: "network_switch", name: "Idle", hours: 9000, averagePowerConsumptionWatts: 1 }) { id } }');
    expect(tooMany.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION' });
    const removed = await admin.gql(`mutation { categoryDefaultModeDelete(categoryId: "network_switch", index: ${before.defaultModes.length}) { defaultModes } }`);
    expect(removed.data.categoryDefaultModeDelete.defaultModes).toHaveLength(before.defaultModes.length);

    const lca = await admin.gql('mutation { categoryDefaultLcaUpdate(input: { categoryId: "network_switch", defaultManufacturingKgCo2Eq: 120, defaultTransportationKgCo2Eq: 4, defaultEolKgCo2Eq: 1.5 }) { defaultLca } }');
    expect(lca.data.categoryDefaultLcaUpdate.defaultLca).toEqual({ manufacturingKgCo2e: 120, transportationKgCo2e: 4, eolKgCo2e: 1.5 });
    const type = await admin.gql('mutation { categoryTypeUpdate(input: { categoryId: "network_switch", categoryType: "datacenter" }) { categoryType } }');
    expect(type.data.categoryTypeUpdate.categoryType).toBe('datacenter');

    const partnerAdmin = await signedInAgent(t);
    for (const q of ['query { categoryTags { id } }', 'mutation { categoryTagSave(input: { tag: "y", categoryType: "datacenter" }) { id } }', 'mutation { categoryTypeUpdate(input: { categoryId: "network_switch", categoryType: "office_it" }) { id } }']) {
      expect((await partnerAdmin.agent.gql(q)).errors?.[0].extensions, q).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await t.orm.em.fork().findOneOrFail(Category, 'network_switch')).categoryType).toBe('datacenter');

    // Categories are shared reference data in the one test database: put this one back as the migrations
    // left it (reports.test.ts relies on network switches having no default LCA, whichever file runs first).
    const em = t.orm.em.fork();
    const category = await em.findOneOrFail(Category, 'network_switch');
    category.defaultLca = before.defaultLca;
    category.categoryType = before.categoryType;
    await em.flush();
  });
});
