/**
 * The partner-admin area on the REST facade (spec/platform-and-shell.md §7 Partner admin): every
 * route calls the same service as GraphQL, which refuses non-admins (403) and other partners' rows.
 */
import type { Router, RequestHandler } from 'express';
import multer from 'multer';
import { DomainError } from '../../../../shared/errors';
import { LOGO_MAX_BYTES } from '../../../../shared/validation/partner-admin';
import { handle, idParam, queryString } from '../../platform/http/rest';
import { parseOptionalEdgeId } from '../../platform/validate';
import { fromRest } from '../../platform/http/rest-fields';
import { requireAdmin } from './access';
import * as tokens from './api-tokens/api-tokens.service';
import * as company from './company/company.service';
import { priorityList } from './data-methods/data-method-priority';
import { updateDataMethodPriority } from './data-methods/data-methods.service';
import { updateScope2Method } from './scope2-method/scope2-method.service';
import * as invoices from './invoices/invoices.service';
import * as logo from './logo/logo.service';
import * as m from './partner-admin.rest-mapper';
import * as subsidiaries from './subsidiaries/subsidiaries.service';
import * as users from './users/partner-users.service';
import { apiRouter } from '../../platform/http/api-router';

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5 } });

/** Admins only, checked before the file is read; multer's own refusals are the spec's 422 text. */
const logoFile: RequestHandler = (req, res, next) => {
  try {
    requireAdmin(req.ctx);
  } catch (err) {
    return next(err);
  }
  upload.single('file')(req, res, (err: unknown) => next(err instanceof multer.MulterError ? DomainError.invalid('file', 'partnerAdmin.logoInvalid') : err));
};

/** Routes under /api/v1. */
export function partnerAdminRoutes(): Router {
  const r = apiRouter();
  const userReply = async (p: Promise<users.PartnerUserView>) => m.presentPartnerUser(await p);

  // Users and seats.
  r.get('/partner/admin/users', handle(async (ctx) => (await users.listPartnerUsers(ctx)).map(m.presentPartnerUser)));
  r.post('/partner/admin/users/create', handle((ctx, req) => userReply(users.createPartnerUser(ctx, fromRest(m.partnerUserCreateRestFields, req.body))), { status: 201, fields: m.partnerUserCreateRestFields }));
  r.post('/partner/admin/users/:id/roles/partner-admin', handle((ctx, req) => userReply(users.grantPartnerAdmin(ctx, idParam(req)))));
  r.delete('/partner/admin/users/:id/roles/partner-admin', handle((ctx, req) => userReply(users.removePartnerAdmin(ctx, idParam(req)))));
  r.delete('/partner/admin/users/:id', handle(async (ctx, req) => {
    const { transferredProjects } = await users.deletePartnerUser(ctx, idParam(req), queryString(req, 'transfer_to'));
    return { message: 'User deleted and projects was transferred', transferred_projects: transferredProjects };
  }, { fields: m.userDeleteRestFields }));
  r.get('/partner/admin/subscription/:id/count', handle(async (ctx, req) => m.presentSeats(await users.seatCount(ctx, idParam(req)))));
  r.post('/partner/admin/subscription/:id/assign/:userId', handle((ctx, req) => userReply(users.assignSeat(ctx, idParam(req, 'userId'), idParam(req)))));
  r.patch('/partner/admin/subscription/:id/release/:userId', handle((ctx, req) => userReply(users.releaseSeat(ctx, idParam(req, 'userId'), idParam(req)))));

  // Invoices (before /partner/admin/:id).
  r.get('/partner/admin/invoices', handle(async (ctx) => (await invoices.listInvoices(ctx)).map(m.presentInvoice)));
  r.get('/partner/admin/invoices/upcoming', handle(async (ctx) => {
    const next = await invoices.upcomingInvoice(ctx);
    return next ? m.presentInvoice(next) : null;
  }));

  // Logos.
  r.post('/partner/admin/logo/upload', logoFile, handle(async (ctx, req) => m.presentLogo(await logo.uploadPartnerLogo(ctx, req.file)), { fields: { file: 'file' } }));
  r.post('/partner/admin/subsidiary/:id/logo/upload', logoFile, handle(async (ctx, req) => m.presentLogo(await logo.uploadSubsidiaryLogo(ctx, idParam(req), req.file))));

  // Subsidiaries.
  r.get('/partner/admin/subsidiary', handle(async (ctx) => (await subsidiaries.listSubsidiaries(ctx)).map(m.presentSubsidiary)));
  r.post('/partner/admin/subsidiary', handle(async (ctx, req) => m.presentSubsidiary(await subsidiaries.createSubsidiary(ctx, fromRest(m.subsidiaryRestFields, req.body))), { status: 201, fields: m.subsidiaryRestFields }));
  r.put('/partner/admin/subsidiary/:id', handle(async (ctx, req) => m.presentSubsidiary(await subsidiaries.updateSubsidiary(ctx, idParam(req), fromRest(m.subsidiaryRestFields, req.body))), { fields: m.subsidiaryRestFields }));
  r.delete('/partner/admin/subsidiary/:id', handle(async (ctx, req) => {
    await subsidiaries.deleteSubsidiary(ctx, idParam(req));
    return { message: 'deleted' };
  }));
  const userSubsidiary = (s: { userId: number; subsidiaryId: number | null }) => ({ user_id: s.userId, subsidiary_id: s.subsidiaryId });
  r.put('/user/subsidiary/:id', handle(async (ctx, req) => userSubsidiary(await subsidiaries.setUserSubsidiary(ctx, idParam(req), parseOptionalEdgeId(ctx.actor, fromRest(m.userSubsidiaryRestFields, req.body ?? {}).userId))), { fields: m.userSubsidiaryRestFields }));
  r.delete('/user/subsidiary', handle(async (ctx, req) => userSubsidiary(await subsidiaries.clearUserSubsidiary(ctx, parseOptionalEdgeId(ctx.actor, queryString(req, 'user_id') || fromRest(m.userSubsidiaryRestFields, req.body ?? {}).userId)))));

  // Data-method priority (before /partner/admin/:id).
  r.put('/partner/admin/data-method-priority', handle(async (ctx, req) => ({
    message: 'Data Method Updated Successfully',
    etool_data_method_priority: Object.fromEntries((await updateDataMethodPriority(ctx, priorityList(fromRest(m.dataMethodRestFields, req.body ?? {}).methods))).map((x, i) => [String(i + 1), x])),
  }), { fields: m.dataMethodRestFields }));

  // The registered scope 2 method (issue #46 point 2; before /partner/admin/:id).
  r.put('/partner/admin/scope2-method', handle(async (ctx, req) => ({
    scope2_registered_method: await updateScope2Method(ctx, fromRest(m.scope2MethodRestFields, req.body ?? {}).method),
  }), { fields: m.scope2MethodRestFields }));

  // Company and billing.
  r.get('/partner/admin/company', handle(async (ctx) => m.presentCompany(await company.getCompany(ctx))));
  r.put('/partner/admin/:id', handle(async (ctx, req) => m.presentCompany(await company.updateCompany(ctx, idParam(req), fromRest(m.companyRestFields, req.body))), { fields: m.companyRestFields }));
  r.put('/partner/admin/:id/billing-details', handle(async (ctx, req) => m.presentCompany(await company.updateBilling(ctx, idParam(req), fromRest(m.billingRestFields, req.body))), { fields: m.billingRestFields }));
  return r;
}

/** Routes under /api/v3 (spec §9: v3 for API tokens). */
export function apiTokenRoutes(): Router {
  const r = apiRouter();
  r.get('/partner/api-token', handle(async (ctx) => (await tokens.listApiTokens(ctx)).map(m.presentApiToken)));
  r.post('/partner/api-token', handle(async (ctx, req) => m.presentApiTokenCreated(await tokens.createApiToken(ctx, fromRest(m.apiTokenRestFields, req.body))), { status: 201, fields: m.apiTokenRestFields }));
  r.delete('/partner/api-token/:id', handle(async (ctx, req) => {
    await tokens.deleteApiToken(ctx, idParam(req));
    return { message: 'deleted' };
  }));
  return r;
}
