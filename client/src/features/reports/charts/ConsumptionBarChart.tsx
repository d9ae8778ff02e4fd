import { useLingui } from '@lingui/react/macro';
import type { BarChart } from '../../../../../shared/reports';
import { useReportChartLabels } from './chart-labels';
import { ReportBarChart, type ReportBarChartProps } from './ReportBarChart';

export type ConsumptionKey = 'it' | 'ups' | 'cooling' | 'total';

export type ConsumptionBarChartProps = Omit<ReportBarChartProps<ConsumptionKey>, 'chart' | 'keyLabels' | 'groupMode'> & {
  /** consumptionBars output: per group its yearly kWh, stacked as IT, UPS and cooling, or one total. */
  chart: BarChart<ConsumptionKey>;
};

/** Executive-summary consumption bars (spec §2): yearly kWh per group. */
export function ConsumptionBarChart({ chart, ...rest }: ConsumptionBarChartProps) {
  const { t } = useLingui();
  const { consumption } = useReportChartLabels();
  return (
    <ReportBarChart
      testId="consumption-bar-chart"
      title={t`Yearly energy consumption`}
      unit={t`kWh`}
      valueLegend={t`kWh a year`}
      {...rest}
      chart={chart}
      keyLabels={consumption}
      groupMode="stacked"
    />
  );
}
