export * from './form-fields.ts';
