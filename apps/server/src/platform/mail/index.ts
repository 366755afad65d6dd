export * from './mail-catalog.ts';
export * from './mail-delivery.ts';
export * from './mail-layout.ts';
export * from './mail-transports.ts';
export * from './outbox.ts';
export * from './team-mail.ts';
