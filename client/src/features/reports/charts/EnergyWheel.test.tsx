import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ENERGY_WHEEL_COLORS, ENERGY_WHEEL_EMPTY_COLOR } from '../../../../../shared/reports';
import { EnergyWheel, type EnergyWheelEntryInput } from './EnergyWheel';
import { renderChart } from './test-utils';

afterEach(cleanup);

const entries: EnergyWheelEntryInput[] = [
  { category: 'server', categoryName: 'Servers', categoryGroupWeight: 0.5, rating: 'A', numericRating: 7, wattPerUnit: 12.5 },
  { category: 'storage', categoryName: 'Storage systems', categoryGroupWeight: 0.3, rating: 'D', numericRating: 4, wattPerUnit: 3 },
  { category: 'network', categoryName: 'Network equipment and switches', categoryGroupWeight: 0.15, rating: 'G', numericRating: 1 },
  { category: 'enduser', categoryName: 'End-user devices', categoryGroupWeight: 0.05, rating: null, numericRating: null },
];

const segments = (c: HTMLElement) => [...c.querySelectorAll<SVGGElement>('[data-testid="wheel-segment"]')];
const rings = (segment: Element) => [...segment.querySelectorAll<SVGPathElement>('[data-testid="wheel-ring"]')];

describe('EnergyWheel', () => {
  it('draws seven rings per segment and fills them from the centre up to the rating (G = 1 … A = 7)', async () => {
    const { container } = await renderChart(<EnergyWheel entries={entries} rating="B" print />);
    const segs = segments(container);
    expect(segs.map((s) => s.dataset.category)).toEqual(['server', 'storage', 'network', 'enduser']);
    for (const s of segs) expect(rings(s)).toHaveLength(7);
    const filled = segs.map((s) => rings(s).filter((r) => r.dataset.filled === 'true').length);
    expect(filled).toEqual([7, 4, 1, 0]);
    // Filled rings are the innermost ones, each in its level's colour; the others light grey.
    const storage = rings(segs[1]);
    expect(storage.map((r) => r.getAttribute('fill'))).toEqual([
      ENERGY_WHEEL_COLORS.G,
      ENERGY_WHEEL_COLORS.F,
      ENERGY_WHEEL_COLORS.E,
      ENERGY_WHEEL_COLORS.D,
      ENERGY_WHEEL_EMPTY_COLOR,
      ENERGY_WHEEL_EMPTY_COLOR,
      ENERGY_WHEEL_EMPTY_COLOR,
    ]);
    expect(rings(segs[0])[6].getAttribute('fill')).toBe(ENERGY_WHEEL_COLORS.A);
  });

  it('draws an unrated category as dashed outlines and marks its label with a dash', async () => {
    const { container } = await renderChart(<EnergyWheel entries={entries} rating="B" print />);
    const unrated = rings(segments(container)[3]);
    for (const r of unrated) {
      expect(r.getAttribute('stroke-dasharray')).toBeTruthy();
      expect(r.getAttribute('fill')).toBe('#ffffff');
    }
    const label = [...container.querySelectorAll('[data-testid="wheel-label"]')].find((l) => l.textContent?.startsWith('End-user'));
    expect(label?.textContent).toBe('End-user device…–');
  });

  it('puts the accumulated rating big in the centre, in its class colour', async () => {
    const { container } = await renderChart(<EnergyWheel entries={entries} rating="B" print />);
    const centre = container.querySelector('[data-testid="wheel-centre"]')!;
    expect(centre.textContent).toBe('B');
    expect(centre.getAttribute('fill')).toBe(ENERGY_WHEEL_COLORS.B);
    expect(Number(centre.getAttribute('font-size'))).toBeGreaterThanOrEqual(30);
    expect(container.querySelector('svg')!.getAttribute('aria-label')).toBe('Energy wheel, accumulated rating B');
  });

  it('shows a dash in the centre without an accumulated rating', async () => {
    const { container } = await renderChart(<EnergyWheel entries={entries} rating={null} print />);
    expect(container.querySelector('[data-testid="wheel-centre"]')!.textContent).toBe('–');
  });

  it('cuts category labels at 15 characters with an ellipsis and adds the rating letter', async () => {
    const { container } = await renderChart(<EnergyWheel entries={entries} rating="B" print />);
    const labels = [...container.querySelectorAll('[data-testid="wheel-label"]')].map((l) => l.textContent);
    expect(labels).toEqual(['ServersA', 'Storage systemsD', 'Network equipme…G', 'End-user device…–']);
  });

  it('sizes segments by weight, and equally when every weight is 0', async () => {
    const { container } = await renderChart(<EnergyWheel entries={entries} rating="B" print />);
    // 0.05 of the circle is 18°, above the 5° minimum, so every sweep is proportional.
    expect(segments(container).map((s) => Number(s.dataset.sweep))).toEqual([180, 108, 54, 18]);
    cleanup();
    const zero = entries.slice(0, 3).map((e) => ({ ...e, categoryGroupWeight: 0 }));
    const again = await renderChart(<EnergyWheel entries={zero} rating="B" print />);
    expect(segments(again.container).map((s) => Number(s.dataset.sweep))).toEqual([120, 120, 120]);
  });

  it('draws a single category as full rings', async () => {
    const { container } = await renderChart(<EnergyWheel entries={entries.slice(0, 1)} rating="A" print />);
    const [seg] = segments(container);
    expect(seg.dataset.sweep).toBe('360');
    // A full ring is two half arcs outside and two inside.
    expect(rings(seg)[0].getAttribute('d')!.match(/A/g)).toHaveLength(4);
  });

  it('shows the A–G scale, the title and the caption', async () => {
    const { container, getByText } = await renderChart(<EnergyWheel entries={entries} rating="B" title="Current data centre" caption="Fjordby" print />);
    expect(container.querySelector('[data-testid="wheel-legend"]')!.textContent).toBe('ABCDEFG');
    expect(getByText('Current data centre')).toBeTruthy();
    expect(getByText('Fjordby')).toBeTruthy();
  });

  it('explains each segment in a hover title on screen, and leaves it out of print', async () => {
    const screen = await renderChart(<EnergyWheel entries={entries} rating="B" />);
    expect(segments(screen.container)[0].querySelector('title')!.textContent).toBe('Servers: rating A, 12.5 W per unit, 50% of the IT energy');
    expect(segments(screen.container)[3].querySelector('title')!.textContent).toBe('End-user devices: not rated, no capacity, 5% of the IT energy');
    cleanup();
    const print = await renderChart(<EnergyWheel entries={entries} rating="B" print />);
    expect(print.container.querySelector('title')).toBeNull();
  });
});
