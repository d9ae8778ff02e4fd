import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, signedInAgent, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

describe('#users.settings REST', () => {
  it('reads the defaults, saves the given preferences only, and keeps them per user', async () => {
    const a = await signedInAgent(t);
    const b = await signedInAgent(t, { partner: a.partner });
    expect((await a.agent.get('/api/v1/user/settings')).body).toEqual({
      data: { language: 'en-GB', notify_new_requests: true, notify_request_responses: true, notify_project_shares: true },
    });
    const put = await a.agent.put('/api/v1/user/settings', { notify_new_requests: false });
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual({ language: 'en-GB', notify_new_requests: false, notify_request_responses: true, notify_project_shares: true });
    await a.agent.put('/api/v1/user/settings/language', { language: 'da-DK' });
    await a.agent.put('/api/v1/user/settings', { notify_project_shares: false });
    expect((await a.agent.get('/api/v1/user/settings')).body.data).toEqual({ language: 'da-DK', notify_new_requests: false, notify_request_responses: true, notify_project_shares: false });
    // A colleague's settings are untouched.
    expect((await b.agent.get('/api/v1/user/settings')).body.data.notify_new_requests).toBe(true);
  });

  it('answers 422 for a non-boolean preference and 401 without a session', async () => {
    const { agent } = await signedInAgent(t);
    const bad = await agent.put('/api/v1/user/settings', { notify_request_responses: 'yes' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['notify_request_responses']);
    expect((await agent.get('/api/v1/user/settings')).body.data.notify_request_responses).toBe(true);
    expect((await new Agent(t.baseUrl).get('/api/v1/user/settings')).status).toBe(401);
    expect((await new Agent(t.baseUrl).put('/api/v1/user/settings', { notify_new_requests: false })).status).toBe(401);
  });
});

describe('#users.settings GraphQL', () => {
  it('reads and updates the caller\'s settings', async () => {
    const { agent } = await signedInAgent(t);
    const r = await agent.gql('mutation($i: UserSettingsInput!) { userSettingsUpdate(input: $i) { language notifyNewRequests notifyRequestResponses notifyProjectShares } }', { i: { notifyRequestResponses: false } });
    expect(r.data.userSettingsUpdate).toEqual({ language: 'en-GB', notifyNewRequests: true, notifyRequestResponses: false, notifyProjectShares: true });
    expect((await agent.gql('{ mySettings { notifyRequestResponses } }')).data.mySettings.notifyRequestResponses).toBe(false);
    expect((await new Agent(t.baseUrl).gql('{ mySettings { language } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
