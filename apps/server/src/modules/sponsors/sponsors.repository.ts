import { asc, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { requireRow } from '../../db/rows.ts';
import { sponsors } from '../../db/schema/sponsors.ts';
import { type TeamScope, whereTeamLive } from '../../platform/tenant-scope.ts';

export type SponsorRow = typeof sponsors.$inferSelect;
export type SponsorValues = Pick<SponsorRow, 'name' | 'urlId' | 'logo' | 'url' | 'notes' | 'published'>;

/** The team's sponsors that are not soft-deleted, in their order (spec part 2 §7). */
export function createSponsorsRepository(db: DbOrTx, scope: TeamScope) {
  const live = (...conditions: Parameters<typeof whereTeamLive>[2][]) =>
    whereTeamLive(sponsors, scope, ...conditions);

  return {
    /** The list's columns of every live sponsor: order descending, then oldest first. */
    listRows() {
      return db
        .select({
          id: sponsors.id,
          name: sponsors.name,
          url: sponsors.url,
          logo: sponsors.logo,
          published: sponsors.published,
          isSample: sponsors.isSample,
        })
        .from(sponsors)
        .where(live())
        .orderBy(desc(sponsors.order), asc(sponsors.timeCreated), asc(sponsors.id));
    },

    async findById(id: string): Promise<SponsorRow | undefined> {
      const [row] = await db
        .select()
        .from(sponsors)
        .where(live(eq(sponsors.id, id)))
        .limit(1);
      return row;
    },

    /** Url ids of live sponsors other than `exceptId` (a url id is unique among them). */
    async listUrlIds(exceptId?: string): Promise<string[]> {
      const rows = await db
        .select({ urlId: sponsors.urlId })
        .from(sponsors)
        .where(live(exceptId ? ne(sponsors.id, exceptId) : undefined));
      return rows.map((row) => row.urlId);
    },

    /** A new sponsor takes the first place (above the highest order). */
    async insert(values: SponsorValues & { sportsType: SponsorRow['sportsType'] }): Promise<SponsorRow> {
      const [first] = await db
        .select({ order: sponsors.order })
        .from(sponsors)
        .where(live())
        .orderBy(desc(sponsors.order))
        .limit(1);
      const [row] = await db
        .insert(sponsors)
        .values({ ...values, order: (first?.order ?? 0) + 1, teamId: scope.teamId })
        .returning();
      return requireRow(row, 'sponsors');
    },

    async update(id: string, values: SponsorValues): Promise<SponsorRow | undefined> {
      const [row] = await db
        .update(sponsors)
        // An edited sample record is the admin's own from then on (decision 019).
        .set({ ...values, isSample: false })
        .where(live(eq(sponsors.id, id)))
        .returning();
      return row;
    },

    async setOrder(ranks: readonly { id: string; order: number }[]): Promise<void> {
      for (const rank of ranks) {
        await db
          .update(sponsors)
          .set({ order: rank.order })
          .where(live(eq(sponsors.id, rank.id)));
      }
    },

    /** Soft delete: the public sponsors page skips the row. */
    async softDelete(id: string): Promise<boolean> {
      const rows = await db
        .update(sponsors)
        .set({ deleted: true })
        .where(live(eq(sponsors.id, id)))
        .returning({ id: sponsors.id });
      return rows.length > 0;
    },
  };
}
