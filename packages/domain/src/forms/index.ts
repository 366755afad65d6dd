export * from './form-answers.ts';
export * from './form-fields.ts';
export * from './form-files.ts';
export * from './form-schema.ts';
export * from './priced-forms.ts';
export * from './submission-inbox.ts';
export * from './team-mail.ts';
