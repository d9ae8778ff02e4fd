export * from './settings';
export * from './pre-analysis';
