/** The company's details and billing details (spec/platform-and-shell.md §3 Partner, Billing; §7 PUT /partner/admin/{id}…). */
import { DomainError } from '../../../../../shared/errors';
import { billingSchema, companySchema, type BillingInput, type CompanyInput } from '../../../../../shared/validation/partner-admin';
import type { Actor } from '../../../platform/auth/actor';
import type { RequestContext } from '../../../platform/context';
import { validate } from '../../../platform/validate';
import type { Partner } from '../../partners';
import { requireAdmin } from '../access';
import { dataMethodPriorityOf } from '../data-methods/data-method-priority';
import { scope2MethodOf } from '../scope2-method/scope2-method.service';
import type { Scope2Method } from '../../../../../shared/calc';

export interface BillingView {
  name: string | null;
  address: string | null;
  city: string | null;
  zip: string | null;
  vatNo: string | null;
  countryCode: string | null;
  email: string | null;
  invoiceLanguage: string | null;
  taxId: string | null;
  taxIdType: string | null;
}

export interface CompanyView {
  id: number;
  name: string;
  type: string;
  countryCode: string | null;
  address: string | null;
  city: string | null;
  zip: string | null;
  vatNo: string | null;
  logoUrl: string | null;
  billing: BillingView;
  dataMethodPriority: string[];
  /** The scope 2 figure the partner's documents register (issue #46 point 2). */
  scope2RegisteredMethod: Scope2Method;
}

export function companyView(p: Partner): CompanyView {
  return {
    id: p.id,
    name: p.name,
    type: p.type,
    countryCode: p.countryCode,
    address: p.address,
    city: p.city,
    zip: p.zip,
    vatNo: p.vatNo,
    logoUrl: p.logoUrl,
    billing: {
      name: p.billingName,
      address: p.billingAddress,
      city: p.billingCity,
      zip: p.billingZip,
      vatNo: p.billingVatNo,
      countryCode: p.billingCountryCode,
      email: p.billingEmail,
      invoiceLanguage: p.invoiceLanguage,
      taxId: p.taxId,
      taxIdType: p.taxIdType,
    },
    dataMethodPriority: [...dataMethodPriorityOf(p)],
    scope2RegisteredMethod: scope2MethodOf(p),
  };
}

/** The admin's own partner; another partner's id is refused as forbidden (never read or written). */
function ownPartner(actor: Actor, id: number): Partner {
  if (id !== actor.partner.id) throw DomainError.forbidden();
  return actor.partner;
}

export async function getCompany(ctx: RequestContext): Promise<CompanyView> {
  return companyView(requireAdmin(ctx).partner);
}

/** PUT /partner/admin/{id}: name, address, city, zip, vat_no; fields not sent keep their values. */
export async function updateCompany(ctx: RequestContext, id: number, input: Partial<CompanyInput>): Promise<CompanyView> {
  const partner = ownPartner(requireAdmin(ctx), id);
  const current: CompanyInput = { name: partner.name, address: partner.address, city: partner.city, zip: partner.zip, vatNo: partner.vatNo };
  const data = await validate(companySchema, { ...current, ...input });
  Object.assign(partner, { name: data.name, address: data.address ?? null, city: data.city ?? null, zip: data.zip ?? null, vatNo: data.vatNo ?? null });
  await ctx.em.flush();
  return companyView(partner);
}

/**
 * PUT /partner/admin/{id}/billing-details (country from the country table). Fields not sent keep their
 * values (issue #34: an update without tax_id no longer erases the stored one); null clears a field.
 */
export async function updateBilling(ctx: RequestContext, id: number, input: Partial<BillingInput>): Promise<CompanyView> {
  const partner = ownPartner(requireAdmin(ctx), id);
  const current: Partial<BillingInput> = {
    name: partner.billingName ?? undefined,
    address: partner.billingAddress,
    city: partner.billingCity,
    zip: partner.billingZip,
    vatNo: partner.billingVatNo,
    countryCode: partner.billingCountryCode ?? undefined,
    email: partner.billingEmail ?? undefined,
    invoiceLanguage: (partner.invoiceLanguage ?? undefined) as BillingInput['invoiceLanguage'] | undefined,
    taxId: partner.taxId,
    taxIdType: partner.taxIdType as BillingInput['taxIdType'],
  };
  const sent = Object.fromEntries(Object.entries(input ?? {}).filter(([, v]) => v !== undefined));
  const data = await validate(billingSchema, { ...current, ...sent });
  const taxId = data.taxId?.trim() || null;
  Object.assign(partner, {
    billingName: data.name,
    billingAddress: data.address ?? null,
    billingCity: data.city ?? null,
    billingZip: data.zip?.trim() || null,
    billingVatNo: data.vatNo?.trim() || null,
    billingCountryCode: data.countryCode,
    billingEmail: data.email,
    invoiceLanguage: data.invoiceLanguage,
    taxId,
    taxIdType: taxId ? (data.taxIdType ?? null) : null,
  });
  await ctx.em.flush();
  return companyView(partner);
}
