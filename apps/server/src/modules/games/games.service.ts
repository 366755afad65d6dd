import {
  type ContentListQuery,
  type ContentListResponse,
  deriveStoredGameResult,
  findDetailValue,
  formatGameDate,
  formatWallTime,
  type Game,
  type GameOptions,
  type GameStatSheet,
  type GameUpdate,
  gameMessages,
  gameStatusLabels,
  type LinkedTicketMode,
  listLineupWarnings,
  noStoredImage,
  parseWallTime,
  playerDetailTitles,
  resolveGameTitle,
} from '@sideline/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, invalidField } from '../../platform/errors.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import { pageBySearch } from '../content-sections/content-list-page.ts';
import { createLinkedContentRepository } from '../content-sections/linked-content.repository.ts';
import { findTeamSportsType, findTeamTimeZone } from '../content-sections/team-sports-type.ts';
import type { LeaguesService } from '../leagues/leagues.service.ts';
import type { MediaService } from '../media/media.service.ts';
import type { SeasonsService } from '../seasons/seasons.service.ts';
import {
  countGames,
  createGamesRepository,
  type GameRow,
  type GameValues,
  keepGameClockTimes,
} from './games.repository.ts';

const notFound = () => new AppError('not_found', gameMessages.notFound);

type GamesRepository = ReturnType<typeof createGamesRepository>;

export type { GameRow } from './games.repository.ts';

/**
 * A game with who played it, as its stat sheet and a recap read it: the opponent's name, the
 * line-up and its players' names, and, when there is no line-up, the current roster.
 */
export interface PlayedGame {
  game: GameRow;
  opponentName: string;
  lineup: Awaited<ReturnType<GamesRepository['listLineup']>>['players'];
  playerNames: Map<string, string>;
  roster: Awaited<ReturnType<GamesRepository['listOptions']>>['playerRows'];
}

async function describePlayedGame(repository: GamesRepository, game: GameRow): Promise<PlayedGame> {
  const [opponentName, { players: lineup }] = await Promise.all([
    game.opponentId ? repository.findOpponentName(game.opponentId) : Promise.resolve(''),
    repository.listLineup(game.id),
  ]);
  const [playerNames, roster] = await Promise.all([
    repository.findPlayerNames(lineup.map((entry) => entry.playerId)),
    lineup.length === 0
      ? repository.listOptions().then((options) => options.playerRows)
      : Promise.resolve([]),
  ]);
  return { game, opponentName, lineup, playerNames, roster };
}

/** "2026-02-07" and "19:30" in the team's zone; no time while it is to be announced. */
/** What a game's ticket holders are told about when it changes. */
const ticketedOccasionOfGame = (row: Pick<GameRow, 'timeOfGame' | 'venue' | 'status'>) => ({
  time: row.timeOfGame,
  end: null,
  venue: row.venue,
  cancelled: row.status === 'cancelled',
});

function splitWallTime(row: Pick<GameRow, 'timeOfGame' | 'timeTba'>, timeZone: string) {
  const [date = '', time = ''] = formatWallTime(row.timeOfGame, timeZone).split('T');
  return { date, time: row.timeTba ? '' : time };
}

export interface GamesServiceDeps {
  db: Db;
  media: MediaService;
  /** A game may name one of the sport's predeveloped seasons and leagues. */
  seasons: SeasonsService;
  leagues: LeaguesService;
}

/**
 * Games (spec part 2 §3, §4, §7, §8): list with search, read, create and update with the line-up
 * recreated in the same transaction, and delete with everything that goes with a game.
 */
export function createGamesService(deps: GamesServiceDeps) {
  const repositoryOf = (scope: TeamScope, db: DbOrTx = deps.db) => createGamesRepository(db, scope);

  async function toGame(scope: TeamScope, row: GameRow, db: DbOrTx = deps.db): Promise<Game> {
    const repository = repositoryOf(scope, db);
    const linked = createLinkedContentRepository(db, scope);
    const [timeZone, lineup, article, gallery, tickets, opponentName] = await Promise.all([
      findTeamTimeZone(db, scope),
      repository.listLineup(row.id),
      linked.findArticle(row.articleId),
      linked.findGallery(row.galleryId),
      linked.countTickets({ gameId: row.id }),
      row.opponentId ? repository.findOpponentName(row.opponentId) : Promise.resolve(''),
    ]);
    return {
      id: row.id,
      title: row.title,
      displayTitle: resolveGameTitle({ ...row, opponentName }, timeZone),
      seasonId: row.seasonId,
      leagueId: row.leagueId,
      opponentId: row.opponentId,
      preDevelopedSeasonId: row.preDevelopedSeasonId,
      preDevelopedLeagueId: row.preDevelopedLeagueId,
      preDevelopedConferenceId: row.preDevelopedConferenceId,
      homeGame: row.homeGame,
      status: row.status,
      ...splitWallTime(row, timeZone),
      timeTba: row.timeTba,
      venue: row.venue,
      attendance: row.attendance === null ? '' : String(row.attendance),
      featureImage: row.featureImage,
      articleImage: row.articleImage,
      promotionalText: row.promotionalText,
      promotionalVideo: row.promotionalVideo,
      notes: row.notes,
      tags: row.tags.join(', '),
      players: lineup.players,
      coaches: lineup.coaches,
      lineupWarnings: listLineupWarnings(lineup.players),
      published: row.published,
      winOrLoss: row.winOrLoss,
      gameScore: row.gameScore,
      shutOut: row.shutOut,
      article: article && { id: article.id, title: article.title },
      gallery: gallery && { id: gallery.id, title: gallery.title },
      tickets,
      timeCreated: row.timeCreated.toISOString(),
      timeModified: row.timeModified.toISOString(),
    };
  }

  /** Every id the game points at must be one of this team's live records (or of its sport). */
  async function checkReferences(scope: TeamScope, input: GameUpdate, repository: GamesRepository) {
    const own = async (kind: Parameters<GamesRepository['findOwnIds']>[0], ids: string[]) =>
      repository.findOwnIds(kind, ids);
    if (!(await own('season', [input.seasonId])).has(input.seasonId)) {
      throw invalidField('seasonId', gameMessages.unknownSeason);
    }
    if (!(await own('opponent', [input.opponentId])).has(input.opponentId)) {
      throw invalidField('opponentId', gameMessages.unknownOpponent);
    }
    if (input.leagueId && !(await own('league', [input.leagueId])).has(input.leagueId)) {
      throw invalidField('leagueId', gameMessages.unknownLeague);
    }
    const playerIds = input.players.map((player) => player.playerId);
    if ((await own('player', playerIds)).size !== playerIds.length) {
      throw invalidField('players', gameMessages.unknownPlayer);
    }
    const coachIds = [...new Set(input.coaches)];
    if ((await own('coach', coachIds)).size !== coachIds.length) {
      throw invalidField('coaches', gameMessages.unknownCoach);
    }
    const sportsType = await findTeamSportsType(deps.db, scope);
    if (
      input.preDevelopedSeasonId &&
      !(await deps.seasons.isPreDevelopedSeason(sportsType, input.preDevelopedSeasonId))
    ) {
      throw invalidField('preDevelopedSeasonId', gameMessages.unknownPreDevelopedSeason);
    }
    if (input.preDevelopedLeagueId) {
      const found = await deps.leagues.findPreDevelopedLeagueChoice(
        sportsType,
        input.preDevelopedLeagueId,
        input.preDevelopedConferenceId || null,
      );
      if (!found.leagueFound)
        throw invalidField('preDevelopedLeagueId', gameMessages.unknownPreDevelopedLeague);
      if (!found.conferenceFound) {
        throw invalidField('preDevelopedConferenceId', gameMessages.conferenceOfOtherLeague);
      }
    }
  }

  async function buildValues(
    scope: TeamScope,
    input: GameUpdate,
    stored: GameRow | null,
  ): Promise<GameValues> {
    const repository = repositoryOf(scope);
    await checkReferences(scope, input, repository);
    const timeZone = await findTeamTimeZone(deps.db, scope);
    // A game whose time is to be announced keeps its day at noon, so the day never shifts.
    const timeOfGame = parseWallTime(`${input.date}T${input.timeTba ? '12:00' : input.time}`, timeZone);
    if (!timeOfGame) throw invalidField('date', gameMessages.enterDate);
    const [featureImage, articleImage] = await Promise.all([
      deps.media.resolveImageSlot(
        scope,
        input.featureImage,
        stored?.featureImage ?? noStoredImage,
        'feature',
        {
          field: 'featureImage',
        },
      ),
      deps.media.resolveImageSlot(
        scope,
        input.articleImage,
        stored?.articleImage ?? noStoredImage,
        'feature',
        {
          field: 'articleImage',
        },
      ),
    ]);
    return {
      title: input.title,
      seasonId: input.seasonId,
      leagueId: input.leagueId || null,
      opponentId: input.opponentId,
      preDevelopedSeasonId: input.preDevelopedSeasonId || null,
      preDevelopedLeagueId: input.preDevelopedLeagueId || null,
      preDevelopedConferenceId: input.preDevelopedConferenceId || null,
      homeGame: input.homeGame,
      status: input.status,
      timeOfGame,
      timeTba: input.timeTba,
      venue: input.venue,
      attendance: input.attendance,
      featureImage,
      articleImage,
      promotionalText: input.promotionalText,
      promotionalVideo: input.promotionalVideo,
      notes: input.notes,
      tags: input.tags,
      published: input.published,
      ...deriveStoredGameResult(
        input.status,
        (stored?.stats as GameStatSheet | null) ?? null,
        input.homeGame,
      ),
    };
  }

  /** Line-up players with their profile number and position when the admin left them blank. */
  async function completeLineup(scope: TeamScope, input: GameUpdate) {
    const { playerRows } = await repositoryOf(scope).listOptions();
    const profiles = new Map(playerRows.map((row) => [row.id, row.details]));
    return input.players.map((player) => {
      const details = profiles.get(player.playerId) ?? [];
      return {
        playerId: player.playerId,
        number: player.number || findDetailValue(details, playerDetailTitles.teamNumber),
        position: player.position || findDetailValue(details, playerDetailTitles.position),
      };
    });
  }

  return {
    /** A change of the team's zone that keeps clock times (website's time zone setting). */
    keepClockTimes: (tx: DbOrTx, scope: TeamScope, from: string, to: string) =>
      keepGameClockTimes(tx, scope, from, to),
    countScheduled: (scope: TeamScope) => countGames(deps.db, scope),

    async list(
      scope: TeamScope,
      query: ContentListQuery & { seasonId?: string },
    ): Promise<ContentListResponse> {
      const timeZone = await findTeamTimeZone(deps.db, scope);
      const rows = await repositoryOf(scope).listRows(query.seasonId);
      const { page, total, nextCursor } = pageBySearch(rows, query, (row) =>
        [resolveGameTitle(row, timeZone), row.opponentName ?? ''].join(' '),
      );
      return {
        items: page.map((row) => ({
          id: row.id,
          title: resolveGameTitle(row, timeZone),
          // The date first: a long title is cut short in a narrow list.
          subtitle: [
            formatGameDate(row.timeOfGame, timeZone),
            row.homeGame ? 'Home' : 'Away',
            gameStatusLabels[row.status],
            row.gameScore,
          ]
            .filter(Boolean)
            .join(' · '),
          imageLink: row.opponentLogo?.link ?? '',
          published: row.published,
          isSample: row.isSample,
        })),
        total,
        nextCursor,
      };
    },

    async get(scope: TeamScope, id: string): Promise<Game> {
      const row = await repositoryOf(scope).findById(id);
      if (!row) throw notFound();
      return toGame(scope, row);
    },

    async options(scope: TeamScope): Promise<GameOptions> {
      const { seasonRows, leagueRows, opponentRows, playerRows, coachRows } =
        await repositoryOf(scope).listOptions();
      return {
        seasons: seasonRows,
        leagues: leagueRows.map((row) => ({
          id: row.id,
          name: row.division ? `${row.name} (${row.division})` : row.name,
        })),
        opponents: opponentRows,
        players: playerRows.map((row) => ({
          id: row.id,
          name: row.name,
          number: findDetailValue(row.details, playerDetailTitles.teamNumber),
          position: findDetailValue(row.details, playerDetailTitles.position),
        })),
        coaches: coachRows,
      };
    },

    async create(scope: TeamScope, input: GameUpdate): Promise<Game> {
      const values = await buildValues(scope, input, null);
      const players = await completeLineup(scope, input);
      const sportsType = await findTeamSportsType(deps.db, scope);
      return deps.db.transaction(async (tx) => {
        const repository = repositoryOf(scope, tx);
        const row = await repository.insert({ ...values, sportsType });
        await repository.replaceLineup(row, { players, coaches: input.coaches });
        return toGame(scope, row, tx);
      });
    },

    async update(scope: TeamScope, id: string, input: GameUpdate): Promise<Game> {
      const stored = await repositoryOf(scope).findById(id);
      if (!stored) throw notFound();
      const values = await buildValues(scope, input, stored);
      const players = await completeLineup(scope, input);
      return deps.db.transaction(async (tx) => {
        const repository = repositoryOf(scope, tx);
        // The result columns are derived from the sheet as it stands inside the lock, so a sheet
        // save from the bench at the same moment is never overwritten by a stale result.
        const locked = await repository.lockById(id);
        if (!locked) throw notFound();
        const sheet = (locked.stats as GameStatSheet | null) ?? null;
        const row = await repository.update(id, {
          ...values,
          ...deriveStoredGameResult(input.status, sheet, input.homeGame),
        });
        if (!row) throw notFound();
        await repository.replaceLineup(row, { players, coaches: input.coaches });
        await createLinkedContentRepository(tx, scope).followTicketsChange(
          { gameId: id },
          ticketedOccasionOfGame(locked),
          ticketedOccasionOfGame(row),
        );
        return toGame(scope, row, tx);
      });
    },

    /**
     * Spec part 2 §4/§8, in one transaction: refused while tickets are sold (the game can be made
     * private instead); otherwise its gallery with photos, its article (with the article's own
     * gallery), its line-up and the game go, and its tickets are flagged or removed (`tickets`).
     */
    async remove(scope: TeamScope, id: string, tickets: LinkedTicketMode = 'flag'): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const repository = repositoryOf(scope, tx);
        const linked = createLinkedContentRepository(tx, scope);
        const game = await repository.lockById(id);
        if (!game) throw notFound();
        const { sold } = await linked.countTickets({ gameId: id });
        if (sold > 0) throw new AppError('conflict', gameMessages.ticketsSold(sold));
        await linked.removeLinked({ gameId: id }, game, tickets);
        await repository.hardDelete(id);
      });
    },

    /** One of the team's games with who played it (the game sheet, recaps); null when it is not the team's. */
    async findPlayedGame(scope: TeamScope, id: string): Promise<PlayedGame | null> {
      const repository = repositoryOf(scope);
      const row = await repository.findById(id);
      return row ? describePlayedGame(repository, row) : null;
    },

    /**
     * Changes a game's stats under its row lock, in one transaction: `change` gets the locked row
     * (and the transaction) and returns the columns to store, or throws. Null when the game is not
     * the team's.
     */
    async changeGameStats(
      scope: TeamScope,
      id: string,
      change: (game: GameRow, tx: DbOrTx) => Promise<Partial<GameValues>>,
    ): Promise<PlayedGame | null> {
      return deps.db.transaction(async (tx) => {
        const repository = repositoryOf(scope, tx);
        const game = await repository.lockById(id);
        if (!game) return null;
        const saved = await repository.update(id, await change(game, tx));
        return saved ? describePlayedGame(repository, saved) : null;
      });
    },
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
