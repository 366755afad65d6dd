import {
  applyStatSheetOperation,
  computeGameScore,
  createEmptyStatSheet,
  deriveStoredGameResult,
  findDetailValue,
  type GameSheetView,
  type GameStatSheet,
  gameMessages,
  gameStatsAreOpen,
  gameStatsClosedHint,
  getSportFamily,
  listEntryPlayerIds,
  playerDetailTitles,
  recordsBodyChecks,
  requireTeamSportsType,
  resolveGameTitle,
  type StatSheetOperation,
  statSheetMessages,
} from '@sideline/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import { findOwnRecordIds } from '../content-sections/own-records.ts';
import { findTeamTimeZone } from '../content-sections/team-sports-type.ts';
import type { GamesService, PlayedGame } from '../games/games.service.ts';

const notFound = () => new AppError('not_found', gameMessages.notFound);

/**
 * A game's stat sheet, entered live from the bench: each admin action is one operation applied
 * inside the game's row lock (see stat-sheet-operations.ts), then the stored result columns are
 * derived again. Writing the game row bumps the team's content version (a trigger), so cached
 * public pages show the new score at once.
 */
export function createGameSheetService(deps: { db: Db; games: GamesService }) {
  /** The line-up, or the current roster when the game has none, as "#9 Avery Stone". */
  function listPlayers({ lineup, playerNames, roster }: PlayedGame) {
    if (lineup.length === 0) {
      return roster.map((row) => ({
        id: row.id,
        name: row.name,
        number: findDetailValue(row.details, playerDetailTitles.teamNumber),
        position: findDetailValue(row.details, playerDetailTitles.position),
      }));
    }
    return lineup.map((entry) => ({
      id: entry.playerId,
      name: playerNames.get(entry.playerId) ?? '',
      number: entry.number,
      position: entry.position,
    }));
  }

  async function toView(scope: TeamScope, played: PlayedGame): Promise<GameSheetView> {
    const { game, opponentName } = played;
    const sportsType = requireTeamSportsType(game.sportsType);
    const sport = getSportFamily(sportsType);
    const sheet = (game.stats as GameStatSheet | null) ?? createEmptyStatSheet(sport);
    const timeZone = await findTeamTimeZone(deps.db, scope);
    return {
      game: {
        id: game.id,
        title: resolveGameTitle({ ...game, opponentName }, timeZone),
        status: game.status,
        homeGame: game.homeGame,
        opponentName,
        sport,
        bodyChecks: recordsBodyChecks(sportsType),
      },
      isOpen: gameStatsAreOpen(game.status),
      sheet,
      players: listPlayers(played),
      score: computeGameScore(sheet),
      updatedAt: game.timeModified.toISOString(),
    };
  }

  return {
    async get(scope: TeamScope, gameId: string): Promise<GameSheetView> {
      const played = await deps.games.findPlayedGame(scope, gameId);
      if (!played) throw notFound();
      return toView(scope, played);
    },

    async apply(scope: TeamScope, gameId: string, operation: StatSheetOperation): Promise<GameSheetView> {
      const saved = await deps.games.changeGameStats(scope, gameId, async (game, tx) => {
        if (!gameStatsAreOpen(game.status)) throw new AppError('conflict', gameStatsClosedHint);
        const sport = getSportFamily(requireTeamSportsType(game.sportsType));
        const sheet = (game.stats as GameStatSheet | null) ?? createEmptyStatSheet(sport);
        const result = applyStatSheetOperation(sheet, operation);
        if (!result.ok) {
          if (result.kind === 'conflict') throw new AppError('conflict', result.message);
          throw new AppError(
            'validation',
            result.message,
            result.field ? { [result.field]: result.message } : {},
          );
        }
        const named = 'entry' in operation ? listEntryPlayerIds(operation.entry) : [];
        if ('match' in operation && typeof operation.match.playerId === 'string')
          named.push(operation.match.playerId);
        const own = await findOwnRecordIds(tx, scope, 'player', [...new Set(named)]);
        const stranger = named.find((id) => !own.has(id));
        if (stranger)
          throw new AppError('validation', statSheetMessages.unknownPlayer, {
            playerId: statSheetMessages.unknownPlayer,
          });
        return { stats: result.sheet, ...deriveStoredGameResult(game.status, result.sheet, game.homeGame) };
      });
      if (!saved) throw notFound();
      return toView(scope, saved);
    },
  };
}

export type GameSheetService = ReturnType<typeof createGameSheetService>;
