import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { goToProviderPage } from './provider-page.ts';
import { showFailureToast } from './toasts.ts';

/**
 * A button that asks the server for a page of the payment provider and leaves the portal for it:
 * busy until the browser has left, and a refusal shows in a toast with the server's message.
 */
export function ProviderPageButton({
  label,
  openPage,
  variant = 'contained',
  size,
}: {
  label: string;
  /** The server's answer: the provider page's URL. */
  openPage: () => Promise<string>;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}) {
  const [isBusy, setIsBusy] = useState(false);
  const onClick = async () => {
    setIsBusy(true);
    try {
      goToProviderPage(await openPage());
    } catch (error) {
      setIsBusy(false);
      showFailureToast(error);
    }
  };
  return (
    <Button variant={variant} size={size} onClick={onClick} loading={isBusy}>
      {label}
    </Button>
  );
}
