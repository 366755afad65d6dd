import type { SportsType } from '@sideline/domain';
import {
  type ContentListQuery,
  type ContentListResponse,
  type PreDevelopedSeasonsResponse,
  type Season,
  type SeasonUpdate,
  seasonMessages,
} from '@sideline/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import { pageBySearch } from '../content-sections/content-list-page.ts';
import { countLiveGames } from '../content-sections/game-counts.ts';
import { findTeamSportsType } from '../content-sections/team-sports-type.ts';
import {
  createSeasonsRepository,
  isPreDevelopedSeasonOf,
  listPreDevelopedSeasons,
  type SeasonRow,
} from './seasons.repository.ts';

const notFound = () => new AppError('not_found', seasonMessages.notFound);

/** "2025-09-01 – 2026-04-30", or one side, or ''. */
function formatSeasonDates(row: { startDate: string | null; endDate: string | null }): string {
  return [row.startDate, row.endDate].filter(Boolean).join(' – ');
}

/** Seasons (spec part 2 §3, §7, §8): the team's own, newest first, and the pre-developed ones. */
export function createSeasonsService(deps: { db: Db }) {
  const repositoryOf = (scope: TeamScope, db: DbOrTx = deps.db) => createSeasonsRepository(db, scope);

  async function toSeason(scope: TeamScope, row: SeasonRow): Promise<Season> {
    return {
      id: row.id,
      name: row.name,
      preDevelopedSeasonId: row.preDevelopedSeasonId,
      startDate: row.startDate ?? '',
      endDate: row.endDate ?? '',
      notes: row.notes,
      published: row.published,
      gameCount: await countLiveGames(deps.db, scope, { seasonId: row.id }),
      timeCreated: row.timeCreated.toISOString(),
      timeModified: row.timeModified.toISOString(),
    };
  }

  async function toValues(scope: TeamScope, input: SeasonUpdate) {
    if (input.preDevelopedSeasonId) {
      const sportsType = await findTeamSportsType(deps.db, scope);
      if (!(await isPreDevelopedSeasonOf(deps.db, sportsType, input.preDevelopedSeasonId))) {
        const message = seasonMessages.unknownPreDevelopedSeason;
        throw new AppError('validation', message, { preDevelopedSeasonId: message });
      }
    }
    return {
      name: input.name,
      preDevelopedSeasonId: input.preDevelopedSeasonId || null,
      startDate: input.startDate || null,
      endDate: input.endDate || null,
      notes: input.notes,
      published: input.published,
    };
  }

  return {
    async list(scope: TeamScope, query: ContentListQuery): Promise<ContentListResponse> {
      const rows = await repositoryOf(scope).listRows();
      const { page, total, nextCursor } = pageBySearch(rows, query, (row) => row.name);
      return {
        items: page.map((row) => ({
          id: row.id,
          title: row.name,
          subtitle: formatSeasonDates(row),
          imageLink: '',
          published: row.published,
        })),
        total,
        nextCursor,
      };
    },

    async listPreDeveloped(scope: TeamScope): Promise<PreDevelopedSeasonsResponse> {
      const rows = await listPreDevelopedSeasons(deps.db, await findTeamSportsType(deps.db, scope));
      return {
        seasons: rows.map((row) => ({ ...row, startDate: row.startDate ?? '', endDate: row.endDate ?? '' })),
      };
    },

    async get(scope: TeamScope, id: string): Promise<Season> {
      const row = await repositoryOf(scope).findById(id);
      if (!row) throw notFound();
      return toSeason(scope, row);
    },

    async create(scope: TeamScope, input: SeasonUpdate): Promise<Season> {
      const values = await toValues(scope, input);
      const sportsType = await findTeamSportsType(deps.db, scope);
      return toSeason(scope, await repositoryOf(scope).insert({ ...values, sportsType }));
    },

    async update(scope: TeamScope, id: string, input: SeasonUpdate): Promise<Season> {
      const row = await repositoryOf(scope).update(id, await toValues(scope, input));
      if (!row) throw notFound();
      return toSeason(scope, row);
    },

    /** Spec part 2 §8: refused while the season has games; the count and the check in one transaction. */
    async remove(scope: TeamScope, id: string): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const repository = repositoryOf(scope, tx);
        if (!(await repository.findById(id))) throw notFound();
        const games = await countLiveGames(tx, scope, { seasonId: id });
        if (games > 0) throw new AppError('conflict', seasonMessages.hasGames(games));
        await repository.softDelete(id);
      });
    },

    /** Whether `id` is one of the sport's predeveloped seasons (a game may name one). */
    isPreDevelopedSeason(sportsType: SportsType, id: string): Promise<boolean> {
      return isPreDevelopedSeasonOf(deps.db, sportsType, id);
    },
  };
}

export type SeasonsService = ReturnType<typeof createSeasonsService>;
