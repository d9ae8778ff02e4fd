import { useLingui } from '@lingui/react/macro';
import type { BarChart, LcaBarKey } from '../../../../../shared/reports';
import { useReportChartLabels } from './chart-labels';
import { ReportBarChart, type ReportBarChartProps } from './ReportBarChart';

export type LcaStageBarChartProps = Omit<ReportBarChartProps<LcaBarKey>, 'chart' | 'keyLabels' | 'groupMode'> & {
  /** lcaStageBars output: kg CO2e per stage (M5), the refurbishment offset below zero. */
  chart: BarChart<LcaBarKey>;
};

/** LCA stacked bars by stage (spec §2): manufacturing, transportation, use, end of life, and the refurbishment offset below zero. */
export function LcaStageBarChart({ chart, ...rest }: LcaStageBarChartProps) {
  const { t } = useLingui();
  const { stages } = useReportChartLabels();
  return (
    <ReportBarChart
      testId="lca-stage-bar-chart"
      title={t`Emissions by life-cycle stage`}
      unit={t`kg CO2e`}
      valueLegend={t`kg CO2e`}
      {...rest}
      chart={chart}
      keyLabels={stages}
      groupMode="stacked"
    />
  );
}
