export * from './analytics.ts';
export * from './dashboard-overview.ts';
