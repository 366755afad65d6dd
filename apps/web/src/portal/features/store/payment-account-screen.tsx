import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { describePaymentRequirements } from '@sideline/domain';
import { PortalPage } from '../../../ui/portal-page.tsx';
import { ConnectAccountButton } from './connect-account-button.tsx';

export const paymentAccountTitle = 'Payment Account';

interface PaymentAccountScreenProps {
  sectionLabel: string;
  accountId: string;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
  /** The provider's own requirement ids still due (Stripe's `requirements.currently_due`). */
  currentlyDue: readonly string[];
}

/** /portal/store/stripeaccount for a team with an account: its id, status and onboarding. */
export function PaymentAccountScreen({
  sectionLabel,
  accountId,
  chargesEnabled,
  detailsSubmitted,
  currentlyDue,
}: PaymentAccountScreenProps) {
  const stillNeeded = describePaymentRequirements(currentlyDue);
  return (
    <PortalPage
      section={sectionLabel}
      title={paymentAccountTitle}
      description="The payment account your payouts go to."
    >
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="payment-account-heading"
        sx={{ p: { xs: 3, md: 4 }, display: 'grid', gap: 2.5, maxWidth: 760 }}
      >
        <Typography variant="h5" component="h2" id="payment-account-heading">
          Connected account
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 3,
            rowGap: 1.5,
            m: 0,
            '& dt': { fontWeight: 600 },
            '& dd': { m: 0 },
          }}
        >
          <dt>Account ID</dt>
          <dd>
            <Box component="code" sx={{ wordBreak: 'break-all' }}>
              {accountId}
            </Box>
          </dd>
          <dt>Payments</dt>
          <dd>
            <Chip
              size="small"
              color={chargesEnabled ? 'success' : 'warning'}
              label={chargesEnabled ? 'Charges enabled' : 'Charges not enabled yet'}
            />
          </dd>
          <dt>Business details</dt>
          <dd>{detailsSubmitted ? 'Submitted' : 'Not submitted yet'}</dd>
        </Box>
        {chargesEnabled ? (
          <Alert severity="success">
            Your store can take payments. Payouts go straight to your team's bank account.
          </Alert>
        ) : (
          <>
            <Alert severity="info">
              Finish onboarding with the payment provider to start selling. It takes a few minutes.
            </Alert>
            {stillNeeded.length > 0 && (
              <Box component="section" aria-labelledby="payment-account-due">
                <Typography variant="h6" component="h3" id="payment-account-due">
                  The payment provider still needs
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 3 }}>
                  {stillNeeded.map((words) => (
                    <li key={words}>{words}</li>
                  ))}
                </Box>
              </Box>
            )}
            <Box>
              <ConnectAccountButton label="Continue onboarding" />
            </Box>
          </>
        )}
      </Paper>
    </PortalPage>
  );
}
