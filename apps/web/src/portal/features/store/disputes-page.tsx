import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type DisputeEvidenceFileKind,
  disputeEvidenceFileKinds,
  disputeEvidenceFileLabels,
  disputeEvidenceFileRules,
  disputeMessages,
  formatCents,
  type StoreDispute,
} from '@sideline/domain';
import { useId, useState } from 'react';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { PortalPage } from '../../../ui/portal-page.tsx';
import { useTeamDates } from '../../../ui/team-dates.ts';
import { showFailureToast, showSuccessToast } from '../../../ui/toasts.ts';
import { attachEvidenceFile, useDisputes, useSubmitEvidence } from './store-admin-api.ts';

/** /portal/store/disputes: payments a buyer disputed, with the deadline and the evidence form. */
export function DisputesPage() {
  const disputes = useDisputes();
  return (
    <PortalPage section="Store" title="Disputes" description="Payments a buyer has disputed with their bank.">
      {disputes.isPending ? <LoadingSpinner label="Loading disputes" /> : null}
      {disputes.error ? <Alert severity="error">{disputes.error.message}</Alert> : null}
      {disputes.data?.items.length === 0 ? (
        <EmptyState prompt="No disputes" hint="Good news: no buyer has disputed a payment." />
      ) : null}
      <Stack spacing={2}>
        {disputes.data?.items.map((dispute) => (
          <DisputeCard key={dispute.id} dispute={dispute} />
        ))}
      </Stack>
    </PortalPage>
  );
}

function DisputeCard({ dispute }: { dispute: StoreDispute }) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<Partial<Record<DisputeEvidenceFileKind, AttachedFile>>>({});
  const submit = useSubmitEvidence();
  const dates = useTeamDates();
  return (
    <Card component="article" aria-label={`Dispute of order ${dispute.orderNumber ?? ''}`}>
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="h2" sx={{ fontSize: 20 }}>
            {formatCents(dispute.amountCents)} · order {dispute.orderNumber ?? '—'}
          </Typography>
          <Typography>
            Status: {dispute.status.replaceAll('_', ' ')} · reason: {dispute.reason.replaceAll('_', ' ')}
            {dispute.dueBy ? ` · answer by ${dates.dateTime(dispute.dueBy)}` : ''}
          </Typography>
          {dispute.submittedAt ? (
            <>
              <Alert severity="info">{disputeMessages.evidenceAlreadySubmitted}</Alert>
              {dispute.evidenceFiles.length > 0 ? (
                <ul aria-label="Files sent" style={{ margin: 0, paddingLeft: 20 }}>
                  {dispute.evidenceFiles.map((file) => (
                    <li key={file.fileId}>
                      {disputeEvidenceFileLabels[file.kind]}: {file.name}
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : (
            <Stack
              component="form"
              aria-label="Evidence"
              spacing={1.5}
              onSubmit={(e) => {
                e.preventDefault();
                submit.mutate(
                  {
                    id: dispute.id,
                    text,
                    files: disputeEvidenceFileKinds.flatMap((kind) => {
                      const file = files[kind];
                      return file ? [{ kind, fileId: file.fileId }] : [];
                    }),
                  },
                  {
                    onSuccess: () => showSuccessToast(disputeMessages.evidenceSubmitted),
                    onError: showFailureToast,
                  },
                );
              }}
            >
              <TextField
                label="Evidence"
                helperText="Delivery confirmation, messages with the buyer, what was sold. You can send it once."
                value={text}
                onChange={(e) => setText(e.target.value)}
                multiline
                minRows={3}
              />
              <Typography variant="h3" sx={{ fontSize: 16, fontWeight: 600 }}>
                Files (PDF, JPEG or PNG, up to 5 MB each)
              </Typography>
              {disputeEvidenceFileKinds.map((kind) => (
                <EvidenceFileField
                  key={kind}
                  disputeId={dispute.id}
                  kind={kind}
                  attached={files[kind] ?? null}
                  onChange={(file) => setFiles((current) => ({ ...current, [kind]: file ?? undefined }))}
                />
              ))}
              <Button type="submit" variant="contained" disabled={submit.isPending}>
                Submit evidence
              </Button>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

interface AttachedFile {
  fileId: string;
  name: string;
}

/** The browser's check of a chosen evidence file by its name and size (the server reads its bytes). */
function checkEvidenceFile(file: File): string | null {
  if (!/\.(pdf|jpe?g|png)$/i.test(file.name)) return disputeMessages.fileType(file.name);
  if (file.size > disputeEvidenceFileRules.maxBytes) return disputeMessages.fileTooLarge(file.name);
  return null;
}

/** One kind of evidence file: choose it (it is uploaded at once), see its name, remove it. */
function EvidenceFileField({
  disputeId,
  kind,
  attached,
  onChange,
}: {
  disputeId: string;
  kind: DisputeEvidenceFileKind;
  attached: AttachedFile | null;
  onChange: (file: AttachedFile | null) => void;
}) {
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const label = disputeEvidenceFileLabels[kind];
  return (
    <Box>
      {attached ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography>
            {label}: <strong>{attached.name}</strong>
          </Typography>
          <Button size="small" color="error" onClick={() => onChange(null)} aria-label={`Remove ${label}`}>
            Remove
          </Button>
        </Stack>
      ) : (
        <>
          <Typography component="label" htmlFor={inputId} sx={{ display: 'block', fontWeight: 500 }}>
            {label}
          </Typography>
          <input
            id={inputId}
            type="file"
            accept={disputeEvidenceFileRules.accept}
            disabled={isUploading}
            aria-describedby={problem ? `${inputId}-problem` : undefined}
            onChange={async (event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              const refusal = checkEvidenceFile(file);
              setProblem(refusal);
              if (refusal) return;
              setIsUploading(true);
              try {
                onChange(await attachEvidenceFile(disputeId, file));
              } catch (error) {
                setProblem(error instanceof Error ? error.message : String(error));
              } finally {
                setIsUploading(false);
              }
            }}
          />
          {isUploading ? <Typography variant="body2">Uploading…</Typography> : null}
          {problem ? (
            <Typography id={`${inputId}-problem`} variant="body2" color="error" role="alert">
              {problem}
            </Typography>
          ) : null}
        </>
      )}
    </Box>
  );
}
