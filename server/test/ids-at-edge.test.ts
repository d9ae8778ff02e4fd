/**
 * Ids are parsed once, at the edge (issue #30, point 5): a malformed id in a REST path or a GraphQL
 * `ID` argument still answers NOT_FOUND (404) with the message it had when the services parsed it, on
 * every feature (solutions and requests included, with the solution scope), and a well-formed one still
 * reaches the service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, signedInAgent, startTestApp, type TestApp } from './helpers';

let t: TestApp;
let agent: Agent;
let projectId: number;
let groupId: number;
beforeAll(async () => {
  t = await startTestApp();
  ({ agent } = await signedInAgent(t));
  const client = (await agent.post('/api/v1/clients', { name: 'Acme A/S', country: 'DK' })).body.data;
  const project = await agent.post('/api/v1/project-manager/projects/create', { name: 'Server room', client_id: client.id });
  expect(project.status, JSON.stringify(project.body)).toBe(201);
  projectId = project.body.data.id;
  const group = await agent.post(`/api/v1/project-manager/projects/${projectId}/solution-groups`, { name: 'Baseline', state: 'baseline' });
  expect(group.status, JSON.stringify(group.body)).toBe(201);
  groupId = group.body.data.id;
});
afterAll(async () => t.close());

/** Not the canonical decimal form of a positive integer (validate.ts parseId). */
const MALFORMED = ['abc', '0x1', '01', '1e0', '0', '-1', '%201', '1.0'];

describe('#ids.edge', () => {
  it('answers a malformed REST path id with 404 "Not found."', async () => {
    const paths = (bad: string) => [
      ['GET', `/api/v1/project-manager/projects/${bad}/project-with-all-details`],
      ['GET', `/api/v1/projects/${bad}/notes`],
      ['GET', `/api/v1/projects/${projectId}/notes/${bad}`],
      ['GET', `/api/v1/clients/${bad}`],
      ['GET', `/api/v1/project-manager/projects/${bad}/report/available`],
      ['GET', `/api/v1/comparative-solution/projects/${bad}/pre-analysis`],
      ['PATCH', `/api/v1/partner/admin/subscription/${bad}/cancel`],
      ['DELETE', `/api/v1/partner/admin/subsidiary/${bad}`],
      ['GET', `/api/v1/project-manager/products/${bad}`],
      ['PUT', `/api/v1/user/report-options/${bad}`],
    ] as const;
    for (const bad of MALFORMED) {
      for (const [method, path] of paths(bad)) {
        const r = await agent.request(method, path, method === 'GET' || method === 'DELETE' ? undefined : {});
        expect([method, path, r.status, r.body?.message]).toEqual([method, path, 404, 'Not found.']);
      }
    }
  });

  it('answers a malformed GraphQL ID argument with NOT_FOUND "Not found."', async () => {
    const documents = [
      'query($id: ID!) { project(id: $id) { name } }',
      'query($id: ID!) { projectNotes(projectId: $id) { id } }',
      'query($id: ID!) { client(id: $id) { name } }',
      'query($id: ID!) { projectReportAvailability(projectId: $id) { __typename } }',
      'query($id: ID!) { comparativePreAnalysis(projectId: $id) { saved } }',
      'mutation($id: ID!) { subscriptionCancel(id: $id) { __typename } }',
      'mutation($id: ID!) { notificationMarkRead(id: $id) { id } }',
      'query($id: ID!) { product(id: $id) { id } }',
    ];
    for (const bad of MALFORMED.map(decodeURIComponent)) {
      for (const query of documents) {
        const r = await agent.gql(query, { id: bad });
        expect([query, bad, r.errors?.[0]?.extensions?.code, r.errors?.[0]?.message]).toEqual([query, bad, 'NOT_FOUND', 'Not found.']);
      }
    }
  });

  it('answers a signed-out caller UNAUTHENTICATED before it reads a malformed id', async () => {
    const anonymous = new Agent(t.baseUrl);
    expect((await anonymous.get('/api/v1/projects/abc/notes')).status).toBe(401);
    expect((await anonymous.get('/api/v1/clients/0x1')).status).toBe(401);
    expect((await anonymous.post('/api/v1/project-manager/projects/1/clone', {})).status).toBe(401);
    expect((await anonymous.post('/api/v1/project-manager/currency/convert', { project_id: 'abc' })).status).toBe(401);
    const r = await anonymous.gql('query($id: ID!) { project(id: $id) { name } }', { id: 'abc' });
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('still reaches the service with a well-formed id', async () => {
    expect((await agent.get(`/api/v1/projects/${projectId}/notes`)).status).toBe(200);
    expect((await agent.gql('query($id: ID!) { project(id: $id) { name } }', { id: String(projectId) })).data.project.name).toBe('Server room');
    expect((await agent.gql('query($id: ID!) { project(id: $id) { name } }', { id: projectId })).data.project.name).toBe('Server room');
    const missing = await agent.gql('query($id: ID!) { project(id: $id) { name } }', { id: '2147483000' });
    expect(missing.errors?.[0]?.message).toBe('Project not found.');
  });
});

describe('#ids.edge solutions and requests', () => {
  it('answers a malformed REST path id with 404 "Not found."', async () => {
    const P = `/api/v1/project-manager/projects/${projectId}`;
    const paths = (bad: string) => [
      ['GET', `/api/v1/project-manager/projects/${bad}/solution-groups`],
      ['GET', `${P}/solution-groups/${bad}`],
      ['DELETE', `${P}/solution-groups/${bad}`],
      ['GET', `${P}/solution-groups/${groupId}/solution/${bad}`],
      ['PUT', `${P}/solution-groups/${groupId}/solution/${bad}`],
      ['DELETE', `${P}/solution-groups/${groupId}/solution/1/solution-item/${bad}`],
      ['GET', `${P}/solution/${bad}/summary`],
      ['PUT', `/api/v1/project-manager/solution/${bad}/ups/custom`],
      ['GET', `${P}/solution/${bad}/capacities`],
      ['GET', `/api/v1/project-manager/requests/${bad}/solution/1/capacities`],
      ['PUT', `/api/v1/requests/${bad}/solution-groups/1/solution/1`],
      ['GET', `/api/v1/buyers/project-group/${bad}`],
      ['GET', `/api/v1/buyers/project/${bad}/request`],
      ['GET', `/api/v1/buyers/project/${projectId}/request/${bad}`],
      ['GET', `/api/v1/requests/${bad}`],
      ['PUT', `/api/v1/requests/${bad}/answer/1`],
      ['GET', `/api/v1/requests/${bad}/solution-groups/1`],
      ['DELETE', `/api/v1/partner/admin/question-template/${bad}`],
    ] as const;
    for (const bad of MALFORMED) {
      for (const [method, path] of paths(bad)) {
        const r = await agent.request(method, path, method === 'GET' || method === 'DELETE' ? undefined : {});
        expect([method, path, r.status, r.body?.message]).toEqual([method, path, 404, 'Not found.']);
      }
    }
  });

  it('answers a malformed GraphQL ID argument or scope id with NOT_FOUND "Not found."', async () => {
    const documents = [
      ['query($id: ID!) { solutionGroups(projectId: $id) { __typename } }', (id: string) => ({ id })],
      ['query($id: ID!, $p: ID!) { solutionGroup(projectId: $p, id: $id) { id } }', (id: string) => ({ id, p: String(projectId) })],
      ['query($id: ID!, $p: ID!) { solution(projectId: $p, id: $id) { id } }', (id: string) => ({ id, p: String(projectId) })],
      ['query($id: ID!, $p: ID!) { solutionCapacities(projectId: $p, solutionId: $id) { amount } }', (id: string) => ({ id, p: String(projectId) })],
      ['query($id: ID!) { solutionCapacities(scope: { projectId: $id }, solutionId: "1") { amount } }', (id: string) => ({ id })],
      ['query($id: ID!) { solutionCapacities(scope: { requestShareId: $id }, solutionId: "1") { amount } }', (id: string) => ({ id })],
      ['mutation($id: ID!) { solutionDelete(projectId: $id, id: "1") }', (id: string) => ({ id })],
      ['query($id: ID!) { projectRequests(projectId: $id) { id } }', (id: string) => ({ id })],
      ['query($id: ID!) { requestShare(requestShareId: $id) { id } }', (id: string) => ({ id })],
      ['query($id: ID!) { requestResponseGroup(requestShareId: $id) { id } }', (id: string) => ({ id })],
      ['mutation($id: ID!) { questionTemplateDelete(templateId: $id) }', (id: string) => ({ id })],
    ] as const;
    for (const bad of MALFORMED.map(decodeURIComponent)) {
      for (const [query, vars] of documents) {
        const r = await agent.gql(query, vars(bad));
        expect([query, bad, r.errors?.[0]?.extensions?.code, r.errors?.[0]?.message]).toEqual([query, bad, 'NOT_FOUND', 'Not found.']);
      }
    }
  });

  it('reads a malformed path id before the body: 404, where the service used to validate the body first (422)', async () => {
    const r = await agent.post(`/api/v1/project-manager/projects/${projectId}/solution-groups/abc/solution`, {});
    expect([r.status, r.body?.message]).toEqual([404, 'Not found.']);
    const valid = await agent.post(`/api/v1/project-manager/projects/${projectId}/solution-groups/${groupId}/solution`, {});
    expect(valid.status).toBe(422);
  });

  it('checks the scope\'s shape before its ids: two ids are a validation error whatever they look like', async () => {
    const r = await agent.gql('query { solutionCapacities(scope: { projectId: "abc", requestShareId: "01" }, solutionId: "1") { amount } }');
    expect(r.errors?.[0]).toMatchObject({ extensions: { code: 'VALIDATION', field: 'scope' } });
    const anonymous = await new Agent(t.baseUrl).gql('query { solutionCapacities(scope: { projectId: "abc" }, solutionId: "1") { amount } }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await new Agent(t.baseUrl).get('/api/v1/requests/abc')).status).toBe(401);
  });
});
