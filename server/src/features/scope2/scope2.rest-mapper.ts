/** The REST spelling (snake_case) of scope 2's inputs and views (issue #31). */
import { energyInstrumentsSchema, type EnergyInstrumentsFields } from '../../../../shared/validation/scope2';
import { describedBy, restValue, toRest, type RestFieldTable, restOutput } from '../../platform/http/rest-fields';
import type { SolutionEnergyInstrument } from './energy-instrument.entity';
import type { ProjectScope2, Scope2CoveredKwh, Scope2Group, Scope2Solution } from './scope2.types';

export const energyInstrumentsFields: RestFieldTable<EnergyInstrumentsFields> = {
  instruments: ['instruments', { type: 'type', kwh: 'kwh', factorG: 'factor_g', note: 'note' }],
};
describedBy(energyInstrumentsFields, energyInstrumentsSchema);

const instrumentRestOutput = restOutput<SolutionEnergyInstrument>()({
  id: 'id',
  solution: restValue('solution_id', (s: { id: number }) => s.id),
  type: 'type',
  kwh: 'kwh',
  factorG: 'factor_g',
  note: 'note',
  createdAt: 'created_at',
});

const coveredRestOutput = restOutput<Scope2CoveredKwh>()({
  guaranteeOfOrigin: 'guarantee_of_origin',
  ppa: 'ppa',
  supplierSpecific: 'supplier_specific',
  renewableShare: 'renewable_share',
});

const figures = {
  locationBasedKg: 'location_based_kg',
  marketBasedKg: 'market_based_kg',
  energyKwh: 'energy_kwh',
  renewableKwh: 'renewable_kwh',
  nonRenewableKwh: 'non_renewable_kwh',
} as const;

// REST ids are numbers, as in the other replies (GraphQL's are ID strings).
const numericId = restValue('id', (id: string) => Number(id));

const solutionRestOutput = restOutput<Scope2Solution>()({
  id: numericId,
  name: 'name',
  ...figures,
  coveredKwh: ['covered_kwh', coveredRestOutput],
  uncoveredKwh: 'uncovered_kwh',
  uncoveredFactorG: 'uncovered_factor_g',
  uncoveredFactor: 'uncovered_factor',
  excessKwh: 'excess_kwh',
  instruments: ['instruments', instrumentRestOutput],
});

const groupRestOutput = restOutput<Scope2Group>()({
  id: numericId,
  name: 'name',
  role: 'role',
  ...figures,
  locationBasedSavingKg: 'location_based_saving_kg',
  marketBasedSavingKg: 'market_based_saving_kg',
  registeredKg: 'registered_kg',
  solutions: ['solutions', solutionRestOutput],
});

const projectRestOutput = restOutput<ProjectScope2>()({
  ...figures,
  baselineGroupId: restValue('baseline_group_id', (id: string | null) => (id === null ? null : Number(id))),
  residualMixFactorG: 'residual_mix_factor_g',
  residualMixSource: 'residual_mix_source',
  residualMixFallback: 'residual_mix_fallback',
  // The REST reply keeps residual_mix_source (spec'd); the parts are for clients that word the note themselves.
  residualMixPublication: null,
  residualMixYear: null,
  countryCode: 'country_code',
  registeredMethod: 'registered_method',
  registeredKg: 'registered_kg',
  groups: ['groups', groupRestOutput],
});

export const presentInstrument = (i: SolutionEnergyInstrument) => toRest(instrumentRestOutput, i);
export const presentScope2 = (s: ProjectScope2) => toRest(projectRestOutput, s);
