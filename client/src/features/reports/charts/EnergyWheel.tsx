import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { truncateLabel, RATING_CLASSES } from '../../../../../shared/calc';
import {
  annularSectorPath,
  ENERGY_WHEEL_COLORS,
  ENERGY_WHEEL_EMPTY_COLOR,
  ENERGY_WHEEL_LEVELS,
  filledRings,
  isRatingClass,
  polarToCartesian,
  ratingContrastColor,
  ratingTextColor,
  ringBands,
  ringClass,
  wheelLabelPositions,
  wheelSegmentAngles,
} from '../../../../../shared/reports';
import { autoDecimals, formatNumber, formatShare } from './chart-format';

/** One category of the wheel, as the report's EnergyWheelEntry gives it (M4). */
export interface EnergyWheelEntryInput {
  categoryId?: string | null;
  category?: string | null;
  categoryName?: string | null;
  /** `itKwh_cat / itKwh` (M4): the segment's share of the circle. */
  categoryGroupWeight: number;
  /** A–G, or null when unrated (no capacity). */
  rating?: string | null;
  /** 7 (A) … 1 (G); used when `rating` is missing. */
  numericRating?: number | null;
  wattPerUnit?: number | null;
  /** The cooling entry's efficiency instead of watts per unit. */
  cop?: number | null;
}

export interface EnergyWheelProps {
  entries: readonly EnergyWheelEntryInput[];
  /** The accumulated rating (M4) in the centre; null shows a dash. */
  rating: string | null | undefined;
  /** A heading above the wheel. */
  title?: string;
  /** A line below the wheel (e.g. the client's name). */
  caption?: string;
  /** Width of the drawing in px (default 480); the height follows. It shrinks to its container on screen. */
  size?: number;
  /** Print view: no hover titles. The wheel itself is static SVG either way. */
  print?: boolean;
  /** The A–G scale under the wheel (default true). */
  showLegend?: boolean;
}

const TAU = 2 * Math.PI;
const MIN_SWEEP = (5 / 360) * TAU;
const SEGMENT_GAP = 2.5;
const RING_GAP = 1.5;
const UNRATED_STROKE = '#90a4ae';

/**
 * The energy wheel of the report (M4; spec/platform-and-shell.md §9): one segment per category as
 * wide as its share of the IT energy, seven rings from G (centre, dark red) to A (outside, dark
 * green); a category rated X fills its rings from the centre up to X. Unrated categories are dashed
 * outlines. The accumulated rating is the big letter in the middle. Plain SVG, crisp in print.
 */
export function EnergyWheel({ entries, rating, title, caption, size = 480, print = false, showLegend = true }: EnergyWheelProps) {
  const { t, i18n } = useLingui();
  const muiTheme = useTheme();
  const fontFamily = muiTheme.typography.fontFamily ?? 'Roboto, Arial, sans-serif';
  const locale = i18n.locale;

  const labelFont = size >= 440 ? 12 : size >= 360 ? 11 : 10;
  const scaleFont = size >= 440 ? 13 : 11;
  // Room for a 15-character label and its rating letter beside the wheel (spec §9 label length).
  const labelRoom = Math.min(size * 0.32, 16 + 17 * labelFont * 0.6);
  const radius = Math.max(40, size / 2 - labelRoom);
  const labelGap = 10;
  const lineHeight = labelFont + 4;
  const top = lineHeight + labelGap + 4;
  const cx = size / 2;
  const cy = top + radius;
  const legendTop = cy + radius + labelGap + lineHeight + 10;
  const legendBox = { w: Math.round(scaleFont * 2.1), h: Math.round(scaleFont * 1.5), gap: 3 };
  const height = showLegend ? legendTop + legendBox.h + 4 : cy + radius + labelGap + lineHeight + 4;
  const hole = radius * 0.3;
  const bands = useMemo(() => ringBands(hole + 3, radius, RING_GAP), [hole, radius]);
  const centreRating = isRatingClass(rating) ? rating : null;

  const segments = useMemo(() => {
    const spans = wheelSegmentAngles(
      entries.map((e) => e.categoryGroupWeight),
      { minSweep: MIN_SWEEP },
    );
    const totalWeight = entries.reduce((s, e) => s + (Number.isFinite(e.categoryGroupWeight) && e.categoryGroupWeight > 0 ? e.categoryGroupWeight : 0), 0);
    return entries.map((entry, i) => {
      const id = entry.categoryId ?? entry.category ?? String(i);
      const name = entry.categoryName || entry.category || entry.categoryId || '';
      const letter = isRatingClass(entry.rating) ? entry.rating : filledRings(null, entry.numericRating) ? RATING_CLASSES[ENERGY_WHEEL_LEVELS - (entry.numericRating as number)] : null;
      return { id, name, label: truncateLabel(name), entry, letter, filled: filledRings(entry.rating, entry.numericRating), span: spans[i], share: totalWeight > 0 ? entry.categoryGroupWeight / totalWeight : 1 / entries.length };
    });
  }, [entries]);

  const visible = segments.filter((s) => s.span.endAngle - s.span.startAngle > 0);
  const single = visible.length === 1;
  const midAngles = visible.map((s) => (s.span.startAngle + s.span.endAngle) / 2);
  const labels = wheelLabelPositions(midAngles, {
    cx,
    cy,
    radius: radius + labelGap,
    lineHeight,
    // The label and its rating letter, at about 0.6 em a character (the layout only needs to know when two would touch).
    widths: visible.map((s) => (s.label.length + 1) * labelFont * 0.6 + 4),
  });

  const describe = (s: (typeof segments)[number]) => {
    const name = s.name;
    const letter = s.letter;
    const share = formatShare(s.share, 1, locale);
    const cop = s.entry.cop != null ? formatNumber(s.entry.cop, locale, 2) : null;
    const watts = s.entry.wattPerUnit != null ? formatNumber(s.entry.wattPerUnit, locale, autoDecimals(s.entry.wattPerUnit)) : null;
    const efficiency = cop !== null ? t`COP ${cop}` : watts !== null ? t`${watts} W per unit` : t`no capacity`;
    return letter ? t`${name}: rating ${letter}, ${efficiency}, ${share} of the IT energy` : t`${name}: not rated, ${efficiency}, ${share} of the IT energy`;
  };

  const legendWidth = RATING_CLASSES.length * legendBox.w + (RATING_CLASSES.length - 1) * legendBox.gap;
  const legendLeft = cx - legendWidth / 2;
  const centreLabel = centreRating ? t`Energy wheel, accumulated rating ${centreRating}` : t`Energy wheel, no accumulated rating`;

  return (
    <Box data-testid="energy-wheel" sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'center', maxWidth: '100%', breakInside: 'avoid' }}>
      {title && (
        <Typography variant="subtitle2" component="div" sx={{ fontWeight: 700, mb: 0.5, textAlign: 'center' }}>
          {title}
        </Typography>
      )}
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={height}
        viewBox={`0 0 ${size} ${height}`}
        role="img"
        aria-label={centreLabel}
        style={{ maxWidth: '100%', height: 'auto', display: 'block', fontFamily }}
        shapeRendering="geometricPrecision"
      >
        {visible.map((s) => {
          const rated = s.filled > 0;
          const span = single ? { startAngle: 0, endAngle: TAU } : s.span;
          return (
            <g
              key={s.id}
              data-testid="wheel-segment"
              data-category={s.id}
              data-rating={s.letter ?? ''}
              data-filled={s.filled}
              data-sweep={Math.round(((span.endAngle - span.startAngle) / TAU) * 3600) / 10}
            >
              {!print && <title>{describe(s)}</title>}
              {bands.map((b) => {
                const d = annularSectorPath({ cx, cy, innerRadius: b.innerRadius, outerRadius: b.outerRadius, ...span, padding: single ? 0 : SEGMENT_GAP });
                const filled = b.ring < s.filled;
                return rated ? (
                  <path key={b.ring} data-testid="wheel-ring" data-ring={b.ring} data-filled={filled} d={d} fill={filled ? ENERGY_WHEEL_COLORS[ringClass(b.ring)] : ENERGY_WHEEL_EMPTY_COLOR} />
                ) : (
                  <path
                    key={b.ring}
                    data-testid="wheel-ring"
                    data-ring={b.ring}
                    data-filled={false}
                    d={d}
                    fill="#ffffff"
                    stroke={UNRATED_STROKE}
                    strokeWidth={0.8}
                    strokeDasharray="3 2"
                  />
                );
              })}
            </g>
          );
        })}
        {/* A label moved off its slice to make room is joined to it by a thin line (issue #46 point 9). */}
        <g data-testid="wheel-leaders" stroke="#90a4ae" strokeWidth={0.8} fill="none">
          {labels.map((p) => {
            if (!p.leaderFrom) return null;
            const from = polarToCartesian(cx, cy, radius + 2, midAngles[p.index]);
            const to = { x: p.anchor === 'start' ? p.x - 2 : p.anchor === 'end' ? p.x + 2 : p.x, y: p.y };
            return <line key={visible[p.index].id} data-testid="wheel-leader" data-category={visible[p.index].id} x1={from.x} y1={from.y} x2={to.x} y2={to.y} />;
          })}
        </g>
        <g data-testid="wheel-labels" fontSize={labelFont} fill="#37474f">
          {labels.map((p) => {
            const s = visible[p.index];
            const baseline = p.anchor !== 'middle' ? 'central' : p.y < cy ? 'auto' : 'hanging';
            return (
              <text key={s.id} data-testid="wheel-label" x={p.x} y={p.y} textAnchor={p.anchor} dominantBaseline={baseline}>
                {s.label}
                <tspan dx={4} fontWeight={700} fill={s.letter ? ratingTextColor(s.letter) : UNRATED_STROKE}>
                  {s.letter ?? '–'}
                </tspan>
              </text>
            );
          })}
        </g>
        <circle cx={cx} cy={cy} r={hole} fill="#ffffff" stroke="#cfd8dc" strokeWidth={1} />
        <text
          data-testid="wheel-centre"
          x={cx}
          y={cy}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={Math.min(42, hole * 1.2)}
          fontWeight={800}
          fill={centreRating ? ratingTextColor(centreRating) : UNRATED_STROKE}
        >
          {centreRating ?? '–'}
        </text>
        {showLegend && (
          <g data-testid="wheel-legend" fontSize={scaleFont} fontWeight={700}>
            {RATING_CLASSES.map((r, i) => {
              const x = legendLeft + i * (legendBox.w + legendBox.gap);
              return (
                <g key={r}>
                  <rect x={x} y={legendTop} width={legendBox.w} height={legendBox.h} rx={2} fill={ENERGY_WHEEL_COLORS[r]} />
                  <text x={x + legendBox.w / 2} y={legendTop + legendBox.h / 2} textAnchor="middle" dominantBaseline="central" fill={ratingContrastColor(r)}>
                    {r}
                  </text>
                </g>
              );
            })}
          </g>
        )}
      </svg>
      {caption && (
        <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 0.5, textAlign: 'center' }}>
          {caption}
        </Typography>
      )}
    </Box>
  );
}
