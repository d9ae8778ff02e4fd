/**
 * The REST facade's spelling of the partner-admin area (spec/platform-and-shell.md §3, §7): field
 * tables that read REST bodies into the domain inputs, and presenters of the replies.
 */
import type { ApiTokenCreateInput, BillingInput, CompanyInput, PartnerUserCreateInput, SubsidiaryInput } from '../../../../shared/validation/partner-admin';
import { describedBy, type RestFieldTable } from '../../platform/http/rest-fields';
import type { ApiTokenCreated, ApiTokenView } from './api-tokens/api-tokens.service';
import type { CompanyView } from './company/company.service';
import { priorityMap } from './data-methods/data-method-priority';
import type { InvoiceView } from './invoices/invoices.service';
import type { LogoResult } from './logo/logo.service';
import type { SubsidiaryView } from './subsidiaries/subsidiaries.service';
import type { PartnerUserView, SeatCount } from './users/partner-users.service';
import { apiTokenCreateSchema, billingSchema, companySchema, partnerUserCreateSchema, subsidiarySchema } from '../../../../shared/validation/partner-admin';

export const companyRestFields: RestFieldTable<CompanyInput> = { name: 'name', address: 'address', city: 'city', zip: 'zip', vatNo: 'vat_no' };

export const billingRestFields: RestFieldTable<BillingInput> = {
  name: 'name',
  address: 'address',
  city: 'city',
  zip: 'zip',
  vatNo: 'vat_no',
  countryCode: 'country_code',
  email: 'email',
  invoiceLanguage: 'invoice_language',
  taxId: 'tax_id',
  taxIdType: 'tax_id_type',
};

export const partnerUserCreateRestFields: RestFieldTable<PartnerUserCreateInput> = { name: 'name', email: 'email', isCollaborator: 'is_collaborator' };
export const apiTokenRestFields: RestFieldTable<ApiTokenCreateInput> = { tokenName: 'token_name' };
export const subsidiaryRestFields: RestFieldTable<SubsidiaryInput> = { name: 'name' };
/** Errors of the delete call name the query parameter. */
export const userDeleteRestFields = { transferTo: 'transfer_to' } as const;
export const scope2MethodRestFields: RestFieldTable<{ method?: unknown }> = { method: 'scope2_registered_method' };
export const dataMethodRestFields: RestFieldTable<{ methods?: unknown }> = { methods: 'etool_data_method_priority' };
/** PUT /user/subsidiary/{id} {user_id} and DELETE /user/subsidiary: whose subsidiary (default the caller). */
export const userSubsidiaryRestFields: RestFieldTable<{ userId?: unknown }> = { userId: 'user_id' };

export function presentCompany(c: CompanyView) {
  return {
    id: c.id,
    name: c.name,
    type: c.type,
    country_code: c.countryCode,
    address: c.address,
    city: c.city,
    zip: c.zip,
    vat_no: c.vatNo,
    logo_url: c.logoUrl,
    billing_details: {
      name: c.billing.name,
      address: c.billing.address,
      city: c.billing.city,
      zip: c.billing.zip,
      vat_no: c.billing.vatNo,
      country_code: c.billing.countryCode,
      email: c.billing.email,
      invoice_language: c.billing.invoiceLanguage,
      tax_id: c.billing.taxId,
      tax_id_type: c.billing.taxIdType,
    },
    etool_data_method_priority: priorityMap(c.dataMethodPriority),
    scope2_registered_method: c.scope2RegisteredMethod,
  };
}

export function presentPartnerUser(u: PartnerUserView) {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    roles: u.roles,
    is_partner_admin: u.isPartnerAdmin,
    is_collaborator: u.isCollaborator,
    has_seat: u.hasSeat,
    subsidiary_id: u.subsidiaryId,
    email_verified: u.emailVerified,
    project_count: u.projectCount,
    created_at: u.createdAt,
  };
}

export const presentSeats = (s: SeatCount) => ({ subscription_id: s.subscriptionId, quantity: s.quantity, used: s.used });

export const presentApiToken = (t: ApiTokenView) => ({ id: t.id, token_name: t.tokenName, owner_name: t.ownerName, last_used_at: t.lastUsedAt, created_at: t.createdAt });

/** The creation reply (spec §3 API token: token_name, accessToken, plainTextToken). */
export const presentApiTokenCreated = (c: ApiTokenCreated) => ({ token_name: c.token.tokenName, accessToken: presentApiToken(c.token), plainTextToken: c.plainTextToken });

export const presentSubsidiary = (s: SubsidiaryView) => ({ id: s.id, name: s.name, logo_url: s.logoUrl, user_count: s.userCount });

export const presentLogo = (l: LogoResult) => ({ logo_url: l.logoUrl, width: l.width, height: l.height });

export function presentInvoice(i: InvoiceView) {
  return {
    id: i.id,
    number: i.number,
    status: i.status,
    total: i.total,
    currency: i.currency,
    created_at: i.createdAt,
    period_end: i.periodEnd,
    hosted_invoice_url: i.hostedInvoiceUrl,
    invoice_pdf: i.pdfUrl,
  };
}

// The schemas that check these inputs type the OpenAPI document's bodies (platform/http/openapi.ts).
describedBy(companyRestFields, companySchema);
describedBy(billingRestFields, billingSchema);
describedBy(partnerUserCreateRestFields, partnerUserCreateSchema);
describedBy(apiTokenRestFields, apiTokenCreateSchema);
describedBy(subsidiaryRestFields, subsidiarySchema);
