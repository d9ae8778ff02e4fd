/**
 * Geometry of the energy wheel (spec/platform-and-shell.md §9 "Energy scale A to G with 7 ring levels,
 * colours from dark red to dark green"; methodology M4): one segment per category, its angular width
 * proportional to the category's group weight, seven rings from the centre outwards; a category rated
 * X fills the rings up to its level (G = 1 ring … A = 7 rings). Angles are in radians, 0 at twelve
 * o'clock, growing clockwise (SVG y points down). Pure: the client draws the paths as they are.
 */
import { NUMERIC_RATING, RATING_CLASSES, type RatingClass } from '../calc';
import { parseColor, toHex } from './colors';

/** Ring levels of the wheel: one per class A–G. */
export const ENERGY_WHEEL_LEVELS = 7;

const TAU = 2 * Math.PI;

/**
 * Ring colour per class, G (innermost) dark red through orange and yellow to A (outermost) dark
 * green; the same class colours as the rating badge of the solutions screen.
 */
export const ENERGY_WHEEL_COLORS: Readonly<Record<RatingClass, string>> = {
  A: '#1b5e20',
  B: '#2e7d32',
  C: '#8bc34a',
  D: '#fdd835',
  E: '#ffa726',
  F: '#e65100',
  G: '#b71c1c',
};

/** Fill of a ring that the rating does not reach. */
export const ENERGY_WHEEL_EMPTY_COLOR = '#e7e9ed';

export function isRatingClass(value: unknown): value is RatingClass {
  return typeof value === 'string' && (RATING_CLASSES as readonly string[]).includes(value);
}

/**
 * Rings a rating fills from the centre (M4 numericRating): A = 7 … G = 1, 0 when unrated. The letter
 * wins; a numeric rating (1–7) is used when there is no valid letter.
 */
export function filledRings(rating: string | null | undefined, numericRating?: number | null): number {
  if (isRatingClass(rating)) return NUMERIC_RATING[rating];
  if (typeof numericRating === 'number' && Number.isInteger(numericRating) && numericRating >= 1 && numericRating <= ENERGY_WHEEL_LEVELS) return numericRating;
  return 0;
}

/** The class whose level ring `ring` is (0 = innermost = G … 6 = outermost = A). */
export function ringClass(ring: number): RatingClass {
  return RATING_CLASSES[ENERGY_WHEEL_LEVELS - 1 - ring];
}

/** Relative luminance (WCAG) of a colour the colour helpers read. */
function luminance(color: string): number {
  const { r, g, b } = parseColor(color);
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Text colour on a class colour: white on the dark classes, near-black on the light ones. */
export function ratingContrastColor(rating: RatingClass): string {
  return luminance(ENERGY_WHEEL_COLORS[rating]) > 0.3 ? '#1a1a1a' : '#ffffff';
}

/**
 * A class colour readable as text on white: the light classes (yellow, orange, light green) are
 * darkened, so that a big centre letter keeps its hue but stays legible on paper.
 */
export function ratingTextColor(rating: RatingClass): string {
  const color = ENERGY_WHEEL_COLORS[rating];
  const l = luminance(color);
  if (l <= 0.3) return color;
  const { r, g, b } = parseColor(color);
  const k = l > 0.6 ? 0.62 : 0.78;
  return toHex({ r: r * k, g: g * k, b: b * k });
}

export interface AngleSpan {
  startAngle: number;
  endAngle: number;
}

const weightOf = (w: number | null | undefined) => (typeof w === 'number' && Number.isFinite(w) && w > 0 ? w : 0);

/**
 * Angular spans of the segments, in order, clockwise from `startAngle` (default 0 = twelve o'clock):
 * proportional to the weights (M4 categoryGroupWeight); equal when no weight is positive. A segment
 * of weight 0 (or negative, or not a number) gets an empty span while others weigh. `minSweep` gives
 * every weighed segment at least that angle (the others shrink proportionally), so that a tiny
 * category stays visible; when that is impossible the weighed segments share the circle equally.
 */
export function wheelSegmentAngles(weights: readonly (number | null | undefined)[], options: { startAngle?: number; minSweep?: number } = {}): AngleSpan[] {
  const n = weights.length;
  if (n === 0) return [];
  const w = weights.map(weightOf);
  const total = w.reduce((a, b) => a + b, 0);
  let sweeps: number[];
  if (!(total > 0)) {
    sweeps = w.map(() => TAU / n);
  } else {
    sweeps = w.map((x) => (x / total) * TAU);
    const min = Math.max(0, options.minSweep ?? 0);
    const weighed = w.filter((x) => x > 0).length;
    if (min > 0) {
      if (weighed * min >= TAU) {
        sweeps = w.map((x) => (x > 0 ? TAU / weighed : 0));
      } else {
        // Fix the segments below the minimum at it and share the rest out by weight, until stable.
        const fixed = new Set<number>();
        for (;;) {
          const freeWeight = w.reduce((sum, x, i) => (fixed.has(i) ? sum : sum + x), 0);
          const freeAngle = TAU - fixed.size * min;
          const next = w.map((x, i) => (x <= 0 ? 0 : fixed.has(i) ? min : (x / freeWeight) * freeAngle));
          const below = next.findIndex((s, i) => w[i] > 0 && !fixed.has(i) && s < min);
          if (below < 0) {
            sweeps = next;
            break;
          }
          next.forEach((s, i) => {
            if (w[i] > 0 && !fixed.has(i) && s < min) fixed.add(i);
          });
        }
      }
    }
  }
  let angle = options.startAngle ?? 0;
  return sweeps.map((s) => {
    const span = { startAngle: angle, endAngle: angle + s };
    angle += s;
    return span;
  });
}

/** A point at `radius` and `angle` (0 = up, clockwise) around (cx, cy). */
export function polarToCartesian(cx: number, cy: number, radius: number, angle: number): { x: number; y: number } {
  return { x: cx + radius * Math.sin(angle), y: cy - radius * Math.cos(angle) };
}

const num = (x: number) => {
  const r = Math.round(x * 1000) / 1000;
  return Object.is(r, -0) ? '0' : String(r);
};

export interface AnnularSector {
  cx: number;
  cy: number;
  innerRadius: number;
  outerRadius: number;
  startAngle: number;
  endAngle: number;
  /** Gap in px between neighbouring segments (parallel edges, half on each side); default 0. */
  padding?: number;
}

/**
 * SVG path of a ring sector: outer arc clockwise, inner arc back. A sweep of a full turn gives the
 * whole ring (two half arcs each way, so that the non-zero fill rule leaves the hole empty); an empty
 * sweep, or one the padding eats, gives ''. Coordinates are rounded to 0.001 px.
 */
export function annularSectorPath({ cx, cy, innerRadius, outerRadius, startAngle, endAngle, padding = 0 }: AnnularSector): string {
  const sweep = endAngle - startAngle;
  const r0 = Math.max(0, Math.min(innerRadius, outerRadius));
  const r1 = Math.max(innerRadius, outerRadius);
  if (!(sweep > 0) || !(r1 > 0)) return '';
  if (sweep >= TAU - 1e-9) {
    const outer = `M${num(cx)},${num(cy - r1)}A${num(r1)},${num(r1)},0,1,1,${num(cx)},${num(cy + r1)}A${num(r1)},${num(r1)},0,1,1,${num(cx)},${num(cy - r1)}Z`;
    if (r0 <= 0) return outer;
    return `${outer}M${num(cx)},${num(cy - r0)}A${num(r0)},${num(r0)},0,1,0,${num(cx)},${num(cy + r0)}A${num(r0)},${num(r0)},0,1,0,${num(cx)},${num(cy - r0)}Z`;
  }
  const half = Math.max(0, padding) / 2;
  // The angle that half the gap takes at a radius; at the inner radius it is wider.
  const padAt = (r: number) => (r > 0 ? Math.asin(Math.min(1, half / r)) : 0);
  const p1 = padAt(r1);
  const a0 = startAngle + p1;
  const a1 = endAngle - p1;
  if (!(a1 > a0)) return '';
  const p0 = padAt(r0);
  const b0 = startAngle + p0;
  const b1 = endAngle - p0;
  const o0 = polarToCartesian(cx, cy, r1, a0);
  const o1 = polarToCartesian(cx, cy, r1, a1);
  const outerLarge = a1 - a0 > Math.PI ? 1 : 0;
  let d = `M${num(o0.x)},${num(o0.y)}A${num(r1)},${num(r1)},0,${outerLarge},1,${num(o1.x)},${num(o1.y)}`;
  if (r0 > 0 && b1 > b0) {
    const i1 = polarToCartesian(cx, cy, r0, b1);
    const i0 = polarToCartesian(cx, cy, r0, b0);
    const innerLarge = b1 - b0 > Math.PI ? 1 : 0;
    d += `L${num(i1.x)},${num(i1.y)}A${num(r0)},${num(r0)},0,${innerLarge},0,${num(i0.x)},${num(i0.y)}`;
  } else {
    // The padding closes the inner edge: the sector ends where both gap edges meet.
    const meet = polarToCartesian(cx, cy, half > 0 ? half / Math.sin(Math.min(Math.PI / 2, sweep / 2)) : 0, (startAngle + endAngle) / 2);
    d += `L${num(meet.x)},${num(meet.y)}`;
  }
  return `${d}Z`;
}

export interface RingBand {
  ring: number;
  innerRadius: number;
  outerRadius: number;
}

/**
 * Radii of the seven rings between the centre hole and the outer radius, innermost (G level) first,
 * separated by `gap` px.
 */
export function ringBands(holeRadius: number, outerRadius: number, gap = 0, levels = ENERGY_WHEEL_LEVELS): RingBand[] {
  const width = (outerRadius - holeRadius - gap * (levels - 1)) / levels;
  return Array.from({ length: levels }, (_, ring) => {
    const inner = holeRadius + ring * (width + gap);
    return { ring, innerRadius: inner, outerRadius: inner + width };
  });
}

export interface WheelLabelPosition {
  index: number;
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
  /**
   * Where the label would stand on its segment's middle angle, when it was moved away from there (by
   * more than half a line) to make room: the wheel draws a leader line from its segment to it, so that
   * a small slice's label is never read as a neighbour's (issue #46 point 9). Null when it stands there.
   */
  leaderFrom: { x: number; y: number } | null;
}

/** The box a label takes: its anchor point, its width, and a line's height about its baseline. */
function labelBox(l: { x: number; y: number; anchor: WheelLabelPosition['anchor'] }, width: number, lineHeight: number, cy: number) {
  const left = l.anchor === 'start' ? l.x : l.anchor === 'end' ? l.x - width : l.x - width / 2;
  // A middle label sits above its point at the top of the wheel and below it at the bottom; the others about it.
  const top = l.anchor !== 'middle' ? l.y - lineHeight / 2 : l.y < cy ? l.y - lineHeight : l.y;
  return { left, right: left + width, top, bottom: top + lineHeight };
}

/**
 * Positions of the category labels around the wheel: at `radius` on each segment's middle angle,
 * anchored away from the wheel (start on the right, end on the left, middle at the top and the
 * bottom). Labels of one side closer than `lineHeight` are pushed apart vertically (downwards, back
 * up when they pass `cy + radius + lineHeight`), then moved back onto the circle, so that none overlap.
 * A label centred at the top or the bottom that would still touch another (two small slices either
 * side of the top: issue #46 point 9) is anchored to its side instead, which its side's spacing then
 * keeps clear; `widths` (px, per label) say how wide the labels are (by default ten line heights). A
 * label moved off its angle by more than half a line gets a leader line (`leaderFrom`).
 */
export function wheelLabelPositions(
  midAngles: readonly number[],
  { cx, cy, radius, lineHeight, widths }: { cx: number; cy: number; radius: number; lineHeight: number; widths?: readonly number[] },
): WheelLabelPosition[] {
  const widthOf = (i: number) => widths?.[i] ?? lineHeight * 10;
  const centred = new Set(midAngles.map((_, i) => i));
  for (;;) {
    const placed = placeLabels(midAngles, centred, { cx, cy, radius, lineHeight });
    const boxes = placed.map((l) => labelBox(l, widthOf(l.index), lineHeight, cy));
    const touches = (a: number, b: number) => boxes[a].left < boxes[b].right && boxes[b].left < boxes[a].right && boxes[a].top < boxes[b].bottom && boxes[b].top < boxes[a].bottom;
    const clash = placed.findIndex((l, i) => l.anchor === 'middle' && placed.some((_, j) => j !== i && touches(i, j)));
    if (clash < 0) return placed;
    centred.delete(placed[clash].index);
  }
}

function placeLabels(
  midAngles: readonly number[],
  centred: ReadonlySet<number>,
  { cx, cy, radius, lineHeight }: { cx: number; cy: number; radius: number; lineHeight: number },
): WheelLabelPosition[] {
  const raw = midAngles.map((angle, index) => {
    const a = ((angle % TAU) + TAU) % TAU;
    const s = Math.sin(a);
    const p = polarToCartesian(cx, cy, radius, a);
    const anchor: WheelLabelPosition['anchor'] = Math.abs(s) < 0.2 && centred.has(index) ? 'middle' : s >= 0 ? 'start' : 'end';
    return { index, x: p.x, y: p.y, natural: p, anchor, right: s >= 0 };
  });
  const bottom = cy + radius + lineHeight;
  for (const side of [true, false]) {
    const items = raw.filter((l) => l.right === side).sort((a, b) => a.y - b.y);
    for (let i = 1; i < items.length; i++) {
      if (items[i].y - items[i - 1].y < lineHeight) items[i].y = items[i - 1].y + lineHeight;
    }
    const last = items[items.length - 1];
    if (last && last.y > bottom) {
      last.y = bottom;
      for (let i = items.length - 2; i >= 0; i--) {
        if (items[i + 1].y - items[i].y < lineHeight) items[i].y = items[i + 1].y - lineHeight;
      }
    }
    for (const l of items) {
      if (l.anchor === 'middle') continue;
      const dy = l.y - cy;
      const dx = Math.sqrt(Math.max(0, radius * radius - dy * dy));
      l.x = side ? cx + Math.max(dx, lineHeight / 2) : cx - Math.max(dx, lineHeight / 2);
    }
  }
  return raw.map(({ index, x, y, anchor, natural }) => ({ index, x, y, anchor, leaderFrom: Math.hypot(x - natural.x, y - natural.y) > lineHeight / 2 ? natural : null }));
}
