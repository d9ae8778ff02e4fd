import { DEFAULT_KWH_PRICE } from './constants';
import { clamp, nonNegative } from './numbers';
import type { CalcItem } from './types';

/** kg CO2e per kWh: `(1 − renewable/100) × co2FactorGram / 1000` (M3); renewable clamped to 0–100. */
export function emissionKgPerKwh(renewableEnergyPercent: number, co2FactorGram: number): number {
  return ((1 - clamp(renewableEnergyPercent, 0, 100) / 100) * nonNegative(co2FactorGram)) / 1000;
}

/** `co2Kg = totalKwh × (1 − renewable/100) × co2FactorGram / 1000` (M3). */
export function co2Kg(totalKwh: number, renewableEnergyPercent: number, co2FactorGram: number): number {
  return totalKwh * emissionKgPerKwh(renewableEnergyPercent, co2FactorGram);
}

/** `co2Ton = co2Kg / 1000` (M3). */
export function co2Ton(co2KgValue: number): number {
  return co2KgValue / 1000;
}

/**
 * The price per kWh that applies (M3): the solution's, else the project's, else 1.35. A missing,
 * negative or non-finite price counts as absent; 0 is a price.
 */
export function resolveKwhPrice(solutionPrice?: number | null, projectPrice?: number | null): number {
  if (typeof solutionPrice === 'number' && solutionPrice >= 0 && Number.isFinite(solutionPrice)) return solutionPrice;
  if (typeof projectPrice === 'number' && projectPrice >= 0 && Number.isFinite(projectPrice)) return projectPrice;
  return DEFAULT_KWH_PRICE;
}

/** `operationalCost = totalKwh × kwhPrice` (M3). */
export function operationalCost(totalKwh: number, kwhPrice: number): number {
  return totalKwh * kwhPrice;
}

export type ProjectCurrency = 'DKK' | 'GBP' | 'USD' | 'EUR';

/**
 * Currency of a project's prices (M3): DKK without a country; GB GBP, DK DKK, US and US-* USD,
 * any other country EUR.
 */
export function projectCurrency(countryCode?: string | null): ProjectCurrency {
  if (!countryCode) return 'DKK';
  const code = countryCode.toUpperCase();
  if (code === 'GB') return 'GBP';
  if (code === 'DK') return 'DKK';
  if (code === 'US' || code.startsWith('US-')) return 'USD';
  return 'EUR';
}

/** `amount × unitPrice` of an item that carries a price, else 0 (M3). */
export function itemInvestment(item: Pick<CalcItem, 'amount' | 'unitPrice'>): number {
  return nonNegative(item.amount) * nonNegative(item.unitPrice);
}

/** Cost side of one alternative for the ROI (M3). */
export interface CostFigures {
  investment: number;
  operationalCost: number;
}

/** Why an ROI payback is null (M3, issue #46 point 8): nothing saved a year, or no prices entered on either side. */
export type PaybackReason = 'no_saving' | 'prices_missing';

/**
 * Why {@link paybackYears} is null, or null when it is not (M3): `no_saving` when the yearly saving is
 * not positive; `prices_missing` when neither side has an investment (no unit price entered), where a
 * payback of 0 years would be false (issue #46 point 8: say that prices are missing).
 */
export function paybackReason(baseline: CostFigures, comparative: CostFigures): PaybackReason | null {
  const saving = baseline.operationalCost - comparative.operationalCost;
  if (!(saving > 0) || !Number.isFinite(saving)) return 'no_saving';
  if (!(baseline.investment > 0) && !(comparative.investment > 0)) return 'prices_missing';
  return null;
}

/**
 * ROI payback in years (M3): `(investment_comparative − investment_baseline) /
 * (operationalCost_baseline − operationalCost_comparative)`; `null` when the yearly saving is not
 * positive, or when no price is entered on either side ({@link paybackReason}: never "0 years" for
 * missing prices). A comparative that is also cheaper to buy gives 0 or a negative value (paid back at once).
 */
export function paybackYears(baseline: CostFigures, comparative: CostFigures): number | null {
  if (paybackReason(baseline, comparative) !== null) return null;
  const saving = baseline.operationalCost - comparative.operationalCost;
  const extraInvestment = comparative.investment - baseline.investment;
  const years = extraInvestment / saving;
  return Number.isFinite(years) ? years : null;
}
