import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  creationPath,
  describeFormPrice,
  formTypeLabels,
  type PricedForm,
  portalPaths,
  pricedFormMessages,
} from '@sideline/domain';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { apiGet } from '../../../ui/api-client.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { PortalPage } from '../../../ui/portal-page.tsx';

/** The form builder's list of priced forms: where they are edited and made. */
const builderPath = portalPaths.forms.playerdues;
/** A new priced form: the builder's create route, which starts a dues and registration form. */
const newFormPath = creationPath(builderPath, 'custom');
const inboxPath = (formId: string) => `${portalPaths.forms.formssubmitted}?formId=${formId}`;

function usePricedForms() {
  return useQuery({
    queryKey: ['content', 'forms', 'priced'],
    queryFn: ({ signal }) => apiGet<PricedForm[]>('/api/forms/priced', signal),
  });
}

/**
 * /portal/store/forms ("Registration Forms"): the priced forms (types 11–13) the store sells, each
 * with its price and its submissions by payment; they are built in the form builder.
 */
export function RegistrationFormsPage() {
  const forms = usePricedForms();
  const newButton = (
    <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={newFormPath}>
      New priced form
    </Button>
  );
  return (
    <PortalPage
      section="Store"
      title="Registration Forms"
      description="Dues, registration, sponsorship and donation forms people pay for at your store’s checkout."
      actions={forms.data && forms.data.length > 0 ? newButton : undefined}
    >
      {forms.isPending && <LoadingSpinner label="Loading your registration forms" />}
      {forms.isError && (
        <LoadErrorAlert message={pricedFormMessages.fetchFailed} onRetry={() => void forms.refetch()} />
      )}
      {forms.data?.length === 0 && (
        <EmptyState
          prompt={pricedFormMessages.noneYet}
          hint="Make a form with a price on one of its choices: people fill it in on your site and pay at checkout."
        >
          {newButton}
        </EmptyState>
      )}
      {forms.data && forms.data.length > 0 && (
        <Stack component="ul" spacing={2} aria-label="Priced forms" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {forms.data.map((form) => (
            <PricedFormRow key={form.id} form={form} />
          ))}
        </Stack>
      )}
    </PortalPage>
  );
}

function PricedFormRow({ form }: { form: PricedForm }) {
  const range =
    form.minPriceCents === null || form.maxPriceCents === null
      ? null
      : { minCents: form.minPriceCents, maxCents: form.maxPriceCents };
  const { paid, pending, abandoned } = form.submissions;
  return (
    <Paper component="li" variant="outlined" aria-label={form.title} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' },
          alignItems: 'center',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {form.title}
            </Typography>
            {!form.published && <Chip label="Hidden" size="small" variant="outlined" />}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {formTypeLabels[form.formType]} · /forms/{form.slug}
          </Typography>
          <Typography sx={{ mt: 0.5, fontWeight: 600 }}>{describeFormPrice(range)}</Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ mt: 1, flexWrap: 'wrap' }}
            aria-label="Submissions by payment"
          >
            <Chip size="small" color="success" label={`${paid} paid`} />
            <Chip size="small" color="warning" variant="outlined" label={`${pending} pending`} />
            <Chip size="small" variant="outlined" label={`${abandoned} abandoned`} />
          </Stack>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            variant="outlined"
            startIcon={<EditOutlinedIcon />}
            component={RouterLink}
            to={`${builderPath}/${form.id}`}
          >
            Edit in the form builder
          </Button>
          <Button startIcon={<InboxOutlinedIcon />} component={RouterLink} to={inboxPath(form.id)}>
            Submissions
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
