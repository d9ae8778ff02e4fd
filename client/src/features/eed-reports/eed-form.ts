/**
 * The EED report form's values (text, as typed) and their conversion to the save input and to the
 * inputs of the instant KPI preview (shared/calc/eed.ts; the server is the authority after saving).
 */
import { eedKpis, type EedKpis } from '../../../../shared/calc';
import { parseDecimalInput } from '../../../../shared/format/number';
import type { EedReportInputType } from '../../gql/graphql';
import type { EedReportData } from './eed-report.hooks';

/** The numeric fields of the form, in the domain's (and GraphQL's) names. */
export const NUMBER_FIELDS = [
  'installedItPowerKw',
  'totalEnergyKwh',
  'itEnergyKwh',
  'waterInputM3',
  'potableWaterM3',
  'reusedEnergyKwh',
  'renewableEnergyKwh',
  'renewableOnSiteKwh',
  'renewablePpaKwh',
  'renewableGuaranteesOfOriginKwh',
  'backupGeneratorEnergyKwh',
  'totalFloorAreaM2',
  'computerRoomFloorAreaM2',
  'coolingSetPointMinC',
  'coolingSetPointMaxC',
  'storageCapacityPb',
  'incomingTrafficEb',
  'outgoingTrafficEb',
] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

export type EedFormValues = Record<NumberField, string> & {
  serverCapacity: string;
  /** EDC and EIT are measured (else the model's figures are used and shown). */
  measuredTotal: boolean;
  measuredIt: boolean;
};

const text = (v: number | null | undefined) => (v == null ? '' : String(v));

export function formValuesOf(r: EedReportData): EedFormValues {
  const values = Object.fromEntries(NUMBER_FIELDS.map((k) => [k, text(r[k])])) as Record<NumberField, string>;
  return {
    ...values,
    // An energy from the model shows the model's figure (rounded to whole kWh) until it is measured.
    totalEnergyKwh: String(Math.round(r.totalEnergyKwh)),
    itEnergyKwh: String(Math.round(r.itEnergyKwh)),
    serverCapacity: r.serverCapacity ?? '',
    measuredTotal: r.totalEnergySource === 'measured',
    measuredIt: r.itEnergySource === 'measured',
  };
}

/** A typed number, or null when blank; text that is no number stays text, for the schema to refuse. */
function numberOf(s: string): number | string | null {
  if (s.trim() === '') return null;
  const n = parseDecimalInput(s);
  return n === null || !Number.isFinite(n) ? s : n;
}

/** The values as the schema and the save see them (energies not measured: null, the model's). */
export function inputOf(v: EedFormValues, year: number): Record<string, unknown> {
  const numbers = Object.fromEntries(NUMBER_FIELDS.map((k) => [k, numberOf(v[k])]));
  return {
    ...numbers,
    year,
    totalEnergyKwh: v.measuredTotal ? numbers.totalEnergyKwh : null,
    itEnergyKwh: v.measuredIt ? numbers.itEnergyKwh : null,
    serverCapacity: v.serverCapacity.trim() || null,
  };
}

export function saveInputOf(v: EedFormValues, year: number, projectId: string, solutionId: string): EedReportInputType {
  return { ...(inputOf(v, year) as Omit<EedReportInputType, 'projectId' | 'solutionId'>), projectId, solutionId };
}

const num = (x: unknown) => (typeof x === 'number' ? x : null);

/** KPIs with the installed IT power they were judged on (null: not given, so the obligation is unknown). */
export type EedKpisView = EedKpis & { installedItPowerKw: number | null };

/** The KPIs of what the form holds now (instant preview). */
export function previewKpis(v: EedFormValues, r: EedReportData): EedKpisView {
  const i = inputOf(v, r.year);
  return { ...previewOnly(v, r, i), installedItPowerKw: num(i.installedItPowerKw) };
}

function previewOnly(v: EedFormValues, r: EedReportData, i: ReturnType<typeof inputOf>): EedKpis {
  return eedKpis({
    totalEnergyKwh: num(i.totalEnergyKwh) ?? (v.measuredTotal ? null : r.modelTotalEnergyKwh),
    itEnergyKwh: num(i.itEnergyKwh) ?? (v.measuredIt ? null : r.modelItEnergyKwh),
    waterInputM3: num(i.waterInputM3),
    reusedEnergyKwh: num(i.reusedEnergyKwh),
    renewableEnergyKwh: num(i.renewableEnergyKwh),
    co2FactorGramPerKwh: r.co2FactorGram,
    installedItPowerKw: num(i.installedItPowerKw),
  });
}

/**
 * The form with the solution's instruments as the renewable entry's evidence (issue #47, point 10):
 * the guarantees-of-origin and PPA fields take the instruments' kWh, and an empty total (EREN) becomes
 * their sum with any on-site generation typed; a total already typed stays the user's.
 */
export function withInstrumentEvidence(v: EedFormValues, evidence: { renewableGuaranteesOfOriginKwh: string; renewablePpaKwh: string }): EedFormValues {
  const next = { ...v, renewableGuaranteesOfOriginKwh: evidence.renewableGuaranteesOfOriginKwh, renewablePpaKwh: evidence.renewablePpaKwh };
  if (v.renewableEnergyKwh.trim() === '') {
    const part = (s: string) => parseDecimalInput(s) ?? 0;
    next.renewableEnergyKwh = String(part(evidence.renewableGuaranteesOfOriginKwh) + part(evidence.renewablePpaKwh) + part(v.renewableOnSiteKwh));
  }
  return next;
}
