export * from './settings';
export * from './pre-analysis';
export * from './extra-columns';
