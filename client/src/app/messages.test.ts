import { formatter as po } from '@lingui/format-po';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/constants';
import { MESSAGES, renderMessage, type MessageKey } from '../../../shared/errors';
import { sharedMessagesExtractor } from '../../lingui-shared-messages';
import { activateLocale } from './i18n';
import { MESSAGE_TEXT, translateMessage, translateText, translateUnknown } from './messages';

const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'locales');

/** Sample values for a message's placeholders. */
function sampleParams(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(/\{(\w+)\}/g)].map(([, name], i) => [name, `V${i}`]));
}

describe('#messages', () => {
  it('has a text for every key of the catalogue and no other', () => {
    expect(Object.keys(MESSAGE_TEXT).sort()).toEqual(Object.keys(MESSAGES).sort());
  });

  /**
   * The spec's quoted texts stay the REST facade's words for legacy clients; the English UI reads this
   * these corrected (issue #34 point 13: "Template importet", "all of the clients questions"). Nothing else may differ.
   */
  const ENGLISH_UI_CORRECTIONS: Partial<Record<MessageKey, string>> = {
    'requests.missingAnswer': "Please provide an answer to all of the client's questions before sending the response",
    'requests.templateImported': 'Template imported',
  };

  it("renders each key in en-GB exactly as the server's English text, placeholders filled", async () => {
    await activateLocale('en-GB');
    for (const key of Object.keys(MESSAGES) as MessageKey[]) {
      const params = sampleParams(MESSAGES[key]);
      expect([key, translateMessage({ key, params })]).toEqual([key, ENGLISH_UI_CORRECTIONS[key] ?? renderMessage({ key, params })]);
    }
  });

  it('translates a keyed message into German', async () => {
    await activateLocale('de-DE');
    const text = translateMessage({ key: 'solutions.modelNameMax', params: { max: 255 } });
    expect(text).toContain('255');
    expect(text).not.toBe(renderMessage({ key: 'solutions.modelNameMax', params: { max: 255 } }));
    await activateLocale('en-GB');
  });

  it("formats a message's numbers in the user's language, years without grouping (issue #47, point 5)", async () => {
    await activateLocale('da-DK');
    expect(translateMessage({ key: 'eedReports.tooLarge', params: { max: 99999999 } })).toContain('99.999.999');
    expect(translateMessage({ key: 'decision.gridChangeRange', params: { min: -100, max: 2.5 } })).toContain('2,5');
    expect(translateMessage({ key: 'eedReports.yearRange', params: { min: 2000, max: 2100 } })).toMatch(/2000.*2100/);
    await activateLocale('en-GB');
    expect(translateMessage({ key: 'eedReports.tooLarge', params: { max: 99999999 } })).toBe('The value may be at most 99,999,999.');
    expect(translateMessage({ key: 'eedReports.yearRange', params: { min: 2000, max: 2100 } })).toBe('The year must be a whole number between 2000 and 2100.');
  });

  it('translates a REST text it knows and returns others as sent', async () => {
    await activateLocale('da-DK');
    expect(translateText('Not found.')).toBe(translateMessage({ key: 'common.notFound' }));
    expect(translateText('Not found.')).not.toBe('Not found.');
    expect(translateText('Something the catalogue does not know')).toBe('Something the catalogue does not know');
    expect(translateUnknown(42, 'fallback')).toBe('fallback');
    await activateLocale('en-GB');
  });
});

describe('#messages.catalogues', () => {
  /** Each locale's catalogue as Lingui reads it: id → translation. */
  async function catalogues(): Promise<Record<string, Record<string, string | undefined>>> {
    const formatter = po({ origins: false, lineNumbers: false });
    const out: Record<string, Record<string, string | undefined>> = {};
    for (const locale of LOCALES) {
      const filename = path.join(localesDir, locale, 'messages.po');
      const catalog = await formatter.parse(readFileSync(filename, 'utf8'), { locale, sourceLocale: 'en-GB', filename });
      out[locale] = Object.fromEntries(Object.entries(catalog ?? {}).map(([id, entry]) => [id, entry.translation]));
    }
    return out;
  }

  it('extracts every message of shared/errors, and only those, with the id the app looks it up by', async () => {
    const dir = path.join(localesDir, '..', '..', '..', 'shared', 'errors', 'messages');
    const extracted: { id: string; message?: string }[] = [];
    for (const file of readdirSync(dir).sort()) {
      const filename = path.join(dir, file);
      if (!sharedMessagesExtractor.match(filename)) continue;
      await sharedMessagesExtractor.extract(filename, readFileSync(filename, 'utf8'), (m) => extracted.push({ id: m.id, message: m.message }));
    }
    const expected = (Object.keys(MESSAGES) as MessageKey[]).map((key) => ({ id: MESSAGE_TEXT[key].id, message: MESSAGE_TEXT[key].message }));
    expect(extracted.sort((a, b) => a.id.localeCompare(b.id))).toEqual(expected.sort((a, b) => a.id.localeCompare(b.id)));
  });

  it("has every server message (shared/errors) translated in all seven locales' catalogues", async () => {
    const byLocale = await catalogues();
    const missing: string[] = [];
    for (const locale of LOCALES) {
      for (const key of Object.keys(MESSAGES) as MessageKey[]) {
        const id = MESSAGE_TEXT[key].id ?? '';
        if (!byLocale[locale][id]) missing.push(`${locale} ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
