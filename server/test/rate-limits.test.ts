/**
 * Rate limits (issue #27, points 11 and 12): the login limit is per account AND client address, so a
 * stranger cannot lock the owner out; and the counters live in PostgreSQL, so two app instances count
 * the same attempts once (instance B runs in a process of its own against the same database).
 * Client addresses come through X-Forwarded-For from loopback, the proxy these instances are told to
 * trust (TRUST_PROXY=loopback); by default no proxy is trusted (issue #45, point 9).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../src/platform/config';
import { Agent, buildUser, PASSWORD, startSecondInstance, startTestApp, type SecondInstance, type TestApp } from './helpers';

let a: TestApp;
let b: SecondInstance;
beforeAll(async () => {
  a = await startTestApp({ trustProxy: ['loopback'] });
  b = await startSecondInstance({ TRUST_PROXY: 'loopback' });
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

/**
 * Issue #45, point 3: limits hold under a burst. The probe got 39 of 40 and 53 of 60 wrong passwords
 * checked against a limit of 5 (the counter was read first and written after the scrypt check), and
 * 33 of 100 verifications (60 through GraphQL aliases) against a limit of 30.
 */
describe('#rate-limits.burst', () => {
  const checked = (statuses: number[]) => statuses.filter((s) => s === 422).length;

  it('checks at most 5 of 60 parallel wrong passwords from one address, on one instance', async () => {
    const { email } = await buildUser(a.orm);
    const ip = address();
    const statuses = await Promise.all(Array.from({ length: 60 }, () => new Agent(a.baseUrl).post('/api/v1/login', { email, password: 'wrong-guess' }, from(ip)).then((r) => r.status)));
    expect(checked(statuses)).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(55);
  });

  it('checks at most 5 of 60 parallel wrong passwords split over two instances', async () => {
    const { email } = await buildUser(a.orm);
    const ip = address();
    const statuses = await Promise.all(Array.from({ length: 60 }, (_, i) => new Agent(i % 2 ? b.url : a.baseUrl).post('/api/v1/login', { email, password: 'wrong-guess' }, from(ip)).then((r) => r.status)));
    expect(checked(statuses)).toBeLessThanOrEqual(5);
  });

  it('answers at most 30 of 100 parallel document verifications split over two instances (GraphQL aliases: documents.test.ts)', async () => {
    const ip = address();
    const statuses = await Promise.all(Array.from({ length: 100 }, (_, i) => new Agent(i % 2 ? b.url : a.baseUrl).get('/api/v1/verify-evoice/NOPE-0000?co2total=1', from(ip)).then((r) => r.status)));
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(30);
  });
});

describe('#rate-limits.trusted-proxies', () => {
  it('ignores X-Forwarded-For unless its sender is a configured proxy (default: none)', async () => {
    const plain = await startTestApp();
    try {
      const { email } = await buildUser(plain.orm);
      // Thirty spoofed addresses from one caller: one counter, so the sixth attempt is refused.
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await new Agent(plain.baseUrl).post('/api/v1/login', { email, password: 'wrong-guess' }, from(address()))).status);
      expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
    } finally {
      await plain.close();
      setConfig(a.config);
    }
  });
});
