import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyed, renderMessage } from '../../shared/errors';

const FrontPageImageText = { invalidType: renderMessage(keyed('reportOptions.imageInvalidType')), tooLarge: renderMessage(keyed('reportOptions.imageTooLarge')) };
import { pngPadded, realGif, realJpeg, tinyPng } from './image-samples';
import { Agent, buildUser, signedInAgent, startTestApp, type TestApp } from './helpers';

let t: TestApp;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'greenit-uploads-'));
  t = await startTestApp({ uploadsDir });
});
afterAll(async () => {
  await t.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const USER = '/api/v1/user/report-options';
const ADMIN = '/api/v1/partner/admin/report-options';
const IMAGES = `${ADMIN}/front-page-images`;

/** A multipart upload as the browser sends it (cookie session plus the CSRF header). */
async function upload(agent: Agent, name: string, content: Buffer, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(content)]), name);
  const res = await fetch(`${t.baseUrl}${IMAGES}/upload`, {
    method: 'POST',
    body: form,
    headers: { cookie: agent.cookieHeader(), 'x-xsrf-token': decodeURIComponent(agent.cookieHeader().match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '') },
  });
  return { status: res.status, body: await res.json() };
}

const deleteImage = (agent: Agent, imageUrl?: string) => agent.request('DELETE', `${IMAGES}/delete`, imageUrl === undefined ? {} : { image_url: imageUrl });

/** A partner with an admin and an ordinary user, both signed in. */
async function partnerWithUser(plan = 'pro') {
  const admin = await signedInAgent(t, { plan });
  const user = await buildUser(t.orm, { partner: admin.partner, roles: ['partner_user'] });
  const userAgent = new Agent(t.baseUrl);
  await userAgent.login(user.email);
  return { admin, user, userAgent };
}

describe('#user report options', () => {
  it('should require authentication', async () => {
    const anon = new Agent(t.baseUrl);
    expect((await anon.get(USER)).status).toBe(401);
    expect((await anon.post(`${USER}/create`, { theme: 'default' })).status).toBe(401);
  });

  it('starts with none, creates, refuses a second create with 409, and updates by id', async () => {
    const { agent, user } = await signedInAgent(t, { roles: ['partner_user'] });
    expect((await agent.get(USER)).body).toEqual({ data: null });

    const created = await agent.post(`${USER}/create`, { theme: 'forest_moss_green', locale: 'da-DK', estimate_report_image: '/front-pages/front-07.svg' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ user_id: user.id, user_type: 'user', theme: 'forest_moss_green', locale: 'da-DK', estimate_report_image: '/front-pages/front-07.svg', comprehensive_report_image: null, override_users_front_page_images: false });

    const again = await agent.post(`${USER}/create`, { theme: 'default' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Report options already exist for this user; update them instead.');

    const id = created.body.data.id;
    const updated = await agent.put(`${USER}/${id}`, { theme: 'sailor_blue_mint', estimate_report_image: null });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id, theme: 'sailor_blue_mint', estimate_report_image: null, locale: 'da-DK' });
    expect((await agent.get(USER)).body.data).toMatchObject({ id, theme: 'sailor_blue_mint' });
  });

  it('stores an invalid custom colour as null (not applied) and a valid one in lower case', async () => {
    const { agent } = await signedInAgent(t, { roles: ['partner_user'] });
    const r = await agent.post(`${USER}/create`, { theme: 'custom', custom_primary_color: '#ABC', custom_secondary_color: 'red' });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ theme: 'custom', custom_primary_color: '#abc', custom_secondary_color: null });
    for (const bad of ['#12345', '#1234567', '123456', '#ggg', 'rgb(1,2,3)']) {
      const u = await agent.put(`${USER}/${r.body.data.id}`, { custom_primary_color: bad, custom_secondary_color: '#00FF7f' });
      expect(u.body.data).toMatchObject({ custom_primary_color: null, custom_secondary_color: '#00ff7f' });
    }
  });

  it('refuses an unknown theme, an unknown language and an image that is neither a default nor an upload of the partner', async () => {
    const { agent } = await signedInAgent(t, { roles: ['partner_user'] });
    const r = await agent.post(`${USER}/create`, { theme: 'neon', locale: 'xx-XX', lca_report_image: '/uploads/front-pages/999/abc.png' });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({ theme: ['The selected theme is invalid.'], locale: ['The selected language is invalid.'] });
    const image = await agent.post(`${USER}/create`, { lca_report_image: '/uploads/front-pages/999/abc.png' });
    expect(image.status).toBe(422);
    expect(image.body.errors).toEqual({ lca_report_image: ['The selected image is not available.'] });
    expect((await agent.post(`${USER}/create`, { lca_report_image: '/front-pages/front-23.svg' })).status).toBe(422);
  });

  it("cannot update or reset another user's options (404)", async () => {
    const a = await partnerWithUser();
    const own = await a.userAgent.post(`${USER}/create`, { theme: 'default' });
    const other = await signedInAgent(t, { partner: a.admin.partner, roles: ['partner_user'] });
    expect((await other.agent.put(`${USER}/${own.body.data.id}`, { theme: 'dark_red_gray' })).status).toBe(404);
    expect((await other.agent.request('DELETE', `${USER}/${own.body.data.id}`, {})).status).toBe(404);
    expect((await a.userAgent.put(`${USER}/abc`, {})).status).toBe(404);
  });

  it('resets to the partner options, and refuses a body that does not match the row', async () => {
    const a = await partnerWithUser();
    await a.admin.agent.get(ADMIN);
    const partnerRow = (await a.admin.agent.get(ADMIN)).body.data;
    await a.admin.agent.put(`${ADMIN}/${partnerRow.id}`, { theme: 'turkish_sea_silver' });
    const own = (await a.userAgent.post(`${USER}/create`, { theme: 'dark_red_gray' })).body.data;

    expect((await a.userAgent.request('DELETE', `${USER}/${own.id}`, { user_type: 'partner' })).status).toBe(404);
    const reset = await a.userAgent.request('DELETE', `${USER}/${own.id}`, { user_id: a.user.user.id, user_type: 'user' });
    expect(reset.status).toBe(200);
    expect(reset.body.data).toMatchObject({ message: 'Report options reset', effective: { source: 'partner', theme: 'turkish_sea_silver', primary_color: '#285a84' } });
    expect((await a.userAgent.get(USER)).body.data).toBeNull();

    // The partner row is reset by partner admins only.
    expect((await a.userAgent.request('DELETE', `${USER}/${partnerRow.id}`, {})).status).toBe(403);
    const partnerReset = await a.admin.agent.request('DELETE', `${USER}/${partnerRow.id}`, { user_type: 'partner' });
    expect(partnerReset.body.data.effective).toMatchObject({ source: 'default', theme: 'default', primary_color: '#2196f3', secondary_color: '#ff5722' });
  });
});

describe('#free plan themes', () => {
  it("refuses every theme but 'default' with 403 No active subscription, for users and partner defaults", async () => {
    const { admin } = await partnerWithUser('free');
    for (const theme of ['bright_blue_light_cyan', 'dark_red_gray', 'custom']) {
      const r = await admin.agent.post(`${USER}/create`, { theme });
      expect(r.status).toBe(403);
      expect(r.body.message).toBe('No active subscription');
    }
    expect((await admin.agent.post(`${USER}/create`, { theme: 'default', custom_primary_color: '#123456' })).status).toBe(201);
    const partnerRow = (await admin.agent.get(ADMIN)).body.data;
    expect((await admin.agent.put(`${ADMIN}/${partnerRow.id}`, { theme: 'sailor_blue_mint' })).status).toBe(403);
    const g = await admin.agent.gql('mutation { reportOptionsUpdate(input: { theme: "forest_moss_green" }) { id } }');
    expect(g.errors?.[0]).toMatchObject({ message: 'No active subscription', extensions: { code: 'FORBIDDEN', field: 'theme' } });
  });
});

describe('#partner report options', () => {
  it('should be for partner admins only (403 on every /partner/admin/report-options path)', async () => {
    const { userAgent } = await partnerWithUser();
    expect((await userAgent.get(ADMIN)).status).toBe(403);
    expect((await userAgent.put(`${ADMIN}/1`, { theme: 'default' })).status).toBe(403);
    expect((await userAgent.get(IMAGES)).status).toBe(403);
    expect((await upload(userAgent, 'a.png', tinyPng(10, 10))).status).toBe(403);
    expect((await deleteImage(userAgent, '/uploads/front-pages/1/x.png')).status).toBe(403);
    const g = await userAgent.gql('{ partnerReportOptions { id } }');
    expect(g.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('creates the partner row with the defaults on first read and updates it, override included', async () => {
    const { admin } = await partnerWithUser();
    const first = await admin.agent.get(ADMIN);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ user_id: null, partner_id: admin.partner.id, user_type: 'partner', theme: 'default', override_users_front_page_images: false });
    expect((await admin.agent.get(ADMIN)).body.data.id).toBe(first.body.data.id);
    const r = await admin.agent.put(`${ADMIN}/${first.body.data.id}`, { theme: 'custom', custom_primary_color: '#0a0', custom_secondary_color: '#zzz', override_users_front_page_images: true, comprehensive_report_image: '/front-pages/front-22.svg' });
    expect(r.body.data).toMatchObject({ theme: 'custom', custom_primary_color: '#0a0', custom_secondary_color: null, override_users_front_page_images: true, comprehensive_report_image: '/front-pages/front-22.svg' });
  });

  it("cannot touch another partner's options (404)", async () => {
    const a = await partnerWithUser();
    const b = await partnerWithUser();
    const rowB = (await b.admin.agent.get(ADMIN)).body.data;
    expect((await a.admin.agent.put(`${ADMIN}/${rowB.id}`, { theme: 'dark_red_gray' })).status).toBe(404);
    expect((await a.admin.agent.request('DELETE', `${USER}/${rowB.id}`, {})).status).toBe(404);
    expect((await a.admin.agent.get(`${ADMIN}/${rowB.id}`)).status).toBe(404);
  });

  it('reads the row by its id and updates it without one (GET …/{id}, PUT /partner/admin/report-options; spec platform §"Calls")', async () => {
    const { admin, userAgent } = await partnerWithUser();
    const row = (await admin.agent.get(ADMIN)).body.data;
    const byId = await admin.agent.get(`${ADMIN}/${row.id}`);
    expect(byId.status, JSON.stringify(byId.body)).toBe(200);
    expect(byId.body.data).toEqual(row);
    expect((await admin.agent.get(`${ADMIN}/${row.id + 100000}`)).status).toBe(404);
    expect((await admin.agent.get(`${ADMIN}/abc`)).status).toBe(404);
    const put = await admin.agent.put(ADMIN, { theme: 'dark_red_gray' });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data).toMatchObject({ id: row.id, theme: 'dark_red_gray' });
    expect((await admin.agent.get(`${ADMIN}/${row.id}`)).body.data.theme).toBe('dark_red_gray');
    expect((await admin.agent.put(ADMIN, { theme: 'purple-ish' })).status).toBe(422);
    expect((await userAgent.put(ADMIN, { theme: 'default' })).status).toBe(403);
    expect((await userAgent.get(`${ADMIN}/${row.id}`)).status).toBe(403);
  });
});

describe('#effectiveReportOptions', () => {
  const Q = '{ effectiveReportOptions { source theme primaryColor secondaryColor comprehensiveReportImage estimateReportImage refurbishmentImage lcaReportImage imagesFromPartner } }';

  it('falls back to the defaults, then the partner, then the user, and lets the partner override images', async () => {
    const a = await partnerWithUser();
    expect((await a.userAgent.gql(Q)).data.effectiveReportOptions).toEqual({
      source: 'default',
      theme: 'default',
      primaryColor: '#2196f3',
      secondaryColor: '#ff5722',
      comprehensiveReportImage: '/front-pages/front-01.svg',
      estimateReportImage: '/front-pages/front-02.svg',
      refurbishmentImage: '/front-pages/front-03.svg',
      lcaReportImage: '/front-pages/front-04.svg',
      imagesFromPartner: false,
    });

    const row = (await a.admin.agent.get(ADMIN)).body.data;
    await a.admin.agent.put(`${ADMIN}/${row.id}`, { theme: 'forest_moss_green', lca_report_image: '/front-pages/front-10.svg' });
    expect((await a.userAgent.gql(Q)).data.effectiveReportOptions).toMatchObject({ source: 'partner', theme: 'forest_moss_green', primaryColor: '#2c5f2d', lcaReportImage: '/front-pages/front-10.svg' });

    // The user's own options win; an image they did not choose falls through to the partner's.
    await a.userAgent.gql('mutation { reportOptionsUpdate(input: { theme: "custom", customPrimaryColor: "#112233", customSecondaryColor: "oops", estimateReportImage: "/front-pages/front-15.svg" }) { id } }');
    expect((await a.userAgent.gql(Q)).data.effectiveReportOptions).toMatchObject({
      source: 'user',
      theme: 'custom',
      primaryColor: '#112233',
      secondaryColor: '#ff5722',
      estimateReportImage: '/front-pages/front-15.svg',
      lcaReportImage: '/front-pages/front-10.svg',
      imagesFromPartner: false,
    });

    // Override: the partner's images win (and the defaults where the partner chose none).
    await a.admin.agent.gql('mutation { partnerReportOptionsUpdate(input: { overrideUsersFrontPageImages: true }) { id } }');
    expect((await a.userAgent.gql(Q)).data.effectiveReportOptions).toMatchObject({
      theme: 'custom',
      estimateReportImage: '/front-pages/front-02.svg',
      lcaReportImage: '/front-pages/front-10.svg',
      imagesFromPartner: true,
    });
  });

  it('shows a paid theme as default once the partner has no paid subscription', async () => {
    const a = await partnerWithUser();
    await a.userAgent.post(`${USER}/create`, { theme: 'dark_red_gray' });
    const em = t.orm.em.fork();
    await em.getConnection().execute(`update subscriptions set type = 'free' where partner_id = ${a.admin.partner.id}`);
    expect((await a.userAgent.gql(Q)).data.effectiveReportOptions).toMatchObject({ source: 'user', theme: 'default', primaryColor: '#2196f3' });
  });
});

describe('#front-page image upload', () => {
  it('stores a PNG under uploads/front-pages/{partnerId}/ with a random name, serves it, and lists it for the partner only', async () => {
    const a = await partnerWithUser();
    const r = await upload(a.admin.agent, 'Cover photo.png', tinyPng(1240, 1754));
    expect(r.status).toBe(201);
    const image = r.body.data.image;
    expect(image).toMatchObject({ name: 'Cover photo.png', mime_type: 'image/png', width: 1240, height: 1754 });
    expect(image.url).toMatch(new RegExp(`^/uploads/front-pages/${a.admin.partner.id}/[0-9a-f]{32}\\.png$`));
    expect(r.body.data.warnings).toEqual([]);
    expect(existsSync(path.join(uploadsDir, image.url.replace('/uploads/', '')))).toBe(true);

    const served = await fetch(t.baseUrl + image.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');

    const list = (await a.admin.agent.get(IMAGES)).body.data;
    expect(list.default_images).toHaveLength(22);
    expect(list.partner_images.map((i: { url: string }) => i.url)).toEqual([image.url]);
    const other = await partnerWithUser();
    expect((await other.admin.agent.get(IMAGES)).body.data.partner_images).toEqual([]);
    // Ordinary users of the partner read the same list through GraphQL.
    const g = await a.userAgent.gql('{ frontPageImages { defaults uploaded { url originalName } } }');
    expect(g.data.frontPageImages.defaults).toHaveLength(22);
    expect(g.data.frontPageImages.uploaded).toEqual([{ url: image.url, originalName: 'Cover photo.png' }]);
  });

  it('warns about a small, landscape image and about an extension that is not the content', async () => {
    const { admin } = await partnerWithUser();
    const small = await upload(admin.agent, 'wide.gif', await realGif(800, 600));
    expect(small.status).toBe(201);
    expect(small.body.data.warnings.map((w: { code: string }) => w.code)).toEqual(['LOW_RESOLUTION', 'LANDSCAPE']);
    const jpegNamedPng = await upload(admin.agent, 'photo.png', await realJpeg(1240, 1754));
    expect(jpegNamedPng.status).toBe(201);
    expect(jpegNamedPng.body.data.image.url).toMatch(/\.jpg$/);
    expect(jpegNamedPng.body.data.image.mime_type).toBe('image/jpeg');
    expect(jpegNamedPng.body.data.warnings).toEqual([{ code: 'EXTENSION_MISMATCH', message: 'The file is a JPEG image; it was stored as one.' }]);
  });

  it.each([
    ['a text file', 'notes.txt', Buffer.from('hello')],
    ['an SVG', 'cover.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a .png whose bytes are not an image (magic-byte check)', 'fake.png', Buffer.from('<?php echo "hi"; ?>')],
    ['a .jpg holding HTML', 'fake.jpg', Buffer.from('<html><script>alert(1)</script></html>')],
    ['a file without a name extension', 'png', tinyPng(4, 4)],
  ])('refuses %s with 422 and the spec text', async (_what, name, content) => {
    const { admin } = await partnerWithUser();
    const r = await upload(admin.agent, name, content);
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({ file: [FrontPageImageText.invalidType] });
    expect((await admin.agent.get(IMAGES)).body.data.partner_images).toEqual([]);
  });

  it('refuses no file and a file in another field with the type text', async () => {
    const { admin } = await partnerWithUser();
    expect((await upload(admin.agent, 'a.png', tinyPng(4, 4), 'image')).body.errors).toEqual({ file: [FrontPageImageText.invalidType] });
    const empty = await fetch(`${t.baseUrl}${IMAGES}/upload`, {
      method: 'POST',
      body: new FormData(),
      headers: { cookie: admin.agent.cookieHeader(), 'x-xsrf-token': decodeURIComponent(admin.agent.cookieHeader().match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '') },
    });
    expect(empty.status).toBe(422);
    expect((await empty.json()).errors).toEqual({ file: [FrontPageImageText.invalidType] });
  });

  it('accepts 2097151 bytes and refuses 2097152 bytes and more with Image size must be less than 2MB', async () => {
    const { admin } = await partnerWithUser();
    const pad = pngPadded;
    expect((await upload(admin.agent, 'just-under.png', pad(2_097_151))).status).toBe(201);
    for (const size of [2_097_152, 3 * 1024 * 1024]) {
      const r = await upload(admin.agent, 'big.png', pad(size));
      expect(r.status).toBe(422);
      expect(r.body.errors).toEqual({ file: [FrontPageImageText.tooLarge] });
    }
  });
});

describe('#front-page image delete', () => {
  it("cannot delete another partner's image (404) and needs image_url (422)", async () => {
    const a = await partnerWithUser();
    const b = await partnerWithUser();
    const url = (await upload(b.admin.agent, 'b.png', tinyPng(4, 4))).body.data.image.url;
    const r = await deleteImage(a.admin.agent, url);
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('Image not found.');
    expect(existsSync(path.join(uploadsDir, url.replace('/uploads/', '')))).toBe(true);
    // Nor choose it for their own options.
    expect((await a.userAgent.post(`${USER}/create`, { comprehensive_report_image: url })).status).toBe(422);
    const missing = await deleteImage(a.admin.agent);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ image_url: ['The image url field is required.'] });
  });

  it('clears the deleted image from options, and reverts to defaults when the last upload goes', async () => {
    const a = await partnerWithUser();
    const first = (await upload(a.admin.agent, 'one.png', tinyPng(4, 4))).body.data.image.url;
    const second = (await upload(a.admin.agent, 'two.png', tinyPng(4, 4))).body.data.image.url;
    const partnerRow = (await a.admin.agent.get(ADMIN)).body.data;
    await a.admin.agent.put(`${ADMIN}/${partnerRow.id}`, { comprehensive_report_image: first, lca_report_image: second, estimate_report_image: '/front-pages/front-09.svg', override_users_front_page_images: true });
    const own = (await a.userAgent.post(`${USER}/create`, { refurbishment_image: first })).body.data;

    const r1 = await deleteImage(a.admin.agent, first);
    expect(r1.status).toBe(200);
    expect(r1.body.data).toEqual({ message: 'deleted', reverted_to_defaults: false, updated_options: 2 });
    expect(existsSync(path.join(uploadsDir, first.replace('/uploads/', '')))).toBe(false);
    expect((await a.admin.agent.get(ADMIN)).body.data).toMatchObject({ comprehensive_report_image: null, lca_report_image: second });
    expect((await a.userAgent.get(USER)).body.data).toMatchObject({ id: own.id, refurbishment_image: null });

    const r2 = await a.admin.agent.gql('mutation($u: String!) { frontPageImageDelete(imageUrl: $u) { message revertedToDefaults updatedOptions } }', { u: second });
    expect(r2.data.frontPageImageDelete).toEqual({ message: 'deleted', revertedToDefaults: true, updatedOptions: 1 });
    // Defaults chosen on purpose stay; nothing points at a partner image any more.
    expect((await a.admin.agent.get(ADMIN)).body.data).toMatchObject({ comprehensive_report_image: null, lca_report_image: null, estimate_report_image: '/front-pages/front-09.svg' });
    const eff = await a.userAgent.gql('{ effectiveReportOptions { comprehensiveReportImage lcaReportImage } }');
    expect(eff.data.effectiveReportOptions).toEqual({ comprehensiveReportImage: '/front-pages/front-01.svg', lcaReportImage: '/front-pages/front-04.svg' });
    expect((await deleteImage(a.admin.agent, second)).status).toBe(404);
  });
});

describe('#report options in GraphQL', () => {
  it('reads and saves own options, resets them, and refuses a reset of the partner row to non-admins', async () => {
    const a = await partnerWithUser();
    expect((await a.userAgent.gql('{ reportOptions { id } }')).data.reportOptions).toBeNull();
    const saved = await a.userAgent.gql('mutation { reportOptionsUpdate(input: { theme: "sailor_blue_mint", locale: "de-DE" }) { id userId userType theme locale } }');
    expect(saved.data.reportOptionsUpdate).toMatchObject({ userId: String(a.user.user.id), userType: 'user', theme: 'sailor_blue_mint', locale: 'de-DE' });
    const again = await a.userAgent.gql('mutation { reportOptionsUpdate(input: { theme: "default" }) { id theme locale } }');
    expect(again.data.reportOptionsUpdate).toMatchObject({ id: saved.data.reportOptionsUpdate.id, theme: 'default', locale: 'de-DE' });
    const reset = await a.userAgent.gql('mutation { reportOptionsReset(input: { userType: "user" }) { source theme } }');
    expect(reset.data.reportOptionsReset).toEqual({ source: 'default', theme: 'default' });
    expect((await a.userAgent.gql('mutation { reportOptionsReset(input: { userType: "partner" }) { source } }')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await a.userAgent.gql('mutation { reportOptionsReset(input: { userType: "nobody" }) { source } }')).errors?.[0].extensions?.code).toBe('VALIDATION');
  });
});
