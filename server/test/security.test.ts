/**
 * Issue #19 (security): each test here was written against the attack that worked before the fix.
 */
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgotLimiterByEmail, forgotLimiterByIp, resetMailsSent } from '../src/features/auth/auth.service';
import { readOutbox } from '../src/platform/mail/mailer';
import { pngBomb, pngWithText, realJpeg, tinyPng } from './image-samples';
import { setConfig } from '../src/platform/config';
import { startEmbeddedPostgres } from '../src/platform/db/embedded-postgres';
import { initOrm } from '../src/app/orm';
import { createApp } from '../src/app/server';
import { promises as fs } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Agent, buildClient, buildUser, PASSWORD, signedInAgent, startTestApp, type TestApp, wsClient } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

/** Runs one operation over graphql-ws with the agent's session cookie; resolves with its result or errors. */
async function overSocket(agent: Agent, query: string, variables?: Record<string, unknown>): Promise<{ data?: any; errors?: any[] }> {
  const client = wsClient(t.baseUrl, agent);
  try {
    return await new Promise((resolve) => {
      let last: { data?: any; errors?: any[] } = {};
      client.subscribe({ query, variables }, {
        next: (v) => (last = v as typeof last),
        error: (e) => resolve({ errors: Array.isArray(e) ? e : [e] }),
        complete: () => resolve(last),
      });
    });
  } finally {
    await client.dispose();
  }
}

describe('#security.graphqlLimits', () => {
  it('refuses introspection to anonymous callers, before any of it runs (300 __schema aliases, then 20)', async () => {
    // 300 aliases are refused by the document guard before sign-in (2,000 tokens, document-guard.ts).
    const many = `{ ${Array.from({ length: 300 }, (_, i) => `s${i}: __schema { types { name fields { name } } }`).join(' ')} }`;
    const refused = await (await fetch(`${t.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: many }) })).json();
    expect(refused.errors[0].extensions.code).toBe('QUERY_TOO_COSTLY');
    // 20, within the guard's bounds: refused as introspection by an anonymous caller.
    const query = `{ ${Array.from({ length: 20 }, (_, i) => `s${i}: __schema { types { name fields { name } } }`).join(' ')} }`;
    const started = Date.now();
    const res = await fetch(`${t.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    const text = await res.text();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(text.length).toBeLessThan(5000);
    const body = JSON.parse(text);
    expect(body.data).toBeUndefined();
    expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    // One introspection query (GraphiQL's) stays open to signed-in users.
    const { agent } = await signedInAgent(t);
    expect((await agent.gql('{ __schema { queryType { name } } }')).data.__schema.queryType.name).toBe('Query');
  });

  it('limits aliases per operation: 40 projectReport aliases are refused', async () => {
    const { agent } = await signedInAgent(t);
    const query = `{ ${Array.from({ length: 40 }, (_, i) => `r${i}: projectReport(projectId: 1) { currency }`).join(' ')} }`;
    const r = await agent.gql(query);
    expect(r.data).toBeUndefined();
    expect(r.errors![0].extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', key: 'graphql.tooManyAliases', params: { count: 40, limit: 30 } });
  });

  it('prices expensive fields: 25 projectReport aliases exceed the cost budget', async () => {
    const { agent } = await signedInAgent(t);
    const query = `{ ${Array.from({ length: 25 }, (_, i) => `r${i}: projectReport(projectId: 1) { currency }`).join(' ')} }`;
    const r = await agent.gql(query);
    expect(r.errors![0].extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', key: 'graphql.tooCostly' });
  });

  it('counts a list limit given in a variable like the same literal', async () => {
    const { agent } = await signedInAgent(t);
    const fields = 'id manufacturer modelName dataMethod own manufacturerVerified';
    const literal = await agent.gql(`{ productSearch(search: "dell", limit: 20000) { ${fields} } }`);
    expect(literal.errors![0].extensions!.code).toBe('QUERY_TOO_COSTLY');
    const variable = await agent.gql(`query($l: Int!) { productSearch(search: "dell", limit: $l) { ${fields} } }`, { l: 20000 });
    expect(variable.errors![0].extensions!.code).toBe('QUERY_TOO_COSTLY');
    const byDefault = await agent.gql(`query($l: Int! = 20000) { productSearch(search: "dell", limit: $l) { ${fields} } }`);
    expect(byDefault.errors![0].extensions!.code).toBe('QUERY_TOO_COSTLY');
    const small = await agent.gql(`query($l: Int!) { productSearch(search: "dell", limit: $l) { ${fields} } }`, { l: 5 });
    expect(small.errors).toBeUndefined();
  });

  it('applies the same limits over graphql-ws as over HTTP', async () => {
    const { agent } = await signedInAgent(t);
    const aliases = await overSocket(agent, `{ ${Array.from({ length: 200 }, (_, i) => `m${i}: me { id }`).join(' ')} }`);
    expect(aliases.data).toBeUndefined();
    expect(aliases.errors![0].extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY' });
    const costly = await overSocket(agent, 'query($l: Int!) { productSearch(search: "x", limit: $l) { id manufacturer modelName dataMethod own manufacturerVerified } }', { l: 20000 });
    expect(costly.errors![0].extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY' });
    const fine = await overSocket(agent, '{ me { id } }');
    expect(fine.data.me.id).toBeTruthy();
    const shallow = await startTestApp({ graphqlMaxDepth: 2 });
    try {
      const a2 = new Agent(shallow.baseUrl);
      await a2.login((await signedInAgent(shallow)).email);
      const saved = t;
      t = shallow;
      try {
        const deep = await overSocket(a2, '{ me { partner { subscription { type } } } }');
        expect(deep.errors![0].extensions).toMatchObject({ code: 'QUERY_TOO_DEEP' });
      } finally {
        t = saved;
      }
    } finally {
      await shallow.close();
      setConfig(t.config);
    }
  });

  it('sends no stack trace outside development, even when NODE_ENV is unset', async () => {
    const saved = process.env.NODE_ENV;
    delete process.env.NODE_ENV;
    const prod = await startTestApp({ nodeEnv: 'production' });
    try {
      const res = await fetch(`${prod.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":123}' });
      const text = await res.text();
      expect(res.status).toBe(400);
      expect(text).not.toMatch(/stacktrace|node_modules|\/work\//);
    } finally {
      process.env.NODE_ENV = saved;
      await prod.close();
      setConfig(t.config);
    }
  });
});

describe('#security.ids', () => {
  it('answers 404 for ids that are not positive integers in canonical form', async () => {
    const { agent, partner } = await signedInAgent(t);
    const client = await buildClient(t.orm, partner);
    expect((await agent.get(`/api/v1/clients/${client.id}`)).status).toBe(200);
    for (const id of [`0x${client.id.toString(16)}`, `%20%20${client.id}`, `${client.id}e0`, `0${client.id}`, `${client.id}.0`, `+${client.id}`, '9007199254740993']) {
      expect((await agent.get(`/api/v1/clients/${id}`)).status, id).toBe(404);
      expect((await agent.delete(`/api/v1/clients/${id}`)).status, id).toBe(404);
    }
    const gql = await agent.gql('query($id: ID!) { client(id: $id) { id } }', { id: ` ${client.id}` });
    expect(gql.errors![0].extensions!.code).toBe('NOT_FOUND');
  });
});

/** Opens a projectUpdated subscription with the agent's cookie; collects events and the close code. */
function listen(agent: Agent) {
  const events: any[] = [];
  let closedWith: number | null = null;
  const client = wsClient(t.baseUrl, agent, { lazy: false, onNonLazyError: () => undefined });
  client.on('closed', (e) => (closedWith = (e as { code: number }).code));
  const ready = new Promise<void>((resolve) => client.on('connected', () => resolve()));
  client.subscribe({ query: 'subscription { projectUpdated { projectId action } }' }, { next: (v) => events.push(v.data!.projectUpdated), error: () => undefined, complete: () => undefined });
  return { events, ready, client, closed: () => closedWith };
}

const until = async (ok: () => boolean, ms = 3000) => {
  for (let waited = 0; waited < ms && !ok(); waited += 25) await new Promise((r) => setTimeout(r, 25));
};

describe('#security.sessions', () => {
  it('closes the sockets of a session on logout: no more events after it', async () => {
    const owner = await signedInAgent(t);
    const listener = new Agent(t.baseUrl);
    await listener.login((await buildUser(t.orm, { partner: owner.partner, roles: ['partner_user'], isCollaborator: true })).email);
    const sub = listen(listener);
    // A colleague who may not open the project hears nothing of it either.
    const plain = new Agent(t.baseUrl);
    await plain.login((await buildUser(t.orm, { partner: owner.partner, roles: ['partner_user'] })).email);
    const plainSub = listen(plain);
    await Promise.all([sub.ready, plainSub.ready]);
    const c = await owner.agent.post('/api/v1/clients', { name: 'Socket client' });
    const p = await owner.agent.post('/api/v1/project-manager/projects/create', { name: 'Socket project', client_id: c.body.data.id });
    // The subscription is live once an event arrives (a loaded machine may take a moment).
    for (let i = 0; i < 50 && sub.events.length === 0; i++) {
      await owner.agent.put(`/api/v1/project-manager/projects/${p.body.data.id}`, { name: `Socket project ${i}` });
      await until(() => sub.events.length > 0, 200);
    }
    expect(sub.events.length).toBeGreaterThan(0);

    expect((await listener.post('/api/v1/logout')).status).toBe(200);
    await until(() => sub.closed() !== null);
    expect(sub.closed()).toBe(4401);
    const seen = sub.events.length;
    await owner.agent.put(`/api/v1/project-manager/projects/${p.body.data.id}`, { name: 'After logout' });
    await new Promise((r) => setTimeout(r, 300));
    expect(sub.events).toHaveLength(seen);
    expect(plainSub.events).toEqual([]);
    await plainSub.client.dispose();
    await sub.client.dispose();
  });

  it('closes the other sessions\' sockets on a password change, and keeps the changing one', async () => {
    const { email } = await buildUser(t.orm);
    const here = new Agent(t.baseUrl);
    const elsewhere = new Agent(t.baseUrl);
    await here.login(email);
    await elsewhere.login(email);
    const mine = listen(here);
    const theirs = listen(elsewhere);
    await Promise.all([mine.ready, theirs.ready]);
    expect((await here.put('/user/password', { current_password: PASSWORD, password: 'Changed-pass-26', password_confirmation: 'Changed-pass-26' })).status).toBe(200);
    await until(() => theirs.closed() !== null);
    expect(theirs.closed()).toBe(4401);
    expect(mine.closed()).toBeNull();
    expect((await elsewhere.get('/api/v1/user-with-roles')).status).toBe(401);
    await mine.client.dispose();
    await theirs.client.dispose();
  });
});

describe('#security.passwordReset', () => {
  const ask = (email: string) => new Agent(t.baseUrl).post('/api/v1/forgot-password', { email });
  const tokenFor = async (email: string) => {
    await resetMailsSent();
    return decodeURIComponent((await readOutbox()).filter((m) => m.to === email).at(-1)!.text.match(/token=([^&\s]+)/)![1]);
  };
  const resetBody = (token: string, email: string, password = 'Reset-pass-2026') => ({ token, email, password, password_confirmation: password });
  // The counters live in PostgreSQL (platform/auth/rate-limit.ts): forget every forgot-password one.
  const resetLimits = () => t.orm.em.fork().getConnection().execute(`delete from rate_limits where key like ? or key like ?`, [`${forgotLimiterByEmail.name}:%`, `${forgotLimiterByIp.name}:%`]);

  it('invalidates an older reset token when a newer one is issued', async () => {
    await resetLimits();
    const { email } = await buildUser(t.orm);
    await ask(email);
    const older = await tokenFor(email);
    await ask(email);
    const newer = await tokenFor(email);
    expect(newer).not.toBe(older);
    expect((await new Agent(t.baseUrl).post('/api/v1/reset-password', resetBody(older, email))).status).toBe(422);
    expect((await new Agent(t.baseUrl).post('/api/v1/reset-password', resetBody(newer, email))).status).toBe(200);
    expect((await new Agent(t.baseUrl).post('/api/v1/reset-password', resetBody(older, email, 'Other-pass-2026'))).status).toBe(422);
  });

  it('spends a token once when it is posted eight times at once', async () => {
    await resetLimits();
    const { email } = await buildUser(t.orm);
    await ask(email);
    const token = await tokenFor(email);
    const replies = await Promise.all(Array.from({ length: 8 }, (_, i) => new Agent(t.baseUrl).post('/api/v1/reset-password', resetBody(token, email, `Racing-pass-${i}x`))));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 422, 422, 422, 422, 422, 422, 422]);
  });

  it('rate-limits forgot-password per address and per client, known or not', async () => {
    await resetLimits();
    const { email } = await buildUser(t.orm);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await ask(email)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const unknown = [];
    for (let i = 0; i < 5; i++) unknown.push((await ask('nobody-here@nowhere.example')).status);
    expect(unknown).toEqual([200, 200, 200, 429, 429]);
    await resetMailsSent();
    expect((await readOutbox()).filter((m) => m.to === email)).toHaveLength(3);
    await resetLimits();
    const many = [];
    for (let i = 0; i < 12; i++) many.push((await ask(`someone-${i}@nowhere.example`)).status);
    expect(many.filter((s) => s === 429)).toHaveLength(2);
    await resetLimits();
  });

  it('answers known and unknown addresses equally fast: the mail is sent after the reply', async () => {
    await resetLimits();
    // An SMTP server that accepts connections and never answers: a reply that waited for the mail would hang.
    const sockets = new Set<Socket>();
    const blackhole = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((r) => blackhole.listen(0, '127.0.0.1', r));
    const port = (blackhole.address() as AddressInfo).port;
    setConfig({ ...t.config, smtpUrl: `smtp://127.0.0.1:${port}` });
    try {
      const { email } = await buildUser(t.orm);
      let started = performance.now();
      expect((await ask(email)).status).toBe(200);
      const known = performance.now() - started;
      started = performance.now();
      expect((await ask('nobody-at-all@nowhere.example')).status).toBe(200);
      const unknown = performance.now() - started;
      expect(known).toBeLessThan(1000);
      expect(Math.abs(known - unknown)).toBeLessThan(250);
      await until(() => sockets.size > 0);
      expect(sockets.size).toBe(1); // the mail for the known address is on its way
    } finally {
      setConfig(t.config);
      for (const s of sockets) s.destroy();
      await new Promise((r) => blackhole.close(r));
      await resetMailsSent();
      await resetLimits();
    }
  });
});

describe('#security.projectPermissions', () => {
  async function projectOf(agent: Agent) {
    const c = await agent.post('/api/v1/clients', { name: 'Perm client' });
    const p = await agent.post('/api/v1/project-manager/projects/create', { name: 'Perm project', client_id: c.body.data.id, kwh_price: '2' });
    return p.body.data as { id: number; currency: string };
  }

  it('refuses a currency conversion to a collaborator without manage_projects, as PUT does (REST and GraphQL)', async () => {
    const owner = await signedInAgent(t);
    const p = await projectOf(owner.agent);
    const collab = new Agent(t.baseUrl);
    await collab.login((await buildUser(t.orm, { partner: owner.partner, roles: ['partner_user'], permissions: ['manage_solutions', 'search_products'], isCollaborator: true })).email);
    expect((await collab.put(`/api/v1/project-manager/projects/${p.id}`, { name: 'Renamed' })).status).toBe(403);
    const rest = await collab.post('/api/v1/project-manager/currency/convert', { currency: 'EUR', project_id: p.id });
    expect(rest.status).toBe(403);
    const gql = await collab.gql('mutation($p: ID!) { projectCurrencyConvert(projectId: $p, currency: "EUR") { rate } }', { p: p.id });
    expect(gql.errors![0].extensions).toMatchObject({ code: 'NOT_OWNER', status: 403 });
    const after = await owner.agent.get(`/api/v1/project-manager/projects/${p.id}/project-with-all-details`);
    expect(after.body.data).toMatchObject({ currency: p.currency, kwh_price: 2 });
    // The owner converts.
    expect((await owner.agent.post('/api/v1/project-manager/currency/convert', { currency: 'EUR', project_id: p.id })).status).toBe(200);
  });

  it('refuses notes from a user of another partner the project is shared with (read only)', async () => {
    const owner = await signedInAgent(t);
    const p = await projectOf(owner.agent);
    const reader = await signedInAgent(t);
    expect((await owner.agent.post(`/api/v1/projects/${p.id}/share`, { subscriber: reader.email })).status).toBe(201);
    expect((await reader.agent.get(`/api/v1/projects/${p.id}/notes`)).status).toBe(200);
    expect((await reader.agent.post(`/api/v1/projects/${p.id}/notes`, { note: 'Not mine to write' })).status).toBe(403);
    const gql = await reader.agent.gql('mutation($p: ID!) { noteCreate(projectId: $p, note: "x") { id } }', { p: p.id });
    expect(gql.errors![0].extensions!.status).toBe(403);
    expect((await owner.agent.get(`/api/v1/projects/${p.id}/notes`)).body.data).toHaveLength(0);
  });

  it('refuses archive and owner change to a partner admin who is not the owner', async () => {
    const owner = await signedInAgent(t, { roles: ['partner_user'] });
    const p = await projectOf(owner.agent);
    const admin = new Agent(t.baseUrl);
    const adminUser = await buildUser(t.orm, { partner: owner.partner });
    await admin.login(adminUser.email);
    const archive = await admin.delete(`/api/v1/project-manager/projects/${p.id}`);
    expect(archive.status).toBe(403);
    expect(archive.body.errors.forbidden[0]).toBe('You are not the owner of this project. Please contact the owner of this project to get access.');
    expect((await admin.put(`/api/v1/project-manager/projects/${p.id}/changeOwner/${adminUser.user.id}`)).status).toBe(403);
    const details = await owner.agent.get(`/api/v1/project-manager/projects/${p.id}/project-with-all-details`);
    expect(details.body.data).toMatchObject({ user_id: owner.user.id, isProjectOwner: true });
  });
});

describe('#security.durability', () => {
  it('runs the embedded cluster with fsync on, and answers 503 with Retry-After while the database is unreachable', async () => {
    const dataDir = path.join(os.tmpdir(), `greenit-durability-${process.pid}`);
    const pgs = await startEmbeddedPostgres({ dataDir, port: 59000 + (process.pid % 1000), database: 'durability', fresh: true });
    let stopped = false;
    try {
      const c = new pg.Client({ connectionString: pgs.url });
      await c.connect();
      expect((await c.query('SHOW fsync')).rows[0].fsync).toBe('on');
      expect((await c.query('SHOW synchronous_commit')).rows[0].synchronous_commit).toBe('on');
      await c.end();

      const orm = await initOrm(pgs.url, { pool: { min: 0, max: 2, acquireTimeoutMillis: 2000 } as never });
      const app = await createApp(orm, t.config);
      await new Promise<void>((r) => app.server.listen(0, '127.0.0.1', r));
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      try {
        await pgs.stop();
        stopped = true;
        const rest = await fetch(`${base}/api/v1/clients`, { headers: { authorization: 'Bearer gia_anything', accept: 'application/json' } });
        expect(rest.status).toBe(503);
        expect(rest.headers.get('retry-after')).toBe('5');
        expect(await rest.json()).toEqual({
          message: 'The service is unavailable. Please try again later.',
          errors: { service_unavailable: ['The service is unavailable. Please try again later.'] },
          retry_after: 5,
        });
        const ready = await fetch(`${base}/readyz`);
        expect(ready.status).toBe(503);
      } finally {
        await app.close();
        await orm.close(true).catch(() => undefined);
      }
    } finally {
      if (!stopped) await pgs.stop();
      await fs.rm(pgs.dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('#security.uploads', () => {
  const IMAGES = '/api/v1/partner/admin/report-options/front-page-images';
  const INVALID = 'Please select a valid image file (JPG, PNG, or GIF)';
  async function upload(agent: Agent, name: string, content: Buffer) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), name);
    const res = await fetch(`${t.baseUrl}${IMAGES}/upload`, {
      method: 'POST',
      body: form,
      headers: { cookie: agent.cookieHeader(), 'x-xsrf-token': decodeURIComponent(agent.cookieHeader().match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '') },
    });
    return { status: res.status, body: await res.json() };
  }

  it('refuses an image bomb (a 20000 × 20000 PNG) from its header, before decoding its pixels', async () => {
    const { agent } = await signedInAgent(t);
    const bomb = pngBomb(20000, 20000);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const started = Date.now();
    const r = await upload(agent, 'bomb.png', bomb);
    expect(r.status).toBe(422);
    expect(r.body.errors.file).toEqual(['The image may be at most 8000 pixels wide or high and 25 megapixels in all.']);
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await agent.get(IMAGES)).body.data.partner_images).toHaveLength(0);
  });

  it('refuses a PNG+HTML polyglot and a 3-byte "JPEG" with the spec text', async () => {
    const { agent } = await signedInAgent(t);
    const trailing = Buffer.concat([tinyPng(40, 40), Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]);
    const inChunk = pngWithText(40, 40, 'Comment', '<html><script>alert(1)</script></html>');
    const threeBytes = Buffer.from([0xff, 0xd8, 0xff]);
    for (const [name, content] of [['poly.png', trailing], ['chunk.png', inChunk], ['tiny.jpg', threeBytes]] as const) {
      const r = await upload(agent, name, content);
      expect(r.status, name).toBe(422);
      expect(r.body.errors.file, name).toEqual([INVALID]);
    }
  });

  it('stores a re-encoding of the decoded pixels under a random name, served with its own type and nosniff', async () => {
    const { agent } = await signedInAgent(t);
    const png = pngWithText(600, 900, 'Author', 'secret-metadata-7f3a');
    const r = await upload(agent, 'cover.png', png);
    expect(r.status).toBe(201);
    const url: string = r.body.data.image.url;
    expect(url).toMatch(/^\/uploads\/front-pages\/\d+\/[0-9a-f]{32}\.png$/);
    const served = await fetch(t.baseUrl + url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.equals(png)).toBe(false);
    expect(bytes.toString('latin1')).not.toContain('secret-metadata');
    const jpeg = await upload(agent, 'named.png', await realJpeg(300, 400));
    expect(jpeg.body.data.image.url).toMatch(/\.jpg$/);
    expect((await fetch(t.baseUrl + jpeg.body.data.image.url)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers an anonymous 19 MB upload with 401 before reading its body', async () => {
    const total = 19 * 1024 * 1024;
    const { port } = new URL(t.baseUrl);
    const result = await new Promise<{ status: number; sent: number }>((resolve, reject) => {
      let sent = 0;
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/v1/admin/catalogue/import', headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(total) } }, (res) => {
        resolve({ status: res.statusCode!, sent });
        res.resume();
        req.destroy();
      });
      req.on('error', () => undefined);
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      req.write('--x\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\n\r\n');
      // Send 1 MB, then wait: a server that reads the whole body first never answers.
      const pump = () => {
        if (sent >= 1024 * 1024) return;
        sent += chunk.length;
        req.write(chunk, pump);
      };
      pump();
      setTimeout(() => reject(new Error(`no reply after ${sent} bytes`)), 3000).unref();
    });
    expect(result.status).toBe(401);
    expect(result.sent).toBeLessThanOrEqual(1024 * 1024);
    // The same for a signed-in user who is not a super admin: 403 before the body.
    const { agent } = await signedInAgent(t);
    const refused = await new Promise<number>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/v1/admin/catalogue/import', headers: { cookie: agent.cookieHeader(), 'x-xsrf-token': decodeURIComponent(agent.cookieHeader().match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? ''), 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(total) } }, (res) => {
        resolve(res.statusCode!);
        res.resume();
        req.destroy();
      });
      req.on('error', () => undefined);
      req.write(Buffer.alloc(64 * 1024, 0x61));
      setTimeout(() => reject(new Error('no reply')), 3000).unref();
    });
    expect(refused).toBe(403);
  });
});
