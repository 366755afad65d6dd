import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { siteHosts } from '../db/schema/domains.ts';
import { teamAdminInfo, teams } from '../db/schema/teams.ts';
import { createTeamScope, type TeamScope } from '../platform/tenant-scope.ts';

export type SiteTeamRow = typeof teams.$inferSelect;

/** A team as its public site needs it, with what decides whether the site is shown at all. */
export interface SiteTeamRecord {
  team: SiteTeamRow;
  /** The team's scope, made once the address has found it: the site's content reads and form posts use it. */
  scope: TeamScope;
  /** False when the platform has blocked the team (team_admin_info.active). */
  isActive: boolean;
  /**
   * True when the team's website subscription has ended and its period is over (decision 032):
   * the site answers its closed page. Set by the resolver, which asks the subscriptions service.
   */
  isClosed: boolean;
}

/** What the look-ups find; the resolver adds whether the site is closed. */
export type FoundSiteTeam = Omit<SiteTeamRecord, 'isClosed'>;

// A team is inactive (its site answers 410) when its admin info says so or an operator suspended it.
const selection = {
  team: teams,
  isActive: sql<boolean>`coalesce(${teamAdminInfo.active}, true) and ${teams.suspendedAt} is null`,
};

/**
 * Cross-tenant look-up by public address: the one place a team site finds its team from a slug
 * ({slug}.{BASE_DOMAIN}, /sites/{slug}). Expired private demo copies count as gone.
 */
export async function findSiteTeamBySlug(db: DbOrTx, slug: string, now: Date): Promise<FoundSiteTeam | null> {
  const [row] = await db
    .select(selection)
    .from(teams)
    .leftJoin(teamAdminInfo, eq(teamAdminInfo.teamId, teams.id))
    .where(eq(teams.slug, slug))
    .limit(1);
  return toSiteTeamRecord(row, now);
}

/**
 * Cross-tenant look-up by custom domain: the team whose site holds the host in `site_hosts` (one
 * team per host, by the table's key; docs/decisions/024). A team's alternate host (the other of a
 * verified apex/www pair) finds it too, and the site redirects it to `teams.url`.
 */
export async function findSiteTeamByCustomDomain(
  db: DbOrTx,
  host: string,
  now: Date,
): Promise<FoundSiteTeam | null> {
  if (!host) return null;
  const [row] = await db
    .select(selection)
    .from(siteHosts)
    .innerJoin(teams, eq(teams.id, siteHosts.teamId))
    .leftJoin(teamAdminInfo, eq(teamAdminInfo.teamId, teams.id))
    .where(eq(siteHosts.host, host.toLowerCase()));
  return toSiteTeamRecord(row, now);
}

function toSiteTeamRecord(
  row: { team: SiteTeamRow; isActive: boolean } | undefined,
  now: Date,
): FoundSiteTeam | null {
  if (!row || isExpiredPrivateDemo(row.team, now)) return null;
  return { ...row, scope: createTeamScope(row.team.id) };
}

function isExpiredPrivateDemo(team: SiteTeamRow, now: Date): boolean {
  return team.privateDemoExpiresAt !== null && team.privateDemoExpiresAt <= now;
}
