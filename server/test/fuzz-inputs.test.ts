/**
 * Property-based fuzz (fast-check) of every REST write route (from the app's own route table) and
 * every GraphQL mutation (from the schema), with malformed bodies: NUL characters and lone
 * surrogates, numbers beyond a double (`1e400`) and beyond any field, deep nesting where a scalar
 * belongs, wrong JSON types, bodies that are not objects or not JSON. The property: no reply is a 5xx
 * (and no GraphQL error is INTERNAL). Requests go to the caller's own real records, so they pass the
 * access checks and reach validation and the database.
 *
 * The GraphQL corpus runs over graphql-ws too (issue #27: the socket bypassed Apollo's checks and
 * formatting); there the property is: no INTERNAL error, no SQL in any message, no 4500 close.
 *
 * Bounded for the shared CI machine: FUZZ_RUNS (default 25) bodies per REST route and per mutation,
 * plus a fixed set of poison bodies per route; fast-check prints the seed of a failing run.
 */
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getNamedType, getNullableType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType, type GraphQLInputType, type GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema } from '../src/app/schema';
import type { RouteEntry } from '../src/platform/http/route-table';
import { rawWs, startTestApp, type RawWs, type RawWsResult, type TestApp } from './helpers';
import { buildWorld, concretePath, type World } from './tenancy-world';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
let t: TestApp;
/** One world per part: the REST fuzz ends by archiving its project and logging out. */
let w: World;
let wq: World;
let wh: World;
let wb: World;
let schema: GraphQLSchema;
const tally = { rest: 0, graphql: 0, graphqlWs: 0, fiveHundreds: 0 };

beforeAll(async () => {
  t = await startTestApp({ chromiumPath: '/nonexistent/chromium' });
  w = await buildWorld(t, `fuzz-rest-${Date.now()}`);
  wq = await buildWorld(t, `fuzz-gql-${Date.now()}`);
  wh = await buildWorld(t, `hygiene-${Date.now()}`);
  wb = await buildWorld(t, `fuzz-bodies-${Date.now()}`);
  schema = await createSchema();
});
afterAll(async () => {
  console.info(`fuzz: ${tally.rest} REST and ${tally.graphql} GraphQL requests, ${tally.fiveHundreds} answered 5xx; the GraphQL corpus also over graphql-ws: ${tally.graphqlWs} operations`);
  await t?.close();
});

/** The REST field names of the facade, read from its sources (every quoted snake_case or camelCase word). */
function restKeys(): string[] {
  const root = path.join(__dirname, '../src/features');
  const keys = new Set<string>(['name', 'id', 'items', 'solutions', 'category', 'modes', 'note', 'amount']);
  for (const feature of readdirSync(root)) {
    for (const file of readdirSync(path.join(root, feature))) {
      if (!/\.rest(-mapper)?\.ts$/.test(file)) continue;
      for (const m of readFileSync(path.join(root, feature, file), 'utf8').matchAll(/'([a-z][a-z0-9_]{1,40})'/gi)) keys.add(m[1]!);
    }
  }
  return [...keys].sort();
}
const KEYS = restKeys();

// Numbers JSON.stringify cannot write: written into the text as `1e400` / `-1e400`.
const HUGE = '\u0001huge\u0001';
const NEG_HUGE = '\u0001neghuge\u0001';
function toJsonText(value: unknown): string {
  const text = JSON.stringify(value, (_k, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? (v < 0 ? NEG_HUGE : HUGE) : v));
  return (text ?? 'null').replaceAll(JSON.stringify(NEG_HUGE), '-1e400').replaceAll(JSON.stringify(HUGE), '1e400');
}

const poisonString = fc.constantFrom('a\u0000b', '\u0000', 'x\uD800', '\uDFFFy', '1e400', 'NaN', '-1', '0x10', '9'.repeat(40), ' ', '', '<script>', "'; drop table projects; --");
const poisonNumber = fc.constantFrom(Infinity, -Infinity, 1e300, -1e300, 2 ** 31, 2 ** 53 + 2, -1, 0, 0.5, 5e-324);
const deep = fc.integer({ min: 8, max: 300 }).chain((n) => fc.constantFrom(nest(n, 'array'), nest(n, 'object')));
function nest(n: number, kind: 'array' | 'object'): unknown {
  let v: unknown = 1;
  for (let i = 0; i < n; i++) v = kind === 'array' ? [v] : { a: v };
  return v;
}
const scalar = fc.oneof(fc.string({ maxLength: 12 }), poisonString, fc.integer(), fc.double(), poisonNumber, fc.boolean(), fc.constant(null));
const { value } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', maxDepth: 4 }, scalar, scalar, fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(fc.constantFrom(...KEYS), tie('value'), { maxKeys: 4 }), deep),
}));
/** A REST body: mostly objects with the facade's own keys, sometimes anything else, sometimes not JSON. */
const restBody = fc.oneof(
  { weight: 6, arbitrary: fc.dictionary(fc.constantFrom(...KEYS), value, { minKeys: 1, maxKeys: 8 }).map(toJsonText) },
  { weight: 1, arbitrary: value.map(toJsonText) },
  { weight: 1, arbitrary: fc.constantFrom('{"name": ', '[', 'nul', '{"a":1}}', '"\\u0000"', '{"name":"\\ud800"}') },
);

function isWrite(r: RouteEntry) {
  return r.method !== 'GET' && !r.multipart;
}
/** Writes that end the caller's session or archive the world run last, the deepest paths first. */
function fuzzOrder(routes: RouteEntry[]): RouteEntry[] {
  const logout = (r: RouteEntry) => r.path.endsWith('/logout');
  const last = (r: RouteEntry) => r.method === 'DELETE' && !logout(r);
  return [
    ...routes.filter((r) => !last(r) && !logout(r)),
    ...routes.filter(last).sort((a, b) => b.path.split('/').length - a.path.split('/').length),
    ...routes.filter(logout),
  ];
}

async function send(route: RouteEntry, body: string) {
  const r = await w.admin.request(route.method, concretePath(w, route), body);
  tally.rest++;
  if (r.status >= 500) tally.fiveHundreds++;
  return r;
}

describe('#fuzz.rest', () => {
  it('answers no malformed body on any REST write route with a 5xx', async () => {
    const routes = fuzzOrder(t.app.routes.filter(isWrite));
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const route of routes) {
      // The poison of the issue in every field the facade knows: NUL, beyond a double, deep nesting.
      for (const poison of ['a\u0000b', Infinity, nest(40, 'array'), { a: [[['x']]] }, ['x'], 'x\uD800']) {
        const r = await send(route, toJsonText(Object.fromEntries(KEYS.map((k) => [k, poison]))));
        if (r.status >= 500) failures.push(`${route.method} ${route.path} with every field ${JSON.stringify(String(poison))}: ${r.status} ${JSON.stringify(r.body)}`);
      }
      await fc.assert(
        fc.asyncProperty(restBody, async (body) => {
          const r = await send(route, body);
          if (r.status >= 500) failures.push(`${route.method} ${route.path} ${body.slice(0, 300)}: ${r.status} ${JSON.stringify(r.body)}`);
          return r.status < 500;
        }),
        { numRuns: RUNS, endOnFailure: true },
      ).catch(() => undefined);
    }
    expect(failures).toEqual([]);
  }, 240_000);
});

/**
 * Bodies that are missing, empty or not JSON (issue #27, point 6), for every write route of the table,
 * uploads included: `undefined` sends no body and no Content-Type.
 */
const ODD_BODIES: Array<{ label: string; body?: string; type?: string; notJson: boolean }> = [
  { label: 'no body', notJson: false },
  { label: 'an empty JSON body', body: '', type: 'application/json', notJson: false },
  { label: 'an empty text/plain body', body: '', type: 'text/plain', notJson: false },
  { label: 'a text/plain body', body: 'hello', type: 'text/plain', notJson: true },
  { label: 'JSON sent as text/plain', body: '{"name":"x","note":"x"}', type: 'text/plain;charset=UTF-8', notJson: true },
  { label: 'a form body', body: 'name=x&note=x', type: 'application/x-www-form-urlencoded', notJson: true },
  { label: 'a body without a Content-Type', body: '{"name":"x"}', notJson: true },
  { label: 'non-JSON text sent as JSON', body: 'hello', type: 'application/json', notJson: false },
];

describe('#fuzz.rest-bodies', () => {
  it('answers a missing, empty or non-JSON body on every write route with a 4xx that names the problem', async () => {
    const routes = fuzzOrder(t.app.routes.filter((r) => r.method !== 'GET'));
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      for (const odd of ODD_BODIES) {
        const headers: Record<string, string> = odd.type ? { 'content-type': odd.type } : {};
        const body = odd.body === undefined ? undefined : odd.type ? odd.body : new Blob([odd.body]);
        const r = await wb.admin.request(route.method, concretePath(wb, route), body, headers);
        sent++;
        tally.rest++;
        if (r.status >= 500) tally.fiveHundreds++;
        const json = r.body as { message?: unknown; errors?: unknown } | string | null;
        const text = typeof json === 'string' ? json : JSON.stringify(json);
        const res = r;
        const where = `${route.method} ${route.path} with ${odd.label}: ${res.status} ${text.slice(0, 200)}`;
        if (res.status >= 500) failures.push(where);
        else if (odd.notJson && res.status !== 415) failures.push(`${where} (expected 415)`);
        else if (res.status >= 400 && !(json && typeof json === 'object' && (typeof json.message === 'string' || json.errors))) failures.push(`${where} (no message)`);
      }
    }
    console.info(`fuzz bodies: ${sent} requests with a missing, empty or non-JSON body to ${routes.length} write routes`);
    expect(failures).toEqual([]);
  }, 240_000);

  it('refuses a text/plain body with 415 and says the body must be JSON', async () => {
    const r = await wb.admin.request('POST', '/api/v1/clients', 'name=x', { 'content-type': 'text/plain' });
    expect(r.status).toBe(415);
    expect(r.body).toEqual({ message: 'The request body must be JSON (Content-Type: application/json).' });
  });
});

/** Arbitrary variables for a GraphQL input type: well-typed mostly, poisoned leaves, sometimes wrong types. */
function inputArb(type: GraphQLInputType, name: string, depth = 0): fc.Arbitrary<unknown> {
  const nullable = !isNonNullType(type);
  const inner = getNullableType(type) as GraphQLInputType;
  let arb: fc.Arbitrary<unknown>;
  if (isListType(inner)) {
    arb = depth > 3 ? fc.constant([]) : fc.array(inputArb(inner.ofType, name, depth + 1), { maxLength: 3 });
  } else if (isInputObjectType(inner)) {
    if (depth > 3) arb = fc.constant({});
    else {
      const fields = Object.values(inner.getFields());
      arb = fc.record(Object.fromEntries(fields.map((f) => [f.name, inputArb(f.type, f.name, depth + 1)])), { requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name) });
    }
  } else if (isEnumType(inner)) {
    arb = fc.constantFrom(...inner.getValues().map((v) => v.name));
  } else if (isScalarType(inner) && inner.name === 'ID') {
    const ids = Object.values(wq.ids).map(String);
    arb = fc.oneof(fc.constantFrom(...ids), poisonString, fc.constantFrom('99999999999999999999', '1e400', '-5', '2147483648'));
  } else if (isScalarType(inner) && inner.name === 'String') {
    arb = fc.oneof(fc.string({ maxLength: 12 }), poisonString);
  } else if (isScalarType(inner) && inner.name === 'Float') {
    arb = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), poisonNumber.filter(Number.isFinite));
  } else if (isScalarType(inner) && inner.name === 'Int') {
    arb = fc.oneof(fc.integer(), fc.constantFrom(-1, 0, 2 ** 31 - 1, -(2 ** 31)));
  } else if (isScalarType(inner) && inner.name === 'Boolean') {
    arb = fc.boolean();
  } else {
    arb = fc.oneof(fc.string({ maxLength: 12 }), poisonString, fc.integer());
  }
  // Now and then a value of the wrong type or shape (GraphQL's coercion must refuse it, not crash).
  arb = fc.oneof({ weight: 8, arbitrary: arb }, { weight: 1, arbitrary: value });
  return nullable ? fc.option(arb, { nil: null, freq: 6 }) : arb;
}

/** The world's admin's graphql-ws socket, opened again when an operation (a logout…) closed it. */
let socket: RawWs | null = null;
async function overSocket(text: string): Promise<RawWsResult> {
  if (!socket || socket.closed() !== null) socket = await rawWs(t.baseUrl, { cookie: wq.admin.cookieHeader() });
  tally.graphqlWs++;
  return socket.run(text);
}
/** What must never reach a socket's client: an INTERNAL error, SQL or a stack, or a 4500 close. */
function socketLeak(r: RawWsResult): string | null {
  if (r.closedWith === 4500) return 'closed with 4500';
  const text = JSON.stringify(r.errors ?? []);
  if (/"code":"(INTERNAL|INTERNAL_SERVER_ERROR)"/.test(text)) return 'INTERNAL';
  if (/stacktrace|node_modules/i.test(text)) return 'stack';
  if ((r.errors ?? []).some((e) => /insert into "|update "\w+" set|delete from "|select .+ from "/i.test(e.message))) return 'SQL';
  return null;
}

describe('#fuzz.graphql', () => {
  it('answers no malformed variables of any mutation with a 5xx or an INTERNAL error, over HTTP and graphql-ws', async () => {
    // Destructive mutations last, so that the others reach the world's records.
    const destructive = (name: string) => /(delete|archive|remove|unshare|logout|signout)/i.test(name);
    const all = Object.values(schema.getMutationType()!.getFields());
    const mutations = [...all.filter((f) => !destructive(f.name)), ...all.filter((f) => destructive(f.name))];
    expect(mutations.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const m of mutations) {
      const vars = m.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
      const args = m.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const returns = getNamedType(m.type);
      const selection = isScalarType(returns) || isEnumType(returns) ? '' : ' { __typename }';
      const query = `mutation Fuzz${vars ? `(${vars})` : ''} { ${m.name}${args ? `(${args})` : ''}${selection} }`;
      const variables = fc.record(Object.fromEntries(m.args.map((a) => [a.name, inputArb(a.type, a.name)])));
      await fc.assert(
        fc.asyncProperty(variables, async (v) => {
          const r = await wq.admin.request('POST', '/graphql', `{"query":${JSON.stringify(query)},"variables":${toJsonText(v)}}`);
          tally.graphql++;
          const internal = (r.body?.errors ?? []).some((e: { extensions?: { code?: string } }) => e.extensions?.code === 'INTERNAL' || e.extensions?.code === 'INTERNAL_SERVER_ERROR');
          if (r.status >= 500) tally.fiveHundreds++;
          if (r.status >= 500 || internal) failures.push(`${m.name} ${toJsonText(v).slice(0, 300)}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
          const ws = await overSocket(`{"query":${JSON.stringify(query)},"variables":${toJsonText(v)}}`);
          const leak = socketLeak(ws);
          if (leak) failures.push(`graphql-ws ${m.name} ${toJsonText(v).slice(0, 300)}: ${leak} ${JSON.stringify(ws).slice(0, 300)}`);
          return r.status < 500 && !internal && !leak;
        }),
        { numRuns: RUNS, endOnFailure: true },
      ).catch(() => undefined);
    }
    // Literals in the query text are checked too (a validation rule), not only variables.
    const literal = await wh.admin.request('POST', '/graphql', { query: `mutation { noteCreate(projectId: "${wh.ids.project}", note: "a\\u0000b") { __typename } }` });
    tally.graphql++;
    expect(literal.body.errors?.[0]?.extensions?.code, JSON.stringify(literal.body)).toBe('VALIDATION');
    socket?.close();
    socket = await rawWs(t.baseUrl, { cookie: wh.admin.cookieHeader() });
    const literalWs = await overSocket(JSON.stringify({ query: `mutation { noteCreate(projectId: "${wh.ids.project}", note: "a\\u0000b") { __typename } }` }));
    expect(literalWs.errors?.[0]?.extensions?.code, JSON.stringify(literalWs)).toBe('VALIDATION');
    socket.close();
    expect(failures).toEqual([]);
  }, 480_000); // twice the requests of the REST part: the corpus runs over HTTP and graphql-ws
});

describe('#input-hygiene', () => {
  it('refuses a NUL character with a 422 naming the field (REST)', async () => {
    const r = await wh.admin.post('/api/v1/clients', { name: 'a\u0000b', country: 'DK' });
    expect(r.status).toBe(422);
    expect(r.body.errors.name[0]).toMatch(/not allowed/);
  });

  it('refuses a number beyond a double with a 422 naming the field (REST)', async () => {
    const r = await wh.admin.request('PUT', `/api/v1/project-manager/projects/${wh.ids.project}`, '{"investment": 1e400}');
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors)).toEqual(['investment']);
  });

  it('refuses deep nesting with a 422', async () => {
    const r = await wh.admin.post('/api/v1/project-manager/product/create', { model_name: nest(50, 'array') });
    expect(r.status).toBe(422);
  });

  it('refuses a lone surrogate in GraphQL variables with VALIDATION', async () => {
    const r = await wh.admin.request('POST', '/graphql', { query: 'mutation($id: ID!, $note: String!) { noteCreate(projectId: $id, note: $note) { id } }', variables: { id: String(wh.ids.project), note: 'x\uD800' } });
    expect(r.status).toBe(422);
    expect(r.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION', fieldErrors: { note: [expect.objectContaining({ key: 'validation.badCharacters' })] } });
  });
});
