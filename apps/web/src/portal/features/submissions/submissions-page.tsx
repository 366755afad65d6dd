import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import ReplyIcon from '@mui/icons-material/Reply';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  describeSubmissionPayment,
  type Submission,
  type SubmissionReply,
  type SubmissionSummary,
  submissionDateLabels,
  submissionMessages,
  submissionReplySchema,
} from '@sideline/domain';
import { useEffect, useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import {
  Route,
  Link as RouterLink,
  Routes,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
import { isApiError } from '../../../ui/api-client.ts';
import { DeleteConfirmDialog } from '../../../ui/content-section/index.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { applyServerFieldErrors, FormTextField } from '../../../ui/form-fields.tsx';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { PortalPage } from '../../../ui/portal-page.tsx';
import { showFailureToast, showSuccessToast } from '../../../ui/toasts.ts';
import {
  type InboxFilters,
  toInboxQuery,
  useDeleteSubmission,
  useMarkSubmission,
  useReplyToSubmission,
  useSubmission,
  useSubmissions,
} from './submissions-api.ts';

const basePath = '/portal/forms/formssubmitted';
const noFilters: InboxFilters = { formId: '', date: '', from: '', to: '', status: '' };
const formatCents = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** /portal/forms/formssubmitted ("Submissions"): the inbox of everything sent through the team's forms. */
export function SubmissionsPage() {
  // ?formId= opens the inbox filtered to one form (the store's Registration Forms links here).
  const [searchParams] = useSearchParams();
  const [filters, setFilters] = useState<InboxFilters>(() => ({
    ...noFilters,
    formId: searchParams.get('formId') ?? '',
  }));
  const list = useSubmissions(filters);
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'));
  const selectedId = useMatch(`${basePath}/:id`)?.params.id ?? null;
  const hasFilters = toInboxQuery(filters) !== '';

  return (
    <PortalPage
      section="Player Dues & Forms"
      title="Submissions"
      description="Everything visitors sent through your forms, newest first. Reply by email from here."
      actions={
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={`/api/submissions.csv?${toInboxQuery(filters)}`}
          download
        >
          Download CSV
        </Button>
      }
    >
      <InboxFilterBar filters={filters} onChange={setFilters} forms={list.data?.forms ?? []} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(280px, 380px) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        {(!isPhone || !selectedId) && (
          <Paper variant="outlined" sx={{ p: 1 }}>
            {list.isPending && <LoadingSpinner label="Loading the submissions" />}
            {list.isError && (
              <LoadErrorAlert message={submissionMessages.fetchFailed} onRetry={() => void list.refetch()} />
            )}
            {list.data && (
              <>
                <Typography variant="body2" color="text.secondary" sx={{ px: 1, py: 0.5 }} role="status">
                  {list.data.total} {list.data.total === 1 ? 'submission' : 'submissions'} ·{' '}
                  {list.data.unread} unread
                </Typography>
                {list.data.items.length === 0 ? (
                  <Typography sx={{ p: 2 }} color="text.secondary">
                    {hasFilters ? submissionMessages.noMatches : submissionMessages.noneYet}
                  </Typography>
                ) : (
                  <List aria-label="Submissions" dense>
                    {list.data.items.map((item) => (
                      <SubmissionRow key={item.id} item={item} isSelected={item.id === selectedId} />
                    ))}
                  </List>
                )}
              </>
            )}
          </Paper>
        )}
        {(!isPhone || selectedId) && (
          <Box sx={{ minWidth: 0 }}>
            <Routes>
              <Route
                index
                element={
                  <EmptyState
                    prompt={
                      list.data?.total === 0 && !hasFilters
                        ? submissionMessages.noneYet
                        : 'Select a submission to read it'
                    }
                  />
                }
              />
              <Route path=":id" element={<SubmissionDetailRoute />} />
            </Routes>
          </Box>
        )}
      </Box>
    </PortalPage>
  );
}

function InboxFilterBar({
  filters,
  onChange,
  forms,
}: {
  filters: InboxFilters;
  onChange: (filters: InboxFilters) => void;
  forms: { id: string; title: string }[];
}) {
  const set = (change: Partial<InboxFilters>) => onChange({ ...filters, ...change });
  const dateChips = [
    { value: '', label: 'Any day' },
    ...Object.entries(submissionDateLabels).map(([value, label]) => ({ value, label })),
    { value: 'range', label: 'Range' },
  ] as const;
  const isReversed = filters.date === 'range' && filters.from && filters.to && filters.from > filters.to;
  return (
    <Box component="section" aria-label="Filters" sx={{ display: 'grid', gap: 1.5, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="group" aria-label="Date">
        {dateChips.map((chip) => (
          <Chip
            key={chip.value}
            label={chip.label}
            clickable
            color={filters.date === chip.value ? 'primary' : 'default'}
            variant={filters.date === chip.value ? 'filled' : 'outlined'}
            aria-pressed={filters.date === chip.value}
            onClick={() => set({ date: chip.value as InboxFilters['date'] })}
          />
        ))}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(180px, 1fr))' },
        }}
      >
        <TextField
          select
          size="small"
          label="Form"
          value={filters.formId}
          onChange={(e) => set({ formId: e.target.value })}
        >
          <MenuItem value="">All forms</MenuItem>
          {forms.map((form) => (
            <MenuItem key={form.id} value={form.id}>
              {form.title}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Status"
          value={filters.status}
          onChange={(e) => set({ status: e.target.value as InboxFilters['status'] })}
        >
          <MenuItem value="">All</MenuItem>
          <MenuItem value="unread">Unread</MenuItem>
          <MenuItem value="read">Read</MenuItem>
          <MenuItem value="replied">Replied</MenuItem>
        </TextField>
        {filters.date === 'range' && (
          <>
            <TextField
              size="small"
              type="date"
              label="From"
              value={filters.from}
              onChange={(e) => set({ from: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              helperText={!filters.from || !filters.to ? submissionMessages.rangeIncomplete : ' '}
            />
            <TextField
              size="small"
              type="date"
              label="To"
              value={filters.to}
              onChange={(e) => set({ to: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              error={Boolean(isReversed)}
              helperText={isReversed ? submissionMessages.rangeReversed : ' '}
            />
          </>
        )}
      </Box>
    </Box>
  );
}

function SubmissionRow({ item, isSelected }: { item: SubmissionSummary; isSelected: boolean }) {
  const payment = describeSubmissionPayment(item.paymentStatus);
  return (
    <li>
      <ListItemButton
        component={RouterLink}
        to={`${basePath}/${item.id}`}
        selected={isSelected}
        sx={{ display: 'grid', gap: 0.25, alignItems: 'start', borderRadius: 1 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          {!item.read && (
            <Box
              component="span"
              sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', flex: 'none' }}
            />
          )}
          <Typography noWrap sx={{ fontWeight: item.read ? 400 : 700, flex: 1, minWidth: 0 }}>
            {item.formTitle}
            {item.read ? '' : <span style={visuallyHiddenStyle}> (unread)</span>}
          </Typography>
          {item.isSample && (
            <Chip label="Sample" size="small" color="info" variant="outlined" sx={{ flex: 'none' }} />
          )}
          <Typography variant="caption" color="text.secondary" sx={{ flex: 'none' }}>
            {item.sentAtLabel}
          </Typography>
        </Box>
        <Typography variant="body2" noWrap color="text.secondary">
          {item.email || 'No email given'}
          {item.replied ? ' · Replied' : ''}
          {payment ? ` · ${payment.label}` : ''}
        </Typography>
        <Typography variant="body2" noWrap sx={{ fontWeight: item.read ? 400 : 600 }}>
          {item.preview}
        </Typography>
      </ListItemButton>
    </li>
  );
}

const visuallyHiddenStyle = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function SubmissionDetailRoute() {
  const { id = '' } = useParams();
  return <SubmissionDetail key={id} id={id} />;
}

/** One submission: every answer as text, mark unread, reply, delete. Opening it marks it read. */
function SubmissionDetail({ id }: { id: string }) {
  const submission = useSubmission(id);
  const mark = useMarkSubmission();
  const remove = useDeleteSubmission();
  const navigate = useNavigate();
  const [isReplying, setIsReplying] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const data = submission.data;
  const shouldMarkRead = data?.read === false;

  // biome-ignore lint/correctness/useExhaustiveDependencies: marks once when an unread submission opens
  useEffect(() => {
    if (shouldMarkRead) mark.mutate({ id, read: true });
  }, [shouldMarkRead, id]);

  if (submission.isError) {
    return <LoadErrorAlert message={submissionMessages.notFound} onRetry={() => void submission.refetch()} />;
  }
  if (!data) return <LoadingSpinner label="Loading the submission" />;
  const payment = describeSubmissionPayment(data.paymentStatus);
  return (
    <Paper variant="outlined" component="article" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Button
        component={RouterLink}
        to={basePath}
        startIcon={<ArrowBackIcon />}
        sx={{ justifySelf: 'start', display: { md: 'none' } }}
      >
        Back to the submissions
      </Button>
      <Box>
        <Typography variant="h5" component="h2">
          {data.formTitle}
        </Typography>
        <Typography color="text.secondary">
          {data.sentAtLabel}
          {data.email ? ` · ${data.email}` : ''}
          {data.replied ? ' · Replied' : ''}
        </Typography>
      </Box>
      {payment && (
        <Chip
          color={payment.tone}
          sx={{ justifySelf: 'start' }}
          label={`${payment.label}${data.amountCents > 0 ? `: ${formatCents(data.amountCents)}` : ''}`}
        />
      )}
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
        {data.answers.map((answer) => (
          <Box key={answer.id}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {answer.title}
            </Typography>
            {/* Shown as text: whatever a visitor typed never becomes markup here. */}
            <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {answer.fileUrl ? (
                // A private file of the team: only its signed-in admins can open it.
                <Link href={answer.fileUrl} target="_blank" rel="noopener" download={answer.value}>
                  {`Download ${answer.value}`}
                </Link>
              ) : (
                answer.value || '—'
              )}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          startIcon={<ReplyIcon />}
          disabled={!data.email}
          onClick={() => setIsReplying(true)}
        >
          Reply by email
        </Button>
        <Button
          startIcon={<MarkEmailUnreadOutlinedIcon />}
          onClick={() =>
            mark.mutate(
              { id, read: false },
              {
                onSuccess: () => {
                  showSuccessToast(submissionMessages.markedUnread);
                  navigate(basePath);
                },
                onError: showFailureToast,
              },
            )
          }
        >
          Mark as unread
        </Button>
        <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setIsDeleting(true)}>
          Delete
        </Button>
      </Box>
      {!data.email && <Typography color="text.secondary">{submissionMessages.noEmail}</Typography>}
      <ReplyDialog submission={data} open={isReplying} onClose={() => setIsReplying(false)} />
      <DeleteConfirmDialog
        open={isDeleting}
        name={`this ${data.formTitle} submission`}
        entity="submission"
        isDeleting={remove.isPending}
        onClose={() => setIsDeleting(false)}
        onConfirm={() => {
          setIsDeleting(false);
          remove.mutate(id, {
            onSuccess: () => {
              showSuccessToast(submissionMessages.deleted);
              navigate(basePath);
            },
            onError: showFailureToast,
          });
        }}
      />
    </Paper>
  );
}

function ReplyDialog({
  submission,
  open,
  onClose,
}: {
  submission: Submission;
  open: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const reply = useReplyToSubmission(submission.id);
  // Why the server did not send (no verified email, the day's mail used up): kept in view, with the text.
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<SubmissionReply>({
    resolver: zodResolver(submissionReplySchema) as unknown as Resolver<SubmissionReply>,
    defaultValues: { subject: `Re: ${submission.formTitle}`, message: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await reply.mutateAsync(values);
      showSuccessToast(submissionMessages.replySent);
      form.reset({ subject: values.subject, message: '' });
      onClose();
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length === 0) setRefusal(error.message);
      else {
        applyServerFieldErrors(error, form.setError, ['subject', 'message']);
        showFailureToast(error);
      }
    }
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>Reply to {submission.email}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {refusal && (
            <Alert severity="error" role="alert">
              {refusal}
            </Alert>
          )}
          <FormTextField control={form.control} name="subject" label="Subject" required />
          <FormTextField
            control={form.control}
            name="message"
            label="Message"
            required
            multiline
            minRows={6}
            autoFocus
          />
          <Typography variant="body2" color="text.secondary">
            Sent under your team's name, in the same thread as their confirmation; their answer goes to your
            team's contact email (Website → Info).
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={reply.isPending}>
            Send reply
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
