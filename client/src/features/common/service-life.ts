/** A typed service life (issue #32), in the shared kit: the solutions screen and the category admin (validation) both read one (issue #48, point 4). */
import { SERVICE_LIFE_BOUNDS } from '../../../../shared/calc/decision';

/** Parses a number typed with a comma or a dot as decimal separator; null when empty or not a number. */
export function parseLocaleNumber(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  if (text == null) return null;
  const trimmed = text.trim().replace(/\s/g, '');
  if (!/^-?\d+([.,]\d+)?$/.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

/**
 * A service life typed in years (M10, issue #32): the number when it is within
 * SERVICE_LIFE_BOUNDS, null when the text is empty (the category's default), 'invalid' otherwise.
 */
export function parseServiceLife(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = parseLocaleNumber(trimmed);
  return n !== null && n >= SERVICE_LIFE_BOUNDS.min && n <= SERVICE_LIFE_BOUNDS.max ? n : 'invalid';
}

