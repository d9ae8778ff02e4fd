import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../shared/constants';
import { composeMail, MAIL_LANGUAGES, MAIL_TEMPLATES, mailDate, mailLanguage, type MailKind } from './mail-texts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('e-mails in the recipient\'s language (issue #34)', () => {
  it('maps every UI locale to a mail language; an unknown one reads English', () => {
    expect(LOCALES.map(mailLanguage)).toEqual(['en', 'en', 'en', 'da', 'de', 'fr', 'nb']);
    expect(mailLanguage('xx-YY')).toBe('en');
    expect(mailLanguage(null)).toBe('en');
  });

  it.each(Object.keys(MAIL_TEMPLATES) as MailKind[])('%s: every language has the English placeholders, no more, no fewer', (kind) => {
    const en = MAIL_TEMPLATES[kind].en;
    for (const lang of MAIL_LANGUAGES) {
      const tpl = MAIL_TEMPLATES[kind][lang];
      expect(placeholders(tpl.subject), `${kind} ${lang} subject`).toEqual(placeholders(en.subject));
      expect(placeholders(tpl.text), `${kind} ${lang} text`).toEqual(placeholders(en.text));
      if (lang !== 'en') expect(tpl.text, `${kind} ${lang} is translated`).not.toBe(en.text);
    }
  });

  it('fills the placeholders and leaves a value\'s own braces and apostrophes alone', () => {
    const m = composeMail('requestInvitationAccount', 'de-DE', {
      name: 'Anna', sender: 'Bo', buyer: "O'Brien {A/S}", supplier: 'Nordic IT', title: 'Servers {2027}', deadline: mailDate('2026-12-24', 'de-DE'), note: '', link: 'http://x/#/requests/1',
    });
    expect(m.subject).toBe("O'Brien {A/S} hat Ihnen eine Anfrage gesendet: Servers {2027}");
    expect(m.text).toContain('bis zum 24. Dezember 2026');
    expect(m.text).toContain('Anfrage öffnen:\nhttp://x/#/requests/1');
  });

  it('writes dates as the locale does', () => {
    expect(mailDate('2026-11-27', 'en-GB')).toBe('27 November 2026');
    expect(mailDate('2026-11-27', 'en-US')).toBe('November 27, 2026');
    expect(mailDate('2026-11-27', 'da-DK')).toBe('27. november 2026');
    expect(mailDate('not a date', 'da-DK')).toBe('not a date');
  });
});
