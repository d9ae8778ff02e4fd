import { SOURCES, type Source } from './source';

/**
 * A country's residual mix: the CO2 intensity of the electricity left over once all tracked
 * attributes (guarantees of origin) have been cancelled, g CO2 per kWh. The market-based scope 2
 * method (GHG Protocol Scope 2 Guidance 2015, ch. 6, Table 6.3) applies it to consumption that no
 * contractual instrument covers.
 */
export interface ResidualMix {
  /** ISO 3166-1 alpha-2 code (AIB writes Greece as EL; here it is GR, as in the grid factors). */
  code: string;
  country: string;
  /** null: the issuing body publishes none (Austria: full disclosure, "N/A"). */
  gCo2PerKwh: number | null;
  /** Data year of the residual mix. */
  year: number;
  source: Source;
}

const S: Source = SOURCES.aibResidualMix2023;
const Y = 2023;

/**
 * AIB European Residual Mixes 2023 v1.0 (2024-05-30), Table 2 "Residual Mixes 2023", CO2 g/kWh as
 * printed at two decimals. Countries not listed have no curated residual mix: the market-based method
 * then falls back to the grid-average factor (the last step of the hierarchy).
 */
export const RESIDUAL_MIXES: readonly ResidualMix[] = [
  { code: 'AT', country: 'Austria', gCo2PerKwh: null, year: Y, source: { ...S, note: 'N/A in Table 2: full disclosure, no residual mix.' } },
  { code: 'BE', country: 'Belgium', gCo2PerKwh: 167.49, year: Y, source: S },
  { code: 'BG', country: 'Bulgaria', gCo2PerKwh: 418.7, year: Y, source: S },
  { code: 'CY', country: 'Cyprus', gCo2PerKwh: 595.03, year: Y, source: S },
  { code: 'CZ', country: 'Czechia', gCo2PerKwh: 658.58, year: Y, source: S },
  { code: 'DE', country: 'Germany', gCo2PerKwh: 719.9, year: Y, source: S },
  { code: 'DK', country: 'Denmark', gCo2PerKwh: 582.75, year: Y, source: S },
  { code: 'EE', country: 'Estonia', gCo2PerKwh: 711.66, year: Y, source: S },
  { code: 'ES', country: 'Spain', gCo2PerKwh: 282.45, year: Y, source: S },
  { code: 'FI', country: 'Finland', gCo2PerKwh: 565.31, year: Y, source: S },
  { code: 'FR', country: 'France', gCo2PerKwh: 40.74, year: Y, source: S },
  { code: 'GR', country: 'Greece', gCo2PerKwh: 491.78, year: Y, source: { ...S, note: 'Listed as EL in Table 2.' } },
  { code: 'HR', country: 'Croatia', gCo2PerKwh: 550.15, year: Y, source: S },
  { code: 'HU', country: 'Hungary', gCo2PerKwh: 322.63, year: Y, source: S },
  { code: 'IE', country: 'Ireland', gCo2PerKwh: 445.5, year: Y, source: S },
  { code: 'IT', country: 'Italy', gCo2PerKwh: 500.57, year: Y, source: S },
  { code: 'LT', country: 'Lithuania', gCo2PerKwh: 583.15, year: Y, source: S },
  { code: 'LU', country: 'Luxembourg', gCo2PerKwh: 357.9, year: Y, source: S },
  { code: 'LV', country: 'Latvia', gCo2PerKwh: 535.37, year: Y, source: S },
  { code: 'MT', country: 'Malta', gCo2PerKwh: 408.22, year: Y, source: S },
  { code: 'NL', country: 'Netherlands', gCo2PerKwh: 379.89, year: Y, source: S },
  { code: 'PL', country: 'Poland', gCo2PerKwh: 788.24, year: Y, source: S },
  { code: 'PT', country: 'Portugal', gCo2PerKwh: 539.01, year: Y, source: S },
  { code: 'RO', country: 'Romania', gCo2PerKwh: 212.54, year: Y, source: S },
  { code: 'SE', country: 'Sweden', gCo2PerKwh: 68.23, year: Y, source: S },
  { code: 'SI', country: 'Slovenia', gCo2PerKwh: 486.76, year: Y, source: S },
  { code: 'SK', country: 'Slovakia', gCo2PerKwh: 357.56, year: Y, source: S },
];

const BY_CODE = new Map(RESIDUAL_MIXES.map((r) => [r.code, r]));

/** The curated residual mix of a country (case-insensitive ISO code), or null when none is curated. */
export function residualMixFor(code: string | null | undefined): ResidualMix | null {
  if (!code) return null;
  return BY_CODE.get(code.trim().toUpperCase()) ?? null;
}
