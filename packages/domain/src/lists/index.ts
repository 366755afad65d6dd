export * from './item-at.ts';
