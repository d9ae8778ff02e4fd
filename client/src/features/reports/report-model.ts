/**
 * What a report shows, as data: which groups it covers and which printed pages it has, in order
 * (spec/project-areas.md §2 "Report screens", §3 Report setting, §9 report page sizes). Page counts
 * are known before anything renders, so every page can carry 'Page n/total' (shared/reports
 * numberPages) and the print view has exactly the pages it lists.
 */
import { chunkForPrint, isLcaReport, MIN_LAST_PAGE_ROWS, printListKind, settingsFromEntries, type PrintListKind, type ReportSettings, type ReportType } from '../../../../shared/reports';
import type { ProjectReportCategoriesQuery, ProjectReportItemsQuery, ProjectReportViewQuery } from '../../gql/graphql';

export type ReportView = ProjectReportViewQuery['projectReport'];
export type ReportGroup = ReportView['solutionGroups'][number];
export type ReportSolution = ReportGroup['solutions'][number];
export type GroupCategories = ProjectReportCategoriesQuery['projectReport']['solutionGroups'][number];
export type ReportItemRow = ProjectReportItemsQuery['projectReport']['items'][number];

export interface ReportModel {
  type: ReportType;
  data: ReportView;
  settings: ReportSettings;
  baseline: ReportGroup | null;
  /** Counted comparative groups (requested ones included), in order. */
  comparatives: ReportGroup[];
  /** The primary comparative group, else the first. */
  primary: ReportGroup | null;
  /** The groups this report covers, in order. */
  groups: ReportGroup[];
  /**
   * A single-solution report (spec §2: "An LCA data table is shown instead of chart labels when the
   * report is not a single-solution report"): the baseline report, and every report of a project of the
   * single-solution namespace. Its charts carry labels instead of the LCA data table.
   */
  single: boolean;
  categories: ReadonlyMap<string, GroupCategories>;
}

export interface ReportModelOptions {
  /** The app namespace the report is opened in (its address): single-solution makes every report a single-solution one. */
  namespace?: string;
}

export function buildReportModel(type: ReportType, data: ReportView, categories: readonly GroupCategories[] = [], options: ReportModelOptions = {}): ReportModel {
  const settings = settingsFromEntries(data.reportSettings);
  const baseline = data.solutionGroups.find((g) => g.state === 'baseline') ?? null;
  const comparatives = data.solutionGroups.filter((g) => g.state !== 'baseline' && g.counted);
  const primary = comparatives.find((g) => g.primary) ?? comparatives[0] ?? null;
  const withBaseline = (list: ReportGroup[]) => (baseline ? [baseline, ...list] : list);
  const groups =
    type === 'baseline_report'
      ? withBaseline([])
      : type === 'comparative_report'
        ? withBaseline(comparatives)
        : type === 'lca_report'
          ? withBaseline(comparatives).filter((g) => g.lcaItemCount > 0)
          : withBaseline(comparatives).filter((g) => g.refurbishedItemCount > 0);
  return {
    type,
    data,
    settings,
    baseline,
    comparatives,
    primary,
    groups,
    single: type === 'baseline_report' || options.namespace === 'single-solution',
    categories: new Map(categories.map((c) => [c.id, c])),
  };
}

/**
 * The group a report is about, whose heading is on its front page and whose total its document
 * states (shared/reports documentCo2Total): the baseline; the primary comparative group; for LCA
 * the primary group, else the baseline; for refurbishment the primary group when it has refurbished
 * items, else the first group that has.
 */
export function headlineGroup(m: Pick<ReportModel, 'type' | 'baseline' | 'primary' | 'groups'>): ReportGroup | null {
  switch (m.type) {
    case 'baseline_report':
      return m.baseline;
    case 'comparative_report':
      return m.primary;
    case 'lca_report':
      return m.primary ?? m.baseline;
    default:
      return m.primary && m.primary.refurbishedItemCount > 0 ? m.primary : (m.groups[0] ?? null);
  }
}

/**
 * The groups whose warnings the 'Group has warnings!' dialog names (spec §2): those this report covers.
 * A comparative group's warnings do not concern the baseline report.
 */
export function warnedGroups(m: Pick<ReportModel, 'groups'>): ReportGroup[] {
  return m.groups.filter((g) => g.warnings.length > 0);
}

/** The solutions whose items a report's pages list (appendix, LCA products, refurbished items). */
export function solutionsWithItemPages(m: ReportModel): { group: ReportGroup; solution: ReportSolution }[] {
  const s = m.settings;
  const wanted =
    m.type === 'lca_report' || m.type === 'refurbishment_report' ? true : s.INCLUDE_APPENDIX && s.INCLUDE_DETAILED_ITEMS;
  if (!wanted) return [];
  return m.groups.flatMap((group) => group.solutions.filter((solution) => solution.itemCount > 0).map((solution) => ({ group, solution })));
}

export type PageSpec =
  | { kind: 'front' }
  | { kind: 'introduction' }
  | { kind: 'baseline-results' }
  | { kind: 'executive-summary' }
  | { kind: 'co2' }
  | { kind: 'energy-wheels' }
  | { kind: 'roi' }
  | { kind: 'decision'; groupId: string; first: boolean }
  | { kind: 'ups-cooling' }
  | { kind: 'lca-overview' }
  | { kind: 'lca-group'; groupId: string }
  | { kind: 'refurbishment-overview' }
  | { kind: 'refurbishment-group'; groupId: string }
  | { kind: 'methodology' }
  | { kind: 'references' }
  | { kind: 'solution'; groupId: string; solutionId: string; listKind: PrintListKind | null; items: ReportItemRow[]; chunk: number; chunks: number }
  | { kind: 'lca-products'; groupId: string; detailed: boolean; items: ReportItemRow[]; chunk: number; chunks: number };

export type PageKind = PageSpec['kind'];

function solutionPages(group: ReportGroup, solution: ReportSolution, items: readonly ReportItemRow[] | null): PageSpec[] {
  const listKind = printListKind(solution.calculationMode);
  const chunks = items ? chunkForPrint(items, listKind) : [];
  if (chunks.length === 0) return [{ kind: 'solution', groupId: group.id, solutionId: solution.id, listKind: null, items: [], chunk: 0, chunks: 1 }];
  return chunks.map((chunk, i) => ({ kind: 'solution', groupId: group.id, solutionId: solution.id, listKind, items: chunk, chunk: i, chunks: chunks.length }));
}

function productPages(group: ReportGroup, items: readonly ReportItemRow[], detailed: boolean): PageSpec[] {
  const chunks = chunkForPrint(items, detailed ? 'detailed_lca' : 'lca_products');
  return chunks.map((chunk, i) => ({ kind: 'lca-products', groupId: group.id, detailed, items: chunk, chunk: i, chunks: chunks.length }));
}

/**
 * The printed pages of a report, in order. `items` holds the loaded items per solution id (those of
 * solutionsWithItemPages); a solution whose items are not loaded yet gets its summary page only.
 */
export function planPages(m: ReportModel, items: ReadonlyMap<string, readonly ReportItemRow[]> = new Map()): PageSpec[] {
  const s = m.settings;
  const pages: PageSpec[] = [{ kind: 'front' }];
  if (s.INCLUDE_PREFACE || s.INCLUDE_PROJECT_DESCRIPTION || (isLcaReport(m.type) && s.INCLUDE_LCA_INTRO)) pages.push({ kind: 'introduction' });
  const groupItems = (g: ReportGroup) => g.solutions.flatMap((sol) => items.get(sol.id) ?? []);

  switch (m.type) {
    case 'baseline_report':
      if (s.INCLUDE_OPERATIONAL_RESULTS) pages.push({ kind: 'baseline-results' });
      if (s.INCLUDE_ENERGYWHEEL) pages.push({ kind: 'energy-wheels' });
      if (s.INCLUDE_UPS_COOLING) pages.push({ kind: 'ups-cooling' });
      if (s.INCLUDE_LCA && m.groups.some((g) => g.lcaItemCount > 0)) pages.push({ kind: 'lca-overview' });
      break;
    case 'comparative_report':
      if (s.INCLUDE_OPERATIONAL_RESULTS) pages.push({ kind: 'executive-summary' }, { kind: 'co2' });
      if (s.INCLUDE_ENERGYWHEEL || s.INCLUDE_ENERGY_EFFICIENCY) pages.push({ kind: 'energy-wheels' });
      if (s.INCLUDE_ROI) {
        pages.push({ kind: 'roi' });
        // Replace or retain (issue #32): the carbon payback beside the money payback, one block per comparative group.
        m.groups.filter((g) => g.state === 'comparative').forEach((g, i) => pages.push({ kind: 'decision', groupId: g.id, first: i === 0 }));
      }
      if (s.INCLUDE_UPS_COOLING) pages.push({ kind: 'ups-cooling' });
      if (s.INCLUDE_LCA && m.groups.some((g) => g.lcaItemCount > 0)) pages.push({ kind: 'lca-overview' });
      break;
    case 'lca_report':
      pages.push({ kind: 'lca-overview' });
      for (const g of m.groups) {
        pages.push({ kind: 'lca-group', groupId: g.id });
        pages.push(...productPages(g, groupItems(g), false));
        // Every item, those without LCA data too (their use stage counts in the group's GWP, M5): the
        // detailed table adds up to its group (issue #46 point 6: 1,743,663.1 of rows under 1,758,241.0).
        if (s.INCLUDE_DETAILED_ITEMS) pages.push(...productPages(g, groupItems(g), true));
      }
      break;
    case 'refurbishment_report':
      pages.push({ kind: 'refurbishment-overview' });
      for (const g of m.groups) {
        pages.push({ kind: 'refurbishment-group', groupId: g.id });
        pages.push(...productPages(g, groupItems(g).filter((i) => i.refurbished), false));
      }
      break;
  }

  if (s.INCLUDE_METHODOLOGIES || s.INCLUDE_DATA_METHOD) pages.push({ kind: 'methodology' });
  if (s.INCLUDE_REFERENCES) pages.push({ kind: 'references' });
  if ((m.type === 'baseline_report' || m.type === 'comparative_report') && s.INCLUDE_APPENDIX) {
    for (const g of m.groups) {
      for (const sol of g.solutions) pages.push(...solutionPages(g, sol, s.INCLUDE_DETAILED_ITEMS ? (items.get(sol.id) ?? null) : null));
    }
  }
  return pages;
}

/** The front-page image of a report type (report options per type, spec/platform-and-shell.md §3). */
export function frontPageImage(
  type: ReportType,
  options: Pick<ReportView['reportOptions'], 'comprehensiveReportImage' | 'estimateReportImage' | 'lcaReportImage' | 'refurbishmentImage'>,
): string {
  switch (type) {
    case 'comparative_report':
      return options.comprehensiveReportImage;
    case 'baseline_report':
      return options.estimateReportImage;
    case 'lca_report':
      return options.lcaReportImage;
    default:
      return options.refurbishmentImage;
  }
}

/** The settings key that decides whether the client's name is written on an energy wheel. */
export function clientNameOnWheel(m: ReportModel, group: ReportGroup): boolean {
  return group.state === 'baseline' ? m.settings.INCLUDE_CLIENT_NAME_ENERGYWHEEL_BASELINE : m.settings.INCLUDE_CLIENT_NAME_ENERGYWHEEL_COMPARATIVE;
}

/**
 * Sections that the page flow may split between sheets, and into how many parts (each part a heading
 * with its content, so no heading is left alone at the foot of a sheet). The section components mark
 * their parts with `<Part n>` (sections/blocks.tsx).
 */
export const SECTION_PARTS: Partial<Record<PageKind, number>> = {
  introduction: 3,
  'baseline-results': 3,
  'executive-summary': 2,
  co2: 2,
  'energy-wheels': 2,
  'ups-cooling': 2,
  // Replace or retain: the introduction (first group only), then the group's figures and chart.
  decision: 2,
  'lca-overview': 2,
  'lca-group': 2,
  'refurbishment-overview': 2,
  methodology: 2,
};

/**
 * Whether a page is a sheet of its own: a full continued item page of the appendix (neither a
 * solution's first item page nor its last), holding exactly spec §9's count for a page (18
 * data-centre items, 8 end-user items, 16 LCA products, 9 detailed). Such pages are never packed
 * with other blocks, so they need no measuring, and a large report lays them out on screen only when
 * they are shown (ReportPrintStyles: `.report-sheet-own`). First and last item pages, which may be
 * short, still share a sheet when they fit, so that no sheet is left mostly blank.
 */
export function ownSheet(page: PageSpec): boolean {
  return (page.kind === 'solution' || page.kind === 'lca-products') && page.chunk > 0 && page.chunk < page.chunks - 1;
}

/** One unbreakable block of the page flow: a section, or one part of it (`part` null = the whole section). */
export interface FlowBlock {
  page: PageSpec;
  part: number | null;
}

/** The page plan as flow blocks: split sections as one block per part, the rest whole. */
export function flowBlocks(pages: readonly PageSpec[]): FlowBlock[] {
  return pages.flatMap((page): FlowBlock[] => {
    const parts = SECTION_PARTS[page.kind] ?? 0;
    return parts > 1 ? Array.from({ length: parts }, (_, part) => ({ page, part })) : [{ page, part: null }];
  });
}

/**
 * Whether block `i` is the last page of an item list that holds fewer rows than MIN_LAST_PAGE_ROWS,
 * right after the page before it of the same list (chunkForPrint could not spare it more rows).
 */
function shortLastChunk(blocks: readonly FlowBlock[], i: number): boolean {
  const page = blocks[i]?.page;
  if (!page || (page.kind !== 'solution' && page.kind !== 'lca-products')) return false;
  return page.chunk === page.chunks - 1 && page.items.length < MIN_LAST_PAGE_ROWS && continuesList(blocks, i);
}

/**
 * The blocks of each sheet as drawn: a list's last page drawn right under its page before on the same
 * sheet goes on in that page's table (one table, no "continued" heading or second head; its own block
 * draws nothing). Each entry is the page a block draws, or null for a block whose rows went up.
 */
export function joinedPages(blocks: readonly FlowBlock[], sheets: readonly number[][]): Array<PageSpec | null> {
  const out: Array<PageSpec | null> = blocks.map((b) => b.page);
  for (const sheet of sheets) {
    sheet.forEach((i, k) => {
      const page = blocks[i].page;
      const before = out[i - 1];
      if (k === 0 || sheet[k - 1] !== i - 1 || !before || !continuesList(blocks, i)) return;
      if ((page.kind === 'solution' || page.kind === 'lca-products') && before.kind === page.kind) {
        out[i - 1] = { ...before, items: [...before.items, ...page.items], chunks: before.chunks - 1 } as PageSpec;
        out[i] = null;
      }
    });
  }
  return out;
}

/** Whether block `i` is the next page of the same item list as block `i − 1`. */
function continuesList(blocks: readonly FlowBlock[], i: number): boolean {
  const page = blocks[i]?.page;
  const before = blocks[i - 1]?.page;
  if (!page || !before || page.kind !== before.kind || (page.kind !== 'solution' && page.kind !== 'lca-products')) return false;
  const prev = before as typeof page;
  if (page.chunk !== prev.chunk + 1 || page.groupId !== prev.groupId) return false;
  return page.kind === 'solution' ? page.solutionId === (prev as typeof page).solutionId : page.detailed === (prev as typeof page).detailed;
}

/**
 * Whether block `i` goes with the next one to a new sheet when the next does not fit below it (issue
 * #46 point 9, "keep with previous"): a list's page before its short last page, so that no sheet holds
 * one or two rows of a list alone.
 */
export function keptWithNext(blocks: readonly FlowBlock[], i: number): boolean {
  return shortLastChunk(blocks, i + 1);
}

/**
 * The flow blocks laid out on sheets: each block on the current sheet when it fits below what is
 * there (with `gap` px between blocks), else on a new sheet; the front page and the full continued
 * item pages (ownSheet) alone, whatever their heights. An empty block (a part switched off by the report
 * settings, height 0) takes no room. A block taller than a sheet gets a sheet of its own. Without
 * heights (before the first measurement) every block is its own sheet. A list's short last page
 * (fewer than MIN_LAST_PAGE_ROWS rows) that must start a new sheet takes the page before it along, when
 * the two fit on one sheet and that page is not alone on its own: a last sheet of a single table row
 * (82 % blank, issue #46 point 9) becomes a sheet with the list's heading and its rows.
 */
export function packSheets(blocks: readonly FlowBlock[], heights: readonly number[] | null, available: number, gap: number): number[][] {
  if (!heights || heights.length !== blocks.length || !(available > 0)) return blocks.map((_, i) => [i]);
  const sheets: number[][] = [];
  let used = 0;
  const alone = (i: number) => blocks[i].page.kind === 'front' || ownSheet(blocks[i].page);
  blocks.forEach((block, i) => {
    const h = heights[i];
    const current = sheets.at(-1);
    const afterAlone = current?.some(alone) ?? false;
    if (alone(i) || afterAlone || !current) {
      sheets.push([i]);
      used = h;
    } else if (h <= 0) {
      current.push(i);
    } else if ((used === 0 ? h : used + gap + h) <= available) {
      current.push(i);
      used = used === 0 ? h : used + gap + h;
    } else if (keptWithNext(blocks, i - 1) && current.length > 1 && current.at(-1) === i - 1 && heights[i - 1] + gap + h <= available) {
      current.pop();
      sheets.push([i - 1, i]);
      used = heights[i - 1] + gap + h;
    } else {
      sheets.push([i]);
      used = h;
    }
  });
  return sheets;
}
