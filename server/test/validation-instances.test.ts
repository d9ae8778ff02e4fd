/**
 * Validation events across app instances on one PostgreSQL (spec/platform-and-shell.md §4 Real-time):
 * instance A runs in this process, instance B in a child process. A seller starts validation through
 * B; the super admin's graphql-ws client on A receives ValidationStatusInitialize and the
 * AdminNotification; the super admin accepts the item through B; the seller's client on A receives
 * ValidationStatusUpdated on their private channel and a project update. Nobody else does: not a
 * colleague of the seller who is not concerned, not another tenant, not a user who is no super admin.
 */
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Agent, buildUser, startSecondInstance, startTestApp, type SecondInstance, type TestApp, wsClient } from './helpers';
import { api, datacentreProject, newProduct } from './solutions-fixtures';

let a: TestApp;
let b: SecondInstance;
let bUrl: string;

beforeAll(async () => {
  a = await startTestApp();
  b = await startSecondInstance();
  bUrl = b.url;
}, 60_000);

afterAll(async () => {
  await b?.stop();
  await a?.close();
}, 30_000);

interface Listener {
  events: any[];
  ready: Promise<void>;
  client: Client;
}

/** A graphql-ws client of `baseUrl` signed in with the agent's session cookie. */
function listen(baseUrl: string, agent: Agent, query: string, field: string): Listener {
  const events: any[] = [];
  const client = wsClient(baseUrl, agent);
  const ready = new Promise<void>((resolve) => client.on('connected', () => resolve()));
  client.subscribe({ query }, { next: (v) => events.push((v.data as any)[field]), error: () => undefined, complete: () => undefined });
  return { events, ready, client };
}

const waitFor = async (cond: () => boolean, ms = 5000) => {
  for (const end = Date.now() + ms; !cond() && Date.now() < end; ) await new Promise((r) => setTimeout(r, 50));
};

const UPDATED = 'subscription { validationStatusUpdated { kind entryId projectId name status validated total } }';
const INITIALIZE = 'subscription { validationStatusInitialize { projectId projectName partnerName queued } }';
const NOTICE = 'subscription { adminNotification { message category } }';
const PROJECT_UPDATED = 'subscription { projectUpdated { projectId action } }';

async function signIn(baseUrl: string, email: string): Promise<Agent> {
  const agent = new Agent(baseUrl);
  await agent.login(email);
  return agent;
}

describe('#validation-instances', () => {
  it('carries validation events between instances to the super admin and the requesting user only', async () => {
    const seller = await buildUser(a.orm);
    const colleague = await buildUser(a.orm, { partner: seller.partner, roles: ['partner_user'] });
    const outsider = await buildUser(a.orm);
    const admin = await buildUser(a.orm, { roles: ['super_admin', 'partner_admin'] });

    const sellerOnB = await signIn(bUrl, seller.email);
    const adminOnB = await signIn(bUrl, admin.email);
    const sellerOnA = await signIn(a.baseUrl, seller.email);
    const colleagueOnA = await signIn(a.baseUrl, colleague.email);
    const outsiderOnA = await signIn(a.baseUrl, outsider.email);
    const adminOnA = await signIn(a.baseUrl, admin.email);

    const { project, solution } = await datacentreProject(sellerOnB);
    await newProduct(sellerOnB, { model: 'Instance box', solutionId: solution.id });

    const mine = listen(a.baseUrl, sellerOnA, UPDATED, 'validationStatusUpdated');
    const live = listen(a.baseUrl, sellerOnA, PROJECT_UPDATED, 'projectUpdated');
    const colleagues = listen(a.baseUrl, colleagueOnA, UPDATED, 'validationStatusUpdated');
    const others = listen(a.baseUrl, outsiderOnA, UPDATED, 'validationStatusUpdated');
    const adminInit = listen(a.baseUrl, adminOnA, INITIALIZE, 'validationStatusInitialize');
    const adminNotice = listen(a.baseUrl, adminOnA, NOTICE, 'adminNotification');
    const sellerInit = listen(a.baseUrl, sellerOnA, INITIALIZE, 'validationStatusInitialize');
    const sellerNotice = listen(a.baseUrl, sellerOnA, NOTICE, 'adminNotification');
    const all = [mine, live, colleagues, others, adminInit, adminNotice, sellerInit, sellerNotice];
    await Promise.all(all.map((l) => l.ready));
    await new Promise((r) => setTimeout(r, 200));

    // Start validation through B: the super admin's clients on A hear it.
    expect((await sellerOnB.post(api(`/projects/${project.id}/start-validation`))).status).toBe(202);
    await waitFor(() => adminInit.events.length >= 1 && adminNotice.events.length >= 1);
    expect(adminInit.events[0]).toMatchObject({ projectId: String(project.id), partnerName: seller.partner.name, queued: 1 });
    expect(adminNotice.events[0]).toMatchObject({ category: 'validation' });

    // The super admin accepts through B: the seller's client on A hears it on user.{id}.
    const queue = await adminOnB.gql('query { validationQueue { kind id projectId } }');
    const entry = queue.data.validationQueue.find((e: any) => e.projectId === String(project.id));
    expect((await adminOnB.gql('mutation($input: ValidationEntryInput!) { validationEntryAccept(input: $input) }', { input: { kind: entry.kind, id: entry.id } })).data.validationEntryAccept).toBe(true);
    await waitFor(() => mine.events.length >= 1 && live.events.some((e) => e.action === 'validation'));
    expect(mine.events[0]).toMatchObject({ kind: 'product', projectId: String(project.id), status: 'accepted', validated: 1, total: 1 });
    expect(live.events.filter((e) => e.action === 'validation')).toEqual([{ projectId: String(project.id), action: 'validation' }]);

    // Give wrongly routed events the same time to arrive: nobody else hears anything.
    await new Promise((r) => setTimeout(r, 400));
    expect(colleagues.events).toEqual([]);
    expect(others.events).toEqual([]);
    expect(sellerInit.events).toEqual([]);
    expect(sellerNotice.events).toEqual([]);
    await Promise.all(all.map((l) => l.client.dispose()));
  });

  it('refuses a subscription socket without a session', async () => {
    const client = createClient({ url: a.baseUrl.replace('http', 'ws') + '/graphql', retryAttempts: 0, webSocketImpl: WebSocket });
    const closed = await new Promise<unknown>((resolve) => {
      client.on('closed', (e) => resolve(e));
      client.subscribe({ query: NOTICE }, { next: () => resolve('event'), error: (e) => resolve(e), complete: () => resolve('complete') });
    });
    expect(closed).not.toBe('event');
    // Refused in the HTTP upgrade (401, issue #45): the socket never opens, so the client sees 1006.
    expect((closed as { code?: number }).code).toBe(1006);
    await client.dispose();
  });
});
