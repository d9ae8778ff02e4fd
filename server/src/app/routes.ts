/**
 * Which REST routers the app serves, in mounting order: the HTTP app (platform/http/app.ts) mounts them
 * and reads its route table (route-table.ts: the matrix, fuzz and OpenAPI source) from the very same
 * instances.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';
import { appsRoutes } from '../features/apps/apps.rest';
import { authRoutes, passwordChangeHandler } from '../features/auth/auth.rest';
import { catalogueRoutes } from '../features/catalogue/catalogue.rest';
import { clientRoutes, clientV2Routes } from '../features/clients/client.rest';
import { comparativeRoutes } from '../features/comparative/comparative.rest';
import { dashboardRoutes } from '../features/dashboard/dashboard.rest';
import { documentRoutes } from '../features/documents/document.rest';
import { figuresExportRoutes } from '../features/solutions/figures-export/figures-export.rest';
import { apiTokenRoutes, partnerAdminRoutes } from '../features/partner-admin/partner-admin.rest';
import { projectRoutes } from '../features/projects/project.rest';
import { referenceRoutes } from '../features/reference/reference.rest';
import { reportOptionsRoutes } from '../features/report-options/report-options.rest';
import { reportRoutes } from '../features/reports/report.rest';
import { requestRoutes } from '../features/requests/request.rest';
import { scope2Routes } from '../features/scope2/scope2.rest';
import { decisionRoutes } from '../features/decisions/decision.rest';
import { solutionRoutes } from '../features/solutions/solutions.rest';
import { eedReportRoutes } from '../features/eed-reports/eed-report.rest';
import { subscriptionRoutes } from '../features/subscriptions/subscriptions.rest';
import { stripeWebhookHandler } from '../features/subscriptions/webhook.service';
import { userRoutes } from '../features/users/user.rest';
import type { RestComposition } from '../platform/http/app';

export function restComposition(): RestComposition {
  return {
    v1: [authRoutes(), userRoutes(), appsRoutes(), clientRoutes(), projectRoutes(), solutionRoutes(), figuresExportRoutes(), referenceRoutes(), catalogueRoutes(), reportOptionsRoutes(), documentRoutes(), reportRoutes(), comparativeRoutes(), partnerAdminRoutes(), requestRoutes(), subscriptionRoutes(), dashboardRoutes(), eedReportRoutes(), scope2Routes(), decisionRoutes()],
    // API tokens live under /api/v3 (spec §7); they join the same table, so the matrix, fuzz and OpenAPI cover them.
    v3: [apiTokenRoutes()],
    // The one call under /api/v2 (spec §7, §9): a client of the caller's partner.
    v2: [clientV2Routes()],
    // The spec puts the password change outside /api.
    outsideApi: [{ method: 'PUT', path: '/user/password', handler: passwordChangeHandler }],
    // Stripe's webhook reads the exact bytes it signed: a raw body, before the JSON parser (no session, no CSRF).
    rawBody: [{ path: '/api/v1/stripe/webhook', handler: (fork: () => EntityManager): RequestHandler => stripeWebhookHandler(fork) }],
  };
}
