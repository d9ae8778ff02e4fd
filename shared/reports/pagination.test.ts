import { describe, expect, it } from 'vitest';
import { CHROME_LAST_PAGE_HEIGHT_MM, chunkForPrint, MIN_LAST_PAGE_ROWS, numberPages, pageLabel, printListKind, printPageCount, PRINT_PAGE_SIZES, type PrintListKind } from './pagination';

const items = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('chunkForPrint (spec §9 report page sizes)', () => {
  it.each<{ kind: PrintListKind; count: number; sizes: number[] }>([
    { kind: 'datacentre', count: 0, sizes: [] },
    { kind: 'datacentre', count: 1, sizes: [1] },
    { kind: 'datacentre', count: 3, sizes: [3] },
    { kind: 'datacentre', count: 4, sizes: [3, 1] },
    { kind: 'datacentre', count: 21, sizes: [3, 18] },
    // A last page keeps at least 3 rows when the page before can spare them (issue #46 point 9).
    { kind: 'datacentre', count: 40, sizes: [3, 18, 16, 3] },
    { kind: 'datacentre', count: 23, sizes: [3, 17, 3] },
    { kind: 'datacentre', count: 24, sizes: [3, 18, 3] },
    { kind: 'end_user', count: 2, sizes: [2] },
    // The short first page cannot spare a row: the page flow keeps these two pages together (packSheets).
    { kind: 'end_user', count: 3, sizes: [2, 1] },
    { kind: 'end_user', count: 11, sizes: [2, 6, 3] },
    { kind: 'lca_products', count: 17, sizes: [14, 3] },
    { kind: 'lca_products', count: 33, sizes: [16, 14, 3] },
    { kind: 'detailed_lca', count: 19, sizes: [9, 7, 3] },
  ])('puts $count $kind items on pages of $sizes', ({ kind, count, sizes }) => {
    const pages = chunkForPrint(items(count), kind);
    expect(pages.map((p) => p.length)).toEqual(sizes);
    expect(pages.flat()).toEqual(items(count));
    expect(printPageCount(count, kind)).toBe(sizes.length);
  });

  it('never ends a list on a page of fewer than 3 rows when the page before can spare them', () => {
    for (const kind of Object.keys(PRINT_PAGE_SIZES) as PrintListKind[]) {
      for (let count = 1; count <= 80; count++) {
        const pages = chunkForPrint(items(count), kind);
        expect(pages.flat()).toEqual(items(count));
        expect(pages.length).toBe(printPageCount(count, kind));
        pages.forEach((p, i) => expect(p.length).toBeLessThanOrEqual(i === 0 ? PRINT_PAGE_SIZES[kind].first : PRINT_PAGE_SIZES[kind].rest));
        const last = pages.at(-1)!;
        const before = pages.at(-2);
        if (before && last.length < MIN_LAST_PAGE_ROWS) expect(before.length - (MIN_LAST_PAGE_ROWS - last.length), `${count} ${kind}`).toBeLessThan(MIN_LAST_PAGE_ROWS);
      }
    }
  });

  it('maps calculation modes to their lists', () => {
    expect([1, 2, 3].map(printListKind)).toEqual(['datacentre', 'end_user', 'lca_products']);
  });
});

describe('page numbering (spec §2)', () => {
  it("labels pages 'Page n/total', with a translated template when given", () => {
    expect(pageLabel(2, 7)).toBe('Page 2/7');
    expect(pageLabel(2, 7, 'Side {n} af {total}')).toBe('Side 2 af 7');
  });

  it('numbers the sections of a report across the whole document', () => {
    const r = numberPages([
      { key: 'front', pages: 1 },
      { key: 'summary', pages: 2 },
      { key: 'appendix', pages: 0 },
      { key: 'items', pages: 3 },
    ]);
    expect(r.total).toBe(6);
    expect(r.sections.map((s) => [s.key, s.first, s.last])).toEqual([
      ['front', 1, 1],
      ['summary', 2, 3],
      ['appendix', 4, 3],
      ['items', 4, 6],
    ]);
    expect(r.sections[3].labels).toEqual(['Page 4/6', 'Page 5/6', 'Page 6/6']);
    expect(r.sections[2].labels).toEqual([]);
  });

  it('keeps the last page within the height Chrome prints on one A4 page', () => {
    expect(CHROME_LAST_PAGE_HEIGHT_MM).toBe(293);
  });
});
