export * from './agreements.ts';
export * from './site-publishing.ts';
