export * from './team-record.ts';
export * from './team-data.ts';
