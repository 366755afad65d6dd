import type { DbOrTx } from '../db/client.ts';
import type { TeamScope } from '../platform/tenant-scope.ts';
import type { SiteHostRules } from './site-address.ts';
import {
  findSiteTeamByCustomDomain,
  findSiteTeamBySlug,
  type SiteTeamRecord,
} from './site-teams.repository.ts';

/** How a site was asked for: /sites/{slug}, {slug}.{BASE_DOMAIN}, or a custom domain. */
export type SiteAddress =
  | { kind: 'slug'; slug: string }
  | { kind: 'subdomain'; slug: string }
  | { kind: 'custom-domain'; host: string };

interface Entry {
  record: SiteTeamRecord | null;
  checkedAt: number;
}

/**
 * Address → team, with the team's content version. Each instance re-reads a team at most every
 * `revalidateMs` (and at once after `forget`), so a cached page is served without touching the
 * database while a write on any instance still shows within that bound. Unknown addresses are
 * remembered the same way, so probing random hosts costs one query per address per interval.
 */
export function createSiteTeamResolver(deps: {
  db: DbOrTx;
  hostRules: SiteHostRules;
  revalidateMs: number;
  now: () => Date;
  /** When the team's website closed, or null (the subscriptions service's rule). */
  findWebsiteClosure: (scope: TeamScope) => Promise<Date | null>;
}) {
  const entries = new Map<string, Entry>();
  const maxEntries = 10_000;

  const isFresh = (entry: Entry) => deps.now().getTime() - entry.checkedAt < deps.revalidateMs;

  const keyOf = (address: SiteAddress) =>
    address.kind === 'custom-domain' ? `host:${address.host}` : `slug:${address.slug}`;

  async function load(address: SiteAddress): Promise<SiteTeamRecord | null> {
    const found =
      address.kind === 'custom-domain'
        ? await findSiteTeamByCustomDomain(deps.db, address.host, deps.now())
        : await findSiteTeamBySlug(deps.db, address.slug, deps.now());
    return found && { ...found, isClosed: (await deps.findWebsiteClosure(found.scope)) !== null };
  }

  return {
    /** What this instance knows of the address if it is still fresh, without asking the database. */
    peek(address: SiteAddress): SiteTeamRecord | null | undefined {
      const entry = entries.get(keyOf(address));
      return entry && isFresh(entry) ? entry.record : undefined;
    },
    async resolve(address: SiteAddress): Promise<SiteTeamRecord | null> {
      const key = keyOf(address);
      const entry = entries.get(key);
      if (entry && isFresh(entry)) return entry.record;
      const record = await load(address);
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, { record, checkedAt: deps.now().getTime() });
      return record;
    },
    /** Drops what this instance knows of a team (after a write by its admin). */
    forget(teamId: string): void {
      for (const [key, entry] of entries) if (entry.record?.team.id === teamId) entries.delete(key);
    },
  };
}
