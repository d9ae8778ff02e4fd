import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../src/platform/mail/mailer';
import { DEMO_API_TOKEN, DEMO_PASSWORD } from '../src/features/seed/demo-seed';
import { loginLimiterByAccount, loginLimiterByIp, resetMailsSent } from '../src/features/auth/auth.service';
import { Agent, buildUser, PASSWORD, solveBotCheck, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

describe('#auth.login', () => {
  it('sets an httpOnly session cookie and returns the user wrapped in data', async () => {
    const agent = new Agent(t.baseUrl);
    const r = await agent.post('/api/v1/login', { email: 'admin@seller.demo', password: DEMO_PASSWORD });
    expect(r.status).toBe(200);
    expect(r.body.data.email).toBe('admin@seller.demo');
    expect(r.body.data.partner.name).toBe('Nordic IT Partner ApS');
    expect(r.body.data.permissions).toHaveLength(9);
    const setCookie = r.headers.getSetCookie().find((c) => c.startsWith('gia_session='));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect((await agent.get('/api/v1/user-with-roles')).body.data.isPartnerAdmin).toBe(true);
  });

  it('logs in every demo role with the demo password', async () => {
    for (const email of ['admin@seller.demo', 'user@seller.demo', 'collaborator@seller.demo', 'admin@buyer.demo', 'free@demo.test', 'superadmin@demo.test']) {
      const r = await new Agent(t.baseUrl).post('/api/v1/login', { email, password: DEMO_PASSWORD });
      expect(r.status, email).toBe(200);
    }
    const collab = await new Agent(t.baseUrl).post('/api/v1/login', { email: 'collaborator@seller.demo', password: DEMO_PASSWORD });
    expect(collab.body.data.is_collaborator).toBe(true);
    const free = await new Agent(t.baseUrl).post('/api/v1/login', { email: 'free@demo.test', password: DEMO_PASSWORD });
    expect(free.body.data.freeSubscription).toBe(true);
    const sa = await new Agent(t.baseUrl).post('/api/v1/login', { email: 'superadmin@demo.test', password: DEMO_PASSWORD });
    expect(sa.body.data.isSuperAdmin).toBe(true);
  });

  it('answers 422 with the field error for a wrong password', async () => {
    const { email } = await buildUser(t.orm);
    const r = await new Agent(t.baseUrl).post('/api/v1/login', { email, password: 'wrong-password' });
    expect(r.status).toBe(422);
    expect(r.body.errors.email[0]).toBe('These credentials do not match our records.');
  });

  it('answers 422 with field lists for a body without fields, and 400 for malformed JSON', async () => {
    const empty = await new Agent(t.baseUrl).post('/api/v1/login', {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors.email).toContain('The email field is required.');
    const bad = await new Agent(t.baseUrl).request('POST', '/api/v1/login', '{"email": ');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The request body is not valid JSON.');
  });

  it('rate-limits an account after five failed attempts from one address', async () => {
    const { email } = await buildUser(t.orm);
    const agent = new Agent(t.baseUrl);
    for (let i = 0; i < 5; i++) expect((await agent.post('/api/v1/login', { email, password: 'nope-nope' })).status).toBe(422);
    const limited = await agent.post('/api/v1/login', { email, password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    await loginLimiterByAccount.reset(t.orm.em.fork(), `${email}|127.0.0.1`);
    await loginLimiterByIp.reset(t.orm.em.fork(), '127.0.0.1');
    expect((await agent.post('/api/v1/login', { email, password: PASSWORD })).status).toBe(200);
  });
});

describe('#auth.session', () => {
  it('refuses a cookie-authenticated state change without the CSRF header', async () => {
    const { email } = await buildUser(t.orm);
    const agent = new Agent(t.baseUrl);
    await agent.login(email);
    const r = await agent.put('/api/v1/user/settings/language', { language: 'da-DK' }, { 'x-xsrf-token': 'forged' });
    // 403 with the spec's forbidden shape (a status in the error catalogue, not Laravel's 419).
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ message: 'CSRF token mismatch.', code: 'CSRF', errors: { forbidden: ['CSRF token mismatch.'] } });
    expect((await agent.put('/api/v1/user/settings/language', { language: 'da-DK' })).status).toBe(200);
    expect((await agent.get('/api/v1/user-with-roles')).body.data.locale).toBe('da-DK');
  });

  it('ends the session on logout; then 401 with the spec text', async () => {
    const { email } = await buildUser(t.orm);
    const agent = new Agent(t.baseUrl);
    await agent.login(email);
    const out = await agent.post('/api/v1/logout');
    expect(out.body.data.message).toBe('Successfully logged out');
    const after = await agent.get('/api/v1/user-with-roles');
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: 'Your session has expired. Please log in again.' });
  });

  it('authenticates REST and GraphQL with a bearer API token (no CSRF needed)', async () => {
    const agent = new Agent(t.baseUrl, DEMO_API_TOKEN);
    expect((await agent.get('/api/v1/user-with-roles')).body.data.email).toBe('admin@seller.demo');
    const g = await agent.gql('{ me { email partner { name } } }');
    expect(g.data.me.partner.name).toBe('Nordic IT Partner ApS');
    const wrong = new Agent(t.baseUrl, 'not-a-token');
    expect((await wrong.get('/api/v1/user-with-roles')).status).toBe(401);
  });
});

describe('#auth.register', () => {
  it('keeps the language the newcomer registered in: the verification e-mail and the first sign-in speak it (issue #47)', async () => {
    const email = `dansk-${Date.now()}@example.org`;
    const r = await new Agent(t.baseUrl).post('/api/v1/register', {
      name: 'Ny Person', email, password: 'Long-enough-1', password_confirmation: 'Long-enough-1', partner_name: 'Ny ApS', partner_type: 'seller', country_code: 'DK', vat_no: '12345679', locale: 'da-DK', altcha: await solveBotCheck(t.baseUrl),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const mail = (await readOutbox()).filter((m) => m.to === email).at(-1)!;
    expect(mail.subject).toBe('Bekræft din e-mailadresse');
    expect(mail.text).toMatch(/^Hej Ny Person/);
    // Signing in elsewhere (a fresh browser) answers the account's language.
    const elsewhere = await new Agent(t.baseUrl).gql('mutation($input: LoginInput!) { login(input: $input) { locale } }', { input: { email, password: 'Long-enough-1' } });
    expect(elsewhere.data?.login.locale).toBe('da-DK');
    // A locale that is none of the seven is refused, never stored.
    const bad = await new Agent(t.baseUrl).post('/api/v1/register', {
      name: 'X', email: `x-${Date.now()}@example.org`, password: 'Long-enough-1', password_confirmation: 'Long-enough-1', partner_name: 'X', partner_type: 'seller', country_code: 'GB', locale: 'xx-XX', altcha: await solveBotCheck(t.baseUrl),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.locale).toBeDefined();
  });

  it('creates a partner with its admin, working as free until a plan is taken, signs in and sends a verification e-mail', async () => {
    const email = `new-${Date.now()}@example.org`;
    const agent = new Agent(t.baseUrl);
    const r = await agent.post('/api/v1/register', {
      name: 'New Person', email, password: 'Long-enough-1', password_confirmation: 'Long-enough-1', partner_name: 'New Co', partner_type: 'buyer', country_code: 'GB', altcha: await solveBotCheck(t.baseUrl),
    });
    expect(r.status).toBe(201);
    expect(r.body.data.partner.type).toBe('buyer');
    expect(r.body.data.freeSubscription).toBe(true);
    expect(r.body.data.isPartnerAdmin).toBe(true);
    // No plan is taken until the payment step (issue #34 point 11): no subscription yet, working as free.
    expect((await agent.get('/api/v1/partner/admin/subscriptions')).body.data.subscription).toBeNull();
    const free = await agent.post('/api/v1/checkout-invoice', { subscription: 'free' });
    expect(free.status).toBe(200);
    expect((await agent.get('/api/v1/partner/admin/subscriptions')).body.data.subscription).toMatchObject({ type: 'free' });
    const mail = (await readOutbox()).filter((m) => m.to === email);
    expect(mail.at(-1)?.text).toMatch(/#\/verify-email\?token=/);
    const again = await new Agent(t.baseUrl).post('/api/v1/register', {
      name: 'X', email, password: 'Long-enough-1', password_confirmation: 'Long-enough-1', partner_name: 'Y', partner_type: 'seller', country_code: 'DK', vat_no: '12345678', altcha: await solveBotCheck(t.baseUrl),
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.email).toEqual(['User already registered']);
    // The spec's checkout key marks the e-mail as taken (platform §8: user.email).
    expect(again.body.errors['user.email']).toEqual(['User already registered']);
  });

  it('blocks a verification resend for 5 minutes and says how many remain', async () => {
    const email = `verify-${Date.now()}@example.org`;
    const agent = new Agent(t.baseUrl);
    await agent.post('/api/v1/register', { name: 'V', email, password: 'Long-enough-1', password_confirmation: 'Long-enough-1', partner_name: 'V Co', partner_type: 'seller', country_code: 'DK', vat_no: '87654321', altcha: await solveBotCheck(t.baseUrl) });
    const r = await agent.post('/api/v1/email/verification-notification');
    expect(r.status).toBe(429);
    expect(r.body.minutes_remaining).toBe(5);
    const token = (await readOutbox()).filter((m) => m.to === email).at(-1)!.text.match(/token=([\w-]+)/)![1];
    expect((await agent.post('/api/v1/email/verify', { token })).status).toBe(200);
    expect((await agent.get('/api/v1/user/is-verified')).body.data.verified).toBe(true);
  });
});

describe('#auth.passwords', () => {
  it('resets a password through the e-mailed link, once', async () => {
    const { email } = await buildUser(t.orm);
    const agent = new Agent(t.baseUrl);
    const forgot = await agent.post('/api/v1/forgot-password', { email });
    expect(forgot.body.data.message).toMatch(/If an account exists/);
    const unknown = await agent.post('/api/v1/forgot-password', { email: 'nobody@nowhere.example' });
    expect(unknown.body.data.message).toBe(forgot.body.data.message);
    await resetMailsSent();
    const token = decodeURIComponent((await readOutbox()).filter((m) => m.to === email).at(-1)!.text.match(/token=([^&\s]+)/)![1]);
    const body = { token, email, password: 'Brand-new-pass-1', password_confirmation: 'Brand-new-pass-1' };
    expect((await agent.post('/api/v1/reset-password', body)).status).toBe(200);
    expect((await agent.post('/api/v1/reset-password', body)).status).toBe(422);
    await agent.login(email, 'Brand-new-pass-1');
  });

  it('writes the reset e-mail in the recipient\'s language (issue #34)', async () => {
    const { email } = await buildUser(t.orm);
    await t.orm.em.fork().getConnection().execute(`update users set locale = 'da-DK' where email = ?`, [email]);
    await new Agent(t.baseUrl).post('/api/v1/forgot-password', { email });
    await resetMailsSent();
    const mail = (await readOutbox()).filter((m) => m.to === email).at(-1)!;
    expect(mail.subject).toBe('Nulstil din adgangskode');
    expect(mail.text).toMatch(/^Hej .+\n\nÅbn dette link inden for en time/);
    expect(mail.text).toMatch(/#\/reset-password\?token=/);
  });

  it('changes the password at PUT /user/password only with the current one', async () => {
    const { email } = await buildUser(t.orm);
    const agent = new Agent(t.baseUrl);
    await agent.login(email);
    const wrong = await agent.put('/user/password', { current_password: 'nope', password: 'Another-pass-1', password_confirmation: 'Another-pass-1' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.current_password).toBeDefined();
    const mismatch = await agent.put('/user/password', { current_password: PASSWORD, password: 'Another-pass-1', password_confirmation: 'Different-1' });
    expect(mismatch.body.errors.password_confirmation).toEqual(['The password confirmation does not match.']);
    expect((await agent.put('/user/password', { current_password: PASSWORD, password: 'Another-pass-1', password_confirmation: 'Another-pass-1' })).status).toBe(200);
    await new Agent(t.baseUrl).login(email, 'Another-pass-1');
  });
});
