import { asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { requireRow } from '../../db/rows.ts';
import { players } from '../../db/schema/roster.ts';
import { type TeamScope, whereTeamLive } from '../../platform/tenant-scope.ts';

export type PlayerRow = typeof players.$inferSelect;
export type PlayerValues = Omit<
  PlayerRow,
  'id' | 'teamId' | 'sportsType' | 'deleted' | 'isSample' | 'timeCreated' | 'timeModified'
>;

/**
 * The team's players that are not soft-deleted, in one of the two groups: the current roster
 * (alumni false) or the alumni (spec part 2 §7 "players: list by teamId ordered by name").
 */
export function createPlayersRepository(db: DbOrTx, scope: TeamScope) {
  const live = (...conditions: Parameters<typeof whereTeamLive>[2][]) =>
    whereTeamLive(players, scope, ...conditions);
  return {
    /** The list's columns of the group's live players, by name. */
    listRows(alumni: boolean) {
      return db
        .select({
          id: players.id,
          name: players.name,
          details: players.details,
          profileImage: players.profileImage,
          published: players.published,
          isSample: players.isSample,
        })
        .from(players)
        .where(live(eq(players.alumni, alumni)))
        .orderBy(asc(players.name), asc(players.id));
    },
    async findInGroup(id: string, alumni: boolean): Promise<PlayerRow | undefined> {
      const [row] = await db
        .select()
        .from(players)
        .where(live(eq(players.id, id), eq(players.alumni, alumni)))
        .limit(1);
      return row;
    },
    /** Url ids of live players other than `exceptId` (a url id is unique among them). */
    async listUrlIds(exceptId?: string): Promise<string[]> {
      const rows = await db
        .select({ urlId: players.urlId })
        .from(players)
        .where(live(exceptId ? ne(players.id, exceptId) : undefined));
      return rows.map((row) => row.urlId);
    },
    async insert(values: PlayerValues & { sportsType: PlayerRow['sportsType'] }): Promise<PlayerRow> {
      const [row] = await db
        .insert(players)
        .values({ ...values, teamId: scope.teamId })
        .returning();
      return requireRow(row, 'players');
    },
    /** Saving with the other `alumni` value moves the player between roster and alumni. */
    async update(id: string, values: PlayerValues): Promise<PlayerRow | undefined> {
      const [row] = await db
        .update(players)
        // An edited sample record is the admin's own from then on (decision 019).
        .set({ ...values, isSample: false })
        .where(live(eq(players.id, id)))
        .returning();
      return row;
    },
    /** Soft delete: past games keep their line-ups; public pages and counts skip the player. */
    async softDelete(id: string, alumni: boolean): Promise<boolean> {
      const rows = await db
        .update(players)
        .set({ deleted: true })
        .where(live(eq(players.id, id), eq(players.alumni, alumni)))
        .returning({ id: players.id });
      return rows.length > 0;
    },
  };
}
