import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  co2PieSeries,
  consumptionBars,
  counterActedBars,
  DOUGHNUT_INNER_RADIUS,
  energyEfficiencyBars,
  gwpBars,
  lcaStageBars,
  lcaStagePie,
  refurbishmentBars,
  refurbishmentDoughnut,
  type LcaStagesInput,
} from '../../../../../shared/reports';
import { Co2Pie } from './Co2Pie';
import { ConsumptionBarChart } from './ConsumptionBarChart';
import { CounterActedBarChart } from './CounterActedBarChart';
import { EnergyEfficiencyBarChart } from './EnergyEfficiencyBarChart';
import { GwpBarChart } from './GwpBarChart';
import { LcaDoughnut } from './LcaDoughnut';
import { LcaStageBarChart } from './LcaStageBarChart';
import { RefurbishmentBarChart } from './RefurbishmentBarChart';
import { RefurbishmentDoughnut } from './RefurbishmentDoughnut';
import { ReportBarChart } from './ReportBarChart';
import { renderChart } from './test-utils';

afterEach(cleanup);

const lca = (m: number, t: number, u: number | null, e: number | null, offset = 0): LcaStagesInput => ({
  gwpKgCo2e: m + t + (u ?? 0) + (e ?? 0),
  manufacturingKgCo2e: m,
  transportationKgCo2e: t,
  useKgCo2e: u,
  eolKgCo2e: e,
  refurbishmentImpactKgCo2e: offset / 4,
  refurbishedOffsetTotalKgCo2e: offset,
});
/** The refurbishment figures of a group: avoided = net offset + impact (M5). */
const refurbished = <G extends { lcaData: LcaStagesInput }>(g: G) => ({ ...g, lcaData: { ...g.lcaData, refurbishmentOffsetKgCo2e: g.lcaData.refurbishedOffsetTotalKgCo2e + g.lcaData.refurbishmentImpactKgCo2e } });

const groups = [
  { id: 'g1', name: 'Current data centre', lcaData: lca(42000, 3100, 61000, 1200), totalKwh: 420000, itKwh: 300000, upsKwh: 30000, coolingKwh: 90000 },
  { id: 'g2', name: 'Consolidated', lcaData: lca(26000, 2100, 32000, 900, 9000), totalKwh: 210000, itKwh: 160000, upsKwh: 10000, coolingKwh: 40000 },
  { id: 'g3', name: 'Cloud hybrid', lcaData: lca(18000, 1500, 20000, 700), totalKwh: 150000, itKwh: 120000, upsKwh: 8000, coolingKwh: 22000 },
];

const bars = (c: HTMLElement) => [...c.querySelectorAll('[data-testid^="bar.item."]')];
const barsOf = (c: HTMLElement, key: string) => bars(c).filter((b) => b.getAttribute('data-testid')!.startsWith(`bar.item.${key}.`));
const legend = (c: HTMLElement) => [...c.querySelectorAll('[data-testid="chart-legend-item"]')].map((li) => li.textContent);
const rgba = (hex: string) => `rgba(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')}, 1)`;
// Arc radii of a slice path, without the small arcs of its rounded corners.
const radiiOf = (d: string) => [...d.matchAll(/A([\d.]+),/g)].map((m) => Number(m[1])).filter((r) => r > 5);
const values = (c: HTMLElement) => [...c.querySelectorAll('[data-testid="bar-value"]')].map((t) => t.textContent);

describe('LcaStageBarChart', () => {
  it('stacks one bar per row by stage, with the translated stages in the legend', async () => {
    const { container } = await renderChart(<LcaStageBarChart chart={lcaStageBars(groups)} width={600} height={300} print />);
    for (const stage of ['manufacturing', 'transportation', 'use', 'eol']) expect(barsOf(container, stage)).toHaveLength(3);
    // Only the refurbished group has an offset below zero.
    expect(barsOf(container, 'refurbishmentOffset')).toHaveLength(1);
    expect(legend(container)).toEqual(['Manufacturing', 'Transportation', 'Use', 'End of life', 'Refurbishment offset']);
    // The net of each bar (its GWP with the offset taken off), with thousands separators.
    expect(values(container)).toEqual(['107,300', '52,000', '40,200']);
    // Row labels on the axis.
    expect(container.textContent).toContain('Current data ce…');
  });

  it('draws a zero line when a bar goes below zero, and hides the row labels when the table names them', async () => {
    const { container } = await renderChart(<LcaStageBarChart chart={lcaStageBars(groups)} width={600} height={300} print hideIndexLabels />);
    expect(container.querySelector('svg line[y1][y2]')).toBeTruthy();
    expect(container.textContent).not.toContain('Current data ce…');
  });

  it('renders in another locale with its separators and translated stage names falling back to the source', async () => {
    const { container } = await renderChart(<LcaStageBarChart chart={lcaStageBars(groups)} width={600} height={300} print />, 'de-DE');
    expect(values(container)).toEqual(['107.300', '52.000', '40.200']);
  });
});

describe('GwpBarChart', () => {
  it('draws one bar per group in its own colour, without a legend', async () => {
    const chart = gwpBars(groups, { colors: ['#111111', '#222222', '#333333'] });
    const { container } = await renderChart(<GwpBarChart chart={chart} width={500} height={260} print />);
    const gwp = barsOf(container, 'gwp');
    expect(gwp).toHaveLength(3);
    expect(gwp.map((b) => b.getAttribute('fill'))).toEqual(['#111111', '#222222', '#333333'].map(rgba));
    expect(container.querySelector('[data-testid="chart-legend"]')).toBeNull();
    expect(container.textContent).toContain('kg CO2e');
  });

  it('keeps a single bar at most 50 px thick (spec §9)', async () => {
    const { container } = await renderChart(<GwpBarChart chart={gwpBars(groups.slice(0, 1))} width={500} height={260} print />);
    const [bar] = barsOf(container, 'gwp');
    expect(Number(bar.getAttribute('width'))).toBeLessThanOrEqual(50.5);
  });
});

describe('RefurbishmentBarChart', () => {
  it('puts avoided emissions, impact and net offset side by side, translated in the legend', async () => {
    const { container } = await renderChart(<RefurbishmentBarChart chart={refurbishmentBars(groups.map(refurbished))} width={500} height={260} print />);
    expect(barsOf(container, 'avoided')).toHaveLength(3);
    expect(barsOf(container, 'impact')).toHaveLength(3);
    expect(barsOf(container, 'net')).toHaveLength(3);
    expect(legend(container)).toEqual(['Avoided emissions', 'Refurbishment impact', 'Net offset']);
    // Bars of 0 get no label: 11,250 avoided = 9,000 net + 2,250 impact.
    expect(values(container)).toEqual(['11,250', '2,250', '9,000']);
  });
});

describe('ConsumptionBarChart', () => {
  it('stacks IT, UPS and cooling per group', async () => {
    const { container } = await renderChart(<ConsumptionBarChart chart={consumptionBars(groups)} width={500} height={260} print />);
    for (const key of ['it', 'ups', 'cooling']) expect(barsOf(container, key)).toHaveLength(3);
    expect(legend(container)).toEqual(['IT equipment', 'UPS', 'Cooling']);
    expect(values(container)).toEqual(['420,000', '210,000', '150,000']);
  });

  it('shows one total per group without UPS and cooling', async () => {
    const { container } = await renderChart(<ConsumptionBarChart chart={consumptionBars(groups, { includeUpsCooling: false })} width={500} height={260} print />);
    expect(barsOf(container, 'total')).toHaveLength(3);
    expect(container.querySelector('[data-testid="chart-legend"]')).toBeNull();
  });
});

describe('EnergyEfficiencyBarChart', () => {
  it('draws horizontal bars in percent, the first category at the top', async () => {
    const chart = energyEfficiencyBars([
      { categoryId: 'server', categoryName: 'Servers', percent: 42.3 },
      { categoryId: 'storage', categoryName: 'Storage', percent: 18.9 },
      { categoryId: 'ups', categoryName: 'UPS', percent: 50 },
    ]);
    const { container } = await renderChart(<EnergyEfficiencyBarChart chart={chart} width={500} height={200} print />);
    const improvement = barsOf(container, 'improvement');
    expect(improvement).toHaveLength(2);
    expect(values(container).sort()).toEqual(['19%', '42%']);
    const y = (label: string) => {
      const text = [...container.querySelectorAll('text')].find((t) => t.textContent === label)!;
      return Number(/translate\([^,]+,\s*([-\d.]+)\)/.exec(text.closest('g')!.getAttribute('transform')!)![1]);
    };
    expect(y('Servers')).toBeLessThan(y('Storage'));
  });
});

describe('CounterActedBarChart', () => {
  const base = [
    { categoryId: 'server', categoryName: 'Servers', totalKwh: 1000, co2EmissionKg: 100 },
    { categoryId: 'network', categoryName: 'Network', totalKwh: 200, co2EmissionKg: 20 },
  ];
  const comp = [
    { categoryId: 'server', categoryName: 'Servers', totalKwh: 400, co2EmissionKg: 40 },
    { categoryId: 'network', categoryName: 'Network', totalKwh: 350, co2EmissionKg: 35 },
  ];

  it('colours savings and increases by row, with a legend of both and a zero line', async () => {
    const chart = counterActedBars(base, comp, { colors: ['#0a0a0a', '#b0b0b0'] });
    const { container } = await renderChart(<CounterActedBarChart chart={chart} width={500} height={260} print />);
    const value = barsOf(container, 'value');
    expect(value).toHaveLength(2);
    expect(value.map((b) => b.getAttribute('fill'))).toEqual(['#0a0a0a', '#b0b0b0'].map(rgba));
    expect(legend(container)).toEqual(['Saving', 'Increase']);
    expect(values(container)).toEqual(['600', '-150']);
    expect(container.textContent).toContain('kWh');
  });
});

describe('ReportBarChart', () => {
  it('says there is no data instead of drawing empty axes', async () => {
    const { getByText, container } = await renderChart(<GwpBarChart chart={gwpBars([])} width={400} height={200} print />);
    expect(getByText('No data')).toBeTruthy();
    expect(container.querySelector('svg')).toBeNull();
  });

  it('takes key labels, an axis legend and a value format', async () => {
    const chart = lcaStageBars(groups.slice(0, 2));
    const { container } = await renderChart(
      <ReportBarChart chart={chart} keyLabels={{ manufacturing: 'M', transportation: 'T' }} valueLegend="Tonnes" formatValue={(v) => `${Math.round(v / 1000)} t`} width={600} height={300} print legend />,
    );
    expect(legend(container).slice(0, 3)).toEqual(['M', 'T', 'use']);
    expect(values(container)).toEqual(['107 t', '52 t']);
    expect(container.textContent).toContain('Tonnes');
  });

});

describe('Co2Pie', () => {
  it('draws a slice per category in the datum colours, with a legend of values and shares', async () => {
    const data = co2PieSeries(
      [
        { categoryId: 'server', categoryName: 'Servers', totalKwh: 1, co2EmissionKg: 3000 },
        { categoryId: 'storage', categoryName: 'Storage', totalKwh: 1, co2EmissionKg: 1000 },
      ],
      { colors: ['#123456', '#654321'] },
    );
    const { container } = await renderChart(<Co2Pie data={data} width={400} height={200} print />);
    expect(container.querySelector('[data-testid="arc.server"]')!.getAttribute('fill')).toBe('#123456');
    expect(container.querySelector('[data-testid="arc.storage"]')!.getAttribute('fill')).toBe('#654321');
    expect(legend(container)).toEqual(['Servers3,000 kg CO2e (75%)', 'Storage1,000 kg CO2e (25%)']);
  });

  it('shows tonnes with a divider, in the reader’s locale', async () => {
    const data = [
      { id: 'server', label: 'Servers', value: 12000, color: '#111111' },
      { id: 'other', label: 'Other', value: 4000, color: '#222222' },
    ];
    const { container } = await renderChart(<Co2Pie data={data} divider={1000} unitLabel="t CO2e" width={400} height={200} print />, 'da-DK');
    expect(legend(container).map((l) => l!.replace(/\s/g, ' '))).toEqual(['Servers12,0 t CO2e (75 %)', 'Andet4,0 t CO2e (25 %)']);
  });

  it('names no slices when the LCA table does', async () => {
    const data = [{ id: 'a', label: 'A', value: 1, color: '#111111' }];
    const { container } = await renderChart(<Co2Pie data={data} width={400} height={200} print labels="none" />);
    expect(container.querySelector('[data-testid="chart-legend"]')).toBeNull();
    expect(container.querySelector('[data-testid="arc.a"]')).toBeTruthy();
  });

  it('says there is no data instead of drawing an empty pie', async () => {
    const { getByText } = await renderChart(<Co2Pie data={[]} width={400} height={200} print />);
    expect(getByText('No data')).toBeTruthy();
  });
});

describe('LcaDoughnut', () => {
  it('cuts out 60 % of the radius and shows the total in the centre', async () => {
    const data = lcaStagePie(groups[0].lcaData);
    const { container } = await renderChart(<LcaDoughnut data={data} width={400} height={200} print />);
    const arc = container.querySelector('[data-testid="arc.manufacturing"]')!.getAttribute('d')!;
    const radii = radiiOf(arc);
    const outer = Math.max(...radii);
    const inner = Math.min(...radii);
    expect(inner / outer).toBeCloseTo(DOUGHNUT_INNER_RADIUS, 2);
    const centre = container.querySelector('[data-testid="pie-centre"]')!;
    expect(Number(centre.getAttribute('data-inner-radius')) / outer).toBeCloseTo(0.6, 2);
    // 107,300 kg is shown as 107 t (M7 display unit).
    expect(centre.textContent).toBe('107t CO2e');
  });

  it('names the slices by their translated stage and takes another total', async () => {
    const { container } = await renderChart(<LcaDoughnut data={lcaStagePie(groups[0].lcaData)} total={2500} decimals={0} width={400} height={200} print />);
    expect(legend(container).map((l) => l!.replace(/\d.*$/, ''))).toEqual(['Manufacturing', 'Transportation', 'Use', 'End of life']);
    expect(container.querySelector('[data-testid="pie-centre"]')!.textContent).toBe('2,500kg CO2e');
  });
});

describe('LcaDoughnut beside the stage bars (issue #46 point 6: one word, one quantity)', () => {
  it("names the new items' manufacturing and transportation as such when refurbished items count their impact instead", async () => {
    // The demo's refurbished group: manufacturing 921,257.1 kg in the bars and tables (every item, refurbished ones
    // as new), of which 627,561 kg is the refurbished items' own; the doughnut's slice is the new items' 293,696.1 kg.
    const lca = {
      gwpKgCo2e: 495_242.7, manufacturingKgCo2e: 921_257.1, transportationKgCo2e: 28_440.5, useKgCo2e: 100_081.3, eolKgCo2e: 7_844.8,
      refurbishmentImpactKgCo2e: 81_680, refurbishedOffsetTotalKgCo2e: 562_381.1, refurbishedManufacturingOffsetKgCo2e: 627_561, refurbishedTransportationOffsetKgCo2e: 16_500,
    };
    const { container } = await renderChart(<LcaDoughnut data={lcaStagePie(lca)} decimals={1} width={400} height={200} print />);
    const labels = legend(container).map((l) => l!.replace(/\d.*$/, ''));
    expect(labels).toEqual(['Manufacturing (new items)', 'Transportation (new items)', 'Use', 'End of life', 'Refurbishment impact']);
    expect(legend(container)[0]).toContain('293,696.1');
  });
});

describe('RefurbishmentDoughnut', () => {
  it('splits the avoided emissions into net offset and impact, with the net share in the centre', async () => {
    const data = refurbishmentDoughnut({ refurbishmentImpactKgCo2e: 250, refurbishedOffsetTotalKgCo2e: 750 });
    const { container } = await renderChart(<RefurbishmentDoughnut data={data} width={400} height={200} print />);
    expect(legend(container)).toEqual(['Net offset750 kg CO2e (75%)', 'Refurbishment impact250 kg CO2e (25%)']);
    expect(container.querySelector('[data-testid="pie-centre"]')!.textContent).toBe('75%net offset');
    const arc = container.querySelector('[data-testid="arc.net"]')!.getAttribute('d')!;
    const radii = radiiOf(arc);
    expect(Math.min(...radii) / Math.max(...radii)).toBeCloseTo(0.6, 2);
  });
});

describe('on screen, without a width', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('fills its container (measured by nivo) and lays out for the measured width', async () => {
    // jsdom has no layout: report a 320 × 300 container, as a browser would.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ x: 0, y: 0, left: 0, top: 0, right: 320, bottom: 300, width: 320, height: 300, toJSON: () => ({}) });
    const chart = lcaStageBars(groups.map((g) => ({ ...g, name: `${g.name} with a long name` })));
    const { container } = await renderChart(<LcaStageBarChart chart={chart} height={300} />);
    // nivo passes the size on after a debounce tick.
    await waitFor(() => expect(container.querySelector('svg')?.getAttribute('width')).toBe('320'));
    expect(barsOf(container, 'manufacturing')).toHaveLength(3);
    // At 320 px the three long labels do not fit side by side: they are turned.
    const tick = () => [...container.querySelectorAll('text')].find((t) => t.firstChild?.textContent === 'Current data ce…')!;
    await waitFor(() => expect(tick().getAttribute('transform')).toContain('rotate(-35)'), { timeout: 4000 });
    // The label is cut at 15 characters (M7); hovering it shows the whole name (issue #34, point 9).
    expect(tick().querySelector('title')?.textContent).toBe(chart.data[0].fullLabel);
    expect(chart.data[0].fullLabel).toMatch(/with a long name$/);
  });
});
