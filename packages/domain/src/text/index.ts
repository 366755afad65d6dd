export * from './visible-text.ts';
