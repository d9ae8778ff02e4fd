/**
 * Rating thresholds (methodology M4): per rating year and capacity, six upper bounds in W per unit of
 * capacity for the classes A to F; a category whose watt per unit exceeds F's bound is G. Cooling is
 * stepped on its COP instead, with six lower bounds (higher is better).
 *
 * THIS IS THE PRODUCT'S OWN REFERENCE SCALE, not a published standard. It is built as follows, so that
 * anyone can recompute it:
 *
 * 1. An anchor per capacity: the watts per unit of the category's default device (categories.ts, i.e.
 *    the median of the Boavizta data set) at a stated typical capacity, e.g. a default server (180.9 W
 *    average) with 48 cores (BoaviztAPI's medium compute platform) is 3.77 W per core.
 * 2. Base year 2022: bounds = anchor × [0.5, 0.75, 1, 1.35, 1.8, 2.5], so the median device is a C.
 * 3. Every later year is 5 % stricter: bounds × 0.95^(year − 2022); COP lower bounds rise 4 % a year.
 * 4. Watt bounds are rounded to three significant digits, COP bounds to two decimals (rounding keeps
 *    each year at least as strict as the one before; `rating.test.ts` checks it).
 */
import { CATEGORIES, CATEGORIES_BY_ID, modesYearlyEnergyKwh, type CategoryId } from './categories';
import { CAPACITIES_BY_ID, capacitiesForCategory, type CapacityId, type CapacityUnit } from './capacities';
import { BOAVIZTA_CATEGORY_MEDIANS } from './boavizta-medians';
import { SOURCES, sourceWithNote, type Source } from './source';

export const RATING_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type RatingClass = (typeof RATING_CLASSES)[number];

export const RATING_YEARS = [2022, 2023, 2024, 2025, 2026] as const;
export type RatingYear = (typeof RATING_YEARS)[number];

/** Bounds for A, B, C, D, E and F, in that order. */
export type SixBounds = readonly [number, number, number, number, number, number];

export interface WattRatingScale {
  metric: 'watt_per_unit';
  year: RatingYear;
  categoryId: CategoryId;
  capacityId: CapacityId;
  unit: CapacityUnit;
  /** A class applies when watt per unit ≤ its bound (the first such class wins); above F: G. */
  upperBounds: SixBounds;
  sources: readonly Source[];
}

export interface CopRatingScale {
  metric: 'cop';
  year: RatingYear;
  categoryId: 'cooling';
  /** A class applies when COP ≥ its bound (the first such class wins); below F: G. */
  lowerBounds: SixBounds;
  sources: readonly Source[];
}

export type RatingScale = WattRatingScale | CopRatingScale;

export const RATING_BASE_YEAR = 2022;
/** Base-year bounds as multiples of the anchor: the median device sits on the C bound. */
export const RATING_ANCHOR_MULTIPLIERS: SixBounds = [0.5, 0.75, 1, 1.35, 1.8, 2.5];
/** Each year's watt bounds are this fraction of the previous year's. */
export const RATING_YEARLY_FACTOR = 0.95;
/** Base-year COP lower bounds for cooling: the six COP presets (8.26 … 1.63) fall in A … F, one each. */
export const COOLING_BASE_LOWER_BOUNDS: SixBounds = [8, 6, 4, 2.9, 2.5, 1.6];
/** Each year's COP bounds are this multiple of the previous year's. */
export const COOLING_YEARLY_FACTOR = 1.04;

export interface RatingAnchor {
  capacityId: CapacityId;
  /** Watts per unit of the category's median device. */
  wattsPerUnit: number;
  /** How the anchor was obtained. */
  basis: string;
  sources: readonly Source[];
}

const averageWatts = (categoryId: CategoryId) =>
  (modesYearlyEnergyKwh(CATEGORIES_BY_ID[categoryId].defaultModes) * 1000) / 8760;

/** Anchor from the category's default device and a typical capacity of one device. */
function deviceAnchor(capacityId: CapacityId, unitsPerDevice: number, capacityBasis: string, extra: Source[] = []): RatingAnchor {
  const { categoryId } = CAPACITIES_BY_ID[capacityId];
  const watts = averageWatts(categoryId);
  return {
    capacityId,
    wattsPerUnit: watts / unitsPerDevice,
    basis: `Default ${categoryId} device ${watts.toFixed(2)} W average ÷ ${unitsPerDevice} ${CAPACITIES_BY_ID[capacityId].unit} per device (${capacityBasis}).`,
    sources: [...CATEGORIES_BY_ID[categoryId].sources, ...extra],
  };
}

const coresNote = 'BoaviztAPI medium compute platform: 2 CPUs × 24 cores';
const vmsNote = 'product assumption: one VM per 2 physical cores of a 48-core host';
const driveWattsPerTb = BOAVIZTA_CATEGORY_MEDIANS.storage_drive?.wattsPerTb?.median ?? 1.03;

export const RATING_ANCHORS: readonly RatingAnchor[] = [
  deviceAnchor('server_vms', 24, vmsNote, [SOURCES.boaviztapiServerArchetype]),
  deviceAnchor('server_cores', 48, coresNote, [SOURCES.boaviztapiServerArchetype]),
  deviceAnchor('blade_server_vms', 24, vmsNote, [SOURCES.boaviztapiServerArchetype]),
  deviceAnchor('blade_server_cores', 48, coresNote, [SOURCES.boaviztapiServerArchetype]),
  deviceAnchor(
    'storage_usable_tb',
    537.6,
    'product assumption: the 84-drive enclosure filled with 8 TB drives, 80 % usable after RAID: 84 × 8 × 0.8',
  ),
  {
    capacityId: 'storage_drive_usable_tb',
    wattsPerUnit: driveWattsPerTb,
    basis: 'Median over the drive footprints of average watts ÷ capacity in TB (capacity read from the model name).',
    sources: [sourceWithNote('boaviztaData', 'Median watts per TB over the rows mapped to "storage_drive".')],
  },
  deviceAnchor('network_switch_ports', 48, 'a 48-port switch'),
  deviceAnchor('laptop_users', 1, 'one user per device'),
  deviceAnchor('desktop_users', 1, 'one user per device'),
  deviceAnchor('workstation_users', 1, 'one user per device'),
  deviceAnchor('monitor_users', 1, 'one user per device'),
  deviceAnchor('thin_client_users', 1, 'one user per device'),
  deviceAnchor('printer_users', 10, 'product assumption: a shared office printer serves 10 users'),
  deviceAnchor('smartphone_users', 1, 'one user per device'),
  deviceAnchor('tablet_users', 1, 'one user per device'),
  deviceAnchor('wifi_access_point_users', 25, 'product assumption: an office access point serves 25 users'),
  // Docking stations have no default energy (categories.ts), so they have no anchor and stay unrated.
];

const threeSignificant = (v: number) => Number(v.toPrecision(3));
const twoDecimals = (v: number) => Math.round(v * 100) / 100;

function wattScales(anchor: RatingAnchor): WattRatingScale[] {
  const capacity = CAPACITIES_BY_ID[anchor.capacityId];
  return RATING_YEARS.map((year) => {
    const factor = RATING_YEARLY_FACTOR ** (year - RATING_BASE_YEAR);
    return {
      metric: 'watt_per_unit',
      year,
      categoryId: capacity.categoryId,
      capacityId: anchor.capacityId,
      unit: capacity.unit,
      upperBounds: RATING_ANCHOR_MULTIPLIERS.map((m) => threeSignificant(anchor.wattsPerUnit * m * factor)) as unknown as SixBounds,
      sources: anchor.sources,
    };
  });
}

const COOLING_SOURCES: readonly Source[] = [
  sourceWithNote('euDataCentreCoc', 'COP classes follow the cooling presets (infrastructure.ts); the bounds are the product\'s own scale.'),
];

function coolingScales(): CopRatingScale[] {
  return RATING_YEARS.map((year) => ({
    metric: 'cop',
    year,
    categoryId: 'cooling',
    lowerBounds: COOLING_BASE_LOWER_BOUNDS.map((b) =>
      twoDecimals(b * COOLING_YEARLY_FACTOR ** (year - RATING_BASE_YEAR)),
    ) as unknown as SixBounds,
    sources: COOLING_SOURCES,
  }));
}

/** Every scale: one per rating year and capacity, plus one per year for cooling. */
export const RATING_SCALES: readonly RatingScale[] = [...RATING_ANCHORS.flatMap(wattScales), ...coolingScales()];

/**
 * The watt scale for a capacity in a rating year; a year outside the table uses the nearest year in it.
 * Undefined for a capacity without a scale (then the category is unrated, M4).
 */
export function wattRatingScaleFor(year: number, capacityId: string): WattRatingScale | undefined {
  const y = Math.min(Math.max(year, RATING_YEARS[0]), RATING_YEARS[RATING_YEARS.length - 1]);
  return RATING_SCALES.find(
    (s): s is WattRatingScale => s.metric === 'watt_per_unit' && s.year === y && s.capacityId === capacityId,
  );
}

/** The cooling COP scale of a rating year (nearest year in the table). */
export function coolingRatingScaleFor(year: number): CopRatingScale {
  const y = Math.min(Math.max(year, RATING_YEARS[0]), RATING_YEARS[RATING_YEARS.length - 1]);
  return RATING_SCALES.find((s): s is CopRatingScale => s.metric === 'cop' && s.year === y)!;
}

/** One rating year's thresholds, per category id, as methodology M4 steps them. */
export interface RatingThresholdsForYear {
  year: RatingYear;
  /** Per category: six upper bounds in W per unit for A…F. */
  categories: Partial<Record<CategoryId, SixBounds>>;
  /** Six lower COP bounds for A…F. */
  coolingCop: SixBounds;
}

/**
 * A rating year's thresholds keyed by category, the shape the calculation takes (M4 rates a category,
 * not a capacity). A category measured in several capacities (servers: VMs or cores) uses the one named
 * in `capacityByCategory`, else its first capacity (VMs). Categories without a scale are left out, so
 * they stay unrated. A year outside the table uses the nearest one.
 */
export function ratingThresholdsForYear(
  year: number,
  capacityByCategory: Partial<Record<CategoryId, CapacityId>> = {},
): RatingThresholdsForYear {
  const categories: Partial<Record<CategoryId, SixBounds>> = {};
  for (const category of CATEGORIES) {
    const capacityId = capacityByCategory[category.id] ?? capacitiesForCategory(category.id)[0]?.id;
    const scale = capacityId ? wattRatingScaleFor(year, capacityId) : undefined;
    if (scale && scale.categoryId === category.id) categories[category.id] = scale.upperBounds;
  }
  const cooling = coolingRatingScaleFor(year);
  return { year: cooling.year, categories, coolingCop: cooling.lowerBounds };
}
