export * from './creation-routes.ts';
export * from './portal-menu.ts';
export * from './public-routes.ts';
