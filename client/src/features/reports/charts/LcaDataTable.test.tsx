import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LcaStagesInput } from '../../../../../shared/reports';
import { LcaDataTable } from './LcaDataTable';
import { renderChart } from './test-utils';

afterEach(cleanup);

const lca = (m: number, t: number, u: number | null, e: number | null, offset = 0): LcaStagesInput => ({
  gwpKgCo2e: m + t + (u ?? 0) + (e ?? 0) - offset,
  manufacturingKgCo2e: m,
  transportationKgCo2e: t,
  useKgCo2e: u,
  eolKgCo2e: e,
  refurbishmentImpactKgCo2e: 0,
  refurbishedOffsetTotalKgCo2e: offset,
});

// M5 stage inclusion in an LCA report: all stages; all but use (no use stage); cradle to gate (no end of life).
const rows = [
  { id: 1, name: 'Current data centre', lcaData: lca(42000, 3100, 61000, 1200) },
  { id: 2, name: 'Consolidated', lcaData: lca(26000.4, 2100, null, 900, 1500) },
  { id: 3, name: 'Cloud hybrid', lcaData: lca(18000, 1500, 20000, null) },
];

const cells = (row: Element) => [...row.querySelectorAll('td')].map((c) => c.textContent);

describe('LcaDataTable', () => {
  it('shows every stage, the offset below zero and the GWP total per row, with thousands separators', async () => {
    const { container, getAllByRole } = await renderChart(<LcaDataTable rows={rows} lcaReport precision={0} nameHeader="Group" />);
    const body = container.querySelectorAll('[data-testid="lca-data-row"]');
    expect(body).toHaveLength(3);
    expect(cells(body[0])).toEqual(['42,000', '3,100', '61,000', '1,200', '0', '107,300']);
    expect(getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Group',
      'Manufacturing',
      'Transportation',
      'Use',
      'End of life',
      'Refurbishment offset',
      'GWP total (kg CO2e)',
    ]);
  });

  it('shows "—" for the stages that the stage inclusion leaves out, with a footnote each', async () => {
    const { container } = await renderChart(<LcaDataTable rows={rows} lcaReport precision={1} nameHeader="Group" />);
    const body = container.querySelectorAll('[data-testid="lca-data-row"]');
    expect([...body].map((r) => r.getAttribute('data-inclusion'))).toEqual(['all', 'all_but_use', 'to_gate']);
    expect(cells(body[1])).toEqual(['26,000.4', '2,100.0', '—', '900.0', '-1,500.0', '27,500.4']);
    expect(cells(body[2])).toEqual(['18,000.0', '1,500.0', '—', '—', '0.0', '39,500.0']);
    // Footnote numbers in the order of appearance, after the row names.
    expect(body[1].querySelector('th')!.textContent).toBe('Consolidated1');
    expect(body[2].querySelector('th')!.textContent).toBe('Cloud hybrid2');
    const notes = [...container.querySelectorAll('[data-testid="lca-data-notes"] li')].map((li) => li.textContent);
    expect(notes).toEqual([
      'All stages but use: the use stage is not included, as there is no energy data for it.',
      'Cradle to gate: only manufacturing and transportation are included.',
    ]);
  });

  it('includes every stage outside an LCA report, without footnotes', async () => {
    const { container } = await renderChart(<LcaDataTable rows={rows} lcaReport={false} precision={0} nameHeader="Category" />);
    expect(container.textContent).not.toContain('—');
    expect(container.querySelector('[data-testid="lca-data-notes"]')).toBeNull();
    // A missing value of an included stage reads as missing, not as excluded.
    expect(cells(container.querySelectorAll('[data-testid="lca-data-row"]')[2])[3]).toBe('–');
    expect(container.querySelector('th')!.textContent).toBe('Category');
  });
});
