/**
 * The REST facade's routers, in mounting order: app.ts mounts them under /api/v1 and the route table
 * (route-table.ts) is read from the very same instances.
 */
import type { Router } from 'express';
import { appsRoutes } from '../../features/apps/apps.rest';
import { authRoutes } from '../../features/auth/auth.rest';
import { catalogueRoutes } from '../../features/catalogue/catalogue.rest';
import { comparativeRoutes } from '../../features/comparative';
import { dashboardRoutes } from '../../features/dashboard';
import { clientRoutes } from '../../features/clients/client.rest';
import { documentRoutes } from '../../features/documents/document.rest';
import { partnerAdminRoutes } from '../../features/partner-admin';
import { projectRoutes } from '../../features/projects/project.rest';
import { referenceRoutes } from '../../features/reference/reference.rest';
import { reportOptionsRoutes } from '../../features/report-options/report-options.rest';
import { reportRoutes } from '../../features/reports/report.rest';
import { requestRoutes } from '../../features/requests';
import { solutionRoutes } from '../../features/solutions/solutions.rest';
import { subscriptionRoutes } from '../../features/subscriptions';
import { userRoutes } from '../../features/users/user.rest';

export function restRouters(): Router[] {
  return [authRoutes(), userRoutes(), appsRoutes(), clientRoutes(), projectRoutes(), solutionRoutes(), referenceRoutes(), catalogueRoutes(), reportOptionsRoutes(), documentRoutes(), reportRoutes(), comparativeRoutes(), partnerAdminRoutes(), requestRoutes(), subscriptionRoutes(), dashboardRoutes()];
}
