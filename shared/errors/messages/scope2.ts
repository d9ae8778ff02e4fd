/** Scope 2 (location- and market-based) and the contractual energy instruments of a solution (issue #31). */
export const scope2Messages = {
  'energyInstruments.instrumentsList': 'The instruments field must be a list of instruments.',
  'energyInstruments.instrumentsMax': 'A solution can have at most {max} energy instruments.',
  'energyInstruments.typeInvalid': 'The instrument type must be guarantee_of_origin, ppa or supplier_specific.',
  'energyInstruments.kwhRequired': 'The covered kWh field is required.',
  'energyInstruments.kwhNumber': 'The covered kWh must be a number.',
  'energyInstruments.kwhMin': 'The covered kWh must be at least 0.',
  'energyInstruments.kwhMax': 'The covered kWh may not be greater than {max}.',
  'energyInstruments.factorNumber': 'The emission factor must be a number.',
  'energyInstruments.factorRange': 'The emission factor must be between 0 and {max} g CO2 per kWh.',
  'energyInstruments.factorRequired': 'A supplier-specific instrument needs an emission factor (g CO2 per kWh).',
  'energyInstruments.coverageExceeded': 'The instruments cover {covered} kWh, more than the solution consumes ({total} kWh a year).',
} as const;
