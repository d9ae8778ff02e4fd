/**
 * One tenant's "world" for the generated tenancy matrix and the fuzz test: a partner admin who owns a
 * client, a project with a note, a share, groups, a solution with an item, a capacity and a category
 * infrastructure share, an own product and a report option, all made through the REST facade; and
 * the value of every path parameter of the route table for that world. A route with a parameter this
 * file cannot fill fails the tests (add it here): so a new route is covered the moment it is mounted.
 */
import { expect } from 'vitest';
import type { RouteEntry } from '../src/platform/http/route-table';
import { jobs } from '../src/platform/jobs';
import { Notification } from '../src/features/validation/validation.entity';
import { User } from '../src/features/users/user.entity';
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
    /** A single-solution project (its baseline group with its one solution): the namespace paths are walked for it too. */
    singleSolutionProject: number;
    /** A comparative-solution project with one calculation (its own paths use it). */
    comparativeProject: number;
    calculation: number;
    request: number;
    question: number;
    template: number;
    requestShare: number;
    internalShare: number;
    responseGroup: number;
    responseSolution: number;
    responseItem: number;
    /** A catalogue import job (super admins' only; queued an hour ahead, so it never runs here). */
    catalogueImport: number;
    /** A report PDF export job of the owner (queued an hour ahead, so it never runs here). */
    reportPdf: number;
    /** A notification of the partner admin (validation feature). */
    notification: number;
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
  const single = data(await admin.post('/api/v1/single-solution/projects/create', { name: `Single ${marker}`, client_id: client.id, country: 'DK' }));
  // A request on the project, shared with a seller of another partner who accepted it and answers it.
  const REQ = `/api/v1/project-manager/project/${project.id}/request`;
  const request = data(await admin.post(REQ, { title: `Request ${marker}`, deadline: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) }));
  const question = data(await admin.post(`${REQ}/${request.id}/questions`, { question: `Question ${marker}` }));
  const template = data(await admin.post('/api/v1/partner/admin/question-template', { name: `Template ${marker}`, questions: [{ question: `Template question ${marker}` }] }));
  const seller = await buildUser(t.orm, { name: `Seller ${marker}` });
  const sellerColleague = await buildUser(t.orm, { partner: seller.partner, roles: ['partner_user'], name: `Seller colleague ${marker}` });
  const sellerAgent = new Agent(t.baseUrl);
  await sellerAgent.login(seller.email);
  const requestShare = data(await admin.post(`${REQ}/${request.id}/shares`, { supplier: `Supplier ${marker}`, name: `Contact ${marker}`, email: seller.email }));
  const accepted = data(await sellerAgent.put(`/api/v1/requests/${requestShare.id}/confirm`, { status: 'accepted' }));
  const responseGroup = accepted.request_response.solution_group.id as number;
  const internalShare = data(await sellerAgent.post(`/api/v1/requests/${requestShare.id}/internal-share`, { user_id: sellerColleague.user.id }));
  const responseSolution = data(await sellerAgent.post(`/api/v1/requests/${requestShare.id}/solution-groups/${responseGroup}/solution`, { solution_type_id: 'datacenter', name: `Response ${marker}` }));
  const sellerProduct = await newProduct(sellerAgent, { model: `Seller model ${marker}` });
  const responseItem = data(await sellerAgent.post(`/api/v1/requests/${requestShare.id}/solution/${responseSolution.id}/add-item`, { product_id: sellerProduct.id, amount: 1 }));
  const catalogueImport = await jobs.send(t.orm.em.fork(), 'catalogue.import', { file: `.catalogue-imports/${marker}.csv`, fileName: `${marker}.csv`, total: 0 }, { createdBy: owner.user.id, delayMs: 3_600_000 });
  const reportPdf = await jobs.send(t.orm.em.fork(), 'report.pdf', { projectId: project.id, type: 'baseline', app: 'project-manager', userId: owner.user.id }, { createdBy: owner.user.id, delayMs: 3_600_000 });
  // Notifications are made by validation decisions; the world needs just one, straight in the table.
  const nem = t.orm.em.fork();
  const notification = nem.create(Notification, { user: nem.getReference(User, owner.user.id), message: `Notification ${marker}`, category: 'validation' });
  await nem.flush();
  return {
    marker,
    admin,
    partnerId: owner.partner.id,
    colleagueId: colleague.user.id,
    ids: { client: client.id, project: project.id, note: note.id, group: group.id, solution: solution.id, item: item.id, product: product.id, capacity: capacity.id, share: share.id, reportOption: option.id, subsidiary: subsidiary.id, subscription: seats.subscription_id, apiToken: token.accessToken.id, singleSolutionProject: single.id, comparativeProject: comparative.id, calculation: calculation.id,
      request: request.id, question: question.id, template: template.id, requestShare: requestShare.id, internalShare: internalShare.id,
      responseGroup, responseSolution: responseSolution.id, responseItem: responseItem.id, catalogueImport, reportPdf, notification: notification.id },
  };
}

/** A walk of the `/:namespace/…` routes in another namespace than project-manager, with that namespace's project. */
export interface NamespaceWalk {
  namespace: 'single-solution';
}

/** The value of `:param` in `path` for this world (`:id` depends on the segment before it). */
export function paramValue(w: World, path: string, param: string, walk?: NamespaceWalk): string {
  const i = walk ? { ...w.ids, project: w.ids.singleSolutionProject } : w.ids;
  // Under a request share (/requests/{share}/…) the ids are those of its response group.
  const viaShare = path.includes('requests/:requestShareId');
  switch (param) {
    case 'namespace':
      return walk?.namespace ?? 'project-manager';
    case 'id': {
      const before = path.split('/:id')[0]!.split('/').pop();
      const byCollection: Record<string, number> = {
        clients: i.client,
        'client-details': i.client,
        // /{namespace}/partners/{id}/projects: the partner itself.
        partners: w.partnerId,
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
        request: i.request,
        'project-group': i.client,
        'question-template': i.template,
      };
      const v = before ? byCollection[before] : undefined;
      if (v === undefined) throw new Error(`tenancy-world: no value for :id after /${before} in ${path}; add it to paramValue`);
      return String(v);
    }
    case 'projectId':
      return String(path.startsWith('/comparative-solution/projects/') ? i.comparativeProject : i.project);
    case 'jobId':
      return String(path.includes('/report.pdf/jobs/') ? i.reportPdf : i.catalogueImport);
    case 'calculationId':
      return String(i.calculation);
    // PUT /project-manager/product/{productId}: the partner's own product (issue #32).
    case 'productId':
      return String(i.product);
    case 'noteId':
      return String(i.note);
    case 'userId':
    case 'subscriberId':
      return String(w.colleagueId);
    case 'groupId':
      return String(viaShare ? i.responseGroup : i.group);
    case 'solutionId':
      return String(viaShare ? i.responseSolution : i.solution);
    case 'itemId':
      return String(viaShare ? i.responseItem : i.item);
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
    case 'requestShareId':
      return String(i.requestShare);
    case 'questionId':
      return String(i.question);
    case 'templateId':
      return String(i.template);
    case 'internalShareId':
      return String(i.internalShare);
    case 'responseId':
      return String(i.responseGroup);
    case 'documentId':
      return 'GIA-0000-0000';
    case 'locale':
      return 'da-DK';
    default:
      throw new Error(`tenancy-world: no value for :${param} in ${path}; add it to paramValue`);
  }
}

/** The route's path with this world's ids. */
export function concretePath(w: World, route: RouteEntry, walk?: NamespaceWalk): string {
  return route.path.replace(/:(\w+)/g, (_m, p: string) => encodeURIComponent(paramValue(w, route.path, p, walk)));
}
