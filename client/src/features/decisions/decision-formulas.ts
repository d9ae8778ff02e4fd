/**
 * "How it was calculated" of the decision figures (issue #32, methodology M10 in docs/decisions.md), in
 * words the user's language carries. The server's trace keeps the formula in the engine's notation; the
 * screen and the report show these texts and fall back to the server's formula for an unknown path.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const DECISION_FORMULAS: Readonly<Record<string, MessageDescriptor>> = {
  annualKwhSaving: msg`Energy saving a year = the baseline's total energy − the group's total energy (UPS and cooling included).`,
  annualCo2SavingKg: msg`CO2 saving a year = the baseline's CO2e emission − the group's CO2e emission (each solution's grid factor and renewable share).`,
  annualCostSaving: msg`Cost saving a year = the baseline's operational cost − the group's operational cost.`,
  embodiedKg: msg`Embodied carbon = (manufacturing + transportation) × new units, plus the refurbishment impact p/100 × (manufacturing + transportation) × amount of refurbished items; units kept from the baseline count 0.`,
  carbonPaybackYears: msg`Carbon payback = the year, interpolated, where the chart's cumulative saving crosses zero; none when it never does.`,
  flatCarbonPaybackYears: msg`Embodied carbon / CO2 saving in the first year, the grid factor held at today's.`,
  moneyPaybackYears: msg`Money payback = (the group's investment − the baseline's investment) / cost saving a year.`,
  serviceLifeYears: msg`Service life = embodied carbon / Σ (each item's embodied carbon / its service life); an item's life is its own, else its category's, else 5 years.`,
  recommendation: msg`Replace when the carbon payback on the grid factor path is within the service life, otherwise retain.`,
  capitalGoodsKg: msg`Capital goods = all embodied carbon, counted in the year of acquisition (GHG Protocol Scope 3 Standard, category 2).`,
  amortisedKgPerYear: msg`Amortised = Σ each item's embodied carbon / its service life (straight line over the service life).`,
  cumulativeSavingKg: msg`Cumulative saving in year y = Σ over the years up to y of (the baseline's − the group's CO2e emission) × the grid factor of that year, minus the embodied carbon in year 1.`,
};

/** The translated formula of a decision figure, or the server's text when the path is not known here. */
export function decisionFormula(path: string, serverFormula: string, translate: (d: MessageDescriptor) => string): string {
  const d = DECISION_FORMULAS[path];
  return d ? translate(d) : serverFormula;
}
