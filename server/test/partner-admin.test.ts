import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyed, renderMessage } from '../../shared/errors';
import { Partner } from '../src/features/partners/partner.entity';
import { Project } from '../src/features/projects/project.entity';
import { User } from '../src/features/users/user.entity';
import { pngWithText, tinyGif as gifOf, tinyJpeg as jpegOf, tinyPng as pngOf } from './image-samples';
import { readOutbox } from '../src/platform/mail/mailer';
import { Product } from '../src/features/catalogue/product.entity';
import { CATEGORIES_BY_ID } from '../../shared/reference';
import { addItem, api, datacentreProject, newProduct } from './solutions-fixtures';
import { Agent, buildClient, buildUser, signedInAgent, startTestApp, type TestApp } from './helpers';

let t: TestApp;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'greenit-logos-'));
  t = await startTestApp({ uploadsDir });
});
afterAll(async () => {
  await t.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const A = '/api/v1/partner/admin';
const TOKENS = '/api/v3/partner/api-token';
const FORBIDDEN = renderMessage(keyed('common.noPermission'));
const LOGO_INVALID = renderMessage(keyed('partnerAdmin.logoInvalid'));

/** A partner with a signed-in admin and a signed-in ordinary user. */
async function partnerWithUser(overrides: Parameters<typeof buildUser>[1] = {}) {
  const admin = await signedInAgent(t, overrides);
  const member = await buildUser(t.orm, { partner: admin.partner, roles: ['partner_user'], name: 'Mia Member' });
  const memberAgent = new Agent(t.baseUrl);
  await memberAgent.login(member.email);
  return { admin, member, memberAgent };
}

async function upload(agent: Agent, url: string, name: string, content: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const xsrf = decodeURIComponent(agent.cookieHeader().match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
  const res = await fetch(`${t.baseUrl}${url}`, { method: 'POST', body: form, headers: { cookie: agent.cookieHeader(), 'x-xsrf-token': xsrf } });
  return { status: res.status, body: await res.json() };
}

describe('#partner admin roles', () => {
  it('refuses every partner-admin call of a non-admin with 403 in the spec shape, on REST and GraphQL', async () => {
    const { admin, memberAgent } = await partnerWithUser();
    const pid = admin.partner.id;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `${A}/users`],
      ['POST', `${A}/users/create`, { name: 'X', email: 'x@test.example' }],
      ['POST', `${A}/users/${admin.user.id}/roles/partner-admin`],
      ['DELETE', `${A}/users/${admin.user.id}/roles/partner-admin`],
      ['DELETE', `${A}/users/${admin.user.id}?transfer_to=1`],
      ['PUT', `${A}/${pid}`, { name: 'Mine now' }],
      ['PUT', `${A}/${pid}/billing-details`, {}],
      ['GET', `${A}/invoices`],
      ['GET', `${A}/invoices/upcoming`],
      ['GET', `${A}/subsidiary`],
      ['POST', `${A}/subsidiary`, { name: 'S' }],
      ['PUT', `${A}/data-method-priority`, { etool_data_method_priority: { 1: 'product', 2: 'average_plus', 3: 'category_default' } }],
      ['GET', TOKENS],
      ['POST', TOKENS, { token_name: 'mine' }],
    ];
    for (const [method, url, body] of calls) {
      const r = await memberAgent.request(method, url, body);
      expect(r.status, `${method} ${url}`).toBe(403);
      expect(r.body).toMatchObject({ message: FORBIDDEN, errors: { forbidden: [FORBIDDEN] } });
    }
    expect((await upload(memberAgent, `${A}/logo/upload`, 'logo.png', pngOf(300, 100))).status).toBe(403);
    for (const q of ['{ partnerAdminUsers { id } }', '{ partnerCompany { id } }', '{ partnerApiTokens { id } }', '{ subsidiaries { id } }', '{ partnerInvoices { id } }']) {
      const r = await memberAgent.gql(q);
      expect(r.errors?.[0]?.extensions?.code, JSON.stringify(r)).toBe('FORBIDDEN');
    }
    const anon = new Agent(t.baseUrl);
    expect((await anon.get(`${A}/users`)).status).toBe(401);
    expect((await anon.get(TOKENS)).status).toBe(401);
  });
});

describe('#partner users and seats', () => {
  it('lists only the own partner\'s users, with seats and roles', async () => {
    const { admin, member } = await partnerWithUser();
    await buildUser(t.orm, { name: 'Someone Else' });
    const r = await admin.agent.get(`${A}/users`);
    expect(r.status).toBe(200);
    expect(r.body.data.map((u: { email: string }) => u.email).sort()).toEqual([admin.email, member.email].sort());
    expect(r.body.data.find((u: { email: string }) => u.email === admin.email)).toMatchObject({ is_partner_admin: true, has_seat: true });
  });

  it('creates a user with an invitation e-mail; the colleague chooses a password, signs in and gets the paid areas once given a seat', async () => {
    const { agent } = await signedInAgent(t);
    const email = `new-${Date.now()}@test.example`;
    const created = await agent.post(`${A}/users/create`, { name: 'Nina Newcomer', email, is_collaborator: false });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ email, has_seat: false, is_partner_admin: false });
    expect((await agent.post(`${A}/users/create`, { name: 'Twice', email })).body).toMatchObject({ errors: { email: [renderMessage(keyed('partnerAdmin.emailTaken'))] } });

    const mail = (await readOutbox()).filter((m) => m.to === email).at(-1)!;
    const token = mail.text.match(/token=([\w-]+)/)![1];
    const colleague = new Agent(t.baseUrl);
    expect((await colleague.post('/api/v1/reset-password', { token, email, password: 'Colleague-2026', password_confirmation: 'Colleague-2026' })).status).toBe(200);
    await colleague.login(email, 'Colleague-2026');
    let me = (await colleague.get('/api/v1/user-with-roles')).body.data;
    expect(me).toMatchObject({ has_seat: false, paidSubscription: false, email_verified: true });

    const assigned = await agent.post(`${A}/subscription/0/assign/${created.body.data.id}`);
    expect(assigned.status).toBe(404); // not the partner's subscription
    expect((await agent.get(`${A}/subscription/0/count`)).status).toBe(404); // not the partner's subscription
    const subscriptionId = (await agent.gql('{ partnerSeats { subscriptionId } }')).data.partnerSeats.subscriptionId;
    const seats = (await agent.get(`${A}/subscription/${subscriptionId}/count`)).body.data;
    expect(seats.subscription_id).toBe(Number(subscriptionId));
    expect(seats).toMatchObject({ quantity: 5, used: 1 });
    const ok = await agent.post(`${A}/subscription/${seats.subscription_id}/assign/${created.body.data.id}`);
    expect(ok.status).toBe(200);
    expect(ok.body.data.has_seat).toBe(true);
    me = (await colleague.get('/api/v1/user-with-roles')).body.data;
    expect(me).toMatchObject({ has_seat: true, paidSubscription: true });

    const released = await agent.request('PATCH', `${A}/subscription/${seats.subscription_id}/release/${created.body.data.id}`);
    expect(released.body.data.has_seat).toBe(false);
    expect((await colleague.get('/api/v1/user-with-roles')).body.data.paidSubscription).toBe(false);
  });

  it('refuses a seat when every seat of the subscription is taken (409, counted in one locked transaction)', async () => {
    const { agent, partner } = await signedInAgent(t);
    // The factory's subscription has 5 seats; the admin holds one.
    const seatless = await Promise.all(Array.from({ length: 5 }, (_, i) => buildUser(t.orm, { partner, roles: ['partner_user'], seat: false, name: `Seatless ${i}` })));
    const results = await Promise.all(seatless.map((u) => agent.gql('mutation($id: ID!) { partnerUserSeatAssign(id: $id) { hasSeat } }', { id: String(u.user.id) })));
    const refused = results.filter((r) => r.errors);
    expect(refused).toHaveLength(1);
    expect(refused[0].errors![0]).toMatchObject({ message: renderMessage(keyed('partnerAdmin.noSeatsLeft', { quantity: 5 })), extensions: { code: 'CONFLICT' } });
    expect((await agent.gql('{ partnerSeats { quantity used } }')).data.partnerSeats).toEqual({ quantity: 5, used: 5 });
  });

  it('grants and removes the partner-admin role; the last admin cannot remove their own', async () => {
    const { admin, member, memberAgent } = await partnerWithUser();
    const last = await admin.agent.delete(`${A}/users/${admin.user.id}/roles/partner-admin`);
    expect(last.status).toBe(403);
    expect(last.body.errors.forbidden).toEqual([renderMessage(keyed('partnerAdmin.lastAdmin'))]);

    const granted = await admin.agent.post(`${A}/users/${member.user.id}/roles/partner-admin`);
    expect(granted.body.data).toMatchObject({ is_partner_admin: true, roles: ['partner_admin'] });
    expect((await memberAgent.get(`${A}/users`)).status).toBe(200);

    const removed = await admin.agent.gql('mutation($id: ID!) { partnerUserAdminRemove(id: $id) { isPartnerAdmin roles } }', { id: String(member.user.id) });
    expect(removed.data.partnerUserAdminRemove).toEqual({ isPartnerAdmin: false, roles: ['partner_user'] });
    expect((await memberAgent.get(`${A}/users`)).status).toBe(403);
  });

  it('deletes a user and transfers their projects to the chosen colleague', async () => {
    const { admin, member, memberAgent } = await partnerWithUser();
    const client = await buildClient(t.orm, admin.partner);
    const p = await memberAgent.post('/api/v1/project-manager/projects/create', { name: 'Mia project', client_id: client.id });
    expect(p.status).toBe(201);
    await memberAgent.post(`/api/v1/projects/${p.body.data.id}/notes`, { note: 'A note by Mia' });

    expect((await admin.agent.delete(`${A}/users/${member.user.id}`)).body.errors).toEqual({ transfer_to: [renderMessage(keyed('partnerAdmin.transferRequired'))] });
    expect((await admin.agent.delete(`${A}/users/${member.user.id}?transfer_to=${member.user.id}`)).status).toBe(422);
    expect((await admin.agent.delete(`${A}/users/${admin.user.id}?transfer_to=${member.user.id}`)).status).toBe(403);

    const r = await admin.agent.delete(`${A}/users/${member.user.id}?transfer_to=${admin.user.id}`);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ message: 'User deleted and projects was transferred', transferred_projects: 1 });
    const em = t.orm.em.fork();
    expect(await em.count(User, { id: member.user.id })).toBe(0);
    expect((await em.findOneOrFail(Project, { id: p.body.data.id }, { populate: ['owner'] })).owner.id).toBe(admin.user.id);
    expect((await memberAgent.get('/api/v1/user-with-roles')).status).toBe(401);
  });

  it("never reads or changes another partner's users", async () => {
    const { admin } = await partnerWithUser();
    const other = await partnerWithUser();
    const id = other.member.user.id;
    expect((await admin.agent.post(`${A}/users/${id}/roles/partner-admin`)).status).toBe(404);
    expect((await admin.agent.delete(`${A}/users/${id}/roles/partner-admin`)).status).toBe(404);
    expect((await admin.agent.delete(`${A}/users/${id}?transfer_to=${admin.user.id}`)).status).toBe(404);
    expect((await admin.agent.delete(`${A}/users/${other.admin.user.id}?transfer_to=${id}`)).status).toBe(404);
    const gql = await admin.agent.gql('mutation($id: ID!) { partnerUserSeatAssign(id: $id) { id } }', { id: String(id) });
    expect(gql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const em = t.orm.em.fork();
    expect((await em.findOneOrFail(User, { id })).roles).toEqual(['partner_user']);
  });
});

describe('#company and billing details', () => {
  it('updates the company (REST names, field messages) and refuses another partner\'s id', async () => {
    const { agent, partner } = await signedInAgent(t);
    const r = await agent.put(`${A}/${partner.id}`, { name: 'Renamed ApS', address: 'Street 1', city: 'Aarhus', zip: '8000', vat_no: 'DK111' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ name: 'Renamed ApS', vat_no: 'DK111', zip: '8000' });
    expect((await agent.put(`${A}/${partner.id}`, { name: '' })).body.errors).toEqual({ name: [renderMessage(keyed('validation.nameRequired'))] });
    const other = await buildUser(t.orm);
    expect((await agent.put(`${A}/${other.partner.id}`, { name: 'Taken over' })).status).toBe(403);
    expect((await t.orm.em.fork().findOneOrFail(Partner, other.partner.id)).name).not.toBe('Taken over');
  });

  it('saves billing details with a country of the country table and its tax id type', async () => {
    const { agent, partner } = await signedInAgent(t);
    const body = { name: 'Billing ApS', address: 'Vej 2', city: 'Odense', country_code: 'no', email: 'Billing@Example.com', invoice_language: 'nb-NO', tax_id: '123456789MVA', tax_id_type: 'no_vat' };
    const r = await agent.put(`${A}/${partner.id}/billing-details`, body);
    expect(r.status).toBe(200);
    expect(r.body.data.billing_details).toEqual({ name: 'Billing ApS', address: 'Vej 2', city: 'Odense', zip: null, vat_no: null, country_code: 'NO', email: 'billing@example.com', invoice_language: 'nb-NO', tax_id: '123456789MVA', tax_id_type: 'no_vat' });
    const bad = await agent.put(`${A}/${partner.id}/billing-details`, { ...body, country_code: 'XX', tax_id_type: 'xx_vat', email: 'nope' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['country_code', 'email', 'tax_id_type']);
    expect(bad.body.errors.country_code).toEqual([renderMessage(keyed('partnerAdmin.countryNotInTable'))]);
    const gql = await agent.gql('{ partnerCompany { billing { countryCode taxIdType } } vatCountries { code } }');
    expect(gql.data.partnerCompany.billing).toEqual({ countryCode: 'NO', taxIdType: 'no_vat' });
    expect(gql.data.vatCountries.length).toBeGreaterThanOrEqual(50);
  });

  // Issue #34: the specification's Billing names (zip, vat_no) were ignored, `da` was refused as an
  // invoice language, and an update without tax_id erased the stored one.
  it('keeps zip and vat_no, takes a bare language, and changes only the fields sent', async () => {
    const { agent, partner } = await signedInAgent(t);
    const full = { name: 'Faktura ApS', address: 'Vej 3', city: 'Aarhus', zip: '8000', vat_no: 'DK12345678', country_code: 'DK', email: 'faktura@example.com', invoice_language: 'da', tax_id: 'DK12345678', tax_id_type: 'eu_vat' };
    const r = await agent.put(`${A}/${partner.id}/billing-details`, full);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.billing_details).toMatchObject({ zip: '8000', vat_no: 'DK12345678', invoice_language: 'da-DK', tax_id: 'DK12345678', tax_id_type: 'eu_vat' });

    const partial = await agent.put(`${A}/${partner.id}/billing-details`, { city: 'Aalborg', zip: '9000', invoice_language: 'EN' });
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    expect(partial.body.data.billing_details).toEqual({ ...full, city: 'Aalborg', zip: '9000', invoice_language: 'en-GB', country_code: 'DK' });

    const cleared = await agent.put(`${A}/${partner.id}/billing-details`, { vat_no: null });
    expect(cleared.body.data.billing_details).toMatchObject({ vat_no: null, tax_id: 'DK12345678', zip: '9000' });
    const gql = await agent.gql('{ partnerCompany { billing { zip vatNo invoiceLanguage taxId } } }');
    expect(gql.data.partnerCompany.billing).toEqual({ zip: '9000', vatNo: null, invoiceLanguage: 'en-GB', taxId: 'DK12345678' });

    const unknown = await agent.put(`${A}/${partner.id}/billing-details`, { invoice_language: 'xx' });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['invoice_language']);
  });

  it('answers the empty state for invoices when Stripe is not configured', async () => {
    const { agent } = await signedInAgent(t);
    expect((await agent.get(`${A}/invoices`)).body).toEqual({ data: [] });
    expect((await agent.get(`${A}/invoices/upcoming`)).body).toEqual({ data: null });
  });
});

describe('#api tokens', () => {
  it('creates a token shown once, usable as Bearer on REST and GraphQL, listed by name, and revoked at once on delete', async () => {
    const { agent, email } = await signedInAgent(t);
    const created = await agent.post(TOKENS, { token_name: 'ERP sync' });
    expect(created.status).toBe(201);
    const plain: string = created.body.data.plainTextToken;
    expect(plain).toMatch(/^gia_/);
    expect(created.body.data.token_name).toBe('ERP sync');
    const list = (await agent.get(TOKENS)).body.data;
    expect(list).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(plain);

    const bearer = new Agent(t.baseUrl, plain);
    expect((await bearer.get('/api/v1/user-with-roles')).body.data.email).toBe(email);
    expect((await bearer.gql('{ me { email } }')).data.me.email).toBe(email);

    expect((await agent.post(TOKENS, { token_name: ' ' })).body.errors).toEqual({ token_name: [renderMessage(keyed('partnerAdmin.tokenNameRequired'))] });
    expect((await agent.delete(`${TOKENS}/${list[0].id}`)).status).toBe(200);
    expect((await bearer.get('/api/v1/user-with-roles')).status).toBe(401);
    expect((await bearer.gql('{ me { email } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("never lists or deletes another partner's tokens", async () => {
    const mine = await signedInAgent(t);
    const theirs = await signedInAgent(t);
    const created = (await theirs.agent.post(TOKENS, { token_name: 'Theirs' })).body.data;
    expect((await mine.agent.get(TOKENS)).body.data).toEqual([]);
    expect((await mine.agent.delete(`${TOKENS}/${created.accessToken.id}`)).status).toBe(404);
    expect((await new Agent(t.baseUrl, created.plainTextToken).get('/api/v1/user-with-roles')).status).toBe(200);
  });
});

describe('#logo', () => {
  it.each([
    ['narrower than 200 px', pngOf(199, 100)],
    ['wider than 900 px', gifOf(901, 100)],
    ['lower than 50 px', jpegOf(400, 49)],
    ['higher than 900 px', pngOf(300, 901)],
    ['not an image', Buffer.from('<svg width="300" height="100"/>')],
  ])('rejects a logo %s with the spec text', async (_name, content) => {
    const { agent } = await signedInAgent(t);
    const r = await upload(agent, `${A}/logo/upload`, 'logo.png', content);
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({ file: [LOGO_INVALID] });
  });

  it.each([
    ['a PNG with HTML appended', () => Buffer.concat([pngOf(300, 100), Buffer.from('<html><script>alert(1)</script></html>')])],
    ['a PNG carrying markup in a text chunk', () => pngWithText(300, 100, 'Comment', '<script>alert(1)</script>')],
    ['a JPEG header with no pixels', () => jpegOf(300, 100)],
  ])('refuses %s (logos are decoded, as front-page images are)', async (_name, content) => {
    const { agent } = await signedInAgent(t);
    const r = await upload(agent, `${A}/logo/upload`, 'logo.png', content());
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({ file: [LOGO_INVALID] });
  });

  it('stores a fresh encoding of the pixels, never the uploaded bytes (metadata dropped)', async () => {
    const { agent } = await signedInAgent(t);
    const uploaded = pngWithText(300, 100, 'Author', 'private-metadata-marker');
    const r = await upload(agent, `${A}/logo/upload`, 'logo.png', uploaded);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ width: 300, height: 100 });
    const stored = await readFile(path.join(uploadsDir, r.body.data.logo_url.replace('/uploads/', '')));
    expect(stored.equals(uploaded)).toBe(false);
    expect(stored.toString('latin1')).not.toContain('private-metadata-marker');
    const { default: sharp } = await import('sharp');
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 300, height: 100 });
    // A subsidiary's logo goes through the same decoder.
    const sub = (await agent.post(`${A}/subsidiary`, { name: 'Decoded ApS' })).body.data;
    const polyglot = Buffer.concat([pngOf(300, 100), Buffer.from('<html><body>x</body></html>')]);
    const refused = await upload(agent, `${A}/subsidiary/${sub.id}/logo/upload`, 's.png', polyglot);
    expect(refused.status).toBe(422);
  });

  it('stores a valid logo, serves it and shows it as the partner logo', async () => {
    const { agent } = await signedInAgent(t);
    const r = await upload(agent, `${A}/logo/upload`, 'logo.png', pngOf(200, 50));
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ width: 200, height: 50 });
    expect((await fetch(t.baseUrl + r.body.data.logo_url)).status).toBe(200);
    expect((await agent.get('/api/v1/user-with-roles')).body.data.partner.logo_url).toBe(r.body.data.logo_url);
    // A second upload replaces the first file.
    const second = await upload(agent, `${A}/logo/upload`, 'logo.gif', pngOf(900, 900));
    expect(second.status).toBe(200);
    expect(existsSync(path.join(uploadsDir, r.body.data.logo_url.replace('/uploads/', '')))).toBe(false);
    expect(existsSync(path.join(uploadsDir, second.body.data.logo_url.replace('/uploads/', '')))).toBe(true);
  });
});

describe('#subsidiaries', () => {
  it('creates, renames, gives a logo, places a user, and deletes; the subsidiary logo is on that user\'s reports', async () => {
    const { admin, member, memberAgent } = await partnerWithUser();
    const partnerLogo = (await upload(admin.agent, `${A}/logo/upload`, 'p.png', pngOf(300, 100))).body.data.logo_url;
    const s = await admin.agent.post(`${A}/subsidiary`, { name: 'North' });
    expect(s.status).toBe(201);
    const id = s.body.data.id;
    expect((await admin.agent.put(`${A}/subsidiary/${id}`, { name: 'North A/S' })).body.data.name).toBe('North A/S');
    const logo = await upload(admin.agent, `${A}/subsidiary/${id}/logo/upload`, 's.png', pngOf(400, 100));
    expect(logo.status).toBe(200);
    expect((await upload(admin.agent, `${A}/subsidiary/${id}/logo/upload`, 's.png', pngOf(100, 100))).body.errors).toEqual({ file: [LOGO_INVALID] });

    // Placing users is a partner-admin call (spec §7): the member may not place themselves.
    expect((await memberAgent.put(`/api/v1/user/subsidiary/${id}`)).status).toBe(403);
    expect((await admin.agent.put(`/api/v1/user/subsidiary/${id}`, { user_id: member.user.id })).body.data).toEqual({ user_id: member.user.id, subsidiary_id: id });
    expect((await admin.agent.get(`${A}/subsidiary`)).body.data).toEqual([{ id, name: 'North A/S', logo_url: logo.body.data.logo_url, user_count: 1 }]);

    const client = await buildClient(t.orm, admin.partner);
    const project = (await memberAgent.post('/api/v1/project-manager/projects/create', { name: 'Logo project', client_id: client.id })).body.data;
    await memberAgent.post(`/api/v1/projects/${project.id}/share`, { subscriber: admin.user.id });
    const report = async (agent: Agent) => (await agent.gql('query($id: ID!) { projectReport(projectId: $id) { partner { logoUrl } } }', { id: String(project.id) })).data?.projectReport.partner.logoUrl;
    expect(await report(memberAgent)).toBe(logo.body.data.logo_url);
    expect((await memberAgent.request('DELETE', '/api/v1/user/subsidiary')).status).toBe(403);
    expect((await admin.agent.request('DELETE', `/api/v1/user/subsidiary?user_id=${member.user.id}`)).body.data.subsidiary_id).toBeNull();
    expect(await report(memberAgent)).toBe(partnerLogo);

    expect((await admin.agent.delete(`${A}/subsidiary/${id}`)).status).toBe(200);
    expect((await admin.agent.get(`${A}/subsidiary`)).body.data).toEqual([]);
  });

  it("never reads or changes another partner's subsidiaries or logos", async () => {
    const mine = await partnerWithUser();
    const theirs = await signedInAgent(t);
    const sid = (await theirs.agent.post(`${A}/subsidiary`, { name: 'Theirs' })).body.data.id;
    expect((await mine.admin.agent.get(`${A}/subsidiary`)).body.data).toEqual([]);
    expect((await mine.admin.agent.put(`${A}/subsidiary/${sid}`, { name: 'Mine' })).status).toBe(404);
    expect((await mine.admin.agent.delete(`${A}/subsidiary/${sid}`)).status).toBe(404);
    expect((await upload(mine.admin.agent, `${A}/subsidiary/${sid}/logo/upload`, 's.png', pngOf(300, 100))).status).toBe(404);
    expect((await mine.admin.agent.put(`/api/v1/user/subsidiary/${sid}`, { user_id: mine.member.user.id })).status).toBe(404);
    expect((await theirs.agent.get(`${A}/subsidiary`)).body.data[0]).toMatchObject({ name: 'Theirs', logo_url: null, user_count: 0 });
  });
});

describe('#data-method priority', () => {
  it('stores the order (position → method) and refuses an incomplete one', async () => {
    const { agent, partner } = await signedInAgent(t);
    const r = await agent.put(`${A}/data-method-priority`, { etool_data_method_priority: { 1: 'category_default', 2: 'product', 3: 'average_plus' } });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ message: 'Data Method Updated Successfully', etool_data_method_priority: { 1: 'category_default', 2: 'product', 3: 'average_plus' } });
    const bad = await agent.put(`${A}/data-method-priority`, { etool_data_method_priority: { 1: 'product', 2: 'product', 3: 'average_plus' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('etool_data_method_priority');
    expect((await t.orm.em.fork().findOneOrFail(Partner, partner.id)).dataMethodPriority).toEqual(['category_default', 'product', 'average_plus']);
    expect((await agent.gql('{ partnerCompany { dataMethodPriority } }')).data.partnerCompany.dataMethodPriority).toEqual(['category_default', 'product', 'average_plus']);
  });

  it('makes the LCA figures take the first method that has data for an item', async () => {
    const { agent } = await signedInAgent(t);
    const { project, solution } = await datacentreProject(agent);
    const product = await newProduct(agent, { category: 'server', watts: 300, hours: 8760 });
    // The product has its own footprint as well as the category default.
    await t.orm.em.fork().nativeUpdate(Product, { id: product.id }, { lcaManufacturingKg: 1234, lcaTransportationKg: 56, lcaEolKg: 7 });
    await addItem(agent, project.id, solution.id, { product_id: product.id, amount: 1 });
    const manufacturing = async () => (await agent.get(api(`/projects/${project.id}/solution/${solution.id}/summary`))).body.data.lca_data.manufacturing_kg_co2e as number;

    expect(await manufacturing()).toBeCloseTo(1234, 9); // default order: product data first
    await agent.put(`${A}/data-method-priority`, { etool_data_method_priority: { 1: 'category_default', 2: 'product', 3: 'average_plus' } });
    expect(await manufacturing()).toBeCloseTo(CATEGORIES_BY_ID.server.defaultLca!.manufacturingKgCo2e, 9);
    await agent.put(`${A}/data-method-priority`, { etool_data_method_priority: ['product', 'average_plus', 'category_default'] });
    expect(await manufacturing()).toBeCloseTo(1234, 9);
  });
});

