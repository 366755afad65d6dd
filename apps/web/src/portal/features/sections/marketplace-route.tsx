import { useTeamSession } from '../../../ui/session/session-api.ts';
import { MarketplaceScreen } from './section-route.tsx';

/** /portal/marketplace/:category. */
export function MarketplaceRoute() {
  const { team } = useTeamSession();
  return <MarketplaceScreen team={team} />;
}
