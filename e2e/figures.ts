/**
 * Reading printed figures in the tests (issues #16 and #46): the numbers of a text in a locale's
 * notation, whether a value prints as a number at the decimals it is printed with, and the static
 * figures of the reports' own texts (the methodology's constants), each with what it is.
 */
import { EQUIVALENCE_FACTORS, equivalenceKgPerUnit } from '../shared/calc';

export interface Locale {
  code: 'en-GB' | 'da-DK' | 'de-DE';
  group: string;
  decimal: string;
}

export const EN_GB: Locale = { code: 'en-GB', group: ',', decimal: '.' };
export const DA_DK: Locale = { code: 'da-DK', group: '.', decimal: ',' };
export const DE_DE: Locale = { code: 'de-DE', group: '.', decimal: ',' };

export interface PrintedNumber {
  text: string;
  value: number;
  decimals: number;
  /** Where in the text it starts. */
  index: number;
}

/** The numbers of a text in a locale's notation, each with its decimals; digits inside words (CO2e, M5) are not numbers. */
export function numbersOf(text: string, l: Locale): PrintedNumber[] {
  const g = l.group === '.' ? '\\.' : ',';
  const d = l.decimal === '.' ? '\\.' : ',';
  // A unit may follow without a space ("495,120kWh" in a tile); a letter before makes it part of a word.
  const re = new RegExp(`(?<![\\p{L}\\d${g}${d}])(?:\\d{1,3}(?:${g}\\d{3})+|\\d+)(?:${d}\\d+)?(?![\\d${g}${d}]\\d)`, 'gu');
  return [...text.matchAll(re)].map((m) => {
    const [whole, fraction = ''] = m[0].split(l.decimal);
    return { text: m[0], value: Number(`${whole.split(l.group).join('')}.${fraction || '0'}`), decimals: fraction.length, index: m.index };
  });
}

/** Whether `value` printed with `decimals` decimals gives `printed`. */
export function prints(value: number, printed: number, decimals: number): boolean {
  const step = 10 ** -decimals;
  return Math.abs(Math.abs(value) - printed) <= step / 2 + 1e-9 * Math.max(1, Math.abs(value));
}

/**
 * The static figures of the report's own texts, each with what it is: the methodology (M1–M3), the UPS
 * and cooling explanations, and the equivalence factors of the references (M8).
 */
export const STATIC_FIGURES: Record<string, number> = {
  'kWh from Wh (M1)': 1000,
  'hours in a year (M1)': 8760,
  'UPS losses: 100 / efficiency − 1 (M2)': 100,
  'an example UPS efficiency (%)': 92,
  'its loss: 100 / 92 − 1 (%)': (100 / 92 - 1) * 100,
  'modern modular UPS efficiency, from': 96,
  'modern modular UPS efficiency, to': 98,
  'an example cooling COP': 3,
  ...Object.fromEntries(Object.entries(EQUIVALENCE_FACTORS.impact).map(([k, f]) => [`equivalence factor ${k} (M8)`, f.kgPerUnit])),
  // The second set, printed beside the first as kg CO2e per unit (issue #46 point 3).
  ...Object.fromEntries(
    (Object.keys(EQUIVALENCE_FACTORS.extended) as Array<keyof typeof EQUIVALENCE_FACTORS.extended>).map((k) => [`equivalence factor ${k}, second set (M7)`, equivalenceKgPerUnit('extended', k)]),
  ),
};
