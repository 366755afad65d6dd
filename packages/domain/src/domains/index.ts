export * from './communications.ts';
export * from './custom-domains.ts';
