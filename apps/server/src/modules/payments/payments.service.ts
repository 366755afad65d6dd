import {
  type ConnectPaymentAccountResponse,
  type PaymentAccountStatus,
  paymentAccountPortalPath,
} from '@sideline/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import type { SessionTeam } from '../accounts/session-guard.ts';
import { refuseInPrivateDemo } from '../demo/private-demo-guard.ts';
import { createPaymentsRepository } from './payments.repository.ts';

export interface PaymentsServiceDeps {
  db: DbOrTx;
  provider: PaymentProvider;
  /** Public address of the app: onboarding returns to the portal under it. */
  baseUrl: string;
}

/** Connected-account onboarding of a team (Sideline is the payment facilitator). */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const portalUrl = new URL(paymentAccountPortalPath, deps.baseUrl).toString();

  return {
    /**
     * Creates the team's connected account if it has none (else keeps the one it has) and returns
     * a fresh onboarding link to the provider's hosted page.
     */
    async connectAccount(sessionTeam: SessionTeam): Promise<ConnectPaymentAccountResponse> {
      refuseInPrivateDemo(sessionTeam.team, 'paymentAccount');
      let accountId = sessionTeam.team.stripeAccountId;
      if (!accountId) {
        const created = await deps.provider.createConnectedAccount({
          teamId: sessionTeam.teamId,
          email: sessionTeam.team.email,
          teamName: sessionTeam.team.name,
        });
        const repository = createPaymentsRepository(deps.db, sessionTeam);
        accountId = await repository.claimAccountId(created.accountId);
      }
      const link = await deps.provider.createOnboardingLink(accountId, portalUrl, portalUrl);
      return { accountId, onboardingUrl: link.url };
    },

    async getAccount(sessionTeam: SessionTeam): Promise<PaymentAccountStatus> {
      const accountId = sessionTeam.team.stripeAccountId;
      if (!accountId) return { accountId: null };
      const status = await deps.provider.getAccountStatus(accountId);
      return { accountId, ...status };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
