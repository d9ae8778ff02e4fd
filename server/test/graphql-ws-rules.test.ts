/**
 * Issue #27: GraphQL documents cannot stall the server (fragment doubling, token and length caps), and
 * graphql-ws obeys the rules of GraphQL over HTTP (input hygiene, literal checks, formatError, origin),
 * and its sockets end or are re-checked when the access they were opened with ends or changes, on
 * every instance. Each test was written against the attack that worked before the fix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildUser, rawWs, signedInAgent, startSecondInstance, startTestApp, type RawWs, type SecondInstance, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

/** `fragment F0 on Query { __typename } fragment F1 on Query { ...F0 ...F0 } … query { ...Fn }`: 2^n fields in about 40·n bytes. */
function doubling(n: number): string {
  const fragments = ['fragment F0 on Query { __typename }'];
  for (let i = 1; i <= n; i++) fragments.push(`fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }`);
  return `${fragments.join(' ')} query { ...F${n} }`;
}

const until = async (ok: () => boolean, ms = 5000) => {
  for (let waited = 0; waited < ms && !ok(); waited += 25) await new Promise((r) => setTimeout(r, 25));
};

async function socketOf(agent: Agent): Promise<RawWs> {
  return rawWs(t.baseUrl, { cookie: agent.cookieHeader() });
}

const payload = (query: string, variables?: Record<string, unknown>) => JSON.stringify({ query, variables });

describe('#graphql.documents', () => {
  it('refuses 2^40 doubled fragments in well under 100 ms, over HTTP (anonymous and signed in) and graphql-ws, while /healthz answers', async () => {
    const query = doubling(40);
    expect(query.length).toBeLessThan(2000);
    const { agent } = await signedInAgent(t);
    const socket = await socketOf(agent);
    const post = (headers: Record<string, string>) => fetch(`${t.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });
    const xsrf = decodeURIComponent(agent.cookieHeader().match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
    const callers: Array<[string, () => Promise<{ errors?: Array<{ extensions?: Record<string, any> }> }>]> = [
      ['HTTP anonymous', async () => (await post({})).json()],
      ['HTTP signed in', async () => (await post({ cookie: agent.cookieHeader(), 'x-xsrf-token': xsrf })).json()],
      ['graphql-ws', () => socket.run(payload(query))],
    ];
    for (const [name, call] of callers) {
      await call(); // warm (the first request of a kind compiles code paths)
      let best = Infinity;
      for (let i = 0; i < 5; i++) { // the best of five: the shared CI box may be busy with other work
        const started = performance.now();
        const [body, health] = await Promise.all([call(), fetch(`${t.baseUrl}/healthz`)]);
        best = Math.min(best, performance.now() - started);
        expect(health.status, name).toBe(200);
        expect(body.errors?.[0]?.extensions, name).toMatchObject({ code: 'QUERY_TOO_COSTLY', key: 'graphql.tooManyFields' });
      }
      expect(best, name).toBeLessThan(100);
    }
    socket.close();
  });

  it('caps a document at 5,000 tokens and 100,000 characters before it is parsed, over HTTP and graphql-ws', async () => {
    const { agent } = await signedInAgent(t);
    const socket = await socketOf(agent);
    const manyTokens = `{ ${'__typename '.repeat(6000)}}`;
    const http = await agent.gql(manyTokens);
    expect(http.errors![0].message).toMatch(/contains more tha[nt] 5000 tokens/);
    const ws = await socket.run(payload(manyTokens));
    expect(ws.errors![0].message).toMatch(/contains more tha[nt] 5000 tokens/);
    const long = `{ __typename }${' '.repeat(100_001)}`;
    const httpLong = await agent.gql(long);
    expect(httpLong.errors![0].extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', key: 'graphql.documentTooLong' });
    const wsLong = await socket.run(payload(long));
    expect(wsLong.errors![0].extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', key: 'graphql.documentTooLong' });
    socket.close();
  });
});

describe('#graphql-ws.rules', () => {
  const NOTE = 'mutation($id: ID!, $note: String!) { noteCreate(projectId: $id, note: $note) { id note } }';

  async function projectOf(agent: Agent): Promise<string> {
    const c = await agent.post('/api/v1/clients', { name: 'Socket rules client' });
    const p = await agent.post('/api/v1/project-manager/projects/create', { name: 'Socket rules project', client_id: c.body.data.id });
    return String(p.body.data.id);
  }

  it('refuses a NUL, a lone surrogate and a number beyond a double in variables, as HTTP does, and stores nothing', async () => {
    const { agent } = await signedInAgent(t);
    const project = await projectOf(agent);
    const socket = await socketOf(agent);
    for (const note of ['a\u0000b', 'x\uD800']) {
      const r = await socket.run(payload(NOTE, { id: project, note }));
      expect(r.data?.noteCreate ?? null, JSON.stringify(r)).toBeNull();
      expect(r.errors![0].extensions).toMatchObject({ code: 'VALIDATION', status: 422, fieldErrors: { note: [expect.objectContaining({ key: 'validation.badCharacters' })] } });
      expect(JSON.stringify(r)).not.toMatch(/insert into|project_notes|stack/i);
    }
    const huge = await socket.run(`{"query":${JSON.stringify('mutation($id: ID!, $x: Float) { noteCreate(projectId: $id, note: "n") { id } }')},"variables":{"id":"${project}","x":1e400}}`);
    expect(huge.errors![0].extensions).toMatchObject({ code: 'VALIDATION', fieldErrors: { x: [expect.objectContaining({ key: 'validation.numberOutOfRange' })] } });
    const notes = await agent.gql('query($id: ID!) { projectNotes(projectId: $id) { note } }', { id: project });
    expect(notes.errors).toBeUndefined();
    expect(notes.data.projectNotes).toEqual([]);
    socket.close();
  });

  it('checks literals in the query text as HTTP does (NUL in a string literal)', async () => {
    const { agent } = await signedInAgent(t);
    const project = await projectOf(agent);
    const socket = await socketOf(agent);
    const r = await socket.run(payload(`mutation { noteCreate(projectId: "${project}", note: "a\\u0000b") { id } }`));
    expect(r.errors![0].extensions).toMatchObject({ code: 'VALIDATION', status: 422 });
    socket.close();
  });

  it('formats errors as HTTP does: the one code list, the status, no stack', async () => {
    const { agent } = await signedInAgent(t);
    const socket = await socketOf(agent);
    const r = await socket.run(payload('query($id: ID!) { client(id: $id) { id } }', { id: '987654321' }));
    expect(r.errors![0].extensions).toEqual(expect.objectContaining({ code: 'NOT_FOUND', status: 404 }));
    expect(r.errors![0].extensions).not.toHaveProperty('stacktrace');
    const http = await agent.gql('query($id: ID!) { client(id: $id) { id } }', { id: '987654321' });
    expect(r.errors![0]).toEqual(http.errors![0]);
    socket.close();
  });

  it('refuses a cookie socket with an unparsable Origin as a foreign origin (4403), not with 4500', async () => {
    const { agent } = await signedInAgent(t);
    for (const origin of ['http://[bad', 'http://evil.example']) {
      const socket = await rawWs(t.baseUrl, { cookie: agent.cookieHeader(), origin });
      await until(() => socket.closed() !== null);
      expect(socket.closed(), origin).toBe(4403);
    }
    const own = await rawWs(t.baseUrl, { cookie: agent.cookieHeader(), origin: t.baseUrl });
    expect((await own.run(payload('{ me { id } }'))).data?.me?.id).toBeTruthy();
    own.close();
  });
});

describe('#graphql-ws.revocation', () => {
  let b: SecondInstance;
  beforeAll(async () => {
    b = await startSecondInstance();
  });
  afterAll(async () => b?.stop());

  it('ends a socket opened with an API token when the token is revoked on another instance', async () => {
    const admin = await signedInAgent(t);
    const created = await admin.agent.post('/api/v3/partner/api-token', { token_name: 'socket' });
    expect(created.status).toBe(201);
    const plain = created.body.data.plainTextToken as string;
    const id = created.body.data.accessToken.id as number;
    const socket = await rawWs(t.baseUrl, { authorization: `Bearer ${plain}` });
    expect((await socket.run(payload('{ me { id } }'))).data?.me?.id).toBe(String(admin.user.id));
    // Instance B revokes it: A hears of it through PostgreSQL.
    const onB = new Agent(b.url);
    await onB.login(admin.email);
    expect((await onB.delete(`/api/v3/partner/api-token/${id}`)).status).toBe(200);
    expect((await new Agent(t.baseUrl, plain).get('/api/v1/user-with-roles')).status).toBe(401);
    await until(() => socket.closed() !== null);
    expect(socket.closed()).toBe(4401);
  });

  it('refuses the next operation of a socket whose token was revoked, even when no event reached it', async () => {
    const admin = await signedInAgent(t);
    const created = await admin.agent.post('/api/v3/partner/api-token', { token_name: 'socket 2' });
    const plain = created.body.data.plainTextToken as string;
    const socket = await rawWs(t.baseUrl, { authorization: `Bearer ${plain}` });
    expect((await socket.run(payload('{ me { id } }'))).data?.me?.id).toBeTruthy();
    // Removed behind the app's back (an operator, or an instance whose event was lost).
    await t.orm.em.fork().getConnection().execute('delete from api_tokens where id = ?', [created.body.data.accessToken.id]);
    const r = await socket.run(payload('mutation { noteCreate(projectId: "1", note: "after revoke") { id } }'));
    expect(r.data?.noteCreate ?? null).toBeNull();
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await until(() => socket.closed() !== null);
    expect(socket.closed()).toBe(4401);
  });

  it('closes the sockets of a deleted user, and refuses the operations of a deactivated one', async () => {
    const admin = await signedInAgent(t);
    const doomed = await buildUser(t.orm, { partner: admin.partner, roles: ['partner_user'] });
    const doomedAgent = new Agent(t.baseUrl);
    await doomedAgent.login(doomed.email);
    const socket = await socketOf(doomedAgent);
    expect((await socket.run(payload('{ me { id } }'))).data?.me?.id).toBeTruthy();
    expect((await admin.agent.delete(`/api/v1/partner/admin/users/${doomed.user.id}?transfer_to=${admin.user.id}`)).status).toBe(200);
    await until(() => socket.closed() !== null);
    expect(socket.closed()).toBe(4401);

    const paused = await buildUser(t.orm, { partner: admin.partner, roles: ['partner_user'] });
    const pausedAgent = new Agent(t.baseUrl);
    await pausedAgent.login(paused.email);
    const pausedSocket = await socketOf(pausedAgent);
    expect((await pausedSocket.run(payload('{ me { id } }'))).data?.me?.id).toBeTruthy();
    await t.orm.em.fork().getConnection().execute('update users set deactivated_at = now() where id = ?', [paused.user.id]);
    const r = await pausedSocket.run(payload('{ me { id } }'));
    expect(r.data?.me ?? null).toBeNull();
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await until(() => pausedSocket.closed() !== null);
    expect(pausedSocket.closed()).toBe(4401);
  });

  it('re-checks the sockets of a user whose seat or partner-admin role is removed (on another instance): they reconnect with their new rights', async () => {
    const admin = await signedInAgent(t);
    const colleague = await buildUser(t.orm, { partner: admin.partner, roles: ['partner_admin'] });
    const colleagueAgent = new Agent(t.baseUrl);
    await colleagueAgent.login(colleague.email);
    const onB = new Agent(b.url);
    await onB.login(admin.email);

    const roleSocket = await socketOf(colleagueAgent);
    expect((await roleSocket.run(payload('{ me { id } }'))).data?.me?.id).toBeTruthy();
    expect((await onB.delete(`/api/v1/partner/admin/users/${colleague.user.id}/roles/partner-admin`)).status).toBe(200);
    await until(() => roleSocket.closed() !== null);
    expect(roleSocket.closed()).toBe(4000);

    const seatSocket = await socketOf(colleagueAgent);
    expect((await seatSocket.run(payload('{ me { id } }'))).data?.me?.id).toBeTruthy();
    const sub = await t.orm.em.fork().getConnection().execute<Array<{ id: number }>>('select id from subscriptions where partner_id = ? order by id desc limit 1', [admin.partner.id]);
    expect((await onB.request('PATCH', `/api/v1/partner/admin/subscription/${sub[0].id}/release/${colleague.user.id}`)).status).toBe(200);
    await until(() => seatSocket.closed() !== null);
    expect(seatSocket.closed()).toBe(4000);

    // Still signed in: a new socket works, with the rights the user has now.
    const again = await socketOf(colleagueAgent);
    expect((await again.run(payload('{ me { id } }'))).data?.me?.id).toBe(String(colleague.user.id));
    again.close();
  });
});
