/**
 * Internal numeric guards. Inputs come from forms and imports; a missing, negative or non-finite
 * physical quantity counts as 0 so that no NaN or Infinity can leave the engine.
 */

/** `x` when it is a finite number above 0, else 0. */
export function nonNegative(x: number | null | undefined): number {
  return typeof x === 'number' && x > 0 && x < Infinity ? x : 0;
}

/** `x` clamped to [min, max]; missing or NaN gives `min`. */
export function clamp(x: number | null | undefined, min: number, max: number): number {
  if (typeof x !== 'number' || !(x > min)) return min;
  return x < max ? x : max;
}

/** `numerator / denominator`, or `null` when the quotient is undefined (denominator 0 or missing). */
export function ratioOrNull(numerator: number, denominator: number): number | null {
  if (!(denominator !== 0) || !Number.isFinite(denominator) || !Number.isFinite(numerator)) return null;
  const q = numerator / denominator;
  return Number.isFinite(q) ? q : null;
}

/** `x` when it is a finite number, else null (a figure that overflowed has no value to show). */
export function finiteOrNull(x: number | null | undefined): number | null {
  return typeof x === 'number' && Number.isFinite(x) ? x : null;
}

/** A writable view of a result type, for filling it in place. */
export type Mutable<T> = { -readonly [K in keyof T]: T[K] };
