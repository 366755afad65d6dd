import { describe, expect, it } from 'vitest';
import { accountMessages as m } from './account-messages.ts';
import { findPasswordProblem, type SignUpRequest, signUpRequestSchema } from './account-rules.ts';

const validSignUp: SignUpRequest = {
  firstName: 'Maya',
  lastName: 'Okafor',
  email: 'Maya@Example.com',
  confirmEmail: 'maya@example.com',
  password: 'scrum2026',
  organizationName: 'Riverside University',
  teamName: 'Riverside Rugby',
  sportsType: 'WOMENSRUGBY',
  websiteType: 'WEBSITEANDSTORE',
  ageType: 'COLLEGIATE',
  acceptPrivacyPolicy: true,
  acceptTermsOfService: true,
};

function firstMessage(input: Record<string, unknown>): string | undefined {
  const result = signUpRequestSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('password rule', () => {
  it.each([
    ['', m.passwordMissing],
    ['a1b2c', m.passwordTooShort],
    ['123456', m.passwordNeedsLetter],
    ['abcdef', null],
    ['12345é', null],
  ])('%j → %s', (password, expected) => {
    expect(findPasswordProblem(password)).toBe(expected);
  });
});

describe('sign-up request', () => {
  it('accepts a complete request and lower-cases the email', () => {
    const parsed = signUpRequestSchema.parse(validSignUp);
    expect(parsed.email).toBe('maya@example.com');
  });

  it.each([
    ['firstName', '', m.firstNameMissing],
    ['lastName', '  ', m.lastNameMissing],
    ['email', 'not-an-email', m.emailInvalid],
    ['confirmEmail', 'other@example.com', m.emailsDifferent],
    ['password', 'abc', m.passwordTooShort],
    ['organizationName', '', m.organizationNameMissing],
    ['teamName', '', m.teamNameMissing],
    ['sportsType', 'NONE', m.sportsTypeMissing],
    ['websiteType', 'NONE', m.websiteTypeMissing],
    ['ageType', undefined, m.ageTypeMissing],
    ['ageType', 'YOUTH', m.youthRejected],
    ['acceptPrivacyPolicy', false, m.policiesNotAccepted],
    ['acceptTermsOfService', false, m.policiesNotAccepted],
  ])('%s = %j gives "%s"', (field, value, message) => {
    expect(firstMessage({ ...validSignUp, [field]: value })).toBe(message);
  });
});
