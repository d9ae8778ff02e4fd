/**
 * The public face of the scope 2 feature: what other features may import (eslint.config.js,
 * local/feature-boundaries). Everything else in this folder is the feature's own.
 */
export { SolutionEnergyInstrument } from './energy-instrument.entity';
export { copyEnergyInstruments, projectScope2 } from './scope2.service';
