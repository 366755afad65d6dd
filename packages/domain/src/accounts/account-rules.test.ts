import { describe, expect, it } from 'vitest';
import { accountMessages as m } from './account-messages.ts';
import {
  changeEmailRequestSchema,
  contactRequestSchema,
  exceedsUnverifiedLoginLimit,
  findUnverifiedGraceEnd,
  type SignUpRequest,
  signUpRequestSchema,
} from './account-rules.ts';

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
  timeZone: 'America/Chicago',
};

function firstMessage(input: Record<string, unknown>): string | undefined {
  const result = signUpRequestSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

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
    ['password', 'maya@example.com', m.passwordIsEmail],
    ['firstName', 'Ma\nya', 'The first name cannot contain line breaks, tabs or other control characters'],
    ['teamName', '\u202e\u200b', 'The team name cannot contain invisible or text-direction characters'],
    ['organizationName', '2026', 'The organization name must contain at least one letter'],
  ])('%s = %j gives "%s"', (field, value, message) => {
    expect(firstMessage({ ...validSignUp, [field]: value })).toBe(message);
  });
});

describe('change-email request', () => {
  it('needs the current password', () => {
    const base = { email: 'new@example.org', confirmEmail: 'new@example.org' };
    expect(changeEmailRequestSchema.safeParse(base).error?.issues[0]).toMatchObject({
      path: ['currentPassword'],
      message: m.currentPasswordMissing,
    });
    expect(changeEmailRequestSchema.parse({ ...base, currentPassword: 'x' }).currentPassword).toBe('x');
  });
});

describe('contact request', () => {
  it('applies the visible-text rule to the name, team name and message', () => {
    const base = { name: 'Ann Lee', email: 'ann@example.org', message: 'Hello\nthere' };
    expect(contactRequestSchema.parse(base).message).toBe('Hello\nthere');
    for (const [field, value] of [
      ['name', 'Ann\r\nBcc: x@example.org'],
      ['teamName', 'Hawks\u0000'],
      ['message', 'Hi\u202e'],
    ]) {
      const issue = contactRequestSchema.safeParse({ ...base, [field as string]: value }).error?.issues[0];
      expect(issue?.path).toEqual([field]);
    }
  });
});

describe('unverified-email login rule', () => {
  const signedUp = new Date('2026-11-20T09:00:00Z');
  const afterGrace = new Date('2026-11-27T09:00:00Z');
  const team = (loginCount: number) => ({ loginCount, timeCreated: signedUp });

  it('refuses an unverified email only past the limit, once the 7-day grace is over', () => {
    expect(findUnverifiedGraceEnd(signedUp)).toEqual(afterGrace);
    expect(exceedsUnverifiedLoginLimit({ emailVerified: false }, team(3), 3, afterGrace)).toBe(false);
    expect(exceedsUnverifiedLoginLimit({ emailVerified: false }, team(4), 3, afterGrace)).toBe(true);
    expect(exceedsUnverifiedLoginLimit({ emailVerified: true }, team(40), 3, afterGrace)).toBe(false);
  });

  it('lets an unverified email sign in any number of times during the grace', () => {
    const lastMinute = new Date(afterGrace.getTime() - 60_000);
    expect(exceedsUnverifiedLoginLimit({ emailVerified: false }, team(500), 3, lastMinute)).toBe(false);
  });
});
