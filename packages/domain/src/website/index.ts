export * from './website-info.ts';
