/**
 * Converts co2.js's average-intensities.json (Ember data, keyed by ISO alpha-3 or region name) into
 * shared/reference/grid-factors.ts, keyed by ISO alpha-2. Regions (empty country_code: World, EU, G7 …)
 * are left out. Fails loudly on an alpha-3 code the table does not know, rather than dropping a country.
 *
 *   node --import tsx shared/reference/scripts/generate-grid-factors.ts [path/to/average-intensities.json]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ISO3166_BY_ALPHA3 } from './iso3166-alpha3';
import { DEFAULT_EMBER_JSON, GENERATED_HEADER, REFERENCE_DIR } from './paths';

interface EmberEntry {
  country_code: string;
  country_or_region: string;
  year: number;
  emissions_intensity_gco2_per_kwh: number;
}

const input = process.argv[2] ?? DEFAULT_EMBER_JSON;
const data = JSON.parse(readFileSync(input, 'utf8')) as Record<string, EmberEntry>;

const rows: { code: string; country: string; year: number; g: number }[] = [];
const regions: string[] = [];
for (const [key, entry] of Object.entries(data)) {
  const alpha3 = entry.country_code.trim();
  if (alpha3 === '') {
    regions.push(key);
    continue;
  }
  const iso = ISO3166_BY_ALPHA3[alpha3];
  if (!iso) throw new Error(`Unknown ISO 3166-1 alpha-3 code ${alpha3} (${entry.country_or_region})`);
  if (!Number.isFinite(entry.emissions_intensity_gco2_per_kwh) || entry.emissions_intensity_gco2_per_kwh < 0) {
    throw new Error(`Bad intensity for ${alpha3}: ${entry.emissions_intensity_gco2_per_kwh}`);
  }
  rows.push({ code: iso.alpha2, country: iso.name, year: entry.year, g: entry.emissions_intensity_gco2_per_kwh });
}
rows.sort((a, b) => a.code.localeCompare(b.code));
const codes = new Set(rows.map((r) => r.code));
if (codes.size !== rows.length) throw new Error('Two entries map to the same alpha-2 code');

const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const out = `${GENERATED_HEADER('generate-grid-factors.ts', input)}
import { SOURCES, type Source } from './source';

/** Average grid carbon intensity of a country's electricity, g CO2e per kWh, for the year given. */
export interface GridFactor {
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  country: string;
  gCo2ePerKwh: number;
  /** Year of the Ember figure (the latest Ember has for that country). */
  year: number;
  source: Source;
}

/** Shown wherever a figure derived from these factors is displayed (CC-BY 4.0 attribution). */
export const GRID_FACTOR_ATTRIBUTION = 'Grid carbon intensity: Ember (CC-BY 4.0), via The Green Web Foundation co2.js.';

const S: Source = SOURCES.emberCo2js;

/** ${rows.length} countries; regions (${regions.join(', ')}) are left out. */
export const GRID_FACTORS: readonly GridFactor[] = [
${rows.map((r) => `  { code: ${q(r.code)}, country: ${q(r.country)}, gCo2ePerKwh: ${r.g}, year: ${r.year}, source: S },`).join('\n')}
];

export const GRID_FACTORS_BY_CODE: Readonly<Record<string, GridFactor>> = Object.fromEntries(
  GRID_FACTORS.map((f) => [f.code, f]),
);

/**
 * The grid factor for a project country code (case-insensitive). Sub-national codes such as "US-CA"
 * fall back to their country, since the table is national. Undefined for an unknown code.
 */
export function gridFactorForCountry(countryCode: string | null | undefined): GridFactor | undefined {
  if (!countryCode) return undefined;
  const code = countryCode.trim().toUpperCase();
  return GRID_FACTORS_BY_CODE[code] ?? GRID_FACTORS_BY_CODE[code.split('-')[0]];
}
`;
const target = resolve(REFERENCE_DIR, 'grid-factors.ts');
writeFileSync(target, out);
console.log(`wrote ${target}: ${rows.length} countries, ${regions.length} regions skipped`);
