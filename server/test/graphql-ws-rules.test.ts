/**
 * Issue #27: GraphQL documents cannot stall the server (fragment doubling, token and length caps), and
 * graphql-ws obeys the rules of GraphQL over HTTP (input hygiene, literal checks, formatError, origin),
 * and its sockets end or are re-checked when the access they were opened with ends or changes, on
 * every instance. Each test was written against the attack that worked before the fix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { guardDocument, MAX_TOKENS } from '../src/platform/graphql/document-guard';
import { setConfig } from '../src/platform/config';
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
        // 41 fragment definitions: refused by their number before anything is counted (document-guard.ts).
        expect(body.errors?.[0]?.extensions, name).toMatchObject({ code: 'QUERY_TOO_COSTLY', key: 'graphql.tooManyFragments' });
      }
      expect(best, name).toBeLessThan(100);
    }
    socket.close();
  });

  it('caps a document at 2,000 tokens and 100,000 characters before it is parsed, over HTTP and graphql-ws', async () => {
    const { agent } = await signedInAgent(t);
    const socket = await socketOf(agent);
    const manyTokens = `{ ${'__typename '.repeat(MAX_TOKENS + 1)}}`;
    const http = await agent.gql(manyTokens);
    expect(http.errors![0].extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', key: 'graphql.tooManyTokens', params: { limit: MAX_TOKENS } });
    const ws = await socket.run(payload(manyTokens));
    expect(ws.errors![0]).toEqual(http.errors![0]);
    const long = `{ __typename }${' '.repeat(100_001)}`;
    const httpLong = await agent.gql(long);
    expect(httpLong.errors![0].extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', key: 'graphql.documentTooLong' });
    const wsLong = await socket.run(payload(long));
    expect(wsLong.errors![0].extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', key: 'graphql.documentTooLong' });
    socket.close();
  });
});

/**
 * Issue #45, point 1: documents that graphql-js's overlap rule pays for quadratically (1,249 ×
 * `me{id}` took 0.08–0.73 s each, anonymous) are refused before validation and before sign-in.
 */
describe('#graphql.validation-cost', () => {
  const ATTACKS: Record<string, string> = {
    'me{id} × 1,249': `{ ${'me{id} '.repeat(1249)} }`,
    'me{partner{id}} × 714': `{ ${'me{partner{id}} '.repeat(714)} }`,
    'me{id} me{email} alternating': `{ ${Array.from({ length: 1000 }, (_, i) => (i % 2 ? 'me{id}' : 'me{email}')).join(' ')} }`,
    'me{id} × 300 under the token cap': `{ ${'me{id} '.repeat(300)} }`,
    'me{id} through 20 fragments': `query { ${Array.from({ length: 20 }, (_, i) => `...F${i}`).join(' ')} } ${Array.from({ length: 20 }, (_, i) => `fragment F${i} on Query { me { id } }`).join(' ')}`,
  };

  it('costs the guard well under 10 ms of server time for each attack, and never reaches validation', () => {
    for (const [name, query] of Object.entries(ATTACKS)) {
      guardDocument(query, t.config.graphqlMaxAliases); // warm
      let best = Infinity;
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        const { error } = guardDocument(query, t.config.graphqlMaxAliases);
        best = Math.min(best, performance.now() - started);
        expect(error?.extensions.code, name).toBe('QUERY_TOO_COSTLY');
      }
      expect(best, name).toBeLessThan(10);
    }
  });

  it('refuses 16 at once, anonymous and signed in, over HTTP and graphql-ws, while /healthz keeps answering (p99 ≤ 100 ms)', async () => {
    const { agent } = await signedInAgent(t);
    const xsrf = decodeURIComponent(agent.cookieHeader().match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
    const sockets = await Promise.all(Array.from({ length: 4 }, () => socketOf(agent)));
    const post = (query: string, headers: Record<string, string>) =>
      fetch(`${t.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) }).then(async (r) => ({ status: r.status, ...((await r.json()) as { errors?: Array<{ extensions?: Record<string, any> }> }) }));
    const health: number[] = [];
    let stop = false;
    const probe = (async () => {
      while (!stop) {
        const started = performance.now();
        const r = await fetch(`${t.baseUrl}/healthz`);
        health.push(performance.now() - started);
        expect(r.status).toBe(200);
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    for (const [name, query] of Object.entries(ATTACKS)) {
      const calls = Array.from({ length: 16 }, (_, i) => {
        if (i % 4 === 0) return post(query, {});
        if (i % 4 === 1) return post(query, { cookie: agent.cookieHeader(), 'x-xsrf-token': xsrf });
        return sockets[i % 4].run(payload(query)).then((r) => ({ status: 400, errors: r.errors }));
      });
      for (const r of await Promise.all(calls)) {
        expect(r.status, name).toBe(400);
        expect(r.errors?.[0]?.extensions?.code, name).toBe('QUERY_TOO_COSTLY');
      }
    }
    stop = true;
    await probe;
    health.sort((a, b) => a - b);
    expect(health.length).toBeGreaterThan(3);
    expect(health[Math.floor(health.length * 0.99)] ?? health[health.length - 1]).toBeLessThanOrEqual(100);
    for (const s of sockets) s.close();
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

  it('refuses a cookie socket with an unparsable or foreign Origin in the upgrade (403), before any frame', async () => {
    const { agent } = await signedInAgent(t);
    for (const origin of ['http://[bad', 'http://evil.example']) {
      const socket = await rawWs(t.baseUrl, { cookie: agent.cookieHeader(), origin });
      await until(() => socket.closed() !== null);
      expect(socket.refusedWith, origin).toBe(403);
    }
    const own = await rawWs(t.baseUrl, { cookie: agent.cookieHeader(), origin: t.baseUrl });
    expect((await own.run(payload('{ me { id } }'))).data?.me?.id).toBeTruthy();
    own.close();
  });

  it('answers parse and validation errors with the codes and texts of HTTP, and a deep literal without an engine message (issue #45, point 8)', async () => {
    const { agent } = await signedInAgent(t);
    const socket = await socketOf(agent);
    const cases: Array<[string, string]> = [
      ['{ me { id }', 'GRAPHQL_PARSE_FAILED'],
      ['{ me { nope } }', 'GRAPHQL_VALIDATION_FAILED'],
      [`query { productSearch(search: ${'['.repeat(2400)}"x"${']'.repeat(2400)}) { id } }`, 'QUERY_TOO_DEEP'],
    ];
    for (const [query, code] of cases) {
      const http = await agent.gql(query);
      const ws = await socket.run(payload(query));
      expect(http.errors![0].extensions?.code, query.slice(0, 30)).toBe(code);
      expect(ws.errors![0], query.slice(0, 30)).toEqual(http.errors![0]);
      expect(JSON.stringify(ws), query.slice(0, 30)).not.toMatch(/Maximum call stack|stacktrace/);
    }
    socket.close();
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

/** Issue #45, point 2: frames are bounded, and a caller is signed in before any frame is read. */
describe('#graphql-ws.boundaries', () => {
  it('refuses an anonymous upgrade (401) and a stale cookie before any frame is read', async () => {
    const anonymous = await rawWs(t.baseUrl);
    expect(anonymous.refusedWith).toBe(401);
    const stale = await rawWs(t.baseUrl, { cookie: 'gia_session=not-a-session' });
    expect(stale.refusedWith).toBe(401);
    const badToken = await rawWs(t.baseUrl, { authorization: 'Bearer 1|nope' });
    expect(badToken.refusedWith).toBe(401);
  });

  it('refuses an anonymous upgrade that streams a large frame behind its headers, without reading it', async () => {
    const net = await import('node:net');
    const { port } = new URL(t.baseUrl);
    const reply = await new Promise<string>((resolve) => {
      const sock = net.connect(Number(port), '127.0.0.1', () => {
        sock.write(`GET /graphql HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: graphql-transport-ws\r\n\r\n`);
        // The first bytes of a 94 MB text frame (as the probe sent): the server must not wait for them.
        sock.write(Buffer.concat([Buffer.from([0x81, 0xff]), Buffer.alloc(8), Buffer.alloc(64 * 1024, 0x61)]));
      });
      let text = '';
      sock.on('data', (d) => (text += d.toString()));
      sock.on('close', () => resolve(text));
      sock.on('error', () => resolve(text));
    });
    expect(reply).toMatch(/^HTTP\/1\.1 401/);
  });

  it('closes a socket that sends a frame over 2 MB with 1009, and memory stays within 50 MB of idle', async () => {
    const { agent } = await signedInAgent(t);
    global.gc?.();
    const idle = process.memoryUsage().rss;
    const big = `{"id":"1","type":"subscribe","payload":{"query":"{ me { id } }","variables":{"x":"${'a'.repeat(3 * 1024 * 1024)}"}}}`;
    const codes = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const socket = await socketOf(agent);
        const ws = await new Promise<number>((resolve) => {
          const raw = new WebSocket(t.baseUrl.replace('http', 'ws') + '/graphql', 'graphql-transport-ws', { headers: { cookie: agent.cookieHeader() } });
          raw.on('open', () => raw.send(big));
          raw.on('close', (code) => resolve(code));
          raw.on('error', () => undefined);
        });
        socket.close();
        return ws;
      }),
    );
    expect(codes).toEqual(Array(8).fill(1009));
    global.gc?.();
    expect(process.memoryUsage().rss - idle).toBeLessThan(50 * 1024 * 1024);
  });

  it('takes a token from the upgrade, refuses a different token in the connection parameters, and bounds sockets per user', async () => {
    const limited = await startTestApp({ wsMaxSocketsPerUser: 2 });
    try {
      const { agent } = await signedInAgent(limited);
      const token = await agent.post('/api/v3/partner/api-token', { token_name: 'ws boundary' });
      const bearer = `Bearer ${token.body.data.plainTextToken as string}`;
      const first = await rawWs(limited.baseUrl, { authorization: bearer });
      expect((await first.run(payload('{ me { id } }'))).data?.me?.id).toBeTruthy();
      // The upgrade signs in with one token, connection_init names another: refused (4403).
      const mismatch = await rawWs(limited.baseUrl, { headers: { authorization: bearer }, authorization: 'Bearer 1|another' });
      await until(() => mismatch.closed() !== null);
      expect(mismatch.closed()).toBe(4403);
      const second = await rawWs(limited.baseUrl, { cookie: agent.cookieHeader() });
      expect((await second.run(payload('{ me { id } }'))).data?.me?.id).toBeTruthy();
      const third = await rawWs(limited.baseUrl, { cookie: agent.cookieHeader() });
      expect(third.refusedWith).toBe(429);
      for (const s of [first, mismatch, second, third]) s.close();
    } finally {
      await limited.close();
      setConfig(t.config);
    }
  });
});
