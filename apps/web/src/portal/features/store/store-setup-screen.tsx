import StorefrontIcon from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  buildStoreFeeRows,
  computeStoreFeeCents,
  computeStorePayoutCents,
  formatDollars,
  processingFeeLabel,
} from '@sideline/domain';
import { PortalPage } from '../../../ui/portal-page.tsx';
import { ConnectAccountButton } from './connect-account-button.tsx';

const storeSetupTitle = 'Setup your Online Store';
const connectAccountLabel = 'Connect a payment account';

/** An example sale for the fee explanation, in cents. */
const exampleSaleCents = 5000;

/** /portal/store (and /portal/store/stripeaccount) for a team without a payment account. */
export function StoreSetupScreen({ sectionLabel }: { sectionLabel: string }) {
  const feeRows = buildStoreFeeRows();
  return (
    <PortalPage
      section={sectionLabel}
      title={storeSetupTitle}
      description="Sell merchandise, game tickets and registration forms from your website."
    >
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="store-setup-heading"
        sx={{ p: { xs: 3, md: 4 }, display: 'grid', gap: 2, maxWidth: 760 }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', color: 'primary.main' }}>
          <StorefrontIcon aria-hidden="true" />
          <Typography variant="h5" component="h2" id="store-setup-heading" color="text.primary">
            Get paid for merchandise, tickets and dues
          </Typography>
        </Box>
        <Typography>
          Buyers pay your team through its own payment account, and payouts go straight to your team's bank
          account. Sideline is the payment facilitator, not the merchant of record: we take a fee on each
          transaction and never hold your money.
        </Typography>
        <Box component="table" sx={{ borderCollapse: 'collapse', '& td, & th': { py: 0.75, pr: 3 } }}>
          <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>Sideline's fee</caption>
          <thead>
            <tr>
              <Box component="th" scope="col" sx={{ textAlign: 'left' }}>
                Transaction
              </Box>
              <Box component="th" scope="col" sx={{ textAlign: 'left' }}>
                Fee
              </Box>
            </tr>
          </thead>
          <tbody>
            {feeRows.map((row) => (
              <tr key={row.range}>
                <td>{row.range}</td>
                <td>
                  {row.fee} + {processingFeeLabel}
                </td>
              </tr>
            ))}
          </tbody>
        </Box>
        <Typography color="text.secondary">
          For example, on a {formatDollars(exampleSaleCents)} sale the fee is{' '}
          {formatDollars(computeStoreFeeCents(exampleSaleCents))} and your team receives{' '}
          {formatDollars(computeStorePayoutCents(exampleSaleCents))}.
        </Typography>
        <Typography>
          Connect a payment account to start: you confirm your team's business details on the payment
          provider's secure page, then come back here.
        </Typography>
        <Box>
          <ConnectAccountButton label={connectAccountLabel} />
        </Box>
      </Paper>
    </PortalPage>
  );
}
