/**
 * Security headers on every kind of reply (SPA, API, GraphQL, uploads) and no SPA page for unknown
 * uploads. The CSP itself is exercised by the e2e suite, which fails on any console violation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

describe('#security-headers', () => {
  it.each(['/', '/api/v1/apps', '/graphql?query=%7B__typename%7D', '/healthz', '/uploads/front-pages/1/nope.png'])('sends the security headers on %s', async (url) => {
    const r = await fetch(t.baseUrl + url, { headers: { accept: 'application/json' } });
    const csp = r.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(r.headers.get('x-frame-options')).toBe('DENY');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('referrer-policy')).toBe('same-origin');
    expect(r.headers.get('x-powered-by')).toBeNull();
  });

  it('answers an unknown upload with a 404, not the SPA page', async () => {
    for (const accept of ['text/html', 'application/json', '*/*']) {
      const r = await fetch(`${t.baseUrl}/uploads/front-pages/999/missing.png`, { headers: { accept }, redirect: 'manual' });
      expect(r.status).toBe(404);
      expect(r.headers.get('content-type')).toMatch(/application\/json/);
      expect(await r.json()).toEqual({ message: 'Not found.' });
    }
  });
});
