import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Profile } from '../src/features/users';
import { Agent, signedInAgent, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

/** A signed-in user whose profile row is removed: the state of a newly registered user. */
async function agentWithoutProfile() {
  const built = await signedInAgent(t);
  await t.orm.em.fork().nativeDelete(Profile, { user: built.user.id });
  return built;
}

describe('#users.profile REST', () => {
  it('reports a missing profile, creates it with POST, reads it and updates it with PUT', async () => {
    const { agent } = await agentWithoutProfile();
    expect((await agent.get('/api/v1/user/profile/check')).body).toEqual({ data: { exists: false } });
    expect((await agent.get('/api/v1/user/profile')).body).toEqual({ data: null });

    const created = await agent.post('/api/v1/user/profile', { firstname: ' Mette ', lastname: 'Hansen', title: 'CTO', phone: '+45 12 34 56 78' });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({ firstname: 'Mette', lastname: 'Hansen', title: 'CTO', phone: '+45 12 34 56 78' });
    expect((await agent.get('/api/v1/user/profile/check')).body.data.exists).toBe(true);

    const updated = await agent.put('/api/v1/user/profile', { firstname: 'Mette', lastname: 'Jensen', title: '', phone: null });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toEqual({ firstname: 'Mette', lastname: 'Jensen', title: null, phone: null });
    expect((await agent.get('/api/v1/user/profile')).body.data.lastname).toBe('Jensen');
    // Still one row: POST on an existing profile replaces its fields.
    const again = await agent.post('/api/v1/user/profile', { firstname: 'M', lastname: 'J' });
    expect(again.status).toBe(201);
    const rows = await t.orm.em.fork().count(Profile, { user: { email: (await agent.get('/api/v1/user-with-roles')).body.data.email } });
    expect(rows).toBe(1);
  });

  it('answers 422 with the exact field errors', async () => {
    const { agent } = await agentWithoutProfile();
    const empty = await agent.post('/api/v1/user/profile', {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors.firstname).toContain('The firstname field is required.');
    expect(empty.body.errors.lastname).toContain('The lastname field is required.');
    const phone = await agent.put('/api/v1/user/profile', { firstname: 'A', lastname: 'B', phone: 'call me' });
    expect(phone.status).toBe(422);
    expect(phone.body.errors.phone).toEqual(['The phone number may only hold digits, spaces, +, -, ( and ).']);
    const long = await agent.put('/api/v1/user/profile', { firstname: 'x'.repeat(81), lastname: 'B' });
    expect(long.status).toBe(422);
    expect((await agent.get('/api/v1/user/profile/check')).body.data.exists).toBe(false);
  });

  it('refuses anonymous callers and only ever touches the caller\'s own profile', async () => {
    const anon = new Agent(t.baseUrl);
    for (const [m, u] of [['GET', '/api/v1/user/profile'], ['GET', '/api/v1/user/profile/check'], ['POST', '/api/v1/user/profile'], ['PUT', '/api/v1/user/profile']] as const) {
      expect((await anon.request(m, u, m === 'GET' ? undefined : { firstname: 'A', lastname: 'B' })).status).toBe(401);
    }
    const a = await signedInAgent(t);
    const b = await signedInAgent(t, { partner: a.partner });
    await b.agent.put('/api/v1/user/profile', { firstname: 'Bo', lastname: 'Other' });
    expect((await a.agent.get('/api/v1/user/profile')).body.data).toEqual({ firstname: 'Test', lastname: 'User', title: null, phone: null });
    expect((await b.agent.get('/api/v1/user/profile')).body.data.firstname).toBe('Bo');
  });
});

describe('#users.profile GraphQL', () => {
  it('reads, checks and saves the caller\'s profile, with field errors', async () => {
    const { agent } = await agentWithoutProfile();
    const before = await agent.gql('{ myProfile { firstname } myProfileExists me { profile { firstname } } }');
    expect(before.data).toEqual({ myProfile: null, myProfileExists: false, me: { profile: null } });
    const bad = await agent.gql('mutation($i: ProfileInput!) { profileSave(input: $i) { firstname } }', { i: { firstname: '', lastname: 'L' } });
    expect(bad.errors?.[0].extensions?.code).toBe('VALIDATION');
    const ok = await agent.gql('mutation($i: ProfileInput!) { profileSave(input: $i) { firstname lastname title phone } }', { i: { firstname: 'Ida', lastname: 'Lund', title: 'Buyer', phone: '12345678' } });
    expect(ok.data.profileSave).toEqual({ firstname: 'Ida', lastname: 'Lund', title: 'Buyer', phone: '12345678' });
    expect((await agent.gql('{ myProfileExists me { profile { lastname } } }')).data).toEqual({ myProfileExists: true, me: { profile: { lastname: 'Lund' } } });
    expect((await new Agent(t.baseUrl).gql('{ myProfile { firstname } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe("#users buyers' welcome once per account (issue #47, point 11)", () => {
  it('is not dismissed for a new user; buyerWelcomeDismiss marks the account, read from a second session too', async () => {
    const { agent, email } = await signedInAgent(t);
    expect((await agent.gql('{ me { buyerWelcomeDismissed } }')).data).toEqual({ me: { buyerWelcomeDismissed: false } });
    expect((await agent.get('/api/v1/user-with-roles')).body.data.buyer_welcome_dismissed).toBe(false);
    const dismissed = await agent.gql('mutation { buyerWelcomeDismiss }');
    expect(dismissed.errors).toBeUndefined();
    expect(dismissed.data).toEqual({ buyerWelcomeDismiss: true });
    // Another browser: a fresh session of the same account.
    const other = new Agent(t.baseUrl);
    await other.login(email);
    expect((await other.gql('{ me { buyerWelcomeDismissed } }')).data).toEqual({ me: { buyerWelcomeDismissed: true } });
    // Anonymous callers may not.
    expect((await new Agent(t.baseUrl).gql('mutation { buyerWelcomeDismiss }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
