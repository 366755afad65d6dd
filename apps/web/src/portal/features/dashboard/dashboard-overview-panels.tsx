import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type DashboardOverview, formatCents, portalPaths } from '@sideline/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

function Panel({
  title,
  to,
  linkText,
  children,
}: {
  title: string;
  to: string;
  linkText: string;
  children: ReactNode;
}) {
  const id = `panel-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, height: '100%' }}>
      <Typography variant="h6" component="h2" id={id} sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
      <Link component={RouterLink} to={to} sx={{ display: 'inline-block', mt: 1, fontWeight: 600 }}>
        {linkText}
      </Link>
    </Paper>
  );
}

const emptyText = (text: string) => <Typography color="text.secondary">{text}</Typography>;

/** Next home game, this week's figures, recent submissions and orders (issue 24). */
export function DashboardOverviewPanels({ overview }: { overview: DashboardOverview }) {
  const when = (iso: string) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: overview.timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(iso));
  const { week, nextHomeGame } = overview;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, mb: 4 }}>
      <Panel title="This week" to={portalPaths.analytics.website} linkText="See analytics">
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1, m: 0 }}>
          {[
            ['Visitors', String(week.visitors)],
            ['Page views', String(week.views)],
            ['Orders', String(week.orders)],
            ['Sales', formatCents(week.revenueCents)],
          ].map(([label, value]) => (
            <Box key={label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: 26, fontWeight: 800 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Panel>
      <Panel title="Next home game" to={`${portalPaths.seasons}/games`} linkText="All games">
        {nextHomeGame ? (
          <Typography>
            <strong>vs {nextHomeGame.opponent}</strong>
            <br />
            {when(nextHomeGame.startsAt)}
            {nextHomeGame.venue && ` · ${nextHomeGame.venue}`}
          </Typography>
        ) : (
          emptyText('No home game scheduled')
        )}
      </Panel>
      <Panel title="Recent submissions" to={portalPaths.forms.formssubmitted} linkText="Open the inbox">
        {overview.recentSubmissions.length === 0 ? (
          emptyText('No submissions yet')
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {overview.recentSubmissions.map((submission) => (
              <li key={submission.id}>
                <Typography component="span" sx={{ fontWeight: submission.isRead ? 400 : 700 }}>
                  {submission.formTitle}
                </Typography>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  {submission.email} · {when(submission.sentAt)}
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </Panel>
      <Panel title="Recent orders" to={portalPaths.analytics.store} linkText="See store analytics">
        {overview.recentOrders.length === 0 ? (
          emptyText('No orders yet')
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {overview.recentOrders.map((order) => (
              <li key={order.id}>
                <strong>#{order.orderNumber}</strong> {order.customerName} · {formatCents(order.totalCents)}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  {when(order.paidAt)}
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </Panel>
    </Box>
  );
}
