import { describe, expect, it } from 'vitest';
import {
  annularSectorPath,
  ENERGY_WHEEL_COLORS,
  filledRings,
  polarToCartesian,
  ratingContrastColor,
  ratingTextColor,
  ringBands,
  ringClass,
  wheelLabelPositions,
  wheelSegmentAngles,
} from './energy-wheel';

const TAU = 2 * Math.PI;
const sweeps = (spans: { startAngle: number; endAngle: number }[]) => spans.map((s) => +((s.endAngle - s.startAngle) / TAU).toFixed(6));

describe('filledRings (M4: A=7 … G=1)', () => {
  it.each([
    { rating: 'A', numeric: null, rings: 7 },
    { rating: 'B', numeric: null, rings: 6 },
    { rating: 'C', numeric: null, rings: 5 },
    { rating: 'D', numeric: null, rings: 4 },
    { rating: 'E', numeric: null, rings: 3 },
    { rating: 'F', numeric: null, rings: 2 },
    { rating: 'G', numeric: null, rings: 1 },
    { rating: 'G', numeric: 7, rings: 1 },
    { rating: null, numeric: 4, rings: 4 },
    { rating: null, numeric: null, rings: 0 },
    { rating: 'X', numeric: null, rings: 0 },
    { rating: null, numeric: 9, rings: 0 },
    { rating: null, numeric: 2.5, rings: 0 },
  ])('$rating / $numeric fills $rings rings', ({ rating, numeric, rings }) => {
    expect(filledRings(rating, numeric)).toBe(rings);
  });
});

describe('ringClass', () => {
  it('runs from G at the centre to A outside', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(ringClass)).toEqual(['G', 'F', 'E', 'D', 'C', 'B', 'A']);
  });
});

describe('rating colours', () => {
  it('keeps dark classes as they are and darkens the light ones for text on white', () => {
    expect(ratingTextColor('A')).toBe(ENERGY_WHEEL_COLORS.A);
    expect(ratingTextColor('G')).toBe(ENERGY_WHEEL_COLORS.G);
    expect(ratingTextColor('D')).not.toBe(ENERGY_WHEEL_COLORS.D);
  });

  it.each([
    { rating: 'A', text: '#ffffff' },
    { rating: 'D', text: '#1a1a1a' },
    { rating: 'G', text: '#ffffff' },
  ] as const)('writes on $rating in $text', ({ rating, text }) => {
    expect(ratingContrastColor(rating)).toBe(text);
  });
});

describe('wheelSegmentAngles', () => {
  it.each([
    { weights: [1, 1], shares: [0.5, 0.5] },
    { weights: [0.5, 0.25, 0.25], shares: [0.5, 0.25, 0.25] },
    { weights: [3, 1], shares: [0.75, 0.25] },
    { weights: [0, 0, 0], shares: [1 / 3, 1 / 3, 1 / 3].map((x) => +x.toFixed(6)) },
    { weights: [0, 0, 0, 0], shares: [0.25, 0.25, 0.25, 0.25] },
    { weights: [1, 0], shares: [1, 0] },
    { weights: [2, -1, Number.NaN, null], shares: [1, 0, 0, 0] },
    { weights: [5], shares: [1] },
  ])('shares the circle by weight: $weights → $shares', ({ weights, shares }) => {
    expect(sweeps(wheelSegmentAngles(weights))).toEqual(shares);
  });

  it('gives no segments for no weights', () => {
    expect(wheelSegmentAngles([])).toEqual([]);
  });

  it('starts at the given angle and runs on without gaps', () => {
    const spans = wheelSegmentAngles([1, 2, 1], { startAngle: 1 });
    expect(spans[0].startAngle).toBe(1);
    expect(spans[1].startAngle).toBe(spans[0].endAngle);
    expect(spans[2].endAngle).toBeCloseTo(1 + TAU);
  });

  it('gives a tiny weighed segment the minimum sweep and shrinks the others in proportion', () => {
    const min = TAU * 0.05;
    const s = wheelSegmentAngles([0.001, 0.6, 0.399], { minSweep: min }).map((x) => x.endAngle - x.startAngle);
    expect(s[0]).toBeCloseTo(min, 9);
    expect(s[1] / s[2]).toBeCloseTo(0.6 / 0.399, 9);
    expect(s.reduce((a, b) => a + b, 0)).toBeCloseTo(TAU, 9);
  });

  it('does not give a segment of weight 0 the minimum sweep', () => {
    expect(sweeps(wheelSegmentAngles([0, 1], { minSweep: 0.5 }))).toEqual([0, 1]);
  });

  it('shares equally among the weighed segments when the minimum cannot be met', () => {
    expect(sweeps(wheelSegmentAngles([1, 100, 0], { minSweep: 4 }))).toEqual([0.5, 0.5, 0]);
  });
});

describe('polarToCartesian', () => {
  it.each([
    { angle: 0, x: 100, y: 90 },
    { angle: Math.PI / 2, x: 110, y: 100 },
    { angle: Math.PI, x: 100, y: 110 },
    { angle: (3 * Math.PI) / 2, x: 90, y: 100 },
  ])('puts angle $angle at ($x, $y), clockwise from twelve o’clock', ({ angle, x, y }) => {
    const p = polarToCartesian(100, 100, 10, angle);
    expect(p.x).toBeCloseTo(x);
    expect(p.y).toBeCloseTo(y);
  });
});

describe('annularSectorPath', () => {
  it.each([
    {
      name: 'a quarter from twelve to three o’clock',
      sector: { cx: 0, cy: 0, innerRadius: 5, outerRadius: 10, startAngle: 0, endAngle: Math.PI / 2 },
      path: 'M0,-10A10,10,0,0,1,10,0L5,0A5,5,0,0,0,0,-5Z',
    },
    {
      name: 'three quarters (large arcs)',
      sector: { cx: 0, cy: 0, innerRadius: 5, outerRadius: 10, startAngle: 0, endAngle: (3 * Math.PI) / 2 },
      path: 'M0,-10A10,10,0,1,1,-10,0L-5,0A5,5,0,1,0,0,-5Z',
    },
    {
      name: 'a full ring as two half arcs each way',
      sector: { cx: 50, cy: 50, innerRadius: 10, outerRadius: 20, startAngle: 0, endAngle: TAU },
      path: 'M50,30A20,20,0,1,1,50,70A20,20,0,1,1,50,30ZM50,40A10,10,0,1,0,50,60A10,10,0,1,0,50,40Z',
    },
    { name: 'nothing for an empty sweep', sector: { cx: 0, cy: 0, innerRadius: 5, outerRadius: 10, startAngle: 1, endAngle: 1 }, path: '' },
    { name: 'nothing when the padding eats the sector', sector: { cx: 0, cy: 0, innerRadius: 5, outerRadius: 10, startAngle: 0, endAngle: 0.01, padding: 2 }, path: '' },
  ])('draws $name', ({ sector, path }) => {
    expect(annularSectorPath(sector)).toBe(path);
  });

  it('leaves a gap of the padding at both edges, wider in angle at the inner radius', () => {
    const d = annularSectorPath({ cx: 0, cy: 0, innerRadius: 50, outerRadius: 100, startAngle: 0, endAngle: Math.PI / 2, padding: 4 });
    // The outer edge starts 2 px right of the vertical axis, the inner edge ends 2 px right of it.
    expect(d.startsWith('M2,')).toBe(true);
    expect(d.endsWith(',0,0,0,2,-49.96Z')).toBe(true);
  });
});

describe('ringBands', () => {
  it('splits the space between the hole and the outside into seven rings with gaps', () => {
    const bands = ringBands(30, 100, 1);
    expect(bands).toHaveLength(7);
    expect(bands[0].innerRadius).toBe(30);
    expect(bands[6].outerRadius).toBeCloseTo(100);
    for (let i = 1; i < 7; i++) expect(bands[i].innerRadius - bands[i - 1].outerRadius).toBeCloseTo(1);
    const widths = bands.map((b) => b.outerRadius - b.innerRadius);
    expect(Math.max(...widths) - Math.min(...widths)).toBeCloseTo(0);
  });
});

describe('wheelLabelPositions', () => {
  const box = { cx: 0, cy: 0, radius: 100, lineHeight: 14 };

  it.each([
    { angle: 0, anchor: 'middle', x: 0, y: -100 },
    { angle: Math.PI / 2, anchor: 'start', x: 100, y: 0 },
    { angle: Math.PI, anchor: 'middle', x: 0, y: 100 },
    { angle: (3 * Math.PI) / 2, anchor: 'end', x: -100, y: 0 },
  ] as const)('anchors a label at angle $angle to the $anchor', ({ angle, anchor, x, y }) => {
    const [p] = wheelLabelPositions([angle], box);
    expect(p.anchor).toBe(anchor);
    expect(p.x).toBeCloseTo(x);
    expect(p.y).toBeCloseTo(y);
  });

  it('pushes close labels of one side apart by the line height and keeps them on the circle', () => {
    const labels = wheelLabelPositions([1.5, 1.52, 1.54, 4.7], box);
    const right = labels.filter((l) => l.anchor === 'start').sort((a, b) => a.y - b.y);
    expect(right).toHaveLength(3);
    for (let i = 1; i < right.length; i++) expect(right[i].y - right[i - 1].y).toBeGreaterThanOrEqual(14 - 1e-9);
    for (const l of right) expect(Math.hypot(l.x, l.y)).toBeCloseTo(100);
    // The lone label on the left keeps its place.
    expect(labels[3].x).toBeCloseTo(polarToCartesian(0, 0, 100, 4.7).x);
  });

  it('keeps its input order', () => {
    expect(wheelLabelPositions([3, 1, 2], box).map((l) => l.index)).toEqual([0, 1, 2]);
  });

  /** The boxes of the labels as the wheel draws them (middle: above its point at the top, below at the bottom). */
  const boxes = (labels: ReturnType<typeof wheelLabelPositions>, width: number) =>
    labels.map((l) => {
      const left = l.anchor === 'start' ? l.x : l.anchor === 'end' ? l.x - width : l.x - width / 2;
      const top = l.anchor !== 'middle' ? l.y - 7 : l.y < 0 ? l.y - 14 : l.y;
      return { left, right: left + width, top, bottom: top + 14 };
    });
  const overlapping = (b: ReturnType<typeof boxes>) =>
    b.flatMap((x, i) => b.slice(i + 1).map((y) => x.left < y.right && y.left < x.right && x.top < y.bottom && y.top < x.bottom)).some(Boolean);

  it.each([
    { case: 'two small slices either side of the top', angles: [TAU - 0.04, 0.04] },
    { case: 'three small slices about the bottom', angles: [Math.PI - 0.05, Math.PI, Math.PI + 0.05] },
    { case: 'a small slice at the top beside one just right of it', angles: [0.01, 0.25] },
  ])('never lets two labels touch: $case (issue #46 point 9)', ({ angles }) => {
    const labels = wheelLabelPositions(angles, { ...box, widths: angles.map(() => 90) });
    expect(overlapping(boxes(labels, 90))).toBe(false);
  });

  it('joins a label moved off its slice to it by a leader line, and only such a label', () => {
    const labels = wheelLabelPositions([1.5, 1.52, 1.54, 4.7], box);
    // The first of the close three and the lone one on the left stand on their angle; the two pushed down do not.
    expect(labels.map((l) => l.leaderFrom !== null)).toEqual([false, true, true, false]);
    const moved = labels[2];
    expect(moved.leaderFrom!.x).toBeCloseTo(polarToCartesian(0, 0, 100, 1.54).x);
    expect(moved.leaderFrom!.y).toBeCloseTo(polarToCartesian(0, 0, 100, 1.54).y);
  });
});
