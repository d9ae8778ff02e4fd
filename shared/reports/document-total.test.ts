import { describe, expect, it } from 'vitest';
import { documentCo2Total, documentTotalBasis, isReportExportType, REPORT_EXPORT_TYPES, type DocumentTotalGroup, type ReportExportType } from './document-total';

/** A group whose figures are told apart by the id: co2 = n, gwp = 10·n, offset = 100·n. */
function g(id: number, state: string, opts: { active?: boolean; primary?: boolean; refurbished?: number } = {}): DocumentTotalGroup {
  return {
    id,
    state,
    active: opts.active ?? true,
    primary: opts.primary ?? false,
    co2EmissionKg: id,
    refurbishedItemCount: opts.refurbished ?? 0,
    lcaData: { gwpKgCo2e: 10 * id, refurbishedOffsetTotalKgCo2e: 100 * id },
  };
}

const baseline = g(1, 'baseline', { refurbished: 1 });
const first = g(2, 'comparative');
const primary = g(3, 'comparative', { primary: true, refurbished: 2 });
const inactive = g(4, 'comparative', { active: false, primary: true, refurbished: 5 });
const requested = g(5, 'requested', { refurbished: 1 });
const inactiveBaseline = g(6, 'baseline', { active: false });

describe('documentCo2Total (M8 document totals)', () => {
  it.each<[string, ReportExportType, DocumentTotalGroup[], number | null, number | null]>([
    // [case, type, groups, expected total, expected group id]
    ['baseline: the yearly CO2 of the active baseline', 'baseline', [first, baseline, primary], 1, 1],
    ['baseline: an inactive baseline does not count', 'baseline', [inactiveBaseline, first], null, null],
    ['baseline: no baseline', 'baseline', [first], null, null],
    ['comparative: the primary comparative', 'comparative', [baseline, first, primary], 3, 3],
    ['comparative: an inactive primary is skipped for the first active one', 'comparative', [baseline, inactive, first], 2, 2],
    ['comparative: a requested group is comparative', 'comparative', [baseline, requested], 5, 5],
    ['comparative: none', 'comparative', [baseline], null, null],
    ['lca: the GWP of the primary comparative', 'lca', [baseline, first, primary], 30, 3],
    ['lca: else the first comparative', 'lca', [baseline, first], 20, 2],
    ['lca: else the baseline', 'lca', [baseline, inactive], 10, 1],
    ['lca: no group', 'lca', [inactive, inactiveBaseline], null, null],
    ['refurbishment: the offset of the primary comparative', 'refurbishment', [baseline, first, primary], 300, 3],
    ['refurbishment: a primary without refurbished items gives way to the baseline', 'refurbishment', [baseline, g(7, 'comparative', { primary: true })], 100, 1],
    ['refurbishment: else the first counted comparative with some', 'refurbishment', [first, g(8, 'comparative', { refurbished: 3 }), g(9, 'comparative', { refurbished: 1 })], 800, 8],
    ['refurbishment: inactive groups do not count', 'refurbishment', [first, inactive], null, null],
    ['refurbishment: nothing refurbished', 'refurbishment', [g(10, 'baseline'), first], null, null],
  ])('%s', (_case, type, groups, total, groupId) => {
    const r = documentCo2Total(type, groups);
    if (total === null) {
      expect(r).toBeNull();
    } else {
      expect(r).toEqual({ co2TotalKg: total, groupId, basis: documentTotalBasis(type) });
    }
  });

  it.each<[ReportExportType, string]>([
    ['baseline', 'yearly_operational_co2'],
    ['comparative', 'yearly_operational_co2'],
    ['lca', 'gwp'],
    ['refurbishment', 'refurbishment_offset'],
  ])('the %s total is a %s', (type, basis) => {
    expect(documentTotalBasis(type)).toBe(basis);
  });

  it('does not depend on the order of the baseline in the list', () => {
    expect(documentCo2Total('baseline', [primary, baseline])).toEqual(documentCo2Total('baseline', [baseline, primary]));
  });

  it.each([...REPORT_EXPORT_TYPES.map((t) => [t, true] as const), ['baseline_report', false] as const, ['e_invoice', false] as const, ['', false] as const, [null, false] as const])(
    'isReportExportType(%j) is %s',
    (value, ok) => {
      expect(isReportExportType(value)).toBe(ok);
    },
  );
});
