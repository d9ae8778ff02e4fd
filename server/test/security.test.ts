/**
 * Issue #19 (security): each test here was written against the attack that worked before the fix.
 */
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Agent, buildClient, signedInAgent, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const wsUrl = () => t.baseUrl.replace('http', 'ws') + '/graphql';

/** Runs one operation over graphql-ws with the agent's session cookie; resolves with its result or errors. */
async function overSocket(agent: Agent, query: string, variables?: Record<string, unknown>): Promise<{ data?: any; errors?: any[] }> {
  const client = createClient({
    url: wsUrl(),
    retryAttempts: 0,
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie: agent.cookieHeader() } });
      }
    },
  });
  try {
    return await new Promise((resolve) => {
      let last: { data?: any; errors?: any[] } = {};
      client.subscribe({ query, variables }, {
        next: (v) => (last = v as typeof last),
        error: (e) => resolve({ errors: Array.isArray(e) ? e : [e] }),
        complete: () => resolve(last),
      });
    });
  } finally {
    await client.dispose();
  }
}

describe('#security.graphqlLimits', () => {
  it('refuses introspection to anonymous callers, before any of it runs (1,000 __schema aliases)', async () => {
    const query = `{ ${Array.from({ length: 1000 }, (_, i) => `s${i}: __schema { types { name fields { name } } }`).join(' ')} }`;
    const started = Date.now();
    const res = await fetch(`${t.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    const text = await res.text();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(text.length).toBeLessThan(5000);
    const body = JSON.parse(text);
    expect(body.data).toBeUndefined();
    expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    // One introspection query (GraphiQL's) stays open to signed-in users.
    const { agent } = await signedInAgent(t);
    expect((await agent.gql('{ __schema { queryType { name } } }')).data.__schema.queryType.name).toBe('Query');
  });

  it('limits aliases per operation: 40 projectReport aliases are refused', async () => {
    const { agent } = await signedInAgent(t);
    const query = `{ ${Array.from({ length: 40 }, (_, i) => `r${i}: projectReport(projectId: 1) { currency }`).join(' ')} }`;
    const r = await agent.gql(query);
    expect(r.data).toBeUndefined();
    expect(r.errors![0].extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', key: 'graphql.tooManyAliases', params: { count: 40, limit: 30 } });
  });

  it('prices expensive fields: 25 projectReport aliases exceed the cost budget', async () => {
    const { agent } = await signedInAgent(t);
    const query = `{ ${Array.from({ length: 25 }, (_, i) => `r${i}: projectReport(projectId: 1) { currency }`).join(' ')} }`;
    const r = await agent.gql(query);
    expect(r.errors![0].extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', key: 'graphql.tooCostly' });
  });

  it('counts a list limit given in a variable like the same literal', async () => {
    const { agent } = await signedInAgent(t);
    const fields = 'id manufacturer modelName dataMethod own manufacturerVerified';
    const literal = await agent.gql(`{ productSearch(search: "dell", limit: 1000) { ${fields} } }`);
    expect(literal.errors![0].extensions!.code).toBe('QUERY_TOO_COSTLY');
    const variable = await agent.gql(`query($l: Int!) { productSearch(search: "dell", limit: $l) { ${fields} } }`, { l: 1000 });
    expect(variable.errors![0].extensions!.code).toBe('QUERY_TOO_COSTLY');
    const byDefault = await agent.gql(`query($l: Int! = 1000) { productSearch(search: "dell", limit: $l) { ${fields} } }`);
    expect(byDefault.errors![0].extensions!.code).toBe('QUERY_TOO_COSTLY');
    const small = await agent.gql(`query($l: Int!) { productSearch(search: "dell", limit: $l) { ${fields} } }`, { l: 5 });
    expect(small.errors).toBeUndefined();
  });

  it('applies the same limits over graphql-ws as over HTTP', async () => {
    const { agent } = await signedInAgent(t);
    const aliases = await overSocket(agent, `{ ${Array.from({ length: 200 }, (_, i) => `m${i}: me { id }`).join(' ')} }`);
    expect(aliases.data).toBeUndefined();
    expect(aliases.errors![0].extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY' });
    const costly = await overSocket(agent, 'query($l: Int!) { productSearch(search: "x", limit: $l) { id manufacturer modelName dataMethod own manufacturerVerified } }', { l: 1000 });
    expect(costly.errors![0].extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY' });
    const fine = await overSocket(agent, '{ me { id } }');
    expect(fine.data.me.id).toBeTruthy();
    const shallow = await startTestApp({ graphqlMaxDepth: 2 });
    try {
      const a2 = new Agent(shallow.baseUrl);
      await a2.login((await signedInAgent(shallow)).email);
      const saved = t;
      t = shallow;
      try {
        const deep = await overSocket(a2, '{ me { partner { subscription { type } } } }');
        expect(deep.errors![0].extensions).toMatchObject({ code: 'QUERY_TOO_DEEP' });
      } finally {
        t = saved;
      }
    } finally {
      await shallow.close();
    }
  });

  it('sends no stack trace outside development, even when NODE_ENV is unset', async () => {
    const saved = process.env.NODE_ENV;
    delete process.env.NODE_ENV;
    const prod = await startTestApp({ nodeEnv: 'production' });
    try {
      const res = await fetch(`${prod.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":123}' });
      const text = await res.text();
      expect(res.status).toBe(400);
      expect(text).not.toMatch(/stacktrace|node_modules|\/work\//);
    } finally {
      process.env.NODE_ENV = saved;
      await prod.close();
    }
  });
});

describe('#security.ids', () => {
  it('answers 404 for ids that are not positive integers in canonical form', async () => {
    const { agent, partner } = await signedInAgent(t);
    const client = await buildClient(t.orm, partner);
    expect((await agent.get(`/api/v1/clients/${client.id}`)).status).toBe(200);
    for (const id of [`0x${client.id.toString(16)}`, `%20%20${client.id}`, `${client.id}e0`, `0${client.id}`, `${client.id}.0`, `+${client.id}`, '9007199254740993']) {
      expect((await agent.get(`/api/v1/clients/${id}`)).status, id).toBe(404);
      expect((await agent.delete(`/api/v1/clients/${id}`)).status, id).toBe(404);
    }
    const gql = await agent.gql('query($id: ID!) { client(id: $id) { id } }', { id: ` ${client.id}` });
    expect(gql.errors![0].extensions!.code).toBe('NOT_FOUND');
  });
});
