/**
 * The curated categories' names in the user's language (shared/reference/categories.ts holds the
 * English names the server sends). The map is exhaustive over CategoryId, so a new category cannot go
 * untranslated; a category a super admin adds later keeps the name the server sends.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CATEGORY_IDS, type CategoryId } from '../../../../shared/reference';

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

/** A category's name in the active language; `fallback` (the server's name) for a category we do not know. */
export function categoryName(i18n: I18n, id: string | null | undefined, fallback?: string | null): string {
  if (id && KNOWN.has(id)) return i18n._(CATEGORY_NAMES[id as CategoryId]);
  return fallback ?? id ?? '';
}

/**
 * A copy of a GraphQL reply with every `categoryName` translated, found beside its category id
 * (`categoryId`, or `category` on energy-wheel entries). Reports run their data through it once, so
 * every table, chart and wheel shows the same translated names.
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
  return out as T;
}
