/**
 * Picks the curated reference products from the Boavizta footprint file and writes
 * shared/reference/products.ts. The rows go through the same parser and mapping as a user import
 * (shared/catalogue/boavizta.ts), so the curated products and imported ones have one shape and one rule set.
 *
 * Selection, per category, up to PER_CATEGORY products:
 * 0. the category corrections of curation.ts (Dell notebooks filed as desktops);
 * 1. rows that name one model in clean text: not a list of models ("C22-10/D22-10", "C24-20. C24-25"),
 *    no escaped bytes ("\xe2\x80\x93"), and not in EXCLUDED below;
 * 2. most complete first: stage figures that account for (nearly) all of gwp_total, published yearly
 *    energy, weight, transport and end-of-life ratios, and a published manufacturing ratio; then the most
 *    recent report year; then manufacturer and name;
 * 3. taken round-robin over manufacturers, so that each manufacturer in the category is represented.
 *
 *   node --import tsx shared/reference/scripts/generate-products.ts [path/to/boavizta.csv]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  boaviztaProductKey,
  LOW_COVERAGE_NOTE,
  MANUFACTURING_REMAINDER_NOTE,
  parseBoaviztaCsv,
  type MappedProduct,
} from '../../catalogue/boavizta';
import { CATEGORY_IDS } from '../categories';
import { applyCurations } from './curation';
import { DEFAULT_BOAVIZTA_CSV, GENERATED_HEADER, REFERENCE_DIR } from './paths';

const PER_CATEGORY = 12;

/** Rows left out of the curated list, keyed by boaviztaProductKey, with the reason. */
const EXCLUDED: Record<string, string> = {};

const input = process.argv[2] ?? DEFAULT_BOAVIZTA_CSV;
const rows = applyCurations(parseBoaviztaCsv(readFileSync(input, 'utf8')).rows);

const stagesCoverTotal = (p: MappedProduct) => !p.notes.some((n) => n.startsWith(LOW_COVERAGE_NOTE));

const completeness = (p: MappedProduct) =>
  (stagesCoverTotal(p) ? 16 : 0) +
  (p.yearlyEnergyKwh !== null ? 8 : 0) +
  (p.weightKg !== null ? 4 : 0) +
  (p.lca.transportationKgCo2e !== null && p.lca.eolKgCo2e !== null ? 2 : 0) +
  (p.notes.some((n) => n.startsWith(MANUFACTURING_REMAINDER_NOTE)) ? 0 : 1);

const selected: MappedProduct[] = [];
for (const categoryId of CATEGORY_IDS) {
  const candidates = rows
    .filter(
      (p) =>
        p.categoryId === categoryId &&
        !/\\x[0-9a-f]{2}/i.test(p.modelName) &&
        !/\/|\.\s/.test(p.modelName) &&
        !(boaviztaProductKey(p.manufacturer, p.modelName) in EXCLUDED),
    )
    .sort(
      (a, b) =>
        completeness(b) - completeness(a) ||
        b.sources[0].year - a.sources[0].year ||
        a.manufacturer.localeCompare(b.manufacturer) ||
        a.modelName.localeCompare(b.modelName),
    );
  const queues = new Map<string, MappedProduct[]>();
  for (const p of candidates) queues.set(p.manufacturer, [...(queues.get(p.manufacturer) ?? []), p]);
  const picked: MappedProduct[] = [];
  while (picked.length < PER_CATEGORY && [...queues.values()].some((q) => q.length > 0)) {
    for (const q of queues.values()) {
      const next = q.shift();
      if (next && picked.length < PER_CATEGORY) picked.push(next);
    }
  }
  selected.push(...picked.sort((a, b) => a.manufacturer.localeCompare(b.manufacturer) || a.modelName.localeCompare(b.modelName)));
}

/** TypeScript literal of a JSON-like value, with bare keys, and short flat objects on one line. */
function literal(value: unknown, indent: string): string {
  if (value === null || typeof value !== 'object') {
    return typeof value === 'string' ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : JSON.stringify(value);
  }
  const next = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${next}${literal(v, next)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : `'${k}'`);
  const flat = entries.every(([, v]) => v === null || typeof v !== 'object');
  const oneLine = `{ ${entries.map(([k, v]) => `${key(k)}: ${literal(v, '')}`).join(', ')} }`;
  if (flat && indent.length + oneLine.length <= 110) return oneLine;
  return `{\n${entries.map(([k, v]) => `${next}${key(k)}: ${literal(v, next)},`).join('\n')}\n${indent}}`;
}

const perCategory = CATEGORY_IDS.map((c) => [c, selected.filter((p) => p.categoryId === c).length] as const).filter(([, n]) => n > 0);
const out = `${GENERATED_HEADER('generate-products.ts', input)}
import type { ReferenceProduct } from './product';

/**
 * ${selected.length} real products with manufacturer-published footprints, taken from the Boavizta data set
 * (${perCategory.map(([c, n]) => `${c} ${n}`).join(', ')}).
 *
 * LCA per unit: manufacturing = gwp_total × gwp_manufacturing_ratio, transportation = gwp_total ×
 * gwp_transport_ratio, end of life = gwp_total × gwp_eol_ratio. When the manufacturing ratio is missing,
 * manufacturing is the non-use remainder of gwp_total and the stages not published are null (see each
 * product's notes). Modes: the category's default modes scaled so that their yearly energy equals the
 * published yearly_tec (categories.ts). Ids: "bz-" + FNV-1a hash of manufacturer and model name, since
 * the data set has no part numbers (manufacturerPartNumber is set only where the published name holds
 * one, for Seagate drives).
 */
export const REFERENCE_PRODUCTS: readonly ReferenceProduct[] = ${literal(selected, '')};
`;
const target = resolve(REFERENCE_DIR, 'products.ts');
writeFileSync(target, out);
console.log(`wrote ${target}: ${selected.length} products (${perCategory.map(([c, n]) => `${c} ${n}`).join(', ')})`);
