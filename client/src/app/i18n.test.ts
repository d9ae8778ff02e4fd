import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocale, initialLocale, LOCALE_STORAGE_KEY } from './i18n';

/** Issue #28: the print view (what the server's PDF export renders) speaks the document's language. */
describe('#i18n.initialLocale', () => {
  afterEach(() => {
    localStorage.clear();
    window.location.hash = '';
  });

  it("takes the print view's ?locale= (the document's language) over the saved choice", () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr-FR');
    window.location.hash = '#/print/comparative-solution/projects/4/report?document=GIA-ABCD-EFGH&locale=da-DK';
    expect(initialLocale()).toBe('da-DK');
    window.location.hash = '#/print/project-manager/projects/4/lca-report?locale=de-DE&document=GIA-ABCD-EFGH';
    expect(initialLocale()).toBe('de-DE');
  });

  it('ignores an unknown locale and ?locale= outside the print view', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr-FR');
    window.location.hash = '#/print/project-manager/projects/4/lca-report?document=GIA-ABCD-EFGH&locale=xx-XX';
    expect(initialLocale()).toBe('fr-FR');
    window.location.hash = '#/dashboard?locale=da-DK';
    expect(initialLocale()).toBe('fr-FR');
    localStorage.clear();
    window.location.hash = '';
    // No saved choice and a browser in none of our languages: the default.
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja-JP', 'ko']);
    expect(initialLocale()).toBe('en-GB');
    languages.mockRestore();
  });

  it("starts a newcomer in the browser's language (issue #47), a saved choice first", () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['da-DK', 'da', 'en']);
    expect(initialLocale()).toBe('da-DK');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'de-DE');
    expect(initialLocale()).toBe('de-DE');
    languages.mockRestore();
  });
});

describe('#i18n.browserLocale', () => {
  it.each([
    [['da'], 'da-DK'],
    [['en-US', 'en'], 'en-US'],
    [['de-AT', 'de'], 'de-DE'],
    [['nn-NO'], 'nb-NO'],
    [['no'], 'nb-NO'],
    [['ja', 'fr-CA'], 'fr-FR'],
    [['EN-dk'], 'en-DK'],
    [['en-AU'], 'en-GB'],
    [['ja', 'zh'], null],
    [[], null],
  ])('%j → %s', (languages, expected) => {
    expect(browserLocale(languages)).toBe(expected);
  });
});
