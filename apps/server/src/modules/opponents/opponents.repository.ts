import { asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { requireRow } from '../../db/rows.ts';
import { opponents } from '../../db/schema/opponents.ts';
import { type TeamScope, whereTeamLive } from '../../platform/tenant-scope.ts';

export type OpponentRow = typeof opponents.$inferSelect;
export type OpponentValues = Pick<OpponentRow, 'name' | 'urlId' | 'logo' | 'address' | 'url' | 'notes'>;

/** The team's opponents that are not soft-deleted (spec part 2 §7 "opponents: non-deleted"). */
export function createOpponentsRepository(db: DbOrTx, scope: TeamScope) {
  const live = (...conditions: Parameters<typeof whereTeamLive>[2][]) =>
    whereTeamLive(opponents, scope, ...conditions);

  return {
    /** The list's columns of every live opponent, by name. */
    listRows() {
      return db
        .select({ id: opponents.id, name: opponents.name, address: opponents.address, logo: opponents.logo })
        .from(opponents)
        .where(live())
        .orderBy(asc(opponents.name), asc(opponents.id));
    },

    async findById(id: string): Promise<OpponentRow | undefined> {
      const [row] = await db
        .select()
        .from(opponents)
        .where(live(eq(opponents.id, id)))
        .limit(1);
      return row;
    },

    /** Url ids of live opponents other than `exceptId` (a url id is unique among them). */
    async listUrlIds(exceptId?: string): Promise<string[]> {
      const rows = await db
        .select({ urlId: opponents.urlId })
        .from(opponents)
        .where(live(exceptId ? ne(opponents.id, exceptId) : undefined));
      return rows.map((row) => row.urlId);
    },

    async insert(values: OpponentValues & { sportsType: OpponentRow['sportsType'] }): Promise<OpponentRow> {
      const [row] = await db
        .insert(opponents)
        .values({ ...values, teamId: scope.teamId })
        .returning();
      return requireRow(row, 'opponents');
    },

    async update(id: string, values: OpponentValues): Promise<OpponentRow | undefined> {
      const [row] = await db
        .update(opponents)
        .set(values)
        .where(live(eq(opponents.id, id)))
        .returning();
      return row;
    },

    /** Soft delete: past games keep naming the opponent; public lists skip it. */
    async softDelete(id: string): Promise<boolean> {
      const rows = await db
        .update(opponents)
        .set({ deleted: true })
        .where(live(eq(opponents.id, id)))
        .returning({ id: opponents.id });
      return rows.length > 0;
    },
  };
}
