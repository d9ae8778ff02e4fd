/**
 * Parses a whole Boavizta footprint file and prints how many rows were taken and skipped, with the
 * skip reasons grouped. Not part of the test suite (shared tests never read outside the repository).
 *
 *   node --import tsx shared/catalogue/scripts/count-full.ts [path/to/boavizta-data-us.csv]
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_BOAVIZTA_CSV } from '../../reference/scripts/paths';
import { parseBoaviztaCsv } from '../boavizta';

const input = process.argv[2] ?? DEFAULT_BOAVIZTA_CSV;
const { rows, skipped } = parseBoaviztaCsv(readFileSync(input, 'utf8'));

// Group reasons by their general form: numbers, quoted values and line references vary per row.
const general = (reason: string) =>
  reason
    .replace(/"[^"]*"/g, '"…"')
    .replace(/line \d+/g, 'line N')
    .replace(/-?\d+(\.\d+)?/g, 'N');

const reasons = new Map<string, number>();
for (const s of skipped) reasons.set(general(s.reason), (reasons.get(general(s.reason)) ?? 0) + 1);
const categories = new Map<string, number>();
for (const r of rows) categories.set(r.categoryId, (categories.get(r.categoryId) ?? 0) + 1);
const unknownCategories = new Map<string, number>();
for (const s of skipped) {
  const m = /^unknown category "([^"]*)"/.exec(s.reason);
  if (m) unknownCategories.set(m[1], (unknownCategories.get(m[1]) ?? 0) + 1);
}

const sorted = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]);
console.log(`file: ${input}`);
console.log(`rows taken: ${rows.length}`);
console.log(`rows skipped: ${skipped.length}`);
console.log('skip reasons:');
for (const [reason, n] of sorted(reasons)) console.log(`  ${String(n).padStart(4)}  ${reason}`);
console.log('unknown categories:');
for (const [c, n] of sorted(unknownCategories)) console.log(`  ${String(n).padStart(4)}  ${c}`);
console.log('taken per category:');
for (const [c, n] of sorted(categories)) console.log(`  ${String(n).padStart(4)}  ${c}`);
