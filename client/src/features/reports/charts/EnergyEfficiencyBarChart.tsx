import { useLingui } from '@lingui/react/macro';
import type { BarChart } from '../../../../../shared/reports';
import { useReportChartLabels } from './chart-labels';
import { ReportBarChart, type ReportBarChartProps } from './ReportBarChart';

export type EnergyEfficiencyBarChartProps = Omit<ReportBarChartProps<'improvement'>, 'chart' | 'keyLabels' | 'unit'> & {
  /** energyEfficiencyBars output: per category the improvement against the baseline in percent (M4). */
  chart: BarChart<'improvement'>;
};

/** Energy-efficiency bars of the comparative report (spec §2, §9): improvement in percent per category. */
export function EnergyEfficiencyBarChart({ chart, decimals = 0, ...rest }: EnergyEfficiencyBarChartProps) {
  const { t, i18n } = useLingui();
  const { improvement } = useReportChartLabels();
  const percent = (v: number, d: number) => new Intl.NumberFormat(i18n.locale, { style: 'percent', minimumFractionDigits: d, maximumFractionDigits: d }).format(v / 100);
  return (
    <ReportBarChart
      testId="energy-efficiency-bar-chart"
      title={t`Energy-efficiency improvement against the baseline`}
      valueLegend={t`Improvement`}
      formatValue={(v) => percent(v, decimals)}
      formatAxis={(v) => percent(v, 0)}
      layout="horizontal"
      {...rest}
      decimals={decimals}
      chart={chart}
      keyLabels={{ improvement }}
    />
  );
}
