/**
 * What every REST call answers, recorded: the safety net of the server refactor (the REST replies must
 * stay byte-for-byte the same). The calls below run in a fixed order against the real app:
 *
 * - `get`: every GET route of the *.rest.ts files, as admin@seller.demo on the demo project "Data
 *   centre consolidation 2027" and its groups, solutions and items (ids looked up through the API),
 *   with the summary variants (?explain=1, ?year=), reports, reference data, catalogue, lists;
 * - `write`: a scripted sequence of changes on a client and project created here (the demo project is
 *   only read: other test files read it too), and the routes that need a partner or user of their own;
 * - `error`: bad bodies, unknown and foreign ids, missing permissions, no session, no CSRF header.
 *
 * `RECORD_REST_REPLIES=1 npx vitest run --project server-integration server/test/rest-replies.test.ts`
 * (re)writes fixtures/rest-replies.json; without it every reply (status, content type and the JSON body,
 * normalized by rest-replies-normalize.ts) is compared with the file, and the test names the first call
 * that differs and where. The report PDF is not rendered (too slow); its refusals are recorded.
 *
 * The sections depend on each other (ids, state) and on the order of the calls: run the whole file.
 * Before the first call every id sequence is moved to a range of its own (see separateIdRanges), so the
 * replies do not depend on what other test files created before.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDocument, resetVerifyRateLimit } from '../src/features/documents/document.service';
import { realGif, tinyPng } from './image-samples';
import { readOutbox } from '../src/platform/mail/mailer';
import { DEMO_API_TOKEN, DEMO_PASSWORD } from '../src/features/seed/demo-seed';
import { User } from '../src/features/users/user.entity';
import { Agent, buildUser, PASSWORD, signedInAgent, solveBotCheck, startTestApp, type TestApp } from './helpers';
import { firstDifference, ID_RANGE, ReplyNormalizer } from './rest-replies-normalize';
import { actorForUser } from '../src/features/auth';
import { resetMailsSent } from '../src/features/auth/auth.service';
import { ReplyValidator } from './openapi-validate';

const here = path.dirname(fileURLToPath(import.meta.url));
const FIXTURE = path.join(here, 'fixtures', 'rest-replies.json');
const RECORD = process.env.RECORD_REST_REPLIES === '1';

const V1 = '/api/v1';
const PM = `${V1}/project-manager`;
const DEMO_PROJECT = 'Data centre consolidation 2027';

type Kind = 'get' | 'write' | 'error';

interface RecordedCall {
  kind: Kind;
  method: string;
  path: string;
  request?: unknown;
  status: number;
  content_type: string | null;
  body?: unknown;
}

interface Reply {
  status: number;
  body: any;
  headers: Headers;
}

/** A request as the fixture shows it: long texts (sent to provoke a length check) by their length. */
function shorten(v: unknown): unknown {
  if (typeof v === 'string') return v.length > 200 ? `<${v.length} characters>` : v;
  if (Array.isArray(v)) return v.map(shorten);
  // The bot check's solution is new on every run (a random challenge and its number): only its presence is recorded.
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === 'altcha' && typeof x === 'string' ? '<bot-check solution>' : shorten(x)]));
  return v;
}

/** A reply as it came (before normalizing), to check against the OpenAPI document. */
interface RawReply {
  method: string;
  url: string;
  status: number;
  contentType: string | null;
  body: unknown;
}

/** Makes the calls and keeps each normalized reply, in order. */
class Recorder {
  readonly calls: RecordedCall[] = [];
  readonly raw: RawReply[] = [];
  kind: Kind = 'get';
  constructor(private readonly norm: ReplyNormalizer) {}

  private keep(method: string, url: string, request: unknown, r: Reply): Reply {
    const type = r.headers.get('content-type');
    const json = !!type && /[/+]json\b/.test(type);
    const call = { kind: this.kind, method, path: this.norm.path(url) } as RecordedCall;
    if (request !== undefined) call.request = this.norm.request(shorten(request));
    call.status = r.status;
    call.content_type = type;
    // Non-JSON replies (a PDF, a spreadsheet) are compared by status and content type only.
    if (json) call.body = this.norm.value(r.body);
    this.calls.push(call);
    this.raw.push({ method, url, status: r.status, contentType: type, body: json ? r.body : undefined });
    return r;
  }

  async call(agent: Agent, method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<Reply> {
    return this.keep(method, url, body, await agent.request(method, url, body, headers));
  }
  get(agent: Agent, url: string, headers?: Record<string, string>) {
    return this.call(agent, 'GET', url, undefined, headers);
  }
  post(agent: Agent, url: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.call(agent, 'POST', url, body, headers);
  }
  put(agent: Agent, url: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.call(agent, 'PUT', url, body, headers);
  }
  delete(agent: Agent, url: string, body?: unknown) {
    return this.call(agent, 'DELETE', url, body);
  }

  /** A multipart upload as the browser sends it (cookie session and the CSRF header, if any). */
  async upload(agent: Agent | null, url: string, file: { field?: string; name: string; content: Buffer } | null): Promise<Reply> {
    const form = new FormData();
    if (file) form.append(file.field ?? 'file', new Blob([new Uint8Array(file.content)]), file.name);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (agent) {
      headers.cookie = agent.cookieHeader();
      headers['x-xsrf-token'] = decodeURIComponent(agent.cookieHeader().match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
    }
    const res = await fetch(t.baseUrl + url, { method: 'POST', body: form, headers });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    const request = file ? `multipart: ${file.field ?? 'file'}=${file.name} (${file.content.length} bytes)` : 'multipart: no file';
    return this.keep('POST', url, request, { status: res.status, body, headers: res.headers });
  }
}

let t: TestApp;
let uploadsDir: string;
let rec: Recorder;
let norm: ReplyNormalizer;
let tables: string[];
/** admin@seller.demo with a cookie session (the SPA's way), and with the demo API token. */
let admin: Agent;
let bearer: Agent;
let anon: Agent;
/** user@seller.demo (partner user) and collaborator@seller.demo (manage_solutions, search_products). */
let colleague: Agent;
let collaborator: Agent;

/**
 * Moves every id sequence to a range of its own ((i + 1) × ID_RANGE for the i-th sequence by name), so
 * that the ids created from here on are the same whatever ran before, name their table and never
 * collide across tables. Returns the table of each range.
 */
async function separateIdRanges(): Promise<string[]> {
  const conn = t.orm.em.getConnection();
  const rows = await conn.execute<Array<{ name: string; last: string | null }>>(
    'select sequencename as name, last_value as last from pg_sequences where schemaname = current_schema() order by sequencename',
  );
  const names: string[] = [];
  for (const [i, row] of rows.entries()) {
    const start = (i + 1) * ID_RANGE;
    if (Number(row.last ?? 0) >= start) throw new Error(`sequence ${row.name} is already at ${row.last}, beyond the range start ${start}`);
    await conn.execute('select setval(quote_ident(?)::regclass, ?, false)', [row.name, start]);
    names.push(row.name.replace(/_id_seq$/, '').replace(/_seq$/, ''));
  }
  return names;
}

async function login(email: string, password = DEMO_PASSWORD): Promise<Agent> {
  const agent = new Agent(t.baseUrl);
  await agent.login(email, password);
  return agent;
}

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'greenit-rest-replies-'));
  // No Chromium: the PDF route answers its 503 at once, before registering anything.
  t = await startTestApp({ uploadsDir, chromiumPath: '/nonexistent/chromium' });
  tables = await separateIdRanges();
  norm = new ReplyNormalizer(tables);
  rec = new Recorder(norm);
  resetVerifyRateLimit();
  admin = await login('admin@seller.demo');
  bearer = new Agent(t.baseUrl, DEMO_API_TOKEN);
  anon = new Agent(t.baseUrl);
  colleague = await login('user@seller.demo');
  collaborator = await login('collaborator@seller.demo');
});
afterAll(async () => {
  await t?.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

/** The ids the sections share (looked up or created through the API). */
const ids = {
  demoProject: 0,
  demoClient: 0,
  demoGroups: [] as number[],
  demoSolutions: [] as Array<{ group: number; solution: number }>,
  demoProducts: [] as number[],
  client: 0,
  client2: 0,
  project: 0,
  clone: 0,
  baseline: 0,
  proposal: 0,
  parked: 0,
  dc: 0,
  office: 0,
  proposalDc: 0,
  proposalOffice: 0,
  item: 0,
  ownProduct: 0,
  capacity: 0,
  share: 0,
  note: 0,
  colleagueId: 0,
  collaboratorId: 0,
};

/** A call of the error section that sets the scene (and succeeds): counted as a write. */
async function asWrite(call: () => Promise<Reply>): Promise<Reply> {
  rec.kind = 'write';
  try {
    return await call();
  } finally {
    rec.kind = 'error';
  }
}

const data = (r: Reply) => {
  if (r.status >= 300) throw new Error(`expected a success, got ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
};

describe('#rest-replies.normalizer', () => {
  it('replaces timestamps and random values, and keeps every other value exactly', () => {
    const n = new ReplyNormalizer([]);
    const out = n.value({
      created_at: '2026-11-21T10:00:00.123Z',
      issued: 'Issued 2026-11-21T10:00:00+01:00 by u-0f8fad5b-d9cb-469f-a165-70867728950e@test.example',
      also: 'u-0f8fad5b-d9cb-469f-a165-70867728950e@test.example',
      other: 'u-1b4e28ba-2fa1-11d2-883f-0016d3cca427@test.example',
      demo: 'admin@seller.demo',
      document_id: 'GIA-7K3M-Q9XZ',
      typed: 'gia7k3mq9xz',
      partner: 'Partner 1a2b3c4d',
      date: '2023-12-29',
      kwh: 0.1 + 0.2,
      vat_no: '12345678',
      amount: 12345678,
      flags: [true, null, 0],
    });
    expect(out).toEqual({
      also: '<email:1>',
      amount: 12345678,
      created_at: '<timestamp>',
      date: '2023-12-29',
      demo: 'admin@seller.demo',
      document_id: '<document:1>',
      flags: [true, null, 0],
      issued: 'Issued <timestamp> by <email:1>',
      kwh: 0.30000000000000004,
      other: '<email:2>',
      partner: '<partner-name:1>',
      typed: '<document:1>',
      vat_no: '12345678',
    });
    n.secret('token', 'Zx81-mailed-token');
    expect(n.value({ link: 'https://x.example/#/reset?token=Zx81-mailed-token&email=a', token: 'Zx81-mailed-token', other: 'Zx81' })).toEqual({
      link: 'https://x.example/#/reset?token=<token:1>&email=a',
      other: 'Zx81',
      token: '<token:1>',
    });
  });

  it('maps created ids to a placeholder per table in order of first appearance; seed ids and figures stay', () => {
    const n = new ReplyNormalizer(['clients', 'projects']);
    expect(n.path('/api/v1/project-manager/projects/20000007/notes?client_id=10000002')).toBe('/api/v1/project-manager/projects/<projects:1>/notes?client_id=<clients:1>');
    const out = n.value({
      data: [
        { id: 20000009, client_id: '10000002', owner_id: 3, e_papi_product_id: 'p-20000007', total_kwh: 20000009, message: 'Project 20000007 moved; 123456789 kWh' },
        { id: 20000007, projectIds: [20000009, 20000007, 4], unknown_id: 990000001 },
      ],
    });
    expect(out).toEqual({
      data: [
        { client_id: '<clients:1>', e_papi_product_id: 'p-<projects:1>', id: '<projects:2>', message: 'Project <projects:1> moved; 123456789 kWh', owner_id: 3, total_kwh: 20000009 },
        { id: '<projects:1>', projectIds: ['<projects:2>', '<projects:1>', 4], unknown_id: 990000001 },
      ],
    });
    // A request lists ids under other keys as well; only ids already met are mapped there.
    expect(n.request({ solutions: [20000009, 20000008], amount: 20000007 })).toEqual({ amount: '<projects:1>', solutions: ['<projects:2>', 20000008] });
  });

  it('ignores the order of keys but not the order of array elements', () => {
    const a = new ReplyNormalizer(['projects']).value({ b: [1, 2], a: { y: 1, x: 2 }, id: 10000001 });
    const b = new ReplyNormalizer(['projects']).value({ id: 10000001, a: { x: 2, y: 1 }, b: [1, 2] });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(firstDifference(a, b)).toBeNull();
    const swapped = new ReplyNormalizer(['projects']).value({ id: 10000001, a: { x: 2, y: 1 }, b: [2, 1] });
    expect(firstDifference(a, swapped)).toBe('$.b[0]: expected 1, got 2');
  });

  it('names the first difference with its JSON path: changed values, missing and unexpected keys, lengths', () => {
    const expected = { data: { items: [{ amount: 2, kwh: 1.5 }], name: 'A', 'odd key': null } };
    expect(firstDifference(expected, { data: { items: [{ amount: 2, kwh: 1.5000001 }], name: 'A', 'odd key': null } })).toBe('$.data.items[0].kwh: expected 1.5, got 1.5000001');
    expect(firstDifference(expected, { data: { items: [{ amount: 2, kwh: 1.5 }], 'odd key': null } })).toBe('$.data.name: missing (expected "A")');
    expect(firstDifference(expected, { data: { items: [{ amount: 2, kwh: 1.5, extra: true }], name: 'A', 'odd key': null } })).toBe('$.data.items[0].extra: unexpected key (got true)');
    expect(firstDifference(expected, { data: { items: [], name: 'A', 'odd key': null } })).toBe('$.data.items: expected 1 elements, got 0 (missing {"amount":2,"kwh":1.5} at [0])');
    expect(firstDifference(expected, { data: { items: [{ amount: '2', kwh: 1.5 }], name: 'A', 'odd key': 0 } })).toBe('$.data.items[0].amount: expected 2, got "2"');
    expect(firstDifference(expected, { data: { items: [{ amount: 2, kwh: 1.5 }], name: 'A', 'odd key': 0 } })).toBe('$.data["odd key"]: expected null, got 0');
  });
});

describe('#rest-replies', () => {
  it('reads every GET route on the demo project, reference data and lists', async () => {
    rec.kind = 'get';
    await rec.get(anon, '/healthz');
    await rec.get(anon, '/readyz');

    // Session, user and apps.
    await rec.get(admin, `${V1}/apps`);
    await rec.get(admin, `${V1}/user-with-roles`);
    await rec.get(bearer, `${V1}/user-with-roles`);
    await rec.get(admin, `${V1}/user/is-verified`);
    await rec.get(admin, `${V1}/user/settings/language`);
    await rec.get(admin, `${V1}/user/report-options`);
    await rec.get(admin, `${V1}/partner/admin/report-options/front-page-images`);

    // Clients and project lists with their query parameters.
    const clients = data(await rec.get(admin, `${V1}/clients`));
    const org = data(await rec.get(admin, `${PM}/projects?organization=1`));
    const demo = org.flatMap((c: any) => c.projects.data).find((p: any) => p.name === DEMO_PROJECT);
    ids.demoProject = demo.id;
    ids.demoClient = demo.client_id;
    expect(clients.map((c: any) => c.id)).toContain(ids.demoClient);
    await rec.get(admin, `${V1}/clients/${ids.demoClient}`);
    await rec.get(admin, `${PM}/projects`);
    await rec.get(admin, `${PM}/projects?organization=0`);
    await rec.get(admin, `${PM}/projects?limit=1`);
    await rec.get(admin, `${PM}/projects?limit=20`);
    await rec.get(admin, `${PM}/projects/all`);
    await rec.get(admin, `${PM}/projects/search?search=${encodeURIComponent('consolidation')}`);
    await rec.get(admin, `${PM}/projects/search?search=fjordby`);
    await rec.get(admin, `${PM}/shares/projects`);
    await rec.get(admin, `${V1}/comparative-solution/projects/all`);
    await rec.get(admin, `${V1}/buyers/projects`);
    await rec.get(colleague, `${PM}/projects?organization=1`);
    await rec.get(collaborator, `${PM}/projects`);

    // The demo project, its notes and shares.
    const P = `${PM}/projects/${ids.demoProject}`;
    await rec.get(admin, `${P}/project-with-all-details`);
    await rec.get(bearer, `${P}/project-with-all-details`);
    await rec.get(admin, `${P}/share/users`);
    await rec.get(admin, `${P}/share/users?search=seller`);
    await rec.get(admin, `${V1}/projects/${ids.demoProject}/notes`);
    await rec.get(admin, `${V1}/projects/${ids.demoProject}/share`);

    // Reference data.
    for (const p of ['capacities', 'solution-types', 'rating/years', 'hour-profiles', 'infrastructure-presets', 'currency', 'item/papi-categories']) {
      await rec.get(admin, `${PM}/${p}`);
    }

    // Solution groups, solutions and summaries, with ?explain=1 and ?year=.
    const groups = data(await rec.get(admin, `${P}/solution-groups`));
    await rec.get(admin, `${P}/solution-groups?year=2022`);
    await rec.get(admin, `${P}/solution-groups/names`);
    await rec.get(admin, `${P}/solution-groups/data-center-categories`);
    ids.demoGroups = [groups.baseline.id, ...groups.comparative.map((g: any) => g.id)];
    for (const g of ids.demoGroups) {
      const group = data(await rec.get(admin, `${P}/solution-groups/${g}`));
      await rec.get(admin, `${P}/solution-groups/${g}/summary`);
      for (const s of group.solutions) ids.demoSolutions.push({ group: g, solution: s.id });
    }
    const [g0] = ids.demoGroups;
    await rec.get(admin, `${P}/solution-groups/${g0}?explain=1`);
    await rec.get(admin, `${P}/solution-groups/${g0}?year=2023`);
    await rec.get(admin, `${P}/solution-groups/${ids.demoGroups[1]}/summary?explain=1`);
    await rec.get(admin, `${P}/solution-groups/${ids.demoGroups[1]}/summary?year=2022`);
    await rec.get(admin, `${P}/solution-groups/${ids.demoGroups[2]}/summary?explain=true&year=2024`);
    for (const { group, solution } of ids.demoSolutions) {
      const s = data(await rec.get(admin, `${P}/solution-groups/${group}/solution/${solution}`));
      await rec.get(admin, `${P}/solution/${solution}/summary`);
      await rec.get(admin, `${P}/solution/${solution}/capacities`);
      await rec.get(admin, `${P}/solution/${solution}/category-infrastructure-shares`);
      const product = s.items?.[0]?.product_id;
      if (product && !ids.demoProducts.includes(product)) ids.demoProducts.push(product);
    }
    const first = ids.demoSolutions[0];
    await rec.get(admin, `${P}/solution-groups/${first.group}/solution/${first.solution}?explain=1`);
    await rec.get(admin, `${P}/solution/${first.solution}/summary?explain=1`);
    await rec.get(admin, `${P}/solution/${first.solution}/summary?year=2022`);
    await rec.get(admin, `${P}/solution/${ids.demoSolutions[1].solution}/summary?explain=1&year=2025`);
    await rec.get(admin, `${P}/summary`);
    await rec.get(admin, `${P}/summary?explain=1`);
    await rec.get(admin, `${P}/summary?year=2022`);
    await rec.get(bearer, `${P}/summary?explain=0`);

    // Reports.
    await rec.get(admin, `${P}/report`);
    await rec.get(admin, `${P}/report?report_type=lca_report`);
    await rec.get(admin, `${P}/report?report_type=comparative_report`);
    await rec.get(admin, `${P}/report/available`);
    await rec.get(colleague, `${P}/report/available`);

    // Catalogue: search (typo-tolerant), papi-search with flags, products of the demo items.
    await rec.get(admin, `${PM}/products/search?search=poweredge`);
    await rec.get(admin, `${PM}/products/search?search=${encodeURIComponent('inspirn 14 5420')}`);
    await rec.get(admin, `${PM}/products/search?search=a`);
    await rec.get(admin, `${PM}/products/search`);
    await rec.get(admin, `${PM}/products/papi-search?search=dell&flags=datacenter`);
    await rec.get(admin, `${PM}/products/papi-search?search=thinkpad`);
    for (const id of ids.demoProducts) await rec.get(admin, `${PM}/products/${id}`);

    // Document verification of an unknown id (a registered one is in the write section).
    await rec.get(anon, `${V1}/verify-evoice/GIA-2222-2222?co2total=1`);
  });

  it('records a scripted sequence of writes on a new client and project', async () => {
    rec.kind = 'write';
    // Clients.
    const client = data(await rec.post(admin, `${V1}/clients`, { name: 'Golden Reply A/S', country: 'DK', address: 'Havnegade 1', city: 'Odense', zip: '5000', vat_no: 'DK12345678' }));
    ids.client = client.id;
    await rec.put(admin, `${V1}/clients/${ids.client}`, { city: 'Aarhus', zip: '8000', description: 'Recorded by the REST reply test' });
    await rec.get(admin, `${V1}/clients/${ids.client}`);
    ids.client2 = data(await rec.post(admin, `${V1}/clients`, { name: 'Golden Copy ApS', country: 'DE' })).id;

    // Project.
    const project = data(await rec.post(admin, `${PM}/projects/create`, { name: 'Golden project', client_id: ids.client, kwh_price: '2,15', country: 'DK' }));
    ids.project = project.id;
    await rec.put(admin, `${PM}/projects/${ids.project}`, { name: 'Golden project 2027', description: 'Two server rooms and an office', investment: 125000, old_kwh: 48000, address: 'Havnegade 1', city: 'Odense', zip: '5000' });
    await rec.put(admin, `${PM}/projects/${ids.project}`, { kwh_price: '1.9' });
    await rec.get(admin, `${PM}/projects/${ids.project}/project-with-all-details`);

    // Notes.
    const note = data(await rec.post(admin, `${V1}/projects/${ids.project}/notes`, { note: 'Customer wants a five-year horizon' }));
    ids.note = note.id;
    await rec.get(admin, `${V1}/projects/${ids.project}/notes/${ids.note}`);
    await rec.put(admin, `${V1}/projects/${ids.project}/notes/${ids.note}`, { note: 'Five-year horizon, confirmed' });
    const second = data(await rec.post(admin, `${V1}/projects/${ids.project}/notes`, { note: 'Second note, to be deleted' }));
    await rec.get(admin, `${V1}/projects/${ids.project}/notes`);
    await rec.delete(admin, `${V1}/projects/${ids.project}/notes/${second.id}`);
    await rec.get(admin, `${V1}/projects/${ids.project}/notes`);

    // Project shares (with the demo partner's users).
    const users = data(await rec.get(admin, `${PM}/projects/${ids.project}/share/users?search=seller.demo`));
    ids.colleagueId = users.find((u: any) => u.email === 'user@seller.demo').id;
    ids.collaboratorId = users.find((u: any) => u.email === 'collaborator@seller.demo').id;
    await rec.post(admin, `${V1}/projects/${ids.project}/share`, { subscriber: 'user@seller.demo' });
    await rec.post(admin, `${V1}/projects/${ids.project}/share`, { subscriber_id: ids.collaboratorId });
    await rec.get(admin, `${V1}/projects/${ids.project}/share`);
    await rec.get(colleague, `${PM}/shares/projects`);
    await rec.delete(admin, `${V1}/projects/${ids.project}/share/${ids.collaboratorId}`);
    await rec.get(admin, `${V1}/projects/${ids.project}/share`);

    // Solution groups.
    const G = `${PM}/projects/${ids.project}/solution-groups`;
    ids.baseline = data(await rec.post(admin, G, { name: 'Current', state: 'baseline' })).id;
    ids.proposal = data(await rec.post(admin, G, { name: 'Proposal' })).id;
    ids.parked = data(await rec.post(admin, G, { name: 'Parked idea', state: 'inactive' })).id;
    await rec.put(admin, `${G}/${ids.proposal}`, { name: 'Proposal 2027', active: false });
    await rec.put(admin, `${G}/${ids.proposal}`, { active: true });
    await rec.put(admin, `${G}/${ids.proposal}/update-headings`, { baseline_heading: 'Today', lca_heading: 'Life cycle', refurbishment_heading: 'Second life' });
    await rec.put(admin, `${G}/${ids.proposal}/primary`);
    await rec.get(admin, `${G}/names`);

    // Solutions: defaults, with the generated description, update, UPS and cooling, clone, delete.
    const S = (g: number) => `${G}/${g}/solution`;
    ids.dc = data(await rec.post(admin, `${S(ids.baseline)}?description=0`, { solution_type_id: 'datacenter' })).id;
    ids.office = data(await rec.post(admin, `${S(ids.baseline)}?description=1`, { solution_type_id: 'end_user', name: 'Offices' })).id;
    await rec.put(admin, `${S(ids.baseline)}/${ids.dc}`, { name: 'Server room A', renewable_energy: 25, co2_factor_gram: 120.5, kwh_price: '2,5', refurbishment_impact_percentage: 15, description: 'Two racks' });
    await rec.put(admin, `${S(ids.baseline)}/${ids.dc}`, { refurbishment_impact_percentage: null });
    await rec.put(admin, `${PM}/solution/${ids.dc}/ups/92.1`, {});
    await rec.put(admin, `${PM}/solution/${ids.dc}/ups/custom`, { efficiency: 95.5 });
    await rec.put(admin, `${PM}/solution/${ids.dc}/ups/ups_89_3`, {});
    await rec.put(admin, `${PM}/solution/${ids.dc}/cooling/custom`, { cop: 3.5 });
    await rec.put(admin, `${PM}/solution/${ids.dc}/cooling/0`, {});
    await rec.put(admin, `${PM}/solution/${ids.dc}/cooling/cooling_2_53`, {});
    ids.proposalDc = data(await rec.post(admin, S(ids.proposal), { solution_type_id: 'datacenter', name: 'Consolidated room' })).id;
    ids.proposalOffice = data(await rec.post(admin, S(ids.proposal), { solution_type_id: 'end_user' })).id;
    await rec.put(admin, `${PM}/solution/${ids.proposalDc}/ups/ups_96_2`, {});
    await rec.put(admin, `${PM}/solution/${ids.proposalDc}/cooling/cooling_4_37`, {});

    // Products and items.
    const poweredge = data(await rec.get(admin, `${PM}/products/search?search=${encodeURIComponent('poweredge r6515')}`))[0];
    const laptop = data(await rec.get(admin, `${PM}/products/search?search=${encodeURIComponent('inspiron 14 5420')}`))[0];
    const own = data(
      await rec.post(admin, `${PM}/product/create`, {
        solution_id: ids.proposalDc,
        manufacturer: 'Contoso',
        manufacturer_part_number: 'CX-100',
        model_name: 'Contoso Rack 1U (recorded)',
        category: { id: 'server', modes: [{ name: 'Idle', power_consumption_watts: 90, hours: 4380 }, { name: 'Busy', power_consumption_watts: 210, hours: 4380 }] },
        specs: { weight_kg: 18, cores: 32 },
        additional_data: { note: 'from the customer' },
        manufacturer_verified: true,
      }),
    );
    ids.ownProduct = own.id;
    await rec.post(admin, `${PM}/product/create`, { model_name: 'Plain switch (recorded)', category: { id: 'network_switch' } });
    await rec.get(admin, `${PM}/products/${ids.ownProduct}`);
    const SOL = (s: number) => `${PM}/projects/${ids.project}/solution/${s}`;
    ids.item = data(await rec.post(admin, `${SOL(ids.dc)}/solution-item`, { product_id: poweredge.id, amount: 4 })).id;
    await rec.post(admin, `${SOL(ids.dc)}/solution-item`, { product_id: ids.ownProduct, amount: 2, operational_hours: 4380, refurbishment_impact_percentage: 0 });
    const spare = data(await rec.post(admin, `${SOL(ids.dc)}/solution-item`, { product_id: poweredge.id, amount: 1 }));
    await rec.post(admin, `${SOL(ids.office)}/solution-item`, { product_id: laptop.id, amount: 40 });
    await rec.post(admin, `${SOL(ids.proposalOffice)}/solution-item`, { product_id: laptop.id, amount: 40, refurbishment_impact_percentage: 20, unit_price: 4200 });
    await rec.put(admin, `${SOL(ids.dc)}/solution-item/${ids.item}`, { amount: 3, unit_price: 1500, refurbishment_impact_percentage: 10 });
    await rec.put(admin, `${SOL(ids.dc)}/solution-item/${ids.item}`, { refurbishment_impact_percentage: 0 });
    await rec.put(admin, `${SOL(ids.dc)}/solution-item/${ids.item}/hours/8x5`);
    await rec.put(admin, `${G}/${ids.baseline}/solution/${ids.dc}/solution-item/${ids.item}/hours/24x7`);
    await rec.put(admin, `${SOL(ids.dc)}/solution-item/${spare.id}/hours/none`);
    await rec.delete(admin, `${G}/${ids.baseline}/solution/${ids.dc}/solution-item/${spare.id}`);

    // Item import: check, import (with a requested row), request.
    const row = { brand_name: 'Dell', model_name: 'PowerEdge R6515', manufacturer_part_number: '', amount: 2 };
    const missing = { brand_name: 'Nobody', model_name: 'Imaginary 9000', manufacturer_part_number: 'IM-9000', amount: 1 };
    await rec.post(admin, `${SOL(ids.dc)}/check-items`, { items: [row, missing] });
    await rec.post(admin, `${SOL(ids.dc)}/import-items`, { items: [{ product_id: poweredge.id, amount: 2 }], requested_items: [missing] });
    await rec.post(admin, `${SOL(ids.office)}/request-items`, { items: [{ brand_name: 'Acme', model_name: 'Thin client T1', manufacturer_part_number: 'T1', amount: 10, modes: ['On'] }] });

    // Capacities: add, edit by id, add another, delete one, restore, delete all, restore.
    const caps = `${SOL(ids.dc)}/capacities`;
    ids.capacity = data(await rec.post(admin, caps, { capacity_id: 'server_vms', amount: 40 })).id;
    await rec.post(admin, caps, { id: ids.capacity, amount: 48 });
    await rec.post(admin, caps, { capacity_id: 'server_vms', amount: 50 });
    await rec.post(admin, caps, { capacity_id: 'server_cores', amount: 96 });
    await rec.get(admin, caps);
    await rec.delete(admin, `${caps}/${ids.capacity}`);
    await rec.delete(admin, `${caps}/server_cores`);
    await rec.get(admin, caps);
    await rec.get(admin, `${caps}/restore`);
    await rec.delete(admin, caps);
    await rec.get(admin, `${caps}/restore`);
    await rec.post(admin, `${SOL(ids.proposalDc)}/capacities`, { capacity_id: 'server_cores', amount: 96 });
    await rec.post(admin, `${SOL(ids.office)}/capacities`, { capacity_id: 'laptop_users', amount: 40 });
    await rec.post(admin, `${SOL(ids.proposalOffice)}/capacities`, { capacity_id: 'laptop_users', amount: 40 });

    // Category infrastructure shares: add, update (both body forms), delete one, restore, delete all, restore.
    const shares = `${SOL(ids.dc)}/category-infrastructure-shares`;
    ids.share = data(await rec.post(admin, shares, { e_papi_category_ids: ['server', 'server'], infrastructure_share_percent: 0.4 })).id;
    await rec.put(admin, `${shares}/${ids.share}`, { infrastructure_share_percent: 0.5 });
    await rec.put(admin, `${shares}/${ids.share}`, { share: { e_papi_category_ids: ['server', 'storage'] } });
    const other = data(await rec.post(admin, shares, { e_papi_category_ids: ['storage', 'network_switch'], infrastructure_share_percent: 0.3 }));
    await rec.get(admin, shares);
    await rec.delete(admin, `${shares}/${other.id}`);
    await rec.get(admin, `${shares}/restore`);
    await rec.delete(admin, shares);
    await rec.get(admin, shares);
    await rec.get(admin, `${shares}/restore`);
    await rec.post(admin, `${SOL(ids.proposalDc)}/category-infrastructure-shares`, { e_papi_category_ids: ['server'], infrastructure_share_percent: 0.5 });

    // Clone a solution, re-order within the group, move between groups, delete.
    const copy = data(await rec.get(admin, `${S(ids.baseline)}/${ids.dc}/clone`));
    await rec.post(admin, `${G}/${ids.baseline}/re-order`, { solutions: [ids.office, copy.id, ids.dc] });
    await rec.post(admin, `${G}/${ids.baseline}/re-order`, { solutions: [ids.dc], index: 0 });
    await rec.post(admin, `${G}/${ids.baseline}/re-order`, { solutions: [copy.id], target_group_id: ids.parked, index: 0 });
    await rec.delete(admin, `${S(ids.parked)}/${copy.id}`);

    // Clone a group, make it primary, then delete it (the proposal becomes primary again).
    const groupCopy = data(await rec.get(admin, `${G}/${ids.proposal}/clone`));
    await rec.put(admin, `${G}/${groupCopy.id}/primary`);
    await rec.delete(admin, `${G}/${groupCopy.id}`);
    await rec.put(admin, `${G}/${ids.proposal}/primary`);

    // Everything read back.
    const P = `${PM}/projects/${ids.project}`;
    await rec.get(admin, G);
    await rec.get(admin, `${G}/${ids.baseline}`);
    await rec.get(admin, `${G}/${ids.proposal}/summary`);
    await rec.get(admin, `${G}/${ids.baseline}/solution/${ids.dc}`);
    await rec.get(admin, `${SOL(ids.dc)}/summary`);
    await rec.get(admin, `${SOL(ids.dc)}/summary?explain=1`);
    await rec.get(admin, `${P}/summary`);
    await rec.get(admin, `${G}/data-center-categories`);

    // Reports: the first read creates the report; year, heading, settings, availability, the log.
    await rec.get(admin, `${P}/report/available`);
    await rec.get(admin, `${P}/report`);
    await rec.put(admin, `${P}/report/update`, { year: 2022 });
    await rec.put(admin, `${P}/report/update`, { comparative_heading: '  Our proposal  ' });
    await rec.put(admin, `${P}/report-settings/update`, [
      { key: 'INCLUDE_ROI', value: 0 },
      { key: 'INCLUDE_LCA', value: false },
      { key: 'INCLUDE_APPENDIX', value: '0' },
      { key: 'PRECISION', value: 2 },
    ]);
    await rec.put(admin, `${P}/report-settings/update`, { report_settings: [{ key: 'INCLUDE_LCA', value: 1 }, { key: 'CO2_PRECISION', value: 0 }] });
    await rec.put(admin, `${G}/${ids.baseline}/update-headings`, { baseline_heading: 'Current situation', lca_heading: '', refurbishment_heading: null });
    await rec.post(admin, `${PM}/report-generated`, { project_id: ids.project, report_type: 'baseline_report' });
    await rec.post(admin, `${P}/report-generated`, { report_type: 'refurbishment_report' });
    await rec.get(admin, `${P}/report`);
    await rec.get(admin, `${P}/report?report_type=lca_report`);
    await rec.put(admin, `${P}/report/update`, { year: 2026, comparative_heading: '' });

    // A registered document of the project, checked on the public path.
    const em = t.orm.em.fork();
    const user = await em.findOneOrFail(User, { email: 'admin@seller.demo' }, { populate: ['partner'] });
    const doc = await registerDocument({ em, actor: await actorForUser(em, user, 'session'), ip: '127.0.0.1', requestId: 'rest-replies' }, { projectId: ids.project, type: 'comparative', co2TotalKg: 1234.565, precision: 2 });
    await rec.get(anon, `${V1}/verify-evoice/${doc.id}?co2total=${encodeURIComponent('1234,57')}`);
    await rec.get(anon, `${V1}/verify-evoice/${doc.id.toLowerCase().replace(/-/g, '')}?co2total=1234.565`);
    await rec.get(anon, `${V1}/verify-evoice/${doc.id}?co2total=1234.5`);

    // Currency, clone into another client, owner change, archive.
    await rec.post(admin, `${PM}/currency/convert`, { currency: 'EUR', project_id: ids.project });
    await rec.post(admin, `${PM}/currency/convert`, { currency: 'DKK', project_id: ids.project });
    ids.clone = data(await rec.post(admin, `${PM}/projects/${ids.project}/clone`, { client_id: ids.client2 })).id;
    await rec.put(admin, `${PM}/projects/${ids.clone}/changeOwner/${ids.colleagueId}`);
    await rec.get(colleague, `${PM}/projects`);
    await rec.get(colleague, `${PM}/projects?limit=5`);
    await rec.delete(colleague, `${PM}/projects/${ids.clone}`);

    // The lists now hold the new client and project.
    await rec.get(admin, `${V1}/clients`);
    await rec.get(admin, `${PM}/projects`);
    await rec.get(admin, `${PM}/projects?organization=1`);
    await rec.get(admin, `${PM}/projects/search?search=golden`);
    await rec.get(colleague, `${PM}/shares/projects`);

    // A partner of its own (the demo partner's settings stay as they are): partner-wide report
    // options (created on first read), the admin's own options, front-page images, the language.
    const owner = await signedInAgent(t);
    const partnerOptions = data(await rec.get(owner.agent, `${V1}/partner/admin/report-options`));
    await rec.put(owner.agent, `${V1}/partner/admin/report-options/${partnerOptions.id}`, { theme: 'custom', custom_primary_color: '#0a0', custom_secondary_color: '#123456', override_users_front_page_images: true, comprehensive_report_image: '/front-pages/front-22.svg' });
    await rec.get(owner.agent, `${V1}/user/report-options`);
    const mine = data(await rec.post(owner.agent, `${V1}/user/report-options/create`, { theme: 'forest_moss_green', locale: 'da-DK', estimate_report_image: '/front-pages/front-07.svg' }));
    await rec.put(owner.agent, `${V1}/user/report-options/${mine.id}`, { theme: 'sailor_blue_mint', estimate_report_image: null });
    await rec.get(owner.agent, `${V1}/user/report-options`);
    await rec.delete(owner.agent, `${V1}/user/report-options/${mine.id}`, {});
    const png = await rec.upload(owner.agent, `${V1}/partner/admin/report-options/front-page-images/upload`, { name: 'Cover photo.png', content: tinyPng(1240, 1754) });
    await rec.upload(owner.agent, `${V1}/partner/admin/report-options/front-page-images/upload`, { name: 'wide.gif', content: await realGif(800, 600) });
    await rec.get(owner.agent, `${V1}/partner/admin/report-options/front-page-images`);
    await rec.delete(owner.agent, `${V1}/partner/admin/report-options/front-page-images/delete`, { image_url: png.body.data.image.url });
    await rec.delete(owner.agent, `${V1}/user/report-options/${partnerOptions.id}`, { user_type: 'partner' });
    await rec.put(owner.agent, `${V1}/user/settings/language`, { language: 'da-DK' });
    await rec.get(owner.agent, `${V1}/user/settings/language`);
    await rec.get(owner.agent, `${V1}/user-with-roles`);

    // Sessions and passwords: register, log in and out, forgotten and changed passwords.
    const fresh = new Agent(t.baseUrl);
    const registration = { name: 'Rita Recorder', email: 'rest-replies-register@example.org', password: 'Long-enough-1', password_confirmation: 'Long-enough-1', partner_name: 'Recorded Reply Co', partner_type: 'buyer', country_code: 'GB' };
    await rec.post(fresh, `${V1}/register`, { ...registration, altcha: await solveBotCheck(t.baseUrl) });
    await rec.post(fresh, `${V1}/email/verification-notification`);
    await rec.get(fresh, `${V1}/user/is-verified`);
    await rec.post(fresh, `${V1}/logout`);
    const member = await buildUser(t.orm, { name: 'Password Person' });
    const member2 = new Agent(t.baseUrl);
    await rec.post(member2, `${V1}/login`, { email: member.email, password: PASSWORD });
    await rec.put(member2, '/user/password', { current_password: PASSWORD, password: 'Another-pass-1', password_confirmation: 'Another-pass-1' });
    await rec.post(member2, `${V1}/forgot-password`, { email: member.email });
    await rec.post(member2, `${V1}/forgot-password`, { email: 'nobody@nowhere.example' });
    await rec.post(member2, `${V1}/logout`);

    // The mailed links: a password reset, and the verification of a user not verified yet (its
    // tokens, read from the outbox, appear as placeholders).
    const mailedToken = async (to: string) => {
      // The reset mail is sent after the reply (no timing oracle): wait for it.
      await resetMailsSent();
      const mail = (await readOutbox()).filter((m) => m.to === to).at(-1);
      const token = decodeURIComponent(mail!.text.match(/token=([^&\s]+)/)![1]);
      norm.secret('token', token);
      return token;
    };
    const reset = { token: await mailedToken(member.email), email: member.email, password: 'Brand-new-pass-1', password_confirmation: 'Brand-new-pass-1' };
    await rec.post(new Agent(t.baseUrl), `${V1}/reset-password`, reset);
    await rec.post(new Agent(t.baseUrl), `${V1}/reset-password`, reset);
    await rec.post(new Agent(t.baseUrl), `${V1}/login`, { email: member.email, password: 'Brand-new-pass-1' });
    const unverified = await buildUser(t.orm, { name: 'Vera Unverified' });
    await t.orm.em.fork().nativeUpdate(User, { id: unverified.user.id }, { emailVerifiedAt: null });
    const vera = await login(unverified.email, PASSWORD);
    await rec.get(vera, `${V1}/user/is-verified`);
    await rec.post(vera, `${V1}/email/verification-notification`);
    await rec.post(vera, `${V1}/email/verify`, { token: await mailedToken(unverified.email) });
    await rec.get(vera, `${V1}/user/is-verified`);
    await rec.post(vera, `${V1}/email/verification-notification`);
    await rec.post(new Agent(t.baseUrl), `${V1}/login`, { email: 'admin@seller.demo', password: DEMO_PASSWORD });

    // The catalogue import as a super admin, with a file whose only row is unusable (nothing is written).
    const superadmin = await login('superadmin@demo.test');
    const header = 'manufacturer,name,category,subcategory,gwp_total,gwp_use_ratio,yearly_tec,lifetime,use_location,report_date,sources,sources_hash,gwp_error_ratio,gwp_manufacturing_ratio,weight,assembly_location,screen_size,server_type,hard_drive,memory,number_cpu,height,added_date,add_method,gwp_transport_ratio,gwp_eol_ratio,gwp_electronics_ratio,gwp_battery_ratio,gwp_hdd_ratio,gwp_ssd_ratio,gwp_othercomponents_ratio,comment';
    const unusable = 'Recordedcorp,No Footprint Phone,Workplace,Smartphone,,0.2,5,3,EU,2023,https://example.org/nophone.pdf,rr000001,0,0.8,0.2,China,6,,,,,,2024-04-01,Manual,0.05,0.01,,,,,,';
    await rec.upload(superadmin, `${V1}/admin/catalogue/import`, { name: 'unusable.csv', content: Buffer.from(`${header}\n${unusable}\n`) });
  });

  it('records the error replies: bad bodies, unknown and foreign ids, permissions, sessions, CSRF', async () => {
    rec.kind = 'error';
    const P = `${PM}/projects/${ids.project}`;
    const G = `${P}/solution-groups`;
    const SOL = `${P}/solution/${ids.dc}`;
    const demo = `${PM}/projects/${ids.demoProject}`;
    const long = (n: number) => 'x'.repeat(n);

    // No session (401), and unknown paths (404).
    for (const url of [`${V1}/apps`, `${V1}/user-with-roles`, `${V1}/clients`, `${PM}/projects`, `${demo}/solution-groups`, `${demo}/report`, `${PM}/capacities`, `${PM}/products/search?search=dell`, `${V1}/user/report-options`]) {
      await rec.get(anon, url);
    }
    await rec.post(anon, `${V1}/clients`, { name: 'Anonymous' });
    await rec.post(anon, `${PM}/product/create`, {});
    await rec.put(anon, '/user/password', { current_password: 'x', password: 'y', password_confirmation: 'y' });
    await rec.post(anon, `${V1}/logout`);
    await rec.get(new Agent(t.baseUrl, 'not-a-token'), `${V1}/user-with-roles`);
    await rec.get(anon, `${V1}/does-not-exist`);
    await rec.get(anon, '/api/v9/anything');
    await rec.post(admin, `${V1}/nothing/here`, {});

    // A cookie session without the CSRF header (403), also on the GET calls that change data.
    const noToken = { 'x-xsrf-token': '' };
    await rec.post(admin, `${V1}/clients`, { name: 'No token' }, noToken);
    await rec.put(admin, `${P}`, { name: 'No token' }, { 'x-xsrf-token': 'forged' });
    await rec.call(admin, 'DELETE', `${V1}/projects/${ids.project}/notes/${ids.note}`, undefined, noToken);
    await rec.get(admin, `${G}/${ids.baseline}/clone`, noToken);
    await rec.get(admin, `${SOL}/capacities/restore`, noToken);
    await rec.get(admin, `${SOL}/category-infrastructure-shares/restore`, noToken);
    await rec.put(admin, '/user/password', { current_password: DEMO_PASSWORD, password: 'Another-pass-1', password_confirmation: 'Another-pass-1' }, noToken);

    // Malformed JSON (400), a body that is not an object, a body too large (413).
    await rec.post(admin, `${V1}/clients`, '{"name": ');
    await rec.post(admin, `${V1}/clients`, [1, 2]);
    await rec.post(admin, `${V1}/clients`, JSON.stringify({ name: long(2.1 * 1024 * 1024) }));

    // Auth.
    await rec.post(anon, `${V1}/login`, {});
    await rec.post(anon, `${V1}/login`, { email: 'admin@seller.demo', password: 'wrong-password' });
    await rec.post(anon, `${V1}/login`, { email: 'not-an-email', password: 1 });
    await rec.post(new Agent(t.baseUrl), `${V1}/register`, { name: 'X', email: 'rest-replies-register@example.org', password: 'Long-enough-1', password_confirmation: 'Long-enough-1', partner_name: 'Y', partner_type: 'seller', country_code: 'DK', vat_no: '12345678', altcha: await solveBotCheck(t.baseUrl) });
    await rec.post(new Agent(t.baseUrl), `${V1}/register`, { name: '', email: 'bad', password: 'short', password_confirmation: 'other', partner_name: long(161), partner_type: 'pirate', country_code: 'XX' });
    await rec.post(anon, `${V1}/reset-password`, { token: 'not-a-token', email: 'admin@seller.demo', password: 'Brand-new-pass-1', password_confirmation: 'Brand-new-pass-1' });
    await rec.post(anon, `${V1}/reset-password`, {});
    await rec.post(anon, `${V1}/forgot-password`, { email: 'not-an-email' });
    await rec.post(anon, `${V1}/email/verify`, { token: 'not-a-token' });
    const pw = await signedInAgent(t);
    await rec.put(pw.agent, '/user/password', { current_password: 'nope', password: 'Another-pass-1', password_confirmation: 'Another-pass-1' });
    await rec.put(pw.agent, '/user/password', { current_password: PASSWORD, password: 'Another-pass-1', password_confirmation: 'Different-1' });
    await rec.put(pw.agent, '/user/password', { current_password: PASSWORD, password: 'short', password_confirmation: 'short' });
    await rec.put(pw.agent, `${V1}/user/settings/language`, { language: 'xx-XX' });
    await rec.put(pw.agent, `${V1}/user/settings/language`, { language: 42 });

    // Clients.
    await rec.post(admin, `${V1}/clients`, { name: '' });
    await rec.post(admin, `${V1}/clients`, { name: { nested: true }, city: 12 });
    await rec.post(admin, `${V1}/clients`, { name: long(161), zip: long(21), vat_no: long(41) });
    await rec.get(admin, `${V1}/clients/999999`);
    await rec.get(admin, `${V1}/clients/abc`);
    await rec.put(admin, `${V1}/clients/${ids.client}`, { name: '   ' });

    // Projects.
    await rec.post(admin, `${PM}/projects/create`, { name: 'X', client_id: ids.client, kwh_price: '1,2,3' });
    await rec.post(admin, `${PM}/projects/create`, {});
    await rec.post(admin, `${PM}/projects/create`, { name: ['x'], client_id: {}, kwh_price: {} });
    await rec.post(admin, `${PM}/projects/create`, { name: long(161), client_id: ids.client, description: long(4001) });
    await rec.post(admin, `${PM}/projects/create`, { name: 'X', client_id: 999999 });
    await rec.post(admin, `${V1}/nope/projects/create`, { name: 'X', client_id: ids.client });
    await rec.put(admin, P, { name: '' });
    await rec.put(admin, P, { kwh_price: 'cheap' });
    await rec.get(admin, `${PM}/projects/999999/project-with-all-details`);
    await rec.get(admin, `${V1}/comparative-solution/projects/${ids.project}/project-with-all-details`);
    await rec.get(admin, `${PM}/projects/${ids.clone}/project-with-all-details`);
    await rec.get(admin, `${PM}/projects/search?search=gol`);
    await rec.post(admin, `${P}/clone`, { client_id: 999999 });
    await rec.put(admin, `${P}/changeOwner/999999`);
    await rec.post(admin, `${V1}/projects/${ids.project}/notes`, { note: '  ' });
    await rec.post(admin, `${V1}/projects/${ids.project}/notes`, { note: long(10001) });
    await rec.get(admin, `${V1}/projects/${ids.project}/notes/999999`);
    await rec.post(admin, `${V1}/projects/${ids.project}/share`, { subscriber: 'user@seller.demo' });
    await rec.post(admin, `${V1}/projects/${ids.project}/share`, { subscriber: 'nobody@nowhere.example' });
    await rec.post(admin, `${V1}/projects/${ids.project}/share`, { subscriber: 'admin@seller.demo' });
    await rec.post(admin, `${V1}/projects/${ids.project}/share`, { subscriber: 'not an e-mail' });
    await rec.delete(admin, `${V1}/projects/${ids.project}/share/999999`);

    // Solution groups and solutions.
    await rec.post(admin, G, { name: 'Also now', state: 'baseline' });
    await rec.post(admin, G, { name: 'X', state: 'requested' });
    await rec.post(admin, G, { name: '' });
    await rec.post(admin, G, { name: long(161) });
    await rec.post(admin, G, [1, 2]);
    await rec.put(admin, `${G}/${ids.proposal}`, { state: 'baseline' });
    await rec.put(admin, `${G}/${ids.baseline}/primary`);
    await rec.put(admin, `${G}/${ids.proposal}/update-headings`, { lca_heading: long(256) });
    await rec.get(admin, `${G}/999999`);
    await rec.get(admin, `${G}/abc`);
    await rec.get(admin, `${G}?year=20x`);
    await rec.get(admin, `${G}/${ids.baseline}/summary?year=1999`);
    await rec.post(admin, `${G}/${ids.baseline}/re-order`, { solutions: 'abc' });
    await rec.post(admin, `${G}/${ids.baseline}/re-order`, { solutions: [ids.dc] });
    await rec.post(admin, `${G}/${ids.baseline}/re-order`, { solutions: [ids.dc, ids.dc, ids.office] });
    await rec.post(admin, `${G}/${ids.baseline}/re-order`, { solutions: [ids.dc], target_group_id: ids.proposal, index: 10 });
    await rec.post(admin, `${G}/${ids.baseline}/re-order`, { solutions: [ids.dc], index: 1.5 });
    await rec.post(admin, `${G}/${ids.baseline}/re-order`, { solutions: [ids.proposalDc], target_group_id: ids.parked });
    await rec.post(admin, `${G}/${ids.baseline}/solution`, { solution_type_id: 'spaceship' });
    await rec.post(admin, `${G}/${ids.baseline}/solution`, {});
    await rec.put(admin, `${G}/${ids.baseline}/solution/${ids.dc}`, { renewable_energy: 120, kwh_price: 'abc' });
    await rec.put(admin, `${G}/${ids.baseline}/solution/${ids.dc}`, { name: long(256), co2_factor_gram: -1, refurbishment_impact_percentage: 101 });
    await rec.put(admin, `${G}/${ids.proposal}/solution/${ids.dc}`, { name: 'Wrong group' });
    await rec.get(admin, `${SOL}/summary?year=20x`);
    await rec.get(admin, `${P}/summary?year=1999`);
    await rec.put(admin, `${PM}/solution/${ids.dc}/ups/custom`, {});
    await rec.put(admin, `${PM}/solution/${ids.dc}/ups/custom`, { efficiency: 120 });
    await rec.put(admin, `${PM}/solution/${ids.dc}/ups/custom`, { efficiency: 'fast' });
    await rec.put(admin, `${PM}/solution/${ids.dc}/ups/custom`, { efficiency: '' });
    await rec.put(admin, `${PM}/solution/${ids.dc}/ups/ups_turbo`, {});
    await rec.put(admin, `${PM}/solution/${ids.dc}/cooling/custom`, { cop: -1 });
    await rec.put(admin, `${PM}/solution/${ids.office}/ups/ups_92_1`, {});
    await rec.put(admin, `${PM}/solution/999999/cooling/cooling_2_98`, {});

    // Items, products, import.
    await rec.post(admin, `${SOL}/solution-item`, { product_id: ids.demoProducts[0], amount: 0 });
    await rec.post(admin, `${SOL}/solution-item`, { product_id: 'x' });
    await rec.post(admin, `${SOL}/solution-item`, {});
    await rec.post(admin, `${SOL}/solution-item`, { product_id: 999999 });
    await rec.post(admin, `${P}/solution/${ids.office}/solution-item`, { product_id: ids.ownProduct });
    await rec.post(admin, `${SOL}/solution-item`, '{"product_id":');
    await rec.put(admin, `${SOL}/solution-item/${ids.item}`, { operational_hours: 9000 });
    await rec.put(admin, `${SOL}/solution-item/${ids.item}`, { amount: -1, unit_price: 'a lot' });
    await rec.put(admin, `${SOL}/solution-item/${ids.item}/hours/25x8`);
    await rec.put(admin, `${SOL}/solution-item/999999`, { amount: 2 });
    await rec.delete(admin, `${G}/${ids.baseline}/solution/${ids.dc}/solution-item/999999`);
    await rec.post(admin, `${PM}/product/create`, {});
    await rec.post(admin, `${PM}/product/create`, { model_name: 'X', category: 'server' });
    await rec.post(admin, `${PM}/product/create`, { model_name: 'X', category: { id: 'flux_capacitor' } });
    await rec.post(admin, `${PM}/product/create`, { model_name: 'X', category: { id: 'server', modes: [{ name: 'On', power_consumption_watts: -5, hours: 9000 }] } });
    await rec.post(admin, `${PM}/product/create`, { model_name: 'X', category: { id: 'server' }, specs: { a: 'b\u0000' } });
    await rec.get(admin, `${PM}/products/999999`);
    await rec.get(admin, `${PM}/products/papi-search?search=dell&flags=cheap`);
    await rec.post(admin, `${SOL}/check-items`, {});
    await rec.post(admin, `${SOL}/check-items`, { items: 'all' });
    await rec.post(admin, `${SOL}/import-items`, { items: [{ product_id: 999999 }] });
    await rec.post(admin, `${SOL}/request-items`, { items: [] });

    // Capacities and shares.
    const caps = `${SOL}/capacities`;
    await rec.post(admin, caps, { capacity_id: 'warp_drives', amount: -1 });
    await rec.post(admin, caps, { capacity_id: 'warp_drives', amount: 1 });
    await rec.post(admin, caps, { amount: 1 });
    await rec.post(admin, caps, { id: 999999, amount: 1 });
    await rec.delete(admin, `${caps}/999999`);
    const reqCaps = `${PM}/requests/12345/solution/${ids.dc}/capacities`;
    await rec.get(admin, reqCaps);
    await rec.post(admin, reqCaps, { capacity_id: 'server_vms', amount: 1 });
    await rec.delete(admin, reqCaps);
    await rec.get(admin, `${reqCaps}/restore`);
    await rec.delete(admin, `${reqCaps}/1`);
    const shares = `${SOL}/category-infrastructure-shares`;
    await rec.post(admin, shares, { e_papi_category_ids: ['server'], infrastructure_share_percent: 40 });
    await rec.post(admin, shares, { e_papi_category_ids: 'server', infrastructure_share_percent: 0 });
    await rec.post(admin, shares, { e_papi_category_ids: ['server', 'flux_capacitor'] });
    await rec.put(admin, `${shares}/999999`, { infrastructure_share_percent: 0.5 });
    await rec.delete(admin, `${shares}/999999`);

    // Reports.
    await rec.put(admin, `${P}/report/update`, { year: 1999 });
    await rec.put(admin, `${P}/report/update`, { year: 'soon' });
    await rec.put(admin, `${P}/report/update`, { year: null });
    await rec.put(admin, `${P}/report/update`, {});
    await rec.put(admin, `${P}/report/update`, { comparative_heading: long(256) });
    await rec.put(admin, `${P}/report-settings/update`, [
      { key: 'INCLUDE_ROI', value: 0 },
      { key: 'INCLUDE_EVERYTHING', value: 1 },
      { key: 'PRECISION', value: 3 },
      { key: 'INCLUDE_LCA', value: 'maybe' },
    ]);
    await rec.put(admin, `${P}/report-settings/update`, { key: 'PRECISION', value: 1 });
    await rec.put(admin, `${P}/report-settings/update`, { report_settings: 'all' });
    await rec.post(admin, `${PM}/report-generated`, { project_id: ids.project, report_type: 'executive_summary' });
    await rec.post(admin, `${PM}/report-generated`, { project_id: ids.project });
    await rec.post(admin, `${PM}/report-generated`, { report_type: 5 });
    await rec.post(admin, `${PM}/report-generated`, { report_type: 'lca_report' });
    await rec.get(admin, `${P}/report?report_type=bogus`);
    await rec.get(admin, `${PM}/projects/999999/report`);
    await rec.get(admin, `${PM}/projects/999999/report/available`);
    // The PDF route: a bad type (422), a report that is not available (422), no Chromium here (503).
    await rec.get(admin, `${demo}/report.pdf?type=pdf`);
    await rec.get(admin, `${demo}/report.pdf`);
    const empty = data(await asWrite(() => rec.post(admin, `${PM}/projects/create`, { name: 'Golden empty project', client_id: ids.client })));
    await asWrite(() => rec.get(admin, `${PM}/projects/${empty.id}/report/available`));
    await rec.get(admin, `${PM}/projects/${empty.id}/report.pdf?type=comparative`);
    await rec.get(admin, `${demo}/report.pdf?type=baseline`);
    await rec.get(anon, `${demo}/report.pdf?type=baseline`);

    // Reference data and documents.
    await rec.post(admin, `${PM}/currency/convert`, { currency: 'XYZ', project_id: ids.project });
    await rec.post(admin, `${PM}/currency/convert`, {});
    await rec.post(admin, `${PM}/currency/convert`, { currency: 'EUR', project_id: 999999 });
    await rec.get(anon, `${V1}/verify-evoice/GIA-2222-2222`);
    await rec.get(anon, `${V1}/verify-evoice/GIA-2222-2222?co2total=abc`);
    await rec.get(anon, `${V1}/verify-evoice/not-a-document?co2total=1`);

    // Report options and uploads.
    const owner = await signedInAgent(t);
    await rec.post(owner.agent, `${V1}/user/report-options/create`, { theme: 'neon', locale: 'xx-XX', lca_report_image: '/uploads/front-pages/999/abc.png' });
    // An invalid colour is stored as null (201); a second create is a conflict (409).
    await asWrite(() => rec.post(owner.agent, `${V1}/user/report-options/create`, { theme: 'custom', custom_primary_color: '#ABC', custom_secondary_color: 'red' }));
    await rec.post(owner.agent, `${V1}/user/report-options/create`, { theme: 'default' });
    await rec.put(owner.agent, `${V1}/user/report-options/999999`, { theme: 'dark_red_gray' });
    await rec.delete(owner.agent, `${V1}/user/report-options/999999`, {});
    await rec.put(owner.agent, `${V1}/partner/admin/report-options/999999`, { theme: 'dark_red_gray' });
    const upload = `${V1}/partner/admin/report-options/front-page-images/upload`;
    await rec.upload(owner.agent, upload, { name: 'notes.txt', content: Buffer.from('hello') });
    await rec.upload(owner.agent, upload, { name: 'a.png', content: tinyPng(4, 4), field: 'image' });
    await rec.upload(owner.agent, upload, null);
    await rec.upload(owner.agent, upload, { name: 'big.png', content: Buffer.concat([tinyPng(8, 8), Buffer.alloc(2_097_152)]) });
    await rec.delete(owner.agent, `${V1}/partner/admin/report-options/front-page-images/delete`, {});
    await rec.delete(owner.agent, `${V1}/partner/admin/report-options/front-page-images/delete`, { image_url: '/uploads/front-pages/1/0123456789abcdef0123456789abcdef.png' });

    // Catalogue import: not a super admin (403), no file, a file not in the format.
    await rec.upload(admin, `${V1}/admin/catalogue/import`, { name: 'sample.csv', content: Buffer.from('manufacturer,name\n') });
    const superadmin = await login('superadmin@demo.test');
    await rec.upload(superadmin, `${V1}/admin/catalogue/import`, null);
    await rec.upload(superadmin, `${V1}/admin/catalogue/import`, { name: 'wrong.csv', content: Buffer.from('brand,model\nDell,Thing\n') });

    // Another partner: every id of ours is unknown to them (404).
    const stranger = await signedInAgent(t);
    const s = stranger.agent;
    for (const url of [
      `${V1}/clients/${ids.client}`,
      `${P}/project-with-all-details`,
      `${V1}/projects/${ids.project}/notes`,
      `${V1}/projects/${ids.project}/notes/${ids.note}`,
      `${V1}/projects/${ids.project}/share`,
      `${P}/share/users`,
      `${G}`,
      `${G}/${ids.baseline}`,
      `${G}/${ids.baseline}/summary`,
      `${G}/${ids.baseline}/solution/${ids.dc}`,
      `${SOL}/summary`,
      `${P}/summary`,
      `${SOL}/capacities`,
      `${SOL}/category-infrastructure-shares`,
      `${P}/report`,
      `${P}/report/available`,
      `${PM}/products/${ids.ownProduct}`,
      `${demo}/solution-groups`,
    ]) {
      await rec.get(s, url);
    }
    await rec.put(s, `${V1}/clients/${ids.client}`, { name: 'Taken' });
    await rec.put(s, P, { name: 'Hijack' });
    await rec.delete(s, P);
    await rec.post(s, `${P}/clone`, { client_id: ids.client });
    await rec.post(s, `${V1}/projects/${ids.project}/notes`, { note: 'Mine now' });
    await rec.post(s, G, { name: 'Intruder' });
    await rec.put(s, `${G}/${ids.baseline}`, { name: 'Hijacked' });
    await rec.get(s, `${G}/${ids.baseline}/clone`);
    await rec.post(s, `${G}/${ids.baseline}/solution`, { solution_type_id: 'datacenter' });
    await rec.put(s, `${PM}/solution/${ids.dc}/ups/ups_92_1`, {});
    await rec.post(s, `${SOL}/solution-item`, { product_id: ids.ownProduct });
    await rec.put(s, `${SOL}/solution-item/${ids.item}`, { amount: 9 });
    await rec.post(s, `${SOL}/capacities`, { capacity_id: 'server_cores', amount: 1 });
    await rec.post(s, `${SOL}/category-infrastructure-shares`, { e_papi_category_ids: ['storage'], infrastructure_share_percent: 0.2 });
    await rec.put(s, `${P}/report/update`, { year: 2025 });
    await rec.post(s, `${PM}/report-generated`, { project_id: ids.project, report_type: 'lca_report' });
    await rec.post(s, `${PM}/product/create`, { model_name: 'X', category: { id: 'server' }, solution_id: ids.dc });
    await rec.post(s, `${PM}/currency/convert`, { currency: 'EUR', project_id: ids.project });
    await rec.post(s, `${PM}/projects/create`, { name: 'X', client_id: ids.client });
    await rec.get(s, `${demo}/report.pdf?type=baseline`);

    // Missing permissions (403 {message, errors:{forbidden}}), as the collaborator and the partner user.
    await rec.post(collaborator, `${V1}/clients`, { name: 'No' });
    await rec.post(collaborator, `${PM}/projects/create`, { name: 'No', client_id: ids.client });
    await rec.put(collaborator, P, { name: 'No' });
    await rec.post(collaborator, G, { name: 'No' });
    await rec.put(collaborator, `${G}/${ids.baseline}`, { active: false });
    await rec.delete(collaborator, `${G}/${ids.baseline}`);
    await rec.post(collaborator, `${G}/${ids.baseline}/re-order`, { solutions: [ids.dc] });
    await rec.post(collaborator, `${PM}/product/create`, { model_name: 'X', category: { id: 'server' } });
    await rec.post(collaborator, `${SOL}/import-items`, { items: [{ product_id: ids.ownProduct }] });
    await rec.put(collaborator, `${P}/report/update`, { year: 2025 });
    await rec.put(collaborator, `${P}/report-settings/update`, [{ key: 'INCLUDE_ROI', value: 0 }]);
    await rec.post(collaborator, `${PM}/currency/convert`, { currency: 'EUR', project_id: ids.project });
    await rec.put(collaborator, `${V1}/projects/${ids.project}/notes/${ids.note}`, { note: 'Not mine' });
    await rec.delete(collaborator, `${V1}/projects/${ids.project}/notes/${ids.note}`);
    await rec.delete(collaborator, P);
    await rec.put(collaborator, `${P}/changeOwner/${ids.collaboratorId}`);
    await rec.post(collaborator, `${V1}/projects/${ids.project}/share`, { subscriber: 'collaborator@seller.demo' });
    await rec.get(collaborator, `${V1}/partner/admin/report-options`);
    await rec.get(collaborator, `${V1}/partner/admin/report-options/front-page-images`);
    await rec.upload(collaborator, `${V1}/partner/admin/report-options/front-page-images/upload`, { name: 'a.png', content: tinyPng(4, 4) });
    await rec.post(colleague, `${SOL}/request-items`, { items: [{ brand_name: 'Nobody', model_name: 'Nothing', manufacturer_part_number: '', amount: 1 }] });
    await rec.post(colleague, `${SOL}/import-items`, { items: [{ product_id: ids.ownProduct }], requested_items: [{ brand_name: 'Nobody', model_name: 'Nothing', amount: 1 }] });
    await rec.delete(colleague, P);
    await rec.put(colleague, `${V1}/projects/${ids.project}/notes/${ids.note}`, { note: 'Not mine either' });
    const noSearch = await signedInAgent(t, { roles: ['partner_user'], permissions: ['manage_projects'] });
    await rec.get(noSearch.agent, `${PM}/products/search?search=dell`);
    await rec.get(noSearch.agent, `${PM}/products/papi-search?search=dell`);
    await rec.post(noSearch.agent, `${V1}/clients`, { name: 'No' });
  });

  it('answers every call as recorded in fixtures/rest-replies.json', async () => {
    const counts = { get: 0, write: 0, error: 0 };
    for (const c of rec.calls) counts[c.kind]++;
    if (RECORD) {
      const fixture = {
        about: 'REST replies recorded by server/test/rest-replies.test.ts (RECORD_REST_REPLIES=1 rewrites this file). Normalized: see server/test/rest-replies-normalize.ts.',
        counts,
        calls: rec.calls,
      };
      await writeFile(FIXTURE, `${JSON.stringify(fixture, null, 1)}\n`);
      console.info(`rest-replies: recorded ${rec.calls.length} calls (${counts.get} GET, ${counts.write} writes, ${counts.error} errors) into ${path.relative(process.cwd(), FIXTURE)}`);
      return;
    }
    const text = await readFile(FIXTURE, 'utf8').catch(() => {
      throw new Error(`${FIXTURE} is missing: record it with RECORD_REST_REPLIES=1`);
    });
    const fixture = JSON.parse(text) as { calls: RecordedCall[] };
    const expected = fixture.calls;
    for (let i = 0; i < Math.max(expected.length, rec.calls.length); i++) {
      const e = expected[i];
      const a = rec.calls[i];
      if (!e || !a) {
        const c = (e ?? a)!;
        throw new Error(`call #${i} ${c.method} ${c.path}: ${e ? 'recorded but not made (the script stopped earlier?)' : 'made but not recorded (re-record with RECORD_REST_REPLIES=1 if the script changed)'}`);
      }
      const where = `call #${i} (${e.kind}) ${e.method} ${e.path}`;
      if (e.method !== a.method || e.path !== a.path) throw new Error(`${where}: the script now makes ${a.method} ${a.path}; re-record with RECORD_REST_REPLIES=1 if that is intended`);
      const d = firstDifference(e, a);
      if (d?.startsWith('$.request')) throw new Error(`${where}: the request sent differs at ${d.slice(1)}; re-record with RECORD_REST_REPLIES=1 if the script changed`);
      if (d) throw new Error(`${where}: the reply differs at ${d.slice(1)}`);
    }
    expect(rec.calls.length).toBe(expected.length);
  });

  it('answers every call as its operation in /api/v1/openapi.json says (JSON Schema 2020-12)', async () => {
    const validator = new ReplyValidator((await admin.get(`${V1}/openapi.json`)).body);
    // Each problem once per operation and status, with the first call that shows it.
    const problems = new Map<string, string>();
    // /healthz and /readyz are the process's, not the API's.
    const checked = rec.raw.filter((r) => r.url.startsWith('/api/') || r.url.startsWith('/user/'));
    for (const [i, r] of checked.entries()) {
      for (const p of validator.check(r.method, r.url, r.status, r.contentType, r.body)) {
        const key = `${r.method} ${validator.operationPath(r.method, r.url) ?? r.url} → ${r.status}: ${p}`;
        if (!problems.has(key)) problems.set(key, `${key} (${norm.path(r.url)}, #${i} of the API calls)`);
      }
    }
    expect([...problems.values()].slice(0, 30), `${problems.size} problems in ${checked.length} replies`).toEqual([]);
    expect(checked.length).toBeGreaterThan(500);
    console.info(`rest-replies: ${checked.length} replies valid against /api/v1/openapi.json`);
  });
});
