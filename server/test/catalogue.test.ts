import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boaviztaProductId } from '../../shared/catalogue';
import { importDir } from '../src/features/catalogue/catalogue-import';
import { DEMO_PASSWORD } from '../src/features/seed/demo-seed';
import { jobs } from '../src/platform/jobs';
import { Agent, signedInAgent, startTestApp, type TestApp } from './helpers';

const here = path.dirname(fileURLToPath(import.meta.url));
let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await signedInAgent(t)).agent;
});
afterAll(async () => t.close());

async function upload(agent: Agent, name: string, content: string | Buffer, fields: string[] = ['file']) {
  const form = new FormData();
  for (const field of fields) form.append(field, new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
  const res = await fetch(`${t.baseUrl}/api/v1/admin/catalogue/import`, {
    method: 'POST',
    body: form,
    headers: { cookie: agent.cookieHeader(), 'x-xsrf-token': decodeURIComponent(agent.cookieHeader().match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '') },
  });
  return { status: res.status, body: await res.json() };
}

/** Uploads, expects the job to be queued (202), and waits for its end through GET …/import/{jobId}. */
async function importAndWait(agent: Agent, name: string, content: string | Buffer) {
  const queued = await upload(agent, name, content);
  expect(queued.status).toBe(202);
  expect(queued.body.data).toMatchObject({ job_id: expect.any(Number), state: 'queued', result: null });
  for (const end = Date.now() + 20_000; Date.now() < end; ) {
    const r = await agent.get(`/api/v1/admin/catalogue/import/${queued.body.data.job_id}`);
    expect(r.status).toBe(200);
    if (r.body.data.state === 'completed' || r.body.data.state === 'failed') return r.body.data;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('the import job did not finish');
}

describe('#catalogue.search', () => {
  it('finds a product despite a typo and ranks the closest first', async () => {
    const r = await admin.get('/api/v1/project-manager/products/search?search=' + encodeURIComponent('inspirn 14 5420'));
    expect(r.status).toBe(200);
    expect(r.body.data[0].model_name).toBe('Inspiron 14 5420');
    expect(r.body.data[0]).toMatchObject({ manufacturer: 'Dell', category: { id: 'laptop' }, lca_data: { data_method: 'product' } });
    expect(r.body.data[0].sources[0].url).toMatch(/^https?:\/\//);
  });

  it('puts exact substring matches before fuzzy ones and answers [] for a too-short term', async () => {
    const r = await admin.get('/api/v1/project-manager/products/search?search=poweredge');
    expect(r.body.data.length).toBeGreaterThan(0);
    const exact = r.body.data.map((p: any) => /poweredge/i.test(`${p.manufacturer} ${p.model_name}`));
    expect(exact[0]).toBe(true);
    // Every exact match comes before the first fuzzy one.
    expect(exact.indexOf(false) === -1 || exact.lastIndexOf(true) < exact.indexOf(false)).toBe(true);
    expect((await admin.get('/api/v1/project-manager/products/search?search=a')).body.data).toEqual([]);
  });

  it('filters by flags in papi-search and refuses unknown flags', async () => {
    const dc = await admin.get('/api/v1/project-manager/products/papi-search?search=dell&flags=datacenter');
    expect(dc.body.data.length).toBeGreaterThan(0);
    expect(dc.body.data.every((p: any) => p.category.category_type === 'datacenter')).toBe(true);
    const bad = await admin.get('/api/v1/project-manager/products/papi-search?search=dell&flags=cheap');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.flags[0]).toMatch(/Unknown flag/);
  });

  it('needs the search_products permission', async () => {
    const { agent } = await signedInAgent(t, { roles: ['partner_user'], permissions: ['manage_projects'] });
    expect((await agent.get('/api/v1/project-manager/products/search?search=dell')).status).toBe(403);
  });

  it('offers the same search in GraphQL', async () => {
    const g = await admin.gql('query($s: String!) { productSearch(search: $s, limit: 3) { modelName manufacturer category { id categoryType } lcaManufacturingKg } }', { s: 'inspiron' });
    expect(g.data.productSearch.length).toBeGreaterThan(0);
    expect(g.data.productSearch[0].modelName).toMatch(/Inspiron/i);
  });
});

describe('#reference', () => {
  it('lists capacities, solution types with modes 1–3, rating years and item categories', async () => {
    const caps = (await admin.get('/api/v1/project-manager/capacities')).body.data;
    expect(caps.find((c: any) => c.id === 'server_vms')).toMatchObject({ unit: 'VM', e_papi_category_id: 'server' });
    const types = (await admin.get('/api/v1/project-manager/solution-types')).body.data;
    expect(types.map((s: any) => s.calculation_mode)).toEqual([1, 2, 3]);
    expect((await admin.get('/api/v1/project-manager/rating/years')).body.data).toEqual([2022, 2023, 2024, 2025, 2026]);
    const cats = (await admin.get('/api/v1/project-manager/item/papi-categories')).body.data;
    expect(cats.categories.office_it.map((c: any) => c.id)).toEqual(expect.arrayContaining(['laptop', 'desktop', 'monitor', 'thin_client', 'printer', 'smartphone', 'tablet', 'docking_station']));
    expect(cats.categories.datacenter.map((c: any) => c.id)).toEqual(expect.arrayContaining(['server', 'storage', 'network_switch']));
    expect(cats.default_modes.laptop[0]).toMatchObject({ name: 'On', hours: 2080 });
    expect(cats.average_plus_factors.laptop.weight_kg).toBeGreaterThan(0);
  });

  it('has the spec presets in GraphQL', async () => {
    const g = await admin.gql('{ infrastructurePresets { id kind value } }');
    const values = (kind: string) => g.data.infrastructurePresets.filter((p: any) => p.kind === kind).map((p: any) => p.value);
    expect(values('ups')).toEqual([87.2, 89.3, 92.1, 94.6, 96.2, 98.1, null, 0]);
    expect(values('cooling')).toEqual([1.63, 2.53, 2.98, 4.37, 6.33, 8.26, null, 0]);
  });

  it('converts a project to another currency at the reference rate', async () => {
    const c = await admin.post('/api/v1/clients', { name: 'FX', country: 'DK' });
    const p = await admin.post('/api/v1/project-manager/projects/create', { name: 'FX project', client_id: c.body.data.id, kwh_price: '2' });
    const r = await admin.post('/api/v1/project-manager/currency/convert', { currency: 'EUR', project_id: p.body.data.id });
    expect(r.body.data.message).toBe('Updated project currency and solutions kwh price');
    // 2 DKK ÷ 7.4529 DKK/EUR = 0.26835 EUR (rounded to 4 decimals: 0.2684)
    expect(r.body.data.project).toMatchObject({ currency: 'EUR', kwh_price: 0.2684 });
    expect((await admin.post('/api/v1/project-manager/currency/convert', { currency: 'XYZ', project_id: p.body.data.id })).status).toBe(422);
  });
});

describe('#catalogue.import', () => {
  it('is for super admins only', async () => {
    const r = await upload(admin, 'sample.csv', 'manufacturer,name\n');
    expect(r.status).toBe(403);
    expect((await admin.get('/api/v1/admin/catalogue/import/1')).status).toBe(403);
  });

  it('answers 404 for an id that is no catalogue import (none, or another kind of job)', async () => {
    const sa = new Agent(t.baseUrl);
    await sa.login('superadmin@demo.test', DEMO_PASSWORD);
    expect((await sa.get('/api/v1/admin/catalogue/import/999999999')).status).toBe(404);
    const mailJob = await jobs.send(t.orm.em.fork(), 'mail.send', { to: 'nobody@example.org', subject: 's', text: 't' }, { delayMs: 3_600_000 });
    expect((await sa.get(`/api/v1/admin/catalogue/import/${mailJob}`)).status).toBe(404);
  });

  it('imports the sample file, reports the unusable rows, and upserts on a second run', async () => {
    const sa = new Agent(t.baseUrl);
    await sa.login('superadmin@demo.test', DEMO_PASSWORD);
    const csv = await readFile(path.join(here, 'fixtures', 'catalogue-sample.csv'));
    const first = await importAndWait(sa, 'catalogue-sample.csv', csv);
    expect(first).toMatchObject({ state: 'completed', file_name: 'catalogue-sample.csv', progress: { done: 5, total: 5 }, result: { rows: 5, created: 3, updated: 0, rejected: 2 }, error: null });
    expect(first.result.skipped.map((s: any) => s.line)).toEqual([5, 6]);
    expect(first.result.skipped[0].reason).toMatch(/gwp_total/);
    const second = await importAndWait(sa, 'catalogue-sample.csv', csv);
    expect(second.result).toMatchObject({ created: 0, updated: 3 });
    const found = await admin.get('/api/v1/project-manager/products/search?search=greenbook');
    expect(found.body.data[0]).toMatchObject({ model_name: 'Greenbook 14, Gen 2', lca_data: { manufacturing_kg_co2e: 175, transportation_kg_co2e: 20, eol_kg_co2e: 5 } });
  });

  it('imports two products whose Boavizta ids collide (32-bit hash) as two products with distinct ids', async () => {
    const sa = new Agent(t.baseUrl);
    await sa.login('superadmin@demo.test', DEMO_PASSWORD);
    // boaviztaProductId('Collide', 'Model 412789') === boaviztaProductId('Collide', 'Model 649192')
    expect(boaviztaProductId('Collide', 'Model 412789')).toBe(boaviztaProductId('Collide', 'Model 649192'));
    const header = 'manufacturer,name,category,subcategory,gwp_total,gwp_use_ratio,gwp_manufacturing_ratio,sources';
    const csv = [header, 'Collide,Model 412789,Workplace,Laptop,200,0.2,0.8,https://example.org/a.pdf', 'Collide,Model 649192,Workplace,Laptop,210,0.2,0.8,https://example.org/b.pdf'].join('\n');
    const done = await importAndWait(sa, 'collide.csv', csv);
    expect(done.result).toMatchObject({ rows: 2, created: 2, rejected: 0 });
    const again = await importAndWait(sa, 'collide.csv', csv);
    expect(again.result).toMatchObject({ rows: 2, created: 0, updated: 2 });
    const found = (await admin.get('/api/v1/project-manager/products/search?search=collide')).body.data.filter((p: any) => p.manufacturer === 'Collide');
    expect(found.map((p: any) => p.model_name).sort()).toEqual(['Model 412789', 'Model 649192']);
    expect(new Set(found.map((p: any) => p.e_papi_product_id)).size).toBe(2);
  });

  it('rejects a file that is not in the format and writes nothing', async () => {
    const sa = new Agent(t.baseUrl);
    await sa.login('superadmin@demo.test', DEMO_PASSWORD);
    const bad = await upload(sa, 'wrong.csv', 'brand,model\nDell,Thing\n');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.file[0]).toMatch(/Boavizta|header|column/i);
    // A refused upload leaves no file behind.
    const left = await readdir(importDir()).catch(() => []);
    const before = left.length;
    expect((await upload(sa, 'wrong.csv', 'brand,model\nDell,Thing\n')).status).toBe(422);
    expect((await readdir(importDir()).catch(() => [])).length).toBeLessThanOrEqual(before);
    const notCsv = await upload(sa, 'photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect(notCsv.status).toBe(422);
  });

  it('answers every kind of upload mistake with a 422 on the file field, never a 500', async () => {
    const sa = new Agent(t.baseUrl);
    await sa.login('superadmin@demo.test', DEMO_PASSWORD);
    const csv = 'manufacturer,name\n';
    const wrongField = await upload(sa, 'a.csv', csv, ['upload']);
    expect(wrongField).toEqual({ status: 422, body: { message: 'Send one CSV file, in the field "file".', errors: { file: ['Send one CSV file, in the field "file".'] } } });
    const two = await upload(sa, 'a.csv', csv, ['file', 'file']);
    expect(two.status).toBe(422);
    expect(two.body.errors.file).toEqual(['Send one CSV file, in the field "file".']);
    const tooLarge = await upload(sa, 'big.csv', Buffer.alloc(20 * 1024 * 1024 + 1, 0x61));
    expect(tooLarge).toEqual({ status: 422, body: { message: 'The file is too large: the catalogue import takes files up to 20 MB.', errors: { file: ['The file is too large: the catalogue import takes files up to 20 MB.'] } } });
    const none = await sa.post('/api/v1/admin/catalogue/import', {});
    expect(none.status).toBe(422);
    expect(none.body.errors.file).toEqual(['Choose a CSV file to import.']);
    const broken = await fetch(`${t.baseUrl}/api/v1/admin/catalogue/import`, {
      method: 'POST',
      body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc',
      headers: { 'content-type': 'multipart/form-data; boundary=x', cookie: sa.cookieHeader(), 'x-xsrf-token': decodeURIComponent(sa.cookieHeader().match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '') },
    });
    expect(broken.status).toBe(422);
  });
});
