export * from './accounts/index.ts';
export * from './routes/index.ts';
export * from './sports/index.ts';
export * from './team/index.ts';
