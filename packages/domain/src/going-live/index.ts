export * from './agreement-document.ts';
export * from './agreements.ts';
export * from './setup-checklist.ts';
export * from './site-publishing.ts';
export * from './subscriptions.ts';
