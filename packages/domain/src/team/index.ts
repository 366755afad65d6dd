export * from './team-data.ts';
export * from './team-record.ts';
export * from './team-time-zone.ts';
