import { z } from 'zod';
import { type AgeType, ageTypes, sportsTypeSchema, websiteTypeSchema } from '../sports/sports-types.ts';
import { accountMessages as m } from './account-messages.ts';

export const passwordMinLength = 6;
/** After this many sign-ins an unverified email is refused (DESIGN.md; configurable on the server). */
export const defaultUnverifiedLoginLimit = 3;
/** The sign-up page polls for the new team every 2 seconds (spec part 1 §9). */
export const signUpPollIntervalMs = 2000;

/** Returns the catalogue message for a password that breaks a rule, or null when it is acceptable. */
export function findPasswordProblem(password: string): string | null {
  if (!password) return m.passwordMissing;
  if (password.length < passwordMinLength) return m.passwordTooShort;
  if (!/\p{L}/u.test(password)) return m.passwordNeedsLetter;
  return null;
}

export function isYouthAgeType(ageType: AgeType): boolean {
  return ageType === 'YOUTH';
}

const requiredText = (message: string, max = 120) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Please keep this under ${max} characters` });

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
    firstName: requiredText(m.firstNameMissing),
    lastName: requiredText(m.lastNameMissing),
    email: emailSchema,
    confirmEmail: z.string({ error: m.emailsDifferent }).trim(),
    password: passwordSchema,
    organizationName: requiredText(m.organizationNameMissing),
    teamName: requiredText(m.teamNameMissing),
    sportsType: sportsTypeSchema.exclude(['NONE'], { error: m.sportsTypeMissing }),
    websiteType: websiteTypeSchema.exclude(['NONE'], { error: m.websiteTypeMissing }),
    ageType: z
      .enum(ageTypes, { error: m.ageTypeMissing })
      .refine((a) => !isYouthAgeType(a), { error: m.youthRejected }),
    acceptPrivacyPolicy: z.literal(true, { error: m.policiesNotAccepted }),
    acceptTermsOfService: z.literal(true, { error: m.policiesNotAccepted }),
    referral: z.string().trim().max(64).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.confirmEmail.toLowerCase() !== v.email) {
      ctx.addIssue({ code: 'custom', path: ['confirmEmail'], message: m.emailsDifferent });
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

export const changeEmailRequestSchema = z
  .object({ email: emailSchema, confirmEmail: z.string().trim() })
  .superRefine((v, ctx) => {
    if (v.confirmEmail.toLowerCase() !== v.email) {
      ctx.addIssue({ code: 'custom', path: ['confirmEmail'], message: m.emailsDifferent });
    }
  });

export const contactRequestSchema = z.object({
  name: requiredText(m.contactNameMissing),
  email: emailSchema,
  teamName: z.string().trim().max(120).optional(),
  message: requiredText(m.contactMessageMissing, 5000),
});
