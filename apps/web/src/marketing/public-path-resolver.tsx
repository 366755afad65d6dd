import { publicPaths, resolvePublicPath, signUpPathWithReferral } from '@sideline/domain';
import { Navigate, useLocation } from 'react-router';
import { SportSpinner } from '../ui/sport-spinner.tsx';
import { useReferralLookup } from './marketing-api.ts';

/** Keeps the visitor's query string on alias redirects unless the target brings its own. */
function withSearch(to: string, search: string): string {
  return to.includes('?') || !search ? to : `${to}${search}`;
}

/**
 * Every path no page claims (spec part 1 §2): aliases redirect, /{referralid} goes to sign-up when
 * the id is a team's referral id, anything else goes home. The server answers the same paths with
 * HTTP redirects; this covers in-app navigation and the dev server.
 */
export function PublicPathResolver() {
  const location = useLocation();
  const resolution = resolvePublicPath(location.pathname);
  if (resolution.kind === 'redirect')
    return <Navigate to={withSearch(resolution.to, location.search)} replace />;
  if (resolution.kind === 'referral-candidate')
    return <ReferralRedirect referralId={resolution.referralId} />;
  return <Navigate to={publicPaths.home} replace />;
}

function ReferralRedirect({ referralId }: { referralId: string }) {
  const lookup = useReferralLookup(referralId);
  if (lookup.isPending) return <SportSpinner label="Opening your invitation" />;
  return <Navigate to={lookup.data?.valid ? signUpPathWithReferral(referralId) : publicPaths.home} replace />;
}
