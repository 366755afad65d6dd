import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { formatCents, type StoreSalesTotals } from '@sideline/domain';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { PortalPage } from '../../../ui/portal-page.tsx';
import { formatProviderCalendarDate } from '../../../ui/team-dates.ts';
import { useStoreOverview } from './store-admin-api.ts';

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Card component="section" aria-label={label}>
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography sx={{ fontSize: 28, fontWeight: 700 }}>{value}</Typography>
          {detail ? <Typography variant="body2">{detail}</Typography> : null}
        </CardContent>
      </Card>
    </Grid>
  );
}

const sales = (t: StoreSalesTotals) =>
  `${t.orders} ${t.orders === 1 ? 'order' : 'orders'} · fee ${formatCents(t.feeCents)}`;

/** /portal/store/overview: sales, orders to ship, balance and the next payout. */
export function OverviewPage() {
  const overview = useStoreOverview();
  if (overview.isPending) return <LoadingSpinner label="Loading your store" />;
  const o = overview.data;
  const nextPayout = o?.money?.payouts.find((p) => p.status === 'pending' || p.status === 'in_transit');
  return (
    <PortalPage section="Store" title="Overview" description="Orders, payouts and store status at a glance.">
      {overview.error ? <Alert severity="error">{overview.error.message}</Alert> : null}
      {o ? (
        <Grid container spacing={2}>
          <Figure label="Sales today" value={formatCents(o.today.salesCents)} detail={sales(o.today)} />
          <Figure label="Sales this week" value={formatCents(o.week.salesCents)} detail={sales(o.week)} />
          <Figure
            label="Sales this season"
            value={formatCents(o.season.salesCents)}
            detail={sales(o.season)}
          />
          <Figure label="Orders to fulfil" value={String(o.ordersToFulfil)} />
          {o.money ? (
            <>
              <Figure label="Balance available" value={formatCents(o.money.availableCents)} />
              <Figure
                label="Balance pending"
                value={formatCents(o.money.pendingCents)}
                detail={o.money.schedule}
              />
              <Figure
                label="Next payout"
                value={nextPayout ? formatCents(nextPayout.amountCents) : 'None scheduled'}
                detail={nextPayout ? formatProviderCalendarDate(nextPayout.arrivalDate) : undefined}
              />
            </>
          ) : (
            <Grid size={12}>
              <Alert severity="warning">{o.moneyProblem || 'Your balance is not available yet.'}</Alert>
            </Grid>
          )}
        </Grid>
      ) : null}
    </PortalPage>
  );
}
