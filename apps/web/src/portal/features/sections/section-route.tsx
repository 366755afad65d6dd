import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  canSeeMarketplaceCategory,
  isMarketplaceBrand,
  isTeamSportsType,
  listMarketplaceCategories,
  type MarketplaceCategory,
  marketplaceBrandsHeading,
  marketplaceCategoryLabels,
  type PortalMenuSection,
  publicPaths,
  type TeamSession,
} from '@sideline/domain';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PortalPage } from '../../../ui/portal-page.tsx';
import { useTeamSession } from '../../../ui/session/session-api.ts';
import { portalHomePath } from '../../../ui/session/session-provider.tsx';
import { buildTeamMenu } from '../../../ui/session/team-menu.ts';
import { fallbackScreen, sectionScreens } from './section-screens.ts';

type SectionResolution =
  | { kind: 'redirect'; to: string }
  | { kind: 'screen'; section: PortalMenuSection; path: string; title: string };

/**
 * Which screen /portal/{section}/{sub} shows for this team: a section without a sub-path opens its
 * first sub-item; a sub-item the team cannot see goes back to the section; deeper paths (for
 * example creation routes such as /portal/roster/roster/addplayer) show the sub-item's screen.
 */
export function resolveSectionPath(
  menu: PortalMenuSection[],
  sectionSlug: string,
  sub?: string,
): SectionResolution {
  const section = menu.find((s) => s.path === `/portal/${sectionSlug}`);
  if (!section) return { kind: 'redirect', to: portalHomePath };
  const children = section.children ?? [];
  const [firstChild] = children;
  if (firstChild) {
    if (!sub) return { kind: 'redirect', to: firstChild.path };
    const child = children.find((c) => c.path === `${section.path}/${sub}`);
    if (!child) return { kind: 'redirect', to: firstChild.path };
    return { kind: 'screen', section, path: child.path, title: child.label };
  }
  // Store sub-pages need a payment account; without one the store page offers the set-up.
  if (sub && section.key === 'store') return { kind: 'redirect', to: section.path };
  return { kind: 'screen', section, path: section.path, title: section.label };
}

/** /portal/:section and /portal/:section/:sub/*. */
export function SectionRoute() {
  const { section: sectionSlug = '', sub } = useParams();
  const { team } = useTeamSession();
  const resolution = resolveSectionPath(buildTeamMenu(team), sectionSlug, sub);
  if (resolution.kind === 'redirect') return <Navigate to={resolution.to} replace />;
  if (resolution.section.key === 'marketplace') return <MarketplaceScreen team={team} />;
  return (
    <SectionScreenView
      sectionLabel={resolution.section.label}
      title={resolution.title}
      path={resolution.path}
    />
  );
}

function SectionScreenView({
  sectionLabel,
  title,
  path,
}: {
  sectionLabel: string;
  title: string;
  path: string;
}) {
  const screen = sectionScreens[path] ?? fallbackScreen;
  return (
    <PortalPage section={sectionLabel} title={title} description={screen?.description}>
      <EmptyState prompt={screen.prompt} hint={screen.hint}>
        {path === '/portal/tutorials/schedule' && (
          <Button variant="contained" href={publicPaths.schedule}>
            Schedule a call
          </Button>
        )}
      </EmptyState>
    </PortalPage>
  );
}

function CategoryLinks({ categories, current }: { categories: MarketplaceCategory[]; current?: string }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {categories.map((c) => (
        <Chip
          key={c}
          label={marketplaceCategoryLabels[c]}
          component={RouterLink}
          to={`/portal/marketplace/${c}`}
          clickable
          color={c === current ? 'primary' : 'default'}
          variant={c === current ? 'filled' : 'outlined'}
          aria-current={c === current ? 'page' : undefined}
        />
      ))}
    </Box>
  );
}

/** /portal/marketplace and /portal/marketplace/:category: categories and brands by sport (spec part 2 §2). */
export function MarketplaceScreen({ team }: { team: TeamSession }) {
  const { category } = useParams();
  const sportsType = isTeamSportsType(team.sportsType) ? team.sportsType : null;
  if (category && !(sportsType && canSeeMarketplaceCategory(sportsType, category)))
    return <Navigate to="/portal/marketplace" replace />;
  const visible = sportsType ? listMarketplaceCategories(sportsType) : [];
  const current = visible.find((c) => c === category);
  const products = visible.filter((c) => !isMarketplaceBrand(c));
  const brands = visible.filter(isMarketplaceBrand);
  const screen = sectionScreens['/portal/marketplace'];
  const title = current ? marketplaceCategoryLabels[current] : 'Marketplace';
  return (
    <PortalPage section="Marketplace" title={title} description={screen?.description}>
      <Box component="nav" aria-label="Marketplace categories" sx={{ display: 'grid', gap: 2, mb: 3 }}>
        <Box>
          <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
            Categories
          </Typography>
          <CategoryLinks categories={products} current={category} />
        </Box>
        <Box>
          <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
            {marketplaceBrandsHeading}
          </Typography>
          <CategoryLinks categories={brands} current={category} />
        </Box>
      </Box>
      <EmptyState
        prompt={current ? `No ${title} products listed yet` : (screen?.prompt ?? '')}
        hint="Partner products and team discounts are listed here."
      />
    </PortalPage>
  );
}
