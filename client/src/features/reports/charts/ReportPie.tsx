import { useLingui } from '@lingui/react/macro';
import { Pie, ResponsivePie, type PieCustomLayerProps, type PieSvgProps } from '@nivo/pie';
import Box from '@mui/material/Box';
import { useMemo, type FC } from 'react';
import type { FigureKey, PieDatum } from '../../../../../shared/reports';
import { Fig } from '../sections/figure-key';
import { formatShare } from './chart-format';
import { ChartLegend } from './ChartLegend';
import { ChartTooltip } from './ChartTooltip';
import { readableTextOn, useChartTheme } from './chart-theme';

export interface PieCentre {
  /** The big figure (already formatted). */
  value: string;
  /** A small line under it (unit or meaning). */
  caption?: string;
  /** The big figure's key into the manifest's figure set, and the divider of its M7 unit (issue #46). */
  figure?: FigureKey;
  scale?: number;
}

export interface ReportPieProps {
  data: readonly PieDatum[];
  /** nivo's inner radius (0 = a pie; the doughnuts use DOUGHNUT_INNER_RADIUS). */
  innerRadius?: number;
  /** Outer width in px: the chart is drawn at this fixed size (print); without it, it fills its container. */
  width?: number;
  /** Height in px (default 260). */
  height?: number;
  /** Print view: no animation, no tooltips or hover effects. */
  print?: boolean;
  /**
   * How slices are named: a legend beside the chart with values and shares (default), labels linked
   * to the slices, or none (when the LCA data table names them).
   */
  labels?: 'legend' | 'links' | 'none';
  /** A slice's value with its unit, for the legend and the tooltip. */
  formatValue: (value: number) => string;
  /** Shares in percent inside the slices large enough to hold them (default true). */
  showShares?: boolean;
  /** Text in the hole of a doughnut. */
  centre?: PieCentre | null;
  /** Accessible name of the chart. */
  title?: string;
  testId?: string;
}

const NO_MARGIN = { top: 6, right: 6, bottom: 6, left: 6 };
const LINK_MARGIN = { top: 28, right: 124, bottom: 28, left: 124 };

/** The pie and doughnut charts of the report (shared by Co2Pie, LcaDoughnut and RefurbishmentDoughnut). */
export function ReportPie({ data, innerRadius = 0, width, height = 260, print = false, labels = 'legend', formatValue, showShares = true, centre, title, testId }: ReportPieProps) {
  const { t, i18n } = useLingui();
  const theme = useChartTheme({ print, height });
  const locale = i18n.locale;
  const slices = useMemo(() => data.filter((d) => Number.isFinite(d.value) && d.value > 0), [data]);
  const total = slices.reduce((sum, d) => sum + d.value, 0);
  const fontFamily = String(theme.text?.fontFamily ?? 'sans-serif');

  const CentreLayer = useMemo<FC<PieCustomLayerProps<PieDatum>> | null>(() => {
    if (!centre) return null;
    const Layer: FC<PieCustomLayerProps<PieDatum>> = ({ centerX, centerY, innerRadius: hole }) => {
      const big = Math.max(12, Math.min(26, hole * 0.36));
      const small = Math.max(9, Math.min(12, hole * 0.17));
      const textColor = String(theme.text?.fill ?? '#263238');
      return (
        <g data-testid="pie-centre" data-inner-radius={hole} transform={`translate(${centerX},${centerY})`} fontFamily={fontFamily}>
          <text
            textAnchor="middle"
            dominantBaseline="central"
            y={centre.caption ? -small * 0.6 : 0}
            fontSize={big}
            fontWeight={700}
            fill={textColor}
            data-figure={centre.figure}
            data-scale={centre.figure && centre.scale && centre.scale !== 1 ? centre.scale : undefined}
          >
            {centre.value}
          </text>
          {centre.caption && (
            <text textAnchor="middle" dominantBaseline="central" y={big * 0.55 + small * 0.4} fontSize={small} fill={String(theme.axis?.ticks?.text?.fill ?? '#546e7a')}>
              {centre.caption}
            </text>
          )}
        </g>
      );
    };
    return Layer;
  }, [centre, fontFamily, theme]);

  if (!slices.length) {
    return (
      <Box data-testid={testId} sx={{ height, width, display: 'grid', placeItems: 'center', color: 'text.secondary', fontSize: 13, border: 1, borderColor: 'divider', borderStyle: 'dashed', borderRadius: 1 }}>
        {t`No data`}
      </Box>
    );
  }

  const pieProps: Omit<PieSvgProps<PieDatum>, 'width' | 'height'> = {
    data: slices,
    id: 'id',
    value: 'value',
    innerRadius,
    margin: labels === 'links' ? LINK_MARGIN : NO_MARGIN,
    colors: { datum: 'data.color' },
    padAngle: slices.length > 1 ? 0.7 : 0,
    cornerRadius: 2,
    borderWidth: 0,
    theme,
    animate: !print,
    isInteractive: !print,
    activeOuterRadiusOffset: print ? 0 : 5,
    sortByValue: false,
    enableArcLabels: showShares,
    arcLabel: (d) => formatShare(d.value, total, locale),
    arcLabelsSkipAngle: 16,
    arcLabelsRadiusOffset: innerRadius > 0 ? 0.5 : 0.6,
    arcLabelsTextColor: (d) => readableTextOn(d.color),
    // In print (no animation) each share carries its key into the figure set (issue #46).
    ...(print
      ? {
          arcLabelsComponent: ({ datum, label, style }) => (
            <g transform={style.transform.get()} style={{ pointerEvents: 'none' }}>
              <text textAnchor="middle" dominantBaseline="central" data-figure={datum.data.shareFigure} style={{ ...theme.labels?.text, fill: style.textColor }}>
                {label}
              </text>
            </g>
          ),
        }
      : {}),
    enableArcLinkLabels: labels === 'links',
    arcLinkLabel: (d) => d.data.label,
    arcLinkLabelsSkipAngle: 7,
    arcLinkLabelsThickness: 1,
    arcLinkLabelsColor: { from: 'color' },
    arcLinkLabelsTextColor: String(theme.text?.fill ?? '#263238'),
    arcLinkLabelsDiagonalLength: 10,
    arcLinkLabelsStraightLength: 8,
    arcLinkLabelsTextOffset: 4,
    tooltip: ({ datum }) => (
      <ChartTooltip title={datum.data.label} color={datum.color} rows={[{ value: `${formatValue(datum.value)} · ${formatShare(datum.value, total, locale)}` }]} />
    ),
    layers: ['arcs', 'arcLabels', 'arcLinkLabels', ...(CentreLayer ? [CentreLayer] : [])],
    // The pie's <svg> is a part of the named image around it (nivo's pie takes no aria-label).
    role: 'presentation',
  };
  const figures = `${title ?? t`Pie chart`}: ${slices.map((d) => `${d.label}: ${formatValue(d.value)} (${formatShare(d.value, total, locale)})`).join('; ')}`;

  const legend =
    labels === 'legend' ? (
      <ChartLegend
        direction="column"
        // A pie of a fixed width is a report sheet's: the same size on screen as in print, so that the pages flow alike.
        fontSize={print || width ? 11 : 12}
        items={slices.map((d) => ({
          id: d.id,
          label: d.label,
          color: d.color,
          value: (
            <>
              <Fig k={d.figure}>{formatValue(d.value)}</Fig> (<Fig k={d.shareFigure}>{formatShare(d.value, total, locale)}</Fig>)
            </>
          ),
        }))}
      />
    ) : null;

  // With a legend the pie is a square of the chart height, so its size is known without measuring.
  const pieSize = legend ? Math.min(height, width ? Math.max(120, width * 0.5) : height) : null;
  return (
    <Box
      data-testid={testId}
      role="figure"
      aria-label={title}
      sx={{ width: width ?? '100%', display: 'flex', alignItems: 'center', gap: 3, flexWrap: print || width ? 'nowrap' : 'wrap', breakInside: 'avoid' }}
    >
      <Box role="img" aria-label={figures} sx={{ height, width: pieSize ?? width ?? '100%', flex: pieSize ? `0 0 ${pieSize}px` : '1 1 auto', minWidth: 0 }}>
        {pieSize ? (
          <Pie {...pieProps} width={pieSize} height={pieSize} />
        ) : width ? (
          <Pie {...pieProps} width={width} height={height} />
        ) : (
          <ResponsivePie {...pieProps} />
        )}
      </Box>
      {/* The legend takes what the pie leaves of the chart's width, never more: a 160 px minimum ran 24 px past a half-width chart, off the sheet (issue #28). */}
      {legend && <Box sx={{ flex: '1 1 0', minWidth: 0 }}>{legend}</Box>}
    </Box>
  );
}
