import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { requireRow } from '../../db/rows.ts';
import { gameCoaches, gamePlayers, games } from '../../db/schema/games.ts';
import { leagues } from '../../db/schema/leagues.ts';
import { opponents } from '../../db/schema/opponents.ts';
import { coaches, players } from '../../db/schema/roster.ts';
import { seasons } from '../../db/schema/seasons.ts';
import { keepClockTimeOf } from '../../platform/clock-times.ts';
import { type TeamScope, whereTeam, whereTeamLive } from '../../platform/tenant-scope.ts';
import { findOwnRecordIds, type OwnRecordKind } from '../content-sections/own-records.ts';

export type GameRow = typeof games.$inferSelect;
export type GameValues = Omit<
  typeof games.$inferInsert,
  'id' | 'teamId' | 'sportsType' | 'timeCreated' | 'timeModified' | 'deleted'
>;
export interface LineupPlayer {
  playerId: string;
  number: string;
  position: string;
}

/** The team's games (spec part 2 §7 "games"), their line-ups and what goes with them. */
/** The team's games moved to keep their clock times in another zone (a corrected team zone). */
export async function keepGameClockTimes(db: DbOrTx, scope: TeamScope, from: string, to: string) {
  const moved = await db
    .update(games)
    .set({ timeOfGame: keepClockTimeOf(games.timeOfGame, from, to) })
    .where(whereTeam(games, scope))
    .returning({ id: games.id });
  return moved.length;
}

export async function countGames(db: DbOrTx, scope: TeamScope): Promise<number> {
  const [row] = await db.select({ games: count() }).from(games).where(whereTeamLive(games, scope));
  return row?.games ?? 0;
}

export function createGamesRepository(db: DbOrTx, scope: TeamScope) {
  const liveGame = (...conditions: Parameters<typeof whereTeamLive>[2][]) =>
    whereTeamLive(games, scope, ...conditions);

  return {
    /** The list's columns, newest first; `seasonId` narrows to one season. */
    listRows(seasonId?: string) {
      return db
        .select({
          id: games.id,
          title: games.title,
          timeOfGame: games.timeOfGame,
          timeTba: games.timeTba,
          homeGame: games.homeGame,
          status: games.status,
          gameScore: games.gameScore,
          published: games.published,
          isSample: games.isSample,
          opponentName: opponents.name,
          opponentLogo: opponents.logo,
        })
        .from(games)
        .leftJoin(opponents, eq(opponents.id, games.opponentId))
        .where(liveGame(seasonId ? eq(games.seasonId, seasonId) : undefined))
        .orderBy(desc(games.timeOfGame), asc(games.id));
    },

    async findById(id: string): Promise<GameRow | undefined> {
      const [row] = await db
        .select()
        .from(games)
        .where(liveGame(eq(games.id, id)))
        .limit(1);
      return row;
    },

    /** The row, locked until the transaction ends: saves of one game queue up behind each other. */
    async lockById(id: string): Promise<GameRow | undefined> {
      const [row] = await db
        .select()
        .from(games)
        .where(liveGame(eq(games.id, id)))
        .for('update');
      return row;
    },

    async insert(values: GameValues & { sportsType: GameRow['sportsType'] }): Promise<GameRow> {
      const [row] = await db
        .insert(games)
        .values({ ...values, teamId: scope.teamId })
        .returning();
      return requireRow(row, 'games');
    },

    async update(id: string, values: Partial<GameValues>): Promise<GameRow | undefined> {
      const [row] = await db
        .update(games)
        // An edited sample record is the admin's own from then on (decision 019).
        .set({ ...values, isSample: false })
        .where(liveGame(eq(games.id, id)))
        .returning();
      return row;
    },

    async listLineup(gameId: string) {
      const [playerRows, coachRows] = await Promise.all([
        db
          .select({
            playerId: gamePlayers.playerId,
            number: gamePlayers.number,
            position: gamePlayers.position,
          })
          .from(gamePlayers)
          .where(whereTeam(gamePlayers, scope, eq(gamePlayers.gameId, gameId)))
          .orderBy(asc(gamePlayers.timeCreated), asc(gamePlayers.id)),
        db
          .select({ coachId: gameCoaches.coachId })
          .from(gameCoaches)
          .where(whereTeam(gameCoaches, scope, eq(gameCoaches.gameId, gameId)))
          .orderBy(asc(gameCoaches.timeCreated), asc(gameCoaches.id)),
      ]);
      // Shirt-number order, as a line-up is read out (rows written in one batch share their time).
      const byNumber = (entry: LineupPlayer) => Number.parseInt(entry.number, 10) || 1000;
      const players = [...playerRows].sort(
        (a, b) => byNumber(a) - byNumber(b) || a.playerId.localeCompare(b.playerId),
      );
      return { players, coaches: coachRows.map((row) => row.coachId) };
    },

    /** Spec part 2 §4: the game-players and game-coaches records are recreated on every save. */
    async replaceLineup(
      game: GameRow,
      lineup: { players: readonly LineupPlayer[]; coaches: readonly string[] },
    ) {
      await db.delete(gamePlayers).where(whereTeam(gamePlayers, scope, eq(gamePlayers.gameId, game.id)));
      await db.delete(gameCoaches).where(whereTeam(gameCoaches, scope, eq(gameCoaches.gameId, game.id)));
      const shared = {
        teamId: scope.teamId,
        gameId: game.id,
        seasonId: game.seasonId,
        leagueId: game.leagueId,
        sportsType: game.sportsType,
      };
      if (lineup.players.length > 0) {
        await db.insert(gamePlayers).values(lineup.players.map((player) => ({ ...shared, ...player })));
      }
      if (lineup.coaches.length > 0) {
        await db.insert(gameCoaches).values(lineup.coaches.map((coachId) => ({ ...shared, coachId })));
      }
    },

    /** Game players and coaches go with the row (foreign keys cascade). */
    async hardDelete(id: string): Promise<boolean> {
      const rows = await db
        .delete(games)
        .where(whereTeam(games, scope, eq(games.id, id)))
        .returning({ id: games.id });
      return rows.length > 0;
    },

    /** What the editor offers: the team's live seasons, leagues, opponents, players and coaches. */
    async listOptions() {
      const [seasonRows, leagueRows, opponentRows, playerRows, coachRows] = await Promise.all([
        db
          .select({ id: seasons.id, name: seasons.name })
          .from(seasons)
          .where(whereTeamLive(seasons, scope))
          .orderBy(desc(seasons.startDate), desc(seasons.timeCreated)),
        db
          .select({ id: leagues.id, name: leagues.name, division: leagues.division })
          .from(leagues)
          .where(whereTeamLive(leagues, scope))
          .orderBy(asc(leagues.name)),
        db
          .select({ id: opponents.id, name: opponents.name })
          .from(opponents)
          .where(whereTeamLive(opponents, scope))
          .orderBy(asc(opponents.name)),
        db
          .select({ id: players.id, name: players.name, details: players.details })
          .from(players)
          .where(whereTeamLive(players, scope, eq(players.alumni, false)))
          .orderBy(asc(players.name)),
        db
          .select({ id: coaches.id, name: coaches.name })
          .from(coaches)
          .where(whereTeamLive(coaches, scope, eq(coaches.role, 'coach')))
          .orderBy(desc(coaches.order), asc(coaches.timeCreated)),
      ]);
      return { seasonRows, leagueRows, opponentRows, playerRows, coachRows };
    },

    findOwnIds(kind: OwnRecordKind, ids: readonly string[]) {
      return findOwnRecordIds(db, scope, kind, ids);
    },

    /** Names of players by id, alumni included (a line-up outlives a player's move). */
    async findPlayerNames(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: players.id, name: players.name })
        .from(players)
        .where(whereTeam(players, scope, inArray(players.id, [...ids])));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    async findOpponentName(id: string): Promise<string> {
      const [row] = await db
        .select({ name: opponents.name })
        .from(opponents)
        .where(whereTeam(opponents, scope, eq(opponents.id, id)));
      return row?.name ?? '';
    },
  };
}
