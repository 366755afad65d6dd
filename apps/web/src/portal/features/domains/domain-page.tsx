import { zodResolver } from '@hookform/resolvers/zod';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type CustomDomainStatus,
  customDomainRequestSchema,
  customDomainStatusLabels,
  type DomainDnsRecord,
  domainEmailFormSchema,
  domainInfoRequestSchema,
  parseDomainName,
  portalPaths,
  type TeamDomainView,
} from '@sideline/domain';
import { Fragment, type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DeleteConfirmDialog } from '../../../ui/content-section/delete-confirm-dialog.tsx';
import { applyServerFieldErrors, FormTextField, toastFirstFormError } from '../../../ui/form-fields.tsx';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { PortalPage } from '../../../ui/portal-page.tsx';
import { useTeamDates } from '../../../ui/team-dates.ts';
import { TitledSection } from '../../../ui/titled-section.tsx';
import { showErrorToast, showFailureToast, showSuccessToast } from '../../../ui/toasts.ts';
import {
  useCheckDomain,
  useDomainEmailRequest,
  useDomainInfoRequest,
  useRemoveDomain,
  useSetOwnDomain,
  useTeamDomain,
} from './domains-api.ts';

const statusColor: Record<CustomDomainStatus, 'warning' | 'error' | 'success'> = {
  pending: 'warning',
  invalid: 'error',
  valid: 'success',
};

/**
 * Settings → Domain (issue 21 "Custom domains"; docs/decisions/024): connect a domain the team
 * owns (the DNS records to add, the check, the status), ask Sideline for a new domain, and ask
 * for mailboxes on the team's domain.
 */
export function DomainPage() {
  const domain = useTeamDomain();
  return (
    <PortalPage
      section="Settings"
      title="Domain"
      description="Show your website at your own address, such as www.yourteamhockey.org."
    >
      <Stack spacing={3}>
        {domain.isPending ? (
          <LoadingSpinner />
        ) : domain.isError ? (
          <LoadErrorAlert message="Your domain could not be loaded." onRetry={() => domain.refetch()} />
        ) : domain.data.domain ? (
          <ConnectedDomain view={domain.data.domain} />
        ) : (
          <OwnDomainForm />
        )}
        {domain.data && domain.data.domain?.source !== 'registered' && <DomainInfoForm />}
        {domain.data && (
          <DomainEmailForm
            key={domain.data.domain?.domain ?? ''}
            defaultDomain={domain.data.domain?.domain ?? ''}
          />
        )}
      </Stack>
    </PortalPage>
  );
}

function OwnDomainForm() {
  const setOwnDomain = useSetOwnDomain();
  const { control, handleSubmit, setError, watch } = useForm({
    resolver: zodResolver(customDomainRequestSchema),
    defaultValues: { domain: '', primary: 'www' as const },
  });
  const typed = parseDomainName(watch('domain'));
  const pair = 'domain' in typed && typed.domain.isApexPair ? typed.domain.registrable : null;
  const onSubmit = handleSubmit(async (values) => {
    try {
      await setOwnDomain.mutateAsync(values);
      showSuccessToast('Domain added. Add the DNS records below, then check it.');
    } catch (error) {
      // The query client has shown the failure as a toast; the field's message goes under it.
      applyServerFieldErrors(error, setError, ['domain', 'primary']);
    }
  }, toastFirstFormError);

  return (
    <TitledSection title="Use a domain you already own">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Enter the domain you bought from a registrar. We show the DNS records to add there; your site moves
        only after the domain is verified, so nothing breaks in between.
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <FormTextField
            control={control}
            name="domain"
            label="Your domain"
            placeholder="yourteamhockey.org"
            autoComplete="off"
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
          />
          {pair && (
            <Controller
              control={control}
              name="primary"
              render={({ field }) => (
                <FormControl>
                  <FormLabel id="primary-host-label">Your site answers at</FormLabel>
                  <RadioGroup {...field} aria-labelledby="primary-host-label">
                    <FormControlLabel
                      value="www"
                      control={<Radio />}
                      label={`www.${pair} (${pair} redirects there)`}
                    />
                    <FormControlLabel
                      value="apex"
                      control={<Radio />}
                      label={`${pair} (www.${pair} redirects there)`}
                    />
                  </RadioGroup>
                </FormControl>
              )}
            />
          )}
          <Box>
            <Button type="submit" variant="contained" loading={setOwnDomain.isPending}>
              Add domain
            </Button>
          </Box>
        </Stack>
      </Box>
    </TitledSection>
  );
}

function ConnectedDomain({ view }: { view: TeamDomainView }) {
  const dates = useTeamDates();
  const check = useCheckDomain();
  const remove = useRemoveDomain();
  const [isConfirmingRemoval, setConfirmingRemoval] = useState(false);
  const runCheck = async () => {
    // A failed call is shown as a toast by the query client.
    const answer = await check.mutateAsync().catch(() => null);
    if (!answer) return;
    const status = answer.domain?.status ?? view.status;
    if (status === 'valid') showSuccessToast(`Verified: ${view.primaryHost} now shows your site`);
    else showErrorToast(`Not verified yet: ${customDomainStatusLabels[status]}`);
  };
  const confirmRemoval = async () => {
    if (!(await remove.mutateAsync().catch(() => null))) return;
    setConfirmingRemoval(false);
    showSuccessToast(`${view.domain} is no longer connected to your site`);
  };

  return (
    <TitledSection title="Your domain">
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Typography variant="h5" component="p" sx={{ wordBreak: 'break-all' }}>
            {view.primaryHost}
          </Typography>
          <Chip
            label={customDomainStatusLabels[view.status]}
            color={statusColor[view.status]}
            variant={view.status === 'valid' ? 'filled' : 'outlined'}
            data-testid="domain-status"
          />
        </Box>
        {view.status === 'valid' && view.siteUrl && (
          <Alert severity="success">
            Your site answers at{' '}
            <Link href={view.siteUrl} target="_blank" rel="noopener">
              {view.primaryHost}
            </Link>
            {view.alternateHost ? `; ${view.alternateHost} redirects there.` : '.'}
            {view.source === 'registered' &&
              ' Sideline registered this domain and manages its records for you.'}
          </Alert>
        )}
        {view.problem && (
          <Alert severity={view.status === 'pending' ? 'info' : 'warning'} role="status">
            {view.problem}
          </Alert>
        )}
        {view.source === 'own' && (
          <>
            <Typography>
              Add these records at the company where you bought the domain (its DNS settings). Keep any other
              records you have, except other A, AAAA or CNAME records for the same names.
            </Typography>
            <DnsRecordList records={view.records} />
            <Typography variant="body2" color="text.secondary">
              {view.checkedAt ? `Last checked ${dates.dateTime(view.checkedAt)}. ` : 'Not checked yet. '}
              We check again every 15 minutes until the domain is verified.
            </Typography>
          </>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {view.source === 'own' && (
            <Button variant="contained" onClick={runCheck} loading={check.isPending}>
              Check now
            </Button>
          )}
          <Button variant="outlined" color="error" onClick={() => setConfirmingRemoval(true)}>
            Remove domain
          </Button>
        </Box>
      </Stack>
      <DeleteConfirmDialog
        open={isConfirmingRemoval}
        name={view.domain}
        entity="domain"
        isDeleting={remove.isPending}
        details={
          <Typography sx={{ mt: 1 }}>
            Your site stays at its Sideline address; the domain itself stays yours.
          </Typography>
        }
        onConfirm={confirmRemoval}
        onClose={() => setConfirmingRemoval(false)}
      />
    </TitledSection>
  );
}

function DnsRecordList({ records }: { records: DomainDnsRecord[] }) {
  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      showSuccessToast('Copied');
    } catch (error) {
      showFailureToast(error);
    }
  };
  return (
    <Stack
      component="ol"
      spacing={1.5}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label="DNS records to add"
    >
      {records.map((record) => (
        <Paper
          component="li"
          key={`${record.type} ${record.name}`}
          variant="outlined"
          sx={{ p: 1.5, display: 'grid', gap: 0.5, gridTemplateColumns: '5.5rem minmax(0, 1fr) auto' }}
        >
          <Typography color="text.secondary">Type</Typography>
          <Typography sx={{ fontWeight: 600, gridColumn: 'span 2' }}>{record.type}</Typography>
          {(['name', 'value'] as const).map((part) => (
            <Fragment key={part}>
              <Typography color="text.secondary">{part === 'name' ? 'Name' : 'Value'}</Typography>
              <Typography
                sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
                data-testid={`dns-${record.type}-${part}`}
              >
                {record[part]}
              </Typography>
              <IconButton
                size="small"
                aria-label={`Copy the ${part} of the ${record.type} record`}
                onClick={() => copy(record[part])}
              >
                <ContentCopyIcon fontSize="small" />
              </IconButton>
            </Fragment>
          ))}
          <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
            {record.purpose}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * The two requests to Sideline (a domain, mailboxes): each form's own fields, a note, and Send;
 * a sent request clears the form and shows Sideline's thanks.
 */
function RequestForm({
  onSubmit,
  isSending,
  sendLabel,
  note,
  children,
}: {
  onSubmit: () => void;
  isSending: boolean;
  sendLabel: string;
  note: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        {children}
        {note}
        <Box>
          <Button type="submit" variant="outlined" loading={isSending}>
            {sendLabel}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

const noteFieldProps = { label: 'Anything we should know (optional)', multiline: true, minRows: 2 } as const;

/**
 * Sends a request, then clears the form; the server's field messages go under the fields (the
 * query client has shown the failure as a toast).
 */
async function sendRequest(
  send: () => Promise<{ message: string }>,
  clear: () => void,
  showFieldErrors: (error: unknown) => void,
): Promise<void> {
  try {
    const answer = await send();
    clear();
    showSuccessToast(answer.message);
  } catch (error) {
    showFieldErrors(error);
  }
}

function DomainInfoForm() {
  const request = useDomainInfoRequest();
  const { control, handleSubmit, reset, setError } = useForm({
    resolver: zodResolver(domainInfoRequestSchema),
    defaultValues: { domain: '', note: '' },
  });
  const onSubmit = handleSubmit(
    (values) =>
      sendRequest(
        () => request.mutateAsync(values),
        () => reset(),
        (error) => applyServerFieldErrors(error, setError, ['domain', 'note']),
      ),
    toastFirstFormError,
  );
  return (
    <TitledSection title="Get a new domain from Sideline">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        No domain yet? Start the custom domain subscription under{' '}
        <Link href={portalPaths.settings.account}>Subscription &amp; Account</Link> and name the domain there:
        we register it, renew it and connect it for you, with no DNS work. Not sure which name is free, or
        want advice first? Send us a request here.
      </Typography>
      <RequestForm
        onSubmit={onSubmit}
        isSending={request.isPending}
        sendLabel="Send domain request"
        note={<FormTextField control={control} name="note" {...noteFieldProps} />}
      >
        <FormTextField
          control={control}
          name="domain"
          label="Domain you would like"
          placeholder="yourteamhockey.org"
        />
      </RequestForm>
    </TitledSection>
  );
}

function DomainEmailForm({ defaultDomain }: { defaultDomain: string }) {
  const request = useDomainEmailRequest();
  const emptyForm = { domain: defaultDomain, mailboxes: '', note: '' };
  const { control, handleSubmit, reset, setError } = useForm({
    resolver: zodResolver(domainEmailFormSchema),
    defaultValues: emptyForm,
  });
  const onSubmit = handleSubmit(
    (values) =>
      sendRequest(
        () => request.mutateAsync(values),
        () => reset(emptyForm),
        (error) => applyServerFieldErrors(error, setError, ['domain', 'mailboxes', 'note']),
      ),
    toastFirstFormError,
  );
  return (
    <TitledSection title="Domain email">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Professional mailboxes on your domain, such as president@yourteamhockey.org. Tell us the names you
        want and we set them up with the domain email subscription.
      </Typography>
      <RequestForm
        onSubmit={onSubmit}
        isSending={request.isPending}
        sendLabel="Send mailbox request"
        note={<FormTextField control={control} name="note" {...noteFieldProps} />}
      >
        <FormTextField control={control} name="domain" label="Domain" placeholder="yourteamhockey.org" />
        <FormTextField
          control={control}
          name="mailboxes"
          label="Mailbox names"
          placeholder="president, coach, treasurer"
          helperText="Separate names with commas; only the part before the @."
        />
      </RequestForm>
    </TitledSection>
  );
}
