/**
 * Published projections of a country's grid emission factor (issue #32, M10 in docs/decisions.md): the
 * decision's projection scales the solutions' own factors by the projected factor of each year over
 * that of the acquisition year (shared/calc/decision.ts `curatedPath`: linear between the anchor years,
 * held before the first and after the last). Only figures read in a published table are here; a
 * country without one gets the flat path, and a yearly change the user sets overrides either.
 *
 * Searched for when this was curated and not found as a table of yearly factors that could be read and
 * cited (so those countries stay flat until someone adds one with its table): the EU Reference Scenario
 * 2020 (European Commission, 2021) and Germany's Projektionsbericht 2023 (Umweltbundesamt).
 */
import type { Source } from './source';

export interface GridPathProjection {
  /** ISO 3166-1 alpha-2 code. */
  country: string;
  /** The projected factor at anchor years, in `unit` (only the ratios between years are used). */
  anchors: Readonly<Record<number, number>>;
  unit: string;
  source: Source;
}

/**
 * Denmark: the Danish building regulations' emission factors (GWP) for electricity by year. The table
 * states that the factors between the given years are found by linear interpolation, as `curatedPath` does.
 */
const DENMARK: GridPathProjection = {
  country: 'DK',
  anchors: { 2023: 0.187, 2025: 0.135, 2030: 0.047, 2035: 0.0414, 2040: 0.0403 },
  unit: 'kg CO2e/kWh',
  source: {
    title: 'Bygningsreglementet 2018 (BR18), Bilag 2, Tabel 8: Emissionsfaktorer (GWP) for el, fjernvarme og ledningsgas',
    publisher: 'Social- og Boligstyrelsen (bygningsreglementet.dk)',
    year: 2023,
    url: 'https://bygningsreglementet.dk/Bilag/B2/Bilag_2/Tabel_8',
    // The table's own words and figures, so the citation reads the same in every report language; the
    // linear interpolation between the years is the table's rule (and curatedPath's).
    note: 'El: 0.187 (2023), 0.135 (2025), 0.0470 (2030), 0.0414 (2035), 0.0403 (2040) kg CO2e/kWh',
  },
};

export const GRID_PATH_PROJECTIONS: Readonly<Record<string, GridPathProjection>> = { DK: DENMARK };

/** The published projection for a country (ISO alpha-2, any case), or null when none is curated. */
export function gridPathProjection(country: string | null | undefined): GridPathProjection | null {
  return (country && GRID_PATH_PROJECTIONS[country.toUpperCase()]) || null;
}

/** The citation a decision reply carries for a curated path: title, publisher, year and what was taken. */
export function gridPathSourceNote(p: GridPathProjection): string {
  return `${p.source.title} (${p.source.publisher}, ${p.source.year}); ${p.source.note ?? ''}`.trim();
}

/** The citation in parts (issue #47): a screen prints the factors in its own number format ("0,187 (2023)" in Danish). */
export function gridPathCitation(p: GridPathProjection | null): { title: string; publisher: string; year: number; url: string; unit: string; anchors: Array<{ year: number; factor: number }> } | null {
  if (!p) return null;
  const anchors = Object.entries(p.anchors)
    .map(([year, factor]) => ({ year: Number(year), factor }))
    .sort((a, b) => a.year - b.year);
  return { title: p.source.title, publisher: p.source.publisher, year: p.source.year, url: p.source.url, unit: p.unit, anchors };
}
