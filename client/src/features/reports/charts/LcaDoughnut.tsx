import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { DOUGHNUT_INNER_RADIUS, type FigureKey, type PieDatum } from '../../../../../shared/reports';
import { co2Scale } from '../sections/figure-key';
import { formatEmission, formatNumber, autoDecimals } from './chart-format';
import { useReportChartLabels } from './chart-labels';
import { ReportPie, type ReportPieProps } from './ReportPie';

export interface LcaDoughnutProps extends Pick<ReportPieProps, 'width' | 'height' | 'print' | 'labels' | 'showShares' | 'title'> {
  /**
   * lcaStagePie output (kg CO2e per included stage, M5; the refurbishment impact as its own slice). Slices
   * with a stage id get the translated stage name.
   */
  data: readonly PieDatum[];
  /**
   * The total in the centre, in kg CO2e: `true` (default) for the sum of the slices, a number for
   * another total (the GWP), `false` for none.
   */
  total?: boolean | number;
  /** The centre total's key into the manifest's figure set (issue #46). */
  totalFigure?: FigureKey;
  /** Decimals of the values (CO2_PRECISION); by size when absent. */
  decimals?: number;
}

/** LCA doughnut of the report (spec §2, §9): the included stages of a total, 60 % cutout, the total in the middle. */
export function LcaDoughnut({ data, total = true, totalFigure, decimals, ...rest }: LcaDoughnutProps) {
  const { t, i18n } = useLingui();
  const { stages, newItemStages, refurbishment } = useReportChartLabels();
  const slices = useMemo(() => {
    // With a refurbishment impact slice, manufacturing and transportation are the new items' only (lcaStagePie):
    // named so, as the bars beside them count refurbished items as new (issue #46 point 6).
    const names: Record<string, string> = data.some((d) => d.id === 'refurbishment') ? { ...stages, ...newItemStages } : stages;
    return data.map((d) => (d.id === 'refurbishment' ? { ...d, label: refurbishment.impact } : Object.hasOwn(names, d.id) ? { ...d, label: names[d.id] } : d));
  }, [data, stages, newItemStages, refurbishment]);
  const sum = slices.reduce((s, d) => s + (Number.isFinite(d.value) && d.value > 0 ? d.value : 0), 0);
  const centreKg = total === true ? sum : typeof total === 'number' ? total : null;
  const centre = useMemo(() => {
    if (centreKg === null) return null;
    const { value, unit } = formatEmission(centreKg, i18n.locale, decimals);
    return { value, caption: t`${unit} CO2e`, figure: totalFigure, scale: co2Scale(centreKg) };
  }, [centreKg, decimals, i18n.locale, t, totalFigure]);
  const places = decimals ?? autoDecimals(Math.max(0, ...slices.map((d) => d.value)));
  const formatValue = (v: number) => `${formatNumber(v, i18n.locale, places)} ${t`kg CO2e`}`;
  return (
    <ReportPie testId="lca-doughnut" title={rest.title ?? t`Emissions by life-cycle stage`} {...rest} data={slices} innerRadius={DOUGHNUT_INNER_RADIUS} centre={centre} formatValue={formatValue} />
  );
}
