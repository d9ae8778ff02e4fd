import { describe, expect, it } from 'vitest';
import { DomainError, ErrorCode, httpStatusOf, interpolate, MESSAGES, renderMessage } from './index';

describe('#messages', () => {
  it('holds each English text once, so that one text has one key and one translation', () => {
    const byText = new Map<string, string[]>();
    for (const [key, text] of Object.entries(MESSAGES)) byText.set(text, [...(byText.get(text) ?? []), key]);
    const twice = [...byText.entries()].filter(([, keys]) => keys.length > 1);
    expect(twice).toEqual([]);
  });

  it('names keys <area>.<camelCase>', () => {
    for (const key of Object.keys(MESSAGES)) expect(key).toMatch(/^[a-z][a-zA-Z]*\.[a-z][a-zA-Z0-9.]*$/);
  });

  it('fills placeholders and leaves unknown ones and ICU-like braces as written', () => {
    expect(interpolate('Wait {minutes} minute(s).', { minutes: 5 })).toBe('Wait 5 minute(s).');
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(renderMessage({ key: 'reports.settingsNotList' })).toBe('The report settings must be a list of {key, value} entries.');
  });
});

describe('#DomainError', () => {
  it('renders its English text from the key and keeps key and parameters', () => {
    const e = new DomainError(ErrorCode.CONFLICT, { key: 'shares.alreadyShared', params: { email: 'a@b.dk' } }, { field: 'subscriber' });
    expect(e.message).toBe('Error! already shared with a@b.dk');
    expect(e.key).toBe('shares.alreadyShared');
    expect(e.fieldErrors).toEqual({ subscriber: [{ key: 'shares.alreadyShared', params: { email: 'a@b.dk' } }] });
    expect(httpStatusOf(e.code)).toBe(409);
  });

  it("takes the code's default message when none is given", () => {
    expect(new DomainError(ErrorCode.UNAUTHENTICATED).message).toBe('Your session has expired. Please log in again.');
    expect(DomainError.forbidden().message).toBe('You do not have permission to perform this action.');
  });

  it('makes the first field message the message of a validation error', () => {
    const e = DomainError.validation({ name: [{ key: 'validation.nameRequired' }], zip: [{ key: 'validation.string.max', params: { field: 'zip', max: 20 } }] });
    expect(e.message).toBe('The name field is required.');
    expect(e.field).toBe('name');
    expect(httpStatusOf(e.code)).toBe(422);
  });
});
