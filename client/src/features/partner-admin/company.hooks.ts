import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useSession } from '../../app/session';
import type { NoticeSeverity } from '../common/useNotice';
import { DataMethodPriorityUpdateDocument, Scope2MethodUpdateDocument, PartnerBillingUpdateDocument, PartnerCompanyDocument, PartnerCompanyUpdateDocument, VatCountryListDocument } from './partner-admin.queries';
import { saveError } from './templates/save-error';

type Notify = (text: string, severity?: NoticeSeverity) => void;

/** A failed save of a partner-admin form: the server's field messages, else the generic text (save-error.ts). */
export type FormSaveResult = { ok: true } | { ok: false; fields: Record<string, string>; message: string | null };

/** The form's values (a type, not an interface: `yupErrors` takes them as a record). */
export type CompanyValues = {
  name: string;
  address: string;
  city: string;
  zip: string;
  vatNo: string;
};

/** The form's values (a type, not an interface: `yupErrors` takes them as a record). */
export type BillingValues = {
  name: string;
  address: string;
  city: string;
  zip: string;
  vatNo: string;
  countryCode: string;
  email: string;
  invoiceLanguage: string;
  taxId: string;
  taxIdType: string;
};

/** An empty (or blank) text is sent as null. */
const blank = (s: string) => s.trim() || null;

/** The company's details (PUT /partner/admin/{id}); a save says so and reads the session again (the name shows in the shell). */
export function useCompanyDetails(notify: Notify) {
  const { t } = useLingui();
  const { refresh } = useSession();
  const company = useQuery(PartnerCompanyDocument);
  const [update] = useMutation(PartnerCompanyUpdateDocument);
  return {
    ...company,
    saveCompany: async (id: string, v: CompanyValues): Promise<FormSaveResult> => {
      try {
        await update({ variables: { id, input: { name: v.name.trim(), address: blank(v.address), city: blank(v.city), zip: blank(v.zip), vatNo: blank(v.vatNo) } } });
        notify(t`Company details saved`);
        await refresh();
        return { ok: true };
      } catch (e) {
        return { ok: false, ...saveError(e) };
      }
    },
  };
}

/** Billing details (PUT /partner/admin/{id}/billing-details), with the country table's VAT and tax-id type. */
export function useBillingDetails(notify: Notify) {
  const { t } = useLingui();
  const company = useQuery(PartnerCompanyDocument);
  const { data: countries } = useQuery(VatCountryListDocument);
  const [update] = useMutation(PartnerBillingUpdateDocument);
  return {
    ...company,
    vatCountries: countries?.vatCountries ?? [],
    saveBilling: async (id: string, v: BillingValues): Promise<FormSaveResult> => {
      try {
        await update({
          variables: {
            id,
            input: { name: v.name.trim(), address: blank(v.address), city: blank(v.city), zip: blank(v.zip), vatNo: blank(v.vatNo), countryCode: v.countryCode, email: v.email.trim(), invoiceLanguage: v.invoiceLanguage, taxId: blank(v.taxId), taxIdType: blank(v.taxIdType) },
          },
        });
        notify(t`Billing details saved`);
        return { ok: true };
      } catch (e) {
        return { ok: false, ...saveError(e) };
      }
    },
  };
}

/** The data-method priority (PUT /partner/admin/data-method-priority); the company is read again after a save. */
export function useDataMethodPriority(notify: Notify) {
  const { t } = useLingui();
  const company = useQuery(PartnerCompanyDocument);
  const [save, { loading: saving }] = useMutation(DataMethodPriorityUpdateDocument, { refetchQueries: [PartnerCompanyDocument] });
  return {
    ...company,
    saving,
    /** Saves the methods, highest priority first. */
    saveOrder: async (methods: string[]): Promise<boolean> => {
      try {
        await save({ variables: { input: { methods } } });
        notify(t`Data Method Updated Successfully`);
        return true;
      } catch {
        notify(t`Data Method Update Failed`, 'error');
        return false;
      }
    },
  };
}

/** The scope 2 figure the partner's documents register (PUT /partner/admin/scope2-method, issue #46 point 2). */
export function useScope2Method(notify: Notify) {
  const { t } = useLingui();
  const company = useQuery(PartnerCompanyDocument);
  const [save, { loading: saving }] = useMutation(Scope2MethodUpdateDocument, { refetchQueries: [PartnerCompanyDocument] });
  return {
    ...company,
    saving,
    saveMethod: async (method: string): Promise<boolean> => {
      try {
        await save({ variables: { input: { method } } });
        notify(t`Registered scope 2 method saved`);
        return true;
      } catch {
        notify(t`The scope 2 method could not be saved`, 'error');
        return false;
      }
    },
  };
}
