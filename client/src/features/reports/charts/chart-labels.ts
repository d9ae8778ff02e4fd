/**
 * Translated names of the chart series keys of shared/reports/charts.ts, for the `labels` options of
 * lcaStagePie and refurbishmentDoughnut, the `otherLabel` option, and the `keyLabels` of the bar charts.
 */
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { LcaBarKey, RefurbishmentSeries } from '../../../../../shared/reports';

export interface ReportChartLabels {
  /** LCA stages (M5) and the refurbishment offset stacked below zero. */
  stages: Record<LcaBarKey, string>;
  /**
   * Manufacturing and transportation of new items only (issue #46 point 6: one word, one quantity): the
   * doughnut's slices when refurbished items count their refurbishment impact instead (lcaStagePie),
   * while "Manufacturing" in the bars and tables is the stage of every item (M5), refurbished ones
   * included, from which the refurbishment offset is taken off.
   */
  newItemStages: Record<'manufacturing' | 'transportation', string>;
  refurbishment: Record<RefurbishmentSeries, string>;
  consumption: Record<'it' | 'ups' | 'cooling' | 'total', string>;
  gwp: string;
  improvement: string;
  /** The merged entry of the categories beyond the six largest (M7). */
  other: string;
}

export function useReportChartLabels(): ReportChartLabels {
  const { t } = useLingui();
  return useMemo(
    () => ({
      stages: {
        // A context, as "Use" and friends are words of other screens too.
        manufacturing: t({ message: 'Manufacturing', context: 'LCA stage' }),
        transportation: t({ message: 'Transportation', context: 'LCA stage' }),
        use: t({ message: 'Use', context: 'LCA stage' }),
        eol: t({ message: 'End of life', context: 'LCA stage' }),
        refurbishmentOffset: t({ message: 'Refurbishment offset', context: 'LCA stage' }),
      },
      newItemStages: {
        manufacturing: t`Manufacturing (new items)`,
        transportation: t`Transportation (new items)`,
      },
      refurbishment: { avoided: t`Avoided emissions`, impact: t`Refurbishment impact`, net: t`Net offset` },
      consumption: { it: t`IT equipment`, ups: t`UPS`, cooling: t`Cooling`, total: t`Total consumption` },
      gwp: t`Global warming potential`,
      improvement: t`Improvement`,
      other: t`Other`,
    }),
    // t changes with the active locale, and so do the labels.
    [t],
  );
}
