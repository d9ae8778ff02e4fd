/**
 * The public face of the scope 2 feature: what other features may import (eslint.config.js,
 * local/feature-boundaries). Everything else in this folder is the feature's own.
 */
export { SolutionEnergyInstrument } from './energy-instrument.entity';
export { copyEnergyInstruments, projectScope2, scope2OfComputed, solutionScope2, type Scope2Inputs } from './scope2.service';
export type { ProjectScope2 } from './scope2.types';
