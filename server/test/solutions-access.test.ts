/**
 * Who may see and change solutions (spec/project-areas.md §6; brief point 8): another partner gets 404
 * on every path, missing permissions get 403 with the forbidden shape, users a project is shared with
 * only read; live updates reach the users who can see the project; bad input is never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildUser, signedInAgent, startTestApp, type TestApp, wsClient } from './helpers';
import { addItem, api, datacentreProject, newProduct } from './solutions-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

/** A project with a group, a solution, an item, a capacity link and a share. */
async function fullProject(agent: Agent) {
  const x = await datacentreProject(agent);
  const product = await newProduct(agent);
  const item = await addItem(agent, x.project.id, x.solution.id, { product_id: product.id, amount: 1 });
  const base = `/projects/${x.project.id}/solution/${x.solution.id}`;
  const cap = (await agent.post(api(`${base}/capacities`), { capacity_id: 'server_vms', amount: 10 })).body.data;
  const share = (await agent.post(api(`${base}/category-infrastructure-shares`), { e_papi_category_ids: ['server'], infrastructure_share_percent: 0.5 })).body.data;
  const alt = (await agent.post(api(`/projects/${x.project.id}/solution-groups`), { name: 'Alternative' })).body.data;
  return { ...x, product, item, cap, share, alt };
}

type Call = [method: 'get' | 'post' | 'put' | 'delete', path: string, body?: unknown];

/** Every path of the area for one project (the REST table of the feature). */
function everyPath(x: Awaited<ReturnType<typeof fullProject>>): Call[] {
  const P = `/projects/${x.project.id}`;
  const G = `${P}/solution-groups/${x.group.id}`;
  const S = `${P}/solution/${x.solution.id}`;
  const GS = `${G}/solution/${x.solution.id}`;
  const row = { brand_name: 'Acme', model_name: 'X', manufacturer_part_number: 'Y', amount: 1 };
  return [
    ['get', `${P}/solution-groups`],
    ['get', `${P}/solution-groups/names`],
    ['get', `${P}/solution-groups/data-center-categories`],
    ['post', `${P}/solution-groups`, { name: 'Intruder' }],
    ['get', G],
    ['put', G, { name: 'Hijacked' }],
    ['put', `${P}/solution-groups/${x.alt.id}/primary`],
    ['put', `${G}/update-headings`, { lca_heading: 'x' }],
    ['get', `${G}/clone`],
    ['post', `${G}/re-order`, { solutions: [x.solution.id] }],
    ['get', `${G}/summary`],
    ['post', `${G}/solution`, { solution_type_id: 'datacenter' }],
    ['get', GS],
    ['put', GS, { name: 'x' }],
    ['get', `${GS}/clone`],
    ['get', `${S}/summary`],
    ['get', `${P}/summary`],
    ['post', `${S}/solution-item`, { product_id: x.product.id }],
    ['put', `${S}/solution-item/${x.item.id}`, { amount: 9 }],
    ['put', `${S}/solution-item/${x.item.id}/hours/8x5`],
    ['post', `${S}/check-items`, { items: [row] }],
    ['post', `${S}/import-items`, { items: [{ ...row, product_id: x.product.id }] }],
    ['post', `${S}/request-items`, { items: [row] }],
    ['get', `${S}/capacities`],
    ['post', `${S}/capacities`, { capacity_id: 'server_cores', amount: 1 }],
    ['get', `${S}/capacities/restore`],
    ['delete', `${S}/capacities/${x.cap.id}`],
    ['get', `${S}/category-infrastructure-shares`],
    ['post', `${S}/category-infrastructure-shares`, { e_papi_category_ids: ['storage'], infrastructure_share_percent: 0.2 }],
    ['put', `${S}/category-infrastructure-shares/${x.share.id}`, { infrastructure_share_percent: 0.3 }],
    ['get', `${S}/category-infrastructure-shares/restore`],
    ['delete', `${S}/category-infrastructure-shares/${x.share.id}`],
    ['put', `/solution/${x.solution.id}/ups/ups_92_1`, {}],
    ['put', `/solution/${x.solution.id}/cooling/cooling_2_98`, {}],
    ['delete', `${S}/capacities`],
    ['delete', `${S}/category-infrastructure-shares`],
    ['delete', `${GS}/solution-item/${x.item.id}`],
    ['delete', GS],
    ['delete', G],
  ];
}

const call = (agent: Agent, [method, path, body]: Call) => (method === 'get' || method === 'delete' ? agent[method](api(path)) : agent[method](api(path), body ?? {}));

describe('#solutions.tenancy', () => {
  it('answers 404 to another partner on every path, and leaves the data alone', async () => {
    const owner = await signedInAgent(t);
    const x = await fullProject(owner.agent);
    const stranger = await signedInAgent(t);
    for (const c of everyPath(x)) {
      const r = await call(stranger.agent, c);
      expect(r.status, `${c[0]} ${c[1]} → ${JSON.stringify(r.body)}`).toBe(404);
    }
    const own = await stranger.agent.post(api('/product/create'), { model_name: 'X', category: { id: 'server' }, solution_id: x.solution.id });
    expect(own.status).toBe(404);
    const g = (await owner.agent.get(api(`/projects/${x.project.id}/solution-groups/${x.group.id}`))).body.data;
    expect(g.name).toBe('Current');
    expect(g.solutions[0].items).toHaveLength(1);
    for (const q of ['query($p: ID!) { solutionGroups(projectId: $p) { baseline { id } } }', 'query($p: ID!) { projectSummary(projectId: $p) { totalKwh } }']) {
      expect((await stranger.agent.gql(q, { p: x.project.id })).errors![0].extensions!.code).toBe('NOT_FOUND');
    }
  });

  it('lets the owner use every path (the same table answers 2xx)', async () => {
    const owner = await signedInAgent(t);
    const x = await fullProject(owner.agent);
    for (const c of everyPath(x)) {
      const r = await call(owner.agent, c);
      expect(r.status, `${c[0]} ${c[1]} → ${JSON.stringify(r.body)}`).toBeLessThan(300);
    }
  });

  it('lets a user the project is shared with read, but not write (403)', async () => {
    const owner = await signedInAgent(t);
    const x = await fullProject(owner.agent);
    const guest = await signedInAgent(t);
    expect((await owner.agent.post(`/api/v1/projects/${x.project.id}/share`, { subscriber: guest.email })).status).toBe(201);
    expect((await guest.agent.get(api(`/projects/${x.project.id}/summary`))).status).toBe(200);
    expect((await guest.agent.get(api(`/projects/${x.project.id}/solution-groups`))).body.data.baseline.id).toBe(x.group.id);
    const w = await guest.agent.post(api(`/projects/${x.project.id}/solution-groups`), { name: 'Guest group' });
    expect(w.status).toBe(403);
    expect((await guest.agent.put(api(`/solution/${x.solution.id}/ups/ups_92_1`), {})).status).toBe(403);
    expect((await guest.agent.post(api(`/projects/${x.project.id}/solution/${x.solution.id}/solution-item`), { product_id: x.product.id })).status).toBe(403);
  });

  it('asks for a session (401)', async () => {
    const anon = new Agent(t.baseUrl);
    expect((await anon.get(api('/projects/1/solution-groups'))).status).toBe(401);
    expect((await anon.post(api('/product/create'), {})).status).toBe(401);
  });
});

describe('#solutions.permissions', () => {
  /** A colleague of the owner's partner with exactly these permissions. */
  async function colleague(owner: Awaited<ReturnType<typeof signedInAgent>>, permissions: string[]) {
    const u = await buildUser(t.orm, { partner: owner.partner, roles: ['partner_user'], permissions, isCollaborator: true });
    const agent = new Agent(t.baseUrl);
    await agent.login(u.email);
    return agent;
  }
  const forbidden = (r: { status: number; body: any }) => {
    expect(r.status, JSON.stringify(r.body)).toBe(403);
    expect(r.body).toMatchObject({ message: 'You do not have permission to perform this action.', errors: { forbidden: ['You do not have permission to perform this action.'] } });
  };

  it('needs manage_solution_groups for group writes and manage_solutions for solution, capacity and share writes', async () => {
    const owner = await signedInAgent(t);
    const x = await fullProject(owner.agent);
    const P = `/projects/${x.project.id}`;
    const S = `${P}/solution/${x.solution.id}`;
    const noGroups = await colleague(owner, ['manage_solutions', 'search_products']);
    expect((await noGroups.get(api(`${P}/solution-groups`))).status).toBe(200);
    forbidden(await noGroups.post(api(`${P}/solution-groups`), { name: 'No' }));
    forbidden(await noGroups.put(api(`${P}/solution-groups/${x.group.id}`), { active: false }));
    forbidden(await noGroups.post(api(`${P}/solution-groups/${x.group.id}/re-order`), { solutions: [x.solution.id] }));
    forbidden(await noGroups.delete(api(`${P}/solution-groups/${x.group.id}`)));
    expect((await noGroups.post(api(`${P}/solution-groups/${x.group.id}/solution`), { solution_type_id: 'datacenter' })).status).toBe(201);

    const noSolutions = await colleague(owner, ['manage_solution_groups', 'search_products']);
    forbidden(await noSolutions.post(api(`${P}/solution-groups/${x.group.id}/solution`), { solution_type_id: 'datacenter' }));
    forbidden(await noSolutions.put(api(`/solution/${x.solution.id}/cooling/cooling_2_98`), {}));
    forbidden(await noSolutions.post(api(`${S}/capacities`), { capacity_id: 'server_cores', amount: 1 }));
    forbidden(await noSolutions.delete(api(`${S}/capacities/${x.cap.id}`)));
    forbidden(await noSolutions.put(api(`${S}/category-infrastructure-shares/${x.share.id}`), { infrastructure_share_percent: 0.1 }));
    expect((await noSolutions.get(api(`${S}/capacities`))).status).toBe(200);
    expect((await noSolutions.post(api(`${P}/solution-groups`), { name: 'Yes' })).status).toBe(201);

    // GraphQL answers FORBIDDEN the same way.
    const gql = await noSolutions.gql('mutation($p: ID!, $g: ID!) { solutionCreate(projectId: $p, groupId: $g, input: {solutionTypeId: "datacenter"}) { id } }', { p: x.project.id, g: x.group.id });
    expect(gql.errors![0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });

  it('needs search_products for items, manage_products for product create, bulk_import_solution_items for import, request_import_items for requests', async () => {
    const owner = await signedInAgent(t);
    const x = await fullProject(owner.agent);
    const S = `/projects/${x.project.id}/solution/${x.solution.id}`;
    const row = { brand_name: 'Nobody', model_name: 'Nothing', manufacturer_part_number: '', amount: 1 };

    const noSearch = await colleague(owner, ['manage_solutions', 'manage_solution_groups', 'manage_products', 'bulk_import_solution_items']);
    forbidden(await noSearch.post(api(`${S}/solution-item`), { product_id: x.product.id }));
    forbidden(await noSearch.put(api(`${S}/solution-item/${x.item.id}`), { amount: 2 }));
    forbidden(await noSearch.delete(api(`/projects/${x.project.id}/solution-groups/${x.group.id}/solution/${x.solution.id}/solution-item/${x.item.id}`)));

    const noProducts = await colleague(owner, ['manage_solutions', 'search_products']);
    forbidden(await noProducts.post(api('/product/create'), { model_name: 'X', category: { id: 'server' } }));
    forbidden(await noProducts.post(api(`${S}/check-items`), { items: [row] }));
    forbidden(await noProducts.post(api(`${S}/import-items`), { items: [{ product_id: x.product.id }] }));
    forbidden(await noProducts.post(api(`${S}/request-items`), { items: [row] }));

    // The partner_user defaults: import without requests; missing rows cannot be selected.
    const importer = await colleague(owner, ['manage_solutions', 'search_products', 'bulk_import_solution_items']);
    const check = await importer.post(api(`${S}/check-items`), { items: [row] });
    expect(check.body.data.missing[0]).toMatchObject({ available: false, selected: false });
    forbidden(await importer.post(api(`${S}/import-items`), { items: [{ product_id: x.product.id }], requested_items: [row] }));
    expect((await importer.post(api(`${S}/import-items`), { items: [{ product_id: x.product.id }] })).status).toBe(201);

    const requester = await colleague(owner, ['request_import_items']);
    expect((await requester.post(api(`${S}/request-items`), { items: [row] })).status).toBe(201);
  });
});

describe('#solutions.robustness', () => {
  it('answers bad input with a 4xx and a clear message, never a 500', async () => {
    const { agent } = await signedInAgent(t);
    const x = await fullProject(agent);
    const P = `/projects/${x.project.id}`;
    // A NUL character anywhere is refused at the edge with a 422 naming the field (issue #18), where
    // some services used to strip it.
    const cases: Array<[Call, number]> = [
      [['post', `${P}/solution-groups`, { name: 'Nul\u0000name' }], 422],
      [['post', `${P}/solution-groups`, { name: { nested: true } }], 422],
      [['post', `${P}/solution-groups`, [1, 2]], 422],
      [['post', `${P}/solution-groups/${x.group.id}/re-order`, { solutions: 'abc' }], 422],
      [['post', `${P}/solution-groups/${x.group.id}/re-order`, { solutions: [x.solution.id], index: 1.5 }], 422],
      [['get', `${P}/solution-groups/abc`], 404],
      [['get', `/projects/abc/summary`], 404],
      [['post', `${P}/solution/${x.solution.id}/check-items`, { items: [{ brand_name: 'A\u0000', model_name: 'B\u0000' }] }], 422],
      [['post', `${P}/solution/${x.solution.id}/solution-item`, { product_id: 'x' }], 422],
      [['post', `${P}/solution/${x.solution.id}/request-items`, { items: [{ model_name: 'X', modes: ['On\u0000'] }] }], 422],
      [['post', '/product/create', { model_name: 'X', category: { id: 'server' }, specs: { a: 'b\u0000' } }], 422],
      [['post', '/product/create', { model_name: 'X', category: 'server' }], 422],
      [['put', `/solution/${x.solution.id}/ups/custom`, { efficiency: '' }], 422],
      [['put', `${P}/solution/${x.solution.id}/category-infrastructure-shares/${x.share.id}`, { e_papi_category_ids: 'server' }], 422],
    ];
    for (const [c, status] of cases) {
      const r = await call(agent, c);
      expect(r.status, `${c[0]} ${c[1]} ${JSON.stringify(c[2])} → ${JSON.stringify(r.body)}`).toBe(status);
      if (status === 422) expect(typeof r.body.message).toBe('string');
    }
  });
});

describe('#solutions.csrf-and-cost', () => {
  it('asks a cookie session for the CSRF token on the GET calls that change data (clone, restore)', async () => {
    const { agent } = await signedInAgent(t);
    const x = await fullProject(agent);
    const noToken = { 'x-xsrf-token': '' };
    const clone = await agent.get(api(`/projects/${x.project.id}/solution-groups/${x.group.id}/clone`), noToken);
    expect(clone.status).toBe(403);
    expect((await agent.get(api(`/projects/${x.project.id}/solution/${x.solution.id}/capacities/restore`), noToken)).status).toBe(403);
    expect((await agent.get(api(`/projects/${x.project.id}/solution/${x.solution.id}/summary`), noToken)).status).toBe(200);
    expect((await agent.get(api(`/projects/${x.project.id}/solution-groups`))).body.data.comparative).toHaveLength(1);
  });

  it('pages nested lists in GraphQL, so that a screen query stays within the cost limit', async () => {
    const { agent } = await signedInAgent(t);
    const x = await fullProject(agent);
    const product = await newProduct(agent);
    const second = await addItem(agent, x.project.id, x.solution.id, { product_id: product.id, amount: 2 });
    const q = `query($p: ID!) { solutionGroups(projectId: $p) {
      baseline { id solutions(limit: 10) { id itemCount items(limit: 4, offset: 1) { id amount product { id modelName } } capacities { id } shares { id } } }
      comparative { id name } } }`;
    const r = await agent.gql(q, { p: x.project.id });
    expect(r.errors).toBeUndefined();
    expect(r.data.solutionGroups.baseline.solutions[0]).toMatchObject({ itemCount: 2, items: [{ id: String(second.id), amount: 2 }] });
    const neg = await agent.gql('query($p: ID!) { solutionGroups(projectId: $p) { baseline { solutions(offset: -1) { id } } } }', { p: x.project.id });
    expect(neg.errors![0].extensions!.code).toBe('VALIDATION');
  });
});

describe('#solutions.live', () => {
  it('sends SolutionGroupUpdated for the project to users who can see it, filtered by project', async () => {
    const owner = await signedInAgent(t);
    const x = await datacentreProject(owner.agent);
    const other = await datacentreProject(owner.agent);
    const col = await buildUser(t.orm, { partner: owner.partner, roles: ['partner_user'], isCollaborator: true });
    const colleague = new Agent(t.baseUrl);
    await colleague.login(col.email);
    const outsider = await signedInAgent(t);

    const listen = (agent: Agent, projectId: number) => {
      const events: any[] = [];
      const client = wsClient(t.baseUrl, agent);
      const ready = new Promise<void>((resolve) => client.on('connected', () => resolve()));
      client.subscribe(
        { query: 'subscription($p: ID!) { solutionGroupUpdated(projectId: $p) { projectId groupIds action byUserId } }', variables: { p: projectId } },
        { next: (v) => events.push(v.data!.solutionGroupUpdated), error: () => undefined, complete: () => undefined },
      );
      return { events, ready, client };
    };
    const a = listen(colleague, x.project.id);
    const b = listen(outsider.agent, x.project.id);
    const c = listen(colleague, other.project.id);
    await Promise.all([a.ready, b.ready, c.ready]);
    await new Promise((r) => setTimeout(r, 100));

    const product = await newProduct(owner.agent);
    await addItem(owner.agent, x.project.id, x.solution.id, { product_id: product.id, amount: 1 });
    await owner.agent.put(api(`/projects/${x.project.id}/solution-groups/${x.group.id}`), { name: 'Renamed' });
    for (let i = 0; i < 50 && a.events.length < 2; i++) await new Promise((r) => setTimeout(r, 50));
    expect(a.events.map((e) => e.action)).toEqual(['item', 'group']);
    expect(a.events[0]).toMatchObject({ projectId: String(x.project.id), groupIds: [String(x.group.id)], byUserId: String(owner.user.id) });
    expect(b.events).toEqual([]);
    expect(c.events).toEqual([]);
    await Promise.all([a.client.dispose(), b.client.dispose(), c.client.dispose()]);
  });
  it('carries the changed item, solution and new summaries, read fresh for each event and per recipient', async () => {
    const owner = await signedInAgent(t);
    const x = await datacentreProject(owner.agent);
    const col = await buildUser(t.orm, { partner: owner.partner, roles: ['partner_user'], isCollaborator: true });
    const colleague = new Agent(t.baseUrl);
    await colleague.login(col.email);
    const outsider = await signedInAgent(t);
    const product = await newProduct(owner.agent);
    const item = await addItem(owner.agent, x.project.id, x.solution.id, { product_id: product.id, amount: 1 });

    const query = `subscription($p: ID!) { solutionGroupUpdated(projectId: $p) {
      action structural solutionIds itemIds
      solutions { id itemCount } items { id amount }
      solutionSummaries(explain: true) { solutionId itemCount totalKwh traces { path } }
      groupSummaries { groupId itemCount totalKwh }
      projectSummary { projectId itemCount totalKwh }
    } }`;
    const listen = (agent: Agent) => {
      const events: any[] = [];
      const client = wsClient(t.baseUrl, agent);
      const ready = new Promise<void>((resolve) => client.on('connected', () => resolve()));
      client.subscribe({ query, variables: { p: x.project.id } }, { next: (v) => events.push(v.errors ?? v.data!.solutionGroupUpdated), error: (e) => events.push(e), complete: () => undefined });
      return { events, ready, client };
    };
    const a = listen(colleague);
    const b = listen(outsider.agent);
    await Promise.all([a.ready, b.ready]);
    await new Promise((r) => setTimeout(r, 100));

    const S = api(`/projects/${x.project.id}/solution/${x.solution.id}/solution-item/${item.id}`);
    expect((await owner.agent.put(S, { amount: 3 })).status).toBe(200);
    for (let i = 0; i < 60 && a.events.length < 1; i++) await new Promise((r) => setTimeout(r, 50));
    expect((await owner.agent.put(S, { amount: 5 })).status).toBe(200);
    for (let i = 0; i < 60 && a.events.length < 2; i++) await new Promise((r) => setTimeout(r, 50));

    expect(a.events).toHaveLength(2);
    const [first, second] = a.events;
    expect(first).toMatchObject({ action: 'item', structural: false, solutionIds: [String(x.solution.id)], itemIds: [String(item.id)] });
    expect(first.items).toEqual([{ id: String(item.id), amount: 3 }]);
    expect(second.items).toEqual([{ id: String(item.id), amount: 5 }]);
    expect(second.solutions).toEqual([{ id: String(x.solution.id), itemCount: 1 }]);
    // The second event's figures are not the first one's (no identity map or loader kept between events).
    expect(second.solutionSummaries[0].totalKwh).toBeGreaterThan(first.solutionSummaries[0].totalKwh);
    expect(second.solutionSummaries[0].traces.length).toBeGreaterThan(0);
    expect(second.groupSummaries).toEqual([expect.objectContaining({ groupId: String(x.group.id) })]);
    expect(second.groupSummaries[0].totalKwh).toBeCloseTo(second.solutionSummaries[0].totalKwh, 6);
    expect(second.projectSummary).toMatchObject({ projectId: String(x.project.id) });
    expect(b.events).toEqual([]);
    await Promise.all([a.client.dispose(), b.client.dispose()]);
  });
});

