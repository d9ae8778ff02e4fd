import { describe, expect, it } from 'vitest';
import { dateInputPattern, dateInputPlaceholder, formatDateInput, parseDateInput } from './date-input';

describe('dates typed in the user\'s format (issue #34 point 7)', () => {
  it.each([
    ['en-GB', 'dd/mm/yyyy', '27/11/2026'],
    ['en-US', 'mm/dd/yyyy', '11/27/2026'],
    ['de-DE', 'dd.mm.yyyy', '27.11.2026'],
    ['da-DK', 'dd.mm.yyyy', '27.11.2026'],
    ['nb-NO', 'dd.mm.yyyy', '27.11.2026'],
    ['fr-FR', 'dd/mm/yyyy', '27/11/2026'],
  ])('%s writes %s', (locale, placeholder, written) => {
    expect(dateInputPlaceholder(locale)).toBe(placeholder);
    expect(formatDateInput('2026-11-27', locale)).toBe(written);
    expect(parseDateInput(written, locale)).toBe('2026-11-27');
  });

  it('reads the parts in the locale\'s order whatever separator is typed', () => {
    expect(parseDateInput('3-12-2026', 'en-GB')).toBe('2026-12-03');
    expect(parseDateInput('3.12.26', 'de-DE')).toBe('2026-12-03');
    expect(parseDateInput('12/3/2026', 'en-US')).toBe('2026-12-03');
    expect(parseDateInput('2026-12-03', 'en-GB')).toBe('2026-12-03');
    expect(parseDateInput('2026-12-03', 'en-US')).toBe('2026-12-03');
    expect(dateInputPattern('en-US').order).toEqual(['month', 'day', 'year']);
  });

  it.each(['31/02/2026', '00/01/2026', '1/13/2026', '12/2026', 'abc', '', '1/1/2026/1', '27/11/99999'])('refuses %j', (text) => {
    expect(parseDateInput(text, 'en-GB')).toBeNull();
  });

  it('leaves a field empty for a value that is not an ISO date', () => {
    expect(formatDateInput('', 'en-GB')).toBe('');
    expect(formatDateInput('27/11/2026', 'en-GB')).toBe('');
  });
});
