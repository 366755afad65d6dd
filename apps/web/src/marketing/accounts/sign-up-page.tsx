import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  accountMessages,
  publicPaths,
  referralMessages,
  type SessionResponse,
  type SignUpRequest,
  signUpPollIntervalMs,
} from '@sideline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { clearSession, refreshSession, signOut } from '../../ui/session/session-api.ts';
import { portalHomePath } from '../../ui/session/session-provider.tsx';
import { closeAllToasts, showErrorToast } from '../../ui/toasts.ts';
import { useReferralLookup } from '../marketing-api.ts';
import { useSignUp } from './accounts-api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { SignUpForm } from './sign-up-form.tsx';

/** How long sign-up waits for the new team record before giving up (15 polls of 2 s). */
const maxTeamPolls = 15;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function SignUpPage() {
  const [params] = useSearchParams();
  const referral = params.get('referral')?.trim() ?? '';
  const referrer = useReferralLookup(referral || null);
  const signUp = useSignUp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  /** Spec part 1 §4: poll every 2 seconds until the team exists; without it, sign out and go home. */
  const waitForTeam = async (session: SessionResponse): Promise<boolean> => {
    let current = session;
    for (let i = 0; !current.team && i < maxTeamPolls; i++) {
      await wait(signUpPollIntervalMs);
      current = await refreshSession(queryClient);
    }
    return current.team !== null;
  };

  const submit = async (request: SignUpRequest) => {
    const session = await signUp.mutateAsync({ ...request, referral: request.referral || undefined });
    if (await waitForTeam(session).catch(() => false)) {
      // The refusals of earlier attempts (a youth category, a weak password) must not greet the
      // new team on its dashboard.
      closeAllToasts();
      navigate(portalHomePath, { replace: true });
      return;
    }
    showErrorToast(accountMessages.organizationCreationFailed);
    await signOut().catch(() => undefined);
    clearSession(queryClient);
    navigate(publicPaths.home, { replace: true });
  };

  return (
    <AuthLayout
      wide
      title="Create your team account"
      documentTitle="Sign Up Free"
      intro={
        <>
          Your site starts with sample content for your sport. The first month of the website subscription is
          free. Already have an account? <Link href={publicPaths.signIn}>Log In</Link>
        </>
      }
    >
      {referrer.data?.valid && (
        <Alert severity="success" sx={{ mb: 3 }}>
          {referralMessages.subscribed(referrer.data.teamName ?? 'another Sideline team')}
        </Alert>
      )}
      {referrer.data?.valid === false && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {referralMessages.unknown}
        </Alert>
      )}
      <SignUpForm referral={referral} onSubmit={submit} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        We will email you a link to verify your address. Youth and high-school teams cannot be hosted on
        Sideline.
      </Typography>
    </AuthLayout>
  );
}
