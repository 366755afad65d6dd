import { z } from 'zod';
import { requiredFieldMessage } from '../rules/required-field-message.ts';

/**
 * The one rule for text a person types into a field (names, titles, messages). Text travels into
 * mail subjects and headers, PDFs, page titles and other people's screens, so it may not carry
 * characters that change what the reader sees or how a line ends:
 *
 * - control characters: C0 (NUL, BEL, CR, LF, TAB, ...), DEL and C1, plus the Unicode line and
 *   paragraph separators (U+2028, U+2029). Multi-line fields keep LF, CR and TAB;
 * - format (invisible) characters, Unicode category Cf: the bidi embeddings, overrides and
 *   isolates (U+202A–U+202E, U+2066–U+2069) and marks (U+200E, U+200F, U+061C), zero-width space
 *   (U+200B), word joiner and invisible operators (U+2060–U+2064), byte-order mark (U+FEFF), soft
 *   hyphen (U+00AD), ...; plus lone surrogates and the blank Hangul fillers, which render as
 *   nothing. The two joiners (ZWNJ U+200C, ZWJ U+200D) are allowed between visible characters,
 *   because Persian and Indic names and emoji sequences need them.
 *
 * Such characters are refused with a message naming the field, never silently removed, so what is
 * stored is what the person saw. Accepted text is trimmed and NFC-normalized; length counts code
 * points.
 */
export interface VisibleTextOptions {
  /** The field as a person reads it in a message, in lower case: "team name", "first name". */
  field: string;
  /** The most code points the trimmed text may have. */
  max: number;
  /** Optional fields accept an empty or absent value. Default: required. */
  required?: boolean;
  /** Names need at least one letter; a name of digits or punctuation alone is refused. */
  requireLetter?: boolean;
  /** Multi-line text (a message) keeps line breaks and tabs. */
  multiline?: boolean;
  /** The message for an empty value, when the catalogue words it differently. */
  missingMessage?: string;
}

/** The messages of the rule, for one field. */
export const visibleTextMessages = {
  missing: (field: string) => requiredFieldMessage(field),
  controlCharacters: (field: string) =>
    `The ${field} cannot contain line breaks, tabs or other control characters`,
  multilineControlCharacters: (field: string) => `The ${field} cannot contain control characters`,
  invisibleCharacters: (field: string) =>
    `The ${field} cannot contain invisible or text-direction characters`,
  tooLong: (field: string, max: number) => `Please keep the ${field} to ${max} characters or fewer`,
  needsLetter: (field: string) => `The ${field} must contain at least one letter`,
} as const;

const lineBreakOrTab = new Set([0x0a, 0x0d, 0x09]);
const zeroWidthNonJoiner = 0x200c;
const zeroWidthJoiner = 0x200d;
/** Hangul fillers: letters by category, blank on screen. */
const blankLetters = new Set([0x115f, 0x1160, 0x3164, 0xffa0]);

const controlCharacter = /[\p{Cc}\u2028\u2029]/u;
const formatOrSurrogate = /[\p{Cf}\p{Cs}]/u;
const visibleNeighbour = /[\p{L}\p{M}\p{N}\p{S}]/u;
const letter = /\p{L}/u;

function isJoinerBetweenVisibleCharacters(codePoints: string[], index: number): boolean {
  const before = codePoints[index - 1];
  const after = codePoints[index + 1];
  return Boolean(before && after && visibleNeighbour.test(before) && visibleNeighbour.test(after));
}

/** The characters of `value` the rule refuses: 'control', 'invisible', or null when none. */
export function findForbiddenCharacters(
  value: string,
  options: { multiline?: boolean } = {},
): 'control' | 'invisible' | null {
  const codePoints = Array.from(value);
  for (const [i, character] of codePoints.entries()) {
    const code = character.codePointAt(0) ?? 0;
    if (controlCharacter.test(character)) {
      if (options.multiline && lineBreakOrTab.has(code)) continue;
      return 'control';
    }
    if (code === zeroWidthNonJoiner || code === zeroWidthJoiner) {
      if (isJoinerBetweenVisibleCharacters(codePoints, i)) continue;
      return 'invisible';
    }
    if (formatOrSurrogate.test(character) || blankLetters.has(code)) return 'invisible';
  }
  return null;
}

/** Trims and NFC-normalizes accepted text (what is stored). */
export function normalizeVisibleText(value: string): string {
  return value.trim().normalize('NFC');
}

/**
 * The message for the first problem of a typed value under the rule, or null when it is acceptable.
 * Forbidden characters are checked before trimming, so a trailing CR/LF is refused too.
 */
export function findVisibleTextProblem(value: string, options: VisibleTextOptions): string | null {
  const { field } = options;
  const forbidden = findForbiddenCharacters(value, options);
  if (forbidden === 'control')
    return options.multiline
      ? visibleTextMessages.multilineControlCharacters(field)
      : visibleTextMessages.controlCharacters(field);
  if (forbidden === 'invisible') return visibleTextMessages.invisibleCharacters(field);
  const text = normalizeVisibleText(value);
  if (!text) {
    return options.required === false ? null : (options.missingMessage ?? visibleTextMessages.missing(field));
  }
  if (Array.from(text).length > options.max) return visibleTextMessages.tooLong(field, options.max);
  if (options.requireLetter && !letter.test(text)) return visibleTextMessages.needsLetter(field);
  return null;
}

/**
 * The zod schema of a human-entered text field: refuses what `findVisibleTextProblem` refuses
 * (with that message) and yields the trimmed, normalized text. Optional fields also accept
 * `undefined` and yield '' for blank input.
 *
 *   teamName: visibleTextSchema({ field: 'team name', max: 100, requireLetter: true })
 */
export function visibleTextSchema(
  options: VisibleTextOptions & { required?: true },
): z.ZodType<string, string>;
export function visibleTextSchema(
  options: VisibleTextOptions & { required: false },
): z.ZodType<string | undefined, string | undefined>;
export function visibleTextSchema(
  options: VisibleTextOptions,
): z.ZodType<string, string> | z.ZodType<string | undefined, string | undefined> {
  const missing = options.missingMessage ?? visibleTextMessages.missing(options.field);
  const text = z.string({ error: missing }).transform((value, ctx) => {
    const problem = findVisibleTextProblem(value, options);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return normalizeVisibleText(value);
  });
  return options.required === false ? text.optional() : text;
}

/** A person's first or last name: visible text with a letter, at most 60 code points. */
export function personNameSchema(field: string, options: { missingMessage?: string; max?: number } = {}) {
  return visibleTextSchema({ field, max: options.max ?? 60, requireLetter: true, ...options });
}

/** The name of a team, club, organization or sponsor: visible text with a letter, at most 100. */
export function organizationNameSchema(
  field: string,
  options: { missingMessage?: string; max?: number } = {},
) {
  return visibleTextSchema({ field, max: options.max ?? 100, requireLetter: true, ...options });
}
