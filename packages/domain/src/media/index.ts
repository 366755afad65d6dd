export * from './image-retry.ts';
export * from './image-variants.ts';
export * from './media-asset.ts';
