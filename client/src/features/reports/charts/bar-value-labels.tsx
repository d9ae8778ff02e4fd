import type { BarCustomLayerProps } from '@nivo/bar';
import type { CSSProperties, FC } from 'react';
import type { BarChart, BarRow } from '../../../../../shared/reports';

type Scale = (value: number | string) => number | undefined;

/** The largest and smallest value the bars reach: stacked bars add up their positive and negative parts. */
export function valueRange(chart: BarChart, groupMode: 'stacked' | 'grouped'): { min: number; max: number } {
  let min = 0;
  let max = 0;
  for (const row of chart.data) {
    if (groupMode === 'stacked') {
      let pos = 0;
      let neg = 0;
      for (const k of chart.keys) {
        const v = Number(row[k]);
        if (!Number.isFinite(v)) continue;
        if (v > 0) pos += v;
        else neg += v;
      }
      max = Math.max(max, pos);
      min = Math.min(min, neg);
    } else {
      for (const k of chart.keys) {
        const v = Number(row[k]);
        if (Number.isFinite(v)) {
          max = Math.max(max, v);
          min = Math.min(min, v);
        }
      }
    }
  }
  return { min, max };
}

interface ValueLabelsOptions {
  layout: 'vertical' | 'horizontal';
  groupMode: 'stacked' | 'grouped';
  formatLabel(value: number): string;
  style: CSSProperties;
}

/**
 * The nivo layer that writes each bar's value at its end: every non-zero bar of a grouped chart, and the
 * net value of each stack (at the end of its positive part, or of its negative part when the net is below 0).
 */
export function valueLabelsLayer({ layout, groupMode, formatLabel, style }: ValueLabelsOptions): FC<BarCustomLayerProps<BarRow>> {
  const Layer: FC<BarCustomLayerProps<BarRow>> = ({ bars, xScale, yScale }) => {
    const vertical = layout === 'vertical';
    const scale = (vertical ? yScale : xScale) as unknown as Scale;
    const gap = 5;
    const labels: { key: string; x: number; y: number; value: number; figure?: string; anchor: 'start' | 'middle' | 'end'; baseline: 'auto' | 'hanging' | 'central' }[] = [];
    const place = (key: string, centre: number, end: number, value: number, figure: string | number | undefined) => {
      const at = scale(end) ?? 0;
      const f = typeof figure === 'string' ? figure : undefined;
      if (vertical) labels.push({ key, x: centre, y: value >= 0 ? at - gap : at + gap, value, figure: f, anchor: 'middle', baseline: value >= 0 ? 'auto' : 'hanging' });
      else labels.push({ key, x: value >= 0 ? at + gap : at - gap, y: centre, value, figure: f, anchor: value >= 0 ? 'start' : 'end', baseline: 'central' });
    };
    if (groupMode === 'grouped') {
      for (const bar of bars) {
        const v = bar.data.value;
        // A grouped bar of 0 has no bar to label.
        if (v === null || !Number.isFinite(v) || v === 0) continue;
        // A grouped bar's key into the figure set: its row's `<key>Figure` (shared/reports charts.ts).
        place(bar.key, vertical ? bar.x + bar.width / 2 : bar.y + bar.height / 2, v, v, bar.data.data[`${bar.data.id}Figure`]);
      }
    } else {
      const byIndex = new Map<string, { centre: number; pos: number; neg: number; any: boolean; figure: string | number | undefined }>();
      for (const bar of bars) {
        const v = bar.data.value;
        const id = String(bar.data.indexValue);
        const entry = byIndex.get(id) ?? { centre: vertical ? bar.x + bar.width / 2 : bar.y + bar.height / 2, pos: 0, neg: 0, any: false, figure: bar.data.data.figure };
        if (v !== null && Number.isFinite(v)) {
          if (v > 0) entry.pos += v;
          else entry.neg += v;
          entry.any = true;
        }
        byIndex.set(id, entry);
      }
      for (const [id, e] of byIndex) {
        if (!e.any) continue;
        const net = e.pos + e.neg;
        // A stack's net is its row's `figure` (shared/reports charts.ts).
        place(id, e.centre, net >= 0 ? e.pos : e.neg, net, e.figure);
      }
    }
    return (
      <g data-testid="bar-values">
        {labels.map((l) => (
          <text
            key={l.key}
            data-testid="bar-value"
            data-figure={l.figure}
            x={l.x}
            y={l.y}
            textAnchor={l.anchor}
            dominantBaseline={l.baseline}
            style={style}
          >
            {formatLabel(l.value)}
          </text>
        ))}
      </g>
    );
  };
  return Layer;
}
