import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Dialog from '@mui/material/Dialog';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { TransitionProps } from '@mui/material/transitions';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  type AgreementKind,
  type AgreementState,
  accountMessages,
  agreementClientName,
  agreementMessages,
  agreementPreamble,
  agreementProvider,
  agreementSections,
  getSportsTypeDisplayName,
  isTeamSportsType,
  signAgreementRequestSchema,
} from '@sideline/domain';
import { forwardRef, type ReactElement, type Ref, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { applyServerFieldErrors, FormTextField, toastFirstFormError } from '../../../../ui/form-fields.tsx';
import { useTeamSession } from '../../../../ui/session/session-api.ts';
import { showFailureToast, showSuccessToast } from '../../../../ui/toasts.ts';
import { useAgreementPreviewUrl, useSignAgreement } from './agreements-api.ts';
import { SignaturePadField } from './signature-pad-field.tsx';

const SlideUp = forwardRef(function SlideUp(
  props: TransitionProps & { children: ReactElement },
  ref: Ref<unknown>,
) {
  return <Slide direction="up" ref={ref} {...props} />;
});

const signerFields = ['name', 'title', 'address', 'signature'] as const;

/** The agreement's words as text: what a phone shows, from the same source as the PDF. */
function AgreementTerms({ kind, client, address }: { kind: AgreementKind; client: string; address: string }) {
  return (
    <Box component="article" aria-label="Agreement terms" sx={{ maxWidth: 720, mx: 'auto', lineHeight: 1.6 }}>
      <Typography variant="body2" color="text.secondary">
        Client (Party A): {client}
        {kind === 'website' && (
          <>
            <br />
            Address: {address || '—'}
          </>
        )}
        <br />
        Party B: {agreementProvider.company}
      </Typography>
      <Typography sx={{ mt: 2 }}>{agreementPreamble(kind, client)}</Typography>
      {agreementSections(kind).map((section, index) => (
        <Box component="section" key={section.heading} sx={{ mt: 2 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {index + 1}. {section.heading}
          </Typography>
          {section.paragraphs.map((text) => (
            <Typography key={text} sx={{ mt: 0.75 }}>
              {text}
            </Typography>
          ))}
        </Box>
      ))}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Signed for {agreementProvider.company} by {agreementProvider.signerName},{' '}
        {agreementProvider.signerTitle}.
      </Typography>
    </Box>
  );
}

/**
 * The licensing agreement dialog (spec part 1 §2): full screen, sliding up, titled with the
 * agreement's name. Signed at the current version, it says so; otherwise it shows the terms (the
 * live PDF preview beside the form on a wide screen, the terms as text on a phone, with the form and
 * the signature pad in a sticky bar at the bottom), and Submit stays disabled until every field is
 * filled and the signature saved.
 */
export function AgreementDialog({
  agreement,
  emailVerified,
  open,
  onClose,
}: {
  agreement: AgreementState;
  emailVerified: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const { team } = useTeamSession();
  const kind = agreement.kind;
  const isWide = useMediaQuery((theme) => theme.breakpoints.up('md'), { noSsr: true });
  const sign = useSignAgreement(team.id);
  const [isFormOpen, setFormOpen] = useState(true);
  const { control, handleSubmit, setValue, setError, clearErrors, formState } = useForm({
    resolver: zodResolver(signAgreementRequestSchema),
    defaultValues: { kind, name: '', title: '', address: '', signature: '' },
  });
  const values = useWatch({ control });
  const client = agreementClientName({
    name: team.name,
    organizationName: team.organizationName,
    sport: isTeamSportsType(team.sportsType) ? getSportsTypeDisplayName(team.sportsType) : 'Team',
  });
  const isSigned = agreement.status === 'signed';
  const previewUrl = useAgreementPreviewUrl({
    kind,
    name: values.name ?? '',
    title: values.title ?? '',
    address: kind === 'website' ? (values.address ?? '') : '',
  });
  const isComplete =
    Boolean(values.name?.trim()) &&
    Boolean(values.title?.trim()) &&
    (kind === 'store' || Boolean(values.address?.trim())) &&
    Boolean(values.signature);

  const onSubmit = handleSubmit(async (body) => {
    try {
      const answer = await sign.mutateAsync(body);
      showSuccessToast(answer.message);
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, setError, signerFields);
      showFailureToast(error);
    }
  }, toastFirstFormError);

  const helperText = agreementMessages.fieldHelper;
  const form = (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormTextField
        control={control}
        name="name"
        label="Your Name"
        required
        autoComplete="name"
        helperText={helperText}
      />
      <FormTextField
        control={control}
        name="title"
        label="Your Position in the Team"
        placeholder={agreementMessages.namePlaceholder}
        required
        autoComplete="organization-title"
        helperText={helperText}
      />
      {kind === 'website' && (
        <FormTextField
          control={control}
          name="address"
          label="Team Address"
          required
          autoComplete="street-address"
          helperText={helperText}
        />
      )}
      <SignaturePadField
        saved={Boolean(values.signature)}
        error={formState.errors.signature?.message}
        disabled={!emailVerified || sign.isPending}
        onSave={(png) => {
          setValue('signature', png ?? '', { shouldDirty: true });
          if (png) clearErrors('signature');
        }}
      />
    </Box>
  );

  const actions = (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', alignItems: 'center' }}>
      {!isWide && (
        <Button
          onClick={() => setFormOpen((shown) => !shown)}
          aria-expanded={isFormOpen}
          sx={{ mr: 'auto', whiteSpace: 'nowrap' }}
        >
          {isFormOpen ? 'Show terms' : 'Fill in & sign'}
        </Button>
      )}
      <Button onClick={onClose}>Dismiss</Button>
      <Button
        type="submit"
        variant="contained"
        loading={sign.isPending}
        disabled={!emailVerified || !isComplete || sign.isPending}
      >
        Submit
      </Button>
    </Box>
  );

  return (
    <Dialog
      fullScreen
      open={open}
      onClose={onClose}
      slots={{ transition: SlideUp }}
      aria-labelledby="agreement-dialog-title"
    >
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar>
          <Typography id="agreement-dialog-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            {agreement.name}
          </Typography>
          <Button onClick={onClose}>Dismiss</Button>
        </Toolbar>
      </AppBar>
      {isSigned ? (
        <Box sx={{ p: 3, maxWidth: 720, mx: 'auto', width: '100%' }}>
          <Alert severity="success">{agreementMessages.alreadySigned}</Alert>
          {agreement.pdfUrl && (
            <Button href={agreement.pdfUrl} download sx={{ mt: 2 }} variant="outlined">
              Download the signed PDF
            </Button>
          )}
        </Box>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          aria-label={`Sign the ${agreement.name}`}
          sx={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 }}
        >
          {(!emailVerified || agreement.status === 'new-version') && (
            <Box sx={{ px: 2, pt: 2, display: 'grid', gap: 1 }}>
              {!emailVerified && <Alert severity="warning">{accountMessages.verifyNotice}</Alert>}
              {agreement.status === 'new-version' && (
                <Alert severity="info">{agreementMessages.newVersion}</Alert>
              )}
            </Box>
          )}
          {isWide ? (
            <Box
              sx={{ flex: 1, display: 'grid', gridTemplateColumns: '1fr 400px', gap: 3, p: 3, minHeight: 0 }}
            >
              <Box
                component="iframe"
                title={`${agreement.name} preview`}
                src={previewUrl}
                sx={{
                  height: 'calc(100vh - 112px)',
                  minHeight: 480,
                  width: '100%',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                }}
              />
              <Paper variant="outlined" sx={{ p: 2.5, alignSelf: 'start', position: 'sticky', top: 88 }}>
                {form}
                <Box sx={{ mt: 2 }}>{actions}</Box>
              </Paper>
            </Box>
          ) : (
            <>
              <Box sx={{ flex: 1, px: 2, py: 2 }}>
                <AgreementTerms kind={kind} client={client} address={values.address ?? ''} />
              </Box>
              <Paper
                elevation={8}
                square
                sx={{ position: 'sticky', bottom: 0, px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}
              >
                <Collapse in={isFormOpen}>
                  <Box sx={{ maxHeight: '62vh', overflowY: 'auto', pt: 1, pb: 1.5 }}>{form}</Box>
                </Collapse>
                {actions}
              </Paper>
            </>
          )}
        </Box>
      )}
    </Dialog>
  );
}
