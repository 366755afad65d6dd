import Alert from '@mui/material/Alert';
import type { TeamSession } from '@sideline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { PortalPage } from '../../../ui/portal-page.tsx';
import { refreshSession, useTeamSession } from '../../../ui/session/session-api.ts';
import { buildTeamMenu } from '../../../ui/session/team-menu.ts';
import { showFailureToast } from '../../../ui/toasts.ts';
import { PaymentAccountScreen, paymentAccountTitle } from './payment-account-screen.tsx';
import { usePaymentAccount } from './store-api.ts';
import { StoreSetupScreen } from './store-setup-screen.tsx';

/** The store section of the team's side menu (its label, and the sub-items it can see). */
function findStoreSection(team: TeamSession) {
  const section = buildTeamMenu(team).find((s) => s.key === 'store');
  if (!section) throw new Error('The portal menu has no store section');
  return section;
}

/** /portal/store: the set-up for a team without a payment account, else its first store page. */
export function StoreRoute() {
  const { team } = useTeamSession();
  const section = findStoreSection(team);
  const first = section.children?.[0];
  if (team.stripeAccountId && first) return <Navigate to={first.path} replace />;
  return <StoreSetupScreen sectionLabel={section.label} />;
}

/**
 * /portal/store/stripeaccount, where onboarding returns to: the account and its status, or the
 * set-up while the team has none. When the account is newer than the session (just created), the
 * session is read again so the side menu shows the store pages.
 */
export function PaymentAccountRoute() {
  const { team } = useTeamSession();
  const queryClient = useQueryClient();
  const account = usePaymentAccount(team.id);
  const section = findStoreSection(team);
  const accountId = account.data?.accountId ?? null;

  useEffect(() => {
    if (accountId && accountId !== team.stripeAccountId) {
      refreshSession(queryClient).catch(showFailureToast);
    }
  }, [accountId, team.stripeAccountId, queryClient]);

  if (account.isPending) return <LoadingSpinner label="Loading your payment account" />;
  if (account.error) {
    return (
      <PortalPage section={section.label} title={paymentAccountTitle}>
        <Alert severity="error">{account.error.message}</Alert>
      </PortalPage>
    );
  }
  if (!account.data || account.data.accountId === null) {
    return <StoreSetupScreen sectionLabel={section.label} />;
  }
  return (
    <PaymentAccountScreen
      sectionLabel={section.label}
      accountId={account.data.accountId}
      chargesEnabled={account.data.chargesEnabled}
      detailsSubmitted={account.data.detailsSubmitted}
      currentlyDue={account.data.currentlyDue}
    />
  );
}
