export * from './auth.ts';
export * from './platform.ts';
export * from './teams.ts';
