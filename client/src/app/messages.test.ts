import { describe, expect, it } from 'vitest';
import { MESSAGES, renderMessage, type MessageKey } from '../../../shared/errors';
import { activateLocale } from './i18n';
import { MESSAGE_TEXT, translateMessage, translateText, translateUnknown } from './messages';

/** Sample values for a message's placeholders. */
function sampleParams(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(/\{(\w+)\}/g)].map(([, name], i) => [name, `V${i}`]));
}

describe('#messages', () => {
  it('has a text for every key of the catalogue and no other', () => {
    expect(Object.keys(MESSAGE_TEXT).sort()).toEqual(Object.keys(MESSAGES).sort());
  });

  it("renders each key in en-GB exactly as the server's English text, placeholders filled", async () => {
    await activateLocale('en-GB');
    for (const key of Object.keys(MESSAGES) as MessageKey[]) {
      const params = sampleParams(MESSAGES[key]);
      expect([key, translateMessage({ key, params })]).toEqual([key, renderMessage({ key, params })]);
    }
  });

  it('translates a keyed message into German', async () => {
    await activateLocale('de-DE');
    const text = translateMessage({ key: 'solutions.modelNameMax', params: { max: 255 } });
    expect(text).toContain('255');
    expect(text).not.toBe(renderMessage({ key: 'solutions.modelNameMax', params: { max: 255 } }));
    await activateLocale('en-GB');
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
