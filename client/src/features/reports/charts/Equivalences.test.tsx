import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { equivalences } from '../../../../../shared/calc';
import { Equivalences } from './Equivalences';
import { renderChart } from './test-utils';

afterEach(cleanup);

const tile = (c: HTMLElement, key: string) => c.querySelector(`[data-testid="equivalence-${key}"]`)!;
const figure = (c: HTMLElement, key: string) => tile(c, key).querySelector('[data-testid="equivalence-value"]')!.textContent;

describe('Equivalences', () => {
  // 27,148 kg CO2e: 1,234 trees of 22 kg a year.
  const kg = 27148;

  it('shows the five figures of the first set rounded, with thousands separators and what they count', async () => {
    const { container } = await renderChart(<Equivalences equivalences={equivalences(kg)} variant="impact" savingKg={kg} />);
    expect(figure(container, 'trees')).toBe('1,234');
    expect(figure(container, 'carKm')).toBe('221,979');
    expect(figure(container, 'streaming')).toBe('754,111');
    expect(figure(container, 'plasticCups')).toBe('1,553,089');
    expect(figure(container, 'smartphones')).toBe('424');
    expect(tile(container, 'trees').textContent).toContain('trees absorbing that much CO2 in a year');
    expect(tile(container, 'carKm').textContent).toContain('kilometres driven by a petrol car');
    expect(container.querySelector('[data-testid="equivalences-sentence"]')!.textContent).toBe('A yearly saving of 27.1 t CO2e equals:');
  });

  it('shows the eight figures of the second set, small ones with decimals', async () => {
    const { container } = await renderChart(<Equivalences equivalences={equivalences(kg)} variant="extended" />);
    expect([...container.querySelectorAll('[data-testid="equivalence-value"]')]).toHaveLength(8);
    expect(figure(container, 'houses')).toBe('5.2');
    expect(figure(container, 'cars')).toBe('3.0');
    expect(figure(container, 'persons')).toBe('6.1');
    // One tree factor in both sets (issue #28): 22 kg a tree, as in the first set and the methodology page.
    expect(figure(container, 'trees')).toBe('1,234');
    expect(tile(container, 'persons').textContent).toContain("persons' yearly emissions");
    expect(container.querySelector('[data-testid="equivalences-sentence"]')).toBeNull();
  });

  it('names the factor each figure used, from its own set (issue #46 point 3)', async () => {
    const factor = (c: HTMLElement, key: string) => tile(c, key).querySelector('[data-testid="equivalence-factor"]')!.textContent;
    const first = await renderChart(<Equivalences equivalences={equivalences(kg)} variant="impact" />);
    expect(factor(first.container, 'plasticCups')).toBe('0.01748 kg CO2e each');
    expect(factor(first.container, 'streaming')).toBe('0.036 kg CO2e each');
    first.unmount();
    // The second set multiplies: 3.7037037 cups per kg is 0.27 kg a cup, 3.50631136 hours per kg 0.2852 kg an hour.
    const second = await renderChart(<Equivalences equivalences={equivalences(kg)} variant="extended" />);
    expect(factor(second.container, 'plasticCups')).toBe('0.27 kg CO2e each');
    expect(factor(second.container, 'streaming')).toBe('0.2852 kg CO2e each');
    expect(factor(second.container, 'cars')).toBe('9,159 kg CO2e each');
    expect(factor(second.container, 'solarCells')).toBe('200 kg CO2e each');
    expect(factor(second.container, 'persons')).toBe('4,480 kg CO2e each');
  });

  it('calls a negative saving an increase and shows its figures as amounts', async () => {
    const { container } = await renderChart(<Equivalences equivalences={equivalences(-kg)} variant="impact" savingKg={-kg} decimals={1} />, 'de-DE');
    expect(container.querySelector('[data-testid="equivalences-sentence"]')!.textContent).toBe('Ein jährlicher Anstieg um 27,1 t CO2e entspricht:');
    expect(figure(container, 'trees')).toBe('1.234');
  });

  it('shows nothing without equivalences', async () => {
    const { container } = await renderChart(<Equivalences equivalences={null} variant="impact" savingKg={null} />);
    expect(container.querySelector('[data-testid="equivalences"]')).toBeNull();
  });
});
