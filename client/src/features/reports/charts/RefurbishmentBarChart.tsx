import { useLingui } from '@lingui/react/macro';
import type { BarChart, RefurbishmentSeries } from '../../../../../shared/reports';
import { useReportChartLabels } from './chart-labels';
import { ReportBarChart, type ReportBarChartProps } from './ReportBarChart';

export type RefurbishmentBarChartProps = Omit<ReportBarChartProps<RefurbishmentSeries>, 'chart' | 'keyLabels'> & {
  /** refurbishmentBars output: per group the avoided emissions, the refurbishment impact and the net offset (kg CO2e, M5). */
  chart: BarChart<RefurbishmentSeries>;
};

/** Refurbishment bars of the report (spec §2): avoided emissions, impact and net offset side by side per group. */
export function RefurbishmentBarChart({ chart, groupMode = 'grouped', ...rest }: RefurbishmentBarChartProps) {
  const { t } = useLingui();
  const { refurbishment } = useReportChartLabels();
  return (
    <ReportBarChart
      testId="refurbishment-bar-chart"
      title={t`Refurbishment: avoided emissions, impact and net offset`}
      unit={t`kg CO2e`}
      valueLegend={t`kg CO2e`}
      {...rest}
      groupMode={groupMode}
      chart={chart}
      keyLabels={refurbishment}
    />
  );
}
