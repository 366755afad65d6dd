import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { privateDemoMessages, publicPaths } from '@sideline/domain';
import { useNavigate } from 'react-router';
import { useSignOut } from '../../ui/session/session-api.ts';
import { signedOutState } from '../../ui/session/session-provider.tsx';

const endTimeFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * Shown on every portal page of a visitor's private demo copy: what it is, when it disappears, and
 * the way to a real team. Leaving for sign-up signs out, which ends the demo (it cannot be reopened).
 */
export function PrivateDemoNotice({ expiresAt }: { expiresAt: string }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const createRealTeam = () =>
    signOut.mutate(undefined, {
      onSettled: () => navigate(publicPaths.signUp, { replace: true, state: signedOutState }),
    });
  return (
    <Alert
      severity="info"
      square
      aria-label="Private demo"
      action={
        <Button
          variant="contained"
          size="small"
          sx={{ whiteSpace: 'nowrap' }}
          loading={signOut.isPending}
          onClick={createRealTeam}
        >
          {privateDemoMessages.createRealTeam}
        </Button>
      }
      sx={{
        alignItems: 'center',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-icon': { display: { xs: 'none', sm: 'flex' } },
        '& .MuiAlert-action': { pl: { xs: 0, sm: 2 } },
      }}
    >
      <AlertTitle sx={{ mb: 0.25 }}>{privateDemoMessages.bannerTitle}</AlertTitle>
      {privateDemoMessages.banner} It ends{' '}
      <time dateTime={expiresAt}>{endTimeFormat.format(new Date(expiresAt))}</time>.
    </Alert>
  );
}
