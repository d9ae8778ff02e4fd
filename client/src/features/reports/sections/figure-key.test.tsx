/**
 * The keys a printed figure carries into its document's manifest (issue #46, the mechanism): what
 * e2e/document-figures.spec.ts reads in the print view.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { figureKey } from '../../../../../shared/reports';
import { co2ColumnScale, co2Scale, Fig, figureList } from './figure-key';

afterEach(cleanup);

describe('Fig', () => {
  it('wraps the printed text in a span naming its key, its unit divider and the parts it sums', () => {
    const { container } = render(
      <Fig k={figureKey.group(7, 'total_kwh')} scale={1000} sumOf={[figureKey.group(7, 'it_kwh'), figureKey.group(7, 'facility_kwh')]}>
        12.4
      </Fig>,
    );
    const span = container.querySelector('span')!;
    expect(Object.fromEntries([...span.attributes].map((a) => [a.name, a.value]))).toEqual({ 'data-figure': 'groups.g7.total_kwh', 'data-scale': '1000', 'data-sum-of': 'groups.g7.it_kwh groups.g7.facility_kwh' });
    expect(span.textContent).toBe('12.4');
  });

  it('prints the text bare without a key, and no divider for kg', () => {
    expect(render(<Fig k={null}>–</Fig>).container.innerHTML).toBe('–');
    cleanup();
    const span = render(<Fig k={figureKey.total()}>461.7</Fig>).container.querySelector('span')!;
    expect(Object.fromEntries([...span.attributes].map((a) => [a.name, a.value]))).toEqual({ 'data-figure': 'co2_total_kg' });
  });
});

describe('figureList and the M7 dividers', () => {
  it('lists a sentence’s keys, an emission in t with its divider', () => {
    expect(figureList([figureKey.kwhPrice(), { k: figureKey.scope2(3, 'location_kg'), scale: 1000 }, { k: figureKey.saving(3, 'co2_kg'), scale: 1 }])).toBe(
      'kwh_price scope2.g3.location_kg@1000 savings.g3.co2_kg',
    );
    expect(figureList([])).toBeUndefined();
  });

  it('divides by the unit the figure prints in: kg below 10,000 kg, t above; a column by its largest value', () => {
    expect(co2Scale(9_999)).toBe(1);
    expect(co2Scale(71_000)).toBe(1000);
    expect(co2Scale(null)).toBe(1);
    expect(co2ColumnScale([12, -25_000, null])).toBe(1000);
    expect(co2ColumnScale([])).toBe(1);
  });
});
