import type { SportsType } from '@sideline/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { requireRow } from '../../db/rows.ts';
import { games } from '../../db/schema/games.ts';
import { leagues, preDevelopedConferences, preDevelopedLeagues } from '../../db/schema/leagues.ts';
import { type TeamScope, whereTeam, whereTeamLive } from '../../platform/tenant-scope.ts';

export type LeagueRow = typeof leagues.$inferSelect;
export type LeagueValues = Pick<
  LeagueRow,
  'name' | 'division' | 'preDevelopedLeagueId' | 'preDevelopedConferenceId'
>;

/** The team's leagues that are not soft-deleted, listed by creation time (spec part 2 §7). */
export function createLeaguesRepository(db: DbOrTx, scope: TeamScope) {
  const live = (...conditions: Parameters<typeof whereTeamLive>[2][]) =>
    whereTeamLive(leagues, scope, ...conditions);

  return {
    listRows() {
      return db
        .select({ id: leagues.id, name: leagues.name, division: leagues.division })
        .from(leagues)
        .where(live())
        .orderBy(asc(leagues.timeCreated), asc(leagues.id));
    },

    async findById(id: string): Promise<LeagueRow | undefined> {
      const [row] = await db
        .select()
        .from(leagues)
        .where(live(eq(leagues.id, id)))
        .limit(1);
      return row;
    },

    async insert(values: LeagueValues & { sportsType: SportsType }): Promise<LeagueRow> {
      const [row] = await db
        .insert(leagues)
        .values({ ...values, teamId: scope.teamId })
        .returning();
      return requireRow(row, 'leagues');
    },

    async update(id: string, values: LeagueValues): Promise<LeagueRow | undefined> {
      const [row] = await db
        .update(leagues)
        .set(values)
        .where(live(eq(leagues.id, id)))
        .returning();
      return row;
    },

    /**
     * Spec part 2 §4: a league update also rewrites every game of the team in that league, whose
     * pre-developed league and conference are copies of the league's (one statement, one batch).
     */
    async rewriteGamesOfLeague(league: LeagueRow): Promise<void> {
      await db
        .update(games)
        .set({
          preDevelopedLeagueId: league.preDevelopedLeagueId,
          preDevelopedConferenceId: league.preDevelopedConferenceId,
        })
        .where(whereTeam(games, scope, eq(games.leagueId, league.id)));
    },

    async softDelete(id: string): Promise<boolean> {
      const rows = await db
        .update(leagues)
        .set({ deleted: true })
        .where(live(eq(leagues.id, id)))
        .returning({ id: leagues.id });
      return rows.length > 0;
    },
  };
}

/** Pre-developed leagues are shared reference data (no team), read by sports type. */
export function listPreDevelopedLeagues(db: DbOrTx, sportsType: SportsType) {
  return db
    .select({
      id: preDevelopedLeagues.id,
      name: preDevelopedLeagues.name,
      division: preDevelopedLeagues.division,
      conferenceId: preDevelopedConferences.id,
      conferenceName: preDevelopedConferences.name,
    })
    .from(preDevelopedLeagues)
    .leftJoin(preDevelopedConferences, eq(preDevelopedConferences.leagueId, preDevelopedLeagues.id))
    .where(eq(preDevelopedLeagues.sportsType, sportsType))
    .orderBy(
      asc(preDevelopedLeagues.name),
      asc(preDevelopedLeagues.division),
      asc(preDevelopedConferences.name),
    );
}

/** Whether a pre-developed league is of the sport, and a conference (if any) is of that league. */
export async function findPreDevelopedLeagueChoice(
  db: DbOrTx,
  sportsType: SportsType,
  leagueId: string,
  conferenceId: string | null,
): Promise<{ leagueFound: boolean; conferenceFound: boolean }> {
  const [league] = await db
    .select({ id: preDevelopedLeagues.id })
    .from(preDevelopedLeagues)
    .where(and(eq(preDevelopedLeagues.id, leagueId), eq(preDevelopedLeagues.sportsType, sportsType)));
  if (!league || !conferenceId) return { leagueFound: Boolean(league), conferenceFound: !conferenceId };
  const [conference] = await db
    .select({ id: preDevelopedConferences.id })
    .from(preDevelopedConferences)
    .where(and(eq(preDevelopedConferences.id, conferenceId), eq(preDevelopedConferences.leagueId, leagueId)));
  return { leagueFound: true, conferenceFound: Boolean(conference) };
}
