/**
 * A printed figure of the comparative-solution report keyed to its document's manifest (issue #46, the
 * mechanism): as the project-manager reports' `<Fig>` (reports/sections/figure-key.tsx), with the
 * rounding rule the report prints it by, so that e2e/document-figures.ts checks it by that rule:
 *
 * - `rounding="parts"`: a row rounded by the largest remainder so that the rows add up to their printed
 *   total (shared/calc roundPartsToTotal): less than one step from its exact figure; a total whose parts
 *   are such rows says `sumExact` (its printed parts add up to it exactly);
 * - `rounding="savings"`: money (or a growth) rounded once by M7's savings rule;
 * - `differenceOf`: a saving printed as the difference of its two printed sides (M6), never rounded on
 *   its own;
 * - `times`: a yearly figure printed over the report's years (the years the user set).
 *
 * The key's figure is always the exact one, computed from the manifest alone (shared/reports
 * comparative-figure-set.ts).
 */
import type { ReactNode } from 'react';
import type { ComparativeFigureKey, FigureKey } from '../../../../shared/reports';

type Key = ComparativeFigureKey | FigureKey;

export interface FigRule {
  scale?: number;
  rounding?: 'parts' | 'savings';
  times?: number;
}

export function CFig({ k, scale = 1, rounding, sumOf, sumExact, differenceOf, times, children }: FigRule & { k: Key; sumOf?: readonly Key[]; sumExact?: boolean; differenceOf?: readonly [Key, Key]; children: ReactNode }) {
  return (
    <span
      data-figure={k}
      data-scale={scale === 1 ? undefined : scale}
      data-rounding={rounding}
      data-sum-of={sumOf && sumOf.length > 0 ? sumOf.join(' ') : undefined}
      data-sum={sumExact && sumOf && sumOf.length > 0 ? 'exact' : undefined}
      data-difference-of={differenceOf?.join(' ')}
      data-times={times === undefined || times === 1 ? undefined : times}
    >
      {children}
    </span>
  );
}

/**
 * The figures a sentence (or a chart) prints in its own words, for `data-figures`: `key[@scale][~rule][*times][+plus]`,
 * and `named:<n>` for a number it prints that is what the user set (the report's years, the kickback).
 * `~difference`: a saving printed as the difference of two printed sides that the sentence does not
 * print (within one step of its exact figure).
 */
export type SentenceToken = Key | (Omit<FigRule, 'rounding'> & { k: Key; rounding?: FigRule['rounding'] | 'difference'; plus?: number }) | { named: number };

export function sentenceFigures(tokens: readonly SentenceToken[]): string {
  return tokens
    .map((x) => {
      if (typeof x === 'string') return x;
      if ('named' in x) return `named:${x.named}`;
      return `${x.k}${x.scale && x.scale !== 1 ? `@${x.scale}` : ''}${x.rounding ? `~${x.rounding}` : ''}${x.times && x.times !== 1 ? `*${x.times}` : ''}${x.plus ? `+${x.plus}` : ''}`;
    })
    .join(' ');
}
