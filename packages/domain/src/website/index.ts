export * from './banner-text.ts';
export * from './color-contrast.ts';
export * from './site-paths.ts';
export * from './website-info.ts';
