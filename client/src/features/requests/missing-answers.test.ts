import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../app/i18n';
import { isMissingAnswers } from './requests.hooks';

/** A refused send as the server words it (format-error.ts: code, field errors with their message keys). */
function refused(field: string, key: string, message: string) {
  return new CombinedGraphQLErrors({
    errors: [{ message: 'Validation failed.', extensions: { code: 'VALIDATION', fieldErrors: { [field]: [{ key, params: null, message }] } } }],
  });
}

const missing = refused('answers', 'requests.missingAnswer', 'Please provide an answer for all of the clients questions before sending the response');

// Issue #34, point 8: the "Missing answers" dialog opened only in English, because the client matched
// /answer/i against the TRANSLATED message ("Besvar venligst alle kundens spørgsmål …" has no "answer").
describe('isMissingAnswers', () => {
  it.each(['en-GB', 'da-DK', 'de-DE', 'fr-FR', 'nb-NO'] as const)('recognises unanswered questions by the message key in %s', async (locale) => {
    await activateLocale(locale);
    expect(isMissingAnswers(missing)).toBe(true);
  });

  it('is false for other refusals, even one whose text mentions answers', async () => {
    await activateLocale('en-GB');
    expect(isMissingAnswers(refused('answer', 'requests.answerTooLong', 'The answer may be at most 2000 characters.'))).toBe(false);
    expect(isMissingAnswers(new Error('answer'))).toBe(false);
  });
});
