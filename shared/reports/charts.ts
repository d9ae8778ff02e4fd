/**
 * Chart series of the report screens (spec/project-areas.md §2 "Report contents"; methodology M5 stage
 * inclusion, M7 display), shaped so that nivo takes them as they are:
 *
 * - pies and doughnuts: `<ResponsivePie data={series} colors={{ datum: 'data.color' }} innerRadius={DOUGHNUT_INNER_RADIUS} />`;
 * - bars: `<ResponsiveBar data={c.data} keys={c.keys} indexBy={c.indexBy} colors={({ id, data }) => data[`${id}Color`] ?? c.colors[id]}
 *   axisBottom={{ format: (id) => c.labels[id] }} />`.
 *
 * Bars are indexed by id (labels cut at 15 characters could collide); `labels` maps an id to its label
 * and every row keeps its `fullLabel` for tooltips. The inputs use the field names of the GraphQL
 * report (categoryId, categoryName, co2EmissionKg, lcaData…), so its objects can be passed directly.
 * Nothing here computes a figure: values are the engine's, only selected, merged (M7) and labelled.
 */
import { lcaStageInclusion, MAX_LABEL_LENGTH, MAX_SHOWN_CATEGORIES, mergeOther, OTHER_KEY, truncateLabel, type LcaStageInclusion } from '../calc';
import { paletteColor, shadeColors } from './colors';
import { figureKey, type FigureKey, type PieName } from './figure-set';

/** Doughnut cutout of spec §9 (60 %), as nivo's `innerRadius`. */
export const DOUGHNUT_INNER_RADIUS = 0.6;

export interface PieDatum {
  id: string;
  label: string;
  value: number;
  color: string;
  /** The keys of the slice's value and of its share into the manifest's figure set (issue #46), with `figures`. */
  figure?: FigureKey;
  shareFigure?: FigureKey;
}

/**
 * A bar row; with `figures` it carries the keys of the values its bars print into the manifest's figure
 * set (issue #46): `figure` for the net value of a stack, `<key>Figure` for a grouped bar's.
 */
export type BarRow = { id: string; label: string; fullLabel: string } & Record<string, string | number>;

/** What a chart's rows are, for their figure keys: the document's groups, or a group's categories or solutions. */
export type FigureRows = { rows: 'groups' } | { rows: 'categories' | 'solutions'; groupId: string | number };

export interface BarChart<K extends string = string> {
  data: BarRow[];
  keys: K[];
  indexBy: 'id';
  /** Colour per shown key (stacked bars); rows may carry `<key>Color` to colour a single bar. */
  colors: Partial<Record<K, string>>;
  /** Label per row id, for the axis. */
  labels: Record<string, string>;
}

export interface ChartOptions {
  /** Series colours; the default palette when absent. */
  colors?: readonly string[];
  /** Pies: shades of this theme colour instead of `colors` (hex or rgb(), else it throws, spec §8). */
  baseColor?: string;
  /** Categories shown before the rest is merged as 'other' (M7, default 6). */
  maxCategories?: number;
  /** Label length before the ellipsis (M7, default 15). */
  labelLength?: number;
  /** Label of the merged entry. */
  otherLabel?: string;
}

/** A pie's slices keyed into the figure set as `groups.g<groupId>.pie.<pie>.<slice>` (issue #46). */
function keyedSlices(slices: PieDatum[], figures: { groupId: string | number } | undefined, pie: PieName): PieDatum[] {
  if (!figures) return slices;
  return slices.map((d) => ({ ...d, figure: figureKey.pieSlice(figures.groupId, pie, d.id, 'kg'), shareFigure: figureKey.pieSlice(figures.groupId, pie, d.id, 'share_percent') }));
}

/** The key of a row's total (a group's, a category's or a solution's figure `f`). */
function rowFigure(figures: FigureRows | undefined, id: string, f: 'total_kwh' | 'lca_gwp_kg'): FigureKey | undefined {
  if (!figures) return undefined;
  if (figures.rows === 'groups') return figureKey.group(id, f);
  return figures.rows === 'categories' ? figureKey.category(figures.groupId, id, f) : figureKey.solution(figures.groupId, id, f);
}

function withFigure(values: Record<string, number | string>, key: string, figure: FigureKey | undefined): Record<string, number | string> {
  return figure ? { ...values, [key]: figure } : values;
}

/** LCA stage totals as the report gives them; use and end of life may be missing (null) for an item. */
export interface LcaStagesInput {
  gwpKgCo2e: number;
  manufacturingKgCo2e: number;
  transportationKgCo2e: number;
  useKgCo2e: number | null;
  eolKgCo2e: number | null;
  refurbishmentImpactKgCo2e: number;
  refurbishedOffsetTotalKgCo2e: number;
  /** The refurbished items' own manufacturing and transport (M5 offsets), which their impact replaces in the GWP. */
  refurbishedManufacturingOffsetKgCo2e?: number | null;
  refurbishedTransportationOffsetKgCo2e?: number | null;
}

export interface CategoryInput {
  categoryId: string;
  categoryName?: string | null;
  totalKwh: number;
  co2EmissionKg: number;
  lcaData?: LcaStagesInput | null;
}

export interface GroupInput {
  id: string | number;
  name: string;
}

const DEFAULT_OTHER_LABEL = 'Other';
const positive = (x: number | null | undefined): x is number => typeof x === 'number' && Number.isFinite(x) && x > 0;
const nonNegativeOr0 = (x: number | null | undefined): number => (positive(x) ? x : 0);

function labelOf(text: string, options: ChartOptions): string {
  return truncateLabel(text, options.labelLength ?? MAX_LABEL_LENGTH);
}

function pieColors(count: number, options: ChartOptions): string[] {
  if (options.baseColor) return shadeColors(options.baseColor, count);
  return Array.from({ length: count }, (_, i) => paletteColor(options.colors, i));
}

function bar<K extends string>(rows: BarRow[], keys: K[], options: ChartOptions): BarChart<K> {
  return {
    data: rows,
    keys,
    indexBy: 'id',
    colors: Object.fromEntries(keys.map((k, i) => [k, paletteColor(options.colors, i)])) as Partial<Record<K, string>>,
    labels: Object.fromEntries(rows.map((r) => [r.id, r.label])),
  };
}

function row(id: string, name: string, options: ChartOptions, values: Record<string, number | string>): BarRow {
  return { id, label: labelOf(name, options), fullLabel: name, ...values };
}

/**
 * CO2 pie (spec §2): one slice per category by yearly operational CO2, the six largest kept and the
 * rest merged as 'other' (M7), labels cut at 15 characters. Categories without CO2 get no slice.
 */
export function co2PieSeries(categories: readonly CategoryInput[], options: ChartOptions & { figures?: { groupId: string | number } } = {}): PieDatum[] {
  const names = new Map(categories.map((c) => [c.categoryId, c.categoryName || c.categoryId]));
  const merged = mergeOther(
    categories.filter((c) => positive(c.co2EmissionKg)).map((c) => ({ key: c.categoryId, value: c.co2EmissionKg })),
    options.maxCategories ?? MAX_SHOWN_CATEGORIES,
  );
  const colors = pieColors(merged.length, options);
  const slices = merged.map((e, i) => ({
    id: e.key,
    label: labelOf(e.key === OTHER_KEY && !names.has(OTHER_KEY) ? (options.otherLabel ?? DEFAULT_OTHER_LABEL) : names.get(e.key)!, options),
    value: e.value,
    color: colors[i],
  }));
  return keyedSlices(slices, options.figures, 'co2');
}

export const LCA_STAGE_KEYS = ['manufacturing', 'transportation', 'use', 'eol'] as const;
export type LcaStageKey = (typeof LCA_STAGE_KEYS)[number];
export type LcaBarKey = LcaStageKey | 'refurbishmentOffset';

const STAGES_BY_INCLUSION: Record<LcaStageInclusion, readonly LcaStageKey[]> = {
  all: LCA_STAGE_KEYS,
  all_but_use: ['manufacturing', 'transportation', 'eol'],
  to_gate: ['manufacturing', 'transportation'],
};

/** Which stages of these values are shown (M5 stage inclusion; every stage outside an LCA report). */
export function includedStages(lca: LcaStagesInput, lcaReport: boolean): { inclusion: LcaStageInclusion; stages: readonly LcaStageKey[] } {
  const inclusion = lcaStageInclusion(
    { manufacturingKg: lca.manufacturingKgCo2e, transportationKg: lca.transportationKgCo2e, useKg: lca.useKgCo2e, eolKg: lca.eolKgCo2e },
    lcaReport,
  );
  return { inclusion, stages: STAGES_BY_INCLUSION[inclusion] };
}

function stageValue(lca: LcaStagesInput, stage: LcaStageKey): number {
  const v = stage === 'manufacturing' ? lca.manufacturingKgCo2e : stage === 'transportation' ? lca.transportationKgCo2e : stage === 'use' ? lca.useKgCo2e : lca.eolKgCo2e;
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
}

/**
 * LCA stacked bars by stage (spec §2, M5): one bar per row (group, category or item), stacked by the
 * stages its stage inclusion keeps; a key is shown when some row includes it. Refurbished items'
 * avoided emissions stack below zero as `refurbishmentOffset`, so that each bar nets to its GWP.
 * Each row carries its `inclusion` for a cradle-to-gate note.
 */
export function lcaStageBars(
  rows: readonly (GroupInput & { lcaData: LcaStagesInput })[],
  options: ChartOptions & { lcaReport?: boolean; figures?: FigureRows } = {},
): BarChart<LcaBarKey> {
  const shown = new Set<LcaBarKey>();
  const data = rows.map((r) => {
    const { inclusion, stages } = includedStages(r.lcaData, options.lcaReport === true);
    const values: Record<string, number | string> = { inclusion, gwp: r.lcaData.gwpKgCo2e };
    for (const stage of stages) {
      values[stage] = stageValue(r.lcaData, stage);
      shown.add(stage);
    }
    if (positive(r.lcaData.refurbishedOffsetTotalKgCo2e)) {
      values.refurbishmentOffset = -r.lcaData.refurbishedOffsetTotalKgCo2e;
      shown.add('refurbishmentOffset');
    }
    // The stack nets to the GWP (M5): its printed net is the row's GWP.
    return row(String(r.id), r.name, options, withFigure(values, 'figure', rowFigure(options.figures, String(r.id), 'lca_gwp_kg')));
  });
  const keys = ([...LCA_STAGE_KEYS, 'refurbishmentOffset'] as LcaBarKey[]).filter((k) => shown.has(k));
  return bar(data, keys, options);
}

/** Slices of the LCA doughnut: the stages, and the refurbishment impact that replaces refurbished items' M + T. */
export type LcaPieKey = LcaStageKey | 'refurbishment';

/**
 * LCA doughnut (spec §2): the included stages (M5) of one total as slices; empty stages get none.
 * Refurbished items count their refurbishment impact in place of their manufacturing and transport
 * (M5), so those two slices hold the new items' share only and a 'refurbishment' slice holds the
 * impact: the slices add up to the GWP printed in the centre (issue #28: 1,057.6 t of slices around a
 * 495.2 t total). Use with `innerRadius={DOUGHNUT_INNER_RADIUS}`. `labels` names the slices
 * (translated by the caller).
 */
export function lcaStagePie(
  lca: LcaStagesInput,
  options: ChartOptions & { lcaReport?: boolean; labels?: Partial<Record<LcaPieKey, string>>; figures?: { groupId: string | number } } = {},
): PieDatum[] {
  const { stages } = includedStages(lca, options.lcaReport === true);
  const avoidedM = nonNegativeOr0(lca.refurbishedManufacturingOffsetKgCo2e);
  const avoidedT = nonNegativeOr0(lca.refurbishedTransportationOffsetKgCo2e);
  // Without the split (older callers), the avoided M + T (= net offset + impact, M5) comes off both in proportion.
  const avoided = avoidedM + avoidedT > 0 ? null : nonNegativeOr0(lca.refurbishedOffsetTotalKgCo2e) + nonNegativeOr0(lca.refurbishmentImpactKgCo2e);
  const m = stageValue(lca, 'manufacturing');
  const t = stageValue(lca, 'transportation');
  const newPart = (stage: LcaStageKey, value: number): number => {
    if (stage !== 'manufacturing' && stage !== 'transportation') return value;
    if (avoided === null) return value - (stage === 'manufacturing' ? avoidedM : avoidedT);
    return m + t > 0 ? value - (avoided * value) / (m + t) : value;
  };
  const values: { key: LcaPieKey; value: number }[] = stages.map((s) => ({ key: s, value: newPart(s, stageValue(lca, s)) }));
  const impact = nonNegativeOr0(lca.refurbishmentImpactKgCo2e);
  // Last, so that the stages keep the colours of the stage bars and the impact takes the offset's slot.
  if (impact > 0) values.push({ key: 'refurbishment', value: impact });
  const shown = values.filter((x) => positive(x.value));
  const colors = pieColors(shown.length, options);
  return keyedSlices(
    shown.map((x, i) => ({ id: x.key, label: options.labels?.[x.key] ?? x.key, value: x.value, color: colors[i] })),
    options.figures,
    'lca',
  );
}

/** GWP bars (spec §2): one bar per group, its total global warming potential (M5). */
export function gwpBars(groups: readonly (GroupInput & { lcaData: Pick<LcaStagesInput, 'gwpKgCo2e'> })[], options: ChartOptions & { figures?: FigureRows } = {}): BarChart<'gwp'> {
  return bar(
    groups.map((g, i) =>
      row(String(g.id), g.name, options, withFigure({ gwp: g.lcaData.gwpKgCo2e, gwpColor: paletteColor(options.colors, i) }, 'figure', rowFigure(options.figures, String(g.id), 'lca_gwp_kg'))),
    ),
    ['gwp'],
    options,
  );
}

/**
 * The three quantities of refurbishment (M5) and the palette slot each always takes, so that the bars
 * and the doughnut colour the same quantity alike: the avoided emissions (what new items would have
 * emitted in manufacturing and transport), the refurbishment impact, and the net offset between them.
 */
export const REFURBISHMENT_SERIES = ['avoided', 'impact', 'net'] as const;
export type RefurbishmentSeries = (typeof REFURBISHMENT_SERIES)[number];

function refurbishmentColor(series: RefurbishmentSeries, options: ChartOptions): string {
  return paletteColor(options.colors, REFURBISHMENT_SERIES.indexOf(series));
}

/**
 * Refurbishment bars (spec §2): per group the avoided emissions, the refurbishment impact and the net
 * offset (avoided − impact) (M5).
 */
export function refurbishmentBars(
  groups: readonly (GroupInput & { lcaData: Pick<LcaStagesInput, 'refurbishmentImpactKgCo2e' | 'refurbishedOffsetTotalKgCo2e'> & { refurbishmentOffsetKgCo2e: number } })[],
  options: ChartOptions & { figures?: { rows: 'groups' } } = {},
): BarChart<RefurbishmentSeries> {
  const keys = [...REFURBISHMENT_SERIES];
  // Grouped bars, each keyed: the avoided emissions and the impact are the group's LCA stages, the net its recorded offset.
  const figures = (id: string): Record<string, string> =>
    options.figures
      ? { avoidedFigure: figureKey.lca(id, 'refurbishment_offset_kg'), impactFigure: figureKey.lca(id, 'refurbishment_impact_kg'), netFigure: figureKey.group(id, 'refurbished_offset_total_kg') }
      : {};
  return {
    ...bar(
      groups.map((g) =>
        row(String(g.id), g.name, options, {
          avoided: g.lcaData.refurbishmentOffsetKgCo2e,
          impact: g.lcaData.refurbishmentImpactKgCo2e,
          net: g.lcaData.refurbishedOffsetTotalKgCo2e,
          ...figures(String(g.id)),
        }),
      ),
      keys,
      options,
    ),
    colors: Object.fromEntries(keys.map((k) => [k, refurbishmentColor(k, options)])) as Record<RefurbishmentSeries, string>,
  };
}

/**
 * Refurbishment doughnut (spec §2): the avoided emissions split into the net offset and the
 * refurbishment impact, which together make them (M5). Empty slices are left out.
 */
export function refurbishmentDoughnut(
  lca: Pick<LcaStagesInput, 'refurbishmentImpactKgCo2e' | 'refurbishedOffsetTotalKgCo2e'>,
  options: ChartOptions & { labels?: { impact?: string; net?: string }; figures?: { groupId: string | number } } = {},
): PieDatum[] {
  const slices: { id: RefurbishmentSeries; label: string; value: number }[] = [
    { id: 'net', label: options.labels?.net ?? 'Net offset', value: lca.refurbishedOffsetTotalKgCo2e },
    { id: 'impact', label: options.labels?.impact ?? 'Impact', value: lca.refurbishmentImpactKgCo2e },
  ];
  return keyedSlices(
    slices.filter((s) => positive(s.value)).map((s) => ({ ...s, color: refurbishmentColor(s.id, options) })),
    options.figures,
    'refurbishment',
  );
}

/**
 * Executive-summary consumption bars (spec §2): per group its yearly kWh, stacked as IT, UPS and
 * cooling when INCLUDE_UPS_COOLING is on (keys without energy anywhere are left out), else one total.
 */
export function consumptionBars(
  groups: readonly (GroupInput & { totalKwh: number; itKwh: number; upsKwh: number; coolingKwh: number })[],
  options: ChartOptions & { includeUpsCooling?: boolean; figures?: FigureRows } = {},
): BarChart<'it' | 'ups' | 'cooling' | 'total'> {
  // A stack's net is the row's total kWh (M2: IT + UPS + cooling).
  const keyed = (g: GroupInput, values: Record<string, number>) => withFigure(values, 'figure', rowFigure(options.figures, String(g.id), 'total_kwh'));
  if (options.includeUpsCooling === false) {
    return bar(groups.map((g) => row(String(g.id), g.name, options, keyed(g, { total: g.totalKwh }))), ['total'], options);
  }
  const data = groups.map((g) => row(String(g.id), g.name, options, keyed(g, { it: g.itKwh, ups: g.upsKwh, cooling: g.coolingKwh })));
  const keys = (['it', 'ups', 'cooling'] as const).filter((k) => k === 'it' || groups.some((g) => positive(k === 'ups' ? g.upsKwh : g.coolingKwh)));
  return bar(data, [...keys], options);
}

/** Categories that are not rated by watt per unit and never appear in efficiency charts (M4). */
const INFRASTRUCTURE_CATEGORY_IDS = new Set(['ups', 'cooling']);

/**
 * Energy-efficiency bars (spec §2, §9; M4): per category the improvement against the baseline in
 * percent. Negative or undefined results are dropped, and UPS and cooling never appear.
 */
export function energyEfficiencyBars(
  entries: readonly { categoryId: string; categoryName?: string | null; percent: number }[],
  options: ChartOptions & { figures?: { groupId: string | number } } = {},
): BarChart<'improvement'> {
  const key = (id: string) => (options.figures ? figureKey.categorySaving(options.figures.groupId, id, 'efficiency_percent') : undefined);
  return bar(
    entries
      .filter((e) => Number.isFinite(e.percent) && e.percent >= 0 && !INFRASTRUCTURE_CATEGORY_IDS.has(e.categoryId))
      .map((e) => row(e.categoryId, e.categoryName || e.categoryId, options, withFigure({ improvement: e.percent }, 'figure', key(e.categoryId)))),
    ['improvement'],
    options,
  );
}

/**
 * Counter-acted bars (spec §2): per category, baseline minus comparative (kWh by default, or CO2),
 * over the categories of either side; the six largest differences (by size, savings and increases
 * alike) are kept and the rest merged as 'other' (M7). A bar below zero (the comparative uses more) takes the second colour.
 */
export function counterActedBars(
  baseline: readonly CategoryInput[],
  comparative: readonly CategoryInput[],
  options: ChartOptions & { metric?: 'totalKwh' | 'co2EmissionKg'; figures?: { groupId: string | number } } = {},
): BarChart<'value'> {
  const metric = options.metric ?? 'totalKwh';
  const names = new Map<string, string>();
  const diff = new Map<string, number>();
  for (const [side, sign] of [[baseline, 1], [comparative, -1]] as const) {
    for (const c of side) {
      names.set(c.categoryId, c.categoryName || names.get(c.categoryId) || c.categoryId);
      diff.set(c.categoryId, (diff.get(c.categoryId) ?? 0) + sign * c[metric]);
    }
  }
  // By magnitude: a large increase is as much worth showing as a large saving.
  const max = options.maxCategories ?? MAX_SHOWN_CATEGORIES;
  const sorted = [...diff].map(([key, value]) => ({ key, value })).sort((a, b) => Math.abs(b.value) - Math.abs(a.value));
  const merged = sorted.length <= max ? sorted : [...sorted.slice(0, max), { key: OTHER_KEY, value: sorted.slice(max).reduce((sum, e) => sum + e.value, 0) }];
  const up = paletteColor(options.colors, 0);
  const down = paletteColor(options.colors, 1);
  return bar(
    merged.map((e) =>
      row(
        e.key,
        e.key === OTHER_KEY && !names.has(OTHER_KEY) ? (options.otherLabel ?? DEFAULT_OTHER_LABEL) : names.get(e.key)!,
        options,
        withFigure(
          { value: e.value, valueColor: e.value < 0 ? down : up },
          'figure',
          // A merged 'other' has no figure of its own in the figure set.
          options.figures && e.key !== OTHER_KEY ? figureKey.categorySaving(options.figures.groupId, e.key, metric === 'totalKwh' ? 'total_kwh' : 'co2_kg') : undefined,
        ),
      ),
    ),
    ['value'],
    options,
  );
}
