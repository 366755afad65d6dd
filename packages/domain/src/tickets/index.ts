export * from './scan-access-schema.ts';
export * from './scanner-paths.ts';
export * from './ticket-code.ts';
export * from './ticket-messages.ts';
export * from './ticket-scan.ts';
export * from './ticket-schema.ts';
