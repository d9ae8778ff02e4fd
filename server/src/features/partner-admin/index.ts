/**
 * The public face of the partner-admin feature: what other features may import (eslint.config.js,
 * local/feature-boundaries). Everything else in this folder is the feature's own.
 */
export { apiTokenRoutes, partnerAdminRoutes } from './partner-admin.rest';
export { dataMethodPriorityOf } from './data-methods/data-method-priority';
export { scope2MethodOf } from './scope2-method/scope2-method.service';
export { reportLogoUrl } from './subsidiaries/subsidiaries.service';
import { ApiTokensResolver } from './api-tokens/api-tokens.resolver';
import { CompanyResolver } from './company/company.resolver';
import { InvoicesResolver } from './invoices/invoices.resolver';
import { SubsidiariesResolver } from './subsidiaries/subsidiaries.resolver';
import { PartnerUsersResolver } from './users/partner-users.resolver';

export const partnerAdminResolvers = [PartnerUsersResolver, CompanyResolver, ApiTokensResolver, SubsidiariesResolver, InvoicesResolver] as const;
