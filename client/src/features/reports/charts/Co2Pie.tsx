import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { OTHER_KEY } from '../../../../../shared/calc';
import type { PieDatum } from '../../../../../shared/reports';
import { formatNumber, autoDecimals } from './chart-format';
import { ReportPie, type ReportPieProps } from './ReportPie';

export interface Co2PieProps extends Pick<ReportPieProps, 'width' | 'height' | 'print' | 'labels' | 'showShares' | 'title'> {
  /** co2PieSeries output: one slice per category (kg CO2 a year), the rest merged as 'other'. */
  data: readonly PieDatum[];
  /** Unit shown after the values (default 'kg CO2e'); give the unit the values are in after `divider`. */
  unitLabel?: string;
  /** Values are divided by this before they are shown (1000 for tonnes); default 1. */
  divider?: number;
  /** Decimals of the values (CO2_PRECISION); by size when absent. */
  decimals?: number;
}

/** CO2 pie of the report (spec §2): yearly operational CO2 per category, slices in the datum colours. */
export function Co2Pie({ data, unitLabel, divider = 1, decimals, ...rest }: Co2PieProps) {
  const { t, i18n } = useLingui();
  const unit = unitLabel ?? t`kg CO2e`;
  const other = t`Other`;
  // co2PieSeries names the merged entry in English unless told otherwise: translate it here.
  const slices = useMemo(() => data.map((d) => (d.id === OTHER_KEY && d.label === 'Other' ? { ...d, label: other } : d)), [data, other]);
  // One number of decimals for the whole series, by its largest value, so that the legend lines up.
  const places = decimals ?? autoDecimals(Math.max(0, ...data.map((d) => d.value)) / divider);
  const formatValue = (v: number) => `${formatNumber(v / divider, i18n.locale, places)} ${unit}`;
  return <ReportPie testId="co2-pie" title={rest.title ?? t`CO2 emissions by category`} {...rest} data={slices} formatValue={formatValue} />;
}
