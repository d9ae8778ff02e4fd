/**
 * Print layout of the reports (spec/project-areas.md §2 "The print view shows page numbers as 'Page
 * n/total'", §9 "Report page sizes"): how many item rows go on each printed page, and the page labels.
 */

/** Item rows per printed page: the first page of a list has room for fewer (it carries the heading). */
export const PRINT_PAGE_SIZES = {
  /** Data-centre items (calculation mode 1): 3 on the first page, then 18 per page. */
  datacentre: { first: 3, rest: 18 },
  /** End-user items (calculation mode 2): 2 first, then 8. */
  end_user: { first: 2, rest: 8 },
  /** LCA products (calculation mode 3): 16 first, then 16 per page. */
  lca_products: { first: 16, rest: 16 },
  /** Detailed LCA products: 9 per page. */
  detailed_lca: { first: 9, rest: 9 },
} as const satisfies Record<string, { first: number; rest: number }>;

export type PrintListKind = keyof typeof PRINT_PAGE_SIZES;

/**
 * The height in millimetres that Chrome gives the last printed page of an A4 report: content taller
 * than this spills onto an extra, empty-looking page, so the print view caps the last page at it.
 */
export const CHROME_LAST_PAGE_HEIGHT_MM = 293;

/** The item list kind of a solution's calculation mode (1 data centre, 2 end user, 3 LCA products). */
export function printListKind(calculationMode: number): PrintListKind {
  if (calculationMode === 1) return 'datacentre';
  if (calculationMode === 2) return 'end_user';
  return 'lca_products';
}

/**
 * The fewest rows the last page of a list holds when the page before can spare them (issue #46 point 9:
 * a report ended on a page of one table row, 82 % blank). Typesetting's widow rule, for table rows.
 */
export const MIN_LAST_PAGE_ROWS = 3;

/**
 * Splits items into printed pages: `first` rows on the first page, then `rest` per page. A last page
 * of fewer than MIN_LAST_PAGE_ROWS rows takes rows from the page before, as long as that page keeps at
 * least as many ([3, 18, 18, 1] → [3, 18, 16, 3]); a short first page cannot spare any ([2, 1] stays,
 * and the page flow keeps the two together, report-model packSheets). No items, no pages. Order is
 * kept; the input is not changed.
 */
export function chunkForPrint<T>(items: readonly T[], kind: PrintListKind): T[][] {
  const { first, rest } = PRINT_PAGE_SIZES[kind];
  if (items.length === 0) return [];
  const pages: T[][] = [items.slice(0, first)];
  for (let i = first; i < items.length; i += rest) pages.push(items.slice(i, i + rest));
  if (pages.length > 1) {
    const last = pages[pages.length - 1]!;
    const before = pages[pages.length - 2]!;
    const need = MIN_LAST_PAGE_ROWS - last.length;
    if (need > 0 && before.length - need >= MIN_LAST_PAGE_ROWS) {
      pages[pages.length - 1] = [...before.slice(before.length - need), ...last];
      pages[pages.length - 2] = before.slice(0, before.length - need);
    }
  }
  return pages;
}

/** How many printed pages `count` items take. */
export function printPageCount(count: number, kind: PrintListKind): number {
  const { first, rest } = PRINT_PAGE_SIZES[kind];
  if (!(count > 0)) return 0;
  return count <= first ? 1 : 1 + Math.ceil((count - first) / rest);
}

/** The default page label; the client passes its translation of the same template. */
export const PAGE_LABEL_TEMPLATE = 'Page {n}/{total}';

/** 'Page n/total' (spec §2), from a template with `{n}` and `{total}`. */
export function pageLabel(n: number, total: number, template: string = PAGE_LABEL_TEMPLATE): string {
  return template.replace('{n}', String(n)).replace('{total}', String(total));
}

export interface NumberedSection<K> {
  key: K;
  /** Number of the section's first page (1-based); equals `last + 1` for an empty section. */
  first: number;
  last: number;
  /** One label per page of the section. */
  labels: string[];
}

/**
 * Numbers the pages of a report made of sections (front page, summary, item lists…), each taking a
 * known number of pages: every section gets its page numbers and 'Page n/total' labels, where total
 * counts every page of the report. Sections with 0 pages take no number.
 */
export function numberPages<K>(
  sections: readonly { key: K; pages: number }[],
  template: string = PAGE_LABEL_TEMPLATE,
): { total: number; sections: NumberedSection<K>[] } {
  const total = sections.reduce((sum, s) => sum + Math.max(0, Math.floor(s.pages)), 0);
  let next = 1;
  const numbered = sections.map((s) => {
    const pages = Math.max(0, Math.floor(s.pages));
    const first = next;
    next += pages;
    return { key: s.key, first, last: next - 1, labels: Array.from({ length: pages }, (_, i) => pageLabel(first + i, total, template)) };
  });
  return { total, sections: numbered };
}
