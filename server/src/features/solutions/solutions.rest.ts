import type { Router, Request, RequestHandler } from 'express';
import { requireActor } from '../../platform/auth/actor';
import { DomainError, keyed } from '../../../../shared/errors';
import { csrfProtection } from '../../platform/http/csrf';
import { fromRest } from '../../platform/http/rest-fields';
import { handle, idParam, queryString, serializedOnce } from '../../platform/http/rest';
import { scopedContext, type SolutionScope } from './access';
import type { RequestContext } from '../../platform/context';
import * as capacities from './capacities/capacity.service';
import * as groups from './groups/group.service';
import * as imports from './item-import/item-import.service';
import * as items from './items/item.service';
import { createProduct } from './items/product-create.service';
import { updateProduct } from './items/product-update.service';
import { productUsage } from './items/product-usage.service';
import type { CategoryInfrastructureShare } from './solution.entity';
import * as shares from './infrastructure-shares/infrastructure-share.service';
import {
  presentCapacity,
  presentGroup,
  presentGroupSummary,
  presentItem,
  presentItemProduct,
  presentCheckedRow,
  presentItemRequest,
  presentProjectSummary,
  presentShare,
  presentSolution,
  presentSolutionSummary,
} from './solutions.rest-mapper';
import * as solutions from './solution.service';
import {
  capacityFields,
  categoryShareFields,
  coolingFields,
  groupCreateFields,
  groupHeadingsFields,
  groupUpdateFields,
  itemAddFields,
  itemsCheckFields,
  itemsImportFields,
  itemsRequestFields,
  itemUpdateFields,
  productCreateFields,
  productUpdateFields,
  presentOwnProduct,
  presentProductUsage,
  reorderFields,
  solutionCreateFields,
  solutionUpdateFields,
  upsFields,
} from './solutions.rest-mapper';
import * as summaries from './summaries/summary.service';
import { apiRouter } from '../../platform/http/api-router';

const P = '/project-manager/projects/:projectId';
const SOLUTION = `${P}/solution/:solutionId`;
const GROUP_SOLUTION = `${P}/solution-groups/:groupId/solution/:solutionId`;
const deleted = { message: 'deleted' };

/** A share's body may come as {share: {…}} (the spec's "share with …") or flat. */
function shareBody(body: unknown): unknown {
  const share = (body as { share?: unknown } | null)?.share;
  return share && typeof share === 'object' && !Array.isArray(share) ? share : body;
}

/**
 * The spec makes clone and restore GET calls although they change data: a cookie session must echo the
 * CSRF token for them as for a POST (a cross-site link must not clone or restore anything).
 */
const csrfOnGet: RequestHandler = (req, res, next) => csrfProtection(Object.assign(Object.create(req) as Request, { method: 'POST' }), res, next);

/** ?explain=1 adds the engine's traces; ?year= picks the rating year (default the latest). */
function summaryOptions(req: Request): summaries.SummaryOptions {
  const year = queryString(req, 'year');
  if (year && !/^\d{4}$/.test(year)) throw DomainError.validation({ year: [keyed('common.yearFormat')] });
  return { explain: ['1', 'true'].includes(queryString(req, 'explain')), year: year ? Number(year) : null };
}

// The summaries are views of the figures computed once per project revision (summaries/project-
// figures.ts): each is serialised once per computation (a fresh `explain` computation is its own key).
const projectSummaryReply = serializedOnce(presentProjectSummary);
const groupSummaryReply = serializedOnce(presentGroupSummary);
const solutionSummaryReply = serializedOnce(presentSolutionSummary);

/**
 * Solution groups, solutions, items, capacities, category infrastructure shares and summaries
 * (spec/project-areas.md §7). Each handler maps the path to one service call and presents the result.
 */
export function solutionRoutes(): Router {
  const r = apiRouter();
  // The solution's capacities and category infrastructure shares answer on the project path and on
  // the shared-request path (spec §7) through the same handlers; the scope says which (access.ts).
  const scopes: Array<[string, (req: Request) => SolutionScope]> = [
    [P, (req) => ({ projectId: idParam(req, 'projectId') })],
    ['/project-manager/requests/:requestShareId', (req) => ({ requestShareId: idParam(req, 'requestShareId') })],
  ];
  // The solution editor's paths: the project's, and the seller's response through the request share.
  const editorScopes: Array<[string, (req: Request) => SolutionScope]> = [
    [P, (req) => ({ projectId: idParam(req, 'projectId') })],
    ['/requests/:requestShareId', (req) => ({ requestShareId: idParam(req, 'requestShareId') })],
  ];

  // ---- solution groups ---------------------------------------------------------------------
  r.get(`${P}/solution-groups`, handle(async (ctx, req) => {
    const l = await groups.listGroups(ctx, idParam(req, 'projectId'), summaryOptions(req));
    return {
      baseline: l.baseline ? presentGroup(l.baseline, l.figuresOf(l.baseline), l.reference) : null,
      comparative: l.comparative.map((g) => presentGroup(g, l.figuresOf(g), l.reference)),
    };
  }));
  r.get(`${P}/solution-groups/data-center-categories`, handle(async (ctx, req) =>
    (await groups.dataCenterCategories(ctx, idParam(req, 'projectId'))).map((c) => ({ id: c.id, name: c.name, category_type: c.categoryType })),
  ));
  r.get(`${P}/solution-groups/names`, handle(async (ctx, req) =>
    (await groups.groupNames(ctx, idParam(req, 'projectId'))).map((g) => ({ id: g.id, name: g.name, state: g.state, order: g.sortOrder })),
  ));
  r.post(`${P}/solution-groups`, handle(async (ctx, req) => presentGroup(await groups.createGroup(ctx, idParam(req, 'projectId'), fromRest(groupCreateFields, req.body))), { status: 201, fields: groupCreateFields }));
  r.get(`${P}/solution-groups/:groupId`, handle(async (ctx, req) => {
    const g = await groups.getGroup(ctx, idParam(req, 'projectId'), idParam(req, 'groupId'), summaryOptions(req));
    return presentGroup(g.group, g.figures, g.reference);
  }));
  r.put(`${P}/solution-groups/:groupId`, handle(async (ctx, req) => presentGroup(await groups.updateGroup(ctx, idParam(req, 'projectId'), idParam(req, 'groupId'), fromRest(groupUpdateFields, req.body))), { fields: groupUpdateFields }));
  r.delete(`${P}/solution-groups/:groupId`, handle(async (ctx, req) => {
    await groups.deleteGroup(ctx, idParam(req, 'projectId'), idParam(req, 'groupId'));
    return deleted;
  }));
  r.get(`${P}/solution-groups/:groupId/clone`, csrfOnGet, handle(async (ctx, req) => presentGroup(await groups.cloneGroup(ctx, idParam(req, 'projectId'), idParam(req, 'groupId')))));
  r.post(`${P}/solution-groups/:groupId/re-order`, handle(async (ctx, req) => {
    const o = await groups.reorderSolutions(ctx, idParam(req, 'projectId'), idParam(req, 'groupId'), fromRest(reorderFields, req.body));
    return {
      source: presentGroupSummary(o.source.figures, o.source.reference, o.source.group),
      target: presentGroupSummary(o.target.figures, o.target.reference, o.target.group),
    };
  }, { fields: reorderFields }));
  r.put(`${P}/solution-groups/:groupId/primary`, handle(async (ctx, req) => presentGroup(await groups.setPrimary(ctx, idParam(req, 'projectId'), idParam(req, 'groupId')))));
  r.put(`${P}/solution-groups/:groupId/update-headings`, handle(async (ctx, req) => presentGroup(await groups.updateHeadings(ctx, idParam(req, 'projectId'), idParam(req, 'groupId'), fromRest(groupHeadingsFields, req.body))), { fields: groupHeadingsFields }));
  r.get(`${P}/solution-groups/:groupId/summary`, handle(async (ctx, req) => {
    const s = await summaries.groupSummary(ctx, idParam(req, 'projectId'), idParam(req, 'groupId'), summaryOptions(req));
    return groupSummaryReply(s.figures, s.reference, s.group);
  }));

  // ---- solutions ---------------------------------------------------------------------------
  // Create, change and delete a solution, and change an item: the project path and the seller's
  // response path (/requests/{request_share_id}/…, spec §7 "Seller side") share these handlers.
  for (const [base, scope] of editorScopes) {
    const inGroup = `${base}/solution-groups/:groupId/solution`;
    r.post(inGroup, handle(async (ctx, req) => {
      const s = await scopedContext(ctx, scope(req), true, idParam(req, 'groupId'));
      return presentSolution(await solutions.createSolution(s.ctx, s.projectId, idParam(req, 'groupId'), fromRest(solutionCreateFields, req.body), queryString(req, 'description') === '1'));
    }, { status: 201, fields: solutionCreateFields }));
    r.put(`${inGroup}/:solutionId`, handle(async (ctx, req) => {
      const s = await scopedContext(ctx, scope(req), true, idParam(req, 'groupId'));
      return presentSolution(await solutions.updateSolution(s.ctx, s.projectId, idParam(req, 'groupId'), idParam(req, 'solutionId'), fromRest(solutionUpdateFields, req.body)));
    }, { fields: solutionUpdateFields }));
    r.delete(`${inGroup}/:solutionId`, handle(async (ctx, req) => {
      const s = await scopedContext(ctx, scope(req), true, idParam(req, 'groupId'));
      await solutions.deleteSolution(s.ctx, s.projectId, idParam(req, 'groupId'), idParam(req, 'solutionId'));
      return deleted;
    }));
    r.put(`${base}/solution/:solutionId/solution-item/:itemId`, handle(async (ctx, req) => {
      const s = await scopedContext(ctx, scope(req), true);
      return presentItem(await items.updateItem(s.ctx, s.projectId, idParam(req, 'solutionId'), idParam(req, 'itemId'), fromRest(itemUpdateFields, req.body)));
    }, { fields: itemUpdateFields }));
  }
  r.get(GROUP_SOLUTION, handle(async (ctx, req) => {
    const s = await solutions.getSolution(ctx, idParam(req, 'projectId'), idParam(req, 'groupId'), idParam(req, 'solutionId'), summaryOptions(req));
    return presentSolution(s.solution, s.figures, s.reference);
  }));
  r.get(`${GROUP_SOLUTION}/clone`, csrfOnGet, handle(async (ctx, req) =>
    presentSolution(await solutions.cloneSolution(ctx, idParam(req, 'projectId'), idParam(req, 'groupId'), idParam(req, 'solutionId')))));
  r.get(`${SOLUTION}/summary`, handle(async (ctx, req) => {
    const s = await summaries.solutionSummary(ctx, idParam(req, 'projectId'), idParam(req, 'solutionId'), summaryOptions(req));
    return solutionSummaryReply(s.figures, s.reference);
  }));
  r.get(`${P}/summary`, handle(async (ctx, req) => {
    const s = await summaries.projectSummary(ctx, idParam(req, 'projectId'), summaryOptions(req));
    return projectSummaryReply(s.figures, s.reference, s.groups);
  }));
  r.put('/project-manager/solution/:solutionId/ups/:upsId', handle(async (ctx, req) =>
    presentSolution(await solutions.setUps(ctx, null, idParam(req, 'solutionId'), String(req.params.upsId), fromRest(upsFields, req.body))), { fields: upsFields }));
  r.put('/project-manager/solution/:solutionId/cooling/:coolingId', handle(async (ctx, req) =>
    presentSolution(await solutions.setCooling(ctx, null, idParam(req, 'solutionId'), String(req.params.coolingId), fromRest(coolingFields, req.body))), { fields: coolingFields }));

  // ---- items -------------------------------------------------------------------------------
  r.post(`${SOLUTION}/solution-item`, handle(async (ctx, req) => presentItem(await items.addItem(ctx, idParam(req, 'projectId'), idParam(req, 'solutionId'), fromRest(itemAddFields, req.body))), { status: 201, fields: itemAddFields }));
  for (const base of [SOLUTION, GROUP_SOLUTION]) {
    r.put(`${base}/solution-item/:itemId/hours/:hoursId`, handle(async (ctx, req) =>
      presentItem(await items.setItemHours(ctx, idParam(req, 'projectId'), idParam(req, 'solutionId'), idParam(req, 'itemId'), String(req.params.hoursId))), { fields: itemUpdateFields }));
  }
  r.delete(`${GROUP_SOLUTION}/solution-item/:itemId`, handle(async (ctx, req) => {
    await items.deleteItem(ctx, idParam(req, 'projectId'), idParam(req, 'groupId'), idParam(req, 'solutionId'), idParam(req, 'itemId'));
    return deleted;
  }));
  r.post(`${SOLUTION}/check-items`, handle(async (ctx, req) => {
    const c = await imports.checkItems(ctx, idParam(req, 'projectId'), idParam(req, 'solutionId'), fromRest(itemsCheckFields, req.body));
    return { found: c.found.map(presentCheckedRow), missing: c.missing.map(presentCheckedRow) };
  }, { fields: itemsCheckFields }));
  r.post(`${SOLUTION}/import-items`, handle(async (ctx, req) => {
    const i = await imports.importItems(ctx, idParam(req, 'projectId'), idParam(req, 'solutionId'), fromRest(itemsImportFields, req.body));
    return { items: i.items.map(presentItem), requested_items: i.requests.map(presentItemRequest) };
  }, { status: 201, fields: itemsImportFields }));
  r.post(`${SOLUTION}/request-items`, handle(async (ctx, req) =>
    (await imports.requestItems(ctx, idParam(req, 'projectId'), idParam(req, 'solutionId'), fromRest(itemsRequestFields, req.body))).map(presentItemRequest), { status: 201, fields: itemsRequestFields }));
  r.post('/project-manager/product/create', handle(async (ctx, req) => {
    const c = await createProduct(ctx, fromRest(productCreateFields, req.body));
    return { ...presentItemProduct(c.product), item: c.item ? presentItem(c.item) : null };
  }, { status: 201, fields: productCreateFields }));
  r.put('/project-manager/product/:productId', handle(async (ctx, req) =>
    presentOwnProduct(await updateProduct(ctx, idParam(req, 'productId'), fromRest(productUpdateFields, req.body))), { fields: productUpdateFields }));
  // Where the product is used, before an edit changes those projects' figures (issue #45, point 6).
  r.get('/project-manager/product/:productId/usage', handle(async (ctx, req) => presentProductUsage(await productUsage(ctx, idParam(req, 'productId')))));

  // ---- capacities (project path, and the shared-request path without single delete) ------------
  for (const [base, scope] of scopes) {
    const path = `${base}/solution/:solutionId/capacities`;
    r.get(path, handle(async (ctx, req) => (await capacities.listCapacities(ctx, scope(req), idParam(req, 'solutionId'))).map(presentCapacity)));
    r.post(path, handle(async (ctx, req) => presentCapacity(await capacities.saveCapacity(ctx, scope(req), idParam(req, 'solutionId'), fromRest(capacityFields, req.body))), { fields: capacityFields }));
    r.delete(path, handle(async (ctx, req) => ({ ...deleted, count: await capacities.deleteAllCapacities(ctx, scope(req), idParam(req, 'solutionId')) })));
    r.get(`${path}/restore`, csrfOnGet, handle(async (ctx, req) => (await capacities.restoreCapacities(ctx, scope(req), idParam(req, 'solutionId'))).map(presentCapacity)));
  }
  r.delete(`${SOLUTION}/capacities/:capacityId`, handle(async (ctx, req) => {
    await capacities.deleteCapacity(ctx, idParam(req, 'projectId'), idParam(req, 'solutionId'), String(req.params.capacityId));
    return deleted;
  }));
  // A shared-request link may not delete a single capacity (spec §6); anonymous callers are told to sign in.
  r.delete('/project-manager/requests/:requestShareId/solution/:solutionId/capacities/:capacityId', handle(async (ctx) => {
    requireActor(ctx.actor);
    throw DomainError.forbidden();
  }));

  // ---- category infrastructure shares (the project path and the shared-request path: one handler each) ----
  for (const [base, scope] of scopes) {
    const SHARES = `${base}/solution/:solutionId/category-infrastructure-shares`;
    const scoped = (ctx: RequestContext, req: Request, write: boolean) => scopedContext(ctx, scope(req), write);
    const present = async (ctx: RequestContext, list: CategoryInfrastructureShare[]) => {
      const names = await shares.categoryMap(ctx);
      return list.map((s) => presentShare(s, names));
    };
    r.get(SHARES, handle(async (ctx, req) => {
      const s = await scoped(ctx, req, false);
      return present(ctx, await shares.listShares(s.ctx, s.projectId, idParam(req, 'solutionId')));
    }));
    r.post(SHARES, handle(async (ctx, req) => {
      const s = await scoped(ctx, req, true);
      return (await present(ctx, [await shares.createShare(s.ctx, s.projectId, idParam(req, 'solutionId'), fromRest(categoryShareFields, shareBody(req.body)))]))[0];
    }, { status: 201, fields: categoryShareFields }));
    r.delete(SHARES, handle(async (ctx, req) => {
      const s = await scoped(ctx, req, true);
      return { ...deleted, count: await shares.deleteAllShares(s.ctx, s.projectId, idParam(req, 'solutionId')) };
    }));
    r.get(`${SHARES}/restore`, csrfOnGet, handle(async (ctx, req) => {
      const s = await scoped(ctx, req, true);
      return present(ctx, await shares.restoreShares(s.ctx, s.projectId, idParam(req, 'solutionId')));
    }));
    r.put(`${SHARES}/:shareId`, handle(async (ctx, req) => {
      const s = await scoped(ctx, req, true);
      return (await present(ctx, [await shares.updateShare(s.ctx, s.projectId, idParam(req, 'solutionId'), idParam(req, 'shareId'), fromRest(categoryShareFields, shareBody(req.body)))]))[0];
    }, { fields: categoryShareFields }));
    r.delete(`${SHARES}/:shareId`, handle(async (ctx, req) => {
      const s = await scoped(ctx, req, true);
      await shares.deleteShare(s.ctx, s.projectId, idParam(req, 'solutionId'), idParam(req, 'shareId'));
      return deleted;
    }));
  }
  return r;
}
