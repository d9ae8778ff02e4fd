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

describe('documentCo2Total with a registered scope 2 method (issue #46 point 2)', () => {
  // The DK case: M3 985.5 kg, location-based 1,314.0 kg, market-based 3,828.7 kg.
  const dk = (id: number, state: string): DocumentTotalGroup => ({
    ...g(id, state),
    co2EmissionKg: 985.5,
    scope2: { locationBasedKg: 1314, marketBasedKg: 3828.6675 },
  });

  it('registers the location-based figure by default and names it', () => {
    expect(documentCo2Total('baseline', [dk(1, 'baseline')], 'location')).toEqual({ co2TotalKg: 1314, groupId: 1, basis: 'scope2_location_based' });
    expect(documentCo2Total('comparative', [dk(1, 'baseline'), dk(2, 'comparative')], 'location')).toEqual({ co2TotalKg: 1314, groupId: 2, basis: 'scope2_location_based' });
  });

  it('registers the market-based figure when the partner chooses it', () => {
    expect(documentCo2Total('baseline', [dk(1, 'baseline')], 'market')).toEqual({ co2TotalKg: 3828.6675, groupId: 1, basis: 'scope2_market_based' });
  });

  it('re-computes a document issued before (no method) as it was issued: the M3 figure, labelled as such', () => {
    expect(documentCo2Total('baseline', [dk(1, 'baseline')], null)).toEqual({ co2TotalKg: 985.5, groupId: 1, basis: 'yearly_operational_co2' });
    expect(documentTotalBasis('baseline')).toBe('yearly_operational_co2');
  });

  it('leaves the LCA and refurbishment totals alone', () => {
    expect(documentTotalBasis('lca', 'market')).toBe('gwp');
    expect(documentTotalBasis('refurbishment', 'location')).toBe('refurbishment_offset');
    expect(documentCo2Total('lca', [dk(1, 'baseline')], 'location')?.co2TotalKg).toBe(10);
  });
});
