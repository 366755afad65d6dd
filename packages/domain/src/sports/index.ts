export * from './sports-types.ts';
