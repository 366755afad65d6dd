import type { TeamSocials, TeamStoreInfo, TeamWebsite } from '@sideline/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { teams } from '../../db/schema/teams.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';

type SeoInfo = TeamWebsite['seoInfo'];

/**
 * The SEO, Socials and Store Info slices of one team's record (spec part 1 §3), with what their
 * editors need to know about the team. Each save writes its own slice only.
 */
export function createWebsiteSlicesRepository(db: DbOrTx, scope: TeamScope) {
  const ownTeam = eq(teams.id, scope.teamId);
  const seoInfo = sql<SeoInfo>`${teams.website} -> 'seoInfo'`;

  function expectRow<T>(row: T | undefined): T {
    if (!row) throw new Error(`Team ${scope.teamId} does not exist`);
    return row;
  }

  return {
    /** The team and its three slices; `forUpdate` locks the row until the transaction ends. */
    async findTeam(options: { forUpdate?: boolean } = {}) {
      const query = db
        .select({
          name: teams.name,
          slug: teams.slug,
          url: teams.url,
          websiteType: teams.websiteType,
          timeZone: teams.timeZone,
          seoInfo,
          socials: teams.socials,
          storeInfo: teams.storeInfo,
        })
        .from(teams)
        .where(ownTeam)
        .limit(1);
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return expectRow(row);
    },

    /** Replaces `website.seoInfo` in place, so a concurrent save of another website part stays. */
    async saveSeoInfo(seo: SeoInfo): Promise<SeoInfo> {
      const [row] = await db
        .update(teams)
        .set({ website: sql`jsonb_set(${teams.website}, '{seoInfo}', ${JSON.stringify(seo)}::jsonb)` })
        .where(ownTeam)
        .returning({ seoInfo });
      return expectRow(row).seoInfo;
    },

    async saveSocials(socials: TeamSocials): Promise<TeamSocials> {
      const [row] = await db
        .update(teams)
        .set({ socials })
        .where(ownTeam)
        .returning({ socials: teams.socials });
      return expectRow(row).socials;
    },

    async saveStoreInfo(storeInfo: TeamStoreInfo): Promise<TeamStoreInfo> {
      const [row] = await db
        .update(teams)
        .set({ storeInfo })
        .where(ownTeam)
        .returning({ storeInfo: teams.storeInfo });
      return expectRow(row).storeInfo;
    },
  };
}

export type WebsiteSlicesTeam = Awaited<
  ReturnType<ReturnType<typeof createWebsiteSlicesRepository>['findTeam']>
>;
