import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import UndoIcon from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type ScanAccess,
  type ScanAccessCreated,
  scanAccessInputSchema,
  scanAccessPath,
  scanMessages,
  type Ticket,
  type TicketActionResult,
  ticketNotifyHoldersSchema,
} from '@sideline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { apiGet, apiRequest } from '../../../ui/api-client.ts';
import { contentQueryKeys } from '../../../ui/content-section/index.ts';
import { useTeamDates } from '../../../ui/team-dates.ts';
import { showFailureToast, showSuccessToast } from '../../../ui/toasts.ts';
import { ticketsSection } from './tickets-section.ts';

/** How often the admitted / sold counts are read again while the editor is open. */
const liveCountMs = 10_000;

const accessesKey = (ticketId: string) => ['content', 'tickets', 'scan-accesses', ticketId] as const;

/** The ticket as the door sees it now: read again every few seconds for the live counts. */
function useLiveTicket(ticket: Ticket) {
  return useQuery({
    queryKey: contentQueryKeys.record(ticketsSection, ticket.id),
    queryFn: ({ signal }) => apiGet<Ticket>(`/api/tickets/${ticket.id}`, signal),
    initialData: ticket,
    refetchInterval: liveCountMs,
  });
}

/** POST /api/tickets/:id/{action}: the answer's message as a toast, and the ticket read again. */
function useTicketAction(ticketId: string, action: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body?: unknown) =>
      apiRequest<TicketActionResult>(`/api/tickets/${ticketId}/${action}`, {
        method: 'POST',
        ...(body === undefined ? {} : { body }),
      }),
    onSuccess: (answer) => {
      showSuccessToast(answer.message);
      void queryClient.invalidateQueries({ queryKey: ['content', 'tickets'] });
    },
    onError: showFailureToast,
  });
}

function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.5 }}
    >
      <Typography id={headingId} variant="h6" component="h3">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * Under a saved ticket's editor: the change and cancellation actions when they apply, the live
 * admitted / sold count per tier with undo of the last check-in and the scanners, and the
 * volunteers' scan-only accesses.
 */
export function TicketDoorPanel({ ticket: saved }: { ticket: Ticket }) {
  const live = useLiveTicket(saved);
  const ticket = live.data;
  return (
    <Stack spacing={2.5}>
      {ticket.updateNeeded && <HoldersChangeAlert ticket={ticket} />}
      {ticket.gameCancelled && <RefundEveryoneAlert ticket={ticket} />}
      <CheckInSection ticket={ticket} />
      <ScanAccessSection ticket={ticket} />
    </Stack>
  );
}

function HoldersChangeAlert({ ticket }: { ticket: Ticket }) {
  const notify = useTicketAction(ticket.id, 'notify-holders');
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ticketNotifyHoldersSchema.safeParse({ message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setError('');
    notify.mutate(parsed.data, { onSuccess: () => setMessage('') });
  };
  return (
    <Alert severity="warning" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>{ticket.admitsTo} changed after tickets were sold</AlertTitle>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1.5, mt: 1 }}>
        <TextField
          label="What changed, for the ticket holders"
          placeholder="The game now starts at 7:30 PM."
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          multiline
          minRows={2}
          error={Boolean(error)}
          helperText={error || 'Mailed to every holder with their ticket'}
          sx={{ bgcolor: 'background.paper' }}
        />
        <Box>
          <Button type="submit" variant="contained" loading={notify.isPending}>
            Mail every holder the change
          </Button>
        </Box>
      </Box>
    </Alert>
  );
}

function RefundEveryoneAlert({ ticket }: { ticket: Ticket }) {
  const refund = useTicketAction(ticket.id, 'refund-all');
  const [isConfirming, setIsConfirming] = useState(false);
  const titleId = useId();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={() => setIsConfirming(true)} loading={refund.isPending}>
          Refund everyone
        </Button>
      }
    >
      <AlertTitle>The game was cancelled</AlertTitle>
      Refund every order of these tickets; their codes stop admitting.
      <Dialog open={isConfirming} onClose={() => setIsConfirming(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Refund everyone?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Every order of “{ticket.name}” is refunded in full and its tickets no longer admit. The store fee
            is not returned. This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => setIsConfirming(false)}>
            Cancel
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setIsConfirming(false);
              refund.mutate(undefined);
            }}
          >
            Refund everyone
          </Button>
        </DialogActions>
      </Dialog>
    </Alert>
  );
}

function CheckInSection({ ticket }: { ticket: Ticket }) {
  const undo = useTicketAction(ticket.id, 'check-ins/undo-last');
  const admitted = ticket.tiers.reduce((sum, tier) => sum + tier.admitted, 0);
  return (
    <PanelSection title="At the door">
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Admitted and sold per tier">
          <TableHead>
            <TableRow>
              <TableCell>Tier</TableCell>
              <TableCell align="right">Admitted / sold</TableCell>
              <TableCell align="right">Capacity</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {ticket.tiers.map((tier) => (
              <TableRow key={tier.id}>
                <TableCell component="th" scope="row">
                  {tier.name}
                </TableCell>
                <TableCell align="right">
                  {tier.admitted} / {tier.sold}
                </TableCell>
                <TableCell align="right">{tier.capacity ?? 'No limit'}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                All tiers
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {admitted} / {ticket.sold}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {ticket.capacity ?? 'No limit'}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          component={RouterLink}
          to={`/portal/scanticket?ticket=${ticket.id}`}
          startIcon={<QrCodeScannerIcon />}
        >
          Scan tickets
        </Button>
        <Button
          variant="outlined"
          component={RouterLink}
          to={`/portal/readticket?ticket=${ticket.id}`}
          startIcon={<KeyboardIcon />}
        >
          Type a ticket code
        </Button>
        <Button
          startIcon={<UndoIcon />}
          onClick={() => undo.mutate(undefined)}
          loading={undo.isPending}
          disabled={admitted === 0}
        >
          Undo the last check-in
        </Button>
      </Stack>
    </PanelSection>
  );
}

const statusLabels: Record<ScanAccess['status'], string> = {
  active: 'Active',
  revoked: 'Withdrawn',
  expired: 'Expired',
  locked: 'Locked',
};

function ScanAccessSection({ ticket }: { ticket: Ticket }) {
  const dates = useTeamDates();
  const queryClient = useQueryClient();
  const accesses = useQuery({
    queryKey: accessesKey(ticket.id),
    queryFn: ({ signal }) => apiGet<ScanAccess[]>(`/api/tickets/${ticket.id}/scan-accesses`, signal),
  });
  const [label, setLabel] = useState('');
  const [error, setError] = useState('');
  const [made, setMade] = useState<ScanAccessCreated | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: accessesKey(ticket.id) });
  const create = useMutation({
    mutationFn: (body: { label: string }) =>
      apiRequest<ScanAccessCreated>(`/api/tickets/${ticket.id}/scan-accesses`, { method: 'POST', body }),
    onSuccess: (answer) => {
      setMade(answer);
      setLabel('');
      showSuccessToast(scanMessages.accessCreated);
      refresh();
    },
    onError: showFailureToast,
  });
  const revoke = useMutation({
    mutationFn: (accessId: string) =>
      apiRequest<void>(`/api/tickets/${ticket.id}/scan-accesses/${accessId}`, { method: 'DELETE' }),
    onSuccess: () => {
      showSuccessToast(scanMessages.accessRevokedDone);
      refresh();
    },
    onError: showFailureToast,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = scanAccessInputSchema.safeParse({ label });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setError('');
    create.mutate(parsed.data);
  };
  const rows = accesses.data ?? [];

  return (
    <PanelSection title="Scan-only access for volunteers">
      <Typography variant="body2" color="text.secondary">
        A link and a PIN that open only this ticket’s scanner on a volunteer’s phone, until the event is over
        or you withdraw it. Nothing else of your team is reachable with it.
      </Typography>
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
      >
        <TextField
          label="Name of the access"
          placeholder="Door 1"
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          error={Boolean(error)}
          helperText={error || 'Who or which door it is for'}
          size="small"
          sx={{ flex: 1 }}
        />
        <Box>
          <Button type="submit" variant="outlined" loading={create.isPending} sx={{ height: 40 }}>
            Make a scan access
          </Button>
        </Box>
      </Stack>
      {made && <CreatedAccess made={made} onClose={() => setMade(null)} />}
      {rows.length > 0 && (
        <List dense aria-label="Scan accesses" sx={{ py: 0 }}>
          {rows.map((access) => (
            <ListItem
              key={access.id}
              disableGutters
              secondaryAction={
                access.status === 'active' ? (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => revoke.mutate(access.id)}
                    aria-label={`Withdraw ${access.label}`}
                  >
                    Withdraw
                  </Button>
                ) : undefined
              }
            >
              <ListItemText
                primary={
                  <>
                    {access.label}{' '}
                    <Chip
                      size="small"
                      label={statusLabels[access.status]}
                      color={access.status === 'active' ? 'success' : 'default'}
                      variant="outlined"
                      sx={{ ml: 0.5 }}
                    />
                  </>
                }
                secondary={`Expires ${dates.dateTime(access.expiresAt)}`}
                sx={{ pr: 10 }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </PanelSection>
  );
}

/** The link and PIN of an access just made: shown this once, never stored in the clear. */
function CreatedAccess({ made, onClose }: { made: ScanAccessCreated; onClose: () => void }) {
  const link = `${window.location.origin}${scanAccessPath(made.token)}`;
  return (
    <Alert
      severity="success"
      onClose={onClose}
      sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}
    >
      <AlertTitle>{made.access.label}: give the volunteer this link and PIN</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        They are shown only now. Make a new access if they are lost.
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, minWidth: 0 }}
      >
        <Typography
          component="code"
          aria-label="Scan link"
          sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: 14 }}
        >
          {link}
        </Typography>
        <Button
          size="small"
          startIcon={<ContentCopyIcon />}
          onClick={() => void navigator.clipboard?.writeText(link)}
          sx={{ flex: 'none' }}
        >
          Copy
        </Button>
      </Stack>
      <Typography sx={{ mt: 1 }}>
        PIN:{' '}
        <Box
          component="strong"
          aria-label="PIN"
          sx={{ fontFamily: 'monospace', fontSize: 24, letterSpacing: 4 }}
        >
          {made.pin}
        </Box>
      </Typography>
    </Alert>
  );
}
