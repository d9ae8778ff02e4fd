/**
 * The product's curated reference data: typed defaults with the source of every figure, to be seeded
 * into the database by migrations and edited by super admins afterwards. Generated parts
 * (grid-factors.ts, products.ts, boavizta-medians.ts) come from scripts/ and are committed.
 */
export * from './source';
export * from './categories';
export * from './capacities';
export * from './solution-types';
export * from './infrastructure';
export * from './hour-profiles';
export * from './rating';
export * from './grid-factors';
export * from './currencies';
export * from './vat';
export * from './product';
export * from './products';
export * from './boavizta-medians';
export { RESIDUAL_MIXES, residualMixFor, type ResidualMix } from './residual-mix';
export * from './grid-path';
