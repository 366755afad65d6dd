import { ProviderPageButton } from '../../../ui/provider-page-button.tsx';
import { useConnectPaymentAccount } from './store-api.ts';

/** Creates (or reuses) the team's payment account and opens the provider's onboarding page. */
export function ConnectAccountButton({ label }: { label: string }) {
  const connect = useConnectPaymentAccount();
  return (
    <ProviderPageButton
      label={label}
      size="large"
      openPage={async () => (await connect.mutateAsync()).onboardingUrl}
    />
  );
}
