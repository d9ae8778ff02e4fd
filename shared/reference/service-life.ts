/**
 * Default service life of a category's equipment, in years (issue #32, M10 in docs/decisions.md): how
 * long the buyer keeps new equipment before replacing it. The decision's recommendation compares the
 * carbon payback with it, and the management view amortises embodied carbon over it. Seeded into
 * `categories.service_life_years` (migration Migration20261128160000_service_life); the category admin
 * edits it, and an item may override it.
 */
import type { Source } from './source';

export interface ServiceLifeDefault {
  years: number;
  source: Source;
}

/**
 * Data-centre IT: Uptime Institute's Global Data Center Survey 2020 found five years the most common
 * time between server refreshes (three years in 2015); the issue fixes servers at 5 years, and the same
 * cycle is applied to the other data-centre categories.
 */
const UPTIME_2020: Source = {
  title: 'Global Data Center Survey 2020 (server refresh cycles)',
  publisher: 'Uptime Institute',
  year: 2020,
  url: 'https://uptimeinstitute.com/2020-data-center-industry-survey-results',
  note: 'Five years is the most common time between server refreshes; applied to all data-centre IT categories.',
};

/**
 * End-user IT: the median lifetime that manufacturers assume in their product carbon footprints
 * (Boavizta environmental-footprint-data, shared/reference/boavizta-medians.ts `lifetimeYears`).
 */
const BOAVIZTA: Source = {
  title: 'Boavizta environmental-footprint-data, boavizta-data-us.csv (lifetime assumed by the manufacturer PCFs, median per category)',
  publisher: 'Boavizta',
  year: 2023,
  url: 'https://github.com/Boavizta/environmental-footprint-data',
  licence: 'ODbL 1.0 (database), DbCL 1.0 (contents)',
};

const dc = (years = 5): ServiceLifeDefault => ({ years, source: UPTIME_2020 });
const pcf = (years: number): ServiceLifeDefault => ({ years, source: BOAVIZTA });

export const SERVICE_LIFE_DEFAULTS: Readonly<Record<string, ServiceLifeDefault>> = {
  server: dc(),
  blade_server: dc(),
  storage: dc(),
  storage_drive: dc(),
  network_switch: dc(),
  ups: dc(),
  cooling: dc(),
  wifi_access_point: pcf(4),
  laptop: pcf(4),
  desktop: pcf(4),
  workstation: pcf(4),
  monitor: pcf(6),
  thin_client: pcf(2),
  printer: pcf(5),
  smartphone: pcf(3),
  tablet: pcf(3),
  docking_station: { years: 5, source: { ...BOAVIZTA, note: 'No PCF of the category publishes a lifetime: the default of 5 years (DEFAULT_SERVICE_LIFE_YEARS).' } },
};
