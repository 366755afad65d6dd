export * from './account-messages.ts';
export * from './account-protection.ts';
export * from './account-rules.ts';
export * from './password-rules.ts';
export * from './public-responses.ts';
export * from './session.ts';
export * from './two-factor.ts';
// password-strength.ts is deliberately not here: it is `@sideline/domain/password-strength`,
// loaded lazily by the web app (its dictionaries are large).
