/**
 * Contractual energy instruments of a solution (issue #31, scope 2 market-based): guarantees of
 * origin, PPAs and supplier-specific factors (GHG Protocol Scope 2 Guidance 2015, Table 6.3). Shared by
 * the client's form and the server's service (house style rule 6). Whether the instruments exceed the
 * solution's energy is checked by the service against the computed figures (shared/calc/scope2.ts).
 */
import { keyed } from '../errors';
import { ENERGY_INSTRUMENT_TYPES } from '../calc/scope2';
import { yup } from './yup';

/** g CO2 per kWh: above every published grid or residual factor (lignite is about 1,100 g). */
export const INSTRUMENT_FACTOR_MAX_G = 2000;
/** kWh per year one instrument may claim (a plausibility ceiling against typos). */
export const INSTRUMENT_KWH_MAX = 1e12;
export const INSTRUMENTS_MAX = 50;

export const energyInstrumentSchema = yup.object({
  type: yup
    .string()
    .oneOf([...ENERGY_INSTRUMENT_TYPES], keyed('energyInstruments.typeInvalid'))
    .required(keyed('energyInstruments.typeInvalid')),
  kwh: yup
    .number()
    .typeError(keyed('energyInstruments.kwhNumber'))
    .required(keyed('energyInstruments.kwhRequired'))
    .min(0, keyed('energyInstruments.kwhMin'))
    .max(INSTRUMENT_KWH_MAX, keyed('energyInstruments.kwhMax', { max: INSTRUMENT_KWH_MAX })),
  factorG: yup
    .number()
    .typeError(keyed('energyInstruments.factorNumber'))
    .nullable()
    .min(0, keyed('energyInstruments.factorRange', { max: INSTRUMENT_FACTOR_MAX_G }))
    .max(INSTRUMENT_FACTOR_MAX_G, keyed('energyInstruments.factorRange', { max: INSTRUMENT_FACTOR_MAX_G }))
    .when('type', {
      is: 'supplier_specific',
      then: (s) => s.required(keyed('energyInstruments.factorRequired')),
      otherwise: (s) => s.optional(),
    }),
  note: yup
    .string()
    .typeError(keyed('validation.text'))
    .transform((v: unknown) => (typeof v === 'string' ? v.replace(/\u0000/g, '').trim() : v))
    .max(500, keyed('validation.maxChars', { max: 500 }))
    .nullable(),
});

/** PUT …/energy-instruments: the solution's full list of instruments (replace-all). */
export const energyInstrumentsSchema = yup.object({
  instruments: yup
    .array(energyInstrumentSchema.required())
    .typeError(keyed('energyInstruments.instrumentsList'))
    .required(keyed('energyInstruments.instrumentsList'))
    .max(INSTRUMENTS_MAX, keyed('energyInstruments.instrumentsMax', { max: INSTRUMENTS_MAX })),
});

export type EnergyInstrumentFields = Partial<yup.InferType<typeof energyInstrumentSchema>>;
export type EnergyInstrumentsFields = { instruments?: EnergyInstrumentFields[] };
