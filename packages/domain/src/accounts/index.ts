export * from './account-messages.ts';
export * from './account-rules.ts';
export * from './public-responses.ts';
export * from './session.ts';
