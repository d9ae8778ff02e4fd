/**
 * Send less (issue #17): API replies and the SPA's files go gzip-compressed to clients that accept it.
 * (The hashed assets' long-lived caching is checked by e2e/security.spec.ts, where the client is built.)
 */
import { gunzipSync } from 'node:zlib';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

/** A raw GET, so that the reply's bytes are seen as sent (fetch would unpack them). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('#http.compression', () => {
  it('gzips a large API reply for a client that accepts gzip, and not for one that does not', async () => {
    const { agent } = await signedInAgent(t);
    const path = '/api/v1/project-manager/item/papi-categories';
    const cookie = agent.cookieHeader();
    const zipped = await rawGet(`${t.baseUrl}${path}`, { cookie, 'accept-encoding': 'gzip', accept: 'application/json' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const json = JSON.parse(gunzipSync(zipped.body).toString('utf8'));
    expect(json.data).toBeTruthy();
    const plain = await rawGet(`${t.baseUrl}${path}`, { cookie, 'accept-encoding': 'identity', accept: 'application/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString('utf8'))).toEqual(json);
    expect(zipped.body.length).toBeLessThan(plain.body.length);
  });
});
