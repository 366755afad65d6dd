import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  buildStoreFeeRows,
  cancellationNoticeDays,
  formatDollars,
  processingFeeLabel,
  publicPaths,
  subscriptionProducts,
} from '@sideline/domain';
import { DomainInfoDialog } from '../components/domain-info-dialog.tsx';
import { PageBody, PageHeader } from '../components/page-header.tsx';

const website = subscriptionProducts.find((p) => p.key === 'website')!;
const addOns = subscriptionProducts.filter((p) => p.key !== 'website');

const websiteIncludes = [
  'Team website with 16 designs per page type',
  'Online store: merchandise, tickets, registrations and dues',
  'Roster, schedule, statistics, news and galleries',
  'Recruiting, alumni and contact forms',
  'Visitor and sales analytics',
  'Email and video-call support',
];

export function PricingPage() {
  return (
    <>
      <PageHeader eyebrow="Pricing" title="One simple price per team">
        Your first month is free. After that the website is {formatDollars(website.prices.year)} a year, or{' '}
        {formatDollars(website.prices.month)} a month. Add a custom domain and mailboxes if you want them.
      </PageHeader>
      <PageBody>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr' },
            alignItems: 'start',
          }}
        >
          <Paper sx={{ p: { xs: 3, md: 4 }, border: 2, borderColor: 'primary.main' }} elevation={0}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <Typography variant="h3" component="h2">
                {website.name}
              </Typography>
              <Chip label="First month free" color="secondary" sx={{ fontWeight: 800 }} />
            </Box>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {website.description}
            </Typography>
            <Box sx={{ mt: 3, display: 'flex', alignItems: 'baseline', gap: 1 }}>
              <Typography component="p" sx={{ fontSize: 52, fontWeight: 900, lineHeight: 1 }}>
                {formatDollars(website.prices.year)}
              </Typography>
              <Typography color="text.secondary">per year, {website.unit}</Typography>
            </Box>
            <Typography color="text.secondary">
              or {formatDollars(website.prices.month)} per month, billed monthly
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, mt: 3, display: 'grid', gap: 1 }}>
              {websiteIncludes.map((item) => (
                <Box component="li" key={item} sx={{ display: 'flex', gap: 1 }}>
                  <CheckIcon color="success" fontSize="small" sx={{ mt: '3px' }} aria-hidden="true" />
                  {item}
                </Box>
              ))}
            </Box>
            <Button href={publicPaths.signUp} variant="contained" size="large" sx={{ mt: 3 }}>
              Start your free month
            </Button>
          </Paper>
          <Box sx={{ display: 'grid', gap: 3 }}>
            {addOns.map((p) => (
              <Paper key={p.key} variant="outlined" sx={{ p: 3 }}>
                <Typography variant="overline" component="p" color="primary">
                  Add-on
                </Typography>
                <Typography variant="h5" component="h2">
                  {p.name}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                  {p.description}
                </Typography>
                <Typography sx={{ mt: 1.5, fontWeight: 800, fontSize: 20 }}>
                  {formatDollars(p.prices.year)} / year{' '}
                  <Box component="span" sx={{ fontWeight: 500, fontSize: 16, color: 'text.secondary' }}>
                    {p.unit} · or {formatDollars(p.prices.month)} / month
                  </Box>
                </Typography>
                {p.key === 'domain' && <DomainInfoDialog />}
              </Paper>
            ))}
          </Box>
        </Box>

        <Box component="section" aria-labelledby="store-fees-title" sx={{ mt: 8 }}>
          <Typography variant="h3" component="h2" id="store-fees-title">
            Store fees
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 760 }}>
            The store has no monthly fee. Each sale carries a service fee that gets smaller as the order gets
            bigger, plus a {processingFeeLabel} card-processing fee per transaction. Sideline acts as a
            payment facilitator, not the merchant of record: your team is the seller. Fees are nonrefundable.
          </Typography>
          <TableContainer component={Paper} variant="outlined" sx={{ mt: 3, maxWidth: 760 }}>
            <Table aria-label="Store service fees">
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col" sx={{ fontWeight: 800 }}>
                    Transaction amount
                  </TableCell>
                  <TableCell component="th" scope="col" sx={{ fontWeight: 800 }}>
                    Service fee
                  </TableCell>
                  <TableCell component="th" scope="col" sx={{ fontWeight: 800 }}>
                    Processing fee
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {buildStoreFeeRows().map((row) => (
                  <TableRow key={row.range}>
                    <TableCell component="th" scope="row">
                      {row.range}
                    </TableCell>
                    <TableCell sx={{ fontWeight: 700 }}>{row.fee}</TableCell>
                    <TableCell>+ {processingFeeLabel}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Box>

        <Box component="section" aria-labelledby="pricing-faq-title" sx={{ mt: 8, maxWidth: 760 }}>
          <Typography variant="h3" component="h2" id="pricing-faq-title">
            Good to know
          </Typography>
          <Typography component="h3" variant="h6" sx={{ mt: 3 }}>
            When does the free month start?
          </Typography>
          <Typography color="text.secondary">
            The one-month free trial starts when you start the website subscription in the portal, not when
            you sign up, so you can build your site at your own pace first.
          </Typography>
          <Typography component="h3" variant="h6" sx={{ mt: 3 }}>
            Can we cancel?
          </Typography>
          <Typography color="text.secondary">
            Yes. Cancel at least {cancellationNoticeDays} days before the renewal date and you will not be
            charged again. You can download your content for 30 days after the subscription ends.
          </Typography>
          <Typography component="h3" variant="h6" sx={{ mt: 3 }}>
            Is the store included?
          </Typography>
          <Typography color="text.secondary">
            Yes. The store, tickets and registration forms come with every team portal; the per-sale fees
            above are taken from each payout, so there is nothing extra to pay up front.
          </Typography>
        </Box>
      </PageBody>
    </>
  );
}
