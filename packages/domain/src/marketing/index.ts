export * from './marketing-constants.ts';
