/**
 * Pure helpers of the report screens: report types and settings, availability, the baseline versus
 * comparative comparisons, nivo-ready chart series, print pagination and chart colours. Nothing here
 * imports an ORM, GraphQL, React or a Node built-in; figures come from shared/calc.
 */
export * from './report-types';
export * from './settings';
export * from './availability';
export * from './comparison';
export * from './charts';
export * from './pagination';
export * from './colors';
export * from './validation';
export * from './document-total';
export * from './energy-wheel';
export * from './figure-set';
export * from './comparative-figure-set';
export * from './eed-figure-set';
