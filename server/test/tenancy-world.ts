/**
 * One tenant's "world" for the generated tenancy matrix and the fuzz test: a partner admin who owns a
 * client, a project with a note, a share, groups, a solution with an item, a capacity and a category
 * infrastructure share, an own product and a report option, all made through the REST facade; and
 * the value of every path parameter of the route table for that world. A route with a parameter this
 * file cannot fill fails the tests (add it here): so a new route is covered the moment it is mounted.
 */
import { expect } from 'vitest';
import type { RouteEntry } from '../src/platform/http/route-table';
import { Agent, buildUser, type TestApp } from './helpers';
import { addItem, api, newGroup, newProduct, newSolution } from './solutions-fixtures';

export interface World {
  /** A marker in the names of this world's records: it must never show up in another tenant's reply. */
  marker: string;
  admin: Agent;
  partnerId: number;
  colleagueId: number;
  ids: {
    client: number;
    project: number;
    note: number;
    group: number;
    solution: number;
    item: number;
    product: number;
    capacity: number;
    share: number;
    reportOption: number;
    subsidiary: number;
    subscription: number;
    apiToken: number;
    /** A comparative-solution project with one calculation (its own paths use it). */
    comparativeProject: number;
    calculation: number;
  };
}

const data = (r: { status: number; body: any }) => {
  expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
  return r.body.data;
};

export async function buildWorld(t: TestApp, marker: string): Promise<World> {
  const owner = await buildUser(t.orm, { name: `Owner ${marker}` });
  const colleague = await buildUser(t.orm, { partner: owner.partner, roles: ['partner_user'], name: `Colleague ${marker}` });
  const admin = new Agent(t.baseUrl);
  await admin.login(owner.email);
  const client = data(await admin.post('/api/v1/clients', { name: `Client ${marker}`, country: 'DK' }));
  const project = data(await admin.post(api('/projects/create'), { name: `Project ${marker}`, client_id: client.id, country: 'DK' }));
  const note = data(await admin.post(`/api/v1/projects/${project.id}/notes`, { note: `Note ${marker}` }));
  data(await admin.post(`/api/v1/projects/${project.id}/share`, { subscriber_id: colleague.user.id }));
  const group = await newGroup(admin, project.id, { name: `Group ${marker}`, state: 'baseline' });
  await newGroup(admin, project.id, { name: `Proposal ${marker}` });
  const solution = await newSolution(admin, project.id, group.id, 'datacenter', { name: `Solution ${marker}` });
  const product = await newProduct(admin, { model: `Model ${marker}`, solutionId: solution.id });
  const item = await addItem(admin, project.id, solution.id, { product_id: product.id, amount: 2 });
  const SOL = api(`/projects/${project.id}/solution/${solution.id}`);
  const capacity = data(await admin.post(`${SOL}/capacities`, { capacity_id: 'server_vms', amount: 40 }));
  const share = data(await admin.post(`${SOL}/category-infrastructure-shares`, { e_papi_category_ids: ['server'], infrastructure_share_percent: 0.4 }));
  const option = data(await admin.post('/api/v1/user/report-options/create', { theme: 'default' }));
  const subsidiary = data(await admin.post('/api/v1/partner/admin/subsidiary', { name: `Subsidiary ${marker}` }));
  const seats = { subscription_id: Number((await admin.gql('{ partnerSeats { subscriptionId } }')).data.partnerSeats.subscriptionId) };
  const token = data(await admin.post('/api/v3/partner/api-token', { token_name: `Token ${marker}` }));
  const comparative = data(await admin.post('/api/v1/comparative-solution/projects/create', { name: `Comparative ${marker}`, client_id: client.id, country: 'DK' }));
  const calculation = data(await admin.post(`/api/v1/comparative-solution/projects/${comparative.id}/calculations`, { name: `Calculation ${marker}` }));
  return {
    marker,
    admin,
    partnerId: owner.partner.id,
    colleagueId: colleague.user.id,
    ids: { client: client.id, project: project.id, note: note.id, group: group.id, solution: solution.id, item: item.id, product: product.id, capacity: capacity.id, share: share.id, reportOption: option.id, subsidiary: subsidiary.id, subscription: seats.subscription_id, apiToken: token.accessToken.id, comparativeProject: comparative.id, calculation: calculation.id },
  };
}

/** The value of `:param` in `path` for this world (`:id` depends on the segment before it). */
export function paramValue(w: World, path: string, param: string): string {
  const i = w.ids;
  switch (param) {
    case 'namespace':
      return 'project-manager';
    case 'id': {
      const before = path.split('/:id')[0]!.split('/').pop();
      const byCollection: Record<string, number> = {
        clients: i.client,
        projects: i.project,
        products: i.product,
        'report-options': i.reportOption,
        // /partner/admin/{id}: the partner itself.
        admin: w.partnerId,
        // /partner/{id}/resubscribe-…: the partner itself.
        partner: w.partnerId,
        users: w.colleagueId,
        subsidiary: i.subsidiary,
        subscription: i.subscription,
        'api-token': i.apiToken,
      };
      const v = before ? byCollection[before] : undefined;
      if (v === undefined) throw new Error(`tenancy-world: no value for :id after /${before} in ${path}; add it to paramValue`);
      return String(v);
    }
    case 'projectId':
      return String(path.startsWith('/comparative-solution/projects/') ? i.comparativeProject : i.project);
    case 'calculationId':
      return String(i.calculation);
    case 'noteId':
      return String(i.note);
    case 'userId':
    case 'subscriberId':
      return String(w.colleagueId);
    case 'groupId':
      return String(i.group);
    case 'solutionId':
      return String(i.solution);
    case 'itemId':
      return String(i.item);
    case 'capacityId':
      return String(i.capacity);
    case 'shareId':
      return String(i.share);
    case 'upsId':
      return 'custom';
    case 'coolingId':
      return 'custom';
    case 'hoursId':
      return '8x5';
    // Request shares (buyer requests) do not exist yet: the project id stands in, and must be refused.
    case 'requestShareId':
      return String(i.project);
    case 'documentId':
      return 'GIA-0000-0000';
    default:
      throw new Error(`tenancy-world: no value for :${param} in ${path}; add it to paramValue`);
  }
}

/** The route's path with this world's ids. */
export function concretePath(w: World, route: RouteEntry): string {
  return route.path.replace(/:(\w+)/g, (_m, p: string) => encodeURIComponent(paramValue(w, route.path, p)));
}
