/**
 * The dashboard's date ranges and query rules (spec/platform-and-shell.md §2 Dashboard, §7, §9):
 * every range runs from the start of a month to the end of the current month. Dates are calendar
 * dates in UTC, written YYYY-MM-DD. Pure functions, shared by the client and the server.
 */
import { keyed } from '../errors';
import { yup } from '../validation/yup';

/** The ranges the date picker offers, with how many months before the current one each starts. */
export const DASHBOARD_RANGES = {
  current_month: 0,
  last_month: 1,
  last_3_months: 2,
  last_6_months: 5,
  last_12_months: 11,
} as const;
export type DashboardRange = keyof typeof DASHBOARD_RANGES;
export const DEFAULT_DASHBOARD_RANGE: DashboardRange = 'current_month';
/** The charts show 12 months by default (spec §2). */
export const DEFAULT_CHART_MONTHS = 12;
export const MAX_CHART_MONTHS = 36;
/** The widgets accept at most this many days between from_date and to_date. */
export const MAX_WIDGET_RANGE_DAYS = 3 * 366;

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDate = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** The first and last day of the month `offset` months from `today`'s month (UTC). */
function monthStart(today: Date, offset: number): Date {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset, 1));
}
function monthEnd(today: Date, offset: number): Date {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset + 1, 0));
}

/** The from and to dates of a range: from the start of its first month to the end of the current month. */
export function dashboardRangeDates(range: DashboardRange, today: Date = new Date()): { fromDate: string; toDate: string } {
  return { fromDate: isoDate(monthStart(today, -DASHBOARD_RANGES[range])), toDate: isoDate(monthEnd(today, 0)) };
}

/** The months a chart shows: `months` months ending with the current month, or the 12 months of `year`. */
export function chartMonths(opts: { months?: number; year?: number }, today: Date = new Date()): string[] {
  const out: string[] = [];
  if (opts.year) {
    for (let m = 1; m <= 12; m++) out.push(`${opts.year}-${pad(m)}`);
    return out;
  }
  const n = opts.months ?? DEFAULT_CHART_MONTHS;
  for (let i = n - 1; i >= 0; i--) out.push(isoDate(monthStart(today, -i)).slice(0, 7));
  return out;
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(text: string): boolean {
  if (!DATE_PATTERN.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && isoDate(d) === text;
}

const dateField = (requiredKey: 'dashboard.fromDateRequired' | 'dashboard.toDateRequired', field: string) =>
  yup
    .string()
    .trim()
    .required(keyed(requiredKey))
    .test('calendar-date', keyed('dashboard.dateInvalid', { field }), (v) => !v || isCalendarDate(v));

/** GET /dashboard/widgets?from_date&to_date. */
export const dashboardWidgetsSchema = yup.object({
  from_date: dateField('dashboard.fromDateRequired', 'from_date'),
  to_date: dateField('dashboard.toDateRequired', 'to_date')
    .test('not-before', keyed('dashboard.rangeReversed'), function (v) {
      const from = this.parent.from_date as string | undefined;
      return !v || !from || !isCalendarDate(from) || !isCalendarDate(v) || from <= v;
    })
    .test('not-too-long', keyed('dashboard.rangeTooLong', { days: MAX_WIDGET_RANGE_DAYS }), function (v) {
      const from = this.parent.from_date as string | undefined;
      if (!v || !from || !isCalendarDate(from) || !isCalendarDate(v)) return true;
      return (Date.parse(v) - Date.parse(from)) / 86_400_000 <= MAX_WIDGET_RANGE_DAYS;
    }),
  partner: yup.string().oneOf(['', '0', '1', 'true', 'false'], keyed('dashboard.partnerInvalid')).default(''),
});

/** GET /dashboard?partner&months&year. */
export const dashboardChartsSchema = yup.object({
  partner: yup.string().oneOf(['', '0', '1', 'true', 'false'], keyed('dashboard.partnerInvalid')).default(''),
  months: yup
    .string()
    .default('')
    .test('months', keyed('dashboard.monthsInvalid', { max: MAX_CHART_MONTHS }), (v) => !v || (/^\d{1,2}$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_CHART_MONTHS)),
  year: yup
    .string()
    .default('')
    .test('year', keyed('dashboard.yearInvalid'), (v) => !v || (/^\d{4}$/.test(v) && Number(v) >= 2000 && Number(v) <= 2100)),
});

export const isTruthyFlag = (v: string | undefined) => v === '1' || v === 'true';
