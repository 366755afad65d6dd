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
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { createTeamScope } from '../../platform/tenant-scope.ts';
import { findTeamTimeZone } from '../content-sections/team-sports-type.ts';
import { createGamesRepository, type GameRow } from '../games/games.repository.ts';

const notFound = () => new AppError('not_found', gameMessages.notFound);

/**
 * A game's stat sheet, entered live from the bench: each admin action is one operation applied
 * inside the game's row lock (see stat-sheet-operations.ts), then the stored result columns are
 * derived again. Writing the game row bumps the team's content version (a trigger), so cached
 * public pages show the new score at once.
 */
export function createGameSheetService(deps: { db: Db }) {
  const repositoryOf = (teamId: string, db: DbOrTx = deps.db) =>
    createGamesRepository(db, createTeamScope(teamId));

  /** The line-up, or the current roster when the game has none, as "#9 Avery Stone". */
  async function listPlayers(teamId: string, game: GameRow, db: DbOrTx) {
    const repository = repositoryOf(teamId, db);
    const [{ playerRows }, lineup] = await Promise.all([
      repository.listOptions(),
      repository.listLineup(game.id),
    ]);
    if (lineup.players.length === 0) {
      return playerRows.map((row) => ({
        id: row.id,
        name: row.name,
        number: findDetailValue(row.details, playerDetailTitles.teamNumber),
        position: findDetailValue(row.details, playerDetailTitles.position),
      }));
    }
    const names = await repository.findPlayerNames(lineup.players.map((entry) => entry.playerId));
    return lineup.players.map((entry) => ({
      id: entry.playerId,
      name: names.get(entry.playerId) ?? '',
      number: entry.number,
      position: entry.position,
    }));
  }

  async function toView(teamId: string, game: GameRow, db: DbOrTx): Promise<GameSheetView> {
    const sportsType = requireTeamSportsType(game.sportsType);
    const sport = getSportFamily(sportsType);
    const sheet = (game.stats as GameStatSheet | null) ?? createEmptyStatSheet(sport);
    const repository = repositoryOf(teamId, db);
    const [timeZone, opponentName, players] = await Promise.all([
      findTeamTimeZone(db, teamId),
      game.opponentId ? repository.findOpponentName(game.opponentId) : Promise.resolve(''),
      listPlayers(teamId, game, db),
    ]);
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
      players,
      score: computeGameScore(sheet),
      updatedAt: game.timeModified.toISOString(),
    };
  }

  return {
    async get(teamId: string, gameId: string): Promise<GameSheetView> {
      const game = await repositoryOf(teamId).findById(gameId);
      if (!game) throw notFound();
      return toView(teamId, game, deps.db);
    },

    async apply(teamId: string, gameId: string, operation: StatSheetOperation): Promise<GameSheetView> {
      return deps.db.transaction(async (tx) => {
        const repository = repositoryOf(teamId, tx);
        const game = await repository.lockById(gameId);
        if (!game) throw notFound();
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
        const own = await repository.findOwnIds('player', [...new Set(named)]);
        const stranger = named.find((id) => !own.has(id));
        if (stranger)
          throw new AppError('validation', statSheetMessages.unknownPlayer, {
            playerId: statSheetMessages.unknownPlayer,
          });
        const saved = await repository.update(gameId, {
          stats: result.sheet,
          ...deriveStoredGameResult(game.status, result.sheet, game.homeGame),
        });
        if (!saved) throw notFound();
        return toView(teamId, saved, tx);
      });
    },
  };
}

export type GameSheetService = ReturnType<typeof createGameSheetService>;
