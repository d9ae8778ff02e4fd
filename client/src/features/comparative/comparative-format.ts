/**
 * Number formats of the comparative-solution screens and report (M7, spec §9): savings rounded by
 * magnitude, CO2 in tons up to gigatons, kWh and money with thousands separators.
 */
import { co2TonUnit, roundSavings } from '../../../../shared/calc';

export interface Co2Text {
  value: string;
  unit: string;
}

const TON_UNITS = { ton: 't', kiloton: 'kt', megaton: 'Mt', gigaton: 'Gt' } as const;

export function comparativeFormat(locale: string, currency: string) {
  const nf = (v: number, d = 0) => new Intl.NumberFormat(locale, { maximumFractionDigits: d, minimumFractionDigits: d }).format(v);
  return {
    kwh: (v: number | null | undefined) => (v == null || !Number.isFinite(v) ? '–' : nf(v)),
    /**
     * A saving rounded as M7 says (nearest 100 000 above a million …), marked "≈" where that rounding
     * changed the whole figure (issue #47, point 3: one rule on every screen and report, from exact
     * totals; a figure printed beside exact ones never passes for exact).
     */
    saving: (v: number | null | undefined) => {
      const r = roundSavings(v);
      if (r == null || v == null) return '–';
      return r === Math.round(v) ? nf(r) : `≈ ${nf(r)}`;
    },
    money: (v: number | null | undefined) => {
      const r = roundSavings(v);
      return r == null ? '–' : new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(r);
    },
    /** An amount of money as given, to the whole unit: for figures already rounded once (comparativeReportFigures, M7). */
    amount: (v: number | null | undefined) =>
      v == null || !Number.isFinite(v) ? '–' : new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(v),
    /** CO2 from kg, in tons scaled to kt, Mt or Gt (spec §9). */
    co2: (kg: number | null | undefined): Co2Text => {
      const u = co2TonUnit(kg == null ? null : kg / 1000);
      if (!u) return { value: '–', unit: 't' };
      return { value: nf(u.value, Math.abs(u.value) < 10 ? 2 : 1), unit: TON_UNITS[u.unit] };
    },
    /** CO2 from kg in a unit fixed for the whole report (comparativeReportFigures' co2Unit), so that printed parts add up. */
    co2In: (kg: number, u: { unit: keyof typeof TON_UNITS; divider: number; decimals: number }): Co2Text => ({ value: nf(kg / 1000 / u.divider, u.decimals), unit: TON_UNITS[u.unit] }),
    percent: (v: number | null | undefined, d = 0) => (v == null || !Number.isFinite(v) ? '–' : `${nf(v, d)} %`),
    number: (v: number | null | undefined, d = 0) => (v == null || !Number.isFinite(v) ? '–' : nf(v, d)),
    /** A count or capacity as it is: whole numbers without decimals (1,100 users), fractions with up to two (12.5 TB). */
    count: (v: number | null | undefined) =>
      v == null || !Number.isFinite(v) ? '–' : new Intl.NumberFormat(locale, { maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(v),
    factor: (v: number | null | undefined) => (v == null || !Number.isFinite(v) ? '–' : `× ${nf(v, 2)}`),
  };
}

export type ComparativeFormat = ReturnType<typeof comparativeFormat>;
