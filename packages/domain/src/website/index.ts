export * from './banner-text.ts';
export * from './color-contrast.ts';
export * from './site-paths.ts';
export * from './website-info.ts';
export * from './website-logos.ts';
export * from './website-seo.ts';
export * from './website-socials.ts';
export * from './website-store-info.ts';
