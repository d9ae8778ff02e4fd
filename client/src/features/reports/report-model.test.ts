import { describe, expect, it } from 'vitest';
import { DEFAULT_REPORT_SETTINGS, settingsToEntries, type ReportSettings } from '../../../../shared/reports';
import { reportFormat } from './report-format';
import { buildReportModel, flowBlocks, frontPageImage, headlineGroup, joinedPages, keptWithNext, ownSheet, packSheets, planPages, warnedGroups, solutionsWithItemPages, type ReportGroup, type ReportItemRow, type ReportSolution, type ReportView } from './report-model';

function solution(id: string, calculationMode: number, itemCount: number): ReportSolution {
  return { id, name: `Solution ${id}`, calculationMode, itemCount } as ReportSolution;
}

function group(id: string, state: string, extra: Partial<ReportGroup> = {}): ReportGroup {
  return { id, name: `Group ${id}`, state, counted: true, primary: false, lcaItemCount: 0, refurbishedItemCount: 0, solutions: [], ...extra } as ReportGroup;
}

function view(groups: ReportGroup[], settings: Partial<ReportSettings> = {}): ReportView {
  return {
    solutionGroups: groups,
    reportSettings: settingsToEntries({ ...DEFAULT_REPORT_SETTINGS, ...settings }),
    report: { id: '1', year: 2026, comparativeHeading: null },
    reportOptions: { comprehensiveReportImage: 'c.svg', estimateReportImage: 'e.svg', lcaReportImage: 'l.svg', refurbishmentImage: 'r.svg' },
  } as unknown as ReportView;
}

const items = (n: number, extra: Partial<ReportItemRow> = {}): ReportItemRow[] =>
  Array.from({ length: n }, (_, i) => ({ id: String(i), lcaMethod: 'product', refurbished: false, ...extra }) as ReportItemRow);

const baseline = group('b', 'baseline', { solutions: [solution('s1', 1, 22), solution('s2', 2, 11)], lcaItemCount: 3 });
const primary = group('p', 'comparative', { primary: true, solutions: [solution('s3', 1, 2)], lcaItemCount: 2, refurbishedItemCount: 1 });
const second = group('c', 'comparative', { solutions: [solution('s4', 3, 40)], lcaItemCount: 40 });
const inactive = group('x', 'inactive', { counted: false, solutions: [solution('s5', 1, 1)] });
const all = [baseline, second, primary, inactive];

describe('#buildReportModel', () => {
  it('picks the baseline, the counted comparatives and the primary one for each report type', () => {
    const m = buildReportModel('comparative_report', view(all));
    expect(m.baseline?.id).toBe('b');
    expect(m.comparatives.map((g) => g.id)).toEqual(['c', 'p']);
    expect(m.primary?.id).toBe('p');
    expect(m.groups.map((g) => g.id)).toEqual(['b', 'c', 'p']);
    expect(buildReportModel('baseline_report', view(all)).groups.map((g) => g.id)).toEqual(['b']);
    expect(buildReportModel('baseline_report', view(all)).single).toBe(true);
    expect(buildReportModel('refurbishment_report', view(all)).groups.map((g) => g.id)).toEqual(['p']);
  });

  it.each([
    { type: 'baseline_report' as const, namespace: undefined, single: true },
    { type: 'lca_report' as const, namespace: 'project-manager', single: false },
    { type: 'comparative_report' as const, namespace: 'buyers', single: false },
    { type: 'baseline_report' as const, namespace: 'single-solution', single: true },
    { type: 'lca_report' as const, namespace: 'single-solution', single: true },
  ])('is a single-solution report (chart labels, no LCA data table) for the $type in $namespace: $single', ({ type, namespace, single }) => {
    expect(buildReportModel(type, view([baseline]), [], { namespace }).single).toBe(single);
  });

  it('takes the first comparative group when none is primary', () => {
    const m = buildReportModel('comparative_report', view([baseline, second, { ...primary, primary: false }]));
    expect(m.primary?.id).toBe('c');
  });
});

describe('#warnedGroups', () => {
  it("names only the groups the report covers: a comparative group's warnings stay off the baseline report", () => {
    const warnedPrimary = { ...primary, warnings: ['invalid_group_data'] };
    const groups = [{ ...baseline, warnings: [] }, { ...second, warnings: [] }, warnedPrimary, { ...inactive, warnings: ['invalid_group_data'] }];
    expect(warnedGroups(buildReportModel('baseline_report', view(groups))).map((g) => g.id)).toEqual([]);
    expect(warnedGroups(buildReportModel('comparative_report', view(groups))).map((g) => g.id)).toEqual(['p']);
  });
});

describe('#planPages', () => {
  it('numbers one front page, then the sections the settings include, in the comparative order', () => {
    const m = buildReportModel('comparative_report', view(all, { INCLUDE_APPENDIX: false }));
    expect(planPages(m).map((p) => p.kind)).toEqual([
      'front', 'introduction', 'executive-summary', 'co2', 'energy-wheels', 'roi', 'decision', 'decision', 'ups-cooling', 'lca-overview', 'methodology', 'references',
    ]);
  });

  it('puts replace or retain after the return on investment, one block per comparative group, the first with the heading (issue #32)', () => {
    const m = buildReportModel('comparative_report', view(all, { INCLUDE_APPENDIX: false }));
    const comparative = m.groups.filter((g) => g.state === 'comparative').map((g) => g.id);
    expect(comparative.length).toBeGreaterThan(1);
    expect(planPages(m).filter((p) => p.kind === 'decision')).toEqual(comparative.map((groupId, i) => ({ kind: 'decision', groupId, first: i === 0 })));
    expect(planPages(buildReportModel('baseline_report', view(all))).some((p) => p.kind === 'decision')).toBe(false);
  });

  it('drops each section whose INCLUDE_ setting is off', () => {
    const off = buildReportModel('comparative_report', view(all, {
      INCLUDE_PREFACE: false, INCLUDE_PROJECT_DESCRIPTION: false, INCLUDE_ROI: false, INCLUDE_ENERGYWHEEL: false, INCLUDE_ENERGY_EFFICIENCY: false,
      INCLUDE_UPS_COOLING: false, INCLUDE_LCA: false, INCLUDE_METHODOLOGIES: false, INCLUDE_DATA_METHOD: false, INCLUDE_REFERENCES: false, INCLUDE_APPENDIX: false,
    }));
    expect(planPages(off).map((p) => p.kind)).toEqual(['front', 'executive-summary', 'co2']);
    const wheelOnly = buildReportModel('comparative_report', view(all, { INCLUDE_ENERGYWHEEL: false, INCLUDE_APPENDIX: false }));
    expect(planPages(wheelOnly).map((p) => p.kind)).toContain('energy-wheels');
  });

  it('pages data-centre items 3 then 18 and end-user items 2 then 8 in the appendix (spec §9), a last page never with fewer than 3 rows the page before can spare (issue #46 point 9)', () => {
    const m = buildReportModel('baseline_report', view(all));
    const pages = planPages(m, new Map([['s1', items(22)], ['s2', items(11)]]));
    const solutionPages = pages.filter((p) => p.kind === 'solution');
    expect(solutionPages.map((p) => (p.kind === 'solution' ? [p.solutionId, p.items.length, p.chunks] : null))).toEqual([
      ['s1', 3, 3], ['s1', 16, 3], ['s1', 3, 3],
      ['s2', 2, 3], ['s2', 6, 3], ['s2', 3, 3],
    ]);
  });

  it('gives a solution one summary page without INCLUDE_DETAILED_ITEMS, and loads no items for it', () => {
    const m = buildReportModel('baseline_report', view(all, { INCLUDE_DETAILED_ITEMS: false }));
    expect(solutionsWithItemPages(m)).toEqual([]);
    expect(planPages(m).filter((p) => p.kind === 'solution')).toHaveLength(2);
  });

  it('lists LCA products 16 per page and detailed LCA products 9 per page in the LCA report', () => {
    const m = buildReportModel('lca_report', view(all));
    const loaded = new Map([['s1', items(20)], ['s2', items(0)], ['s3', items(2)], ['s4', items(40)]]);
    const pages = planPages(m, loaded).filter((p) => p.kind === 'lca-products');
    const c = pages.filter((p) => p.kind === 'lca-products' && p.groupId === 'c');
    expect(c.map((p) => (p.kind === 'lca-products' ? [p.detailed, p.items.length] : null))).toEqual([
      [false, 16], [false, 16], [false, 8],
      [true, 9], [true, 9], [true, 9], [true, 9], [true, 4],
    ]);
  });

  it('lists every item in the detailed LCA, those without LCA data too: the table adds up to its group (issue #46 point 6)', () => {
    const m = buildReportModel('lca_report', view([group('b', 'baseline', { solutions: [solution('s1', 1, 3)], lcaItemCount: 3 })]));
    const pages = planPages(m, new Map([['s1', [...items(2), ...items(1, { id: 'switch', lcaMethod: null })]]]));
    const detailed = pages.find((p) => p.kind === 'lca-products' && p.detailed);
    expect(detailed?.kind === 'lca-products' && detailed.items.map((i) => i.id)).toEqual(['0', '1', 'switch']);
  });

  it('lists only refurbished items in the refurbishment report', () => {
    const m = buildReportModel('refurbishment_report', view(all));
    const pages = planPages(m, new Map([['s3', [...items(1, { refurbished: true }), ...items(1)]]]));
    expect(pages.map((p) => p.kind)).toEqual(['front', 'introduction', 'refurbishment-overview', 'refurbishment-group', 'lca-products', 'methodology', 'references']);
    const list = pages.find((p) => p.kind === 'lca-products');
    expect(list?.kind === 'lca-products' && list.items).toHaveLength(1);
  });
});

describe('#flowBlocks and #packSheets', () => {
  const pages = planPages(buildReportModel('baseline_report', view(all)));
  const blocks = flowBlocks(pages);

  it('splits the sections with parts into one block per part and keeps the rest whole', () => {
    expect(blocks.map((b) => `${b.page.kind}${b.part == null ? '' : `:${b.part}`}`)).toEqual([
      'front',
      'introduction:0', 'introduction:1', 'introduction:2',
      'baseline-results:0', 'baseline-results:1', 'baseline-results:2',
      'energy-wheels:0', 'energy-wheels:1',
      'ups-cooling:0', 'ups-cooling:1',
      'lca-overview:0', 'lca-overview:1',
      'methodology:0', 'methodology:1',
      'references',
      'solution', 'solution',
    ]);
  });

  it('puts every block on a sheet of its own before the blocks are measured', () => {
    expect(packSheets(blocks, null, 900, 20)).toEqual(blocks.map((_, i) => [i]));
  });

  it('fills a sheet while the next block fits with the gap, keeps the front page alone, and lets empty blocks take no room', () => {
    const heights = [990, 200, 0, 0, 300, 350, 200, 600, 150, 200, 150, 300, 320, 400, 100, 300, 500, 1200];
    expect(packSheets(blocks, heights, 900, 20)).toEqual([
      [0], // the front page
      [1, 2, 3, 4, 5], // 200 + 20 + 300 + 20 + 350 = 890: the introduction's empty parts add nothing
      [6, 7], // 200 after 890 would not fit; 200 + 20 + 600 = 820, and 150 more would make 990
      [8, 9, 10, 11], // 150 + 200 + 150 + 300 and three gaps = 860
      [12, 13, 14], // 320 + 400 + 100 and two gaps = 860
      [15, 16], // 300 + 20 + 500 = 820
      [17], // taller than a sheet: a sheet of its own
    ]);
  });

  it("puts every full continued item page on a sheet of its own whatever the heights (spec §9's page sizes), and a solution's first and last item pages where they fit", () => {
    // 40 data-centre items: 3 on the first page, 18, 16, then 3 on the last.
    const many = planPages(buildReportModel('baseline_report', view(all)), new Map([['s1', items(40)]]));
    const flow = flowBlocks(many);
    expect(flow.filter((b) => ownSheet(b.page)).map((b) => (b.page.kind === 'solution' ? b.page.chunk : -1))).toEqual([1, 2]);
    const sheets = packSheets(flow, flow.map(() => 10), 900, 20);
    for (const sheet of sheets) if (sheet.some((i) => ownSheet(flow[i].page))) expect(sheet).toHaveLength(1);
    // The first page (10 px high here) joins the sheet before it, the last (3 items) the sheet after the full pages.
    const at = (chunk: number) => flow.findIndex((b) => b.page.kind === 'solution' && b.page.solutionId === 's1' && b.page.chunk === chunk);
    expect(sheets.find((sheet) => sheet.includes(at(0)))!.length).toBeGreaterThan(1);
    expect(sheets.find((sheet) => sheet.includes(at(3)))!.length).toBeGreaterThan(1);
  });
});

describe('#packSheets keeps a short last list page with the page before it (issue #46 point 9)', () => {
  // The demo baseline report: a data-centre solution (3 items, one page) and an end-user one of 3 items,
  // which end-user paging splits 2 + 1. Its last sheet held the one row alone (82 % blank).
  const m = buildReportModel('baseline_report', view([group('b', 'baseline', { solutions: [solution('s1', 1, 3), solution('s2', 2, 3)] })], { INCLUDE_PREFACE: false, INCLUDE_PROJECT_DESCRIPTION: false, INCLUDE_OPERATIONAL_RESULTS: false, INCLUDE_ENERGYWHEEL: false, INCLUDE_UPS_COOLING: false, INCLUDE_LCA: false, INCLUDE_METHODOLOGIES: false, INCLUDE_DATA_METHOD: false, INCLUDE_REFERENCES: false }));
  const flow = flowBlocks(planPages(m, new Map([['s1', items(3)], ['s2', items(3)]])));
  const kinds = flow.map((b) => (b.page.kind === 'solution' ? `${b.page.solutionId}:${b.page.chunk}/${b.page.items.length}` : b.page.kind));

  it('moves the page before the short last page along when the last does not fit, so that no sheet holds one row alone', () => {
    expect(kinds).toEqual(['front', 's1:0/3', 's2:0/2', 's2:1/1']);
    // 500 + 20 + 350 = 870 fits on a sheet of 900; the last page's 110 does not: it takes its first page along.
    expect(packSheets(flow, [990, 500, 350, 110], 900, 20)).toEqual([[0], [1], [2, 3]]);
  });

  it('leaves the blocks where they are when the last page fits, or the two would not fit on a sheet together, or the page before is alone on its sheet', () => {
    expect(packSheets(flow, [990, 400, 350, 110], 900, 20)).toEqual([[0], [1, 2, 3]]);
    expect(packSheets(flow, [990, 500, 350, 600], 900, 20)).toEqual([[0], [1, 2], [3]]);
    const alone = flowBlocks(planPages(buildReportModel('baseline_report', view([group('b', 'baseline', { solutions: [solution('s2', 2, 3)] })], { INCLUDE_PREFACE: false, INCLUDE_PROJECT_DESCRIPTION: false, INCLUDE_OPERATIONAL_RESULTS: false, INCLUDE_ENERGYWHEEL: false, INCLUDE_UPS_COOLING: false, INCLUDE_LCA: false, INCLUDE_METHODOLOGIES: false, INCLUDE_DATA_METHOD: false, INCLUDE_REFERENCES: false })), new Map([['s2', items(3)]])));
    expect(packSheets(alone, [990, 850, 110], 900, 20)).toEqual([[0], [1], [2]]);
  });

  it('names the page that goes along (keptWithNext), for the page flow and its tests', () => {
    expect(flow.map((_, i) => keptWithNext(flow, i))).toEqual([false, false, true, false]);
  });

  it('draws a last page that shares the sheet of its page before as the same table: its rows go up, its block draws nothing', () => {
    const drawn = joinedPages(flow, [[0], [1], [2, 3]]);
    expect(drawn[3]).toBeNull();
    expect(drawn[2]?.kind === 'solution' && [drawn[2].items.length, drawn[2].chunk, drawn[2].chunks]).toEqual([3, 0, 1]);
    // On sheets of their own, each page draws itself.
    expect(joinedPages(flow, [[0], [1, 2], [3]])).toEqual(flow.map((b) => b.page));
  });
});

describe('#frontPageImage', () => {
  it('takes the report options image of each report type', () => {
    const o = view([]).reportOptions;
    expect([frontPageImage('comparative_report', o), frontPageImage('baseline_report', o), frontPageImage('lca_report', o), frontPageImage('refurbishment_report', o)]).toEqual([
      'c.svg', 'e.svg', 'l.svg', 'r.svg',
    ]);
  });
});

describe('#reportFormat', () => {
  it('honours PRECISION for energy and money and CO2_PRECISION with the M7 unit for emissions', () => {
    const f = reportFormat('en-GB', 0, 2, 'DKK');
    expect(f.kwh(12345.678)).toBe('12,346');
    expect(f.money(1234.5).replace(/\u00a0/g, ' ')).toBe('DKK 1,235');
    expect(f.co2(9999)).toEqual({ value: '9,999.00', unit: 'kg' });
    expect(f.co2(70950.64)).toEqual({ value: '70.95', unit: 't' });
    expect(f.kg(70950.646)).toBe('70,950.65');
  });

  it('shows a table column of emissions in the unit of its largest value', () => {
    const col = reportFormat('en-GB', 0, 1, 'DKK').co2Column([2309.3, 15765.4, null]);
    expect(col.unit).toBe('t CO2e');
    expect([col.cell(2309.3), col.cell(15765.4), col.cell(null)]).toEqual(['2.3', '15.8', '–']);
  });
});

describe('#headlineGroup', () => {
  it('is the group whose heading and document total a report states', () => {
    expect(headlineGroup(buildReportModel('baseline_report', view(all)))?.id).toBe('b');
    expect(headlineGroup(buildReportModel('comparative_report', view(all)))?.id).toBe('p');
    expect(headlineGroup(buildReportModel('lca_report', view(all)))?.id).toBe('p');
    expect(headlineGroup(buildReportModel('lca_report', view([baseline])))?.id).toBe('b');
    expect(headlineGroup(buildReportModel('refurbishment_report', view(all)))?.id).toBe('p');
    const refurbishedSecond = [baseline, { ...second, refurbishedItemCount: 3 }, { ...primary, refurbishedItemCount: 0 }];
    expect(headlineGroup(buildReportModel('refurbishment_report', view(refurbishedSecond)))?.id).toBe('c');
  });
});
