import type { SportsType } from '@sideline/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { requireRow } from '../../db/rows.ts';
import { preDevelopedSeasons, seasons } from '../../db/schema/seasons.ts';
import { type TeamScope, whereTeamLive } from '../../platform/tenant-scope.ts';

export type SeasonRow = typeof seasons.$inferSelect;
export type SeasonValues = Pick<
  SeasonRow,
  'name' | 'preDevelopedSeasonId' | 'startDate' | 'endDate' | 'notes' | 'published'
>;

/** The team's seasons that are not soft-deleted, newest first (spec part 2 §3, §7). */
export function createSeasonsRepository(db: DbOrTx, scope: TeamScope) {
  const live = (...conditions: Parameters<typeof whereTeamLive>[2][]) =>
    whereTeamLive(seasons, scope, ...conditions);

  return {
    /** Newest first: by start date (seasons without one last), then by creation. */
    listRows() {
      return db
        .select({
          id: seasons.id,
          name: seasons.name,
          startDate: seasons.startDate,
          endDate: seasons.endDate,
          published: seasons.published,
        })
        .from(seasons)
        .where(live())
        .orderBy(sql`${seasons.startDate} desc nulls last`, desc(seasons.timeCreated), asc(seasons.id));
    },

    async findById(id: string): Promise<SeasonRow | undefined> {
      const [row] = await db
        .select()
        .from(seasons)
        .where(live(eq(seasons.id, id)))
        .limit(1);
      return row;
    },

    async insert(values: SeasonValues & { sportsType: SportsType }): Promise<SeasonRow> {
      const [row] = await db
        .insert(seasons)
        .values({ ...values, teamId: scope.teamId })
        .returning();
      return requireRow(row, 'seasons');
    },

    async update(id: string, values: SeasonValues): Promise<SeasonRow | undefined> {
      const [row] = await db
        .update(seasons)
        .set(values)
        .where(live(eq(seasons.id, id)))
        .returning();
      return row;
    },

    async softDelete(id: string): Promise<boolean> {
      const rows = await db
        .update(seasons)
        .set({ deleted: true })
        .where(live(eq(seasons.id, id)))
        .returning({ id: seasons.id });
      return rows.length > 0;
    },
  };
}

/** Pre-developed seasons are shared reference data, read by sports type and ordered by name. */
export function listPreDevelopedSeasons(db: DbOrTx, sportsType: SportsType) {
  return db
    .select({
      id: preDevelopedSeasons.id,
      name: preDevelopedSeasons.name,
      startDate: preDevelopedSeasons.startDate,
      endDate: preDevelopedSeasons.endDate,
    })
    .from(preDevelopedSeasons)
    .where(eq(preDevelopedSeasons.sportsType, sportsType))
    .orderBy(asc(preDevelopedSeasons.name));
}

export async function isPreDevelopedSeasonOf(
  db: DbOrTx,
  sportsType: SportsType,
  id: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: preDevelopedSeasons.id })
    .from(preDevelopedSeasons)
    .where(and(eq(preDevelopedSeasons.id, id), eq(preDevelopedSeasons.sportsType, sportsType)));
  return Boolean(row);
}
