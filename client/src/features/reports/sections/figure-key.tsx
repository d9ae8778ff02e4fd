/**
 * A printed figure keyed to the document's manifest (issue #46, the mechanism): the figure's text in
 * a span that names its key into the manifest's figure set (shared/reports figure-set.ts) and, for an
 * emission printed in t, kt or Mt (M7), the divider of its unit. e2e/document-figures.spec.ts reads
 * the keys in the print view and checks each printed number against the exported document's manifest.
 */
import type { ReactNode } from 'react';
import { emissionUnit } from '../../../../../shared/calc';
import type { FigureKey } from '../../../../../shared/reports';

export function Fig({ k, scale = 1, sumOf, children }: { k: FigureKey | null | undefined; scale?: number; sumOf?: readonly FigureKey[]; children: ReactNode }) {
  if (!k) return <>{children}</>;
  // `sumOf`: the keys of the parts printed beside it (in its row or table) that this printed total adds up.
  return (
    <span data-figure={k} data-scale={scale === 1 ? undefined : scale} data-sum-of={sumOf?.join(' ')}>
      {children}
    </span>
  );
}

/** A figure a sentence prints: its key, and the divider of its M7 unit when it is an emission in t, kt or Mt. */
export type SentenceFigure = FigureKey | { k: FigureKey; scale: number };

/**
 * The keys of the figures an element prints in its own words (`data-figures`): a translated sentence
 * cannot wrap a figure in a span without changing its message, so it names them all, in any order.
 */
export function figureList(figures: readonly SentenceFigure[] | undefined): string | undefined {
  if (!figures || figures.length === 0) return undefined;
  return figures.map((f) => (typeof f === 'string' ? f : f.scale === 1 ? f.k : `${f.k}@${f.scale}`)).join(' ');
}

/** The divider of the M7 unit an emission of `kg` is printed in (1 for kg, 1000 for t …). */
export function co2Scale(kg: number | null | undefined): number {
  return emissionUnit(kg)?.divider ?? 1;
}

/** The divider of a table column of emissions printed in one M7 unit, chosen by the largest value (ReportFormat.co2Column). */
export function co2ColumnScale(values: readonly (number | null | undefined)[]): number {
  const largest = values.reduce<number>((m, v) => (typeof v === 'number' && Number.isFinite(v) ? Math.max(m, Math.abs(v)) : m), 0);
  return emissionUnit(largest)?.divider ?? 1;
}
