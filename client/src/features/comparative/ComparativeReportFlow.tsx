/**
 * The page flow of the comparative-solution report (issue #28): the units after the fixed sheets (a
 * block that never breaks, or a table that may continue on the next sheet), the table that draws them,
 * and the hidden measurement that the packer (comparative-report-flow.ts) places them by.
 */
import { createContext, Fragment, useCallback, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { sheetHeightOf, sheetZoomOf, useMeasureOnLayoutAndFonts } from '../reports';
import type { FlowMeasure, FlowPlacement } from './comparative-report-flow';

/** Space between two flow units on a sheet, in px. */
export const FLOW_GAP_PX = 26;
/** Room kept free at the foot of every sheet, in px (≈ 6 mm, more than the 4 mm the last printed sheet loses). */
const SAFETY_PX = 24;

/** True inside the hidden measuring sheet, whose copies carry no test ids (each test id names one element). */
export const Measuring = createContext(false);

/** A column of a report table: a share of the sheet's width (the shares of a table add up to 100 %). */
interface TableColumn {
  header: ReactNode;
  width: number;
  numeric?: boolean;
}

/** A unit of the page flow: a block that never breaks, or a table that may continue on the next sheet. */
export type FlowUnit =
  | { kind: 'block'; key: string; node: ReactNode; gap?: number }
  | { kind: 'table'; key: string; title?: ReactNode; continuedTitle: ReactNode; testId?: string; fontSize: string; columns: TableColumn[]; rows: Array<{ key: string; cells: ReactNode[]; style?: CSSProperties }> };

const cellPadding = { paddingTop: '1.6mm', paddingBottom: '1.6mm', paddingLeft: '1mm', paddingRight: '1mm', borderBottom: '1px solid #e0e0e0' } as const;

/**
 * A table that never overflows its sheet (issue #28, "GWP tota"): a fixed layout whose column shares
 * add up to the sheet's width, headers that wrap (a long word may break), and numbers that stay whole
 * on one line. CSS 2.2 §17.5.2.1: with `table-layout: fixed` the column widths come from the columns,
 * not the content, so no content can widen the table beyond its 100 %.
 */
export function FlowTable({ unit, from, to, measuring = false }: { unit: Extract<FlowUnit, { kind: 'table' }>; from: number; to: number; measuring?: boolean }) {
  return (
    <table data-testid={from === 0 && !measuring ? unit.testId : undefined} style={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse', fontSize: unit.fontSize, fontVariantNumeric: 'tabular-nums' }}>
      <colgroup>
        {unit.columns.map((c, i) => (
          <col key={i} style={{ width: `${c.width}%` }} />
        ))}
      </colgroup>
      <thead>
        <tr>
          {unit.columns.map((c, i) => (
            <th key={i} style={{ ...cellPadding, textAlign: c.numeric ? 'right' : 'left', color: 'rgba(0,0,0,0.6)', fontWeight: 600, verticalAlign: 'bottom', overflowWrap: 'anywhere', lineHeight: 1.25 }}>
              {breakAfterSlashes(c.header)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {unit.rows.slice(from, to).map((r) => (
          <tr key={r.key} data-flow-row style={r.style}>
            {r.cells.map((cell, i) => (
              <td key={i} style={{ ...cellPadding, textAlign: unit.columns[i]?.numeric ? 'right' : 'left', whiteSpace: unit.columns[i]?.numeric ? 'nowrap' : undefined, overflowWrap: unit.columns[i]?.numeric ? undefined : 'anywhere' }}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A header whose words are joined by slashes may break after a slash ("Vorher/" over "nachher"), never
 * inside a word (issue #46 point 5: "Vorher/n achher"): CSS gives no break opportunity after "/" before a
 * letter, so a narrow column broke the word anywhere.
 */
export function breakAfterSlashes(header: ReactNode): ReactNode {
  if (typeof header !== 'string' || !header.includes('/')) return header;
  const parts = header.split('/');
  return parts.map((part, i) => (i < parts.length - 1 ? <Fragment key={i}>{part}/<wbr /></Fragment> : <Fragment key={i}>{part}</Fragment>));
}

/** What a sheet shows of a flow unit: a block, or a table's title (or continued title), head and rows `from`–`to`. */
export function FlowPart({ unit, placement }: { unit: FlowUnit; placement: FlowPlacement }) {
  if (unit.kind === 'block') return <>{unit.node}</>;
  const { from, to, continued } = 'from' in placement ? placement : { from: 0, to: unit.rows.length, continued: false };
  return (
    <>
      {continued ? unit.continuedTitle : unit.title}
      <FlowTable unit={unit} from={from} to={to} />
    </>
  );
}

/**
 * Measures the flow units on a hidden sheet: each block's height, each table's title, continued title,
 * head and rows, and the text area of a sheet; again once the fonts are in. Null until measured (and in
 * a test DOM, which lays nothing out, `available` stays 0: every unit then gets a sheet of its own).
 */
export function useFlowMeasurement(signature: string) {
  const root = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<{ signature: string; units: FlowMeasure[]; available: number } | null>(null);
  const measure = useCallback(() => {
    const el = root.current;
    if (!el) return;
    // Heights in the sheet's own px: on a phone the sheets are zoomed (reports' SheetZoom), which scales
    // getBoundingClientRect but not clientHeight.
    const zoom = sheetZoomOf(el);
    const h = (e: Element | null | undefined) => (e ? sheetHeightOf(e, zoom) : 0);
    const units: FlowMeasure[] = [...el.querySelectorAll<HTMLElement>('[data-flow-unit]')].map((u) =>
      u.dataset.flowKind === 'block'
        ? { kind: 'block', height: h(u), gap: u.dataset.flowGap ? Number(u.dataset.flowGap) : undefined }
        : {
            kind: 'table',
            title: h(u.querySelector('[data-flow-title]')),
            continuedTitle: h(u.querySelector('[data-flow-continued]')),
            head: h(u.querySelector('thead')),
            rows: [...u.querySelectorAll('tbody > tr')].map(h),
          },
    );
    // The measuring sheet's own body (it has the running header, as every flow sheet), not the front page's.
    const body = el.querySelector<HTMLElement>('[data-flow-measure] .report-sheet-body');
    // Less a margin: in print the last sheet is 4 mm shorter (CHROME_LAST_PAGE_HEIGHT_MM), and what does
    // not fit is clipped by the sheet body, so a sheet must never be packed to the last pixel.
    const available = body && body.clientHeight > 0 ? Math.floor(body.clientHeight - SAFETY_PX) : 0;
    setMeasured((prev) => (prev && prev.signature === signature && prev.available === available && JSON.stringify(prev.units) === JSON.stringify(units) ? prev : { signature, units, available }));
  }, [signature]);
  useMeasureOnLayoutAndFonts(measure);
  return { root, measured: measured?.signature === signature ? measured : null };
}

/** The space above a flow unit that is not first on its sheet, in px. */
export function gapOf(u: FlowUnit): number {
  return (u.kind === 'block' ? u.gap : undefined) ?? FLOW_GAP_PX;
}
