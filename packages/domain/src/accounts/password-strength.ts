import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { minimumPasswordGuessesLog10, type PasswordStrength } from './password-rules.ts';

/**
 * Password strength with zxcvbn-ts and its common-language dictionaries (about 49,000 leaked
 * passwords, keyboard layouts). Not exported from the domain index: the dictionaries weigh about
 * 200 KB gzipped, so the web app imports `@sideline/domain/password-strength` lazily and the
 * server loads it at start.
 */
const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** zxcvbn's warning keys (its default translations are the keys themselves) as our sentences. */
const warningMessages: Record<string, string> = {
  straightRow: 'Rows of keys on the keyboard are easy to guess.',
  keyPattern: 'Short keyboard patterns are easy to guess.',
  simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
  extendedRepeat: 'Repeated patterns like "abcabc" are easy to guess.',
  sequences: 'Sequences like "abc" or "6543" are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  topTen: 'This is one of the ten most used passwords.',
  topHundred: 'This is one of the hundred most used passwords.',
  common: 'This is a commonly used password.',
  similarToCommon: 'This is similar to a commonly used password.',
  wordByItself: 'A single word is easy to guess.',
  namesByThemselves: 'Names on their own are easy to guess.',
  commonNames: 'Common names are easy to guess.',
  userInputs: 'Avoid using your own details in the password.',
  pwned: 'This password appeared in a data breach.',
};

export function assessPasswordStrength(password: string): PasswordStrength {
  const result = zxcvbn.check(password);
  return {
    score: result.score,
    guessesLog10: result.guessesLog10,
    isTooCommon: result.guessesLog10 < minimumPasswordGuessesLog10,
    warning: result.feedback.warning ? (warningMessages[result.feedback.warning] ?? null) : null,
  };
}
