import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { paletteColor, type BarChart, type BarRow } from '../../../../../shared/reports';
import type { ChartLegendItem } from './ChartLegend';
import { ReportBarChart, type ReportBarChartProps } from './ReportBarChart';

export type CounterActedBarChartProps = Omit<ReportBarChartProps<'value'>, 'chart' | 'keyLabels' | 'groupMode'> & {
  /**
   * counterActedBars output: per category baseline minus comparative (kWh, or kg CO2 with
   * `metric: 'co2EmissionKg'`); each row carries its colour (`valueColor`): savings in the first
   * palette colour, increases in the second.
   */
  chart: BarChart<'value'>;
  /** The metric of the series, for the unit (default 'kWh'). */
  metric?: 'totalKwh' | 'co2EmissionKg';
};

/**
 * Counter-acted bars of the comparative report (spec §2): above zero what the comparative saves per
 * category, below zero what it uses more, each bar in its row's colour, a zero line and a legend of both.
 */
export function CounterActedBarChart({ chart, metric = 'totalKwh', ...rest }: CounterActedBarChartProps) {
  const { t } = useLingui();
  const unit = metric === 'co2EmissionKg' ? t`kg CO2e` : t`kWh`;
  const legend = useMemo<ChartLegendItem[]>(() => {
    const saving = chart.data.find((r) => Number(r.value) >= 0);
    const increase = chart.data.find((r) => Number(r.value) < 0);
    const colorOf = (row: BarRow, fallback: number) => (typeof row.valueColor === 'string' ? row.valueColor : paletteColor(undefined, fallback));
    return [
      ...(saving ? [{ id: 'saving', label: t({ message: 'Saving', context: 'energy or emissions saved' }), color: colorOf(saving, 0) }] : []),
      ...(increase ? [{ id: 'increase', label: t`Increase`, color: colorOf(increase, 1) }] : []),
    ];
  }, [chart.data, t]);
  return (
    <ReportBarChart
      testId="counter-acted-bar-chart"
      title={t`Savings and increases by category`}
      unit={unit}
      valueLegend={unit}
      zeroLine
      legend={legend}
      {...rest}
      chart={chart}
      keyLabels={{ value: t`Difference` }}
      groupMode="stacked"
    />
  );
}
