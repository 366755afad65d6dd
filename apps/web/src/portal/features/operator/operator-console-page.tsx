import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatDollars,
  type OperatorRequest,
  type OperatorTeam,
  operatorMessages,
  portalPaths,
  promotionCodeRequestSchema,
} from '@sideline/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { useOperatorAccess } from '../../../ui/operator-access.ts';
import { PortalPage } from '../../../ui/portal-page.tsx';
import { showFailureToast, showSuccessToast } from '../../../ui/toasts.ts';
import {
  createCode,
  markRequestDone,
  markRewardPaid,
  moderateReview,
  retireCode,
  setSuspension,
  useOperatorAction,
  useOperatorActions,
  useOperatorCodes,
  useOperatorRequests,
  useOperatorReviews,
  useOperatorRewards,
  useOperatorTeams,
} from './operator-api.ts';

const tabs = ['Reviews', 'Requests', 'Promotion codes', 'Teams', 'Referral rewards', 'Log'] as const;
type ConsoleTab = (typeof tabs)[number];

const dateOf = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** /portal/operator: Sideline's operator console (OPERATOR_EMAILS); every action is logged on the server. */
export function OperatorConsolePage() {
  const access = useOperatorAccess();
  const [tab, setTab] = useState<ConsoleTab>('Reviews');
  if (access.isPending) return <LoadingSpinner label="Checking access" />;
  if (!access.data?.isOperator)
    return (
      <PortalPage title="Operator console">
        <Alert severity="warning">{operatorMessages.forbidden}</Alert>
      </PortalPage>
    );
  if (access.data.needsSecondFactor)
    return (
      <PortalPage title="Operator console">
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to={portalPaths.settings.admin} color="inherit">
              Open Settings → Admin
            </Button>
          }
        >
          {operatorMessages.secondFactorFirst}
        </Alert>
      </PortalPage>
    );
  return (
    <PortalPage
      section="Sideline staff"
      title="Operator console"
      description="Every action here is logged with your email and address. Team content, files and submissions are not reachable from here."
    >
      <Tabs
        value={tab}
        onChange={(_event, value: ConsoleTab) => setTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Operator console sections"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((name) => (
          <Tab
            key={name}
            value={name}
            label={name}
            id={`operator-tab-${name}`}
            aria-controls="operator-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="operator-panel" aria-labelledby={`operator-tab-${tab}`}>
        {tab === 'Reviews' && <Reviews />}
        {tab === 'Requests' && <Requests />}
        {tab === 'Promotion codes' && <PromotionCodes />}
        {tab === 'Teams' && <Teams />}
        {tab === 'Referral rewards' && <Rewards />}
        {tab === 'Log' && <Log />}
      </Box>
    </PortalPage>
  );
}

/** Runs a console action with a toast either way. */
async function act(run: () => Promise<unknown>, done: string) {
  try {
    await run();
    showSuccessToast(done);
  } catch (error) {
    showFailureToast(error);
  }
}

function Loaded<T>({
  query,
  what,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data?: T; refetch: () => unknown };
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingSpinner label={`Loading ${what}`} />;
  if (query.isError || !query.data)
    return <LoadErrorAlert message={`The ${what} could not be loaded.`} onRetry={() => query.refetch()} />;
  return <>{children(query.data)}</>;
}

function ScrollTable({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {head.map((h) => (
              <TableCell key={h}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </Box>
  );
}

function Reviews() {
  const reviews = useOperatorReviews();
  const moderate = useOperatorAction('reviews', moderateReview);
  return (
    <Loaded query={reviews} what="reviews">
      {({ reviews: list }) =>
        list.length === 0 ? (
          <EmptyState prompt="No reviews yet" />
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {list.map((review) => (
              <Paper component="li" key={review.id} variant="outlined" sx={{ p: 2 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {review.teamName}
                  </Typography>
                  <Rating
                    value={review.rating}
                    readOnly
                    size="small"
                    aria-label={`${review.rating} of 5 stars`}
                  />
                  <Chip
                    size="small"
                    label={review.status}
                    color={review.status === 'published' ? 'success' : 'default'}
                  />
                </Box>
                <Typography sx={{ my: 1 }}>{review.body}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {review.authorName}
                  {review.authorRole ? `, ${review.authorRole}` : ''} · {dateOf(review.submittedAt)}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
                  <Button
                    variant="contained"
                    size="small"
                    disabled={review.status === 'published' || moderate.isPending}
                    onClick={() =>
                      act(
                        () => moderate.mutateAsync({ id: review.id, status: 'published' }),
                        'Review published',
                      )
                    }
                  >
                    Publish
                  </Button>
                  <Button
                    size="small"
                    disabled={review.status === 'rejected' || moderate.isPending}
                    onClick={() =>
                      act(
                        () => moderate.mutateAsync({ id: review.id, status: 'rejected' }),
                        'Review rejected',
                      )
                    }
                  >
                    Reject
                  </Button>
                </Box>
              </Paper>
            ))}
          </Box>
        )
      }
    </Loaded>
  );
}

const kindLabels: Record<OperatorRequest['kind'], string> = {
  'vendor-interest': 'Vendor interest',
  domain: 'Domain',
  email: 'Domain email',
};

function Requests() {
  const requests = useOperatorRequests();
  const done = useOperatorAction('requests', markRequestDone);
  return (
    <Loaded query={requests} what="requests">
      {({ requests: list }) =>
        list.length === 0 ? (
          <EmptyState prompt="No requests to work on" />
        ) : (
          <ScrollTable head={['Kind', 'Team', 'Request', 'Contact', 'Received', '']}>
            {list.map((request) => (
              <TableRow key={`${request.kind}-${request.id}`}>
                <TableCell>{kindLabels[request.kind]}</TableCell>
                <TableCell>{request.teamName || '—'}</TableCell>
                <TableCell>{request.summary}</TableCell>
                <TableCell>{request.contact}</TableCell>
                <TableCell>{dateOf(request.submittedAt)}</TableCell>
                <TableCell>
                  {request.doneAt ? (
                    <Chip size="small" color="success" label={`Done ${dateOf(request.doneAt)}`} />
                  ) : (
                    <Button
                      size="small"
                      variant="outlined"
                      sx={{ whiteSpace: 'nowrap' }}
                      disabled={done.isPending}
                      onClick={() =>
                        act(() => done.mutateAsync({ id: request.id, kind: request.kind }), 'Marked done')
                      }
                    >
                      Mark done
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </ScrollTable>
        )
      }
    </Loaded>
  );
}

function PromotionCodes() {
  const codes = useOperatorCodes();
  const create = useOperatorAction('codes', createCode);
  const retire = useOperatorAction('codes', retireCode);
  const [code, setCode] = useState('');
  const [percentOff, setPercentOff] = useState('');
  const [maxRedemptions, setMaxRedemptions] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = promotionCodeRequestSchema.safeParse({
      code,
      percentOff: percentOff ? Number(percentOff) : null,
      maxRedemptions: maxRedemptions ? Number(maxRedemptions) : null,
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? operatorMessages.promoCodeFormat);
      return;
    }
    setProblem(null);
    void act(async () => {
      await create.mutateAsync(parsed.data);
      setCode('');
      setPercentOff('');
      setMaxRedemptions('');
    }, `Promotion code ${parsed.data.code} created`);
  };
  return (
    <>
      <Paper component="form" variant="outlined" onSubmit={submit} noValidate sx={{ p: 2, mb: 3 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
          New promotion code
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr) auto' },
            alignItems: 'start',
          }}
        >
          <TextField
            label="Code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            required
            error={Boolean(problem)}
            helperText={problem ?? ' '}
          />
          <TextField
            label="Percent off"
            type="number"
            value={percentOff}
            onChange={(e) => setPercentOff(e.target.value)}
            required
            helperText=" "
          />
          <TextField
            label="Max uses (optional)"
            type="number"
            value={maxRedemptions}
            onChange={(e) => setMaxRedemptions(e.target.value)}
            helperText=" "
          />
          <Button type="submit" variant="contained" disabled={create.isPending} sx={{ mt: 1 }}>
            Create
          </Button>
        </Box>
      </Paper>
      <Loaded query={codes} what="promotion codes">
        {({ codes: list }) =>
          list.length === 0 ? (
            <EmptyState prompt="No promotion codes yet" />
          ) : (
            <ScrollTable head={['Code', 'Discount', 'Used', 'State', '']}>
              {list.map((c) => (
                <TableRow key={c.id}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{c.code}</TableCell>
                  <TableCell>
                    {c.percentOff !== null
                      ? `${c.percentOff}% off`
                      : `${formatDollars(c.amountOffCents ?? 0)} off`}
                  </TableCell>
                  <TableCell>
                    {c.timesRedeemed}
                    {c.maxRedemptions !== null ? ` of ${c.maxRedemptions}` : ''}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={c.active ? 'Active' : 'Retired'}
                      color={c.active ? 'success' : 'default'}
                    />
                  </TableCell>
                  <TableCell>
                    {c.active && (
                      <Button
                        size="small"
                        disabled={retire.isPending}
                        onClick={() => act(() => retire.mutateAsync(c.id), `${c.code} retired`)}
                      >
                        Retire
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </ScrollTable>
          )
        }
      </Loaded>
    </>
  );
}

function Teams() {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const teams = useOperatorTeams(query);
  return (
    <>
      <Box
        component="form"
        role="search"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          setQuery(draft.trim());
        }}
        sx={{ display: 'flex', gap: 1, mb: 3 }}
      >
        <TextField
          label="Team name, id, address or admin email"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          fullWidth
        />
        <Button type="submit" variant="contained">
          Look up
        </Button>
      </Box>
      {query.length >= 2 && (
        <Loaded query={teams} what="teams">
          {({ teams: list }) =>
            list.length === 0 ? (
              <EmptyState prompt={operatorMessages.teamNotFound} />
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
                {list.map((team) => (
                  <TeamCard key={team.id} team={team} />
                ))}
              </Box>
            )
          }
        </Loaded>
      )}
    </>
  );
}

function TeamCard({ team }: { team: OperatorTeam }) {
  const suspension = useOperatorAction('teams', setSuspension);
  const [reason, setReason] = useState('');
  const verb = team.suspended ? 'Restore' : 'Suspend';
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {team.name}
        </Typography>
        <Chip
          size="small"
          label={team.suspended ? 'Suspended' : team.published ? 'Published' : 'Not published'}
          color={team.suspended ? 'error' : 'default'}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {team.adminEmail} · {team.slug} · {team.sportsType} · since {dateOf(team.createdAt)}
      </Typography>
      <Box
        component="form"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void act(
            () => suspension.mutateAsync({ id: team.id, suspended: !team.suspended, reason }),
            team.suspended ? `${team.name} restored` : `${team.name} suspended: its site answers 410`,
          );
        }}
        sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}
      >
        <TextField
          size="small"
          label={`Reason to ${verb.toLowerCase()}`}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          sx={{ flex: 1, minWidth: 200 }}
        />
        <Button
          type="submit"
          variant="outlined"
          color={team.suspended ? 'primary' : 'error'}
          disabled={suspension.isPending}
        >
          {verb} team
        </Button>
      </Box>
    </Paper>
  );
}

function Rewards() {
  const rewards = useOperatorRewards();
  const paid = useOperatorAction('rewards', markRewardPaid);
  const [references, setReferences] = useState<Record<string, string>>({});
  return (
    <Loaded query={rewards} what="referral rewards">
      {({ rewards: list }) =>
        list.length === 0 ? (
          <EmptyState prompt="No referral rewards earned yet" />
        ) : (
          <ScrollTable head={['Referrer', 'Referred team', 'Amount', 'Pay to', 'State', '']}>
            {list.map((reward) => (
              <TableRow key={reward.id}>
                <TableCell>{reward.referrerTeamName}</TableCell>
                <TableCell>{reward.referredTeamName}</TableCell>
                <TableCell>{formatDollars(reward.amountCents)}</TableCell>
                <TableCell>{reward.payTo}</TableCell>
                <TableCell>
                  {reward.status}
                  {reward.paymentReference ? ` (${reward.paymentReference})` : ''}
                </TableCell>
                <TableCell>
                  {reward.status === 'earned' && (
                    <Box sx={{ display: 'flex', gap: 1 }}>
                      <TextField
                        size="small"
                        label="Transfer or check no."
                        value={references[reward.id] ?? ''}
                        onChange={(e) => setReferences({ ...references, [reward.id]: e.target.value })}
                      />
                      <Button
                        size="small"
                        variant="outlined"
                        onClick={() =>
                          act(
                            () => paid.mutateAsync({ id: reward.id, reference: references[reward.id] ?? '' }),
                            'Reward marked paid',
                          )
                        }
                      >
                        Mark paid
                      </Button>
                    </Box>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </ScrollTable>
        )
      }
    </Loaded>
  );
}

function Log() {
  const actions = useOperatorActions();
  return (
    <Loaded query={actions} what="log">
      {({ actions: list }) =>
        list.length === 0 ? (
          <EmptyState prompt="No operator action yet" />
        ) : (
          <ScrollTable head={['When', 'Operator', 'From', 'Action', 'Subject']}>
            {list.map((action) => (
              <TableRow key={action.id}>
                <TableCell>{dateOf(action.at)}</TableCell>
                <TableCell>{action.operatorEmail}</TableCell>
                <TableCell>{action.clientAddress}</TableCell>
                <TableCell>{action.action}</TableCell>
                <TableCell>{action.subject}</TableCell>
              </TableRow>
            ))}
          </ScrollTable>
        )
      }
    </Loaded>
  );
}
