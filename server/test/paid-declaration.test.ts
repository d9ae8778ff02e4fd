/**
 * One paid rule for REST and GraphQL (issue #27 point 3): every REST route of the app's route table and
 * every GraphQL root field is in the paid declaration (shared/subscriptions/paid.ts), and each is
 * called as a free seller and a free buyer (in every namespace where the route or field names one):
 * it answers 'No active subscription' exactly when the declaration says its capability is paid for
 * that partner type. Grouped by capability, REST and GraphQL then agree: a capability paid on one
 * facade is paid on the other. A route or field added without a declaration fails here by itself.
 */
import { getNamedType, getNullableType, isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType, type GraphQLField, type GraphQLInputType, type GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAMESPACES } from '../../shared/constants';
import { capabilityOf, GRAPHQL_FIELD_CAPABILITIES, isPaidFor, REST_ROUTE_CAPABILITIES, type Capability, type CapabilityRule, type PartnerType } from '../../shared/subscriptions/paid';
import { createSchema } from '../src/app/schema';
import type { RouteEntry } from '../src/platform/http/route-table';
import { Agent, signedInAgent, startTestApp, wsClient, type TestApp } from './helpers';

let t: TestApp;
let schema: GraphQLSchema;
let free: Record<PartnerType, Agent>;
const NO_SUB = 'No active subscription';
const tally = { rest: 0, graphql: 0 };

beforeAll(async () => {
  t = await startTestApp({ chromiumPath: '/nonexistent/chromium' });
  schema = await createSchema();
  // The demo data has one free partner, a seller (free@demo.test); the free buyer is made here.
  free = {
    seller: (await signedInAgent(t, { plan: 'free', partnerType: 'seller' })).agent,
    buyer: (await signedInAgent(t, { plan: 'free', partnerType: 'buyer' })).agent,
  };
});
afterAll(async () => {
  console.info(`paid declaration: ${tally.rest} REST and ${tally.graphql} GraphQL calls as free seller and free buyer`);
  await t?.close();
});

/** Calls that end the session or change the plan: declared and checked like the rest, but not sent. */
const NOT_SENT = new Set([
  'POST /api/v1/logout', 'POST /api/v1/login', 'PUT /user/password', 'POST /api/v1/checkout', 'POST /api/v1/stripe/checkout', 'POST /api/v1/checkout-invoice', 'POST /api/v1/checkout/complete',
  'logout', 'login', 'passwordChange', 'checkoutCard', 'checkoutInvoice', 'checkoutComplete', 'subscriptionChange', 'subscriptionCancel', 'subscriptionResume', 'subscriptionSeatsChange',
]);
const notSent = (key: string) => NOT_SENT.has(key) || /\/(resubscribe-|partner\/admin\/subscription)/.test(key);

const routeKey = (r: RouteEntry) => `${r.method} ${r.path}`;
/** The namespaces to try a rule in: each one for a byNamespace rule, none otherwise. */
const namespacesOf = (rule: CapabilityRule): Array<string | undefined> => (typeof rule === 'string' ? [undefined] : [...NAMESPACES]);

interface Outcome {
  facade: 'REST' | 'GraphQL';
  what: string;
  capability: Capability;
  partnerType: PartnerType;
  refused: boolean;
}

describe('#paid-declaration', () => {
  it('declares every REST route and every GraphQL root field, and nothing that does not exist', () => {
    const routes = t.app.routes;
    expect(routes.length).toBeGreaterThan(200);
    expect(routes.filter((r) => !r.capability).map(routeKey)).toEqual([]);
    const rootFields = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) => Object.keys(type?.getFields() ?? {}));
    expect(rootFields.length).toBeGreaterThan(200);
    expect(rootFields.filter((f) => !Object.hasOwn(GRAPHQL_FIELD_CAPABILITIES, f))).toEqual([]);
    expect(Object.keys(GRAPHQL_FIELD_CAPABILITIES).filter((f) => !rootFields.includes(f))).toEqual([]);
    const bare = (r: RouteEntry) => r.path.replace(/^\/api\/v\d/, '');
    expect(REST_ROUTE_CAPABILITIES.filter(([re]) => !routes.some((r) => re.test(bare(r)))).map(([re]) => String(re))).toEqual([]);
  });

  it('refuses exactly the declared paid capabilities to a free seller and a free buyer, over REST and GraphQL alike', async () => {
    const outcomes: Outcome[] = [];
    const problems: string[] = [];
    const record = (o: Outcome, status: string) => {
      outcomes.push(o);
      const expected = isPaidFor(o.capability, o.partnerType);
      if (o.refused !== expected) problems.push(`${o.partnerType} ${o.facade} ${o.what} (${o.capability}): ${o.refused ? 'refused' : 'not refused'} (${status}), declared ${expected ? 'paid' : 'free'}`);
    };

    // REST: every route of the route table, in every namespace its rule distinguishes.
    const routes = [...t.app.routes.filter((r) => r.method !== 'DELETE'), ...t.app.routes.filter((r) => r.method === 'DELETE')];
    for (const route of routes) {
      if (notSent(routeKey(route)) || !route.capability) continue;
      for (const namespace of namespacesOf(route.capability)) {
        const url = route.path.replace(/:namespace\b/, namespace ?? 'project-manager').replace(/:\w+/g, '1');
        const capability = capabilityOf(route.capability, namespace)!;
        for (const partnerType of ['seller', 'buyer'] as const) {
          const r = await free[partnerType].request(route.method, url, route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
          tally.rest++;
          if (r.status >= 500) problems.push(`${partnerType} ${route.method} ${url} → ${r.status}`);
          const refused = r.status === 403 && r.body?.message === NO_SUB;
          record({ facade: 'REST', what: `${route.method} ${url}`, capability, partnerType, refused }, String(r.status));
        }
      }
    }

    // GraphQL: every Query and Mutation root field with well-typed arguments.
    const fields = [
      ...Object.values(schema.getQueryType()!.getFields()).map((f) => ['query', f] as const),
      ...Object.values(schema.getMutationType()!.getFields()).map((f) => ['mutation', f] as const),
    ];
    const destructive = (name: string) => /(delete|archive)/i.test(name);
    for (const [op, field] of [...fields.filter(([, f]) => !destructive(f.name)), ...fields.filter(([, f]) => destructive(f.name))]) {
      if (notSent(field.name)) continue;
      const rule = GRAPHQL_FIELD_CAPABILITIES[field.name]!;
      for (const namespace of namespacesOf(rule)) {
        const capability = capabilityOf(rule, namespace)!;
        const { query, variables } = operationOf(op, field, namespace);
        for (const partnerType of ['seller', 'buyer'] as const) {
          const r = await free[partnerType].request('POST', '/graphql', { query, variables });
          tally.graphql++;
          const error = r.body?.errors?.[0];
          if (r.status >= 500 || error?.extensions?.code === 'INTERNAL') problems.push(`${partnerType} ${field.name} → ${r.status} ${JSON.stringify(r.body).slice(0, 160)}`);
          const refused = error?.message === NO_SUB && error?.extensions?.code === 'FORBIDDEN';
          record({ facade: 'GraphQL', what: `${field.name}${namespace ? `(${namespace})` : ''}`, capability, partnerType, refused }, error?.extensions?.code ?? 'data');
        }
      }
    }

    // Subscriptions over graphql-ws: refused at once, or started (then closed).
    const subscriptions = Object.values(schema.getSubscriptionType()!.getFields()).flatMap((field) => (['seller', 'buyer'] as const).map((partnerType) => ({ field, partnerType })));
    await Promise.all(subscriptions.map(async ({ field, partnerType }) => {
      const capability = capabilityOf(GRAPHQL_FIELD_CAPABILITIES[field.name]!)!;
      const { query, variables } = operationOf('subscription', field, undefined);
      const message = await subscriptionError(free[partnerType], query, variables);
      tally.graphql++;
      record({ facade: 'GraphQL', what: `subscription ${field.name}`, capability, partnerType, refused: message === NO_SUB }, message ?? 'started');
    }));

    // The two facades agree per capability and partner type (implied by the above; said outright here).
    for (const capability of new Set(outcomes.map((o) => o.capability))) {
      for (const partnerType of ['seller', 'buyer'] as const) {
        const seen = outcomes.filter((o) => o.capability === capability && o.partnerType === partnerType);
        const rest = new Set(seen.filter((o) => o.facade === 'REST').map((o) => o.refused));
        const gql = new Set(seen.filter((o) => o.facade === 'GraphQL').map((o) => o.refused));
        if (rest.size && gql.size && (rest.size > 1 || gql.size > 1 || [...rest][0] !== [...gql][0])) problems.push(`${capability} for a free ${partnerType}: REST ${[...rest].join('/')} refused, GraphQL ${[...gql].join('/')} refused`);
      }
    }
    // Both facades carry the paid capabilities of both partner types.
    for (const facade of ['REST', 'GraphQL'] as const) {
      for (const partnerType of ['seller', 'buyer'] as const) expect(outcomes.some((o) => o.facade === facade && o.partnerType === partnerType && o.refused), `${facade} ${partnerType}`).toBe(true);
    }
    expect(problems).toEqual([]);
  }, 240_000);
});

/** A minimal well-typed value for an argument (IDs are 1: the paid check comes before any lookup). */
function sample(name: string, type: GraphQLInputType, namespace: string | undefined, depth = 0): unknown {
  if (name === 'namespace') return namespace ?? 'project-manager';
  if (!isNonNullType(type)) return null;
  const inner = getNullableType(type) as GraphQLInputType;
  if (isListType(inner)) return [];
  if (isInputObjectType(inner)) {
    if (depth > 4) return {};
    return Object.fromEntries(Object.values(inner.getFields()).filter((f) => isNonNullType(f.type)).map((f) => [f.name, sample(f.name, f.type, namespace, depth + 1)]));
  }
  if (isEnumType(inner)) return inner.getValues()[0]!.name;
  switch (inner.name) {
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'ID':
      return '1';
    default:
      return 'paid-check';
  }
}

function operationOf(op: 'query' | 'mutation' | 'subscription', field: GraphQLField<unknown, unknown>, namespace: string | undefined) {
  const type = getNamedType(field.type);
  const selection = isObjectType(type) ? ' { __typename }' : '';
  const vars = field.args.map((x) => `$${x.name}: ${x.type.toString()}`).join(', ');
  const args = field.args.map((x) => `${x.name}: $${x.name}`).join(', ');
  return {
    query: `${op} PaidCheck${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`,
    variables: Object.fromEntries(field.args.map((x) => [x.name, sample(x.name, x.type, namespace)])),
  };
}

/** The first error's message of a subscription over graphql-ws, or null when it started (closed after a short wait). */
async function subscriptionError(agent: Agent, query: string, variables: Record<string, unknown>): Promise<string | null> {
  const client = wsClient(t.baseUrl, agent);
  try {
    return await new Promise<string | null>((resolve) => {
      const timer = setTimeout(() => {
        stop();
        resolve(null);
      }, 1500);
      const stop = client.subscribe({ query, variables }, {
        // graphql-ws sends a refused subscription's errors as a result, then completes.
        next: (result) => {
          if (!result.errors?.length) return;
          clearTimeout(timer);
          resolve(result.errors[0]!.message);
        },
        error: (err) => {
          clearTimeout(timer);
          const first = Array.isArray(err) ? err[0] : err;
          resolve(String((first as { message?: string })?.message ?? first));
        },
        complete: () => {
          clearTimeout(timer);
          resolve(null);
        },
      });
    });
  } finally {
    await client.dispose();
  }
}

describe('#paid.project-namespace', () => {
  it("refuses a free buyer the PDF of a comparative-solution project over GraphQL as REST does, whatever app the call names", async () => {
    const c = await free.buyer.post('/api/v1/clients', { name: 'Buyer client', country: 'DK' });
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    const p = await free.buyer.post('/api/v1/comparative-solution/projects/create', { name: 'Swap', client_id: c.body.data.id, country: 'DK' });
    expect(p.status, JSON.stringify(p.body)).toBe(201);
    const id = p.body.data.id as number;
    const rest = await free.buyer.get(`/api/v1/comparative-solution/projects/${id}/report.pdf`);
    expect(rest.status).toBe(403);
    expect(rest.body.message).toBe(NO_SUB);
    for (const app of ['comparative-solution', 'project-manager']) {
      const r = await free.buyer.gql('mutation($id: ID!, $input: ReportPdfExportInput!) { reportPdfExportStart(projectId: $id, input: $input) { id } }', { id: String(id), input: { app, type: 'comparative' } });
      expect(r.errors?.[0]?.message, `app ${app}`).toBe(NO_SUB);
    }
  });

  it('creates projects in every namespace exactly as the declaration says, over REST and GraphQL; a seller never in the buyers app (issue #45, point 7)', async () => {
    const createRule = REST_ROUTE_CAPABILITIES.find(([re]) => re.test('/:namespace/projects/create'))![1];
    const gqlRule = GRAPHQL_FIELD_CAPABILITIES.projectCreate;
    for (const partnerType of ['seller', 'buyer'] as const) {
      const agent = free[partnerType];
      // A buyer's projects are filed under a project group, a seller's under a client.
      const client = partnerType === 'buyer' ? await agent.post('/api/v1/buyers/project-group', { name: 'Group' }) : await agent.post('/api/v1/clients', { name: 'Client', country: 'DK' });
      expect(client.status, JSON.stringify(client.body)).toBe(201);
      for (const namespace of NAMESPACES) {
        const what = `${partnerType} in ${namespace}`;
        const paid = isPaidFor(capabilityOf(createRule, namespace)!, partnerType);
        expect(isPaidFor(capabilityOf(gqlRule, namespace)!, partnerType), what).toBe(paid);
        const rest = await agent.post(`/api/v1/${namespace}/projects/create`, { name: `New ${namespace}`, client_id: client.body.data.id, country: 'DK' });
        const gql = await agent.gql('mutation($ns: String!, $input: ProjectInput!) { projectCreate(namespace: $ns, input: $input) { id } }', { ns: namespace, input: { name: `New ${namespace}`, clientId: String(client.body.data.id), country: 'DK' } });
        if (paid) {
          expect(rest.body.message, what).toBe(NO_SUB);
          expect(gql.errors?.[0]?.message, what).toBe(NO_SUB);
        } else if (namespace === 'buyers' && partnerType === 'seller') {
          expect(rest.status, what).toBe(403);
          expect(rest.body.message, what).toBe('Only buyer partners can create projects in the buyers app.');
          expect(gql.errors?.[0]?.extensions?.code, what).toBe('FORBIDDEN');
        } else {
          expect(rest.status, `${what}: ${JSON.stringify(rest.body)}`).toBe(201);
          expect(gql.errors, what).toBeUndefined();
        }
      }
    }
    // The single-solution app is paid for sellers, as its screens are.
    expect(isPaidFor(capabilityOf(createRule, 'single-solution')!, 'seller')).toBe(true);
  });
});
