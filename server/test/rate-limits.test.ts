/**
 * Rate limits (issue #27, points 11 and 12): the login limit is per account AND client address, so a
 * stranger cannot lock the owner out; and the counters live in PostgreSQL, so two app instances count
 * the same attempts once (instance B runs in a process of its own against the same database).
 * Client addresses come through X-Forwarded-For from loopback, the proxy set-up `trust proxy` names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildUser, PASSWORD, startSecondInstance, startTestApp, type SecondInstance, type TestApp } from './helpers';

let a: TestApp;
let b: SecondInstance;
beforeAll(async () => {
  a = await startTestApp();
  b = await startSecondInstance();
}, 120_000);
afterAll(async () => {
  await b?.stop();
  await a?.close();
});

/** A documentation address (RFC 5737) of its own per test, so that tests never share a counter. */
let n = 0;
const address = () => `198.51.100.${++n}`;
const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('#rate-limits.lockout', () => {
  it('lets the owner sign in from another address after a stranger used up the attempts on theirs', async () => {
    const { email } = await buildUser(a.orm);
    const stranger = address();
    const owner = '203.0.113.1';
    const agent = new Agent(a.baseUrl);
    for (let i = 0; i < 5; i++) expect((await agent.post('/api/v1/login', { email, password: 'wrong-guess' }, from(stranger))).status).toBe(422);
    const locked = await agent.post('/api/v1/login', { email, password: PASSWORD }, from(stranger));
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    const ownerLogin = await new Agent(a.baseUrl).post('/api/v1/login', { email, password: PASSWORD }, from(owner));
    expect(ownerLogin.status, JSON.stringify(ownerLogin.body)).toBe(200);
  });
});

describe('#rate-limits.instances', () => {
  it('counts failed logins once across two instances', async () => {
    const { email } = await buildUser(a.orm);
    const ip = address();
    // Five failures spread over both instances: A, B, A, B, A.
    for (let i = 0; i < 5; i++) {
      const r = await new Agent(i % 2 ? b.url : a.baseUrl).post('/api/v1/login', { email, password: 'wrong-guess' }, from(ip));
      expect(r.status, `attempt ${i + 1}`).toBe(422);
    }
    // The sixth is refused on either instance, the right password included.
    expect((await new Agent(b.url).post('/api/v1/login', { email, password: PASSWORD }, from(ip))).status).toBe(429);
    expect((await new Agent(a.baseUrl).post('/api/v1/login', { email, password: PASSWORD }, from(ip))).status).toBe(429);
  });

  it('counts reset-link requests once across two instances', async () => {
    const { email } = await buildUser(a.orm);
    const ip = address();
    expect((await new Agent(a.baseUrl).post('/api/v1/forgot-password', { email }, from(ip))).status).toBe(200);
    expect((await new Agent(b.url).post('/api/v1/forgot-password', { email }, from(ip))).status).toBe(200);
    expect((await new Agent(a.baseUrl).post('/api/v1/forgot-password', { email }, from(ip))).status).toBe(200);
    // Three per address a quarter of an hour: the fourth is refused, whichever instance gets it.
    const fourth = await new Agent(b.url).post('/api/v1/forgot-password', { email }, from(ip));
    expect(fourth.status).toBe(429);
  });

  it('counts document verifications once across two instances', async () => {
    const ip = address();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await new Agent(i % 2 ? b.url : a.baseUrl).get('/api/v1/verify-evoice/NOPE-0000?co2total=1', from(ip))).status);
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    expect((await new Agent(a.baseUrl).get('/api/v1/verify-evoice/NOPE-0000?co2total=1', from(ip))).status).toBe(429);
    expect((await new Agent(b.url).get('/api/v1/verify-evoice/NOPE-0000?co2total=1', from(ip))).status).toBe(429);
  });
});
