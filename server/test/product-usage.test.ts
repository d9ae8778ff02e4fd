/**
 * Issue #45, point 6: a colleague who may manage products changes the figures of every project that
 * uses the product, opened by them or not (products are the partner's catalogue: README, "Who may open
 * a project"). Before they save, the product dialog shows the projects affected: those they may open
 * by name, the others counted only. REST GET /project-manager/product/{id}/usage and GraphQL
 * productUsage say the same; both need manage_products and the partner's own product.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildUser, signedInAgent, startTestApp, type TestApp } from './helpers';
import { addItem, api, datacentreProject, newProduct } from './solutions-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

async function agentOf(built: { email: string }) {
  const agent = new Agent(t.baseUrl);
  await agent.login(built.email);
  return agent;
}

const USAGE_QUERY = 'query($id: ID!) { productUsage(id: $id) { productId projectCount itemCount projects { id name namespace } moreOpenable notOpenable } }';

describe('#45 product usage', () => {
  it('names the projects the caller may open and only counts the others, through REST and GraphQL', async () => {
    const admin = await signedInAgent(t);
    // A colleague who may manage products but opens only their own projects (not a collaborator).
    const editor = await agentOf(await buildUser(t.orm, { partner: admin.partner, roles: ['partner_user'] }));
    const other = await agentOf(await buildUser(t.orm, { partner: admin.partner, roles: ['partner_user'] }));

    const product = await newProduct(admin.agent, { model: 'Shared server' });
    const adminProject = await datacentreProject(admin.agent);
    await addItem(admin.agent, adminProject.project.id, adminProject.solution.id, { product_id: product.id, amount: 2 });
    const otherProject = await datacentreProject(other);
    await addItem(other, otherProject.project.id, otherProject.solution.id, { product_id: product.id, amount: 1 });
    const editorProject = await datacentreProject(editor);
    await addItem(editor, editorProject.project.id, editorProject.solution.id, { product_id: product.id, amount: 1 });
    await addItem(editor, editorProject.project.id, editorProject.solution.id, { product_id: product.id, amount: 3 });
    // The editor cannot open the other two projects: 404, as for any path to them.
    expect((await editor.get(api(`/projects/${otherProject.project.id}/summary`))).status).toBe(404);

    const rest = await editor.get(api(`/product/${product.id}/usage`));
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.data).toEqual({
      product_id: product.id,
      project_count: 3,
      item_count: 4,
      projects: [{ id: editorProject.project.id, name: 'Server room', namespace: 'project-manager' }],
      more_openable: 0,
      not_openable: 2,
    });
    // No name of a project the editor cannot open, anywhere in the reply.
    expect(JSON.stringify(rest.body)).not.toContain(`"id":${otherProject.project.id}`);

    const gql = await editor.gql(USAGE_QUERY, { id: product.id });
    expect(gql.errors).toBeUndefined();
    expect(gql.data.productUsage).toEqual({
      productId: String(product.id),
      projectCount: 3,
      itemCount: 4,
      projects: [{ id: String(editorProject.project.id), name: 'Server room', namespace: 'project-manager' }],
      moreOpenable: 0,
      notOpenable: 2,
    });

    // The partner admin opens all three.
    const all = (await admin.agent.get(api(`/product/${product.id}/usage`))).body.data;
    expect(all).toMatchObject({ project_count: 3, not_openable: 0 });
    expect(all.projects.map((p: { id: number }) => p.id).sort()).toEqual([adminProject.project.id, otherProject.project.id, editorProject.project.id].sort());

    // An archived project follows no edit any more: it is not counted.
    expect((await other.delete(api(`/projects/${otherProject.project.id}`))).status).toBe(200);
    expect((await editor.get(api(`/product/${product.id}/usage`))).body.data).toMatchObject({ project_count: 2, item_count: 3, not_openable: 1 });
  });

  it('needs manage_products and the partner’s own product', async () => {
    const admin = await signedInAgent(t);
    const product = await newProduct(admin.agent);
    const reader = await agentOf(await buildUser(t.orm, { partner: admin.partner, roles: ['partner_user'], permissions: ['manage_projects', 'search_products'] }));
    const denied = await reader.get(api(`/product/${product.id}/usage`));
    expect(denied.status).toBe(403);
    expect((await reader.gql(USAGE_QUERY, { id: product.id })).errors![0].extensions).toMatchObject({ code: 'FORBIDDEN' });

    const stranger = await signedInAgent(t);
    expect((await stranger.agent.get(api(`/product/${product.id}/usage`))).status).toBe(404);
    expect((await stranger.agent.gql(USAGE_QUERY, { id: product.id })).errors![0].extensions).toMatchObject({ code: 'NOT_FOUND' });
    // A product of the global catalogue is nobody's to edit.
    const found = (await admin.agent.get(api('/products/search?search=server'))).body.data;
    const global = (Array.isArray(found) ? found : found.data ?? found.items ?? []).find((p: { own: boolean }) => !p.own);
    expect(global, 'the demo catalogue has a server').toBeTruthy();
    expect((await admin.agent.get(api(`/product/${global.id}/usage`))).status).toBe(404);
    expect((await admin.agent.get(api('/product/99999999999/usage'))).status).toBe(404);
    expect((await new Agent(t.baseUrl).get(api(`/product/${product.id}/usage`))).status).toBe(401);
  });
});
