import type { AxisTickProps } from '@nivo/axes';

/**
 * An index-axis tick as nivo draws it, plus the row's whole label as the SVG title: a label cut at 15
 * characters (methodology M7) shows in full on hover (issue #34, point 9). Drawn without the tick
 * animation: the report's rows do not move.
 */
export function AxisTickWithTitle({ value, format, x, y, lineX, lineY, textX, textY, textBaseline, textAnchor, rotate, opacity, theme, full }: AxisTickProps<string | number> & { full: string }) {
  const text = String(format?.(value) ?? value);
  return (
    <g transform={`translate(${x},${y})`} style={{ opacity }}>
      <line x1={0} x2={lineX} y1={0} y2={lineY} style={theme.line} />
      <text dominantBaseline={textBaseline as 'auto'} textAnchor={textAnchor as 'middle'} transform={`translate(${textX},${textY}) rotate(${rotate ?? 0})`} style={theme.text}>
        {text}
        {full && full !== text ? <title>{full}</title> : null}
      </text>
    </g>
  );
}
