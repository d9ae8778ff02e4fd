import { useLingui } from '@lingui/react/macro';
import type { BarChart } from '../../../../../shared/reports';
import { useReportChartLabels } from './chart-labels';
import { ReportBarChart, type ReportBarChartProps } from './ReportBarChart';

export type GwpBarChartProps = Omit<ReportBarChartProps<'gwp'>, 'chart' | 'keyLabels'> & {
  /** gwpBars output: per group its global warming potential in kg CO2e (M5), one colour per bar. */
  chart: BarChart<'gwp'>;
};

/** GWP bars of the report (spec §2): one bar per group. */
export function GwpBarChart({ chart, ...rest }: GwpBarChartProps) {
  const { t } = useLingui();
  const { gwp } = useReportChartLabels();
  return <ReportBarChart testId="gwp-bar-chart" title={gwp} unit={t`kg CO2e`} valueLegend={t`kg CO2e`} {...rest} chart={chart} keyLabels={{ gwp }} />;
}
