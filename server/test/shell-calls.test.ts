/**
 * The shell's session and user calls and the list calls around them (spec/platform-and-shell.md §7
 * Session and user, Lists; §8): each path with its errors, REST and GraphQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_AREAS } from '../../shared/constants';
import { readOutbox } from '../src/platform/mail/mailer';
import { Agent, buildUser, signedInAgent, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ supportEmail: 'help@support.test' });
});
afterAll(async () => t.close());

async function newProject(agent: Agent, name: string, namespace = 'project-manager', clientName = `${name} client`) {
  const c = await agent.post('/api/v1/clients', { name: clientName });
  const p = await agent.post(`/api/v1/${namespace}/projects/create`, { name, client_id: c.body.data.id });
  expect(p.status).toBe(201);
  return { clientId: c.body.data.id as number, projectId: p.body.data.id as number };
}

describe('user calls', () => {
  it('GET /user/partner-admin, /user/subscription and /user/subscription/free describe the caller', async () => {
    const admin = await signedInAgent(t);
    const user = await signedInAgent(t, { partner: admin.partner, roles: ['partner_user'] });
    const free = await signedInAgent(t, { plan: 'free' });
    expect((await admin.agent.get('/api/v1/user/partner-admin')).body.data).toEqual({ is_partner_admin: true });
    expect((await user.agent.get('/api/v1/user/partner-admin')).body.data).toEqual({ is_partner_admin: false });
    const sub = (await admin.agent.get('/api/v1/user/subscription')).body.data;
    expect(sub).toMatchObject({ subscribed: true, has_seat: true, subscription: { type: 'pro', stripe_status: 'active', quantity: 5 } });
    expect((await admin.agent.get('/api/v1/user/subscription/free')).body.data).toEqual({ free: false });
    expect((await free.agent.get('/api/v1/user/subscription')).body.data).toMatchObject({ subscribed: false, subscription: { type: 'free' } });
    expect((await free.agent.get('/api/v1/user/subscription/free')).body.data).toEqual({ free: true });
    const anon = new Agent(t.baseUrl);
    for (const p of ['/api/v1/user/partner-admin', '/api/v1/user/subscription', '/api/v1/user/subscription/free']) expect((await anon.get(p)).status).toBe(401);
  });

  it('PUT /user/update changes the name, with 422 for a missing or too long one', async () => {
    const { agent } = await signedInAgent(t);
    const ok = await agent.put('/api/v1/user/update', { name: '  Ada Lovelace ' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.name).toBe('Ada Lovelace');
    expect((await agent.get('/api/v1/user-with-roles')).body.data.name).toBe('Ada Lovelace');
    const missing = await agent.put('/api/v1/user/update', { name: ' ' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.name).toEqual(['The name field is required.']);
    expect((await agent.put('/api/v1/user/update', { name: 'x'.repeat(121) })).status).toBe(422);
    const g = await agent.gql('mutation { userUpdate(name: "Grace Hopper") { name } }');
    expect(g.data.userUpdate.name).toBe('Grace Hopper');
  });

  it('POST /user/support/submit mails support with the sender and answers "Thanks for submitting!"', async () => {
    const { agent, email } = await signedInAgent(t, { name: 'Support Seeker' });
    const empty = await agent.post('/api/v1/user/support/submit', { feedback: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.feedback).toEqual(['The feedback field is required.']);
    const long = await agent.post('/api/v1/user/support/submit', { feedback: 'x'.repeat(5001) });
    expect(long.status).toBe(422);
    expect(long.body.errors.feedback).toEqual(['The feedback may be at most 5000 characters.']);
    const text = `The report export hangs ${Date.now()}`;
    const ok = await agent.post('/api/v1/user/support/submit', { feedback: text });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ message: 'Thanks for submitting!' });
    const mail = (await readOutbox()).filter((m) => m.to === 'help@support.test' && m.text.includes(text));
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toContain('Support Seeker');
    expect(mail[0].text).toContain(email);
    const g = await agent.gql('mutation { supportSubmit(feedback: "Via GraphQL") }');
    expect(g.data.supportSubmit).toBe('Thanks for submitting!');
    expect((await new Agent(t.baseUrl).post('/api/v1/user/support/submit', { feedback: 'x' })).status).toBe(401);
  });

  it('GET /locale/{locale} answers the translations as JSON, for anyone; 404 for an unknown locale', async () => {
    const anon = new Agent(t.baseUrl);
    const da = await anon.get('/api/v1/locale/da-DK');
    expect(da.status).toBe(200);
    expect(da.body.data.locale).toBe('da-DK');
    expect(da.body.data.messages['The language could not be saved.']).toBe('Sproget kunne ikke gemmes.');
    expect(Object.keys(da.body.data.messages).length).toBeGreaterThan(1000);
    const en = await anon.get('/api/v1/locale/en-GB');
    expect(en.body.data.messages['Thanks for submitting!'] ?? en.body.data.messages['Change plan']).toBeTruthy();
    expect((await anon.get('/api/v1/locale/xx-XX')).status).toBe(404);
  });
});

describe('list calls', () => {
  it("GET /projects/latest lists the caller's own and shared projects of every namespace, newest first", async () => {
    const admin = await signedInAgent(t);
    const colleague = await signedInAgent(t, { partner: admin.partner, roles: ['partner_user'] });
    const a = await newProject(admin.agent, 'PM latest');
    const b = await newProject(admin.agent, 'CS latest', 'comparative-solution');
    await newProject(colleague.agent, 'Colleague latest');
    const r = await admin.agent.get('/api/v1/projects/latest');
    expect(r.status).toBe(200);
    expect(r.body.data.map((p: { id: number }) => p.id)).toEqual([b.projectId, a.projectId]);
    expect(r.body.data[0]).toMatchObject({ name: 'CS latest', namespace: 'comparative-solution', client: { name: 'CS latest client' } });
    const g = await admin.agent.gql('{ latestProjects { id name } }');
    expect(g.data.latestProjects.map((p: { name: string }) => p.name)).toEqual(['CS latest', 'PM latest']);
  });

  it('GET /clients/projects/state lists by sidebar filter, with 422 for an unknown state and 404 for an unknown namespace', async () => {
    const admin = await signedInAgent(t);
    const colleague = await signedInAgent(t, { partner: admin.partner, roles: ['partner_user'] });
    await newProject(admin.agent, 'Mine');
    await newProject(colleague.agent, 'Theirs');
    const mine = await admin.agent.get('/api/v1/clients/projects/state?state=myProjects&namespace=project-manager');
    expect(mine.status).toBe(200);
    expect(mine.body.data.flatMap((c: any) => c.projects.data.map((p: any) => p.name))).toEqual(['Mine']);
    const org = await admin.agent.get('/api/v1/clients/projects/state?state=orgProjects&namespace=project-manager');
    expect(org.body.data.flatMap((c: any) => c.projects.data.map((p: any) => p.name)).sort()).toEqual(['Mine', 'Theirs']);
    const bad = await admin.agent.get('/api/v1/clients/projects/state?state=everything&namespace=project-manager');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.state).toEqual(['The selected filter is invalid.']);
    expect((await admin.agent.get('/api/v1/clients/projects/state?state=latest&namespace=nowhere')).status).toBe(404);
  });

  it('GET /{namespace}/dashboard-list, /projects/areas and /states', async () => {
    const admin = await signedInAgent(t);
    const outsider = await signedInAgent(t);
    const { projectId } = await newProject(admin.agent, 'Listed');
    await newProject(outsider.agent, 'Not listed');
    const list = await admin.agent.get('/api/v1/project-manager/dashboard-list');
    expect(list.status).toBe(200);
    expect(list.body.data.map((p: any) => p.id)).toEqual([projectId]);
    expect((await admin.agent.get('/api/v1/nowhere/dashboard-list')).status).toBe(404);
    const areas = await admin.agent.get('/api/v1/project-manager/projects/areas/');
    expect(areas.body.data).toEqual(GENERIC_AREAS.map(({ id, key, name }) => ({ id, key, name })));
    const states = await admin.agent.get('/api/v1/comparative-solution/states');
    expect(states.body.data.map((s: any) => `${s.id}:${s.side}`)).toEqual(['1:before', '2:after', '3:before', '4:after']);
    expect((await admin.agent.get('/api/v1/nowhere/states')).status).toBe(404);
    const g = await admin.agent.gql('{ projectAreas { id key } projectDataStates { id side growth } }');
    expect(g.data.projectAreas).toHaveLength(GENERIC_AREAS.length);
    expect(g.data.projectDataStates[2]).toEqual({ id: 3, side: 'before', growth: true });
  });

  it('GET /project-manager/projects/{id} and /api/v2/partner/clients/{id}: own partner only (404 otherwise)', async () => {
    const admin = await signedInAgent(t);
    const outsider = await signedInAgent(t);
    const { projectId, clientId } = await newProject(admin.agent, 'By id');
    const p = await admin.agent.get(`/api/v1/project-manager/projects/${projectId}`);
    expect(p.status).toBe(200);
    expect(p.body.data).toMatchObject({ id: projectId, name: 'By id', client: { id: clientId, name: 'By id client' } });
    expect((await outsider.agent.get(`/api/v1/project-manager/projects/${projectId}`)).status).toBe(404);
    expect((await admin.agent.get('/api/v1/project-manager/projects/abc')).status).toBe(404);
    // The list paths still answer as lists.
    expect((await admin.agent.get('/api/v1/project-manager/projects/all')).status).toBe(200);
    const c = await admin.agent.get(`/api/v2/partner/clients/${clientId}`);
    expect(c.status).toBe(200);
    expect(c.body.data).toMatchObject({ id: clientId, name: 'By id client' });
    expect((await outsider.agent.get(`/api/v2/partner/clients/${clientId}`)).status).toBe(404);
    expect((await new Agent(t.baseUrl).get(`/api/v2/partner/clients/${clientId}`)).status).toBe(401);
  });

  it('GET /{namespace}/partner/clients/search finds the partner’s clients by name, VAT number or city', async () => {
    const admin = await signedInAgent(t);
    const outsider = await signedInAgent(t);
    await admin.agent.post('/api/v1/clients', { name: 'Skagen Shipping', city: 'Skagen', vat_no: '11223344' });
    await admin.agent.post('/api/v1/clients', { name: 'Odense Offices', city: 'Odense' });
    await outsider.agent.post('/api/v1/clients', { name: 'Skagen Outsider' });
    const names = async (q: string) => (await admin.agent.get(`/api/v1/project-manager/partner/clients/search?search=${encodeURIComponent(q)}`)).body.data.map((c: any) => c.name);
    expect(await names('skagen')).toEqual(['Skagen Shipping']);
    expect(await names('1122')).toEqual(['Skagen Shipping']);
    expect(await names('odense')).toEqual(['Odense Offices']);
    expect(await names('')).toEqual(['Odense Offices', 'Skagen Shipping']);
    expect(await names('100%_')).toEqual([]);
    expect((await admin.agent.get('/api/v1/nowhere/partner/clients/search?search=x')).status).toBe(404);
    const g = await admin.agent.gql('{ clientSearch(search: "Odense") { name } }');
    expect(g.data.clientSearch).toEqual([{ name: 'Odense Offices' }]);
  });
});

describe('session calls that were built before (kept honest)', () => {
  it('POST /logout answers "Successfully logged out" and ends the session', async () => {
    const { agent } = await signedInAgent(t);
    const r = await agent.post('/api/v1/logout');
    expect(r.status).toBe(200);
    expect(JSON.stringify(r.body)).toContain('Successfully logged out');
    expect((await agent.get('/api/v1/user-with-roles')).status).toBe(401);
  });

  it('GET /apps and /user/is-verified', async () => {
    const { agent } = await signedInAgent(t);
    expect((await agent.get('/api/v1/apps')).body.data.map((a: any) => a.namespace)).toContain('project-manager');
    expect((await agent.get('/api/v1/user/is-verified')).body.data).toEqual({ verified: true });
    const unverifiedUser = await buildUser(t.orm);
    await t.orm.em.fork().getConnection().execute('update users set email_verified_at = null where id = ?', [unverifiedUser.user.id]);
    const u = new Agent(t.baseUrl);
    await u.login(unverifiedUser.email);
    expect((await u.get('/api/v1/user/is-verified')).body.data).toEqual({ verified: false });
  });
});

describe('mail senders honour the notification preferences', () => {
  it('a seller who turned off new-request e-mails gets none; one who did not gets the invitation', async () => {
    const buyer = await signedInAgent(t, { partnerType: 'buyer' });
    const quiet = await signedInAgent(t, { partnerType: 'seller' });
    const keen = await signedInAgent(t, { partnerType: 'seller' });
    expect((await quiet.agent.put('/api/v1/user/settings', { notify_new_requests: false })).status).toBe(200);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const g = await buyer.agent.post('/api/v1/buyers/project-group', { name: 'Preference group' });
    const p = await buyer.agent.post('/api/v1/buyers/projects/create', { name: 'Preference tender', client_id: g.body.data.id, country: 'DK' });
    const REQ = `/api/v1/buyers/project/${p.body.data.id}/request`;
    const req = await buyer.agent.post(REQ, { title: 'Quiet servers', deadline: tomorrow });
    expect(req.status).toBe(201);
    for (const s of [quiet, keen]) {
      const share = await buyer.agent.post(`${REQ}/${req.body.data.id}/shares`, { supplier: s.partner.name, name: 'Seller', email: s.email });
      expect(share.status, JSON.stringify(share.body)).toBe(201);
    }
    const outbox = await readOutbox();
    expect(outbox.filter((m) => m.to === keen.email && m.subject.includes('Quiet servers'))).toHaveLength(1);
    expect(outbox.filter((m) => m.to === quiet.email)).toHaveLength(0);
    // The request still reaches the quiet seller's inbox and badge.
    expect((await quiet.agent.get('/api/v1/requests')).body.data.new_request_count).toBe(1);
  });
});

// Issue #34: the last documented calls that answered "Unknown path" (spec/platform-and-shell.md §7).
describe('partner and client-details calls', () => {
  it('GET /{namespace}/partner and /comparative-solution/partner describe the caller\'s partner, without billing', async () => {
    const { agent, partner } = await signedInAgent(t);
    for (const p of ['/api/v1/comparative-solution/partner', '/api/v1/buyers/partner', '/api/v1/project-manager/partner']) {
      const r = await agent.get(p);
      expect(r.status, p).toBe(200);
      expect(r.body.data).toMatchObject({ id: partner.id, name: partner.name, type: 'seller', country_code: 'DK' });
      expect(Object.keys(r.body.data)).not.toContain('billing_details');
    }
    expect((await agent.get('/api/v1/nowhere/partner')).status).toBe(404);
    expect((await new Agent(t.baseUrl).get('/api/v1/comparative-solution/partner')).status).toBe(401);
  });

  it('GET /clients/{id}/partner and GET|PUT /project-manager/client-details/{id} serve only the own partner\'s clients', async () => {
    const { agent, partner } = await signedInAgent(t);
    const other = await signedInAgent(t);
    const { clientId } = await newProject(agent, 'Client details');
    expect((await agent.get(`/api/v1/clients/${clientId}/partner`)).body.data).toMatchObject({ id: partner.id, name: partner.name });
    expect((await agent.get(`/api/v1/project-manager/client-details/${clientId}`)).body.data).toMatchObject({ id: clientId, name: 'Client details client' });
    const put = await agent.put(`/api/v1/project-manager/client-details/${clientId}`, { name: 'Renamed A/S', city: 'Vejle' });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data).toMatchObject({ id: clientId, name: 'Renamed A/S', city: 'Vejle' });
    expect((await agent.put(`/api/v1/project-manager/client-details/${clientId}`, { name: '' })).status).toBe(422);
    for (const [method, p] of [['GET', `/api/v1/clients/${clientId}/partner`], ['GET', `/api/v1/project-manager/client-details/${clientId}`], ['PUT', `/api/v1/project-manager/client-details/${clientId}`]] as const) {
      expect((await other.agent.request(method, p, method === 'PUT' ? { name: 'Mine' } : undefined)).status, `${method} ${p}`).toBe(404);
    }
    const free = await signedInAgent(t, { plan: 'free' });
    const freeClient = await newProject(free.agent, 'Free client', 'comparative-solution');
    expect((await free.agent.get(`/api/v1/project-manager/client-details/${freeClient.clientId}`)).status).toBe(403);
  });

  it('GET /{namespace}/partners/{id}/projects lists the partner\'s projects by client; another partner is 404', async () => {
    const { agent, partner } = await signedInAgent(t);
    await newProject(agent, 'Listed project', 'comparative-solution');
    const r = await agent.get(`/api/v1/comparative-solution/partners/${partner.id}/projects`);
    expect(r.status).toBe(200);
    expect(JSON.stringify(r.body.data)).toContain('Listed project');
    const other = await signedInAgent(t);
    expect((await other.agent.get(`/api/v1/comparative-solution/partners/${partner.id}/projects`)).status).toBe(404);
    expect((await agent.get(`/api/v1/comparative-solution/partners/abc/projects`)).status).toBe(404);
  });

  it('GET /comparative-solution/users/search finds the partner\'s users; another partner_id is 404', async () => {
    const { agent, partner } = await signedInAgent(t);
    await buildUser(t.orm, { partner, roles: ['partner_user'], name: 'Findable Colleague' });
    const r = await agent.get(`/api/v1/comparative-solution/users/search?search=findable&partner_id=${partner.id}`);
    expect(r.status).toBe(200);
    expect(r.body.data.map((u: { name: string }) => u.name)).toEqual(['Findable Colleague']);
    const other = await signedInAgent(t);
    expect((await agent.get(`/api/v1/comparative-solution/users/search?search=a&partner_id=${other.partner.id}`)).status).toBe(404);
    expect((await other.agent.get('/api/v1/comparative-solution/users/search?search=findable')).body.data).toEqual([]);
  });
});
