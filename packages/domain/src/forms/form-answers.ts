import type { SubmittedFormAnswer } from '../content/submitted-form-answers.ts';
import type { FormField } from './form-fields.ts';

/**
 * A visitor's answers to a public form (issue 9 "Public form pages"), checked by the same function
 * in the browser (the form island) and on the server. It imports no schema library, so the public
 * pages' script stays small.
 */

/**
 * The raw values of a posted form, by question id (a ticked checkbox sends "on", a file question
 * the chosen file's name).
 */
export type RawFormAnswers = Record<string, string | undefined>;

export const maxLineAnswerLength = 500;
export const maxMultilineAnswerLength = 5000;

/** Spam defence without a third-party captcha (issue 9), in one place for the page and the server. */
export const formSpamRules = {
  /** A field people never see or fill (visually hidden, out of the tab order, labelled so). */
  honeypotField: 'website',
  /** When the page was made, signed by the server: answers sooner than `minFillMs` after it are a bot's. */
  startedField: 'started',
  minFillMs: 3000,
  /** Sends per client address and window, across the team's forms. */
  perAddress: { limit: 5, windowMs: 10 * 60_000 },
} as const;

export const formAnswerMessages = {
  invalidEmail: 'Please enter a valid email address, like name@example.com',
  invalidPhone: 'Please enter a valid phone number, like (555) 555-0100',
  invalidNumber: 'Please enter a number',
  invalidDate: 'Please enter a date',
  invalidChoice: 'Please choose one of the choices',
  tooLong: (max: number) => `Please keep the answer to ${max} characters or fewer`,
  summary: 'Please check the answers marked below.',
  sent: 'Thank you! Your answers have been sent.',
  /** A priced form: the answers are kept with an open checkout and the person goes on to pay. */
  checkout: 'Your answers are saved. Taking you to the payment…',
  /** The notice above a priced form. */
  paidNotice: 'After you send this form you pay online; your registration counts once it is paid.',
  tooMany: 'You have sent several forms in a short time. Please wait a few minutes and try again.',
  failed: 'We could not send your answers. Please try again in a moment.',
  notOpen: 'This form is not taking answers at the moment.',
  /** A post sooner than a person usually fills the form in (browser autofill): asked once, never dropped. */
  confirm: 'That was quick! Please check your answers and press Send to send them.',
} as const;

/** "Please enter the first name", or for a question, 'Please answer "When will you be attending?"'. */
export function requiredAnswerMessage(field: Pick<FormField, 'kind' | 'title'>): string {
  if (field.kind === 'checkbox') return `Please tick “${field.title}”`;
  if (field.title.trim().endsWith('?')) return `Please answer “${field.title}”`;
  const verb = field.kind === 'select' || field.kind === 'file' ? 'choose' : 'enter';
  return `Please ${verb} the ${field.title.toLowerCase()}`;
}

const emailPattern = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]{2,}$/;
const phonePattern = /^\+?[\d\s().-]{7,20}$/;
const isTicked = (value: string) => ['on', 'true', 'yes', '1'].includes(value.toLowerCase());

/** "Team jersey ($45.00)" for a priced choice. */
export function formatChoice(option: { title: string; priceCents: number }): string {
  return option.priceCents > 0 ? `${option.title} ($${(option.priceCents / 100).toFixed(2)})` : option.title;
}

function checkOne(field: FormField, raw: string): { value: string; error?: string } {
  const value = raw.replace(/\r\n/g, '\n').trim();
  if (field.kind === 'checkbox') {
    const ticked = isTicked(value);
    return ticked || !field.required
      ? { value: ticked ? 'Yes' : 'No' }
      : { value: 'No', error: requiredAnswerMessage(field) };
  }
  if (!value) return field.required ? { value, error: requiredAnswerMessage(field) } : { value };
  const max = field.kind === 'multiline' ? maxMultilineAnswerLength : maxLineAnswerLength;
  if ([...value].length > max) return { value, error: formAnswerMessages.tooLong(max) };
  switch (field.kind) {
    case 'email':
      return emailPattern.test(value) ? { value } : { value, error: formAnswerMessages.invalidEmail };
    case 'phone':
      return phonePattern.test(value) && /\d{3}/.test(value.replace(/\D/g, ''))
        ? { value }
        : { value, error: formAnswerMessages.invalidPhone };
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(value) ? { value } : { value, error: formAnswerMessages.invalidNumber };
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
        ? { value }
        : { value, error: formAnswerMessages.invalidDate };
    case 'select': {
      const option = field.options.find((o) => o.id === value);
      return option ? { value: formatChoice(option) } : { value, error: formAnswerMessages.invalidChoice };
    }
    default:
      // Line answers stay on one line.
      return { value: field.kind === 'multiline' ? value : value.replace(/\s+/g, ' ') };
  }
}

/**
 * The answers as stored ({ id, title, value } per question, as asked now) and a message per
 * question id that needs another look. Questions the form does not ask are ignored.
 */
export function checkFormAnswers(
  fields: readonly FormField[],
  raw: RawFormAnswers,
): { answers: SubmittedFormAnswer[]; errors: Record<string, string> } {
  const answers: SubmittedFormAnswer[] = [];
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const { value, error } = checkOne(field, String(raw[field.id] ?? ''));
    answers.push({ id: field.id, title: field.title, value });
    if (error) errors[field.id] = error;
  }
  return { answers, errors };
}

/** The submitter's address: the answer to the form's user-email question. */
export function findSubmitterEmail(fields: readonly FormField[], raw: RawFormAnswers): string | null {
  const field = fields.find((f) => f.isUserEmail && f.kind === 'email');
  const value = field ? String(raw[field.id] ?? '').trim() : '';
  return value && emailPattern.test(value) ? value : null;
}

/** The chosen priced options as the order line names them: "Adult season ($125.00)". */
export function describeChosenPrices(fields: readonly FormField[], raw: RawFormAnswers): string[] {
  return fields.flatMap((field) => {
    if (field.kind !== 'select') return [];
    const chosen = field.options.find((o) => o.id === raw[field.id]);
    return chosen && chosen.priceCents > 0 ? [formatChoice(chosen)] : [];
  });
}

/**
 * The submitter's name for a priced form's order and receipt: the answers to the text questions
 * titled as a name ("First name", "Last name", "Full name", "Player name"), in form order; '' when
 * the form asks none.
 */
export function findSubmitterName(fields: readonly FormField[], raw: RawFormAnswers): string {
  return fields
    .filter((field) => field.kind === 'text' && /\bname\b/i.test(field.title))
    .map((field) => String(raw[field.id] ?? '').trim())
    .filter(Boolean)
    .join(' ')
    .slice(0, 100);
}

/** What the chosen priced options add up to, in cents (0 for a free form). */
export function sumChosenPrices(fields: readonly FormField[], raw: RawFormAnswers): number {
  return fields
    .filter((field) => field.kind === 'select')
    .reduce((sum, field) => sum + (field.options.find((o) => o.id === raw[field.id])?.priceCents ?? 0), 0);
}

/**
 * The answers a person gave, as they read them back before confirming a send: each answered
 * question with its answer (a choice by its title, a ticked box as "Yes", a file by its name).
 */
export function listGivenAnswers(
  fields: readonly Pick<FormField, 'id' | 'kind' | 'title' | 'options'>[],
  raw: RawFormAnswers,
): { question: string; answer: string }[] {
  return fields.flatMap((field) => {
    const value = raw[field.id]?.trim() ?? '';
    const chosen = field.kind === 'select' ? field.options.find((option) => option.id === value) : undefined;
    const answer =
      field.kind === 'select'
        ? chosen
          ? formatChoice(chosen)
          : ''
        : field.kind === 'checkbox'
          ? isTicked(value)
            ? 'Yes'
            : ''
          : value;
    return answer ? [{ question: field.title, answer }] : [];
  });
}
