/** Presentational charts of the report screens and their print view (no data fetching). */
export { Co2Pie, type Co2PieProps } from './Co2Pie';
export { LcaDoughnut, type LcaDoughnutProps } from './LcaDoughnut';
export { RefurbishmentDoughnut, type RefurbishmentDoughnutProps } from './RefurbishmentDoughnut';
export { ReportPie, type ReportPieProps, type PieCentre } from './ReportPie';
export { ReportBarChart, type ReportBarChartProps } from './ReportBarChart';
export { LcaStageBarChart, type LcaStageBarChartProps } from './LcaStageBarChart';
export { GwpBarChart, type GwpBarChartProps } from './GwpBarChart';
export { RefurbishmentBarChart, type RefurbishmentBarChartProps } from './RefurbishmentBarChart';
export { ConsumptionBarChart, type ConsumptionBarChartProps, type ConsumptionKey } from './ConsumptionBarChart';
export { EnergyEfficiencyBarChart, type EnergyEfficiencyBarChartProps } from './EnergyEfficiencyBarChart';
export { CounterActedBarChart, type CounterActedBarChartProps } from './CounterActedBarChart';
export { EnergyWheel, type EnergyWheelProps, type EnergyWheelEntryInput } from './EnergyWheel';
export { LcaDataTable, type LcaDataTableProps, type LcaDataTableRow } from './LcaDataTable';
export { Equivalences, type EquivalencesProps, type EquivalencesInput } from './Equivalences';
export { ChartLegend, type ChartLegendItem } from './ChartLegend';
export { useReportChartLabels, type ReportChartLabels } from './chart-labels';
export { buildChartTheme, useChartTheme, reportPalette, readableTextOn, type ChartTheme, type ReportPalette } from './chart-theme';
export { formatEmission, formatEquivalence } from './chart-format';
