import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { disputeMessages, formatCents, type StoreDispute } from '@sideline/domain';
import { useState } from 'react';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { PortalPage } from '../../../ui/portal-page.tsx';
import { showFailureToast, showSuccessToast } from '../../../ui/toasts.ts';
import { useDisputes, useSubmitEvidence } from './store-admin-api.ts';

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
  const submit = useSubmitEvidence();
  return (
    <Card component="article" aria-label={`Dispute of order ${dispute.orderNumber ?? ''}`}>
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="h2" sx={{ fontSize: 20 }}>
            {formatCents(dispute.amountCents)} · order {dispute.orderNumber ?? '—'}
          </Typography>
          <Typography>
            Status: {dispute.status.replaceAll('_', ' ')} · reason: {dispute.reason.replaceAll('_', ' ')}
            {dispute.dueBy ? ` · answer by ${new Date(dispute.dueBy).toLocaleDateString()}` : ''}
          </Typography>
          {dispute.submittedAt ? (
            <Alert severity="info">{disputeMessages.evidenceAlreadySubmitted}</Alert>
          ) : (
            <Stack
              component="form"
              spacing={1}
              onSubmit={(e) => {
                e.preventDefault();
                submit.mutate(
                  { id: dispute.id, text },
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
                required
              />
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
