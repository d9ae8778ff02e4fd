/**
 * Test helpers: a real app (Express + Apollo + graphql-ws) on a random port against the test database,
 * an HTTP agent with a cookie jar that echoes the CSRF token like the SPA does, and factories.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { createClient, type Client as WsClient, type ClientOptions } from 'graphql-ws';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { DEFAULT_PERMISSIONS } from '../../shared/auth/permissions';
import { Client } from '../src/features/clients/client.entity';
import { Partner, Subscription } from '../src/features/partners/partner.entity';
import { Profile, User } from '../src/features/users/user.entity';
import { hashPassword } from '../src/platform/auth/password';
import { loadConfig, setConfig, type Config } from '../src/platform/config';
import { initOrm } from '../src/app/orm';
import { createApp, type AppHandle } from '../src/app/server';

export const PASSWORD = 'Test-pass-2026';
let passwordHash: Promise<string> | null = null;

export interface TestApp {
  orm: MikroORM;
  app: AppHandle;
  baseUrl: string;
  config: Config;
  close(): Promise<void>;
}

export async function startTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const config = {
    ...loadConfig({ NODE_ENV: 'test', PORT: '0' }),
    outboxDir: path.join(os.tmpdir(), `greenit-outbox-${process.pid}`),
    ...overrides,
  };
  setConfig(config);
  const orm = await initOrm(inject('databaseUrl'), { pool: { min: 0, max: 5 } });
  const app = await createApp(orm, config);
  await new Promise<void>((r) => app.server.listen(0, '127.0.0.1', r));
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    orm,
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    config,
    async close() {
      await app.close();
      await orm.close();
    },
  };
}

/** An HTTP client with a cookie jar that sends the CSRF header for cookie sessions, as the SPA does. */
export class Agent {
  private cookies = new Map<string, string>();
  constructor(
    private readonly baseUrl: string,
    private readonly bearer?: string,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const h: Record<string, string> = { accept: 'application/json', ...headers };
    // A Blob goes as it is (without a type it carries no Content-Type: a body of unknown type).
    const raw = body instanceof Blob;
    if (body !== undefined && !raw && typeof body !== 'string') h['content-type'] = 'application/json';
    if (body !== undefined && typeof body === 'string') h['content-type'] ??= 'application/json';
    if (this.cookies.size) h.cookie = this.cookieHeader();
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf && !('x-xsrf-token' in headers)) h['x-xsrf-token'] = decodeURIComponent(xsrf);
    if (this.bearer) h.authorization = `Bearer ${this.bearer}`;
    const res = await fetch(this.baseUrl + url, { method, headers: h, body: body === undefined ? undefined : raw || typeof body === 'string' ? (body as string | Blob) : JSON.stringify(body), redirect: 'manual' });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i);
      const value = pair.slice(i + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, body: json, headers: res.headers };
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers);
  }
  post(url: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request('POST', url, body, headers);
  }
  put(url: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request('PUT', url, body, headers);
  }
  delete(url: string, headers?: Record<string, string>) {
    return this.request('DELETE', url, undefined, headers);
  }

  async gql(query: string, variables: Record<string, unknown> = {}) {
    const r = await this.post('/graphql', { query, variables });
    return r.body as { data?: any; errors?: Array<{ message: string; extensions?: Record<string, any> }> };
  }

  async login(email: string, password = PASSWORD) {
    const r = await this.post('/api/v1/login', { email, password });
    if (r.status !== 200) throw new Error(`login ${email} failed: ${r.status} ${JSON.stringify(r.body)}`);
    return r;
  }
}

export interface BuiltUser {
  user: User;
  partner: Partner;
  email: string;
}

/** A partner with one user (factories in the style of buildUser(overrides)). */
export async function buildUser(
  orm: MikroORM,
  overrides: { partner?: Partner; partnerType?: string; roles?: string[]; permissions?: string[]; isCollaborator?: boolean; plan?: string; country?: string; name?: string; seat?: boolean } = {},
): Promise<BuiltUser> {
  const em = orm.em.fork();
  passwordHash ??= hashPassword(PASSWORD);
  const hash = await passwordHash;
  let partner = overrides.partner ? em.getReference(Partner, overrides.partner.id) : null;
  if (!partner) {
    partner = em.create(Partner, { name: `Partner ${randomUUID().slice(0, 8)}`, type: overrides.partnerType ?? 'seller', countryCode: overrides.country ?? 'DK' });
    em.create(Subscription, { partner, type: overrides.plan ?? 'pro', stripeStatus: 'active', quantity: 5 });
  }
  const roles = overrides.roles ?? ['partner_admin'];
  const email = `u-${randomUUID()}@test.example`;
  const user = em.create(User, {
    partner,
    email,
    name: overrides.name ?? 'Test User',
    passwordHash: hash,
    roles,
    permissions: overrides.permissions ?? (roles.includes('partner_admin') ? DEFAULT_PERMISSIONS.partner_admin : DEFAULT_PERMISSIONS.partner_user),
    isCollaborator: overrides.isCollaborator ?? false,
    emailVerifiedAt: new Date(),
    seatAssignedAt: overrides.seat === false ? null : new Date(),
  });
  em.create(Profile, { user, firstname: 'Test', lastname: 'User' });
  await em.flush();
  return { user, partner, email };
}

export async function buildClient(orm: MikroORM, partner: Partner, name = 'Client A/S'): Promise<Client> {
  const em = orm.em.fork();
  const client = em.create(Client, { partner: em.getReference(Partner, partner.id), name, country: 'DK' });
  await em.flush();
  return client;
}

/** Signs a new user in and returns the agent. */
export async function signedInAgent(t: TestApp, overrides: Parameters<typeof buildUser>[1] = {}) {
  const built = await buildUser(t.orm, overrides);
  const agent = new Agent(t.baseUrl);
  await agent.login(built.email);
  return { agent, ...built };
}

/** Solves the registration's bot check as the browser does (GET /register/challenge, proof of work): the `altcha` value. */
export async function solveBotCheck(baseUrl: string): Promise<string> {
  const { solveChallenge } = await import('altcha-lib');
  const { deriveKey } = await import('altcha-lib/algorithms/sha');
  const challenge = (await new Agent(baseUrl).get('/api/v1/register/challenge')).body.data;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('bot check not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export interface SecondInstance {
  /** http://127.0.0.1:<port> of instance B. */
  url: string;
  /** SIGTERM, then waits for the process to exit. */
  stop(): Promise<void>;
}

/**
 * Instance B: the app in a child process of its own (server/test/second-instance.ts) on the test
 * database, so that it shares nothing in memory with the app of the test file (instance A).
 */
export async function startSecondInstance(env: Record<string, string> = {}): Promise<SecondInstance> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'second-instance.ts'), inject('databaseUrl')], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('{"port"'));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`instance B exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * A graphql-ws client of the app at `baseUrl` that signs in with the agent's session cookie, as the
 * SPA's socket does; `options` adds to or overrides the defaults (no retries).
 */
export function wsClient(baseUrl: string, agent: { cookieHeader(): string }, options: Partial<ClientOptions> = {}): WsClient {
  return createClient({
    url: baseUrl.replace('http', 'ws') + '/graphql',
    retryAttempts: 0,
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie: agent.cookieHeader() } });
      }
    },
    ...options,
  });
}

/** One operation's outcome over {@link rawWs}: its `next` results, its `error` payload, or the close code. */
export interface RawWsResult {
  data?: any;
  errors?: Array<{ message: string; extensions?: Record<string, any> }>;
  closedWith?: number;
}

export interface RawWs {
  /** The HTTP status of a refused upgrade (401, 403, 429), else null: the socket never opened. */
  refusedWith: number | null;
  /** Sends `payloadJson` (the subscribe payload's JSON text, as written: `1e400` stays) and waits for its end. */
  run(payloadJson: string): Promise<RawWsResult>;
  /** The close code once closed, else null. */
  closed(): number | null;
  close(): void;
}

/**
 * A graphql-ws (graphql-transport-ws) connection spoken by hand, so that a test can send text no JSON
 * encoder writes (`1e400`) and see close codes; resolves once acknowledged (or closed: then every run
 * answers `closedWith`).
 */
export async function rawWs(baseUrl: string, opts: { cookie?: string; authorization?: string; origin?: string; headers?: Record<string, string> } = {}): Promise<RawWs> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.origin) headers.origin = opts.origin;
  // A token client signs in with the upgrade (the connection parameter below must name the same token).
  if (opts.authorization && !headers.authorization) headers.authorization = opts.authorization;
  const socket = new WebSocket(baseUrl.replace('http', 'ws') + '/graphql', 'graphql-transport-ws', { headers });
  let closedWith: number | null = null;
  let refusedWith: number | null = null;
  let refused = () => undefined as void;
  socket.on('unexpected-response', (req, res) => {
    refusedWith = res.statusCode ?? null;
    closedWith = 1006; // never opened
    res.resume();
    req.destroy();
    refused();
  });
  const waiting = new Map<string, { result: RawWsResult; done: (r: RawWsResult) => void }>();
  socket.on('close', (code) => {
    closedWith = code;
    for (const w of waiting.values()) w.done({ ...w.result, closedWith: code });
    waiting.clear();
  });
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => {
    refused = resolve;
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: opts.authorization ? { authorization: opts.authorization } : {} })));
    socket.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as { type: string; id?: string; payload?: any };
      if (m.type === 'connection_ack') return resolve();
      const w = m.id ? waiting.get(m.id) : undefined;
      if (!w) return;
      if (m.type === 'next') Object.assign(w.result, m.payload);
      if (m.type === 'error') w.result.errors = m.payload;
      if (m.type === 'error' || m.type === 'complete') {
        waiting.delete(m.id!);
        w.done(w.result);
      }
    });
    socket.once('close', () => resolve());
  });
  let next = 0;
  return {
    get refusedWith() {
      return refusedWith;
    },
    run(payloadJson) {
      if (closedWith !== null) return Promise.resolve({ closedWith });
      const id = String(++next);
      return new Promise((done) => {
        waiting.set(id, { result: {}, done });
        socket.send(`{"id":"${id}","type":"subscribe","payload":${payloadJson}}`);
      });
    },
    closed: () => closedWith,
    close: () => socket.close(),
  };
}
