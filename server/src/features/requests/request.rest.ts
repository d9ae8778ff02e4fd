import type { Router, Request } from 'express';
import { fromRest } from '../../platform/http/rest-fields';
import { handle, idParam, queryString } from '../../platform/http/rest';
import { presentProduct, searchProducts } from '../catalogue';
import { clientRestFields, presentClient } from '../clients';
import { parseNamespace, presentProject } from '../projects';
import { requireActor } from '../../platform/auth/actor';
import {
  addItem,
  deleteItem,
  getGroup,
  getSolution,
  groupSummary,
  itemAddFields,
  presentGroup,
  presentGroupSummary,
  presentItem,
  presentSolution,
  scopedContext,
  setItemHours,
  updateGroup,
} from '../solutions';
import * as solutions from '../solutions';
import * as groups from './project-group.service';
import {
  answerFields,
  confirmFields,
  internalShareFields,
  presentBuyerShare,
  presentColleague,
  presentInternalShare,
  presentQuestion,
  presentRequest,
  presentSellerShare,
  presentTemplate,
  questionFields,
  requestFields,
  shareFields,
  templateFields,
} from './request.rest-mapper';
import * as requests from './request.service';
import { apiRouter } from '../../platform/http/api-router';

const ns = (req: Request) => parseNamespace(req.params.namespace);
const REQ = '/:namespace/project/:projectId/request';
const SHARE = '/requests/:requestShareId';

/**
 * Buyer project groups and requests, question templates and the seller's side under /requests
 * (spec/platform-and-shell.md §7, spec/project-areas.md §7). Each handler maps the path to one
 * service call and presents the result.
 */
export function requestRoutes(): Router {
  const r = apiRouter();

  // ---- buyer project groups --------------------------------------------------------------------
  r.post('/:namespace/project-group', handle(async (ctx, req) => presentClient(await groups.createProjectGroup(ctx, ns(req), fromRest(clientRestFields, req.body))), { status: 201, fields: clientRestFields }));
  r.get('/buyers/project-group/:id', handle(async (ctx, req) => {
    const g = await groups.getProjectGroup(ctx, idParam(req));
    const actor = requireActor(ctx.actor);
    return { ...presentClient(g.group), projects: { data: g.projects.map((p) => presentProject(p, actor)) } };
  }));
  r.put('/buyers/project-group/:id', handle(async (ctx, req) => presentClient(await groups.updateProjectGroup(ctx, idParam(req), fromRest(clientRestFields, req.body))), { fields: clientRestFields }));
  r.delete('/buyers/project-group/:id', handle(async (ctx, req) => {
    await groups.deleteProjectGroup(ctx, idParam(req));
    return { message: 'deleted' };
  }));

  r.get('/buyers/request-responses/latest', handle(async (ctx) =>
    (await requests.latestResponses(ctx)).map((s) => ({ ...presentBuyerShare(s), request: { id: s.request.id, title: s.request.title, project_id: s.request.project.id, project_name: s.request.project.name } }))));

  // ---- question templates ----------------------------------------------------------------------
  r.get('/buyers/question-template', handle(async (ctx) => (await requests.listTemplates(ctx)).map(presentTemplate)));
  r.post('/partner/admin/question-template', handle(async (ctx, req) =>
    ({ message: 'Question template saved', ...presentTemplate(await requests.saveTemplate(ctx, null, fromRest(templateFields, req.body))) }), { status: 201, fields: templateFields }));
  r.put('/partner/admin/question-template/:id', handle(async (ctx, req) =>
    ({ message: 'Question template saved', ...presentTemplate(await requests.saveTemplate(ctx, idParam(req), fromRest(templateFields, req.body))) }), { fields: templateFields }));
  r.delete('/partner/admin/question-template/:id', handle(async (ctx, req) => {
    await requests.deleteTemplate(ctx, idParam(req));
    return { message: 'deleted' };
  }));

  // ---- buyer requests --------------------------------------------------------------------------
  r.get(REQ, handle(async (ctx, req) => (await requests.listRequests(ctx, ns(req), idParam(req, 'projectId'))).map(presentRequest)));
  r.post(REQ, handle(async (ctx, req) => presentRequest(await requests.createRequest(ctx, ns(req), idParam(req, 'projectId'), fromRest(requestFields, req.body))), { status: 201, fields: requestFields }));
  r.get(`${REQ}/:id`, handle(async (ctx, req) => presentRequest(await requests.getRequest(ctx, ns(req), idParam(req, 'projectId'), idParam(req)))));
  r.put(`${REQ}/:id`, handle(async (ctx, req) => presentRequest(await requests.updateRequest(ctx, ns(req), idParam(req, 'projectId'), idParam(req), fromRest(requestFields, req.body))), { fields: requestFields }));
  r.post(`${REQ}/:id/questions`, handle(async (ctx, req) =>
    presentQuestion(await requests.saveQuestion(ctx, ns(req), idParam(req, 'projectId'), idParam(req), null, fromRest(questionFields, req.body))), { status: 201, fields: questionFields }));
  r.put(`${REQ}/:id/questions/:questionId`, handle(async (ctx, req) =>
    presentQuestion(await requests.saveQuestion(ctx, ns(req), idParam(req, 'projectId'), idParam(req), idParam(req, 'questionId'), fromRest(questionFields, req.body))), { fields: questionFields }));
  r.delete(`${REQ}/:id/questions/:questionId`, handle(async (ctx, req) => {
    await requests.deleteQuestion(ctx, ns(req), idParam(req, 'projectId'), idParam(req), idParam(req, 'questionId'));
    return { message: 'deleted' };
  }));
  r.post(`${REQ}/:id/question-template/:templateId`, handle(async (ctx, req) =>
    ({ message: 'Template importet', ...presentRequest(await requests.importTemplate(ctx, ns(req), idParam(req, 'projectId'), idParam(req), idParam(req, 'templateId'))) })));
  r.post(`${REQ}/:id/shares`, handle(async (ctx, req) =>
    presentBuyerShare(await requests.createShare(ctx, ns(req), idParam(req, 'projectId'), idParam(req), fromRest(shareFields, req.body))), { status: 201, fields: shareFields }));
  r.delete(`${REQ}/:id/shares/:requestShareId`, handle(async (ctx, req) => {
    const c = await requests.cancelShare(ctx, ns(req), idParam(req, 'projectId'), idParam(req), idParam(req, 'requestShareId'));
    return { message: 'Request canceled', request_status: c.requestStatus };
  }));

  // ---- seller inbox ----------------------------------------------------------------------------
  const inbox = (internal: boolean) => handle(async (ctx, req) => {
    const page = await requests.inbox(ctx, { field: queryString(req, 'field'), order: queryString(req, 'order'), page: Number(queryString(req, 'page')) || 1, perPage: Number(queryString(req, 'pr_page')) || undefined, internal });
    return { data: page.items.map(presentSellerShare), total: page.total, page: page.page, pr_page: page.perPage, new_request_count: await requests.newRequestCount(ctx, requireActor(ctx.actor).user) };
  });
  r.get('/requests', inbox(false));
  r.get('/requests/internal-shares', inbox(true));
  const searchItems = handle(async (ctx, req) => (await searchProducts(ctx, queryString(req, 'search'), [req.path.includes('office') ? 'office_it' : 'datacenter'])).map(presentProduct));
  r.get('/requests/datacenter-items/search', searchItems);
  r.get('/requests/office-items/search', searchItems);
  r.get(SHARE, handle(async (ctx, req) => presentSellerShare(await requests.getShare(ctx, idParam(req, 'requestShareId')))));
  r.get(`${SHARE}/mark-as-seen`, handle(async (ctx, req) => presentSellerShare(await requests.markSeen(ctx, idParam(req, 'requestShareId')))));
  r.put(`${SHARE}/confirm`, handle(async (ctx, req) => presentSellerShare(await requests.confirmShare(ctx, idParam(req, 'requestShareId'), fromRest(confirmFields, req.body))), { fields: confirmFields }));
  r.get(`${SHARE}/search-user`, handle(async (ctx, req) => (await requests.searchColleagues(ctx, idParam(req, 'requestShareId'), queryString(req, 'search'))).map(presentColleague)));
  r.post(`${SHARE}/internal-share`, handle(async (ctx, req) => presentInternalShare(await requests.createInternalShare(ctx, idParam(req, 'requestShareId'), fromRest(internalShareFields, req.body))), { status: 201, fields: internalShareFields }));
  r.get(`${SHARE}/internal-shares`, handle(async (ctx, req) => (await requests.listInternalShares(ctx, idParam(req, 'requestShareId'))).map(presentInternalShare)));
  r.delete(`${SHARE}/internal-shares/:internalShareId`, handle(async (ctx, req) => {
    await requests.deleteInternalShare(ctx, idParam(req, 'requestShareId'), idParam(req, 'internalShareId'));
    return { message: 'deleted' };
  }));

  // ---- seller answers and response -------------------------------------------------------------
  r.put(`${SHARE}/answer/:questionId`, handle(async (ctx, req) => {
    const a = await requests.saveAnswer(ctx, idParam(req, 'requestShareId'), idParam(req, 'questionId'), fromRest(answerFields, req.body));
    return { id: a.id, question_id: a.question.id, answer: a.answer };
  }, { fields: answerFields }));
  r.put(`${SHARE}/response/:responseId`, handle(async (ctx, req) => {
    const s = await requests.sendResponse(ctx, idParam(req, 'requestShareId'), idParam(req, 'responseId'));
    return { ...presentSellerShare(s.share), buyer: { partner: s.buyerPartner, email: s.buyerEmail } };
  }));

  // ---- the seller's response group, through the request share (spec §7 "Seller side") -----------
  const G = `${SHARE}/solution-groups/:groupId`;
  r.get(G, handle(async (ctx, req) => {
    const { ctx: tx, projectId } = await scopedContext(ctx, { requestShareId: idParam(req, 'requestShareId') }, false, idParam(req, 'groupId'));
    const g = await getGroup(tx, projectId, idParam(req, 'groupId'));
    return presentGroup(g.group, g.figures, g.reference);
  }));
  r.put(G, handle(async (ctx, req) => {
    const { ctx: tx, projectId } = await scopedContext(ctx, { requestShareId: idParam(req, 'requestShareId') }, true, idParam(req, 'groupId'));
    const body = fromRest({ name: 'name' }, req.body) as { name?: string };
    return presentGroup(await updateGroup(tx, projectId, idParam(req, 'groupId'), { name: body.name }));
  }, { fields: { name: 'name' } }));
  r.delete(G, handle(async (ctx, req) => presentSellerShare(await requests.deleteResponseGroup(ctx, idParam(req, 'requestShareId'), idParam(req, 'groupId')))));
  r.get(`${G}/summary`, handle(async (ctx, req) => {
    const { ctx: tx, projectId } = await scopedContext(ctx, { requestShareId: idParam(req, 'requestShareId') }, false, idParam(req, 'groupId'));
    const s = await groupSummary(tx, projectId, idParam(req, 'groupId'));
    return presentGroupSummary(s.figures, s.reference, s.group);
  }));
  // POST …/solution-groups/{gid}/solution, PUT and DELETE …/solution/{sid}, PUT …/solution/{sid}/solution-item/{id}
  // are the solutions feature's handlers with a request-share scope (solutions.rest.ts).
  r.get(`${G}/solution/:solutionId`, handle(async (ctx, req) => {
    const { ctx: tx, projectId } = await scopedContext(ctx, { requestShareId: idParam(req, 'requestShareId') }, false, idParam(req, 'groupId'));
    const s = await getSolution(tx, projectId, idParam(req, 'groupId'), idParam(req, 'solutionId'));
    return presentSolution(s.solution, s.figures, s.reference);
  }));
  const S = `${SHARE}/solution/:solutionId`;
  r.post(`${S}/add-item`, handle(async (ctx, req) => {
    const { ctx: tx, projectId } = await scopedContext(ctx, { requestShareId: idParam(req, 'requestShareId') }, true);
    return presentItem(await addItem(tx, projectId, idParam(req, 'solutionId'), fromRest(itemAddFields, req.body)));
  }, { status: 201, fields: itemAddFields }));
  r.delete(`${S}/solution-item/:itemId`, handle(async (ctx, req) => {
    const { ctx: tx, projectId, groupId } = await scopedContext(ctx, { requestShareId: idParam(req, 'requestShareId') }, true);
    await deleteItem(tx, projectId, groupId, idParam(req, 'solutionId'), idParam(req, 'itemId'));
    return { message: 'deleted' };
  }));
  // The response solution's UPS and cooling (the project manager's PUT /project-manager/solution/{sid}/ups|cooling/{id}).
  r.put(`${S}/ups/:upsId`, handle(async (ctx, req) => {
    const { ctx: tx, projectId } = await scopedContext(ctx, { requestShareId: idParam(req, 'requestShareId') }, true);
    return presentSolution(await solutions.setUps(tx, projectId, idParam(req, 'solutionId'), String(req.params.upsId), fromRest(solutions.upsFields, req.body)));
  }, { fields: solutions.upsFields }));
  r.put(`${S}/cooling/:coolingId`, handle(async (ctx, req) => {
    const { ctx: tx, projectId } = await scopedContext(ctx, { requestShareId: idParam(req, 'requestShareId') }, true);
    return presentSolution(await solutions.setCooling(tx, projectId, idParam(req, 'solutionId'), String(req.params.coolingId), fromRest(solutions.coolingFields, req.body)));
  }, { fields: solutions.coolingFields }));
  r.put(`${S}/solution-item/:itemId/hours/:hoursId`, handle(async (ctx, req) => {
    const { ctx: tx, projectId } = await scopedContext(ctx, { requestShareId: idParam(req, 'requestShareId') }, true);
    return presentItem(await setItemHours(tx, projectId, idParam(req, 'solutionId'), idParam(req, 'itemId'), String(req.params.hoursId)));
  }));

  // The category infrastructure shares and capacities of the response's solutions
  // (/project-manager/requests/{request_share_id}/solution/{sid}/…) are the solutions feature's
  // handlers with a request-share scope (solutions.rest.ts).
  return r;
}
