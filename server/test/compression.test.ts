/**
 * Send less (issue #17): API replies and the SPA's files go gzip-compressed to clients that accept it.
 * (The hashed assets' long-lived caching is checked by e2e/security.spec.ts, where the client is built.)
 */
import { gunzipSync } from 'node:zlib';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent, startTestApp, type TestApp } from './helpers';
import { addItem, api, datacentreProject, newProduct } from './solutions-fixtures';

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

  it('serves a summary serialised once per computation: gzip when accepted, the same JSON when not, 304 for its ETag until the next write', async () => {
    const { agent } = await signedInAgent(t);
    const { project, solution } = await datacentreProject(agent);
    const product = await newProduct(agent, { watts: 300 });
    await addItem(agent, project.id, solution.id, { product_id: product.id, amount: 2 });
    const url = `${t.baseUrl}${api(`/projects/${project.id}/summary`)}`;
    const cookie = agent.cookieHeader();

    const plain = await rawGet(url, { cookie, 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    const zipped = await rawGet(url, { cookie, 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(zipped.body).toString('utf8')).toBe(plain.body.toString('utf8'));
    const summary = JSON.parse(plain.body.toString('utf8')).data;
    expect(summary.item_count).toBe(1);
    // As served by the same route computed afresh (explain), figure for figure.
    const fresh = (await agent.get(api(`/projects/${project.id}/summary?explain=1`))).body.data;
    expect(summary.total_kwh).toBe(fresh.total_kwh);
    expect(summary.co2_emission_kg).toBe(fresh.co2_emission_kg);

    const etag = plain.headers.etag!;
    expect(zipped.headers.etag).toBe(etag);
    const again = await rawGet(url, { cookie, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    // A write makes a new computation: a new body and a new ETag.
    await addItem(agent, project.id, solution.id, { product_id: product.id, amount: 1 });
    const after = await rawGet(url, { cookie, 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(JSON.parse(after.body.toString('utf8')).data.item_count).toBe(2);
  });
});
