/**
 * The yearly EED report of a data-centre solution (issue #31): the inputs of Annex II and the
 * information of Annex I of Commission Delegated Regulation (EU) 2024/1364. Shared by the client's
 * form and the server's service (house style rule 6). Every quantity is optional (null: not known;
 * for the two energies: "use the model's figure"), none may be negative.
 */
import { keyed } from '../errors';
import { yup } from './yup';

export const EED_YEAR_MIN = 2000;
export const EED_YEAR_MAX = 2100;
/** Cooling set points a form accepts, °C (a sanity range, not a regulation limit). */
export const EED_SET_POINT_MIN_C = -30;
export const EED_SET_POINT_MAX_C = 60;

/** How renewable energy is evidenced (Annex II: guarantees of origin, PPAs, on-site generation). */
export const RENEWABLE_EVIDENCE = ['onSite', 'ppa', 'guaranteesOfOrigin'] as const;

/**
 * The largest yearly quantity a form accepts (kWh, m³, m², PB, EB, kW): 10^12, a thousand times the
 * largest data-centre campus's yearly energy (~10^9 kWh), so that no ratio of two inputs overflows a
 * number's range (issue #45, point 4; the KPIs are also null rather than Infinity: shared/calc/eed.ts).
 */
export const EED_QUANTITY_MAX = 1e12;

/** A quantity in [0, EED_QUANTITY_MAX] or null; a string that is not a number (or any other type) is a field error, not a 500. */
const quantity = () =>
  yup
    .number()
    .transform((v: unknown, original: unknown) => (original === '' ? null : v))
    .typeError(keyed('eedReports.number'))
    .min(0, keyed('eedReports.notNegative'))
    .max(EED_QUANTITY_MAX, keyed('eedReports.tooLarge', { max: EED_QUANTITY_MAX }))
    .nullable()
    .default(null);
const setPoint = () =>
  yup
    .number()
    .transform((v: unknown, original: unknown) => (original === '' ? null : v))
    .typeError(keyed('eedReports.number'))
    .min(EED_SET_POINT_MIN_C, keyed('eedReports.setPointRange', { min: EED_SET_POINT_MIN_C, max: EED_SET_POINT_MAX_C }))
    .max(EED_SET_POINT_MAX_C, keyed('eedReports.setPointRange', { min: EED_SET_POINT_MIN_C, max: EED_SET_POINT_MAX_C }))
    .nullable()
    .default(null);

const yearMessage = keyed('eedReports.yearRange', { min: EED_YEAR_MIN, max: EED_YEAR_MAX });
/** A reporting year, 2000–2100. */
export const eedYear = () => yup.number().typeError(yearMessage).integer(yearMessage).min(EED_YEAR_MIN, yearMessage).max(EED_YEAR_MAX, yearMessage);

export const eedReportSchema = yup
  .object({
    year: eedYear().required(yearMessage),
    /** PDIT, kW (Annex I). */
    installedItPowerKw: quantity(),
    /** EDC, kWh; null: the model's total energy of the solution. */
    totalEnergyKwh: quantity(),
    /** EIT, kWh; null: the model's IT energy of the solution. */
    itEnergyKwh: quantity(),
    waterInputM3: quantity(),
    potableWaterM3: quantity(),
    reusedEnergyKwh: quantity(),
    renewableEnergyKwh: quantity(),
    renewableOnSiteKwh: quantity(),
    renewablePpaKwh: quantity(),
    renewableGuaranteesOfOriginKwh: quantity(),
    backupGeneratorEnergyKwh: quantity(),
    totalFloorAreaM2: quantity(),
    computerRoomFloorAreaM2: quantity(),
    coolingSetPointMinC: setPoint(),
    coolingSetPointMaxC: setPoint(),
    storageCapacityPb: quantity(),
    serverCapacity: yup
      .string()
      .typeError(keyed('validation.text'))
      .transform((v: unknown) => (typeof v === 'string' ? v.replace(/\u0000/g, '').trim() || null : v))
      .max(200, keyed('eedReports.textMax', { max: 200 }))
      .nullable()
      .default(null),
    incomingTrafficEb: quantity(),
    outgoingTrafficEb: quantity(),
  })
  .test('it-within-total', (v, ctx) =>
    v.totalEnergyKwh != null && v.itEnergyKwh != null && v.itEnergyKwh > v.totalEnergyKwh
      ? ctx.createError({ path: 'itEnergyKwh', message: keyed('eedReports.itExceedsTotal') })
      : true,
  )
  .test('evidence-within-renewable', (v, ctx) => {
    const evidenced = (v.renewableOnSiteKwh ?? 0) + (v.renewablePpaKwh ?? 0) + (v.renewableGuaranteesOfOriginKwh ?? 0);
    return v.renewableEnergyKwh != null && evidenced > v.renewableEnergyKwh
      ? ctx.createError({ path: 'renewableEnergyKwh', message: keyed('eedReports.evidenceExceedsRenewable') })
      : true;
  })
  .test('potable-within-water', (v, ctx) =>
    v.waterInputM3 != null && v.potableWaterM3 != null && v.potableWaterM3 > v.waterInputM3
      ? ctx.createError({ path: 'potableWaterM3', message: keyed('eedReports.potableExceedsWater') })
      : true,
  )
  .test('set-point-order', (v, ctx) =>
    v.coolingSetPointMinC != null && v.coolingSetPointMaxC != null && v.coolingSetPointMinC > v.coolingSetPointMaxC
      ? ctx.createError({ path: 'coolingSetPointMaxC', message: keyed('eedReports.setPointOrder') })
      : true,
  );

export type EedReportInput = yup.InferType<typeof eedReportSchema>;
/** What a caller sends, in the domain's names (the service checks it with the schema). */
export type EedReportFields = { [K in keyof EedReportInput]?: unknown };

/** The default reporting year: the last full calendar year. */
export function defaultEedYear(now: Date = new Date()): number {
  return now.getUTCFullYear() - 1;
}
