import { describe, expect, it } from 'vitest';
import { decimalForInput, parseInvestment, toProjectInput, type ProjectFormValues } from './project-form';

const values = (overrides: Partial<ProjectFormValues> = {}): ProjectFormValues => ({
  name: ' Server room ',
  clientId: '3',
  description: '',
  kwhPrice: '1,35',
  currency: '',
  investment: '',
  address: '',
  city: '',
  zip: '',
  country: 'dk',
  ...overrides,
});

describe('toProjectInput', () => {
  it('turns the comma of a kWh price into a dot before saving', () => {
    expect(toProjectInput(values(), 'project-manager', { includeClient: true }).kwhPrice).toBe('1.35');
  });

  it('sends empty optional fields as null, so the server applies its defaults (currency by country)', () => {
    const input = toProjectInput(values(), 'project-manager', { includeClient: true });
    expect(input).toMatchObject({ name: 'Server room', clientId: '3', description: null, currency: null, investment: null, country: 'DK' });
  });

  it('leaves the client out of an update', () => {
    expect(toProjectInput(values(), 'project-manager', { includeClient: false })).not.toHaveProperty('clientId');
  });
});

describe('parseInvestment', () => {
  it.each([
    ['1.250.000', 'comparative-solution', 1250000],
    // Thousands dots are never read as a decimal point: 250.000 is a quarter of a million, not 250.
    ['250.000', 'project-manager', 250000],
    ['1.250.000', 'project-manager', 1250000],
    ['1.250.000', 'buyers', 1250000],
    ['1.250.000,50', 'project-manager', 1250000.5],
    ['250000', 'project-manager', 250000],
    ['1.2.3', 'project-manager', '1.2.3'],
    ['1250,5', 'project-manager', 1250.5],
    ['', 'project-manager', undefined],
    ['abc', 'comparative-solution', 'abc'],
  ] as const)('reads %s in %s as %s', (text, namespace, expected) => {
    expect(parseInvestment(text, namespace)).toBe(expected);
  });
});

describe('decimalForInput', () => {
  it('shows the locale decimal separator', () => {
    expect(decimalForInput(1.35, 'en-GB')).toBe('1.35');
    expect(decimalForInput(1.35, 'da-DK')).toBe('1,35');
    expect(decimalForInput(null, 'da-DK')).toBe('');
  });
});
