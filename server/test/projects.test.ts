import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildUser, signedInAgent, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

async function newClient(agent: Agent, body: Record<string, unknown> = {}) {
  const r = await agent.post('/api/v1/clients', { name: 'Acme A/S', country: 'DK', ...body });
  expect(r.status).toBe(201);
  return r.body.data as { id: number };
}

async function newProject(agent: Agent, clientId: number, body: Record<string, unknown> = {}, ns = 'project-manager') {
  const r = await agent.post(`/api/v1/${ns}/projects/create`, { name: 'Server room', client_id: clientId, ...body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data as Record<string, any>;
}

describe('#clients', () => {
  it('creates, reads and updates a client; validates the name', async () => {
    const { agent } = await signedInAgent(t);
    const c = await newClient(agent);
    expect((await agent.get(`/api/v1/clients/${c.id}`)).body.data.name).toBe('Acme A/S');
    const upd = await agent.put(`/api/v1/clients/${c.id}`, { city: 'Odense' });
    expect(upd.body.data).toMatchObject({ name: 'Acme A/S', city: 'Odense' });
    const bad = await agent.post('/api/v1/clients', { name: '' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.name).toEqual(['The name field is required.']);
  });

  it('answers 404 for a client of another partner, on read and on update', async () => {
    const a = await signedInAgent(t);
    const b = await signedInAgent(t);
    const c = await newClient(a.agent);
    expect((await b.agent.get(`/api/v1/clients/${c.id}`)).status).toBe(404);
    expect((await b.agent.put(`/api/v1/clients/${c.id}`, { name: 'Taken' })).status).toBe(404);
    expect((await a.agent.get(`/api/v1/clients/${c.id}`)).body.data.name).toBe('Acme A/S');
  });

  it('refuses client creation without manage_clients (403 with the forbidden list)', async () => {
    const { agent } = await signedInAgent(t, { roles: ['partner_user'], permissions: ['manage_projects'] });
    const r = await agent.post('/api/v1/clients', { name: 'No' });
    expect(r.status).toBe(403);
    expect(r.body.errors.forbidden).toEqual(['You do not have permission to perform this action.']);
  });
});

describe('#projects.create', () => {
  it('applies the spec defaults: kWh price 1.35, currency by country, default description', async () => {
    const { agent } = await signedInAgent(t);
    const dk = await newClient(agent, { country: 'DK' });
    const p = await newProject(agent, dk.id);
    expect(p).toMatchObject({ kwh_price: 1.35, currency: 'DKK', isProjectOwner: true, namespace: 'project-manager' });
    expect(p.description).toMatch(/Assessment of the energy use/);
    const cases: Array<[string, string]> = [['GB', 'GBP'], ['US-CA', 'USD'], ['DE', 'EUR']];
    for (const [country, currency] of cases) {
      const c = await newClient(agent, { country });
      expect((await newProject(agent, c.id)).currency).toBe(currency);
    }
  });

  it("takes the client's country, else the partner's, when the project names none; its own when it does (issue #47, point 4)", async () => {
    const { agent } = await signedInAgent(t);
    const dk = await newClient(agent, { country: 'DK' });
    expect((await newProject(agent, dk.id)).country).toBe('DK');
    expect((await newProject(agent, dk.id, { country: 'DE' })).country).toBe('DE');
    // A client without a country: the partner's (signedInAgent's partners are Danish, helpers.ts).
    const other = await signedInAgent(t, { country: 'NO' });
    const none = await newClient(other.agent, { country: null });
    expect((await newProject(other.agent, none.id)).country).toBe('NO');
  });

  it('accepts a kWh price with a comma or a dot and rejects anything else', async () => {
    const { agent } = await signedInAgent(t);
    const c = await newClient(agent);
    expect((await newProject(agent, c.id, { kwh_price: '2,15' })).kwh_price).toBe(2.15);
    expect((await newProject(agent, c.id, { kwh_price: '0.9' })).kwh_price).toBe(0.9);
    const bad = await agent.post('/api/v1/project-manager/projects/create', { name: 'X', client_id: c.id, kwh_price: '1,2,3' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.kwh_price).toEqual(['The kWh price must be a number such as 1.35 or 1,35.']);
  });

  it('answers 404 for an unknown namespace and for a foreign client id', async () => {
    const a = await signedInAgent(t);
    const b = await signedInAgent(t);
    const foreign = await newClient(b.agent);
    expect((await a.agent.post('/api/v1/nope/projects/create', { name: 'X', client_id: 1 })).status).toBe(404);
    expect((await a.agent.post('/api/v1/project-manager/projects/create', { name: 'X', client_id: foreign.id })).status).toBe(404);
  });
});

describe('#projects.visibility', () => {
  it('opens a project to its owner, partner admins, collaborators and users it is shared with; 404 to other colleagues and outsiders', async () => {
    const owner = await signedInAgent(t, { roles: ['partner_user'] });
    const colleague = new Agent(t.baseUrl);
    const col = await buildUser(t.orm, { partner: owner.partner, roles: ['partner_user'], isCollaborator: true });
    await colleague.login(col.email);
    const admin = new Agent(t.baseUrl);
    await admin.login((await buildUser(t.orm, { partner: owner.partner })).email);
    const plain = new Agent(t.baseUrl);
    await plain.login((await buildUser(t.orm, { partner: owner.partner, roles: ['partner_user'] })).email);
    const outsider = await signedInAgent(t);
    const c = await newClient(owner.agent);
    const p = await newProject(owner.agent, c.id);
    const path = `/api/v1/project-manager/projects/${p.id}/project-with-all-details`;
    expect((await colleague.get(path)).body.data.isProjectOwner).toBe(false);
    expect((await admin.get(path)).body.data.isProjectOwner).toBe(false);
    // A colleague who neither owns it nor has it shared: 404 everywhere (the Unauthorized dialog, /404).
    expect((await plain.get(path)).status).toBe(404);
    expect((await plain.put(`/api/v1/project-manager/projects/${p.id}`, { name: 'Hijack' })).status).toBe(404);
    expect((await plain.get(`/api/v1/projects/${p.id}/notes`)).status).toBe(404);
    expect((await plain.gql('query($id: ID!) { projectReport(projectId: $id) { currency } }', { id: p.id })).errors![0].extensions!.code).toBe('NOT_FOUND');
    expect((await plain.gql('query($id: ID!) { project(id: $id) { name } }', { id: p.id })).errors![0].extensions!.code).toBe('NOT_FOUND');
    const org = await plain.get('/api/v1/project-manager/projects?organization=1');
    expect(org.body.data.flatMap((cl: any) => cl.projects.data.map((x: any) => x.id))).not.toContain(p.id);
    expect((await outsider.agent.get(path)).status).toBe(404);
    expect((await outsider.agent.put(`/api/v1/project-manager/projects/${p.id}`, { name: 'Hijack' })).status).toBe(404);
    expect((await outsider.agent.delete(`/api/v1/project-manager/projects/${p.id}`)).status).toBe(404);
    expect((await outsider.agent.get(`/api/v1/projects/${p.id}/notes`)).status).toBe(404);

    const share = await owner.agent.post(`/api/v1/projects/${p.id}/share`, { subscriber: outsider.email });
    expect(share.status).toBe(201);
    expect(share.body.data.subscriber.email).toBe(outsider.email);
    const seen = await outsider.agent.get(path);
    expect(seen.body.data.shared_with_partner).toBe(true);
    const shared = await outsider.agent.get('/api/v1/project-manager/shares/projects');
    expect(shared.body.data.flatMap((cl: any) => cl.projects.data.map((x: any) => x.id))).toContain(p.id);
    const again = await owner.agent.post(`/api/v1/projects/${p.id}/share`, { subscriber: outsider.email });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Error! already shared with ${outsider.email}`);
    // A subscriber may read but not change the project.
    expect((await outsider.agent.put(`/api/v1/project-manager/projects/${p.id}`, { name: 'Mine' })).status).toBe(403);
    expect((await owner.agent.delete(`/api/v1/projects/${p.id}/share/${outsider.user.id}`)).status).toBe(200);
    expect((await outsider.agent.get(path)).status).toBe(404);
  });

  it('lists by sidebar filter: mine, organisation, latest with a limit, and search from 4 characters', async () => {
    const a = await signedInAgent(t);
    const colleague = new Agent(t.baseUrl);
    const col = await buildUser(t.orm, { partner: a.partner, roles: ['partner_user'] });
    await colleague.login(col.email);
    const c = await newClient(a.agent, { name: 'Sidebar Client' });
    const mine = await newProject(a.agent, c.id, { name: 'Alpha datacentre' });
    const theirs = await newProject(colleague, c.id, { name: 'Beta workplace' });
    const ids = (r: any) => r.body.data.flatMap((cl: any) => cl.projects.data.map((x: any) => x.id));
    expect(ids(await a.agent.get('/api/v1/project-manager/projects'))).toEqual([mine.id]);
    expect(ids(await a.agent.get('/api/v1/project-manager/projects?organization=1')).sort()).toEqual([mine.id, theirs.id].sort());
    expect(ids(await a.agent.get('/api/v1/project-manager/projects?limit=20'))).toEqual([mine.id]);
    expect(ids(await a.agent.get('/api/v1/project-manager/projects/all'))).toHaveLength(2);
    expect(ids(await a.agent.get('/api/v1/project-manager/projects/search?search=beta'))).toEqual([theirs.id]);
    const short = await a.agent.get('/api/v1/project-manager/projects/search?search=bet');
    expect(short.status).toBe(422);
    expect(ids(await a.agent.get('/api/v1/comparative-solution/projects/all'))).toEqual([]);
  });
});

describe('#projects.owner-actions', () => {
  it('lets only the owner archive, with the Unauthorized text for others', async () => {
    const owner = await signedInAgent(t, { roles: ['partner_user'] });
    const colleague = new Agent(t.baseUrl);
    const col = await buildUser(t.orm, { partner: owner.partner, roles: ['partner_user'], isCollaborator: true });
    await colleague.login(col.email);
    const c = await newClient(owner.agent);
    const p = await newProject(owner.agent, c.id);
    const denied = await colleague.delete(`/api/v1/project-manager/projects/${p.id}`);
    expect(denied.status).toBe(403);
    expect(denied.body.errors.forbidden[0]).toBe('You are not the owner of this project. Please contact the owner of this project to get access.');
    expect((await owner.agent.delete(`/api/v1/project-manager/projects/${p.id}`)).status).toBe(200);
    expect((await owner.agent.get(`/api/v1/project-manager/projects/${p.id}/project-with-all-details`)).status).toBe(404);
  });

  it('clones into a chosen client and changes the owner within the partner only', async () => {
    const owner = await signedInAgent(t);
    const col = await buildUser(t.orm, { partner: owner.partner, roles: ['partner_user'] });
    const stranger = await buildUser(t.orm);
    const c1 = await newClient(owner.agent, { name: 'One' });
    const c2 = await newClient(owner.agent, { name: 'Two' });
    const p = await newProject(owner.agent, c1.id, { kwh_price: '2,5' });
    const clone = await owner.agent.post(`/api/v1/project-manager/projects/${p.id}/clone`, { client_id: c2.id });
    expect(clone.status).toBe(201);
    expect(clone.body.data).toMatchObject({ client_id: c2.id, kwh_price: 2.5, name: 'Server room (copy)' });
    const bad = await owner.agent.put(`/api/v1/project-manager/projects/${p.id}/changeOwner/${stranger.user.id}`);
    expect(bad.status).toBe(422);
    const ok = await owner.agent.put(`/api/v1/project-manager/projects/${p.id}/changeOwner/${col.user.id}`);
    expect(ok.body.data).toMatchObject({ user_id: col.user.id, isProjectOwner: false });
  });
});

describe('#projects.notes', () => {
  it('adds, edits and deletes notes; only the author edits', async () => {
    const owner = await signedInAgent(t);
    const colleague = new Agent(t.baseUrl);
    const col = await buildUser(t.orm, { partner: owner.partner, roles: ['partner_user'], isCollaborator: true });
    await colleague.login(col.email);
    const c = await newClient(owner.agent);
    const p = await newProject(owner.agent, c.id);
    const n = await owner.agent.post(`/api/v1/projects/${p.id}/notes`, { note: 'Customer wants 5-year horizon' });
    expect(n.status).toBe(201);
    expect((await colleague.put(`/api/v1/projects/${p.id}/notes/${n.body.data.id}`, { note: 'x' })).status).toBe(403);
    expect((await owner.agent.put(`/api/v1/projects/${p.id}/notes/${n.body.data.id}`, { note: 'Updated' })).body.data.note).toBe('Updated');
    expect((await owner.agent.post(`/api/v1/projects/${p.id}/notes`, { note: '  ' })).status).toBe(422);
    expect((await colleague.get(`/api/v1/projects/${p.id}/notes`)).body.data).toHaveLength(1);
    expect((await owner.agent.delete(`/api/v1/projects/${p.id}/notes/${n.body.data.id}`)).status).toBe(200);
    expect((await owner.agent.get(`/api/v1/projects/${p.id}/notes`)).body.data).toHaveLength(0);
  });
});

describe('#rest.conventions', () => {
  it('answers unknown API paths with 404 and anonymous calls with 401', async () => {
    const anon = new Agent(t.baseUrl);
    expect((await anon.get('/api/v1/does-not-exist')).status).toBe(404);
    expect((await anon.get('/api/v9/anything')).status).toBe(404);
    expect((await anon.get('/api/v1/apps')).status).toBe(401);
    const { agent } = await signedInAgent(t);
    const apps = await agent.get('/api/v1/apps');
    expect(apps.body.data.map((a: any) => a.namespace)).toContain('project-manager');
  });

  it('serves health and readiness', async () => {
    const anon = new Agent(t.baseUrl);
    expect((await anon.get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await anon.get('/readyz')).body.database).toBe('reachable');
  });

  it('echoes a request id', async () => {
    const r = await new Agent(t.baseUrl).get('/healthz', { 'x-request-id': 'abc-123' });
    expect(r.headers.get('x-request-id')).toBe('abc-123');
  });
});

describe('#projects.list paging', () => {
  it('pages the GraphQL sidebar list at 50 projects, newest change first, while the REST facade keeps its 1000', async () => {
    const admin = await signedInAgent(t);
    const c = await newClient(admin.agent);
    const first = await newProject(admin.agent, c.id);
    // 69 more copies of the project, written directly (each a minute older than the one before).
    const columns = (
      await t.orm.em.getConnection().execute<Array<{ column_name: string }>>(
        `select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'projects' and column_name not in ('id', 'name', 'updated_at') and is_generated = 'NEVER'`,
      )
    ).map((r) => `"${r.column_name}"`);
    await t.orm.em.getConnection().execute(
      `insert into projects (name, updated_at, ${columns.join(', ')}) select 'Paged ' || g, now() - g * interval '1 minute', ${columns.join(', ')} from projects, generate_series(1, 69) g where id = ?`,
      [first.id],
    );
    const q = `query($offset: Int!, $limit: Int) { projectList(input: { namespace: "project-manager", filter: "allProjects", limit: $limit, offset: $offset }) { client { id } projects { id name } } }`;
    const page = async (offset: number, limit?: number) => {
      const r = await admin.agent.gql(q, { offset, limit });
      expect(r.errors).toBeUndefined();
      return (r.data.projectList as Array<{ projects: Array<{ id: string; name: string }> }>).flatMap((g) => g.projects);
    };
    // Asking for 1000 gets one page of 50; the next pages continue where it stopped, without overlap.
    const one = await page(0, 1000);
    expect(one).toHaveLength(50);
    expect(one[0].id).toBe(String(first.id));
    const two = await page(50, 50);
    expect(two).toHaveLength(20);
    expect(new Set([...one, ...two].map((p) => p.id)).size).toBe(70);
    expect((await page(0)).length).toBe(50);
    expect(await page(70, 50)).toEqual([]);
    // The REST facade (spec: 1000 for all projects) is not paged by this.
    const rest = await admin.agent.get('/api/v1/clients/projects/state?namespace=project-manager&state=allProjects');
    expect(rest.status).toBe(200);
    expect(rest.body.data.flatMap((cl: any) => cl.projects.data)).toHaveLength(70);
  });
});
