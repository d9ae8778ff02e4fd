/**
 * English left in a non-English catalogue (issue #47, Translations: 35 English strings showed in the
 * Danish UI). Two rules for da-DK, de-DE, fr-FR and nb-NO:
 * 1. a translation identical to its English source with a word in it (lower-case or capitalised, three
 *    letters or more; units and acronyms such as kWh, PUE or DCiE are not words here) is English unless
 *    the word is the same in that language and listed in client/same-as-english.json;
 * 2. a translation with an English function word (the, and, of, …) outside placeholders, quoted titles,
 *    parentheses, identifiers (from_date) and proper names (The Green Grid) still holds English.
 */
import { readFileSync } from 'node:fs';

export const CHECKED_LOCALES = ['da-DK', 'de-DE', 'fr-FR', 'nb-NO'];

/** Names that keep their English words in every language. */
export const PROPER_NAMES = ['The Green Grid'];

const FUNCTION_WORDS = new Set(['the', 'and', 'with', 'which', 'your', 'this', 'of', 'is', 'are', 'from', 'has', 'was', 'been', 'cannot', 'should', 'must', 'into', 'their', 'there', 'will', 'have', 'for']);
/** Words that are also words of the language ("for" in Danish and Norwegian, "will" and "was" in German, "have" in Danish). */
const NATIVE = { 'da-DK': ['for', 'have'], 'nb-NO': ['for'], 'de-DE': ['will', 'was'], 'fr-FR': [] };

/** The entries of a .po file: [context, msgid, msgstr]. */
export function poEntries(text) {
  const out = [];
  for (const block of text.split(/\n\n+/)) {
    const join = (m) => (m ? [...m[1].matchAll(/"(.*)"/g)].map((x) => x[1]).join('') : null);
    const id = join(block.match(/^msgid ((?:".*"\n?)+)/m));
    const str = join(block.match(/^msgstr ((?:".*"\n?)+)/m));
    if (!id || str === null) continue;
    out.push({ context: join(block.match(/^msgctxt ((?:".*"\n?)+)/m)), id, str });
  }
  return out;
}

/** The text a reader sees as words: placeholders, tags, quoted titles, parentheses and proper names taken out. */
function prose(text) {
  let t = text;
  // ICU placeholders may nest ({n, plural, one {# x} other {# y}}): strip from the inside out.
  for (let i = 0; i < 4; i++) t = t.replace(/\{[^{}]*\}/g, ' ');
  t = t.replace(/<\/?\d+\/?>/g, ' ');
  t = t.replace(/„[^“]*“|«[^»]*»|\\"[^"]*\\"|“[^”]*”|"[^"]*"|\([^()]*\)/g, ' ');
  for (const name of PROPER_NAMES) t = t.split(name).join(' ');
  return t;
}

const isWord = (w) => /^[a-z]{3,}$/.test(w) || /^[A-Z][a-z]{2,}$/.test(w);

/** The entries of `locale` that still read as English, each with why. `same` lists the msgids that are the same word in that language. */
export function englishLeftovers(locale, entries, same = []) {
  const allowed = new Set(same);
  const native = new Set(NATIVE[locale] ?? []);
  const found = [];
  for (const e of entries) {
    if (!e.str) continue;
    const words = prose(e.str).split(/[^\p{L}_'’-]+/u).filter(Boolean);
    if (e.str === e.id && !allowed.has(e.id) && words.some(isWord)) {
      found.push({ ...e, why: 'the same as the English source' });
      continue;
    }
    const english = words.filter((w) => !w.includes('_') && FUNCTION_WORDS.has(w.toLowerCase()) && !native.has(w.toLowerCase()));
    if (english.length > 0) found.push({ ...e, why: `English words: ${english.join(', ')}` });
  }
  return found;
}

/** Every leftover of the app's catalogues under `dir`. */
export function catalogueLeftovers(dir = 'client/src/locales', sameFile = 'client/same-as-english.json') {
  const same = JSON.parse(readFileSync(sameFile, 'utf8'));
  return CHECKED_LOCALES.flatMap((locale) => englishLeftovers(locale, poEntries(readFileSync(`${dir}/${locale}/messages.po`, 'utf8')), same[locale]).map((e) => ({ locale, ...e })));
}
