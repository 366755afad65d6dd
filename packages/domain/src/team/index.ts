export * from './team-record.ts';
