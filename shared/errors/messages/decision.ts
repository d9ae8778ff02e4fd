/** Decisions over time: carbon payback, replace or retain, and the multi-year projection (issue #32). */
export const decisionMessages = {
  'decision.yearsRange': 'The number of years must be a whole number from {min} to {max}.',
  'decision.gridChangeRange': 'The yearly change of the grid factor must be a number from {min} to {max} percent.',
  'decision.serviceLifeRange': 'The service life must be a number of years from {min} to {max}.',
  'decision.productLcaRange': 'A product footprint stage must be a number of kg CO2e from 0 to {max}.',
} as const;
