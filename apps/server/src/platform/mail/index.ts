export * from './mail-delivery.ts';
export * from './mail-templates.ts';
export * from './mail-transports.ts';
export * from './outbox.ts';
export * from './team-mail.ts';
