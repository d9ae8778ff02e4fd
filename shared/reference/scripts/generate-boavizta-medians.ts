/**
 * Computes per-category medians over the Boavizta footprint file (after the same mapping and checks as
 * the importer, and the corrections of curation.ts) and writes them to shared/reference/boavizta-medians.ts. The category defaults in
 * categories.ts are taken from this output; categories.test.ts checks that they still agree.
 *
 *   node --import tsx shared/reference/scripts/generate-boavizta-medians.ts [path/to/boavizta.csv]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MANUFACTURING_REMAINDER_NOTE, parseBoaviztaCsv, type MappedProduct } from '../../catalogue/boavizta';
import { CATEGORY_IDS, type CategoryId } from '../categories';
import { applyCurations } from './curation';
import { DEFAULT_BOAVIZTA_CSV, GENERATED_HEADER, REFERENCE_DIR } from './paths';

const input = process.argv[2] ?? DEFAULT_BOAVIZTA_CSV;
const parsed = parseBoaviztaCsv(readFileSync(input, 'utf8'));
const rows = applyCurations(parsed.rows);
const { skipped } = parsed;

const round2 = (v: number) => Math.round(v * 100) / 100;

function median(values: number[]): { median: number; n: number } | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return { median: round2(s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2), n: s.length };
}

const notNull = <T,>(v: T | null): v is T => v !== null;

/** Drive capacity in TB from a model name ("Exos X12 12TB", "Pulsar 2 800GB SSD", "THUNDERBUG 300 Go"). */
function capacityTb(name: string): number | null {
  const m = /(\d+(?:\.\d+)?)\s*(TB|GB|Go)\b/i.exec(name);
  if (!m) return null;
  const value = Number(m[1]);
  return m[2].toUpperCase() === 'TB' ? value : value / 1000;
}

function summarise(group: MappedProduct[]) {
  const explicit = group.filter((p) => !p.notes.some((n) => n.startsWith(MANUFACTURING_REMAINDER_NOTE)));
  const manufacturingRows = explicit.length >= 3 ? explicit : group;
  return {
    rows: group.length,
    manufacturingKgCo2e: median(manufacturingRows.map((p) => p.lca.manufacturingKgCo2e)),
    manufacturingBasis: manufacturingRows === explicit ? 'published ratio' : 'published ratio or non-use remainder',
    transportationKgCo2e: median(group.map((p) => p.lca.transportationKgCo2e).filter(notNull)),
    eolKgCo2e: median(group.map((p) => p.lca.eolKgCo2e).filter(notNull)),
    yearlyEnergyKwh: median(group.map((p) => p.yearlyEnergyKwh).filter(notNull)),
    lifetimeYears: median(group.map((p) => p.lifetimeYears).filter(notNull)),
    weightKg: median(group.map((p) => p.weightKg).filter(notNull)),
    wattsPerTb:
      group[0]?.categoryId === 'storage_drive'
        ? median(
            group
              .map((p) => {
                const tb = capacityTb(p.modelName);
                return tb && p.yearlyEnergyKwh ? (p.yearlyEnergyKwh * 1000) / 8760 / tb : null;
              })
              .filter(notNull),
          )
        : null,
  };
}

const byCategory = new Map<CategoryId, MappedProduct[]>();
for (const p of rows) byCategory.set(p.categoryId, [...(byCategory.get(p.categoryId) ?? []), p]);

const lines: string[] = [];
for (const id of CATEGORY_IDS) {
  const group = byCategory.get(id);
  if (!group) continue;
  const s = summarise(group);
  const stat = (v: { median: number; n: number } | null) => (v ? `{ median: ${v.median}, n: ${v.n} }` : 'null');
  lines.push(
    `  ${id}: {\n` +
      `    rows: ${s.rows},\n` +
      `    manufacturingKgCo2e: ${stat(s.manufacturingKgCo2e)},\n` +
      `    manufacturingBasis: '${s.manufacturingBasis}',\n` +
      `    transportationKgCo2e: ${stat(s.transportationKgCo2e)},\n` +
      `    eolKgCo2e: ${stat(s.eolKgCo2e)},\n` +
      `    yearlyEnergyKwh: ${stat(s.yearlyEnergyKwh)},\n` +
      `    lifetimeYears: ${stat(s.lifetimeYears)},\n` +
      `    weightKg: ${stat(s.weightKg)},\n` +
      (s.wattsPerTb ? `    wattsPerTb: ${stat(s.wattsPerTb)},\n` : '') +
      `  },`,
  );
}

const out = `${GENERATED_HEADER('generate-boavizta-medians.ts', input)}
import type { CategoryId } from './categories';

/** A median and the number of values it was taken over. */
export interface MedianStat {
  median: number;
  n: number;
}

/**
 * Per-category medians over the Boavizta footprint rows that the importer accepts (${rows.length} rows kept,
 * ${skipped.length} skipped), after the category corrections of scripts/curation.ts. LCA stages in kg CO2e per unit: gwp_total × the published stage ratio.
 * Manufacturing uses only rows that publish the ratio when there are at least three, otherwise also the
 * non-use remainder. Source: SOURCES.boaviztaData.
 */
export interface BoaviztaCategoryMedians {
  rows: number;
  manufacturingKgCo2e: MedianStat | null;
  manufacturingBasis: 'published ratio' | 'published ratio or non-use remainder';
  transportationKgCo2e: MedianStat | null;
  eolKgCo2e: MedianStat | null;
  yearlyEnergyKwh: MedianStat | null;
  lifetimeYears: MedianStat | null;
  weightKg: MedianStat | null;
  /** Disk drives only: average watts per TB of capacity (capacity read from the model name). */
  wattsPerTb?: MedianStat | null;
}

export const BOAVIZTA_CATEGORY_MEDIANS: Partial<Record<CategoryId, BoaviztaCategoryMedians>> = {
${lines.join('\n')}
};
`;

const target = resolve(REFERENCE_DIR, 'boavizta-medians.ts');
writeFileSync(target, out);
console.log(`wrote ${target}: ${byCategory.size} categories from ${rows.length} rows (${skipped.length} skipped)`);
