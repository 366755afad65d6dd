import type { StaffRole } from '@sideline/domain';
import { asc, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { requireRow } from '../../db/rows.ts';
import { coaches } from '../../db/schema/roster.ts';
import { type TeamScope, whereTeamLive } from '../../platform/tenant-scope.ts';

export type StaffRow = typeof coaches.$inferSelect;
export type StaffValues = Omit<
  StaffRow,
  'id' | 'teamId' | 'role' | 'order' | 'sportsType' | 'deleted' | 'timeCreated' | 'timeModified'
>;

/**
 * The team's live coaches or executive board members (`role`), spec part 2 §7 "coaches: list by
 * teamId not deleted ordered by order descending then timeCreated". Current members come first,
 * as on the public /staff and /executiveboard pages.
 */
export function createStaffRepository(db: DbOrTx, scope: TeamScope, role: StaffRole) {
  const live = (...conditions: Parameters<typeof whereTeamLive>[2][]) =>
    whereTeamLive(coaches, scope, eq(coaches.role, role), ...conditions);

  return {
    listRows() {
      return db
        .select({
          id: coaches.id,
          name: coaches.name,
          details: coaches.details,
          current: coaches.current,
          profileImage: coaches.profileImage,
          published: coaches.published,
          isSample: coaches.isSample,
        })
        .from(coaches)
        .where(live())
        .orderBy(desc(coaches.current), desc(coaches.order), asc(coaches.timeCreated), asc(coaches.id));
    },

    async findById(id: string): Promise<StaffRow | undefined> {
      const [row] = await db
        .select()
        .from(coaches)
        .where(live(eq(coaches.id, id)))
        .limit(1);
      return row;
    },

    /** Url ids of the team's live coaches and board members other than `exceptId` (unique among them). */
    async listUrlIds(exceptId?: string): Promise<string[]> {
      const rows = await db
        .select({ urlId: coaches.urlId })
        .from(coaches)
        .where(whereTeamLive(coaches, scope, exceptId ? ne(coaches.id, exceptId) : undefined));
      return rows.map((row) => row.urlId);
    },

    /** A new member takes the first place (above the highest order of the role). */
    async insert(values: StaffValues & { sportsType: StaffRow['sportsType'] }): Promise<StaffRow> {
      const [first] = await db
        .select({ order: coaches.order })
        .from(coaches)
        .where(live())
        .orderBy(desc(coaches.order))
        .limit(1);
      const [row] = await db
        .insert(coaches)
        .values({ ...values, role, order: (first?.order ?? 0) + 1, teamId: scope.teamId })
        .returning();
      return requireRow(row, 'coaches');
    },

    /** Saving with the other `current` value moves the member between current and previous. */
    async update(id: string, values: StaffValues): Promise<StaffRow | undefined> {
      const [row] = await db
        .update(coaches)
        // An edited sample record is the admin's own from then on (decision 019).
        .set({ ...values, isSample: false })
        .where(live(eq(coaches.id, id)))
        .returning();
      return row;
    },

    async setOrder(ranks: readonly { id: string; order: number }[]): Promise<void> {
      for (const rank of ranks) {
        await db
          .update(coaches)
          .set({ order: rank.order })
          .where(live(eq(coaches.id, rank.id)));
      }
    },

    /** Soft delete: past games keep their coaches; public pages and counts skip the member. */
    async softDelete(id: string): Promise<boolean> {
      const rows = await db
        .update(coaches)
        .set({ deleted: true })
        .where(live(eq(coaches.id, id)))
        .returning({ id: coaches.id });
      return rows.length > 0;
    },
  };
}
