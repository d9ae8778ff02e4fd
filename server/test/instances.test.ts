/**
 * Several app instances on one PostgreSQL: instance A runs in this process, instance B in a child
 * process of its own (so no in-process bus can be shared). Live events made through one instance reach
 * graphql-ws clients of the other through PostgreSQL LISTEN/NOTIFY, filtered per user and tenant.
 */
import { type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pubSub, Topic } from '../src/platform/realtime/pubsub';
import { Agent, buildUser, startSecondInstance, startTestApp, type SecondInstance, type TestApp, wsClient } from './helpers';

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

const PROJECT_UPDATED = 'subscription { projectUpdated { projectId action byUserId } }';

describe('#instances', () => {
  it('delivers a project update written through instance B to a graphql-ws client of instance A, and not to another tenant', async () => {
    const owner = await buildUser(a.orm);
    const colleague = await buildUser(a.orm, { partner: owner.partner, roles: ['partner_user'], isCollaborator: true });
    const outsider = await buildUser(a.orm);
    // The owner works on B; the colleague and the other tenant's user are connected to A.
    const ownerOnB = new Agent(bUrl);
    await ownerOnB.login(owner.email);
    const colleagueOnA = new Agent(a.baseUrl);
    await colleagueOnA.login(colleague.email);
    const outsiderOnA = new Agent(a.baseUrl);
    await outsiderOnA.login(outsider.email);

    const col = listen(a.baseUrl, colleagueOnA, PROJECT_UPDATED, 'projectUpdated');
    const out = listen(a.baseUrl, outsiderOnA, PROJECT_UPDATED, 'projectUpdated');
    await Promise.all([col.ready, out.ready]);
    await new Promise((r) => setTimeout(r, 200));

    const c = await ownerOnB.post('/api/v1/clients', { name: 'Two-instance client' });
    expect(c.status).toBe(201);
    const p = await ownerOnB.post('/api/v1/project-manager/projects/create', { name: 'Two-instance project', client_id: c.body.data.id });
    const projectId = String(p.body.data.id);
    await ownerOnB.put(`/api/v1/project-manager/projects/${projectId}`, { name: 'Two-instance project 2' });

    await waitFor(() => col.events.length >= 2);
    expect(col.events.map((e) => e.action)).toEqual(['created', 'updated']);
    expect(col.events[0]).toMatchObject({ projectId, byUserId: String(owner.user.id) });
    // Give a wrongly routed event the same time to arrive: the other tenant gets nothing.
    await new Promise((r) => setTimeout(r, 300));
    expect(out.events).toEqual([]);
    await col.client.dispose();
    await out.client.dispose();
  });

  it('carries an event larger than a NOTIFY payload (8000 bytes) from A to a client of B in chunks', async () => {
    const reader = await buildUser(a.orm);
    const readerOnB = new Agent(bUrl);
    await readerOnB.login(reader.email);
    const l = listen(bUrl, readerOnB, PROJECT_UPDATED, 'projectUpdated');
    await l.ready;
    await new Promise((r) => setTimeout(r, 200));
    // A share list of 5000 users (~30 kB of JSON); the reader sees the event through the share only.
    const subscriberIds = [...Array.from({ length: 5000 }, (_, i) => 10_000_000 + i), reader.user.id];
    expect(JSON.stringify(subscriberIds).length).toBeGreaterThan(8000);
    expect(pubSub.listening).toBe(true);
    pubSub.publish(Topic.ProjectUpdated, { projectId: 987654, partnerId: -1, ownerId: -1, subscriberIds, action: 'shared', byUserId: 1 });
    await waitFor(() => l.events.length >= 1);
    expect(l.events).toEqual([{ projectId: '987654', action: 'shared', byUserId: '1' }]);
    await l.client.dispose();
  });
});
