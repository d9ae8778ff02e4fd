/**
 * The scope pattern (issue #30 point 4, docs/architecture.md): one set of solution mutations serves the
 * project editor (`scope: { projectId }`) and the seller's response to a request (`scope: {
 * requestShareId }`), with each side's gating unchanged; a scope must name exactly one of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, signedInAgent, startTestApp, type TestApp } from './helpers';
import { newProduct } from './solutions-fixtures';

let t: TestApp;
let buyer: Agent;
let seller: Agent;
let outsider: Agent;
let projectId: string;
let shareId: string;
let responseGroupId: string;
let buyerGroupId: string;

const B = '/api/v1/buyers';
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const SCOPE_MESSAGE = 'Give exactly one of projectId and requestShareId as the scope.';

const CREATE = 'mutation($scope: SolutionScopeInput, $projectId: ID, $g: ID!) { solutionCreate(scope: $scope, projectId: $projectId, groupId: $g, input: { solutionTypeId: "datacenter" }) { id solutionGroupId } }';
const ITEM_ADD = 'mutation($scope: SolutionScopeInput!, $sol: ID!, $p: ID!) { solutionItemAdd(scope: $scope, solutionId: $sol, input: { productId: $p, amount: 2 }) { id amount } }';
const UPS = 'mutation($scope: SolutionScopeInput!, $sol: ID!) { solutionUpsUpdate(scope: $scope, id: $sol, upsId: "custom", input: { efficiency: 93 }) { ups { id efficiency } } }';
const CAPACITY = 'mutation($scope: SolutionScopeInput!, $sol: ID!) { capacityAdd(scope: $scope, solutionId: $sol, input: { capacityId: "server_vms", amount: 7 }) { amount } }';
const SHARE = 'mutation($scope: SolutionScopeInput!, $sol: ID!) { categoryInfrastructureShareCreate(scope: $scope, solutionId: $sol, input: { categoryIds: ["server"], infrastructureSharePercent: 0.3 }) { infrastructureSharePercent } }';

beforeAll(async () => {
  t = await startTestApp({ chromiumPath: '/nonexistent/chromium' });
  const b = await signedInAgent(t, { partnerType: 'buyer' });
  buyer = b.agent;
  const s = await signedInAgent(t, { partnerType: 'seller' });
  seller = s.agent;
  outsider = (await signedInAgent(t, { partnerType: 'seller' })).agent;
  // A buyer project with a request shared with the seller, who accepts it (the response group).
  const g = await buyer.post(`${B}/project-group`, { name: 'Scope group' });
  const p = await buyer.post(`${B}/projects/create`, { name: 'Scope tender', client_id: g.body.data.id, country: 'DK' });
  expect(p.status, JSON.stringify(p.body)).toBe(201);
  projectId = String(p.body.data.id);
  const R = `${B}/project/${projectId}/request`;
  const request = await buyer.post(R, { title: 'Servers', deadline: tomorrow() });
  expect((await buyer.post(`${R}/${request.body.data.id}/questions`, { question: 'Refurbished?' })).status).toBe(201);
  const share = await buyer.post(`${R}/${request.body.data.id}/shares`, { supplier: s.partner.name, name: 'Seller', email: s.email });
  expect(share.status, JSON.stringify(share.body)).toBe(201);
  shareId = String(share.body.data.id);
  const accepted = await seller.put(`/api/v1/requests/${shareId}/confirm`, { status: 'accepted' });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  responseGroupId = String(accepted.body.data.request_response.solution_group.id);
  const own = await buyer.post(`/api/v1/project-manager/projects/${projectId}/solution-groups`, { name: 'Buyer baseline', state: 'baseline' });
  expect(own.status, JSON.stringify(own.body)).toBe(201);
  buyerGroupId = String(own.body.data.id);
});
afterAll(async () => t?.close());

describe('#solution scope', () => {
  it('serves the project editor and the request response through the same mutations', async () => {
    const project = { projectId };
    const request = { requestShareId: shareId };
    const mine = await buyer.gql(CREATE, { scope: project, g: buyerGroupId });
    expect(mine.errors).toBeUndefined();
    expect(mine.data.solutionCreate.solutionGroupId).toBe(buyerGroupId);
    const theirs = await seller.gql(CREATE, { scope: request, g: responseGroupId });
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data.solutionCreate.solutionGroupId).toBe(responseGroupId);
    // The older projectId argument still names a project scope.
    expect((await buyer.gql(CREATE, { projectId, g: buyerGroupId })).data.solutionCreate.solutionGroupId).toBe(buyerGroupId);

    const buyerProduct = await newProduct(buyer, { model: 'Buyer server' });
    const sellerProduct = await newProduct(seller, { model: 'Seller server' });
    for (const [agent, scope, sol, product] of [
      [buyer, project, mine.data.solutionCreate.id, buyerProduct.id],
      [seller, request, theirs.data.solutionCreate.id, sellerProduct.id],
    ] as const) {
      const item = await agent.gql(ITEM_ADD, { scope, sol, p: String(product) });
      expect(item.errors, JSON.stringify(item.errors)).toBeUndefined();
      expect(item.data.solutionItemAdd.amount).toBe(2);
      expect((await agent.gql(UPS, { scope, sol })).data.solutionUpsUpdate.ups).toEqual({ id: 'ups_custom', efficiency: 93 });
      expect((await agent.gql(CAPACITY, { scope, sol })).data.capacityAdd.amount).toBe(7);
      expect((await agent.gql(SHARE, { scope, sol })).data.categoryInfrastructureShareCreate.infrastructureSharePercent).toBe(0.3);
    }
  });

  it('keeps each scope\'s gating: a foreign share or project is 404, the grant opens the response group only, a sent response is read-only', async () => {
    const request = { requestShareId: shareId };
    const sol = (await seller.gql(CREATE, { scope: request, g: responseGroupId })).data.solutionCreate.id as string;
    const buyerSol = (await buyer.gql(CREATE, { scope: { projectId }, g: buyerGroupId })).data.solutionCreate.id as string;
    // Another seller's call through this share, the seller's call through the buyer's project, and the
    // share's grant on the buyer's own group or solution: not found, as the request paths answer.
    const restOutsider = await outsider.put(`/api/v1/requests/${shareId}/solution/${sol}/ups/custom`, { efficiency: 93 });
    expect(restOutsider.status).toBe(404);
    expect((await outsider.gql(UPS, { scope: request, sol })).errors?.[0]).toMatchObject({ message: restOutsider.body.message, extensions: { code: 'NOT_FOUND' } });
    expect((await seller.gql(UPS, { scope: { projectId }, sol })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await seller.gql(CREATE, { scope: request, g: buyerGroupId })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await seller.gql(UPS, { scope: request, sol: buyerSol })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // An anonymous caller is told to sign in.
    expect((await new Agent(t.baseUrl).gql(UPS, { scope: request, sol })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    // Once the response is sent, the share reads but no longer writes: the REST path's refusal.
    const questions = (await seller.get(`/api/v1/requests/${shareId}`)).body.data.request.questions as Array<{ id: number }>;
    for (const q of questions) expect((await seller.put(`/api/v1/requests/${shareId}/answer/${q.id}`, { answer: 'Yes' })).status).toBe(200);
    expect((await seller.put(`/api/v1/requests/${shareId}/response/${responseGroupId}`)).status).toBe(200);
    const late = await seller.put(`/api/v1/requests/${shareId}/solution/${sol}/ups/custom`, { efficiency: 93 });
    expect(late.status).toBe(422);
    expect((await seller.gql(UPS, { scope: request, sol })).errors?.[0]).toMatchObject({ message: late.body.message, extensions: { code: 'VALIDATION' } });
    expect((await seller.gql(CAPACITY, { scope: request, sol })).errors?.[0]).toMatchObject({ message: late.body.message, extensions: { code: 'VALIDATION' } });
  });

  it("keeps the request share's price: a free seller answers through the scoped mutations, and is refused its own paid solutions", async () => {
    // The seller's answer is free (sellerRequests, shared/subscriptions/paid.ts); a seller's own solutions are paid.
    const free = await signedInAgent(t, { plan: 'free', partnerType: 'seller' });
    const R = `${B}/project/${projectId}/request`;
    const request = await buyer.post(R, { title: 'Free seller', deadline: tomorrow() });
    const share = await buyer.post(`${R}/${request.body.data.id}/shares`, { supplier: free.partner.name, name: 'Free', email: free.email });
    expect(share.status, JSON.stringify(share.body)).toBe(201);
    const accepted = await free.agent.put(`/api/v1/requests/${share.body.data.id}/confirm`, { status: 'accepted' });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const scope = { requestShareId: String(share.body.data.id) };
    const created = await free.agent.gql(CREATE, { scope, g: String(accepted.body.data.request_response.solution_group.id) });
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    const sol = created.data.solutionCreate.id as string;
    expect((await free.agent.gql(UPS, { scope, sol })).data?.solutionUpsUpdate.ups.efficiency).toBe(93);
    expect((await free.agent.gql(CAPACITY, { scope, sol })).data?.capacityAdd.amount).toBe(7);
    // The same mutation on a project (the seller's own solutions screen) needs a paid subscription.
    const refused = await free.agent.gql(UPS, { scope: { projectId }, sol });
    expect(refused.errors?.[0]).toMatchObject({ message: 'No active subscription', extensions: { code: 'FORBIDDEN' } });
  });

  it('refuses a scope with both ids, with neither, or beside projectId, as a validation error (never a 500)', async () => {
    const cases: Array<Record<string, unknown>> = [
      { scope: { projectId, requestShareId: shareId } },
      { scope: {} },
      { scope: { projectId }, projectId },
      {},
    ];
    for (const vars of cases) {
      const r = await buyer.gql(CREATE, { ...vars, g: buyerGroupId });
      expect(r.data?.solutionCreate ?? null, JSON.stringify(vars)).toBeNull();
      expect(r.errors?.[0], JSON.stringify(vars)).toMatchObject({ message: SCOPE_MESSAGE, extensions: { code: 'VALIDATION', field: 'scope' } });
    }
    const anonymous = await new Agent(t.baseUrl).gql(CREATE, { scope: {}, g: buyerGroupId });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
