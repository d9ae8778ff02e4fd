/**
 * A partner developer's client, generated from /api/v1/openapi.json (issue #53): the types by
 * openapi-typescript (rest-client/rest-api.ts, `npm run openapi:emit`, drift-checked in npm test), the
 * calls by openapi-fetch. It signs in with an API token, creates a client and a project, adds a
 * solution group, a solution, a product and an item, and reads the project's summary: every reply is
 * typed by the document, nothing is cast.
 */
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_TOKEN } from '../src/features/seed/demo-seed';
import type { paths } from './rest-client/rest-api';
import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ chromiumPath: '/nonexistent/chromium' });
});
afterAll(async () => t?.close());

/** The reply's data, or the test fails with the error the API answered. */
function dataOf<D>(reply: { data?: { data: D }; error?: unknown; response: Response }): D {
  if (!reply.data) throw new Error(`${reply.response.status}: ${JSON.stringify(reply.error)}`);
  return reply.data.data;
}

describe('#rest.generatedClient', () => {
  it('builds a project through the typed client with an API token and reads its summary', async () => {
    const api = createClient<paths>({ baseUrl: t.baseUrl, headers: { authorization: `Bearer ${DEMO_API_TOKEN}` } });

    const client = dataOf(await api.POST('/api/v1/clients', { body: { name: 'Typed client A/S', country: 'DK' } }));
    const project = dataOf(
      await api.POST('/api/v1/{namespace}/projects/create', {
        params: { path: { namespace: 'project-manager' } },
        body: { name: 'Typed project', client_id: client.id, country: 'DK' },
      }),
    );
    const projectId = String(project.id);
    const group = dataOf(await api.POST('/api/v1/project-manager/projects/{projectId}/solution-groups', { params: { path: { projectId } }, body: { name: 'Current', state: 'baseline' } }));
    const solution = dataOf(
      await api.POST('/api/v1/project-manager/projects/{projectId}/solution-groups/{groupId}/solution', {
        params: { path: { projectId, groupId: String(group.id) } },
        body: { solution_type_id: 'datacenter', name: 'Server room' },
      }),
    );
    const product = dataOf(await api.POST('/api/v1/project-manager/product/create', { body: { model_name: 'Typed server', category: { id: 'server' } } }));
    const item = dataOf(
      await api.POST('/api/v1/project-manager/projects/{projectId}/solution/{solutionId}/solution-item', {
        params: { path: { projectId, solutionId: String(solution.id) } },
        body: { product_id: product.id, amount: 4 },
      }),
    );
    const summary = dataOf(await api.GET('/api/v1/project-manager/projects/{projectId}/summary', { params: { path: { projectId } } }));

    // Typed replies: these names and types come from the generated document, not from this test.
    const name: string = project.name;
    const amount: number = item.amount;
    const totalKwh: number = summary.total_kwh;
    const co2Kg: number = summary.co2_emission_kg;
    expect(name).toBe('Typed project');
    expect(amount).toBe(4);
    expect(summary.project_id).toBe(project.id);
    expect(summary.item_count).toBe(1);
    expect(summary.groups.map((g) => g.state)).toEqual(['baseline']);
    expect(totalKwh).toBeGreaterThanOrEqual(0);
    expect(co2Kg).toBeGreaterThanOrEqual(0);
  });

  it('answers a refusal as the typed error of its status', async () => {
    const api = createClient<paths>({ baseUrl: t.baseUrl, headers: { authorization: 'Bearer not-a-token' } });
    const reply = await api.GET('/api/v1/clients/{id}', { params: { path: { id: '1' } } });
    expect(reply.response.status).toBe(401);
    expect(reply.data).toBeUndefined();
    const message: string | undefined = reply.error && 'message' in reply.error ? reply.error.message : undefined;
    expect(message).toBeTruthy();
  });
});
