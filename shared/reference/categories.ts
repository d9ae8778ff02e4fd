/**
 * Equipment categories with their curated defaults: operating modes (methodology M1), LCA per unit and
 * reference weight for average-plus scaling (M5), lifetime, and whether refurbishment applies.
 *
 * Where the defaults come from:
 * - LCA, lifetime, weight and yearly energy are medians over the manufacturer footprints of the Boavizta
 *   data set, per category, computed by `scripts/generate-boavizta-medians.ts` (output:
 *   `boavizta-medians.ts`; `categories.test.ts` checks that the figures below still match it). Dell
 *   notebooks that the data set files as desktops are counted as laptops (`scripts/curation.ts`).
 * - Each category's modes spread that median yearly energy over an operating profile: the low-power
 *   modes take the EU ecodesign limits for standby (0.50 W) and off mode (0.30 W), and the "On" mode
 *   takes the rest, so the modes' yearly energy equals the median published yearly energy (TEC).
 * - Servers: Idle and Active share the year half and half, and Idle draws half of Active (Barroso and
 *   Hölzle 2007), so that the average equals the median yearly energy.
 * - Network switch: a measured 48-port 1 GbE switch (CARPO, 2012) at 50 % average port utilisation.
 * - UPS and cooling are preset categories: their energy follows from the efficiency and COP presets
 *   (`infrastructure.ts`, M2), not from modes, and they carry no per-unit LCA.
 * - Docking station: no public figure was found; the defaults are the "nothing known" default of M1
 *   (On, 0 W, 8760 h) and no LCA, to be completed by a super admin.
 */
import { SOURCES, sourceWithNote, type Source } from './source';

export const CATEGORY_IDS = [
  'server',
  'blade_server',
  'storage',
  'storage_drive',
  'network_switch',
  'ups',
  'cooling',
  'laptop',
  'desktop',
  'workstation',
  'monitor',
  'thin_client',
  'printer',
  'smartphone',
  'tablet',
  'docking_station',
  'wifi_access_point',
] as const;

export type CategoryId = (typeof CATEGORY_IDS)[number];

/** `datacenter` items go through UPS and cooling (M2); `office_it` items are end-user equipment. */
export type CategoryType = 'datacenter' | 'office_it';

export interface CategoryMode {
  name: string;
  powerWatts: number;
  hours: number;
}

/** Default life-cycle figures per unit, kg CO2e. `null`: no default for that stage. */
export interface CategoryLcaDefaults {
  manufacturingKgCo2e: number;
  transportationKgCo2e: number | null;
  eolKgCo2e: number | null;
}

/**
 * How the defaults were obtained:
 * - `boavizta_medians`: medians over the category's rows of the Boavizta data set;
 * - `published_measurement`: a published measurement of a representative device;
 * - `preset`: a preset category (UPS, cooling) whose figures are the infrastructure presets;
 * - `none`: nothing public was found; the defaults are placeholders that count no energy.
 */
export type CategoryDefaultsBasis = 'boavizta_medians' | 'published_measurement' | 'preset' | 'none';

export interface Category {
  /** Stable id, also used as the key when seeding the database. */
  id: CategoryId;
  name: string;
  categoryType: CategoryType;
  /** UPS and cooling: chosen through presets on a solution rather than added as items. */
  preset: boolean;
  /** Modes of one unit; their hours sum to at most 8760. */
  defaultModes: readonly CategoryMode[];
  defaultLca: CategoryLcaDefaults | null;
  lifetimeYears: number | null;
  /** Weight of the median unit, the denominator of average-plus scaling (M5). */
  referenceWeightKg: number | null;
  /** Whether a refurbishment percentage applies to items of this category (M5). */
  refurbishable: boolean;
  defaultsBasis: CategoryDefaultsBasis;
  /** How each default was derived, in words. */
  derivation: readonly string[];
  sources: readonly Source[];
}

/** Office profile used by end-user devices: hours a year. */
const OFFICE_ON_HOURS = 2080; // 8 h × 5 d × 52 w
const OFFICE_SLEEP_HOURS = 4160; // the other 16 h of each working day: 16 h × 5 d × 52 w
const OFFICE_OFF_HOURS = 2520; // weekends and the 365th day: 8760 − 2080 − 4160
/** EU ecodesign limits used for the low-power modes of end-user devices. */
const STANDBY_WATTS = 0.5;
const OFF_WATTS = 0.3;

const officeModes = (onWatts: number): CategoryMode[] => [
  { name: 'On', powerWatts: onWatts, hours: OFFICE_ON_HOURS },
  { name: 'Sleep', powerWatts: STANDBY_WATTS, hours: OFFICE_SLEEP_HOURS },
  { name: 'Off', powerWatts: OFF_WATTS, hours: OFFICE_OFF_HOURS },
];

const OFFICE_PROFILE_NOTE =
  'Modes: On 2080 h (8 h × 5 d × 52 w), Sleep 4160 h (16 h × 5 d × 52 w) at the 0.50 W standby limit, Off 2520 h (the rest of the 8760 h year) at the 0.30 W off-mode limit; On draws what is left of the median yearly energy: (TEC × 1000 − 0.5 × 4160 − 0.3 × 2520) / 2080.';

const medianNote = (what: string) => sourceWithNote('boaviztaData', what);

const DELL_CORRECTION_NOTE =
  'Dell notebooks that the data set files under Workplace/Desktop (Inspiron 13–17, Vostro, Precision mobile workstations…) count as laptops here (scripts/curation.ts).';

export const CATEGORIES: readonly Category[] = [
  {
    id: 'server',
    name: 'Server (rack or tower)',
    categoryType: 'datacenter',
    preset: false,
    defaultModes: [
      { name: 'Idle', powerWatts: 120.6, hours: 4380 },
      { name: 'Active', powerWatts: 241.2, hours: 4380 },
    ],
    defaultLca: { manufacturingKgCo2e: 1190.16, transportationKgCo2e: 32.69, eolKgCo2e: 19.66 },
    lifetimeYears: 4,
    referenceWeightKg: 24.3,
    refurbishable: true,
    defaultsBasis: 'boavizta_medians',
    derivation: [
      'Median yearly energy 1584.7 kWh (average 180.9 W) over the rack, tower and edge servers of the Boavizta data set.',
      'Idle and Active 4380 h each (half of 8760 h); Idle = ½ × Active (Barroso and Hölzle 2007), so Idle = ⅔ × 180.9 W and Active = ⁴⁄₃ × 180.9 W.',
      'LCA: medians of gwp_total × the published stage ratio, over the rows that publish that ratio.',
    ],
    sources: [
      medianNote('Medians over the rows mapped to "server" (Datacenter/Server other than blades, and Converged Edge).'),
      SOURCES.barrosoHolzle2007,
    ],
  },
  {
    id: 'blade_server',
    name: 'Blade server',
    categoryType: 'datacenter',
    preset: false,
    defaultModes: [
      { name: 'Idle', powerWatts: 92.47, hours: 4380 },
      { name: 'Active', powerWatts: 184.94, hours: 4380 },
    ],
    defaultLca: { manufacturingKgCo2e: 1609.65, transportationKgCo2e: 126.96, eolKgCo2e: 38.76 },
    lifetimeYears: 4,
    referenceWeightKg: 7,
    refurbishable: true,
    defaultsBasis: 'boavizta_medians',
    derivation: [
      'Median yearly energy over blade servers and converged compute modules, spread over Idle/Active as for servers.',
      'Transportation and end of life: medians of the only two rows that publish them (HPE Synergy compute modules); the Dell blade footprints include them in manufacturing.',
    ],
    sources: [
      medianNote('Medians over the rows mapped to "blade_server" (server_type Blade, and Datacenter/Converged).'),
      SOURCES.barrosoHolzle2007,
    ],
  },
  {
    id: 'storage',
    name: 'Storage system (SAN/NAS)',
    categoryType: 'datacenter',
    preset: false,
    defaultModes: [{ name: 'On', powerWatts: 1689.5, hours: 8760 }],
    defaultLca: { manufacturingKgCo2e: 6612, transportationKgCo2e: null, eolKgCo2e: null },
    lifetimeYears: 10,
    referenceWeightKg: null,
    refurbishable: true,
    defaultsBasis: 'boavizta_medians',
    derivation: [
      'One row only (Seagate OneStor SP2584, an 84-drive enclosure): yearly energy 14 800 kWh, lifetime 10 years.',
      'Manufacturing = gwp_total × (1 − use ratio), since only the use ratio is published; it includes transport and end of life.',
    ],
    sources: [medianNote('The only row mapped to "storage" (Datacenter/SAN/NAS).')],
  },
  {
    id: 'storage_drive',
    name: 'Disk drive (HDD or SSD)',
    categoryType: 'datacenter',
    preset: false,
    defaultModes: [{ name: 'On', powerWatts: 4.84, hours: 8760 }],
    defaultLca: { manufacturingKgCo2e: 26.07, transportationKgCo2e: null, eolKgCo2e: null },
    lifetimeYears: 5,
    referenceWeightKg: null,
    refurbishable: true,
    defaultsBasis: 'boavizta_medians',
    derivation: [
      'Median yearly energy over the Seagate drive footprints, on all year.',
      'Manufacturing = gwp_total × (1 − use ratio) (only the use ratio is published); it includes transport and end of life.',
    ],
    sources: [medianNote('Medians over the rows mapped to "storage_drive" (Datacenter/Hard drive).')],
  },
  {
    id: 'network_switch',
    name: 'Network switch',
    categoryType: 'datacenter',
    preset: false,
    defaultModes: [{ name: 'On', powerWatts: 113.3, hours: 8760 }],
    defaultLca: null,
    lifetimeYears: null,
    referenceWeightKg: null,
    refurbishable: false,
    defaultsBasis: 'published_measurement',
    derivation: [
      '48-port 1 GbE switch: static power 66.7 W chassis + 43.8 W for 48 linked ports = 110.5 W; dynamic power 5 % of static at full load, so at 50 % average utilisation 110.5 × (1 + 0.05 × 0.5) = 113.3 W, all year.',
      'No per-unit LCA: the Boavizta data set has no switch footprint; enter product data.',
    ],
    sources: [SOURCES.carpo2012],
  },
  {
    id: 'ups',
    name: 'UPS',
    categoryType: 'datacenter',
    preset: true,
    defaultModes: [],
    defaultLca: null,
    lifetimeYears: null,
    referenceWeightKg: null,
    refurbishable: false,
    defaultsBasis: 'preset',
    derivation: ['Energy follows from the UPS efficiency presets (infrastructure.ts, methodology M2).'],
    sources: [SOURCES.euDataCentreCoc],
  },
  {
    id: 'cooling',
    name: 'Cooling',
    categoryType: 'datacenter',
    preset: true,
    defaultModes: [],
    defaultLca: null,
    lifetimeYears: null,
    referenceWeightKg: null,
    refurbishable: false,
    defaultsBasis: 'preset',
    derivation: ['Energy follows from the cooling COP presets (infrastructure.ts, methodology M2).'],
    sources: [SOURCES.euDataCentreCoc],
  },
  {
    id: 'laptop',
    name: 'Laptop',
    categoryType: 'office_it',
    preset: false,
    defaultModes: officeModes(7.72),
    defaultLca: { manufacturingKgCo2e: 251.34, transportationKgCo2e: 10.44, eolKgCo2e: 0.83 },
    lifetimeYears: 4,
    referenceWeightKg: 1.67,
    refurbishable: true,
    defaultsBasis: 'boavizta_medians',
    derivation: ['Median yearly energy 18.89 kWh.', OFFICE_PROFILE_NOTE, DELL_CORRECTION_NOTE],
    sources: [medianNote('Medians over the rows mapped to "laptop".'), SOURCES.euStandbyRegulation, SOURCES.energyStarComputers],
  },
  {
    id: 'desktop',
    name: 'Desktop computer',
    categoryType: 'office_it',
    preset: false,
    defaultModes: officeModes(35.65),
    defaultLca: { manufacturingKgCo2e: 227.42, transportationKgCo2e: 16.37, eolKgCo2e: 2.42 },
    lifetimeYears: 4,
    referenceWeightKg: 6.22,
    refurbishable: true,
    defaultsBasis: 'boavizta_medians',
    derivation: ['Median yearly energy 76.98 kWh.', OFFICE_PROFILE_NOTE, DELL_CORRECTION_NOTE],
    sources: [medianNote('Medians over the rows mapped to "desktop".'), SOURCES.euStandbyRegulation, SOURCES.energyStarComputers],
  },
  {
    id: 'workstation',
    name: 'Workstation',
    categoryType: 'office_it',
    preset: false,
    defaultModes: officeModes(92.44),
    defaultLca: { manufacturingKgCo2e: 547.57, transportationKgCo2e: 1.8, eolKgCo2e: 0.6 },
    lifetimeYears: 4,
    referenceWeightKg: null,
    refurbishable: true,
    defaultsBasis: 'boavizta_medians',
    derivation: ['Median yearly energy 195.1 kWh (two rows publish it).', OFFICE_PROFILE_NOTE],
    sources: [medianNote('Medians over the rows mapped to "workstation" (four rows).'), SOURCES.euStandbyRegulation],
  },
  {
    id: 'monitor',
    name: 'Monitor',
    categoryType: 'office_it',
    preset: false,
    defaultModes: officeModes(19.46),
    defaultLca: { manufacturingKgCo2e: 333.3, transportationKgCo2e: 2.96, eolKgCo2e: 1.89 },
    lifetimeYears: 6,
    referenceWeightKg: 5.74,
    refurbishable: true,
    defaultsBasis: 'boavizta_medians',
    derivation: ['Median yearly energy 43.32 kWh.', OFFICE_PROFILE_NOTE],
    sources: [medianNote('Medians over the rows mapped to "monitor".'), SOURCES.euDisplayRegulation],
  },
  {
    id: 'thin_client',
    name: 'Thin client',
    categoryType: 'office_it',
    preset: false,
    defaultModes: officeModes(18.55),
    defaultLca: { manufacturingKgCo2e: 45.32, transportationKgCo2e: 3.88, eolKgCo2e: 0.19 },
    lifetimeYears: 2,
    referenceWeightKg: 1,
    refurbishable: true,
    defaultsBasis: 'boavizta_medians',
    derivation: [
      'Median yearly energy 41.42 kWh.',
      OFFICE_PROFILE_NOTE,
      'Lifetime 2 years is what the Dell Wyse footprints assume; a super admin may prefer a longer one.',
    ],
    sources: [medianNote('Medians over the rows mapped to "thin_client".'), SOURCES.euStandbyRegulation],
  },
  {
    id: 'printer',
    name: 'Printer or multifunction device',
    categoryType: 'office_it',
    preset: false,
    defaultModes: [
      { name: 'Ready', powerWatts: 7.64, hours: 2080 },
      { name: 'Sleep', powerWatts: STANDBY_WATTS, hours: 6680 },
    ],
    defaultLca: { manufacturingKgCo2e: 129.96, transportationKgCo2e: null, eolKgCo2e: null },
    lifetimeYears: 5,
    referenceWeightKg: null,
    refurbishable: true,
    defaultsBasis: 'boavizta_medians',
    derivation: [
      'Median yearly energy 19.24 kWh (ENERGY STAR TEC of the Lexmark footprints).',
      'Modes: Ready 2080 h (8 h × 5 d × 52 w), Sleep the other 6680 h at the 0.50 W standby limit; Ready = (TEC × 1000 − 0.5 × 6680) / 2080.',
      'Manufacturing = gwp_total × (1 − use ratio), since only the use ratio is published; it includes transport and end of life. The published use stage includes paper, so totals are far larger than manufacturing.',
    ],
    sources: [medianNote('Medians over the rows mapped to "printer" (Lexmark).'), SOURCES.euStandbyRegulation],
  },
  {
    id: 'smartphone',
    name: 'Smartphone',
    categoryType: 'office_it',
    preset: false,
    defaultModes: [{ name: 'On (average incl. charging)', powerWatts: 0.8, hours: 8760 }],
    defaultLca: { manufacturingKgCo2e: 52.85, transportationKgCo2e: 2.96, eolKgCo2e: 0.65 },
    lifetimeYears: 3,
    referenceWeightKg: 0.17,
    refurbishable: true,
    defaultsBasis: 'boavizta_medians',
    derivation: ['Median yearly energy 7.0 kWh as a year-round average draw (7.0 × 1000 / 8760).'],
    sources: [medianNote('Medians over the rows mapped to "smartphone".')],
  },
  {
    id: 'tablet',
    name: 'Tablet',
    categoryType: 'office_it',
    preset: false,
    defaultModes: [{ name: 'On (average incl. charging)', powerWatts: 1.68, hours: 8760 }],
    defaultLca: { manufacturingKgCo2e: 77.04, transportationKgCo2e: 5.6, eolKgCo2e: 0.96 },
    lifetimeYears: 3,
    referenceWeightKg: 0.73,
    refurbishable: true,
    defaultsBasis: 'boavizta_medians',
    derivation: ['Median yearly energy 14.75 kWh as a year-round average draw.'],
    sources: [medianNote('Medians over the rows mapped to "tablet".')],
  },
  {
    id: 'docking_station',
    name: 'Docking station',
    categoryType: 'office_it',
    preset: false,
    defaultModes: [{ name: 'On', powerWatts: 0, hours: 8760 }],
    defaultLca: null,
    lifetimeYears: null,
    referenceWeightKg: null,
    refurbishable: true,
    defaultsBasis: 'none',
    derivation: [
      'No public per-category figure was found (the Boavizta data set has no docking station): the modes are the "nothing known" default of methodology M1 and count 0 kWh; enter product data or complete these defaults.',
    ],
    sources: [],
  },
  {
    id: 'wifi_access_point',
    name: 'Wi-Fi access point or router',
    categoryType: 'office_it',
    preset: false,
    defaultModes: [{ name: 'On', powerWatts: 4.17, hours: 8760 }],
    defaultLca: { manufacturingKgCo2e: 16, transportationKgCo2e: 1.65, eolKgCo2e: 1 },
    lifetimeYears: 4,
    referenceWeightKg: 0.38,
    refurbishable: false,
    defaultsBasis: 'boavizta_medians',
    derivation: ['Median yearly energy 36.5 kWh, on all year (Google Wifi and Nest Wifi footprints).'],
    sources: [medianNote('Medians over the rows mapped to "wifi_access_point" (Home/Network, four rows).')],
  },
];

export const CATEGORIES_BY_ID: Readonly<Record<CategoryId, Category>> = Object.fromEntries(
  CATEGORIES.map((c) => [c.id, c]),
) as Record<CategoryId, Category>;

/** Categories where a refurbishment percentage does not apply (the spec's non_refurbished_categories). */
export const NON_REFURBISHED_CATEGORY_IDS: readonly CategoryId[] = CATEGORIES.filter((c) => !c.refurbishable).map(
  (c) => c.id,
);

/** Yearly energy of a set of modes, kWh (M1 for one unit). */
export function modesYearlyEnergyKwh(modes: readonly CategoryMode[]): number {
  return modes.reduce((sum, m) => sum + (m.powerWatts * m.hours) / 1000, 0);
}

export function isCategoryId(value: string): value is CategoryId {
  return (CATEGORY_IDS as readonly string[]).includes(value);
}
