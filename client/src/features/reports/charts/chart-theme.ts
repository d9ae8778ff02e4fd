/**
 * The look of the report charts: a nivo theme in the MUI theme's font (11–12 px axis text, light grid
 * lines), and the series palette made from the report options' primary and secondary colours
 * (spec/platform-and-shell.md §3 Report options; an invalid colour falls back to the default theme's).
 */
import type { BarDatum, BarSvgProps } from '@nivo/bar';
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { DEFAULT_CHART_COLORS, parseColor, tint, toHex, type Rgb } from '../../../../../shared/reports';
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR } from '../../../../../shared/report-themes';

/** nivo's theme object (the `theme` prop of every nivo chart). */
export type ChartTheme = NonNullable<BarSvgProps<BarDatum>['theme']>;

export interface ChartThemeOptions {
  fontFamily: string;
  /** Axis and label text size in px (11 for small charts, 12 from 300 px height). */
  fontSize?: number;
  /** Titles, legends and value labels. */
  textColor?: string;
  /** Tick labels. */
  mutedColor?: string;
  /** Axis lines and tick marks. */
  axisColor?: string;
  gridColor?: string;
}

/** Paper colours: what the report and its print view use. */
export const PAPER_CHART_COLORS = { textColor: '#263238', mutedColor: '#546e7a', axisColor: '#b0bec5', gridColor: '#eceff1' } as const;

/** A nivo theme: the given font, quiet axes with light grid lines, semibold value labels. */
export function buildChartTheme({
  fontFamily,
  fontSize = 11,
  textColor = PAPER_CHART_COLORS.textColor,
  mutedColor = PAPER_CHART_COLORS.mutedColor,
  axisColor = PAPER_CHART_COLORS.axisColor,
  gridColor = PAPER_CHART_COLORS.gridColor,
}: ChartThemeOptions): ChartTheme {
  const text = { fontFamily, fontSize, fill: textColor };
  return {
    background: 'transparent',
    text,
    axis: {
      domain: { line: { stroke: axisColor, strokeWidth: 1 } },
      ticks: { line: { stroke: axisColor, strokeWidth: 1 }, text: { fontFamily, fontSize, fill: mutedColor } },
      legend: { text: { fontFamily, fontSize, fill: textColor, fontWeight: 600 } },
    },
    grid: { line: { stroke: gridColor, strokeWidth: 1 } },
    labels: { text: { fontFamily, fontSize, fill: textColor, fontWeight: 600 } },
    markers: { lineColor: textColor, lineStrokeWidth: 1, text: { fontFamily, fontSize, fill: textColor, outlineWidth: 0, outlineColor: 'transparent', outlineOpacity: 0 } },
    legends: { text: { fontFamily, fontSize, fill: textColor } },
    tooltip: {
      container: {
        background: '#ffffff',
        color: textColor,
        fontFamily,
        fontSize: 12,
        borderRadius: 6,
        boxShadow: '0 2px 10px rgba(0, 0, 0, 0.16)',
        padding: '6px 10px',
      },
    },
  };
}

/** Axis text size of a chart of this height (spec/platform-and-shell.md §9: 11 px below 300 px, larger above). */
export function chartFontSize(height: number): number {
  return height >= 300 ? 12 : 11;
}

/**
 * The nivo theme in the MUI theme's font. On screen the text colours follow the MUI palette (so that
 * a dark app still reads); in print they are the fixed paper colours.
 */
export function useChartTheme({ print = false, height = 300 }: { print?: boolean; height?: number } = {}): ChartTheme {
  const muiTheme = useTheme();
  const fontFamily = muiTheme.typography.fontFamily ?? 'Roboto, Arial, sans-serif';
  const dark = muiTheme.palette.mode === 'dark' && !print;
  const fontSize = chartFontSize(height);
  return useMemo(
    () =>
      buildChartTheme(
        dark
          ? { fontFamily, fontSize, textColor: muiTheme.palette.text.primary, mutedColor: muiTheme.palette.text.secondary, axisColor: muiTheme.palette.divider, gridColor: muiTheme.palette.divider }
          : { fontFamily, fontSize },
      ),
    [dark, fontFamily, fontSize, muiTheme.palette.text.primary, muiTheme.palette.text.secondary, muiTheme.palette.divider],
  );
}

function validColor(color: string | null | undefined): Rgb | null {
  if (!color) return null;
  try {
    return parseColor(color);
  } catch {
    return null;
  }
}

/** Mixes a colour towards black by `amount` (0 = the colour, 1 = black). */
function shade(color: Rgb, amount: number): Rgb {
  const k = 1 - Math.min(1, Math.max(0, amount));
  return { r: color.r * k, g: color.g * k, b: color.b * k };
}

export interface ReportPalette {
  /** The primary colour as #rrggbb (the default blue when the given one is missing or invalid). */
  primary: string;
  /** The secondary colour as #rrggbb (the default orange when missing or invalid). */
  secondary: string;
  /**
   * Eight series colours, alternating between the two: primary, secondary, then their lighter tints,
   * darker shades and lightest tints. Pass as `colors` to the shared chart builders.
   */
  series: string[];
}

/**
 * The series palette of a report from its options' primary and secondary colours (hex or rgb());
 * a missing or invalid colour falls back to the default #2196f3 / #ff5722. The default pair gives
 * the default chart palette.
 */
export function reportPalette(primaryColor?: string | null, secondaryColor?: string | null): ReportPalette {
  const p = validColor(primaryColor) ?? parseColor(DEFAULT_PRIMARY_COLOR);
  const s = validColor(secondaryColor) ?? parseColor(DEFAULT_SECONDARY_COLOR);
  const primary = toHex(p);
  const secondary = toHex(s);
  if (primary === DEFAULT_PRIMARY_COLOR && secondary === DEFAULT_SECONDARY_COLOR) return { primary, secondary, series: [...DEFAULT_CHART_COLORS] };
  const series = [p, s, tint(p, 0.45), tint(s, 0.45), shade(p, 0.35), shade(s, 0.35), tint(p, 0.72), tint(s, 0.72)].map(toHex);
  return { primary, secondary, series };
}

/** Text colour for a label on a fill: near-black on light fills, white on dark ones (and on colours it cannot read). */
export function readableTextOn(fill: string): string {
  const rgb = validColor(fill);
  if (!rgb) return '#ffffff';
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * lin(rgb.r) + 0.7152 * lin(rgb.g) + 0.0722 * lin(rgb.b);
  return l > 0.4 ? '#1a1a1a' : '#ffffff';
}
