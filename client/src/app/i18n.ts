import { i18n } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../../shared/constants';

export { i18n };
export const LOCALE_STORAGE_KEY = 'locale';

/** Names of the seven UI languages, each in its own language (spec/platform-and-shell.md §2). */
export const LOCALE_NAMES: Record<Locale, string> = {
  'en-GB': 'English (United Kingdom)',
  'en-DK': 'English (Denmark)',
  'en-US': 'English (United States)',
  'da-DK': 'Dansk',
  'de-DE': 'Deutsch',
  'fr-FR': 'Français',
  'nb-NO': 'Norsk bokmål',
};

const catalogs = import.meta.glob<{ messages: Record<string, string> }>('../locales/*/messages.po');

/** Loads and activates a locale's catalogue (compiled from its .po file by the Lingui Vite plugin). */
export async function activateLocale(locale: string): Promise<Locale> {
  const target: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const load = catalogs[`../locales/${target}/messages.po`];
  const { messages } = load ? await load() : { messages: {} };
  i18n.loadAndActivate({ locale: target, messages });
  document.documentElement.lang = target;
  return target;
}

/**
 * The language a print view asks for: `?locale=` of a `#/print/…` address, which the server's PDF
 * export sets to the document's language (the report option, else the user's; issue #28). Null
 * elsewhere, or for an unknown locale.
 */
export function printViewLocale(hash: string): Locale | null {
  if (!hash.startsWith('#/print/')) return null;
  const query = hash.indexOf('?');
  if (query < 0) return null;
  const requested = new URLSearchParams(hash.slice(query + 1)).get('locale');
  return isLocale(requested) ? requested : null;
}

/** The UI locale each browser language falls back to when its region has none of its own (nn and no read Bokmål). */
const LANGUAGE_LOCALES: Record<string, Locale> = { da: 'da-DK', de: 'de-DE', fr: 'fr-FR', nb: 'nb-NO', nn: 'nb-NO', no: 'nb-NO', en: 'en-GB' };

/**
 * The UI locale closest to the browser's languages (`navigator.languages`, most preferred first): an
 * exact locale (en-US), else the language's own (da → da-DK, de-AT → de-DE); null when none is one of
 * ours. Issue #47: a da-DK browser met English sign-in and registration pages.
 */
export function browserLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const language = LANGUAGE_LOCALES[tag.slice(0, 2).toLowerCase()];
    if (language) return language;
  }
  return null;
}

/**
 * The locale to start with: the print view's document language, else the saved choice, else the
 * browser's language, else the default (en-GB). The print view's language is not saved: it is the
 * document's, not the user's.
 */
export function initialLocale(): Locale {
  const printed = printViewLocale(window.location.hash);
  if (printed) return printed;
  const saved = localStorage.getItem(LOCALE_STORAGE_KEY);
  if (isLocale(saved)) return saved;
  return browserLocale(navigator.languages ?? [navigator.language]) ?? DEFAULT_LOCALE;
}

export { LOCALES };
