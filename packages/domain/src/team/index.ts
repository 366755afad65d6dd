export * from './team-data.ts';
export * from './team-record.ts';
