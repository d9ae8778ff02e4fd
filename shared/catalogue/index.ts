/** Readers for public footprint data sets, mapping their rows to the product's reference shapes. */
export * from './csv';
export * from './boavizta';
