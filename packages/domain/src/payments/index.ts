export * from './payment-account.ts';
