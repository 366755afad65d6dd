import Button from '@mui/material/Button';
import { useState } from 'react';
import { showFailureToast } from '../../../ui/toasts.ts';
import { goToOnboarding, useConnectPaymentAccount } from './store-api.ts';

/** Creates (or reuses) the team's payment account and opens the provider's onboarding page. */
export function ConnectAccountButton({ label }: { label: string }) {
  const connect = useConnectPaymentAccount();
  // Stays busy while the browser leaves for the onboarding page.
  const [isLeaving, setIsLeaving] = useState(false);
  const onClick = async () => {
    try {
      const answer = await connect.mutateAsync();
      setIsLeaving(true);
      goToOnboarding(answer.onboardingUrl);
    } catch (error) {
      showFailureToast(error);
    }
  };
  return (
    <Button variant="contained" size="large" onClick={onClick} loading={connect.isPending || isLeaving}>
      {label}
    </Button>
  );
}
