import { useLingui } from '@lingui/react/macro';
import type { AxisTickProps } from '@nivo/axes';
import { Bar, ResponsiveBar, type BarLayer, type BarSvgProps, type ComputedDatum } from '@nivo/bar';
import type { CartesianMarkerProps } from '@nivo/core';
import Box from '@mui/material/Box';
import { useCallback, useMemo, useState } from 'react';
import { paletteColor, type BarChart, type BarRow } from '../../../../../shared/reports';
import { valueLabelsLayer, valueRange } from './bar-value-labels';
import { autoDecimals, barLayout, formatNumber, numberFormatter } from './chart-format';
import { AxisTickWithTitle } from './AxisTickWithTitle';
import { ChartLegend, type ChartLegendItem } from './ChartLegend';
import { ChartTooltip } from './ChartTooltip';
import { chartFontSize, useChartTheme } from './chart-theme';

export interface ReportBarChartProps<K extends string = string> {
  /** A series of shared/reports/charts.ts (lcaStageBars, gwpBars, consumptionBars…). */
  chart: BarChart<K>;
  /** Translated name per key, for the legend and the tooltip (the key itself when absent). */
  keyLabels?: Partial<Record<K, string>>;
  /** Vertical bars (default) or horizontal ones (long labels, many rows). */
  layout?: 'vertical' | 'horizontal';
  groupMode?: 'stacked' | 'grouped';
  /** Unit after the values in value labels and tooltips ('kWh', 'kg CO2e', '%'). */
  unit?: string;
  /** Decimals of the values (PRECISION, CO2_PRECISION); by size when absent. */
  decimals?: number;
  /** A value as value labels and tooltips show it; by default the number with thousands separators (and `unit` in tooltips). */
  formatValue?: (value: number) => string;
  /** A value-axis tick; the number with thousands separators by default. */
  formatAxis?: (value: number) => string;
  /** Legend text of the value axis ('kg CO2e', 'kWh a year'). */
  valueLegend?: string;
  /** Legend text of the index axis. */
  indexLegend?: string;
  /** Lines across the chart (targets, baselines). */
  markers?: readonly CartesianMarkerProps[];
  /** A line at zero; by default when some value is negative. */
  zeroLine?: boolean;
  /** The legend below the chart: its items, `true` for one item per key, `false` for none. Default: per key when there are several keys. */
  legend?: readonly ChartLegendItem[] | boolean;
  /** Net value at the end of each bar (stacked) or of every bar (grouped); default true. */
  showValues?: boolean;
  /** No row labels on the index axis (the LCA data table names the rows instead, spec §2). */
  hideIndexLabels?: boolean;
  /** Largest bar thickness in px; by default 50 for one row, 25 for two, none above (spec §9). `null` for no cap. */
  maxBarThickness?: number | null;
  /** Outer width in px: the chart is drawn at this fixed size (print); without it, it fills its container. */
  width?: number;
  /** Height in px of the plot, without the legend below it (default 300). */
  height?: number;
  /** Print view: no animation, no tooltips or hover effects. */
  print?: boolean;
  /** Accessible name of the chart. */
  title?: string;
  testId?: string;
}

const DEFAULT_WIDTH_GUESS = 640;

/**
 * A bar chart of the report from a BarChart series: bars indexed by id with the series' short labels
 * on the axis and the full label in the tooltip, coloured per key or per row (`<key>Color`), values
 * with thousands separators in the reader's locale, an optional zero line and a legend below.
 */
export function ReportBarChart<K extends string>({
  chart,
  keyLabels,
  layout = 'vertical',
  groupMode = 'stacked',
  unit,
  decimals,
  formatValue: formatValueProp,
  formatAxis: formatAxisProp,
  valueLegend,
  indexLegend,
  markers,
  zeroLine,
  legend,
  showValues = true,
  hideIndexLabels = false,
  maxBarThickness,
  width,
  height = 300,
  print = false,
  title,
  testId = 'report-bar-chart',
}: ReportBarChartProps<K>) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const theme = useChartTheme({ print, height });
  const fontSize = chartFontSize(height);
  const [measuredWidth, setMeasuredWidth] = useState<number | null>(null);
  const outerWidth = width ?? measuredWidth ?? DEFAULT_WIDTH_GUESS;

  const keyLabel = useCallback((key: string) => keyLabels?.[key as K] ?? key, [keyLabels]);
  // Tooltips say the unit; value labels leave it to the axis legend, so that they stay short.
  const range = useMemo(() => valueRange(chart, groupMode), [chart, groupMode]);
  const { formatValue, formatLabel } = useMemo(() => {
    if (formatValueProp) return { formatValue: formatValueProp, formatLabel: formatValueProp };
    // One number of decimals for the chart, by its largest value.
    const format = numberFormatter(locale, decimals ?? autoDecimals(Math.max(range.max, -range.min)));
    return { formatValue: (v: number) => (unit ? `${format(v)} ${unit}` : format(v)), formatLabel: format };
  }, [decimals, formatValueProp, locale, range, unit]);
  const formatAxis = useMemo(() => formatAxisProp ?? ((v: number) => formatNumber(v, locale, Math.abs(v) > 0 && Math.abs(v) < 10 && !Number.isInteger(v) ? 1 : 0)), [formatAxisProp, locale]);

  const negative = range.min < 0;
  // Headroom beyond the longest bars, for the value labels at their ends.
  const headroom = showValues ? (layout === 'vertical' ? 0.1 : 0.04) : 0;
  const scaleMax = range.max > 0 ? range.max * (1 + headroom) : range.min < 0 ? 0 : 1;
  const scaleMin = range.min < 0 ? range.min * (1 + headroom) : 0;
  const longestTick = [formatAxis(scaleMax), formatAxis(scaleMin), formatLabel(range.max), formatLabel(range.min)]
    .slice(0, layout === 'horizontal' && showValues ? 4 : 2)
    .reduce((a, b) => (b.length > a.length ? b : a), '');
  const indexLabels = chart.data.map((row) => (hideIndexLabels ? '' : (chart.labels[row.id] ?? row.label)));
  const geometry = barLayout({
    layout,
    width: outerWidth,
    height,
    indexLabels,
    longestTick,
    fontSize,
    valueLegend: Boolean(valueLegend),
    indexLegend: Boolean(indexLegend),
    valueLabels: showValues,
    maxThickness: maxBarThickness,
  });

  const colorOf = useCallback(
    (key: string, row?: BarRow) => {
      const own = row?.[`${key}Color`];
      if (typeof own === 'string') return own;
      return chart.colors[key as K] ?? paletteColor(undefined, chart.keys.indexOf(key as K));
    },
    [chart],
  );

  const legendItems: readonly ChartLegendItem[] = useMemo(() => {
    if (Array.isArray(legend)) return legend;
    const show = legend === undefined ? chart.keys.length > 1 : legend === true;
    return show ? chart.keys.map((k) => ({ id: k, label: keyLabel(k), color: colorOf(k) })) : [];
  }, [chart.keys, colorOf, keyLabel, legend]);

  const ValueLabels = useMemo(
    () => valueLabelsLayer({ layout, groupMode, formatLabel, style: { ...theme.labels?.text, fontSize, pointerEvents: 'none' } }),
    [fontSize, formatLabel, groupMode, layout, theme],
  );

  const allMarkers = useMemo<CartesianMarkerProps[]>(() => {
    const list = [...(markers ?? [])];
    if (zeroLine ?? negative) {
      list.push({ axis: layout === 'vertical' ? 'y' : 'x', value: 0, lineStyle: { stroke: String(theme.text?.fill ?? '#263238'), strokeWidth: 1, strokeOpacity: 0.6 } });
    }
    return list;
  }, [layout, markers, negative, theme, zeroLine]);

  const layers: BarLayer<BarRow>[] = ['grid', 'axes', 'bars', 'markers', ...(showValues ? [ValueLabels] : [])];
  const indexAxis = {
    tickSize: 0,
    tickPadding: 8,
    tickRotation: geometry.tickRotation,
    format: (id: string | number) => (hideIndexLabels ? '' : (chart.labels[String(id)] ?? String(id))),
    renderTick: (tick: AxisTickProps<string | number>) => <AxisTickWithTitle {...tick} full={hideIndexLabels ? '' : String(chart.data.find((r) => r.id === String(tick.value))?.fullLabel ?? '')} />,
    legend: indexLegend,
    legendPosition: 'middle' as const,
    legendOffset: layout === 'vertical' ? geometry.margin.bottom - 10 : -(geometry.margin.left - 12),
  };
  const valueAxis = {
    tickSize: 0,
    tickPadding: 8,
    tickValues: 5,
    format: (v: string | number) => formatAxis(Number(v)),
    legend: valueLegend,
    legendPosition: 'middle' as const,
    legendOffset: layout === 'vertical' ? -(geometry.margin.left - 12) : geometry.margin.bottom - 10,
  };
  const stacked = groupMode === 'stacked' && chart.keys.length > 1;

  const name = title ?? t`Bar chart`;
  const figures = `${name}: ${chart.data
    .map((row) => `${row.fullLabel}: ${chart.keys.filter((k) => typeof row[k] === 'number').map((k) => `${chart.keys.length > 1 ? `${keyLabel(k)} ` : ''}${formatValue(Number(row[k]))}`).join(', ')}`)
    .join('; ')}`;
  const barProps: Omit<BarSvgProps<BarRow>, 'width' | 'height'> = {
    data: chart.data,
    keys: chart.keys,
    indexBy: 'id',
    layout,
    groupMode,
    margin: geometry.margin,
    padding: geometry.padding,
    innerPadding: groupMode === 'grouped' ? 2 : 0,
    valueScale: { type: 'linear', min: scaleMin, max: scaleMax, nice: true },
    indexScale: { type: 'band', round: false },
    // Horizontal charts list the first row at the top.
    ...(layout === 'horizontal' ? { data: [...chart.data].reverse() } : {}),
    colors: (d: ComputedDatum<BarRow>) => colorOf(String(d.id), d.data),
    borderRadius: stacked ? 0 : 2,
    enableLabel: false,
    enableGridX: layout === 'horizontal',
    enableGridY: layout === 'vertical',
    gridXValues: layout === 'horizontal' ? 5 : undefined,
    gridYValues: layout === 'vertical' ? 5 : undefined,
    axisBottom: layout === 'vertical' ? indexAxis : valueAxis,
    axisLeft: layout === 'vertical' ? valueAxis : indexAxis,
    axisTop: null,
    axisRight: null,
    markers: allMarkers,
    layers,
    theme,
    animate: !print,
    isInteractive: !print,
    tooltip: ({ id, value, color, data }) => (
      <ChartTooltip title={data.fullLabel} color={color} rows={[{ label: chart.keys.length > 1 ? keyLabel(String(id)) : undefined, value: formatValue(value) }]} />
    ),
    // The drawing is one image named by its figures: nivo 0.99 gives a bar's aria-label no role (axe: serious).
    role: 'img',
    ariaLabel: figures,
  };

  if (!chart.data.length || !chart.keys.length) {
    return (
      <Box data-testid={testId} sx={{ height, width: width ?? '100%', display: 'grid', placeItems: 'center', color: 'text.secondary', fontSize: 13, border: 1, borderColor: 'divider', borderStyle: 'dashed', borderRadius: 1 }}>
        {t`No data`}
      </Box>
    );
  }

  return (
    <Box data-testid={testId} role="figure" aria-label={name} sx={{ width: width ?? '100%', breakInside: 'avoid' }}>
      <Box sx={{ height, width: width ?? '100%' }}>
        {width ? (
          <Bar {...barProps} width={width} height={height} />
        ) : (
          <ResponsiveBar {...barProps} onResize={({ width: w }) => setMeasuredWidth((prev) => (prev === w ? prev : w))} />
        )}
      </Box>
      {legendItems.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <ChartLegend items={legendItems} fontSize={print ? 11 : 12} />
        </Box>
      )}
    </Box>
  );
}
