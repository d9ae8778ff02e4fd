/**
 * The name and description a solution gets when its creator gives none, in the creator's language
 * (issue #47, Translations: a solution created through the API without a name was stored as "Data
 * centre 2" for a Danish user; the client already numbers the name in the user's language). The names
 * are the solution types' names as the client's catalogues translate them.
 */
import type { SolutionTypeId } from '../../../../shared/reference';
import { mailLanguage, type MailLanguage } from '../../platform/mail/mail-texts';

const TYPE_NAMES: Record<SolutionTypeId, Record<MailLanguage, string>> = {
  datacenter: { en: 'Data centre', da: 'Datacenter', de: 'Rechenzentrum', fr: 'Centre de données', nb: 'Datasenter' },
  end_user: { en: 'End user / office', da: 'Slutbruger/kontor', de: 'Endbenutzer/Büro', fr: 'Utilisateur final / bureau', nb: 'Sluttbruker/kontor' },
  lca_products: { en: 'LCA products', da: 'LCA-produkter', de: 'LCA-Produkte', fr: 'Produits ACV', nb: 'LCA-produkter' },
};

const DESCRIPTIONS: Record<MailLanguage, (type: string, project: string) => string> = {
  en: (type, project) => `${type} solution of ${project}.`,
  da: (type, project) => `Løsningen ${type} i ${project}.`,
  de: (type, project) => `Lösung ${type} von ${project}.`,
  fr: (type, project) => `Solution ${type} de ${project}.`,
  nb: (type, project) => `Løsningen ${type} i ${project}.`,
};

/** A solution type's name in the language of `locale`; the server's (English) name for a type it does not know. */
export function solutionTypeName(locale: string | null | undefined, type: { id: string; name: string }): string {
  return (TYPE_NAMES as Record<string, Record<MailLanguage, string> | undefined>)[type.id]?.[mailLanguage(locale)] ?? type.name;
}

/** "Datacenter 3": the type's name numbered after the group's solutions. */
export function defaultSolutionName(locale: string | null | undefined, type: { id: string; name: string }, number: number): string {
  return `${solutionTypeName(locale, type)} ${number}`;
}

/** "Data centre solution of DK office." in the creator's language. */
export function defaultSolutionDescription(locale: string | null | undefined, type: { id: string; name: string }, projectName: string): string {
  return DESCRIPTIONS[mailLanguage(locale)](solutionTypeName(locale, type), projectName);
}
