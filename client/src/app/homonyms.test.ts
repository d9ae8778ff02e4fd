/**
 * Issue #28: an English word used in two senses is two messages, told apart by a message context
 * (gettext msgctxt; Lingui `t({ message, context })`), in every catalogue. The comparative-solution
 * report said "Gemmer" (Danish for "saving…", in progress) where it meant "Besparelse" (a saving).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES = path.resolve(__dirname, '../locales');

/** The entries of a .po catalogue: context (null without one), id and translation. */
function entries(locale: string): Array<{ context: string | null; id: string; str: string }> {
  const po = readFileSync(path.join(LOCALES, locale, 'messages.po'), 'utf8');
  return po
    .split(/\n\n+/)
    .filter((block) => !block.trimStart().startsWith('#~'))
    .flatMap((block) => {
      const id = /^msgid "(.*)"$/m.exec(block)?.[1];
      const str = /^msgstr "(.*)"$/m.exec(block)?.[1];
      return id ? [{ context: /^msgctxt "(.*)"$/m.exec(block)?.[1] ?? null, id, str: str ?? '' }] : [];
    });
}

/** Words the product uses in two senses, and the contexts that name them. */
const HOMONYMS: Record<string, string[]> = {
  Saving: ['energy or emissions saved', 'in progress'],
  Saved: ['energy or emissions saved', 'stored'],
  Share: ['fraction', 'give access'],
};

describe('#i18n.homonyms', () => {
  const locales = readdirSync(LOCALES).sort();

  it('has all seven catalogues', () => {
    expect(locales).toEqual(['da-DK', 'de-DE', 'en-DK', 'en-GB', 'en-US', 'fr-FR', 'nb-NO']);
  });

  it.each(locales)('%s: every homonym is a message per sense, each with a context, none without', (locale) => {
    const all = entries(locale);
    for (const [word, contexts] of Object.entries(HOMONYMS)) {
      const found = all.filter((e) => e.id === word);
      expect(found.map((e) => e.context).sort(), `${locale}: ${word}`).toEqual([...contexts].sort());
    }
  });

  it('says a saving and saving in progress in Danish, German, French and Norwegian as different words', () => {
    const expected: Record<string, [string, string]> = {
      'da-DK': ['Besparelse', 'Gemmer'],
      'de-DE': ['Einsparung', 'Wird gespeichert'],
      'fr-FR': ['Économie', 'Enregistrement'],
      'nb-NO': ['Besparelse', 'Lagrer'],
    };
    for (const [locale, [noun, progress]] of Object.entries(expected)) {
      const all = entries(locale);
      const of = (context: string) => all.find((e) => e.id === 'Saving' && e.context === context)?.str;
      expect([of('energy or emissions saved'), of('in progress')], locale).toEqual([noun, progress]);
    }
  });
});
