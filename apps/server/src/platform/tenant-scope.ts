import { and, type Column, eq, type SQL } from 'drizzle-orm';

/**
 * The team a repository works for. Repositories are created with a scope (from the session) and
 * every query on a tenant table goes through {@link whereTeam}, so a query cannot forget the team.
 * Cross-tenant look-ups (by host name, by payment webhook) live in separate, plainly named functions.
 */
export interface TeamScope {
  readonly teamId: string;
}

/** Any table (or aliased table) with a `team_id` column. */
export interface TeamOwnedTable {
  teamId: Column;
}

/** The team filter plus any further conditions (undefined ones are skipped). */
export function whereTeam(table: TeamOwnedTable, scope: TeamScope, ...conditions: (SQL | undefined)[]): SQL {
  return and(eq(table.teamId, scope.teamId), ...conditions) as SQL;
}

/** Tables whose records are soft-deleted (spec part 2 §4). */
export interface SoftDeletedTable extends TeamOwnedTable {
  deleted: Column;
}

/** The team filter, only records not soft-deleted, plus any further conditions. */
export function whereTeamLive(
  table: SoftDeletedTable,
  scope: TeamScope,
  ...conditions: (SQL | undefined)[]
): SQL {
  return whereTeam(table, scope, eq(table.deleted, false), ...conditions);
}

export function createTeamScope(teamId: string): TeamScope {
  if (!teamId) throw new Error('A team scope needs a team id');
  return Object.freeze({ teamId });
}

/** A route prefix served outside the authenticated team scope, and why it may be. */
export interface RouteOutsideTeamScope {
  /** A path prefix (`/api/accounts/`), or one exact path when it does not end in a slash. */
  readonly path: string;
  readonly reason: string;
}

/**
 * The only routes outside the team scope (session-guard.ts: registerTeamScope). Every other route
 * must sit inside it; the route walk (modules/team-routes.test.ts) proves each answers 401 signed
 * out and 404 for another team's record. Add an entry here only with its reason.
 */
export const routesOutsideTeamScope: readonly RouteOutsideTeamScope[] = [
  { path: '/api/health', reason: 'the load balancer probe' },
  { path: '/healthz', reason: "the orchestrator's liveness probe" },
  { path: '/readyz', reason: "the load balancer's readiness probe (database and storage)" },
  { path: '/metrics', reason: 'Prometheus metrics, only with the METRICS_TOKEN bearer token' },
  { path: '/api/docs', reason: 'the OpenAPI page and document, enabled by config' },
  { path: '/api/docs/', reason: 'the OpenAPI page and document, enabled by config' },
  { path: '/api/session', reason: 'tells a visitor whether they are signed in' },
  { path: '/api/accounts/', reason: 'sign-up, sign-in and the account flows come before a team session' },
  { path: '/api/contact', reason: "the marketing site's contact form" },
  { path: '/api/domain-requests', reason: "the marketing site's domain information form" },
  { path: '/api/referrals/', reason: 'the sign-up page checks a referral id' },
  {
    path: '/api/door/',
    reason: "door volunteers' scan-only access: a link's PIN opens a session for one ticket's scanner",
  },
  { path: '/api/reviews', reason: "the marketing home's published reviews" },
  { path: '/marketplace-images/', reason: "the marketplace's product drawings, public like any asset" },
  { path: '/api/demo/', reason: 'the shared demo teams are public; a visitor opens a private copy' },
  { path: '/sites/', reason: "a team's public site by path" },
  { path: '/_site/', reason: "a team's public site on its own host (the URL rewriter's prefix)" },
  {
    path: '/files/',
    reason: "public files to anyone; a private file only to its team's session, checked per file",
  },
  { path: '/sandbox/', reason: "the sandbox payment provider's hosted pages, reached by signed links" },
  { path: '/webhooks/', reason: "the payment provider's events, accepted only with a valid signature" },
  { path: '/dev/', reason: 'the development mailbox, enabled by config and never in production' },
  { path: '/assets/', reason: "the web app's built files" },
  { path: '/site-assets/', reason: "the public team sites' island script and CSS (packages/site's build)" },
  { path: '/robots.txt', reason: 'crawler rules' },
  { path: '/scanner-sw.js', reason: "the ticket scanner's service worker, a built file like /assets/" },
  { path: '/*', reason: 'the web app shell and referral links' },
];

/** Whether a registered route's path is on {@link routesOutsideTeamScope}. */
export function isOutsideTeamScope(routePath: string): boolean {
  return routesOutsideTeamScope.some(({ path }) =>
    path.endsWith('/') ? routePath.startsWith(path) : routePath === path,
  );
}
