import { z } from 'zod';
import { type AgeType, ageTypes, sportsTypeSchema, websiteTypeSchema } from '../sports/sports-types.ts';
import { teamTimeZoneSchema } from '../team/team-time-zone.ts';
import { organizationNameSchema, personNameSchema, visibleTextSchema } from '../text/visible-text.ts';
import { accountMessages as m } from './account-messages.ts';
import { accountProtection } from './account-protection.ts';
import { findPasswordProblem, isPasswordTheEmail } from './password-rules.ts';

/**
 * After this many sign-ins an unverified email is refused, once the grace after sign-up is over
 * (DESIGN.md; configurable on the server).
 */
export const defaultUnverifiedLoginLimit = 3;
/** The sign-up page polls for the new team every 2 seconds (spec part 1 §9). */
export const signUpPollIntervalMs = 2000;

const dayMs = 24 * 60 * 60 * 1000;

/** When the grace of an unverified email ends: `unverifiedGraceDays` after its team was created. */
export function findUnverifiedGraceEnd(teamCreatedAt: Date): Date {
  return new Date(teamCreatedAt.getTime() + accountProtection.unverifiedGraceDays * dayMs);
}

/**
 * The login-count rule (spec part 1 §4: "if the team's loginCount exceeds a threshold and the email
 * is unverified"): once the grace after sign-up is over, an unverified email may not take its
 * team's loginCount over the limit. The spec counts every automatic sign-in (each portal load), so
 * without the grace a new admin would be signed out on the third page load. Sign-in and resume
 * ask it of the count they are about to record (and record the refused attempt); the session
 * guard asks it of the recorded count, so the sessions opened before a refusal stop too.
 */
export function exceedsUnverifiedLoginLimit(
  user: { emailVerified: boolean },
  team: { loginCount: number; timeCreated: Date },
  limit: number,
  now: Date,
): boolean {
  return !user.emailVerified && team.loginCount > limit && now >= findUnverifiedGraceEnd(team.timeCreated);
}

export function isYouthAgeType(ageType: AgeType): boolean {
  return ageType === 'YOUTH';
}

export const emailSchema = z
  .string({ error: m.emailMissing })
  .trim()
  .min(1, { error: m.emailMissing })
  .pipe(z.email({ error: m.emailInvalid }))
  .transform((e) => e.toLowerCase());

export const passwordSchema = z.string({ error: m.passwordMissing }).superRefine((value, ctx) => {
  const problem = findPasswordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const signUpRequestSchema = z
  .object({
    firstName: personNameSchema('first name', { missingMessage: m.firstNameMissing }),
    lastName: personNameSchema('last name', { missingMessage: m.lastNameMissing }),
    email: emailSchema,
    confirmEmail: z.string({ error: m.emailsDifferent }).trim(),
    password: passwordSchema,
    organizationName: organizationNameSchema('organization name', {
      missingMessage: m.organizationNameMissing,
    }),
    teamName: organizationNameSchema('team name', { missingMessage: m.teamNameMissing }),
    sportsType: sportsTypeSchema.exclude(['NONE'], { error: m.sportsTypeMissing }),
    websiteType: websiteTypeSchema.exclude(['NONE'], { error: m.websiteTypeMissing }),
    ageType: z
      .enum(ageTypes, { error: m.ageTypeMissing })
      .refine((a) => !isYouthAgeType(a), { error: m.youthRejected }),
    acceptPrivacyPolicy: z.literal(true, { error: m.policiesNotAccepted }),
    acceptTermsOfService: z.literal(true, { error: m.policiesNotAccepted }),
    referral: z.string().trim().max(64).optional(),
    /** The team's time zone: the form preselects the browser's, the admin confirms it. */
    timeZone: teamTimeZoneSchema,
  })
  .superRefine((v, ctx) => {
    if (v.confirmEmail.toLowerCase() !== v.email) {
      ctx.addIssue({ code: 'custom', path: ['confirmEmail'], message: m.emailsDifferent });
    }
    if (isPasswordTheEmail(v.password, v.email)) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: m.passwordIsEmail });
    }
  });
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

export const signInRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: m.passwordMissing }).min(1, { error: m.passwordMissing }),
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

/** Development sign-in: by team id or by team email, only when the server enables it. */
export const devSignInRequestSchema = z
  .object({ teamId: z.string().trim().optional(), teamEmail: z.string().trim().optional() })
  .refine((v) => Boolean(v.teamId || v.teamEmail), { error: 'Please enter the team id or the team email' });

export const emailOnlyRequestSchema = z.object({ email: emailSchema });

/** The token of an email verification link. */
export const verificationTokenRequestSchema = z.object({
  token: z.string({ error: m.verificationLinkInvalid }).trim().min(1, { error: m.verificationLinkInvalid }),
});

export const newPasswordRequestSchema = z.object({
  token: z.string().min(1, { error: m.resetLinkInvalid }),
  password: passwordSchema,
});

/**
 * Email change: the current password proves the person at the keyboard owns the account (a stolen
 * session alone cannot move it to another address).
 */
export const changeEmailRequestSchema = z
  .object({
    email: emailSchema,
    confirmEmail: z.string().trim(),
    currentPassword: z
      .string({ error: m.currentPasswordMissing })
      .min(1, { error: m.currentPasswordMissing }),
  })
  .superRefine((v, ctx) => {
    if (v.confirmEmail.toLowerCase() !== v.email) {
      ctx.addIssue({ code: 'custom', path: ['confirmEmail'], message: m.emailsDifferent });
    }
  });
export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;

/**
 * Undoing an email change from the link mailed to the old address. Whoever changed the address
 * knew the password, so the owner chooses a new one in the same step.
 */
export const revertEmailChangeRequestSchema = z.object({
  token: z.string({ error: m.revertLinkInvalid }).trim().min(1, { error: m.revertLinkInvalid }),
  password: passwordSchema,
});
export type RevertEmailChangeRequest = z.input<typeof revertEmailChangeRequestSchema>;

export const contactRequestSchema = z.object({
  name: personNameSchema('name', { missingMessage: m.contactNameMissing, max: 100 }),
  email: emailSchema,
  teamName: visibleTextSchema({ field: 'team name', max: 120, required: false, requireLetter: true }),
  message: visibleTextSchema({
    field: 'message',
    max: 5000,
    multiline: true,
    missingMessage: m.contactMessageMissing,
  }),
});
