export * from './cart-schema.ts';
export * from './product-schema.ts';
export * from './store-admin.ts';
export * from './store-messages.ts';
export * from './store-money.ts';
export * from './store-settings.ts';
export * from './store-states.ts';
