import { describe, expect, it } from 'vitest';
import { chartMonths, dashboardRangeDates, isCalendarDate } from './index';

describe('dashboard ranges (spec §2, §9: from a month start to the end of the current month)', () => {
  const today = new Date(Date.UTC(2026, 0, 15, 10));
  it('runs each range from a month start to the end of the current month', () => {
    expect(dashboardRangeDates('current_month', today)).toEqual({ fromDate: '2026-01-01', toDate: '2026-01-31' });
    expect(dashboardRangeDates('last_month', today)).toEqual({ fromDate: '2025-12-01', toDate: '2026-01-31' });
    expect(dashboardRangeDates('last_3_months', today)).toEqual({ fromDate: '2025-11-01', toDate: '2026-01-31' });
    expect(dashboardRangeDates('last_6_months', today)).toEqual({ fromDate: '2025-08-01', toDate: '2026-01-31' });
    expect(dashboardRangeDates('last_12_months', today)).toEqual({ fromDate: '2025-02-01', toDate: '2026-01-31' });
    expect(dashboardRangeDates('current_month', new Date(Date.UTC(2028, 1, 3)))).toEqual({ fromDate: '2028-02-01', toDate: '2028-02-29' });
  });
  it('lists 12 chart months by default, n months, or the months of a year', () => {
    expect(chartMonths({}, today)).toHaveLength(12);
    expect(chartMonths({}, today)[0]).toBe('2025-02');
    expect(chartMonths({ months: 2 }, today)).toEqual(['2025-12', '2026-01']);
    expect(chartMonths({ year: 2024 }, today)[11]).toBe('2024-12');
  });
  it('accepts only real calendar dates written YYYY-MM-DD', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });
});
