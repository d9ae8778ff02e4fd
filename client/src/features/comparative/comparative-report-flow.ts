/**
 * The page flow of the comparative-solution report (issue #28: pages 5–7 were 65–69 % blank because
 * every section started a sheet of its own): the sections after the summary and the energy wheels flow
 * onto the sheets one below the other, and a table that does not fit flows on onto the next sheet,
 * repeating its head under a "(continued)" title. Heights are measured in the browser (the print view
 * lays the blocks out once on a hidden sheet); this module only packs them, so it is pure and tested.
 */

/** A measured unit of the flow: a block that never breaks, or a table that may break between rows. */
export type FlowMeasure =
  | {
      kind: 'block';
      height: number;
      /** Space above the block when it is not first on its sheet, if not the flow's gap (a paragraph of the section above). */
      gap?: number;
    }
  | {
      kind: 'table';
      /** The title above the table on its first sheet (0 without one). */
      title: number;
      /** The "(continued)" title above the rest of the table on a later sheet. */
      continuedTitle: number;
      /** The table head, repeated on every sheet the table reaches. */
      head: number;
      rows: number[];
    };

/** What one sheet shows of a unit: a block whole, or rows `from`–`to` (exclusive) of a table. */
export type FlowPlacement = { unit: number } | { unit: number; from: number; to: number; continued: boolean };

/**
 * Packs the units onto sheets of `available` height, `gap` between units on a sheet. A unit goes below
 * the previous one when it fits, else on a new sheet. A table takes as many rows as fit, at least two
 * (or all, if fewer are left) below its title and head, so that no head stands alone at the foot of a
 * sheet; the rest continues on the next sheet. A unit taller than a sheet gets a sheet of its own (and
 * a table row taller than a sheet one of its own). With no `available` height (before measuring) every
 * unit is a sheet of its own, whole.
 */
export function packFlow(units: readonly FlowMeasure[], available: number, gap: number): FlowPlacement[][] {
  if (!(available > 0)) {
    return units.flatMap((u, unit): FlowPlacement[][] =>
      u.kind === 'block' ? [[{ unit }]] : u.rows.length ? [[{ unit, from: 0, to: u.rows.length, continued: false }]] : [],
    );
  }
  const sheets: FlowPlacement[][] = [];
  let sheet: FlowPlacement[] = [];
  let used = 0;
  const newSheet = () => {
    if (sheet.length) sheets.push(sheet);
    sheet = [];
    used = 0;
  };
  units.forEach((u, unit) => {
    if (u.kind === 'block') {
      const above = u.gap ?? gap;
      if (used > 0 && used + above + u.height > available) newSheet();
      used += (used > 0 ? above : 0) + u.height;
      sheet.push({ unit });
      return;
    }
    let i = 0;
    while (i < u.rows.length) {
      const continued = i > 0;
      let height = (used > 0 ? gap : 0) + (continued ? u.continuedTitle : u.title) + u.head;
      let k = 0;
      while (i + k < u.rows.length && used + height + u.rows[i + k]! <= available) height += u.rows[i + k++]!;
      if (k < Math.min(2, u.rows.length - i)) {
        if (used > 0) {
          newSheet();
          continue;
        }
        // An empty sheet that cannot hold two rows: take what fits, and at least one row.
        while (k < 1) height += u.rows[i + k++]!;
      }
      sheet.push({ unit, from: i, to: i + k, continued });
      used += height;
      i += k;
      if (i < u.rows.length) newSheet();
    }
  });
  newSheet();
  return sheets;
}
