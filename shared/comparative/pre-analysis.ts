/**
 * The pre-analysis of a comparative-solution project (README "pre-analysis"): a few category totals,
 * units and average watts before and after with the hours a year, estimated with
 * shared/calc preAnalysisEstimate (M1, M6) before the equipment is entered in detail. Stored with the
 * project's report so every colleague and browser sees the same sketch.
 */
import { keyed, type FieldErrors } from '../errors';

export interface PreAnalysisEntry {
  category: string;
  /** Empty fields stay null (not yet known); the estimate counts them as 0. */
  unitsBefore: number | null;
  wattsBefore: number | null;
  unitsAfter: number | null;
  wattsAfter: number | null;
  hours: number | null;
}

export const PRE_ANALYSIS_MAX_ROWS = 50;
export const PRE_ANALYSIS_CATEGORY_MAX = 80;
const NUMBER_FIELDS = ['unitsBefore', 'wattsBefore', 'unitsAfter', 'wattsAfter', 'hours'] as const;
/** Upper bounds: a million units, a megawatt each, the hours of a leap year. */
const MAX: Record<(typeof NUMBER_FIELDS)[number], number> = { unitsBefore: 1e6, wattsBefore: 1e6, unitsAfter: 1e6, wattsAfter: 1e6, hours: 8784 };

/** Parses PUT …/pre-analysis (a list of rows); every problem is named at once, nothing applies unless all pass. */
export function parsePreAnalysis(input: unknown): { ok: true; rows: PreAnalysisEntry[] } | { ok: false; errors: FieldErrors } {
  if (!Array.isArray(input) || input.length > PRE_ANALYSIS_MAX_ROWS) return { ok: false, errors: { rows: [keyed('comparative.preAnalysisNotList', { max: PRE_ANALYSIS_MAX_ROWS })] } };
  const errors: FieldErrors = {};
  const rows = input.map((raw: unknown, i) => {
    const r = (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
    const category = typeof r.category === 'string' ? r.category.trim() : r.category == null ? '' : null;
    if (category === null || category.length > PRE_ANALYSIS_CATEGORY_MAX) errors[`rows[${i}].category`] = [keyed('comparative.preAnalysisCategoryInvalid', { max: PRE_ANALYSIS_CATEGORY_MAX })];
    const row: PreAnalysisEntry = { category: category ?? '', unitsBefore: null, wattsBefore: null, unitsAfter: null, wattsAfter: null, hours: null };
    for (const field of NUMBER_FIELDS) {
      const v = r[field];
      if (v === undefined || v === null || v === '') continue;
      if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > MAX[field]) errors[`rows[${i}].${field}`] = [keyed('comparative.preAnalysisNumberInvalid', { max: MAX[field] })];
      else row[field] = v;
    }
    return row;
  });
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, rows };
}
