import type { SportsType } from '@sideline/domain';
import {
  type ContentListQuery,
  type ContentListResponse,
  type League,
  type LeagueUpdate,
  leagueMessages,
  type PreDevelopedLeaguesResponse,
} from '@sideline/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import { pageBySearch } from '../content-sections/content-list-page.ts';
import { countLiveGames } from '../content-sections/game-counts.ts';
import { findTeamSportsType } from '../content-sections/team-sports-type.ts';
import {
  createLeaguesRepository,
  findPreDevelopedLeagueChoice,
  type LeagueRow,
  type LeagueValues,
  listPreDevelopedLeagues,
} from './leagues.repository.ts';

const notFound = () => new AppError('not_found', leagueMessages.notFound);

/** The stored columns of a checked input ('' means no pre-developed link). */
function toLeagueValues(input: LeagueUpdate): LeagueValues {
  return {
    name: input.name,
    division: input.division,
    preDevelopedLeagueId: input.preDevelopedLeagueId || null,
    preDevelopedConferenceId: input.preDevelopedConferenceId || null,
  };
}

/** Leagues (spec part 2 §3, §4, §7, §8): the team's own, and the read-only pre-developed ones. */
export function createLeaguesService(deps: { db: Db }) {
  const repositoryOf = (scope: TeamScope, db: DbOrTx = deps.db) => createLeaguesRepository(db, scope);

  async function toLeague(scope: TeamScope, row: LeagueRow, db: DbOrTx = deps.db): Promise<League> {
    return {
      id: row.id,
      name: row.name,
      division: row.division,
      preDevelopedLeagueId: row.preDevelopedLeagueId,
      preDevelopedConferenceId: row.preDevelopedConferenceId,
      gameCount: await countLiveGames(db, scope, { leagueId: row.id }),
      timeCreated: row.timeCreated.toISOString(),
      timeModified: row.timeModified.toISOString(),
    };
  }

  /** Refuses a pre-developed league of another sport or a conference of another league. */
  async function checkPreDevelopedChoice(scope: TeamScope, input: LeagueUpdate): Promise<void> {
    if (!input.preDevelopedLeagueId) return;
    const sportsType = await findTeamSportsType(deps.db, scope);
    const found = await findPreDevelopedLeagueChoice(
      deps.db,
      sportsType,
      input.preDevelopedLeagueId,
      input.preDevelopedConferenceId || null,
    );
    if (!found.leagueFound) {
      const message = leagueMessages.unknownPreDevelopedLeague;
      throw new AppError('validation', message, { preDevelopedLeagueId: message });
    }
    if (!found.conferenceFound) {
      const message = leagueMessages.conferenceOfOtherLeague;
      throw new AppError('validation', message, { preDevelopedConferenceId: message });
    }
  }

  return {
    async list(scope: TeamScope, query: ContentListQuery): Promise<ContentListResponse> {
      const rows = await repositoryOf(scope).listRows();
      const { page, total, nextCursor } = pageBySearch(rows, query, (row) => `${row.name} ${row.division}`);
      return {
        items: page.map((row) => ({ id: row.id, title: row.name, subtitle: row.division, imageLink: '' })),
        total,
        nextCursor,
      };
    },

    async listPreDeveloped(scope: TeamScope): Promise<PreDevelopedLeaguesResponse> {
      const rows = await listPreDevelopedLeagues(deps.db, await findTeamSportsType(deps.db, scope));
      const byId = new Map<string, PreDevelopedLeaguesResponse['leagues'][number]>();
      for (const row of rows) {
        const league = byId.get(row.id) ?? {
          id: row.id,
          name: row.name,
          division: row.division,
          conferences: [],
        };
        byId.set(row.id, league);
        if (row.conferenceId && row.conferenceName) {
          league.conferences.push({ id: row.conferenceId, name: row.conferenceName });
        }
      }
      return { leagues: [...byId.values()] };
    },

    async get(scope: TeamScope, id: string): Promise<League> {
      const row = await repositoryOf(scope).findById(id);
      if (!row) throw notFound();
      return toLeague(scope, row);
    },

    async create(scope: TeamScope, input: LeagueUpdate): Promise<League> {
      await checkPreDevelopedChoice(scope, input);
      const sportsType = await findTeamSportsType(deps.db, scope);
      return toLeague(scope, await repositoryOf(scope).insert({ ...toLeagueValues(input), sportsType }));
    },

    /** The league and every game in it, in one transaction. */
    async update(scope: TeamScope, id: string, input: LeagueUpdate): Promise<League> {
      await checkPreDevelopedChoice(scope, input);
      return deps.db.transaction(async (tx) => {
        const repository = repositoryOf(scope, tx);
        const row = await repository.update(id, toLeagueValues(input));
        if (!row) throw notFound();
        await repository.rewriteGamesOfLeague(row);
        return toLeague(scope, row, tx);
      });
    },

    /** Spec part 2 §8: refused while the league has games; the count and the check in one transaction. */
    async remove(scope: TeamScope, id: string): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const repository = repositoryOf(scope, tx);
        if (!(await repository.findById(id))) throw notFound();
        const games = await countLiveGames(tx, scope, { leagueId: id });
        if (games > 0) throw new AppError('conflict', leagueMessages.hasGames(games));
        await repository.softDelete(id);
      });
    },

    /** Whether the sport has this predeveloped league, and the conference is one of it (a game may name them). */
    findPreDevelopedLeagueChoice(sportsType: SportsType, leagueId: string, conferenceId: string | null) {
      return findPreDevelopedLeagueChoice(deps.db, sportsType, leagueId, conferenceId);
    },
  };
}

export type LeaguesService = ReturnType<typeof createLeaguesService>;
