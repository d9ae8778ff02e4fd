/**
 * Dates typed in the user's own format (issue #34 point 7: the browser's date input shows the
 * browser's format, mm/dd/yyyy for an en-GB user of an en-US Chromium). The order and separator come
 * from Intl for the app's locale; the value stays an ISO date (YYYY-MM-DD) everywhere else.
 */

export interface DateInputPattern {
  /** The order of the parts, e.g. ['day', 'month', 'year'] for en-GB and da-DK. */
  order: Array<'day' | 'month' | 'year'>;
  /** The separator between the parts, e.g. '/' for en-GB, '.' for de-DE, '-' for nl. */
  separator: string;
}

const SAMPLE = new Date(Date.UTC(2026, 10, 27));

/** The locale's numeric date order and separator (from Intl's parts of a sample date). */
export function dateInputPattern(locale: string): DateInputPattern {
  const parts = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).formatToParts(SAMPLE);
  const order = parts.filter((p) => p.type === 'day' || p.type === 'month' || p.type === 'year').map((p) => p.type as 'day' | 'month' | 'year');
  const literal = parts.find((p) => p.type === 'literal')?.value.trim() || '/';
  return { order: order.length === 3 ? order : ['day', 'month', 'year'], separator: literal.slice(0, 1) };
}

/** The placeholder shown in the field, in the locale's words' initials: dd/mm/yyyy, dd.mm.yyyy, mm/dd/yyyy. */
export function dateInputPlaceholder(locale: string, letters: { day: string; month: string; year: string } = { day: 'dd', month: 'mm', year: 'yyyy' }): string {
  const { order, separator } = dateInputPattern(locale);
  return order.map((part) => letters[part]).join(separator);
}

/** An ISO date (YYYY-MM-DD) as the locale writes it with digits, e.g. 27/11/2026 (en-GB), 27.11.2026 (de-DE). */
export function formatDateInput(iso: string, locale: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return '';
  const value = { year: m[1], month: m[2], day: m[3] };
  const { order, separator } = dateInputPattern(locale);
  return order.map((part) => value[part]).join(separator);
}

/**
 * A date typed in the locale's order, with any of / . - or space between the parts, as an ISO date;
 * null when it is not a real calendar date (31/02/2026) or not three parts. A two-digit year means 20yy;
 * a four-digit first part is an ISO date (2026-11-27) in any locale.
 */
export function parseDateInput(text: string, locale: string): string | null {
  const pieces = text.trim().split(/[\s./-]+/).filter(Boolean);
  if (pieces.length !== 3 || pieces.some((p) => !/^\d+$/.test(p))) return null;
  // An ISO date (four-digit year first) is read as such in every locale.
  const { order } = pieces[0].length === 4 ? { order: ['year', 'month', 'day'] as const } : dateInputPattern(locale);
  const value: Record<'day' | 'month' | 'year', number> = { day: 0, month: 0, year: 0 };
  order.forEach((part, i) => {
    value[part] = Number(pieces[i]);
  });
  if (pieces[order.indexOf('year')].length === 2) value.year += 2000;
  const { year, month, day } = value;
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
