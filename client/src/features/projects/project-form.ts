/**
 * The project form's values (named as the shared yup schemas name them) and their mapping to
 * the camelCase GraphQL input. kWh price and investment stay text while typed, so that "1,35" and
 * "1.250.000" survive until they are parsed (spec/platform-and-shell.md §5).
 */
import { parseAmountInput, stripThousandsDots } from '../../../../shared/format/number';
import type { ClientFieldsFragment, ProjectFieldsFragment, ProjectInput, ClientInput } from '../../gql/graphql';

export interface ProjectFormValues {
  name: string;
  clientId: string;
  description: string;
  kwhPrice: string;
  currency: string;
  investment: string;
  address: string;
  city: string;
  zip: string;
  country: string;
}

export interface ClientFormValues {
  name: string;
  address: string;
  address2: string;
  city: string;
  zip: string;
  country: string;
  vatNo: string;
  description: string;
}

const blankToNull = (v: string) => (v.trim() === '' ? null : v.trim());

/**
 * The investment as typed. Spec §5: the comparative-solution app strips thousands dots; project-manager
 * and buyers keep them in the text as typed. Either way a dot (or comma) followed by groups of three
 * digits is a thousands separator, never a decimal point: "250.000" is 250000 (parseAmountInput).
 */
export function parseInvestment(text: string, namespace: string): number | string | undefined {
  const trimmed = namespace === 'project-manager' || namespace === 'buyers' ? text.trim() : stripThousandsDots(text);
  if (trimmed === '') return undefined;
  // An unparsable text is handed to the schema as is, so that it reports "must be a number".
  return parseAmountInput(trimmed) ?? text;
}

/** The values to validate with projectSchema / projectUpdateSchema. */
export function projectValuesForSchema(v: ProjectFormValues, namespace: string): Record<string, unknown> {
  return { ...v, investment: parseInvestment(v.investment, namespace), clientId: v.clientId === '' ? undefined : v.clientId };
}

export function toProjectInput(v: ProjectFormValues, namespace: string, options: { includeClient: boolean }): ProjectInput {
  const investment = parseInvestment(v.investment, namespace);
  return {
    name: v.name.trim(),
    ...(options.includeClient ? { clientId: v.clientId } : {}),
    description: blankToNull(v.description),
    // The comma is turned into a dot before saving (spec §5); the server accepts both.
    kwhPrice: v.kwhPrice.trim() === '' ? null : v.kwhPrice.trim().replace(',', '.'),
    currency: blankToNull(v.currency)?.toUpperCase() ?? null,
    investment: typeof investment === 'number' ? investment : null,
    address: blankToNull(v.address),
    city: blankToNull(v.city),
    zip: blankToNull(v.zip),
    country: blankToNull(v.country)?.toUpperCase() ?? null,
  };
}

/** A decimal shown with the locale's separator, so a Danish user sees 1,35 (both are accepted back). */
export function decimalForInput(value: number | null | undefined, locale: string): string {
  if (value == null || !Number.isFinite(value)) return '';
  const separator = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  return String(value).replace('.', separator);
}

export function projectFormValues(p: ProjectFieldsFragment, locale: string): ProjectFormValues {
  return {
    name: p.name,
    clientId: p.clientId,
    description: p.description ?? '',
    kwhPrice: decimalForInput(p.kwhPrice, locale),
    currency: p.currency,
    investment: p.investment == null ? '' : String(p.investment),
    address: p.address ?? '',
    city: p.city ?? '',
    zip: p.zip ?? '',
    country: p.country ?? '',
  };
}

export const EMPTY_CLIENT: ClientFormValues = { name: '', address: '', address2: '', city: '', zip: '', country: '', vatNo: '', description: '' };

export function clientFormValues(c: ClientFieldsFragment): ClientFormValues {
  return {
    name: c.name,
    address: c.address ?? '',
    address2: c.address2 ?? '',
    city: c.city ?? '',
    zip: c.zip ?? '',
    country: c.country ?? '',
    vatNo: c.vatNo ?? '',
    description: c.description ?? '',
  };
}

export function toClientInput(v: ClientFormValues): ClientInput {
  return {
    name: v.name.trim(),
    address: blankToNull(v.address),
    address2: blankToNull(v.address2),
    city: blankToNull(v.city),
    zip: blankToNull(v.zip),
    country: blankToNull(v.country)?.toUpperCase() ?? null,
    vatNo: blankToNull(v.vatNo),
    description: blankToNull(v.description),
  };
}

/** Where a project of a namespace opens. */
/** Where a project opens: single-solution projects at single-solution/project/{id}, others at {app}/projects/{id}/project-details (spec/platform-and-shell.md §2). */
export function projectDetailsPath(namespace: string, id: string): string {
  if (namespace === 'single-solution') return `/single-solution/project/${id}`;
  return projectSettingsPath(namespace, id);
}

/** A project's details form (name, client, prices), whatever its app. */
export function projectSettingsPath(namespace: string, id: string): string {
  return `/${namespace}/projects/${id}/project-details`;
}

export function clientProjectsPath(namespace: string, clientId: string): string {
  // A buyer's client is a project group (spec/platform-and-shell.md §2).
  if (namespace === 'buyers') return `/buyers/project-group/${clientId}/projects`;
  return `/${namespace}/clients/${clientId}/projects`;
}
