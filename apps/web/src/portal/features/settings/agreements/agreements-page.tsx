import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  type AgreementKind,
  type AgreementState,
  accountMessages,
  agreementMessages,
  getZonedFormatter,
} from '@sideline/domain';
import { useState } from 'react';
import { LoadErrorAlert } from '../../../../ui/load-error-alert.tsx';
import { LoadingSpinner } from '../../../../ui/loading-spinner.tsx';
import { PortalPage } from '../../../../ui/portal-page.tsx';
import { useTeamSession } from '../../../../ui/session/session-api.ts';
import { AgreementDialog } from './agreement-dialog.tsx';
import { useAgreements, usePolicies } from './agreements-api.ts';
import { PoliciesEditor } from './policies-editor.tsx';

const statusChips = {
  unsigned: { label: 'Not signed', color: 'warning' },
  'new-version': { label: 'New version to sign', color: 'info' },
  signed: { label: 'Signed', color: 'success' },
} as const;

const signLabels = {
  unsigned: 'Sign the agreement',
  'new-version': 'Sign the new version',
  signed: 'View',
} as const;

function AgreementCard({
  agreement,
  timeZone,
  onOpen,
}: {
  agreement: AgreementState;
  timeZone: string;
  onOpen: () => void;
}) {
  const chip = statusChips[agreement.status];
  const headingId = `agreement-${agreement.kind}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2.5, display: 'grid', gap: 1.5, alignContent: 'start' }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h3" id={headingId} sx={{ flex: 1, minWidth: 200 }}>
          {agreement.name}
        </Typography>
        <Chip label={chip.label} color={chip.color} size="small" />
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        <Typography component="dt" color="text.secondary">
          Version
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {agreement.status === 'new-version'
            ? `${agreement.signedVersion} signed · ${agreement.currentVersion} available`
            : agreement.currentVersion}
        </Typography>
        {agreement.signedOn && (
          <>
            <Typography component="dt" color="text.secondary">
              Signed on
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {getZonedFormatter(timeZone, 'shortDate').format(new Date(agreement.signedOn))}
            </Typography>
            <Typography component="dt" color="text.secondary">
              Signed by
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {[agreement.signerName, agreement.signerTitle].filter(Boolean).join(', ') || '—'}
            </Typography>
            {agreement.documentSha256 && (
              <>
                <Typography component="dt" color="text.secondary">
                  SHA-256
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, fontFamily: 'monospace', wordBreak: 'break-all' }}
                  title="Check the downloaded PDF against it (sha256sum)"
                >
                  {agreement.documentSha256}
                </Typography>
              </>
            )}
          </>
        )}
      </Box>
      {agreement.status === 'new-version' && <Alert severity="info">{agreementMessages.newVersion}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant={agreement.status === 'signed' ? 'outlined' : 'contained'} onClick={onOpen}>
          {signLabels[agreement.status]}
        </Button>
        {agreement.pdfUrl && (
          <Button href={agreement.pdfUrl} download variant="outlined">
            Download PDF
          </Button>
        )}
      </Box>
    </Paper>
  );
}

/**
 * Settings → Agreements & Policies (spec part 1 §2, §5): the website and store licensing agreements
 * (state, signer, the signed PDF, the signing dialog) and the team's five policies.
 */
export function AgreementsPage() {
  const { team } = useTeamSession();
  const agreements = useAgreements(team.id);
  const policies = usePolicies(team.id);
  const [openKind, setOpenKind] = useState<AgreementKind | null>(null);
  const open = agreements.data?.agreements.find((agreement) => agreement.kind === openKind) ?? null;

  return (
    <PortalPage
      section="Settings"
      title="Agreements & Policies"
      description="Sign your licensing agreements to publish your site and open your store, and set the policies your site shows."
    >
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Licensing agreements
      </Typography>
      {agreements.isPending && <LoadingSpinner label="Loading your agreements" />}
      {agreements.isError && (
        <LoadErrorAlert message={agreements.error.message} onRetry={() => agreements.refetch()} />
      )}
      {agreements.data && (
        <>
          {!agreements.data.emailVerified && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {accountMessages.verifyNotice}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 4 }}>
            {agreements.data.agreements.map((agreement) => (
              <AgreementCard
                key={agreement.kind}
                agreement={agreement}
                timeZone={agreements.data.teamTimeZone}
                onOpen={() => setOpenKind(agreement.kind)}
              />
            ))}
          </Box>
          {open && (
            <AgreementDialog
              key={open.kind}
              agreement={open}
              emailVerified={agreements.data.emailVerified}
              open
              onClose={() => setOpenKind(null)}
            />
          )}
        </>
      )}
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Policies
      </Typography>
      {policies.isPending && <LoadingSpinner label="Loading your policies" />}
      {policies.isError && (
        <LoadErrorAlert message={policies.error.message} onRetry={() => policies.refetch()} />
      )}
      {policies.data && <PoliciesEditor teamId={team.id} policies={policies.data.policies} />}
    </PortalPage>
  );
}
