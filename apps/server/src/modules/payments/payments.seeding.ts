import { insertSandboxAccount } from '../../platform/payments/sandbox-payments.ts';
import type { TeamSeedPart } from '../teams/team-seed-part.ts';
import { createPaymentsRepository } from './payments.repository.ts';

/**
 * A demo team's store takes payments from the start: a sandbox connected account, onboarded, so
 * a visitor can buy without the onboarding that a private copy refuses (decision 008). A real
 * team connects its own account.
 */
export const paymentsSeeding: TeamSeedPart = {
  area: 'payments',
  after: ['teams'],
  async seed(tx, scope, { team, demoStore }) {
    if (!demoStore) return;
    const accountId = await insertSandboxAccount(tx, {
      teamId: scope.teamId,
      email: team.email,
      businessName: team.name,
      onboarded: true,
    });
    await createPaymentsRepository(tx, scope).claimAccountId(accountId);
  },
};
