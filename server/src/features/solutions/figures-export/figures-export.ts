/**
 * "Export all figures" (issue #31): every figure of a project at once, per group, solution and item,
 * as a tidy CSV (one row per figure: level, group, solution, item, metric, value, unit; the long
 * form any tool reads) and as an XLSX workbook with the sheets Project, Groups, Solutions and Items
 * (one row per entity, one column per figure). GET /api/v1/project-manager/projects/{id}/figures.csv|.xlsx.
 * The figures are the project's computed ones (project-figures.ts, M1–M9), at full precision.
 * Level `project` is today, the baseline (M3, issue #46); each alternative is beside it (level
 * `alternative`, with its saving against the baseline), never added to it.
 */
import { createRequire } from 'node:module';
import type { AggregateFigures, ItemFigures, ProjectAlternative } from '../../../../../shared/calc';
import { csvText } from '../../../../../shared/format/csv';
import type { RequestContext } from '../../../platform/context';
import type { MailLanguage } from '../../../platform/mail/mail-texts';
import { projectFor } from '../../projects';
import { computedProject, type ComputedProject } from '../summaries/project-figures';

// sheetjs-style is CommonJS; in Node its undeclared assignments are harmless (see client export/sheetjs.ts).
const XLSX = createRequire(import.meta.url)('sheetjs-style') as typeof import('sheetjs-style');

type Metric<F> = readonly [name: string, unit: string, value: (f: F) => number | null];

/** The LCA stages and the refurbishment offset (M5, M8), the same for an item and an aggregate. */
type LcaStageKey = 'manufacturingKg' | 'transportationKg' | 'useKg' | 'eolKg' | 'gwpKg' | 'refurbishmentImpactKg' | 'refurbishedOffsetTotalKg';
const LCA_METRICS: ReadonlyArray<Metric<{ lca: Record<LcaStageKey, number | null> }>> = [
  ['lca_manufacturing_kg', 'kg CO2e', (f) => f.lca.manufacturingKg],
  ['lca_transportation_kg', 'kg CO2e', (f) => f.lca.transportationKg],
  ['lca_use_kg', 'kg CO2e', (f) => f.lca.useKg],
  ['lca_eol_kg', 'kg CO2e', (f) => f.lca.eolKg],
  ['lca_gwp_kg', 'kg CO2e', (f) => f.lca.gwpKg],
  ['refurbishment_impact_kg', 'kg CO2e', (f) => f.lca.refurbishmentImpactKg],
  ['refurbished_offset_total_kg', 'kg CO2e', (f) => f.lca.refurbishedOffsetTotalKg],
];

/** The figures of a project, group or solution (AggregateFigures): energy M1–M2, CO2 and cost M3, rating M4, LCA M5. */
export const AGGREGATE_METRICS: ReadonlyArray<Metric<AggregateFigures>> = [
  ['item_count', 'count', (f) => f.itemCount],
  ['it_kwh', 'kWh', (f) => f.itKwh],
  ['ups_kwh', 'kWh', (f) => f.upsKwh],
  ['cooling_kwh', 'kWh', (f) => f.coolingKwh],
  ['total_kwh', 'kWh', (f) => f.totalKwh],
  ['covered_kwh', 'kWh', (f) => f.coveredKwh],
  ['co2_kg', 'kg CO2e', (f) => f.co2Kg],
  ['operational_cost', 'currency', (f) => f.operationalCost],
  ['investment', 'currency', (f) => f.investment],
  ['dcie_percent', '%', (f) => f.dciePercent],
  ['pue', 'ratio', (f) => f.pue],
  ['cooling_cop', 'ratio', (f) => f.cooling.cop],
  ['rating_score', 'score 1-7', (f) => f.rating.score],
  ['numeric_rating', 'A=7 … G=1', (f) => f.rating.numericRating],
  ...LCA_METRICS,
];

/** One item's figures (M1, M3, M5). */
export const ITEM_METRICS: ReadonlyArray<Metric<ItemFigures & { amount: number }>> = [
  ['amount', 'count', (f) => f.amount],
  ['annual_kwh', 'kWh', (f) => f.annualKwh],
  ['average_watts', 'W', (f) => f.averageWatts],
  ['total_kwh', 'kWh', (f) => f.totalKwh],
  ['co2_kg', 'kg CO2e', (f) => f.co2Kg],
  ['operational_cost', 'currency', (f) => f.operationalCost],
  ['investment', 'currency', (f) => f.investment],
  ...LCA_METRICS,
];

/** An alternative beside today (M3, issue #46): its own totals and its saving against the baseline. */
export const ALTERNATIVE_METRICS: ReadonlyArray<Metric<ProjectAlternative>> = [
  ['total_kwh', 'kWh', (a) => a.totalKwh],
  ['co2_kg', 'kg CO2e', (a) => a.co2Kg],
  ['operational_cost', 'currency', (a) => a.operationalCost],
  ['kwh_saving', 'kWh', (a) => a.kwhSaving],
  ['co2_saving_kg', 'kg CO2e', (a) => a.co2SavingKg],
  ['cost_saving', 'currency', (a) => a.costSaving],
];

export interface TidyRow {
  level: 'project' | 'alternative' | 'group' | 'solution' | 'item';
  group_id: number | null;
  group: string;
  solution_id: number | null;
  solution: string;
  item_id: number | null;
  item: string;
  metric: string;
  value: number | null;
  unit: string;
}

const itemName = (p: { manufacturer: string | null; modelName: string | null }) => [p.manufacturer, p.modelName].filter(Boolean).join(' ');

const groupNameOf = (c: Pick<ComputedProject, 'groups'>, id: string | null) => c.groups.find((g) => String(g.group.id) === id)?.group.name ?? '';

/**
 * Every figure as one long table: the project (today: its baseline, M3), each alternative beside it
 * with its saving, then each group, its solutions and their items.
 */
export function tidyRows(c: Pick<ComputedProject, 'figures' | 'groups'>): TidyRow[] {
  const rows: TidyRow[] = [];
  const base = { group_id: null, group: '', solution_id: null, solution: '', item_id: null, item: '' };
  const today = { ...base, group_id: c.figures.baselineGroupId === null ? null : Number(c.figures.baselineGroupId), group: groupNameOf(c, c.figures.baselineGroupId) };
  for (const [metric, unit, v] of AGGREGATE_METRICS) rows.push({ level: 'project', ...today, metric, value: v(c.figures), unit });
  for (const a of c.figures.alternatives) {
    const ab = { ...base, group_id: Number(a.groupId), group: groupNameOf(c, a.groupId) };
    for (const [metric, unit, v] of ALTERNATIVE_METRICS) rows.push({ level: 'alternative', ...ab, metric, value: v(a), unit });
  }
  for (const g of c.groups) {
    const gb = { ...base, group_id: g.group.id, group: g.group.name ?? '' };
    for (const [metric, unit, v] of AGGREGATE_METRICS) rows.push({ level: 'group', ...gb, metric, value: v(g.figures), unit });
    for (const s of g.solutions) {
      const sb = { ...gb, solution_id: s.solution.id, solution: s.solution.name ?? '' };
      for (const [metric, unit, v] of AGGREGATE_METRICS) rows.push({ level: 'solution', ...sb, metric, value: v(s.figures), unit });
      for (const i of s.items) {
        const ib = { ...sb, item_id: i.item.id, item: itemName(i.item.product) };
        for (const [metric, unit, v] of ITEM_METRICS) rows.push({ level: 'item', ...ib, metric, value: v({ ...i.figures, amount: i.item.amount }), unit });
      }
    }
  }
  return rows;
}

const CSV_COLUMNS = ['level', 'group_id', 'group', 'solution_id', 'solution', 'item_id', 'item', 'metric', 'value', 'unit'] as const;

type Words = Record<MailLanguage, string>;

/**
 * The files' words in the language the user asked for (issue #47, Translations): the CSV's header row,
 * the workbook's sheet names and the file name. Without `lang` they are the English column keys tools
 * read; the metric keys and level values stay keys in every language.
 */
const HEADERS: Record<(typeof CSV_COLUMNS)[number], Words> = {
  level: { en: 'level', da: 'niveau', de: 'Ebene', fr: 'niveau', nb: 'nivå' },
  group_id: { en: 'group_id', da: 'gruppe-id', de: 'Gruppen-ID', fr: 'id_groupe', nb: 'gruppe-id' },
  group: { en: 'group', da: 'gruppe', de: 'Gruppe', fr: 'groupe', nb: 'gruppe' },
  solution_id: { en: 'solution_id', da: 'løsnings-id', de: 'Lösungs-ID', fr: 'id_solution', nb: 'løsnings-id' },
  solution: { en: 'solution', da: 'løsning', de: 'Lösung', fr: 'solution', nb: 'løsning' },
  item_id: { en: 'item_id', da: 'udstyrs-id', de: 'Geräte-ID', fr: 'id_équipement', nb: 'utstyrs-id' },
  item: { en: 'item', da: 'udstyr', de: 'Gerät', fr: 'équipement', nb: 'utstyr' },
  metric: { en: 'metric', da: 'nøgletal', de: 'Kennzahl', fr: 'indicateur', nb: 'nøkkeltall' },
  value: { en: 'value', da: 'værdi', de: 'Wert', fr: 'valeur', nb: 'verdi' },
  unit: { en: 'unit', da: 'enhed', de: 'Einheit', fr: 'unité', nb: 'enhet' },
};
const SHEETS: Record<'project' | 'groups' | 'solutions' | 'items', Words> = {
  project: { en: 'Project', da: 'Projekt', de: 'Projekt', fr: 'Projet', nb: 'Prosjekt' },
  groups: { en: 'Groups', da: 'Grupper', de: 'Gruppen', fr: 'Groupes', nb: 'Grupper' },
  solutions: { en: 'Solutions', da: 'Løsninger', de: 'Lösungen', fr: 'Solutions', nb: 'Løsninger' },
  items: { en: 'Items', da: 'Udstyr', de: 'Geräte', fr: 'Équipements', nb: 'Utstyr' },
};
const FILE: Words = { en: 'figures', da: 'tal', de: 'kennzahlen', fr: 'chiffres', nb: 'tall' };

/** "fjordby-data-centre-tal.csv": the project's name and the word for figures in `lang`. */
export function figuresFileName(projectName: string, format: 'csv' | 'xlsx', lang: MailLanguage = 'en'): string {
  const safe = projectName.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase().slice(0, 60) || 'project';
  return `${safe}-${FILE[lang]}.${format}`;
}

/** The tidy rows as CSV: text cells quoted (RFC 4180) and neutralised against formula injection (shared/format/csv.ts). */
export function figuresCsv(c: Pick<ComputedProject, 'figures' | 'groups'>, lang: MailLanguage = 'en'): string {
  return csvText([CSV_COLUMNS.map((k) => HEADERS[k][lang]), ...tidyRows(c).map((r) => CSV_COLUMNS.map((k) => r[k]))]);
}

/**
 * The workbook: Project (today, the baseline, then each alternative with its saving: M3, issue #46),
 * Groups, Solutions and Items, one row each, ids and names first, then every figure.
 */
export function figuresWorkbook(c: Pick<ComputedProject, 'figures' | 'groups'>, lang: MailLanguage = 'en'): Buffer {
  const agg = AGGREGATE_METRICS.map(([m]) => m);
  const f = c.figures;
  const project = [
    ['role', 'group_id', 'group', ...ALTERNATIVE_METRICS.map(([m]) => m)],
    ['today', f.baselineGroupId === null ? null : Number(f.baselineGroupId), groupNameOf(c, f.baselineGroupId), f.totalKwh, f.co2Kg, f.operationalCost, null, null, null],
    ...f.alternatives.map((a) => ['alternative', Number(a.groupId), groupNameOf(c, a.groupId), ...ALTERNATIVE_METRICS.map(([, , v]) => v(a))]),
  ];
  const groups = [
    ['group_id', 'group', 'state', 'active', ...agg],
    ...c.groups.map((g) => [g.group.id, g.group.name ?? '', g.group.state, g.group.active, ...AGGREGATE_METRICS.map(([, , v]) => v(g.figures))]),
  ];
  const solutions = [
    ['group_id', 'group', 'solution_id', 'solution', 'solution_type', ...agg],
    ...c.groups.flatMap((g) => g.solutions.map((s) => [g.group.id, g.group.name ?? '', s.solution.id, s.solution.name ?? '', s.solution.solutionType.id, ...AGGREGATE_METRICS.map(([, , v]) => v(s.figures))])),
  ];
  const items = [
    ['group_id', 'group', 'solution_id', 'solution', 'item_id', 'item', 'category', ...ITEM_METRICS.map(([m]) => m)],
    ...c.groups.flatMap((g) =>
      g.solutions.flatMap((s) =>
        s.items.map((i) => [g.group.id, g.group.name ?? '', s.solution.id, s.solution.name ?? '', i.item.id, itemName(i.item.product), i.figures.categoryId, ...ITEM_METRICS.map(([, , v]) => v({ ...i.figures, amount: i.item.amount }))]),
      ),
    ),
  ];
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(project), SHEETS.project[lang]);
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(groups), SHEETS.groups[lang]);
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(solutions), SHEETS.solutions[lang]);
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(items), SHEETS.items[lang]);
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** The project's figures as the caller may see them (404 for another partner's project). */
export async function projectFigures(ctx: RequestContext, projectId: number): Promise<ComputedProject & { projectName: string }> {
  const project = await projectFor(ctx, projectId);
  const computed = await computedProject(ctx, project, { year: null, lcaReport: false });
  return { ...computed, projectName: project.name };
}
