/**
 * Data-centre key performance indicators of the Energy Efficiency Directive (issue #31).
 *
 * Sources:
 * - Directive (EU) 2023/1791 (EED recast) art. 12 and Annex VII: a data centre with an installed IT power
 *   demand of at least 500 kW publishes yearly information and KPIs.
 * - Commission Delegated Regulation (EU) 2024/1364 of 14 March 2024 (ELI http://data.europa.eu/eli/reg_del/2024/1364/oj):
 *   art. 1 (scope: installed IT power demand ≥ 500 kW), Annex II
 *   (the KPIs' inputs: total energy consumption EDC, IT energy EIT, total water input WIN, reused waste
 *   heat EREUSE, renewable energy EREN, all per reporting year), Annex III (data-centre sustainability
 *   indicators: PUE = EDC / EIT, WUE = WIN / EIT in L/kWh, ERF = EREUSE / EDC, REF = EREN / EDC) and
 *   Annex IV (measured after EN 50600-4-x).
 * - EN 50600-4-2 / ISO/IEC 30134-2 (PUE), EN 50600-4-3 / ISO/IEC 30134-3 (REF), EN 50600-4-6 /
 *   ISO/IEC 30134-6 (ERF), EN 50600-4-8 / ISO/IEC 30134-8 (CUE = CEF × PUE, CEF in kg CO2e per kWh of
 *   the energy supplied), EN 50600-4-9 / ISO/IEC 30134-9 (WUE).
 * - DCiE = EIT / EDC = 1 / PUE (The Green Grid, "Green Grid Data Center Power Efficiency Metrics: PUE and
 *   DCiE", 2008); ERE = (EDC − EREUSE) / EIT = (1 − ERF) × PUE (The Green Grid, "ERE: a metric for
 *   measuring the benefit of reuse energy from a data center", 2010).
 *
 * Pure: no rounding (the display rounds), and a KPI whose input is missing, whose denominator is 0 or
 * whose value is not a finite number is `null`, never NaN or Infinity (shared/calc/finite.test.ts).
 */
import { finiteOrNull, ratioOrNull } from './numbers';

/** Art. 1 of Delegated Regulation (EU) 2024/1364, art. 12 of Directive (EU) 2023/1791. */
export const EED_OBLIGATION_THRESHOLD_KW = 500;

/** One reporting year of one data centre; `null` is "not known". */
export interface EedInputs {
  /** EDC, the data centre's total energy consumption in the year, kWh. */
  totalEnergyKwh: number | null;
  /** EIT, the IT equipment's energy consumption in the year, kWh. */
  itEnergyKwh: number | null;
  /** WIN, total water input, m³. */
  waterInputM3: number | null;
  /** EREUSE, waste heat reused outside the data centre, kWh. */
  reusedEnergyKwh: number | null;
  /** EREN, renewable energy consumed (on-site, PPA, guarantees of origin), kWh. */
  renewableEnergyKwh: number | null;
  /** CEF, the carbon emission factor of the energy supplied, g CO2e/kWh. */
  co2FactorGramPerKwh: number | null;
  /** PDIT, installed IT power demand, kW. */
  installedItPowerKw: number | null;
}

export interface EedKpis {
  /** Power usage effectiveness, EDC / EIT (dimensionless). */
  pue: number | null;
  /** Data-centre infrastructure efficiency, EIT / EDC, in percent. */
  dcie: number | null;
  /** Water usage effectiveness, WIN × 1000 / EIT, L/kWh. */
  wue: number | null;
  /** Energy reuse factor, EREUSE / EDC. */
  erf: number | null;
  /** Renewable energy factor, EREN / EDC. */
  ref: number | null;
  /** Energy reuse effectiveness, (EDC − EREUSE) / EIT. */
  ere: number | null;
  /** Carbon usage effectiveness, CEF (kg/kWh) × PUE, kg CO2e per kWh of IT energy. */
  cue: number | null;
  /** Installed IT power demand ≥ 500 kW: the data centre must report. */
  obliged: boolean;
}

/** A usable input: finite and not negative. */
function known(v: number | null | undefined): v is number {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0;
}

/**
 * `a / b`, or null when either is unknown, `b` is 0, or the quotient is not a finite number (an IT
 * energy of 5e-324 kWh made PUE Infinity before issue #45: no reader of the report could load it).
 */
function ratio(a: number | null | undefined, b: number | null | undefined): number | null {
  if (!known(a) || !known(b)) return null;
  return ratioOrNull(a, b);
}

/** `x` when finite, else null. */
const finite = finiteOrNull;

/** The KPIs of Annex III of Delegated Regulation (EU) 2024/1364 and EN 50600-4-x for one year. */
export function eedKpis(i: EedInputs): EedKpis {
  const edc = i.totalEnergyKwh;
  const eit = i.itEnergyKwh;
  const pue = known(edc) && edc > 0 ? ratio(edc, eit) : null;
  const dcieFraction = ratio(eit, edc);
  const wue = known(i.waterInputM3) ? ratio(i.waterInputM3 * 1000, eit) : null;
  const erf = ratio(i.reusedEnergyKwh, edc);
  const ref = ratio(i.renewableEnergyKwh, edc);
  const ere = known(edc) && known(i.reusedEnergyKwh) ? ratio(edc - i.reusedEnergyKwh, eit) : null;
  const cue = pue !== null && known(i.co2FactorGramPerKwh) ? finite((i.co2FactorGramPerKwh / 1000) * pue) : null;
  return {
    pue,
    dcie: dcieFraction === null ? null : finite(dcieFraction * 100),
    wue,
    erf,
    ref,
    ere,
    cue,
    obliged: known(i.installedItPowerKw) && i.installedItPowerKw >= EED_OBLIGATION_THRESHOLD_KW,
  };
}

/**
 * One site, one renewable figure (issue #46 point 7): the EED report's own renewable entry (EREN, which
 * gives REF) against the renewable kWh scope 2 counts for the same solution (its guarantees of origin and
 * PPAs, or without instruments its M3 renewable share as a market-based claim; shared/calc/scope2.ts).
 * Both are shown; they agree when they differ by at most 1 % of the larger (and at least 1 kWh, float
 * and rounding noise). Without an EED entry there is nothing to reconcile (`agree` null).
 */
export const RENEWABLE_AGREEMENT_TOLERANCE = 0.01;

export interface EedRenewableCheck {
  /** REF as scope 2 counts it: scope 2 renewable kWh / EDC; null without EDC. */
  scope2Ref: number | null;
  /** EED entry − scope 2, kWh; null without an EED entry. */
  differenceKwh: number | null;
  /** Whether the two agree; null without an EED entry. */
  agree: boolean | null;
}

export function eedRenewableCheck(eedRenewableKwh: number | null, scope2RenewableKwh: number, totalEnergyKwh: number | null): EedRenewableCheck {
  const scope2Ref = ratio(scope2RenewableKwh, totalEnergyKwh);
  if (!known(eedRenewableKwh)) return { scope2Ref, differenceKwh: null, agree: null };
  const differenceKwh = eedRenewableKwh - scope2RenewableKwh;
  const allowed = Math.max(1, RENEWABLE_AGREEMENT_TOLERANCE * Math.max(eedRenewableKwh, scope2RenewableKwh));
  return { scope2Ref, differenceKwh, agree: Math.abs(differenceKwh) <= allowed };
}
