/**
 * Chart colours (spec/project-areas.md §5 "Colours used for pie colouring must be hex (#rrggbb) or
 * rgb(r, g, b)", §8 the unsupported-colour message). Slices of a pie are shades of the report theme's
 * colour, so that a custom theme colours its charts too.
 */

import { keyed, renderMessage } from '../errors';

/** The error text of spec §8 (in the one message list, 'reports.unsupportedColor', so that it is translated). */
export const UNSUPPORTED_COLOR_MESSAGE = renderMessage(keyed('reports.unsupportedColor'));

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/**
 * Parses '#rrggbb' (also the short '#rgb' the theme validation accepts) or 'rgb(r, g, b)'.
 * Throws an Error with {@link UNSUPPORTED_COLOR_MESSAGE} for anything else.
 */
export function parseColor(color: string): Rgb {
  const text = color.trim();
  const hex = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(text);
  if (hex) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    return { r: parseInt(h.slice(0, 2), 16), g: parseInt(h.slice(2, 4), 16), b: parseInt(h.slice(4, 6), 16) };
  }
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i.exec(text);
  if (rgb) {
    const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map(Number);
    if (r <= 255 && g <= 255 && b <= 255) return { r, g, b };
  }
  throw new Error(UNSUPPORTED_COLOR_MESSAGE);
}

const hex2 = (n: number) => Math.round(Math.min(255, Math.max(0, n))).toString(16).padStart(2, '0');

export function toHex({ r, g, b }: Rgb): string {
  return `#${hex2(r)}${hex2(g)}${hex2(b)}`;
}

/** Mixes a colour towards white by `amount` (0 = the colour, 1 = white). */
export function tint(color: Rgb, amount: number): Rgb {
  const t = Math.min(1, Math.max(0, amount));
  return { r: color.r + (255 - color.r) * t, g: color.g + (255 - color.g) * t, b: color.b + (255 - color.b) * t };
}

/** The lightest tint a slice gets, so that the last slice still shows on white paper. */
const MAX_TINT = 0.75;

/**
 * `count` shades of one colour for pie slices, darkest first: the colour itself, then evenly lighter
 * tints up to 75 % towards white. Throws {@link UNSUPPORTED_COLOR_MESSAGE} for an unsupported colour.
 */
export function shadeColors(base: string, count: number): string[] {
  const rgb = parseColor(base);
  const n = Math.max(0, Math.floor(count));
  if (n <= 1) return n === 1 ? [toHex(rgb)] : [];
  return Array.from({ length: n }, (_, i) => toHex(tint(rgb, (i / (n - 1)) * MAX_TINT)));
}

/** Default series colours when a chart is not given any (the default theme's blue and orange first). */
export const DEFAULT_CHART_COLORS: readonly string[] = ['#2196f3', '#ff5722', '#4caf50', '#9c27b0', '#ffc107', '#00bcd4', '#795548', '#607d8b'];

/** Colour `i` of a palette, cycling; the default palette when it is empty. */
export function paletteColor(palette: readonly string[] | undefined, i: number): string {
  const p = palette && palette.length ? palette : DEFAULT_CHART_COLORS;
  return p[((i % p.length) + p.length) % p.length];
}
