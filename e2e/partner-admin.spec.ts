import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { tinyPng as pngOf } from '../server/test/image-samples';
import { pdfImages } from './pdf';
import { login } from './support';

/**
 * The partner-admin area (issue #11; spec/platform-and-shell.md §2, §4, §5, §6, §7, §8), as the
 * seller's admin: add a colleague, give them a seat, the colleague signs in through the invitation,
 * make them partner admin and take it back, delete another user with transfer of their projects,
 * upload a logo that is too small (refused with the spec text) and a valid one (in the app bar and on
 * a report PDF's front page), create an API token and call GraphQL with it.
 */

const OUTBOX = path.join(os.tmpdir(), 'greenit-e2e-outbox');
const PASSWORD = 'Colleague-2026!';

/** The newest invitation link e-mailed to `email` (the local outbox of e2e/serve.ts). */
function invitationLink(email: string): string {
  const mails = readdirSync(OUTBOX)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(OUTBOX, f), 'utf8')) as { to: string; text: string });
  const mail = mails.filter((m) => m.to === email).at(-1);
  expect(mail, `an invitation to ${email}`).toBeTruthy();
  return mail!.text.match(/(\/#\/reset-password\?\S+)/)![1];
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/#/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('account-menu')).toBeVisible();
}

/** A REST session of its own (cookie + CSRF header), for the set-up a test needs but does not show. */
async function restSession(baseURL: string, email: string, password: string): Promise<{ api: APIRequestContext; xsrf: () => Promise<string> }> {
  const api = await request.newContext({ baseURL });
  expect((await api.post('/api/v1/login', { data: { email, password } })).status()).toBe(200);
  const xsrf = async () => decodeURIComponent((await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value);
  return { api, xsrf };
}

test.describe('partner admin', () => {
  test('users and seats, roles, delete with transfer, logo, API token', async ({ page, context, baseURL }, testInfo) => {
    const stamp = Date.now();
    const colleague = `colleague-${stamp}@seller.demo`;
    const leaver = `leaver-${stamp}@seller.demo`;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await login(page, 'admin@seller.demo');

    await page.goto('/#/partner-admin?template=users');
    await expect(page.getByRole('heading', { name: 'Users and seats', level: 1 })).toBeVisible();
    await expect(page.getByTestId('seat-count')).toHaveText(/\d+ of 10 seats in use/);
    const usedBefore = Number((await page.getByTestId('seat-count').textContent())!.match(/(\d+) of/)![1]);

    // Add a colleague: an invitation e-mail; no seat yet.
    await page.getByTestId('user-create').click();
    await page.getByLabel('Name').fill('Cecilie Colleague');
    await page.getByLabel('E-mail').fill(colleague);
    await page.getByTestId('user-create-submit').click();
    const row = page.getByTestId(`user-row-${colleague}`);
    await expect(row).toBeVisible();
    await expect(row.getByText('Invited')).toBeVisible();

    // Assign a seat.
    await row.getByTestId('seat-assign').click();
    await expect(row.getByTestId('seat-release')).toBeVisible();
    await expect(page.getByTestId('seat-count')).toHaveText(`${usedBefore + 1} of 10 seats in use`);
    await page.screenshot({ path: testInfo.outputPath('partner-admin-users.png') });

    // The colleague chooses a password through the invitation and signs in, with the paid areas.
    const other = await context.browser()!.newContext();
    const colleaguePage = await other.newPage();
    await colleaguePage.goto(invitationLink(colleague));
    await colleaguePage.getByLabel('New password').fill(PASSWORD);
    await colleaguePage.getByLabel('Confirm password').fill(PASSWORD);
    await colleaguePage.getByRole('button', { name: 'Reset password' }).click();
    await expect(colleaguePage).toHaveURL(/#\/login/);
    await signIn(colleaguePage, colleague, PASSWORD);
    const me = await (await colleaguePage.request.get('/api/v1/user-with-roles')).json();
    expect(me.data).toMatchObject({ email: colleague, has_seat: true, paidSubscription: true, isPartnerAdmin: false });

    // Not an admin yet: access denied, then the start page.
    await colleaguePage.goto('/#/partner-admin?template=users');
    await expect(colleaguePage.getByRole('dialog', { name: 'Access denied' })).toBeVisible();
    await colleaguePage.getByRole('button', { name: 'Go to the start page' }).click();
    await expect(colleaguePage).toHaveURL(/#\/$/);

    // Make them partner admin, then take it back.
    const toggle = row.getByTestId('admin-toggle').locator('input');
    await toggle.check();
    await expect(page.getByText('Cecilie Colleague is now a partner admin')).toBeVisible();
    await colleaguePage.reload();
    await colleaguePage.goto('/#/partner-admin?template=users');
    await expect(colleaguePage.getByRole('heading', { name: 'Users and seats', level: 1 })).toBeVisible();
    await toggle.uncheck();
    await expect(page.getByText('Cecilie Colleague is no longer a partner admin')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    expect((await colleaguePage.request.get('/api/v1/partner/admin/users')).status()).toBe(403);
    await other.close();

    // Delete another user with transfer of their projects: a user with one project, made through the API.
    const admin = await restSession(baseURL!, 'admin@seller.demo', 'Demo-2026!');
    const created = await admin.api.post('/api/v1/partner/admin/users/create', { data: { name: 'Lars Leaver', email: leaver }, headers: { 'X-XSRF-TOKEN': await admin.xsrf() } });
    expect(created.status()).toBe(201);
    const leaverId = (await created.json()).data.id;
    const seats = { subscription_id: (await (await admin.api.post('/graphql', { data: { query: '{ partnerSeats { subscriptionId } }' }, headers: { 'X-XSRF-TOKEN': await admin.xsrf() } })).json()).data.partnerSeats.subscriptionId };
    expect((await admin.api.post(`/api/v1/partner/admin/subscription/${seats.subscription_id}/assign/${leaverId}`, { headers: { 'X-XSRF-TOKEN': await admin.xsrf() } })).status()).toBe(200);
    const token = new URL(baseURL! + invitationLink(leaver).replace('/#', '')).searchParams.get('token');
    const anon = await request.newContext({ baseURL });
    expect((await anon.post('/api/v1/reset-password', { data: { token, email: leaver, password: PASSWORD, password_confirmation: PASSWORD } })).status()).toBe(200);
    const l = await restSession(baseURL!, leaver, PASSWORD);
    const clients = (await (await l.api.get('/api/v1/clients')).json()).data as Array<{ id: number; name: string }>;
    const project = await l.api.post('/api/v1/project-manager/projects/create', { data: { name: `Leaver project ${stamp}`, client_id: clients[0].id }, headers: { 'X-XSRF-TOKEN': await l.xsrf() } });
    expect(project.status()).toBe(201);
    const projectId = (await project.json()).data.id;

    await page.reload();
    const leaverRow = page.getByTestId(`user-row-${leaver}`);
    await expect(leaverRow).toContainText('1');
    await leaverRow.getByTestId('user-delete').click();
    await page.getByTestId('transfer-to').click();
    await page.getByRole('option', { name: /Anna Admin/ }).click();
    await page.getByTestId('confirm-yes').click();
    await expect(page.getByText('User deleted and projects was transferred')).toBeVisible();
    await expect(leaverRow).toHaveCount(0);
    const moved = await (await admin.api.get(`/api/v1/project-manager/projects/${projectId}/project-with-all-details`)).json();
    expect(moved.data).toMatchObject({ name: `Leaver project ${stamp}`, isProjectOwner: true });
    expect((await l.api.get('/api/v1/user-with-roles')).status()).toBe(401);

    // A logo that is too small is refused in the browser with the spec text; a valid one is in the app bar.
    await page.getByTestId('partner-admin-menu-logo').click();
    await expect(page).toHaveURL(/template=logo/);
    await page.getByTestId('logo-file').setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: pngOf(150, 40) });
    await expect(page.getByTestId('logo-error')).toHaveText('Logo could not be validated');
    // The server checks too, from the file's own header.
    const refused = await admin.api.post('/api/v1/partner/admin/logo/upload', { multipart: { file: { name: 'small.png', mimeType: 'image/png', buffer: pngOf(150, 40) } }, headers: { 'X-XSRF-TOKEN': await admin.xsrf() } });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).errors.file).toEqual(['Logo could not be validated']);

    await page.getByTestId('logo-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngOf(400, 100, [46, 125, 50]) });
    await expect(page.getByTestId('logo-preview')).toBeVisible();
    await expect(page.getByTestId('partner-logo')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('partner-admin-logo.png') });

    // …and on the front page of a report PDF: the only 400 × 100 image on page 1.
    const demo = ((await (await admin.api.get('/api/v1/project-manager/projects')).json()).data as Array<{ projects: { data: Array<{ id: number; name: string }> } }>)
      .flatMap((c) => c.projects.data)
      .find((p) => p.name === 'Data centre consolidation 2027')!;
    const pdf = await admin.api.get(`/api/v1/project-manager/projects/${demo.id}/report.pdf?type=baseline`);
    expect(pdf.status()).toBe(200);
    const file = testInfo.outputPath('baseline.pdf');
    writeFileSync(file, await pdf.body());
    const images = await pdfImages(file, 1);
    expect(images.filter((i) => i.width === 400 && i.height === 100)).toHaveLength(1);

    // An API token, shown once with a copy button, works as Bearer on GraphQL.
    await page.getByTestId('partner-admin-menu-api-key').click();
    await page.getByTestId('token-create').click();
    await page.getByTestId('token-name').fill(`E2E ${stamp}`);
    await page.getByTestId('token-create-submit').click();
    const plain = await page.getByTestId('token-plain').inputValue();
    expect(plain).toMatch(/^gia_/);
    await page.getByTestId('token-copy').click();
    await expect(page.getByText('Copied to clipboard')).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId(`token-row-E2E ${stamp}`)).toBeVisible();

    const bearer = await request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${plain}` } });
    const gql = await (await bearer.post('/graphql', { data: { query: '{ me { email partner { name } } }' } })).json();
    expect(gql.data.me).toEqual({ email: 'admin@seller.demo', partner: { name: 'Nordic IT Partner ApS' } });
    await Promise.all([bearer.dispose(), anon.dispose(), admin.api.dispose(), l.api.dispose()]);
  });
});
