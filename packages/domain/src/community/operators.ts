import { z } from 'zod';
import type { ReferralRewardStatus } from './referrals.ts';
import type { ReviewStatus } from './reviews.ts';

/**
 * The operator console (docs/decisions/030): Sideline's own staff, named by the OPERATOR_EMAILS
 * setting and signed in like any user. What they see and do; every action is logged.
 */
/** The console's portal page, linked from the top bar for operators only. */
export const operatorConsolePath = '/portal/operator';

export function isOperatorEmail(operatorEmails: readonly string[], email: string): boolean {
  const wanted = email.trim().toLowerCase();
  return wanted !== '' && operatorEmails.some((operator) => operator.trim().toLowerCase() === wanted);
}

export const operatorMessages = {
  forbidden: 'This page is for Sideline staff only.',
  /** An operator's address is listed but not yet verified: anyone could have signed up with it. */
  verifyFirst:
    'Please verify your email address first: the console opens only to a verified Sideline staff address.',
  /** A verified operator without two-step verification: a stolen password alone must not open it. */
  secondFactorFirst:
    'Please turn on two-step verification in Settings → Admin first: the console opens only to staff who sign in with a code from an authenticator app.',
  teamNotFound: 'No team has that name, id or admin email.',
  promoCodeTaken: (code: string) => `A promotion code ${code} already exists. Please choose another code.`,
  promoCodeDiscount: 'Please enter a percent off (1 to 100) or an amount off, not both',
  promoCodeFormat: 'Please use 3 to 24 letters, digits, dashes or underscores for the code',
  alreadyDone: 'This request is already marked done.',
  rewardNotEarned: 'Only an earned reward that is not paid yet can be marked paid.',
} as const;

export const reviewDecisionSchema = z.object({ status: z.enum(['published', 'rejected']) });

export const promotionCodeRequestSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,24}$/, { error: operatorMessages.promoCodeFormat })
      .transform((code) => code.toUpperCase()),
    percentOff: z.number().int().min(1).max(100).nullable().default(null),
    amountOffCents: z.number().int().min(1).max(1_000_000).nullable().default(null),
    maxRedemptions: z.number().int().min(1).max(100_000).nullable().default(null),
    expiresAt: z.iso.datetime().nullable().default(null),
    firstTimeOnly: z.boolean().default(false),
  })
  .refine((value) => (value.percentOff === null) !== (value.amountOffCents === null), {
    path: ['percentOff'],
    error: operatorMessages.promoCodeDiscount,
  });
export type PromotionCodeRequest = z.output<typeof promotionCodeRequestSchema>;
export type PromotionCodeForm = z.input<typeof promotionCodeRequestSchema>;

export const teamSuspensionSchema = z.object({
  suspended: z.boolean(),
  reason: z.string().trim().min(3, { error: 'Please give the reason (it is kept in the log)' }).max(300),
});

export const rewardPaymentSchema = z.object({
  reference: z.string().trim().min(3, { error: 'Please enter the transfer id or check number' }).max(80),
});

export interface OperatorReview {
  id: string;
  teamId: string;
  teamName: string;
  rating: number;
  body: string;
  authorName: string;
  authorRole: string;
  status: ReviewStatus;
  submittedAt: string;
}

export interface OperatorRequest {
  id: string;
  kind: 'vendor-interest' | 'domain' | 'email';
  teamName: string;
  summary: string;
  contact: string;
  submittedAt: string;
  doneAt: string | null;
}

export interface OperatorPromotionCode {
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  maxRedemptions: number | null;
  timesRedeemed: number;
  expiresAt: string | null;
  firstTimeOnly: boolean;
  active: boolean;
}

/** A team as the console's look-up shows it: the account, never its content, files or submissions. */
export interface OperatorTeam {
  id: string;
  name: string;
  slug: string;
  sportsType: string;
  adminEmail: string;
  published: boolean;
  suspended: boolean;
  createdAt: string;
}

export interface OperatorReward {
  id: string;
  referrerTeamName: string;
  referredTeamName: string;
  amountCents: number;
  status: ReferralRewardStatus;
  /** How the terms say it is paid: the store payout account, or a check to the team's address. */
  payTo: string;
  earnedAt: string;
  paymentReference: string;
}

export interface OperatorAction {
  id: string;
  operatorEmail: string;
  action: string;
  subject: string;
  /** The client address the action came from. */
  clientAddress: string;
  at: string;
}

/** GET /api/operator-access: whether the console shows, and whether it still waits for a second factor. */
export interface OperatorAccess {
  isOperator: boolean;
  needsSecondFactor: boolean;
}
