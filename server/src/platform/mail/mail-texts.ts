/**
 * The product's e-mails in the recipient's language (issue #34: verification, password reset,
 * invitations and buyers' requests were English sentences built from concatenated strings). Each mail
 * is one whole template per language with named placeholders, so a translator sees and orders the whole sentence. The five languages are those of the seven UI
 * locales (en-GB, en-DK and en-US share English); a date is written with Intl in the full locale.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../../shared/constants';
import { DomainError, keyed } from '../../../../shared/errors';

export const MAIL_LANGUAGES = ['en', 'da', 'de', 'fr', 'nb'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** The language of a UI locale (en-DK reads English). */
export function mailLanguage(locale: string | null | undefined): MailLanguage {
  const l: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return l.startsWith('en-') ? 'en' : (l.slice(0, 2) as MailLanguage);
}

interface Template {
  subject: string;
  text: string;
}

type Templates = Record<MailLanguage, Template>;

const verification: Templates = {
  en: { subject: 'Verify your e-mail address', text: 'Hello {name},\n\nPlease confirm your e-mail address by opening this link:\n{link}\n' },
  da: { subject: 'Bekræft din e-mailadresse', text: 'Hej {name}\n\nBekræft din e-mailadresse ved at åbne dette link:\n{link}\n' },
  de: { subject: 'Bestätigen Sie Ihre E-Mail-Adresse', text: 'Hallo {name},\n\nbitte bestätigen Sie Ihre E-Mail-Adresse, indem Sie diesen Link öffnen:\n{link}\n' },
  fr: { subject: 'Confirmez votre adresse e-mail', text: 'Bonjour {name},\n\nVeuillez confirmer votre adresse e-mail en ouvrant ce lien :\n{link}\n' },
  nb: { subject: 'Bekreft e-postadressen din', text: 'Hei {name},\n\nBekreft e-postadressen din ved å åpne denne lenken:\n{link}\n' },
};

const passwordReset: Templates = {
  en: { subject: 'Reset your password', text: 'Hello {name},\n\nOpen this link within an hour to choose a new password:\n{link}\n\nIf you did not ask for this, ignore this e-mail.\n' },
  da: { subject: 'Nulstil din adgangskode', text: 'Hej {name}\n\nÅbn dette link inden for en time for at vælge en ny adgangskode:\n{link}\n\nHar du ikke bedt om det, kan du se bort fra denne e-mail.\n' },
  de: { subject: 'Setzen Sie Ihr Passwort zurück', text: 'Hallo {name},\n\nöffnen Sie diesen Link innerhalb einer Stunde, um ein neues Passwort zu wählen:\n{link}\n\nWenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.\n' },
  fr: { subject: 'Réinitialisez votre mot de passe', text: "Bonjour {name},\n\nOuvrez ce lien dans l'heure pour choisir un nouveau mot de passe :\n{link}\n\nSi vous n'avez rien demandé, ignorez cet e-mail.\n" },
  nb: { subject: 'Tilbakestill passordet ditt', text: 'Hei {name},\n\nÅpne denne lenken innen en time for å velge et nytt passord:\n{link}\n\nHvis du ikke ba om dette, kan du se bort fra denne e-posten.\n' },
};

const userInvitation: Templates = {
  en: { subject: '{partner} invites you to GreenIT Assess', text: 'Hello {name},\n\n{inviter} has made you a user of {partner} on GreenIT Assess.\nChoose your password within a week by opening this link:\n{link}\n' },
  da: { subject: '{partner} inviterer dig til GreenIT Assess', text: 'Hej {name}\n\n{inviter} har oprettet dig som bruger hos {partner} på GreenIT Assess.\nVælg din adgangskode inden for en uge ved at åbne dette link:\n{link}\n' },
  de: { subject: '{partner} lädt Sie zu GreenIT Assess ein', text: 'Hallo {name},\n\n{inviter} hat Sie als Benutzer von {partner} bei GreenIT Assess angelegt.\nWählen Sie Ihr Passwort innerhalb einer Woche, indem Sie diesen Link öffnen:\n{link}\n' },
  fr: { subject: '{partner} vous invite sur GreenIT Assess', text: "Bonjour {name},\n\n{inviter} vous a créé un compte d'utilisateur de {partner} sur GreenIT Assess.\nChoisissez votre mot de passe dans la semaine en ouvrant ce lien :\n{link}\n" },
  nb: { subject: '{partner} inviterer deg til GreenIT Assess', text: 'Hei {name},\n\n{inviter} har gjort deg til bruker hos {partner} på GreenIT Assess.\nVelg passordet ditt innen en uke ved å åpne denne lenken:\n{link}\n' },
};

/** A buyer's request to a seller; `{note}` is the buyer's own message (in their words) or nothing. */
const requestInvitation: Record<'account' | 'register', Templates> = {
  account: {
    en: { subject: '{buyer} has sent you a request: {title}', text: 'Hello {name},\n\n{sender} of {buyer} asks {supplier} to answer the request "{title}" by {deadline} on GreenIT Assess.\n{note}\nOpen the request:\n{link}\n' },
    da: { subject: '{buyer} har sendt dig en forespørgsel: {title}', text: 'Hej {name}\n\n{sender} fra {buyer} beder {supplier} om at besvare forespørgslen "{title}" senest {deadline} på GreenIT Assess.\n{note}\nÅbn forespørgslen:\n{link}\n' },
    de: { subject: '{buyer} hat Ihnen eine Anfrage gesendet: {title}', text: 'Hallo {name},\n\n{sender} von {buyer} bittet {supplier}, die Anfrage „{title}“ bis zum {deadline} auf GreenIT Assess zu beantworten.\n{note}\nAnfrage öffnen:\n{link}\n' },
    fr: { subject: '{buyer} vous a envoyé une demande : {title}', text: 'Bonjour {name},\n\n{sender} de {buyer} demande à {supplier} de répondre à la demande « {title} » avant le {deadline} sur GreenIT Assess.\n{note}\nOuvrir la demande :\n{link}\n' },
    nb: { subject: '{buyer} har sendt deg en forespørsel: {title}', text: 'Hei {name},\n\n{sender} fra {buyer} ber {supplier} om å svare på forespørselen «{title}» innen {deadline} på GreenIT Assess.\n{note}\nÅpne forespørselen:\n{link}\n' },
  },
  register: {
    en: { subject: '{buyer} has sent you a request: {title}', text: 'Hello {name},\n\n{sender} of {buyer} asks {supplier} to answer the request "{title}" by {deadline} on GreenIT Assess.\n{note}\nRegister as a seller to open the request:\n{link}\n' },
    da: { subject: '{buyer} har sendt dig en forespørgsel: {title}', text: 'Hej {name}\n\n{sender} fra {buyer} beder {supplier} om at besvare forespørgslen "{title}" senest {deadline} på GreenIT Assess.\n{note}\nOpret dig som sælger for at åbne forespørgslen:\n{link}\n' },
    de: { subject: '{buyer} hat Ihnen eine Anfrage gesendet: {title}', text: 'Hallo {name},\n\n{sender} von {buyer} bittet {supplier}, die Anfrage „{title}“ bis zum {deadline} auf GreenIT Assess zu beantworten.\n{note}\nRegistrieren Sie sich als Verkäufer, um die Anfrage zu öffnen:\n{link}\n' },
    fr: { subject: '{buyer} vous a envoyé une demande : {title}', text: 'Bonjour {name},\n\n{sender} de {buyer} demande à {supplier} de répondre à la demande « {title} » avant le {deadline} sur GreenIT Assess.\n{note}\nInscrivez-vous comme vendeur pour ouvrir la demande :\n{link}\n' },
    nb: { subject: '{buyer} har sendt deg en forespørsel: {title}', text: 'Hei {name},\n\n{sender} fra {buyer} ber {supplier} om å svare på forespørselen «{title}» innen {deadline} på GreenIT Assess.\n{note}\nRegistrer deg som selger for å åpne forespørselen:\n{link}\n' },
  },
};

export const MAIL_TEMPLATES = { verification, passwordReset, userInvitation, requestInvitationAccount: requestInvitation.account, requestInvitationRegister: requestInvitation.register } as const;
export type MailKind = keyof typeof MAIL_TEMPLATES;

/** A mail of `kind` in the language of `locale`, its placeholders filled (a value's own braces stay as written). */
export function composeMail(kind: MailKind, locale: string | null | undefined, params: Record<string, string>): Template {
  const template = MAIL_TEMPLATES[kind][mailLanguage(locale)];
  // Values go in whole: a title such as "{x}" must not be read as a placeholder, nor an apostrophe as a quote.
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? params[name] : whole));
  return { subject: fill(template.subject), text: fill(template.text) };
}

/** A date (YYYY-MM-DD) as the recipient's locale writes it in a sentence, e.g. 27 November 2026 or 27. november 2026. */
export function mailDate(isoDate: string, locale: string | null | undefined): string {
  const d = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return isoDate;
  return new Intl.DateTimeFormat(isLocale(locale) ? locale : DEFAULT_LOCALE, { dateStyle: 'long', timeZone: 'UTC' }).format(d);
}

/**
 * The language of a file a user downloads, from its `lang` query parameter (one of the seven UI
 * locales; issue #47, Translations): English without one, 422 for any other value.
 */
export function exportLanguage(lang: string | undefined): MailLanguage {
  if (lang === undefined || lang === '') return 'en';
  if (!isLocale(lang)) throw DomainError.validation({ lang: [keyed('validation.invalid', { field: 'lang' })] });
  return mailLanguage(lang);
}
