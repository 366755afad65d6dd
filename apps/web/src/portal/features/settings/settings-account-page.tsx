import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  formatDollars,
  isSubscriptionRunning,
  type SubscriptionStatus,
  type SubscriptionView,
  startSubscriptionFormSchema,
  subscriptionMessages,
  subscriptionProductOf,
} from '@sideline/domain';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../ui/api-client.ts';
import { applyServerFieldErrors, FormTextField, toastFirstFormError } from '../../../ui/form-fields.tsx';
import { PortalPage } from '../../../ui/portal-page.tsx';
import { goToProviderPage } from '../../../ui/provider-page.ts';
import { ProviderPageButton } from '../../../ui/provider-page-button.tsx';
import { useTeamSession } from '../../../ui/session/session-api.ts';
import { showFailureToast, showSuccessToast } from '../../../ui/toasts.ts';
import {
  useChangeSubscription,
  useOpenBillingPortal,
  useStartSubscription,
  useSubscriptionAccount,
} from './subscriptions-api.ts';

const statusLabels: Record<
  SubscriptionStatus,
  { label: string; color: 'default' | 'success' | 'warning' | 'info' }
> = {
  none: { label: 'Not started', color: 'default' },
  trialing: { label: 'Free trial', color: 'info' },
  active: { label: 'Active', color: 'success' },
  past_due: { label: 'Payment due', color: 'warning' },
  paused: { label: 'Paused — add a card', color: 'warning' },
  canceled: { label: 'Cancelled', color: 'default' },
};

/**
 * Settings → Subscription & Account (spec part 1 §4, §5; issue 21): each product's status, renewal
 * date and trial, the 15-day cancellation rule, and start (through the provider's hosted checkout),
 * cancel and resume.
 */
export function SettingsAccountPage() {
  const { team } = useTeamSession();
  const account = useSubscriptionAccount(team.id);
  const [searchParams] = useSearchParams();
  const checkout = searchParams.get('checkout');
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: account.data?.timeZone }).format(
      new Date(iso),
    );
  const website = account.data?.subscriptions.find((s) => s.product === 'website');

  return (
    <PortalPage
      section="Settings"
      title="Subscription & Account"
      description="Your website, domain and email subscriptions."
    >
      <Box sx={{ display: 'grid', gap: 3, maxWidth: 960 }}>
        {checkout === 'success' && (
          <Alert severity="success">
            Thank you! Your subscription has started. Nothing is charged before the date shown below.
          </Alert>
        )}
        {checkout === 'canceled' && (
          <Alert severity="info">Checkout was cancelled. Nothing was charged.</Alert>
        )}
        {account.isError && (
          <Alert severity="error">
            Your subscriptions could not be loaded. Refresh the page to try again.
          </Alert>
        )}
        {account.isPending && <Skeleton variant="rounded" height={240} />}
        {account.data && (
          <>
            <Paper
              variant="outlined"
              sx={{ p: 3, display: 'grid', gap: 1.5 }}
              component="section"
              aria-labelledby="site-status"
            >
              <Typography variant="h6" component="h2" id="site-status">
                Your website is {account.data.published ? 'live' : 'not published yet'}
              </Typography>
              <Typography>
                {account.data.published
                  ? 'Search engines may list it, and it is on your team address.'
                  : 'It opens to search engines once the licensing agreement is signed and the website subscription has started.'}
              </Typography>
              {(!website || website.status === 'none' || website.status === 'trialing') && (
                <Alert severity="info">{account.data.trialMessage}</Alert>
              )}
              <Typography variant="body2" color="text.secondary">
                {account.data.cancellationRule}
              </Typography>
            </Paper>
            <BillingAccount />
            {account.data.subscriptions.map((subscription) => (
              <ProductCard
                key={subscription.product}
                teamId={team.id}
                subscription={subscription}
                mailboxNames={account.data.mailboxNames}
                formatDate={formatDate}
                canStart={
                  subscription.product === 'website' ||
                  (website !== undefined && isSubscriptionRunning(website.status))
                }
                isOffered={subscription.product !== 'domain' || account.data.canRegisterDomains}
              />
            ))}
          </>
        )}
      </Box>
    </PortalPage>
  );
}

/** The provider's page for the payment method and invoices (Stripe's Billing Portal). */
function BillingAccount() {
  const open = useOpenBillingPortal();
  return (
    <Paper
      variant="outlined"
      sx={{ p: 3, display: 'grid', gap: 1.5, justifyItems: 'start' }}
      component="section"
      aria-labelledby="billing-account"
    >
      <Typography variant="h6" component="h2" id="billing-account">
        Payment method and invoices
      </Typography>
      <Typography>
        Your card and invoices are kept by our payment provider. Change the card, or add one to resume a
        paused subscription, on its page; it brings you back here.
      </Typography>
      <ProviderPageButton
        label="Manage payment method and invoices"
        variant="outlined"
        openPage={async () => (await open.mutateAsync()).url}
      />
    </Paper>
  );
}

function ProductCard({
  teamId,
  subscription,
  mailboxNames,
  formatDate,
  canStart,
  isOffered,
}: {
  teamId: string;
  subscription: SubscriptionView;
  /** The domain email subscription's mailbox names. */
  mailboxNames: string[];
  formatDate: (iso: string) => string;
  /** The domain and mailboxes serve the website: they start once its subscription runs. */
  canStart: boolean;
  /** False for domain registration where the server has no real registrar (production). */
  isOffered: boolean;
}) {
  const product = subscriptionProductOf(subscription.product);
  const headingId = useId();
  const status = statusLabels[subscription.status];
  const isRunning = isSubscriptionRunning(subscription.status);
  const details: [string, string][] = [];
  if (subscription.period) details.push(['Billing', subscription.period === 'year' ? 'Annual' : 'Monthly']);
  if (subscription.status === 'trialing' && subscription.trialEnd)
    details.push(['Free trial ends', formatDate(subscription.trialEnd)]);
  const isTrialWithoutCard = subscription.status === 'trialing' && !subscription.hasPaymentMethod;
  if (isRunning && subscription.currentPeriodEnd && !isTrialWithoutCard)
    details.push([
      subscription.cancelAtPeriodEnd
        ? 'Ends on'
        : subscription.status === 'trialing'
          ? 'First charge'
          : 'Renews on',
      formatDate(subscription.currentPeriodEnd),
    ]);
  if (subscription.cancelBy && !subscription.cancelAtPeriodEnd)
    details.push(['Cancel by', formatDate(subscription.cancelBy)]);
  if (subscription.product === 'email' && isRunning)
    details.push([
      'Mailboxes',
      mailboxNames.length > 0 ? mailboxNames.join(', ') : String(subscription.quantity),
    ]);
  if (subscription.promoCode) details.push(['Promotion code', subscription.promoCode]);

  return (
    <Paper
      variant="outlined"
      sx={{ p: 3, display: 'grid', gap: 2 }}
      component="section"
      aria-labelledby={headingId}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography variant="h6" component="h2" id={headingId} sx={{ mr: 'auto' }}>
          {product.name}
        </Typography>
        <Chip label={status.label} color={status.color} />
      </Box>
      <Typography color="text.secondary">
        {product.description} {formatDollars(product.prices.month)} a month or{' '}
        {formatDollars(product.prices.year)} a year, {product.unit}.
        {product.trialMonths > 0 ? ' The first month is free.' : ''}
      </Typography>
      {details.length > 0 && (
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 3,
            rowGap: 1,
            m: 0,
            '& dt': { fontWeight: 600 },
            '& dd': { m: 0 },
          }}
        >
          {details.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Box>
          ))}
        </Box>
      )}
      {subscription.status === 'paused' && (
        <Alert severity="warning">
          The free trial ended without a card, so nothing was charged and the subscription is paused. Cancel
          it and start again with a card to publish your site.
        </Alert>
      )}
      {isTrialWithoutCard && (
        <Alert severity="info">
          No card was added, so nothing will be charged: the subscription pauses when the free trial ends.
        </Alert>
      )}
      {isRunning && (
        <ChangeSubscription teamId={teamId} subscription={subscription} formatDate={formatDate} />
      )}
      {!isRunning && !isOffered && (
        <Typography>{subscriptionMessages.domainRegistrationUnavailable}</Typography>
      )}
      {!isRunning && isOffered && canStart && <StartSubscriptionForm subscription={subscription} />}
      {!isRunning && isOffered && !canStart && <Typography>{subscriptionMessages.websiteNeeded}</Typography>}
    </Paper>
  );
}

function StartSubscriptionForm({ subscription }: { subscription: SubscriptionView }) {
  const product = subscriptionProductOf(subscription.product);
  const start = useStartSubscription();
  const [checkoutKey, setCheckoutKey] = useState(() => crypto.randomUUID());
  // Stays busy while the browser leaves for the checkout page.
  const [isLeaving, setIsLeaving] = useState(false);
  const periodLabelId = useId();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(startSubscriptionFormSchema),
    defaultValues: {
      product: subscription.product,
      period: 'year' as const,
      promoCode: '',
      domain: '',
      mailboxes: '',
    },
  });
  const fieldNames = ['promoCode', 'domain', 'mailboxes'] as const;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await start.mutateAsync({ ...values, checkoutKey });
      setIsLeaving(true);
      goToProviderPage(answer.checkoutUrl);
    } catch (error) {
      // A new attempt is a new checkout: the provider would refuse a reused key with other values.
      setCheckoutKey(crypto.randomUUID());
      applyServerFieldErrors(error, setError, fieldNames);
      if (!(isApiError(error) && fieldNames.some((name) => error.fields[name]))) showFailureToast(error);
    }
  }, toastFirstFormError);

  return (
    <Box component="form" onSubmit={onSubmit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <Controller
        control={control}
        name="period"
        render={({ field }) => (
          <FormControl component="fieldset">
            <FormLabel component="legend" id={periodLabelId}>
              Billing
            </FormLabel>
            <RadioGroup {...field} row aria-labelledby={periodLabelId}>
              <FormControlLabel
                value="year"
                control={<Radio />}
                label={`Annual — ${formatDollars(product.prices.year)} a year`}
              />
              <FormControlLabel
                value="month"
                control={<Radio />}
                label={`Monthly — ${formatDollars(product.prices.month)} a month`}
              />
            </RadioGroup>
          </FormControl>
        )}
      />
      {subscription.product === 'domain' && (
        <FormTextField
          control={control}
          name="domain"
          label="Domain to register"
          required
          autoComplete="off"
          helperText="Sideline registers it for you and connects it to your website once the subscription starts, for example harborhawks.org."
          sx={{ maxWidth: { sm: 420 } }}
        />
      )}
      {subscription.product === 'email' && (
        <FormTextField
          control={control}
          name="mailboxes"
          label="Mailbox names"
          required
          autoComplete="off"
          helperText="The part before @, separated by commas, for example president, coach: one mailbox each."
          sx={{ maxWidth: { sm: 420 } }}
        />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <FormTextField
          control={control}
          name="promoCode"
          label="Promotion code (optional)"
          autoComplete="off"
          sx={{ minWidth: { xs: '100%', sm: 260 } }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={start.isPending || isLeaving}
          sx={{ mt: 0.5 }}
        >
          {product.trialMonths > 0 && subscription.status === 'none'
            ? 'Start free month'
            : `Start ${product.name.toLowerCase()}`}
        </Button>
      </Box>
    </Box>
  );
}

function ChangeSubscription({
  teamId,
  subscription,
  formatDate,
}: {
  teamId: string;
  subscription: SubscriptionView;
  formatDate: (iso: string) => string;
}) {
  const product = subscriptionProductOf(subscription.product);
  const cancel = useChangeSubscription(teamId, 'cancel');
  const resume = useChangeSubscription(teamId, 'resume');
  const [isConfirming, setIsConfirming] = useState(false);
  const titleId = useId();
  const isTrial = subscription.status === 'trialing' || subscription.status === 'paused';
  const endDate = subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : '';

  const run = async (mutation: typeof cancel, success: string) => {
    try {
      await mutation.mutateAsync(subscription.product);
      showSuccessToast(success);
    } catch (error) {
      showFailureToast(error);
    }
  };

  if (subscription.cancelAtPeriodEnd) {
    return (
      <Box>
        <Button
          variant="outlined"
          onClick={() => run(resume, `Your ${product.name.toLowerCase()} subscription continues.`)}
          loading={resume.isPending}
        >
          Keep my subscription
        </Button>
      </Box>
    );
  }
  return (
    <Box>
      <Button variant="outlined" color="error" onClick={() => setIsConfirming(true)}>
        Cancel subscription
      </Button>
      <Dialog open={isConfirming} onClose={() => setIsConfirming(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Cancel the {product.name.toLowerCase()} subscription?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {isTrial
              ? 'It ends now and nothing is charged.'
              : `It ends on ${endDate} and is not renewed. You keep it until then.`}
            {subscription.product === 'website' ? ' Your website stops being published when it ends.' : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setIsConfirming(false)}>Keep it</Button>
          <Button
            color="error"
            variant="contained"
            loading={cancel.isPending}
            onClick={async () => {
              await run(cancel, `Your ${product.name.toLowerCase()} subscription is cancelled.`);
              setIsConfirming(false);
            }}
          >
            Cancel subscription
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
