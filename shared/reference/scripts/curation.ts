/**
 * Corrections the curated reference data applies on top of the Boavizta rows, each with its reason.
 * The importer (shared/catalogue/boavizta.ts) stays faithful to the file; only the generators that build
 * the product's own defaults (category medians, reference products) apply these.
 */
import { modesForYearlyEnergy, type MappedProduct } from '../../catalogue/boavizta';
import type { CategoryId } from '../categories';

export interface CategoryCorrection {
  manufacturer: string;
  /** Matched against the model name. */
  pattern: RegExp;
  from: CategoryId;
  to: CategoryId;
  reason: string;
}

export const CATEGORY_CORRECTIONS: readonly CategoryCorrection[] = [
  {
    manufacturer: 'Dell',
    // Inspiron 13–17, Chromebook 3100, Vostro 15 3510/3515 and Vostro 5xxx/7xxx, and the Precision
    // mobile workstations (3470, 35xx, 54xx–57xx, 75xx–77xx: a bare number, unlike "Precision 3640 Tower").
    pattern: /^(Inspiron 1[3-7] |Chromebook 3100|Vostro 1[3-7] |Vostro [57]\d{3}$|Precision [357]\d{3}$)/,
    from: 'desktop',
    to: 'laptop',
    reason: 'Dell notebook models filed as Workplace/Desktop in the Boavizta data set',
  },
];

/** The rows with the corrections applied (corrected rows get new modes and a note). */
export function applyCurations(rows: readonly MappedProduct[]): MappedProduct[] {
  return rows.map((p) => {
    const fix = CATEGORY_CORRECTIONS.find(
      (c) => c.manufacturer === p.manufacturer && c.from === p.categoryId && c.pattern.test(p.modelName),
    );
    if (!fix) return p;
    return {
      ...p,
      categoryId: fix.to,
      modes: p.yearlyEnergyKwh === null ? [] : modesForYearlyEnergy(fix.to, p.yearlyEnergyKwh),
      notes: [...p.notes, `Listed as ${fix.to} rather than ${fix.from}: ${fix.reason}.`],
    };
  });
}
