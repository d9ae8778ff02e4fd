/**
 * The curated categories' names in the user's language (shared/reference/categories.ts holds the
 * English names the server sends). The map is exhaustive over CategoryId, so a new category cannot go
 * untranslated; a category a super admin adds later keeps the name the server sends.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CAPACITIES, CATEGORY_IDS, COOLING_PRESETS, HOUR_PROFILES, UPS_PRESETS, type CapacityId, type CategoryId, type HourProfileId } from '../../../../shared/reference';

export const CATEGORY_NAMES = {
  server: msg({ message: 'Server (rack or tower)', context: 'category' }),
  blade_server: msg({ message: 'Blade server', context: 'category' }),
  storage: msg({ message: 'Storage system (SAN/NAS)', context: 'category' }),
  storage_drive: msg({ message: 'Disk drive (HDD or SSD)', context: 'category' }),
  network_switch: msg({ message: 'Network switch', context: 'category' }),
  ups: msg({ message: 'UPS', context: 'category' }),
  cooling: msg({ message: 'Cooling', context: 'category' }),
  laptop: msg({ message: 'Laptop', context: 'category' }),
  desktop: msg({ message: 'Desktop computer', context: 'category' }),
  workstation: msg({ message: 'Workstation', context: 'category' }),
  monitor: msg({ message: 'Monitor', context: 'category' }),
  thin_client: msg({ message: 'Thin client', context: 'category' }),
  printer: msg({ message: 'Printer or multifunction device', context: 'category' }),
  smartphone: msg({ message: 'Smartphone', context: 'category' }),
  tablet: msg({ message: 'Tablet', context: 'category' }),
  docking_station: msg({ message: 'Docking station', context: 'category' }),
  wifi_access_point: msg({ message: 'Wi-Fi access point or router', context: 'category' }),
} satisfies Record<CategoryId, MessageDescriptor>;

const KNOWN = new Set<string>(CATEGORY_IDS);

/** The curated capacities' names (shared/reference/capacities.ts sends them in English), exhaustive over CapacityId. */
export const CAPACITY_NAMES = {
  server_vms: msg({ message: 'Virtual machines', context: 'capacity' }),
  server_cores: msg({ message: 'CPU cores', context: 'capacity' }),
  blade_server_vms: msg({ message: 'Virtual machines', context: 'capacity' }),
  blade_server_cores: msg({ message: 'CPU cores', context: 'capacity' }),
  storage_usable_tb: msg({ message: 'Usable storage', context: 'capacity' }),
  storage_drive_usable_tb: msg({ message: 'Usable drive capacity', context: 'capacity' }),
  network_switch_ports: msg({ message: 'Ports', context: 'capacity' }),
  laptop_users: msg({ message: 'Users', context: 'capacity' }),
  desktop_users: msg({ message: 'Users', context: 'capacity' }),
  workstation_users: msg({ message: 'Users', context: 'capacity' }),
  monitor_users: msg({ message: 'Users', context: 'capacity' }),
  thin_client_users: msg({ message: 'Users', context: 'capacity' }),
  printer_users: msg({ message: 'Users', context: 'capacity' }),
  smartphone_users: msg({ message: 'Users', context: 'capacity' }),
  tablet_users: msg({ message: 'Users', context: 'capacity' }),
  docking_station_users: msg({ message: 'Users', context: 'capacity' }),
  wifi_access_point_users: msg({ message: 'Users', context: 'capacity' }),
} satisfies Record<CapacityId, MessageDescriptor>;

const KNOWN_CAPACITIES = new Set<string>(CAPACITIES.map((c) => c.id));

/** A capacity's name in the active language; `fallback` (the server's name) for a capacity we do not know. */
export function capacityName(i18n: I18n, id: string | null | undefined, fallback?: string | null): string {
  if (id && KNOWN_CAPACITIES.has(id)) return i18n._(CAPACITY_NAMES[id as CapacityId]);
  return fallback ?? id ?? '';
}

/** The operating-hour profiles' names (shared/reference/hour-profiles.ts sends them in English), exhaustive over HourProfileId. */
export const HOUR_PROFILE_NAMES = {
  '24x7': msg({ message: 'Always on (24/7)', context: 'hour profile' }),
  '24x5': msg({ message: 'Around the clock on working days (24×5)', context: 'hour profile' }),
  '16x7': msg({ message: 'Two shifts every day (16×7)', context: 'hour profile' }),
  '16x5': msg({ message: 'Two shifts on working days (16×5)', context: 'hour profile' }),
  '12x7': msg({ message: 'Extended hours every day (12×7)', context: 'hour profile' }),
  '12x6': msg({ message: 'Extended hours six days a week (12×6)', context: 'hour profile' }),
  '10x5': msg({ message: 'Extended office hours (10×5)', context: 'hour profile' }),
  '8x5': msg({ message: 'Office hours (8×5)', context: 'hour profile' }),
  '8x5_net': msg({ message: 'Office hours less holidays (8×5, 47 weeks)', context: 'hour profile' }),
  '4x5': msg({ message: 'Part-time (4×5)', context: 'hour profile' }),
} satisfies Record<HourProfileId, MessageDescriptor>;

const KNOWN_HOUR_PROFILES = new Set<string>(HOUR_PROFILES.map((h) => h.id));

/** An hour profile's name in the active language; `fallback` (the server's name) for a profile we do not know. */
export function hourProfileName(i18n: I18n, id: string | null | undefined, fallback?: string | null): string {
  if (id && KNOWN_HOUR_PROFILES.has(id)) return i18n._(HOUR_PROFILE_NAMES[id as HourProfileId]);
  return fallback ?? id ?? '';
}

/**
 * The solutions screen's reference lists with every category, capacity and hour-profile name in the
 * active language (issue #34 point 5: one translated name everywhere: item rows, pickers, summaries).
 */
export function translatedReference<T extends {
  categories: ReadonlyArray<{ id: string; name: string }>;
  capacities: ReadonlyArray<{ id: string; name: string }>;
  hourProfiles: ReadonlyArray<{ id: string; name: string }>;
}>(i18n: I18n, reference: T): T {
  return {
    ...reference,
    categories: reference.categories.map((c) => ({ ...c, name: categoryName(i18n, c.id, c.name) })),
    capacities: reference.capacities.map((c) => ({ ...c, name: capacityName(i18n, c.id, c.name) })),
    hourProfiles: reference.hourProfiles.map((h) => ({ ...h, name: hourProfileName(i18n, h.id, h.name) })),
  };
}

/** A category's name in the active language; `fallback` (the server's name) for a category we do not know. */
export function categoryName(i18n: I18n, id: string | null | undefined, fallback?: string | null): string {
  if (id && KNOWN.has(id)) return i18n._(CATEGORY_NAMES[id as CategoryId]);
  return fallback ?? id ?? '';
}

/**
 * A copy of a GraphQL reply with every `categoryName` translated, found beside its category id
 * (`categoryId`, or `category` on energy-wheel entries), and every `capacityName` beside its
 * `capacityId`. Reports run their data through it once, so every table, chart and wheel shows the
 * same translated names.
 */
export function withCategoryNames<T>(i18n: I18n, value: T): T {
  if (Array.isArray(value)) return value.map((v) => withCategoryNames(i18n, v)) as T;
  if (!value || typeof value !== 'object') return value;
  const src = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(src)) out[k] = typeof v === 'object' ? withCategoryNames(i18n, v) : v;
  if ('categoryName' in src) {
    const id = typeof src.categoryId === 'string' ? src.categoryId : typeof src.category === 'string' ? src.category : null;
    out.categoryName = categoryName(i18n, id, src.categoryName as string | null);
  }
  if ('capacityName' in src && src.capacityName != null) {
    out.capacityName = capacityName(i18n, typeof src.capacityId === 'string' ? src.capacityId : null, src.capacityName as string);
  }
  return out as T;
}

/**
 * The UPS and cooling presets' descriptions (shared/reference/infrastructure.ts sends them in English;
 * issue #47, Translations: the 6 UPS and 6 cooling presets showed in English in the Danish UI).
 */
export const INFRASTRUCTURE_PRESET_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  ups_87_2: msg({ message: 'Legacy double-conversion UPS, lightly loaded', context: 'UPS preset' }),
  ups_89_3: msg({ message: 'Older double-conversion UPS with transformer', context: 'UPS preset' }),
  ups_92_1: msg({ message: 'Standard double-conversion UPS', context: 'UPS preset' }),
  ups_94_6: msg({ message: 'Modern transformerless double-conversion UPS', context: 'UPS preset' }),
  ups_96_2: msg({ message: 'High-efficiency modular UPS, well loaded', context: 'UPS preset' }),
  ups_98_1: msg({ message: 'UPS in eco mode or line-interactive operation', context: 'UPS preset' }),
  ups_custom: msg({ message: 'Custom efficiency', context: 'UPS preset' }),
  ups_none: msg({ message: 'No UPS', context: 'UPS preset' }),
  cooling_1_63: msg({ message: 'Legacy room cooling with direct-expansion CRAC units', context: 'cooling preset' }),
  cooling_2_53: msg({ message: 'Direct-expansion CRAC units with variable-speed fans', context: 'cooling preset' }),
  cooling_2_98: msg({ message: 'Chilled-water CRAH units with an air-cooled chiller', context: 'cooling preset' }),
  cooling_4_37: msg({ message: 'Water-cooled chiller with aisle containment and raised set points', context: 'cooling preset' }),
  cooling_6_33: msg({ message: 'Chiller with indirect free cooling (economiser) most of the year', context: 'cooling preset' }),
  cooling_8_26: msg({ message: 'Direct free-air or evaporative cooling', context: 'cooling preset' }),
  cooling_custom: msg({ message: 'Custom COP', context: 'cooling preset' }),
  cooling_none: msg({ message: 'No cooling', context: 'cooling preset' }),
};

/** Every preset of the reference lists has its translation (the unit test walks both lists). */
export const INFRASTRUCTURE_PRESET_IDS: readonly string[] = [...UPS_PRESETS, ...COOLING_PRESETS].map((p) => p.id);

/** A UPS or cooling preset's description in the active language; `fallback` (the server's label) for one we do not know. */
export function presetLabel(i18n: I18n, id: string | null | undefined, fallback?: string | null): string {
  const descriptor = id ? INFRASTRUCTURE_PRESET_LABELS[id] : undefined;
  return descriptor ? i18n._(descriptor) : (fallback ?? id ?? '');
}
