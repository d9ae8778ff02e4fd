/**
 * Document manifests (issue #31 "documents anyone entitled can re-run"): what a report document was
 * computed from and what it states, in a form that today's code can compute again from the manifest
 * alone. Pure: no ORM, no request; document.service.ts stores and reads it.
 *
 * A manifest holds the pure shared/calc inputs (CalcGroup[]: items, modes, hours, factors, UPS and
 * cooling, shares, capacities; and the CalcContext: rating thresholds, kWh price, LCA years and
 * exclusions), the reference-data versions, the methodology version (shared/calc METHODOLOGY_VERSION)
 * and the totals: the document's total (shared/reports documentCo2Total, methodology M8) and every
 * group's and solution's energy, CO2 and cost. Its SHA-256 is taken over its canonical JSON
 * (platform/canonical/canonical-json.ts).
 */
import {
  computeProject,
  COUNTED_SUM_METHODOLOGY_VERSIONS,
  sumOverCountedGroups,
  METHODOLOGY_VERSION,
  type AggregateFigures,
  type CalcContext,
  type CalcGroup,
  type ProjectFigures,
  scope2Entries,
  scope2Project,
  type DecisionItemExtra,
  type EnergyInstrument,
  type GridPath,
  type GridPathSource,
  type Scope2Method,
} from '../../../../shared/calc';
import { documentCo2Total, documentTotalBasis, type DocumentTotalBasis, type ReportExportType } from '../../../../shared/reports';
import { SOURCES } from '../../../../shared/reference';

export const MANIFEST_VERSION = 1;

/** Relative tolerance of a re-run's comparison: only floating-point noise, never a changed figure. */
export const RERUN_RELATIVE_EPSILON = 1e-9;

/** The CalcContext as JSON holds it (the exclusions as a sorted array). */
export interface ManifestContext extends Omit<CalcContext, 'nonRefurbishedCategoryIds'> {
  nonRefurbishedCategoryIds: string[];
}

export interface ManifestInputs {
  context: ManifestContext;
  /** computeProject's groups, in the project's order. */
  groups: CalcGroup[];
  /** Which group is the primary comparison (the report's pick, M8); not a calc input. */
  report_groups: Array<{ id: string; primary: boolean }>;
  /**
   * What a baseline or comparative document's scope 2 total was computed from (issue #46 point 2): the
   * registered method, the residual mix of the project's country (g/kWh, null: none, the grid factors)
   * and each solution's energy instruments. Absent in manifests issued before, whose total was M3's
   * figure (`yearly_operational_co2`): they re-run as issued.
   */
  scope2?: ManifestScope2;
  /**
   * What a comparative document's decision section (issue #32, M10) was computed from beyond the calc
   * inputs (issue #46, the mechanism): the projection's length, the grid factor path (it depends on the
   * year of issue) and each item's product and service life. Absent in manifests issued before and in
   * other documents: their figure set has no decision figures.
   */
  decision?: ManifestDecision;
}

export interface ManifestDecision {
  /** The projection the document prints (years). */
  years: number;
  /** The grid factor path, as far as the payback is searched (multipliers of year 1…N). */
  grid_path: { source: GridPathSource; multipliers: number[]; source_note: string | null };
  /** Per item id: its product (units kept from the baseline) and resolved service life (M10). */
  items: Record<string, { product_id: string | null; service_life_years: number }>;
}

export interface ManifestScope2 {
  method: Scope2Method;
  residual_factor_g: number | null;
  instruments: Record<string, EnergyInstrument[]>;
}

export interface ManifestFigures {
  it_kwh: number;
  ups_kwh: number;
  cooling_kwh: number;
  total_kwh: number;
  co2_kg: number;
  operational_cost: number;
  investment: number;
  pue: number | null;
  dcie_percent: number | null;
  lca_gwp_kg: number;
  refurbished_offset_total_kg: number;
}

export interface ManifestTotals {
  /** The total the document states (unrounded), kg CO2e; null when the report had no group for it. */
  co2_total_kg: number | null;
  /** What the total is; for baseline and comparative documents the named scope 2 method (scope2_location_based, scope2_market_based). */
  basis: DocumentTotalBasis;
  group_id: string | null;
  project: ManifestFigures;
  groups: Array<ManifestFigures & { group_id: string; counted: boolean; solutions: Array<ManifestFigures & { solution_id: string }> }>;
}

export interface DocumentManifest {
  manifest_version: number;
  methodology_version: string;
  document: { id: string; type: ReportExportType; basis: DocumentTotalBasis; group_id: string | null; co2_precision: number; issued_at: string };
  reference: {
    project_revision: string;
    reference_revision: string;
    /** The rating year whose thresholds (rating_scales) are in inputs.context.ratingThresholds (M4). */
    rating_year: number | null;
    /** The grid factors are per solution in inputs.groups[].solutions[].co2FactorGram; their default source. */
    grid_factor_source: { title: string; publisher: string; year: number };
  };
  inputs: ManifestInputs;
  totals: ManifestTotals;
}

function figuresOf(f: AggregateFigures): ManifestFigures {
  return {
    it_kwh: f.itKwh,
    ups_kwh: f.upsKwh,
    cooling_kwh: f.coolingKwh,
    total_kwh: f.totalKwh,
    co2_kg: f.co2Kg,
    operational_cost: f.operationalCost,
    investment: f.investment,
    pue: f.pue,
    dcie_percent: f.dciePercent,
    lca_gwp_kg: f.lca.gwpKg,
    refurbished_offset_total_kg: f.lca.refurbishedOffsetTotalKg,
  };
}

/**
 * The totals of a report of `type` over figures computed from `inputs` (M8): the document total
 * picked as the export picks it (baseline first, then the groups in order: report.service
 * computeReport), and every group's and solution's figures.
 */
export function manifestTotals(
  type: ReportExportType,
  inputs: Pick<ManifestInputs, 'groups' | 'report_groups' | 'scope2'>,
  figures: ProjectFigures,
  /** The `project` figures: the project's own (its baseline's, M3) unless a re-run of an older methodology says otherwise. */
  project: AggregateFigures = figures,
): ManifestTotals {
  const primary = new Set(inputs.report_groups.filter((g) => g.primary).map((g) => g.id));
  // The groups' scope 2 figures from the manifest alone (issue #46 point 2), when it records them.
  const s2 = inputs.scope2;
  const scope2 = s2 ? scope2Project(scope2Entries(inputs.groups, figures.groups, s2.instruments), s2.residual_factor_g, { excess: 'scale' }) : null;
  const scope2ById = new Map((scope2?.groups ?? []).map((g) => [g.id, g]));
  const groups = inputs.groups.map((g, i) => {
    const gf = figures.groups[i];
    return {
      scope2: scope2ById.get(g.id) ?? null,
      id: g.id,
      state: g.state,
      active: g.active,
      primary: primary.has(g.id),
      co2EmissionKg: gf.co2Kg,
      refurbishedItemCount: gf.categories.reduce((n, c) => n + c.refurbishedItemCount, 0),
      lcaData: { gwpKgCo2e: gf.lca.gwpKg, refurbishedOffsetTotalKgCo2e: gf.lca.refurbishedOffsetTotalKg },
    };
  });
  // The report lists the baseline first (a stable sort, as computeReport does).
  groups.sort((a, b) => Number(b.state === 'baseline') - Number(a.state === 'baseline'));
  const method = s2 ? s2.method : null;
  const total = documentCo2Total(type, groups, method);
  return {
    co2_total_kg: total?.co2TotalKg ?? null,
    basis: documentTotalBasis(type, method),
    group_id: total ? String(total.groupId) : null,
    project: figuresOf(project),
    groups: figures.groups.map((g) => ({
      group_id: g.groupId,
      counted: g.counted,
      ...figuresOf(g),
      solutions: g.solutions.map((s) => ({ solution_id: s.solutionId, ...figuresOf(s) })),
    })),
  };
}

/** The calc inputs as a manifest holds them: plain JSON data, copied (with the scope 2 inputs of a baseline or comparative document). */
export function manifestInputs(
  groups: readonly CalcGroup[],
  context: CalcContext,
  reportGroups: ReadonlyArray<{ id: number | string; primary: boolean }>,
  scope2: { method: Scope2Method; residualFactorG: number | null; instruments: Record<string, EnergyInstrument[]> } | null = null,
  /** A comparative document's decision inputs (M10): its projection, grid path and items' extras. */
  decision: { years: number; gridPath: GridPath; items: ReadonlyMap<string, DecisionItemExtra> } | null = null,
): ManifestInputs {
  const { nonRefurbishedCategoryIds, ...rest } = context;
  const plain = JSON.parse(JSON.stringify({ ...rest, groups })) as Omit<ManifestContext, 'nonRefurbishedCategoryIds'> & { groups: CalcGroup[] };
  const { groups: plainGroups, ...plainContext } = plain;
  return {
    context: { ...plainContext, nonRefurbishedCategoryIds: [...(nonRefurbishedCategoryIds ?? [])].sort() },
    groups: plainGroups,
    report_groups: reportGroups.map((g) => ({ id: String(g.id), primary: g.primary })),
    ...(scope2
      ? { scope2: JSON.parse(JSON.stringify({ method: scope2.method, residual_factor_g: scope2.residualFactorG, instruments: scope2.instruments })) as ManifestScope2 }
      : {}),
    ...(decision
      ? {
          decision: {
            years: decision.years,
            grid_path: { source: decision.gridPath.source, multipliers: [...decision.gridPath.multipliers], source_note: decision.gridPath.sourceNote },
            items: Object.fromEntries([...decision.items].sort(([a], [b]) => a.localeCompare(b)).map(([id, x]) => [id, { product_id: x.productId, service_life_years: x.serviceLifeYears }])),
          },
        }
      : {}),
  };
}

export interface BuildManifestInput {
  document: { id: string; type: ReportExportType; co2Precision: number; issuedAt: Date };
  revisions: { project: string; reference: string };
  ratingYear: number | null;
  inputs: ManifestInputs;
  /** The figures the report was computed with (computeProject over `inputs`). */
  figures: ProjectFigures;
}

/** A report document's manifest. */
export function buildManifest(input: BuildManifestInput): DocumentManifest {
  const totals = manifestTotals(input.document.type, input.inputs, input.figures);
  const s = SOURCES.emberCo2js;
  return {
    manifest_version: MANIFEST_VERSION,
    methodology_version: METHODOLOGY_VERSION,
    document: {
      id: input.document.id,
      type: input.document.type,
      basis: totals.basis,
      group_id: totals.group_id,
      co2_precision: input.document.co2Precision,
      issued_at: input.document.issuedAt.toISOString(),
    },
    reference: {
      project_revision: input.revisions.project,
      reference_revision: input.revisions.reference,
      rating_year: input.ratingYear,
      grid_factor_source: { title: s.title, publisher: s.publisher, year: s.year },
    },
    inputs: input.inputs,
    totals,
  };
}

export interface Difference {
  path: string;
  registered: unknown;
  recomputed: unknown;
}

function sameNumber(a: number, b: number): boolean {
  return a === b || Math.abs(a - b) <= RERUN_RELATIVE_EPSILON * Math.max(Math.abs(a), Math.abs(b));
}

/** Every leaf where `registered` and `recomputed` differ (numbers within RERUN_RELATIVE_EPSILON count as equal). */
export function diffTotals(registered: unknown, recomputed: unknown, path = 'totals'): Difference[] {
  if (typeof registered === 'number' && typeof recomputed === 'number') return sameNumber(registered, recomputed) ? [] : [{ path, registered, recomputed }];
  if (Array.isArray(registered) && Array.isArray(recomputed)) {
    const out: Difference[] = [];
    for (let i = 0; i < Math.max(registered.length, recomputed.length); i++) {
      out.push(...(i < registered.length && i < recomputed.length ? diffTotals(registered[i], recomputed[i], `${path}[${i}]`) : [{ path: `${path}[${i}]`, registered: registered[i] ?? null, recomputed: recomputed[i] ?? null }]));
    }
    return out;
  }
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (isObject(registered) && isObject(recomputed)) {
    const keys = [...new Set([...Object.keys(registered), ...Object.keys(recomputed)])].sort();
    return keys.flatMap((k) => diffTotals(registered[k] ?? null, recomputed[k] ?? null, `${path}.${k}`));
  }
  return registered === recomputed ? [] : [{ path, registered, recomputed }];
}

export interface RerunResult {
  matches: boolean;
  totals: ManifestTotals;
  differences: Difference[];
}

/** Computes the manifest's totals again from its inputs alone with today's code (M1–M9) and compares. */
export function rerunManifest(manifest: Pick<DocumentManifest, 'document' | 'inputs' | 'totals'> & Partial<Pick<DocumentManifest, 'methodology_version'>>): RerunResult {
  const { inputs } = manifest;
  const figures = computeProject({ id: 'manifest', groups: inputs.groups }, inputs.context);
  // A document issued when the project figure was the sum over every counted group (methodology 2026.11)
  // recorded that sum as `project`: it re-runs as it was issued (issue #46).
  const legacy = manifest.methodology_version !== undefined && COUNTED_SUM_METHODOLOGY_VERSIONS.includes(manifest.methodology_version);
  const totals = manifestTotals(manifest.document.type, inputs, figures, legacy ? sumOverCountedGroups(figures.groups, inputs.context) : figures);
  const differences = diffTotals(manifest.totals, totals);
  return { matches: differences.length === 0, totals, differences };
}
