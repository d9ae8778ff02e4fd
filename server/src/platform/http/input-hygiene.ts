/**
 * Input hygiene at the edge, once for REST and GraphQL alike: a decoded JSON body (or GraphQL
 * variables) is walked before any handler sees it, and refused with a 422 field error when it holds
 * what no field of this product accepts and what PostgreSQL or the services would otherwise fail on
 * with a 500:
 * - a string with a NUL character (PostgreSQL refuses it in text) or invalid UTF-16 (a lone surrogate);
 * - a number that is not finite (`1e400` parses to Infinity) or beyond ±1e15 (no quantity, price or
 *   id of this product comes near; the numeric columns overflow above it);
 * - nesting deeper than {@link MAX_DEPTH}, more than {@link MAX_NODES} values, or a list longer than
 *   {@link MAX_LIST}.
 * The field paths are the caller's own spelling (`items[2].model_name`). Per-field ranges stay in the
 * shared schemas; this is the floor under all of them.
 */
import { DomainError, keyed, type FieldErrors, type Message } from '../../../../shared/errors';

/** The deepest nesting a body may have (the deepest real body, a product with modes, is 4). */
export const MAX_DEPTH = 12;
/** The most values (scalars, lists and objects) one body may hold. */
export const MAX_NODES = 200_000;
/** The longest list one body may hold (the item import takes at most a few thousand rows). */
export const MAX_LIST = 20_000;
/** The largest magnitude a number may have. */
export const MAX_MAGNITUDE = 1e15;

const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string holds a NUL character or a lone surrogate (not valid UTF-16). */
export function isBadText(s: string): boolean {
  return BAD_TEXT.test(s);
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
const fieldOf = (path: string) => path || '_';

/**
 * The problems of one decoded value, as field errors (at most one per field, at most 20 in all), or
 * null when it is clean. A problem of the whole body (too deep, too many values) is filed under `_`.
 */
export function inputProblems(value: unknown): FieldErrors | null {
  const errors: FieldErrors = {};
  let count = 0;
  let nodes = 0;
  const add = (path: string, m: Message) => {
    const f = fieldOf(path);
    if (errors[f] || count >= 20) return;
    errors[f] = [m];
    count++;
  };
  const walk = (v: unknown, path: string, depth: number): boolean => {
    if (++nodes > MAX_NODES) {
      add('', keyed('common.bodyTooLarge'));
      return false;
    }
    if (typeof v === 'string') {
      if (isBadText(v)) add(path, keyed('validation.badCharacters', { field: fieldOf(path) }));
    } else if (typeof v === 'number') {
      if (!Number.isFinite(v) || Math.abs(v) > MAX_MAGNITUDE) add(path, keyed('validation.numberOutOfRange', { field: fieldOf(path), max: MAX_MAGNITUDE }));
    } else if (v !== null && typeof v === 'object') {
      if (depth >= MAX_DEPTH) {
        add(path, keyed('validation.tooDeep', { field: fieldOf(path), limit: MAX_DEPTH }));
        return true;
      }
      if (Array.isArray(v)) {
        if (v.length > MAX_LIST) {
          add(path, keyed('validation.array.max', { field: fieldOf(path), max: MAX_LIST }));
          return true;
        }
        for (let i = 0; i < v.length; i++) if (!walk(v[i], `${path}[${i}]`, depth + 1)) return false;
      } else {
        for (const [k, child] of Object.entries(v)) {
          if (isBadText(k)) {
            add(path, keyed('validation.badCharacters', { field: fieldOf(path) }));
            continue;
          }
          if (!walk(child, join(path, k), depth + 1)) return false;
        }
      }
    }
    return true;
  };
  walk(value, '', 0);
  return count ? errors : null;
}

/** Throws the 422 of {@link inputProblems}, if any. */
export function assertCleanInput(value: unknown): void {
  const problems = inputProblems(value);
  if (problems) throw DomainError.validation(problems);
}

/** Express middleware: a REST body with a problem is a 422 before any handler or service runs. */
export function restInputHygiene(req: { body?: unknown }, _res: unknown, next: (err?: unknown) => void): void {
  try {
    assertCleanInput(req.body);
    next();
  } catch (err) {
    next(err);
  }
}
