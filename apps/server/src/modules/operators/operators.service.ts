import {
  isOperatorEmail,
  type OperatorAccess,
  type OperatorRequest,
  operatorMessages,
  type PromotionCodeRequest,
} from '@sideline/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { SiteChanges } from '../../platform/site-changes.ts';
import type { SessionTeam } from '../accounts/session-guard.ts';
import type { DomainsService } from '../domains/domains.service.ts';
import type { HelpService } from '../help/help.service.ts';
import type { MarketplaceService } from '../marketplace/marketplace.service.ts';
import type { ReferralRewardsService } from '../referral-rewards/referral-rewards.service.ts';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.ts';
import {
  findUserEmail,
  insertOperatorAction,
  listOperatorActions,
  searchTeamAccounts,
  setTeamSuspension,
} from './operators.repository.ts';

/** Who is acting, from where: an operator's email, checked against OPERATOR_EMAILS on every request. */
export interface Operator {
  email: string;
  /** The request's client address (request.ip, as TRUST_PROXY decides it), for the log. */
  address: string;
}

/**
 * The operator console (docs/decisions/030). Each action is written to `operator_actions` with who
 * did it and from which address. It reaches other areas through their services only, and no service it calls returns a
 * team's content, files or form submissions.
 */
export function createOperatorsService(deps: {
  db: Db;
  operatorEmails: readonly string[];
  help: HelpService;
  marketplace: MarketplaceService;
  domains: DomainsService;
  subscriptions: SubscriptionsService;
  referralRewards: ReferralRewardsService;
  siteChanges: SiteChanges;
  now: () => Date;
}) {
  async function log(
    operator: Operator,
    action: string,
    subject: { type: string; id: string; teamId?: string | null },
    details: Record<string, string | number | boolean | null> = {},
  ): Promise<void> {
    await insertOperatorAction(deps.db, {
      operatorEmail: operator.email,
      action,
      subjectType: subject.type,
      subjectId: subject.id,
      teamId: subject.teamId ?? null,
      details,
      clientAddress: operator.address,
      at: deps.now(),
    });
  }

  const notFound = () => new AppError('not_found', 'Not found');

  return {
    /**
     * The signed-in user as an operator, or a 403 with the console's message, on every request. A
     * listed address counts only once verified: signing up with an address proves nothing, so an
     * unverified sign-up with a staff address that had no account yet gets nothing; and only with
     * two-step verification on, so a password alone opens nothing (issue 33 §2). Turning it on ends
     * every other session, so every session of such a user passed the second step.
     */
    async requireOperator(session: SessionTeam, address: string): Promise<Operator> {
      const user = await findUserEmail(deps.db, session.userId);
      if (!user || !isOperatorEmail(deps.operatorEmails, user.email))
        throw new AppError('forbidden', operatorMessages.forbidden);
      if (!user.emailVerified) throw new AppError('forbidden', operatorMessages.verifyFirst);
      if (!user.twoFactorEnabled) throw new AppError('forbidden', operatorMessages.secondFactorFirst);
      return { email: user.email.toLowerCase(), address };
    },

    async access(session: SessionTeam): Promise<OperatorAccess> {
      const user = await findUserEmail(deps.db, session.userId);
      if (!user?.emailVerified || !isOperatorEmail(deps.operatorEmails, user.email))
        return { isOperator: false, needsSecondFactor: false };
      return { isOperator: true, needsSecondFactor: !user.twoFactorEnabled };
    },

    listReviews: () => deps.help.listForOperators(),

    async moderateReview(operator: Operator, id: string, status: 'published' | 'rejected') {
      const row = await deps.help.moderate(id, status);
      if (!row) throw notFound();
      await log(operator, `review.${status}`, { type: 'review', id, teamId: row.teamId });
    },

    async listRequests(): Promise<OperatorRequest[]> {
      const [interests, domainRequests] = await Promise.all([
        deps.marketplace.listInterestsForOperators(),
        deps.domains.listRequestsForOperators(),
      ]);
      return [...interests, ...domainRequests].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
    },

    async markRequestDone(operator: Operator, kind: OperatorRequest['kind'], id: string) {
      const row =
        kind === 'vendor-interest'
          ? await deps.marketplace.markInterestDone(id)
          : await deps.domains.markRequestDone(id);
      if (!row) throw new AppError('conflict', operatorMessages.alreadyDone);
      await log(operator, 'request.done', { type: kind, id, teamId: row.teamId });
    },

    async listPromotionCodes() {
      const codes = await deps.subscriptions.listPromotionCodes();
      return codes.map((code) => ({
        code: code.code,
        id: code.id,
        percentOff: code.percentOff,
        amountOffCents: code.amountOffCents,
        maxRedemptions: code.maxRedemptions,
        timesRedeemed: code.timesRedeemed,
        expiresAt: code.expiresAt?.toISOString() ?? null,
        firstTimeOnly: code.firstTimeOnly,
        active: code.active,
      }));
    },

    async createPromotionCode(operator: Operator, input: PromotionCodeRequest) {
      const created = await deps.subscriptions.createPromotionCode({
        ...input,
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      });
      await log(
        operator,
        'promotion-code.created',
        { type: 'promotion-code', id: created.code },
        { percentOff: input.percentOff, amountOffCents: input.amountOffCents },
      );
    },

    async retirePromotionCode(operator: Operator, id: string) {
      await deps.subscriptions.retirePromotionCode(id);
      await log(operator, 'promotion-code.retired', { type: 'promotion-code', id });
    },

    async findTeams(operator: Operator, query: string) {
      const teams = await searchTeamAccounts(deps.db, query.trim());
      await log(operator, 'team.searched', { type: 'search', id: query.trim().slice(0, 80) });
      return teams;
    },

    /** Suspends or restores a team: its public site answers 410 Gone while suspended. */
    async setSuspended(operator: Operator, teamId: string, suspended: boolean, reason: string) {
      const team = await setTeamSuspension(deps.db, teamId, suspended ? deps.now() : null);
      if (!team) throw notFound();
      deps.siteChanges.teamChanged(teamId);
      await log(
        operator,
        suspended ? 'team.suspended' : 'team.restored',
        { type: 'team', id: teamId, teamId },
        { reason },
      );
      return team;
    },

    listRewards: () => deps.referralRewards.listForOperators(),

    async markRewardPaid(operator: Operator, id: string, reference: string) {
      const row = await deps.referralRewards.markPaid(id, reference);
      if (!row) throw new AppError('conflict', operatorMessages.rewardNotEarned);
      await log(
        operator,
        'referral-reward.paid',
        { type: 'referral-reward', id, teamId: row.teamId },
        { reference },
      );
    },

    listActions: () => listOperatorActions(deps.db),
  };
}

export type OperatorsService = ReturnType<typeof createOperatorsService>;
