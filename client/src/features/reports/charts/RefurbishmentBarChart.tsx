import { useLingui } from '@lingui/react/macro';
import type { BarChart } from '../../../../../shared/reports';
import { useReportChartLabels } from './chart-labels';
import { ReportBarChart, type ReportBarChartProps } from './ReportBarChart';

export type RefurbishmentBarChartProps = Omit<ReportBarChartProps<'impact' | 'offset'>, 'chart' | 'keyLabels'> & {
  /** refurbishmentBars output: per group the refurbishment impact and the avoided emissions (kg CO2e, M5). */
  chart: BarChart<'impact' | 'offset'>;
};

/** Refurbishment bars of the report (spec §2): impact and avoided emissions side by side per group. */
export function RefurbishmentBarChart({ chart, groupMode = 'grouped', ...rest }: RefurbishmentBarChartProps) {
  const { t } = useLingui();
  const { refurbishment } = useReportChartLabels();
  return (
    <ReportBarChart
      testId="refurbishment-bar-chart"
      title={t`Refurbishment: impact and avoided emissions`}
      unit={t`kg CO2e`}
      valueLegend={t`kg CO2e`}
      {...rest}
      groupMode={groupMode}
      chart={chart}
      keyLabels={refurbishment}
    />
  );
}
