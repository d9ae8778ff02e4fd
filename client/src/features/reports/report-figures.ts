/**
 * The numbers the report's tables print, row by row, and why a figure is left out (issue #28: figures
 * that agree with each other on paper). The sections draw their number columns from these functions,
 * and `printedSums` lists, for every table and chart of a report, its printed parts and the printed
 * total they must add up to, so that a test can check a whole report of real data.
 * Pure: no React, no translations (the reasons are codes; sections/figure-texts.ts words them).
 */
import { co2PieSeries, consumptionBars, lcaStagePie, type PieDatum } from '../../../../shared/reports';
import type { GroupCategories, ReportGroup, ReportItemRow, ReportModel, ReportSolution } from './report-model';

type Figures = Pick<ReportSolution, 'itKwh' | 'upsKwh' | 'coolingKwh' | 'totalKwh'>;

/**
 * A data-centre solution with energy but neither UPS nor cooling (shared/calc assumptionsOf
 * `no_ups_or_cooling`): its DCiE of 100 % and PUE 1.00 are assumptions, not measurements, so no report
 * page prints them, or a rating, bare (issue #28 point 6).
 */
export function unassessedDataCentre(s: Pick<ReportSolution, 'calculationMode'> & Figures): boolean {
  return s.calculationMode === 1 && s.itKwh > 0 && s.upsKwh === 0 && s.coolingKwh === 0;
}

/** Whether a group holds a data-centre solution (calculation mode 1): DCiE and PUE are its figures only (M2). */
export function hasDataCentre(g: Pick<ReportGroup, 'solutions'>): boolean {
  return g.solutions.some((s) => s.calculationMode === 1);
}

export function groupUnassessed(g: Pick<ReportGroup, 'solutions'>): boolean {
  return g.solutions.some(unassessedDataCentre);
}

export type DcieStatus = { kind: 'value'; dcie: number } | { kind: 'none'; reason: 'no_data_centre' | 'unassessed' | 'no_energy' };

/** DCiE of a solution (M2): only for a data centre with its UPS and cooling given. */
export function solutionDcie(s: Pick<ReportSolution, 'calculationMode' | 'dcie'> & Figures): DcieStatus {
  if (s.calculationMode !== 1) return { kind: 'none', reason: 'no_data_centre' };
  if (unassessedDataCentre(s)) return { kind: 'none', reason: 'unassessed' };
  return s.dcie == null ? { kind: 'none', reason: 'no_energy' } : { kind: 'value', dcie: s.dcie };
}

/** DCiE of a group (M2: over its data-centre solutions only); none without a data centre or with one not assessed. */
export function groupDcie(g: Pick<ReportGroup, 'solutions' | 'dcie'>): DcieStatus {
  if (!hasDataCentre(g)) return { kind: 'none', reason: 'no_data_centre' };
  if (groupUnassessed(g)) return { kind: 'none', reason: 'unassessed' };
  return g.dcie == null ? { kind: 'none', reason: 'no_energy' } : { kind: 'value', dcie: g.dcie };
}

/** `coolingOnly`: the letter rests on the cooling's COP alone, no IT category being rated (M4; issue #47, point 10). */
export type RatingStatus = { kind: 'rated'; rating: string; coolingOnly?: boolean } | { kind: 'none'; reason: 'unassessed' | 'no_energy' | 'no_capacity' | 'no_scale' };

/**
 * The accumulated rating of a solution or group (M4), where it is defined: not for a data centre whose
 * UPS and cooling were not given (its rating would rest on an assumed DCiE of 100 %), not without
 * energy, and not when no category has a capacity (nothing rated to weigh).
 */
export function ratingStatus(x: { rating: { rating: string | null; coolingOnly?: boolean | null } } & Figures & { solutions?: readonly (Pick<ReportSolution, 'calculationMode'> & Figures)[]; calculationMode?: number }): RatingStatus {
  const unassessed = x.solutions ? x.solutions.some(unassessedDataCentre) : x.calculationMode !== undefined && unassessedDataCentre({ ...x, calculationMode: x.calculationMode });
  if (unassessed) return { kind: 'none', reason: 'unassessed' };
  if (!(x.totalKwh > 0)) return { kind: 'none', reason: 'no_energy' };
  if (!x.rating.rating) return { kind: 'none', reason: 'no_capacity' };
  return x.rating.coolingOnly ? { kind: 'rated', rating: x.rating.rating, coolingOnly: true } : { kind: 'rated', rating: x.rating.rating };
}

/**
 * A category's own rating (M4): none without a capacity (no watt per unit); the cooling entry of a
 * wheel is rated by its COP, so without a rating it lacks a scale, not a capacity.
 */
export function categoryRatingStatus(c: { rating: string | null; wattPerUnit?: number | null; category?: string | null }): RatingStatus {
  if (c.rating) return { kind: 'rated', rating: c.rating };
  return { kind: 'none', reason: c.category === 'cooling' || (c.wattPerUnit != null && Number.isFinite(c.wattPerUnit)) ? 'no_scale' : 'no_capacity' };
}

/**
 * An item's energy as the tables print it (M1, M2): its IT energy (amount × Σ W × h / 1000, the
 * methodology's formula) and its facility energy, the share of UPS losses and cooling it draws
 * (M5), which together make the total from which its CO2 is computed.
 */
export function itemEnergy(i: Pick<ReportItemRow, 'annualKwh' | 'totalKwh'>): { itKwh: number; facilityKwh: number; totalKwh: number } {
  return { itKwh: i.annualKwh, facilityKwh: i.totalKwh - i.annualKwh, totalKwh: i.totalKwh };
}

/** A solution's or group's energy split the same way: IT, facility (UPS + cooling), total (M2). */
export function aggregateEnergy(f: Figures): { itKwh: number; facilityKwh: number; totalKwh: number } {
  return { itKwh: f.itKwh, facilityKwh: f.upsKwh + f.coolingKwh, totalKwh: f.totalKwh };
}

/** Whether an item table needs the facility column: some item draws UPS or cooling energy. */
export function showsFacility(items: readonly Pick<ReportItemRow, 'annualKwh' | 'totalKwh'>[]): boolean {
  return items.some((i) => Math.abs(i.totalKwh - i.annualKwh) > 1e-9);
}

/**
 * The energy wheel's rows with each slice's share of the wheel in percent (M4 weights: a category's
 * IT energy and the cooling's energy, each over the group's IT energy). The weights sum to more than
 * 1 when there is cooling, so printing them as "share of energy" gave 114 % (issue #28): the share
 * of a row is its weight over the sum of the weights, which is also the slice's angle on the wheel.
 */
export function wheelRows(entries: GroupCategories['energyWheel']): (GroupCategories['energyWheel'][number] & { sharePercent: number })[] {
  const weight = (w: number) => (Number.isFinite(w) && w > 0 ? w : 0);
  const total = entries.reduce((s, e) => s + weight(e.categoryGroupWeight), 0);
  return entries.map((e) => ({ ...e, sharePercent: total > 0 ? (weight(e.categoryGroupWeight) / total) * 100 : 0 }));
}

/** What the GWP column of an LCA product row prints: every counted item's GWP (M5), whatever its data source. */
export function productGwpKg(i: Pick<ReportItemRow, 'lcaData'>): number {
  return i.lcaData.gwpKgCo2e;
}

/** One printed sum: parts in the order printed, the total they make, and the unit both are printed in. */
export interface PrintedSum {
  /** Which table or chart, for the test's message. */
  name: string;
  parts: number[];
  total: number;
  /** How the numbers are printed: energy (PRECISION), emission in kg (CO2_PRECISION), money, percent. */
  kind: 'kwh' | 'kg' | 'money' | 'percent';
}

function pieSum(name: string, slices: readonly PieDatum[], total: number, kind: PrintedSum['kind']): PrintedSum {
  return { name, parts: slices.map((s) => s.value), total, kind };
}

/**
 * Every table and chart of a report whose printed parts must add up to a printed total, with the
 * numbers the sections print (the same functions feed both). `items` holds the loaded items per
 * solution id (all of them, for the appendix and product tables).
 */
export function printedSums(m: ReportModel, items: ReadonlyMap<string, readonly ReportItemRow[]>): PrintedSum[] {
  const out: PrintedSum[] = [];
  const cats = (g: ReportGroup) => m.categories.get(g.id)?.categoryData ?? [];
  for (const g of m.groups) {
    const c = cats(g);
    const e = aggregateEnergy(g);
    out.push({ name: `${g.name}: IT + facility = total kWh`, parts: [e.itKwh, e.facilityKwh], total: e.totalKwh, kind: 'kwh' });
    out.push({ name: `${g.name}: solutions' kWh`, parts: g.solutions.map((s) => s.totalKwh), total: g.totalKwh, kind: 'kwh' });
    out.push({ name: `${g.name}: consumption bars`, parts: consumptionBars(g.solutions, { includeUpsCooling: true }).data.flatMap((r) => [Number(r.it ?? 0), Number(r.ups ?? 0), Number(r.cooling ?? 0)]), total: g.totalKwh, kind: 'kwh' });
    if (c.length > 0) {
      out.push({ name: `${g.name}: category table kWh`, parts: c.map((x) => x.totalKwh), total: g.totalKwh, kind: 'kwh' });
      out.push({ name: `${g.name}: category table IT kWh`, parts: c.map((x) => x.itKwh), total: g.itKwh, kind: 'kwh' });
      out.push({ name: `${g.name}: category table CO2`, parts: c.map((x) => x.co2EmissionKg), total: g.co2EmissionKg, kind: 'kg' });
      out.push({ name: `${g.name}: category table cost`, parts: c.map((x) => x.operationalCost), total: g.operationalCost, kind: 'money' });
      out.push(pieSum(`${g.name}: CO2 pie`, co2PieSeries(c), g.co2EmissionKg, 'kg'));
      out.push({ name: `${g.name}: LCA per category`, parts: c.map((x) => x.lcaData.gwpKgCo2e), total: g.lcaData.gwpKgCo2e, kind: 'kg' });
      out.push({ name: `${g.name}: refurbished net offset per category`, parts: c.map((x) => x.lcaData.refurbishedOffsetTotalKgCo2e), total: g.lcaData.refurbishedOffsetTotalKgCo2e, kind: 'kg' });
    }
    const wheel = m.categories.get(g.id)?.energyWheel ?? [];
    if (wheel.length > 0) out.push({ name: `${g.name}: energy wheel shares`, parts: wheelRows(wheel).map((r) => r.sharePercent), total: 100, kind: 'percent' });
    out.push(pieSum(`${g.name}: LCA doughnut (centre: GWP)`, lcaStagePie(g.lcaData, { lcaReport: m.type === 'lca_report' || m.type === 'refurbishment_report' }), g.lcaData.gwpKgCo2e, 'kg'));
    const groupItems = g.solutions.flatMap((s) => items.get(s.id) ?? []);
    if (groupItems.length > 0) {
      out.push({ name: `${g.name}: LCA product table GWP`, parts: groupItems.map(productGwpKg), total: g.lcaData.gwpKgCo2e, kind: 'kg' });
      const refurbished = groupItems.filter((i) => i.refurbished);
      if (refurbished.length > 0) out.push({ name: `${g.name}: refurbished items net offset`, parts: refurbished.map((i) => i.lcaData.refurbishedOffsetTotalKgCo2e), total: g.lcaData.refurbishedOffsetTotalKgCo2e, kind: 'kg' });
    }
    for (const s of g.solutions) {
      const list = items.get(s.id);
      const se = aggregateEnergy(s);
      out.push({ name: `${g.name} / ${s.name}: IT + facility = total kWh`, parts: [se.itKwh, se.facilityKwh], total: se.totalKwh, kind: 'kwh' });
      if (!list || list.length === 0) continue;
      const rows = list.map(itemEnergy);
      out.push({ name: `${g.name} / ${s.name}: items' IT kWh`, parts: rows.map((r) => r.itKwh), total: s.itKwh, kind: 'kwh' });
      out.push({ name: `${g.name} / ${s.name}: items' facility kWh`, parts: rows.map((r) => r.facilityKwh), total: s.upsKwh + s.coolingKwh, kind: 'kwh' });
      out.push({ name: `${g.name} / ${s.name}: items' kWh`, parts: rows.map((r) => r.totalKwh), total: s.totalKwh, kind: 'kwh' });
      out.push({ name: `${g.name} / ${s.name}: items' CO2`, parts: list.map((i) => i.co2EmissionKg), total: s.co2EmissionKg, kind: 'kg' });
      for (const [k, i] of list.entries()) {
        out.push({ name: `${g.name} / ${s.name}: item ${k + 1} IT + facility = total kWh`, parts: [rows[k].itKwh, rows[k].facilityKwh], total: i.totalKwh, kind: 'kwh' });
      }
    }
  }
  return out;
}
