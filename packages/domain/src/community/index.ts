export * from './help.ts';
export * from './marketplace.ts';
export * from './operators.ts';
export * from './referrals.ts';
export * from './reviews.ts';
