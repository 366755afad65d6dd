import { describe, expect, it } from 'vitest';
import { accountMessages as m } from './account-messages.ts';
import {
  findNewPasswordProblem,
  findPasswordProblem,
  isPasswordTheEmail,
  minimumPasswordGuessesLog10,
  passwordStrengthLevel,
} from './password-rules.ts';
import { assessPasswordStrength } from './password-strength.ts';

describe('password rule', () => {
  it.each([
    ['', m.passwordMissing],
    ['a1b2c', m.passwordTooShort],
    ['123456', m.passwordNeedsLetter],
    ['abcdef', null],
    ['12345é', null],
    ['x'.repeat(257), m.passwordTooLong],
  ])('%j → %s', (password, expected) => {
    expect(findPasswordProblem(password)).toBe(expected);
  });

  it('compares the password with the email case-insensitively', () => {
    expect(isPasswordTheEmail('Coach@Example.org', 'coach@example.org')).toBe(true);
    expect(isPasswordTheEmail('coach@example.org1', 'coach@example.org')).toBe(false);
    expect(isPasswordTheEmail('anything', '')).toBe(false);
  });
});

describe('password strength (zxcvbn)', () => {
  it.each(['password', 'Password1', 'letmein', 'hockey', 'qwertyuiop', 'iloveyou', 'abcdef', 'secret1'])(
    'refuses the common or trivial password %j',
    (password) => {
      const strength = assessPasswordStrength(password);
      expect(strength.guessesLog10).toBeLessThan(minimumPasswordGuessesLog10);
      expect(strength.isTooCommon).toBe(true);
      expect(passwordStrengthLevel(strength)).toBe('too-common');
      expect(findNewPasswordProblem(password, { strength })).toBe(m.passwordTooCommon);
    },
  );

  it.each(['goalie42', 'scrum2026', 'new-pass-9', 'Harbor Hawks skate fast'])('accepts %j', (password) => {
    const strength = assessPasswordStrength(password);
    expect(strength.isTooCommon).toBe(false);
    expect(findNewPasswordProblem(password, { strength, email: 'coach@example.org' })).toBeNull();
  });

  it('ranks a long passphrase strong and explains a weak one', () => {
    expect(passwordStrengthLevel(assessPasswordStrength('Harbor Hawks skate fast'))).toBe('strong');
    expect(assessPasswordStrength('qwertyuiop').warning).toMatch(/most used passwords|keyboard/);
  });
});

describe('new password', () => {
  it('applies the spec rules first, then the email, then the strength', () => {
    const strength = assessPasswordStrength('coach@example.org');
    expect(findNewPasswordProblem('ab1', { email: 'x@example.org', strength })).toBe(m.passwordTooShort);
    expect(findNewPasswordProblem('Coach@Example.org', { email: 'coach@example.org', strength })).toBe(
      m.passwordIsEmail,
    );
    // Without the strength (the web app before the dictionary loaded) only the other rules apply.
    expect(findNewPasswordProblem('letmein', {})).toBeNull();
  });
});
