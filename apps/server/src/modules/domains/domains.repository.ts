import type {
  CustomDomainHosts,
  CustomDomainStatus,
  NotificationPreferences,
  TeamCommunications,
} from '@sideline/domain';
import { and, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { domainRegistrations, domainRequests, siteHosts, teamDomains } from '../../db/schema/domains.ts';
import { teams } from '../../db/schema/teams.ts';
import { type TeamScope, whereTeam } from '../../platform/tenant-scope.ts';

export type TeamDomainRow = typeof teamDomains.$inferSelect;
export type NewTeamDomain = Omit<typeof teamDomains.$inferInsert, 'teamId'>;
export type DomainRegistrationRow = typeof domainRegistrations.$inferSelect;
export type NewDomainRequest = Omit<typeof domainRequests.$inferInsert, 'teamId' | 'id'>;

/** The team fields the domains area reads: its name and mail preferences, its url. */
export interface DomainTeam {
  name: string;
  organizationName: string;
  email: string;
  url: string;
  address: string;
  communications: TeamCommunications;
  notifications: NotificationPreferences;
}

/** Queries on the team's own domain rows and settings, all scoped by the team. */
export function createDomainsRepository(db: DbOrTx, scope: TeamScope) {
  const deleteHosts = () => db.delete(siteHosts).where(whereTeam(siteHosts, scope));

  /** The site no longer answers at the team's own hosts. */
  async function releaseHosts(): Promise<void> {
    await deleteHosts();
    await db.update(teams).set({ url: '' }).where(eq(teams.id, scope.teamId));
  }

  return {
    async findDomain(): Promise<TeamDomainRow | null> {
      const [row] = await db.select().from(teamDomains).where(whereTeam(teamDomains, scope)).limit(1);
      return row ?? null;
    },

    /** Replaces the team's domain (one per team). */
    async saveDomain(values: NewTeamDomain): Promise<TeamDomainRow> {
      const [row] = await db
        .insert(teamDomains)
        .values({ ...values, teamId: scope.teamId })
        .onConflictDoUpdate({ target: teamDomains.teamId, set: { ...values, timeModified: new Date() } })
        .returning();
      if (!row) throw new Error('team_domains: the upsert returned no row');
      return row;
    },

    async updateDomainCheck(values: {
      status: CustomDomainStatus;
      problem: string;
      checkedAt: Date;
      verifiedAt: Date | null;
    }): Promise<TeamDomainRow | null> {
      const [row] = await db.update(teamDomains).set(values).where(whereTeam(teamDomains, scope)).returning();
      return row ?? null;
    },

    async deleteDomain(): Promise<void> {
      await db.delete(teamDomains).where(whereTeam(teamDomains, scope));
    },

    async findTeam(): Promise<DomainTeam | null> {
      const [row] = await db
        .select({
          name: teams.name,
          email: teams.email,
          url: teams.url,
          info: teams.info,
          communications: teams.communications,
          notifications: teams.notifications,
          organizationName: sql<string>`coalesce((select name from organizations where organizations.id = ${teams.organizationId}), '')`,
        })
        .from(teams)
        .where(eq(teams.id, scope.teamId))
        .limit(1);
      if (!row) return null;
      const { info, ...team } = row;
      return { ...team, address: info.address ?? '' };
    },

    /**
     * The site answers at these hosts from now on: their `site_hosts` rows and `teams.url`. False,
     * with nothing held, when another team holds either host (the table's key says so, whatever
     * runs at the same time).
     */
    async holdHosts(hosts: CustomDomainHosts): Promise<boolean> {
      await deleteHosts();
      const wanted = [
        { host: hosts.primaryHost, teamId: scope.teamId, kind: 'primary' as const },
        ...(hosts.alternateHost
          ? [{ host: hosts.alternateHost, teamId: scope.teamId, kind: 'alternate' as const }]
          : []),
      ];
      const held = await db.insert(siteHosts).values(wanted).onConflictDoNothing().returning();
      if (held.length < wanted.length) {
        await releaseHosts();
        return false;
      }
      await db.update(teams).set({ url: hosts.primaryHost }).where(eq(teams.id, scope.teamId));
      return true;
    },

    releaseHosts,

    async saveCommunications(communications: TeamCommunications, notifications: NotificationPreferences) {
      await db.update(teams).set({ communications, notifications }).where(eq(teams.id, scope.teamId));
    },

    async insertRequest(values: NewDomainRequest): Promise<string> {
      const [row] = await db
        .insert(domainRequests)
        .values({ ...values, teamId: scope.teamId })
        .returning({ id: domainRequests.id });
      if (!row) throw new Error('domain_requests: the insert returned no row');
      return row.id;
    },

    async findRegistration(domain: string): Promise<DomainRegistrationRow | null> {
      const [row] = await db
        .select()
        .from(domainRegistrations)
        .where(whereTeam(domainRegistrations, scope, eq(domainRegistrations.domain, domain)))
        .limit(1);
      return row ?? null;
    },

    async insertRegistration(values: Omit<typeof domainRegistrations.$inferInsert, 'teamId' | 'id'>) {
      await db.insert(domainRegistrations).values({ ...values, teamId: scope.teamId });
    },

    async updateRegistration(
      id: string,
      values: Pick<DomainRegistrationRow, 'status' | 'expiresAt' | 'years'>,
    ): Promise<void> {
      await db
        .update(domainRegistrations)
        .set(values)
        .where(whereTeam(domainRegistrations, scope, eq(domainRegistrations.id, id)));
    },
  };
}

export type DomainsRepository = ReturnType<typeof createDomainsRepository>;

/**
 * Cross-tenant: the domain row a verification request on `host` is for, when the token matches
 * (GET /.well-known/sideline-domain/{token} on a host that is not yet any team's site).
 */
export async function findDomainByHostAndToken(
  db: DbOrTx,
  host: string,
  token: string,
): Promise<TeamDomainRow | null> {
  const [row] = await db
    .select()
    .from(teamDomains)
    .where(
      and(
        eq(teamDomains.token, token),
        or(eq(teamDomains.primaryHost, host), eq(teamDomains.alternateHost, host)),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Cross-tenant: whether another team's site already answers at `host`. */
/** Whether another team's site answers at any of `hosts` (cross-tenant: hosts are global). */
export async function isHostHeldByAnotherTeam(db: DbOrTx, hosts: string[], teamId: string): Promise<boolean> {
  const [row] = await db
    .select({ teamId: siteHosts.teamId })
    .from(siteHosts)
    .where(and(inArray(siteHosts.host, hosts), ne(siteHosts.teamId, teamId)))
    .limit(1);
  return Boolean(row);
}

/** Cross-tenant, for the worker: teams whose own domain is not yet valid and was not checked since `before`. */
export async function listTeamsWithDomainsDue(db: DbOrTx, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ teamId: teamDomains.teamId })
    .from(teamDomains)
    .where(
      and(
        eq(teamDomains.source, 'own'),
        inArray(teamDomains.status, ['pending', 'invalid']),
        or(isNull(teamDomains.checkedAt), lt(teamDomains.checkedAt, before)),
      ),
    )
    .orderBy(teamDomains.checkedAt)
    .limit(limit);
  return rows.map((row) => row.teamId);
}

/** Cross-tenant, for the sandbox registrar: whether anyone registered `domain` through Sideline. */
export async function isDomainRegistered(db: DbOrTx, domain: string): Promise<boolean> {
  const [row] = await db
    .select({ id: domainRegistrations.id })
    .from(domainRegistrations)
    .where(eq(domainRegistrations.domain, domain))
    .limit(1);
  return Boolean(row);
}

/** Which of the teams registered which domains through Sideline, among `teamIds`. Cross-tenant (the worker). */
export async function findRegisteredDomainsOfTeams(
  db: DbOrTx,
  teamIds: string[],
): Promise<{ teamId: string; domain: string }[]> {
  if (teamIds.length === 0) return [];
  return db
    .select({ teamId: domainRegistrations.teamId, domain: domainRegistrations.domain })
    .from(domainRegistrations)
    .where(inArray(domainRegistrations.teamId, teamIds));
}

/** A marketing-site visitor's request: no team. */
export async function insertVisitorDomainRequest(db: DbOrTx, values: NewDomainRequest): Promise<string> {
  const [row] = await db.insert(domainRequests).values(values).returning({ id: domainRequests.id });
  if (!row) throw new Error('domain_requests: the insert returned no row');
  return row.id;
}

/** Cross-tenant, for the operator console: every domain request (teams' and visitors'), newest first. */
export function listAllDomainRequests(db: DbOrTx) {
  return db
    .select({ request: domainRequests, teamName: teams.name })
    .from(domainRequests)
    .leftJoin(teams, eq(teams.id, domainRequests.teamId))
    .orderBy(desc(domainRequests.timeCreated))
    .limit(200);
}

/** Cross-tenant, for the operator console: marks a request fulfilled; null when it was already. */
export async function markDomainRequestDone(
  db: DbOrTx,
  id: string,
  at: Date,
): Promise<{ teamId: string | null } | null> {
  const [row] = await db
    .update(domainRequests)
    .set({ doneAt: at })
    .where(and(eq(domainRequests.id, id), isNull(domainRequests.doneAt)))
    .returning({ teamId: domainRequests.teamId });
  return row ?? null;
}
