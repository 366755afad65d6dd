export * from './csv.ts';
export * from './visible-text.ts';
