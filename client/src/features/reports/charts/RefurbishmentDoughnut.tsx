import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { DOUGHNUT_INNER_RADIUS, type PieDatum } from '../../../../../shared/reports';
import { formatNumber, formatShare, autoDecimals } from './chart-format';
import { useReportChartLabels } from './chart-labels';
import { ReportPie, type ReportPieProps } from './ReportPie';

export interface RefurbishmentDoughnutProps extends Pick<ReportPieProps, 'width' | 'height' | 'print' | 'labels' | 'showShares' | 'title'> {
  /** refurbishmentDoughnut output: the slices 'net' and 'impact' (kg CO2e, M5), translated here. */
  data: readonly PieDatum[];
  /** The net offset's share of the avoided emissions (net + impact) in the centre; default true. */
  showAvoidedShare?: boolean;
  /** Decimals of the values (CO2_PRECISION); by size when absent. */
  decimals?: number;
}

/**
 * Refurbishment doughnut of the report (spec §2): the avoided emissions (what new items would have
 * emitted in manufacturing and transport) split into the net offset and the refurbishment impact (M5).
 */
export function RefurbishmentDoughnut({ data, showAvoidedShare = true, decimals, ...rest }: RefurbishmentDoughnutProps) {
  const { t, i18n } = useLingui();
  const { refurbishment } = useReportChartLabels();
  const slices = useMemo(() => data.map((d) => (d.id === 'net' || d.id === 'impact' ? { ...d, label: refurbishment[d.id] } : d)), [data, refurbishment]);
  const positive = (d: PieDatum) => (Number.isFinite(d.value) && d.value > 0 ? d.value : 0);
  const total = slices.reduce((s, d) => s + positive(d), 0);
  const offset = slices.filter((d) => d.id === 'net').reduce((s, d) => s + positive(d), 0);
  const centre = useMemo(
    // The centre is the net slice's share (its key into the figure set, issue #46).
    () => (showAvoidedShare && total > 0 ? { value: formatShare(offset, total, i18n.locale), caption: t`net offset`, figure: slices.find((d) => d.id === 'net')?.shareFigure } : null),
    [i18n.locale, offset, showAvoidedShare, slices, t, total],
  );
  const places = decimals ?? autoDecimals(Math.max(0, ...slices.map((d) => d.value)));
  const formatValue = (v: number) => `${formatNumber(v, i18n.locale, places)} ${t`kg CO2e`}`;
  return (
    <ReportPie
      testId="refurbishment-doughnut"
      title={rest.title ?? t`Refurbishment: net offset and impact`}
      {...rest}
      data={slices}
      innerRadius={DOUGHNUT_INNER_RADIUS}
      centre={centre}
      formatValue={formatValue}
    />
  );
}
