import { publicPaths } from '@sideline/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../ui/session/session-api.ts';

/** Signed-out visitors of /portal/* go to the sign-in page, which brings them back afterwards. */
export function PortalGuard() {
  const { session } = useSession();
  const location = useLocation();
  if (!session?.userLogged || !session.team) {
    return <Navigate to={publicPaths.signIn} replace state={{ from: location.pathname }} />;
  }
  return <Outlet />;
}
