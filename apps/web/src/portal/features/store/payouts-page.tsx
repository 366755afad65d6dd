import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCents, type PayoutStatus } from '@sideline/domain';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { PortalPage } from '../../../ui/portal-page.tsx';
import { formatProviderCalendarDate, useTeamDates } from '../../../ui/team-dates.ts';
import { useStoreMoney } from './store-admin-api.ts';

const statusLabels: Record<PayoutStatus, string> = {
  pending: 'Pending',
  in_transit: 'On its way',
  paid: 'Paid',
  failed: 'Failed',
  canceled: 'Cancelled',
};

function Balance({ label, cents }: { label: string; cents: number }) {
  return (
    <Card component="section" aria-label={label} sx={{ flex: 1 }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography sx={{ fontSize: 24, fontWeight: 700 }}>{formatCents(cents)}</Typography>
      </CardContent>
    </Card>
  );
}

/**
 * /portal/store/payouts: the connected account's balance, its newest payouts to the club's bank
 * and the payout schedule, read from the payment provider (nothing of it is stored here).
 */
export function PayoutsPage() {
  const dates = useTeamDates();
  const money = useStoreMoney();
  const m = money.data;
  return (
    <PortalPage
      section="Store"
      title="Payouts"
      description="Money your store received, and when it reaches your bank account."
    >
      {money.isPending ? <LoadingSpinner label="Loading payouts" /> : null}
      {money.error ? <Alert severity="error">{money.error.message}</Alert> : null}
      {m ? (
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Balance label="Available" cents={m.availableCents} />
            <Balance label="Pending" cents={m.pendingCents} />
          </Stack>
          {m.schedule ? <Typography>Payout schedule: {m.schedule}.</Typography> : null}
          {m.payouts.length === 0 ? (
            <EmptyState
              prompt="No payouts yet"
              hint="When your store's sales become available, the payment provider pays them out to your bank account on the schedule above."
            />
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Payouts">
                <TableHead>
                  <TableRow>
                    <TableCell>Date</TableCell>
                    <TableCell align="right">Amount</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell>Arrival</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {m.payouts.map((payout) => (
                    <TableRow key={payout.id}>
                      <TableCell>{dates.date(payout.createdAt)}</TableCell>
                      <TableCell align="right">{formatCents(payout.amountCents)}</TableCell>
                      <TableCell>{statusLabels[payout.status]}</TableCell>
                      <TableCell>{formatProviderCalendarDate(payout.arrivalDate)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </Stack>
      ) : null}
    </PortalPage>
  );
}
