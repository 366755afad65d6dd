import {
  buildUrlId,
  type ContentListQuery,
  type ContentListResponse,
  chooseFreeTeamSlug,
  findDetailValue,
  findPlayerDetailProblems,
  isTeamSportsType,
  listPlayerStatOverrideLabels,
  normalizePlayerDetails,
  noStoredImage,
  type Player,
  type PlayerUpdate,
  playerDetailTitles,
  playerMessagesOf,
  type TeamSportsType,
  unknownStatMessage,
} from '@sideline/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import { pageBySearch } from '../content-sections/content-list-page.ts';
import { findTeamSportsType } from '../content-sections/team-sports-type.ts';
import type { MediaService } from '../media/media.service.ts';
import { createPlayersRepository, type PlayerRow } from './players.repository.ts';

function toPlayer(row: PlayerRow): Player {
  return {
    id: row.id,
    urlId: row.urlId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    details: row.details,
    summary: row.summary,
    bio: row.bio,
    profileImage: row.profileImage,
    featureImage: row.featureImage,
    texts: row.texts,
    alumni: row.alumni,
    published: row.published,
    overridingStats: row.overridingStats,
    timeCreated: row.timeCreated.toISOString(),
    timeModified: row.timeModified.toISOString(),
  };
}

/** "#7 · Goalie": what the list shows under a player's name. */
function describePlayer(details: PlayerRow['details']): string {
  const number = findDetailValue(details, playerDetailTitles.teamNumber);
  const position = findDetailValue(details, playerDetailTitles.position);
  return [number ? `#${number}` : '', position].filter(Boolean).join(' · ');
}

/** Overrides of statistics another sport keeps (a rugby team's "Goals"). */
function findForeignStats(sportsType: TeamSportsType, input: PlayerUpdate): Record<string, string> {
  const labels = listPlayerStatOverrideLabels(sportsType);
  return Object.fromEntries(
    Object.keys(input.overridingStats)
      .filter((label) => !labels.includes(label))
      .map((label) => [`overridingStats.${label}`, unknownStatMessage]),
  );
}

/**
 * Players (spec part 2 §3, §4, §7), one service per portal sub-section: `alumni` false is the
 * roster, true the alumni. Both read and write the one players table; an id of the other group
 * is "does not exist" here, and a save with the other `alumni` value moves the player.
 */
export function createPlayersService(deps: { db: Db; media: MediaService }, alumni: boolean) {
  const messages = playerMessagesOf(alumni);
  const notFound = () => new AppError('not_found', messages.notFound);
  const repositoryOf = (scope: TeamScope) => createPlayersRepository(deps.db, scope);

  async function buildValues(scope: TeamScope, input: PlayerUpdate, stored: PlayerRow | null) {
    const sportsType = await findTeamSportsType(deps.db, scope);
    // Teams without a sport (store-only) keep the rows they were sent; there is no roster page.
    const details = isTeamSportsType(sportsType)
      ? normalizePlayerDetails(sportsType, input.details)
      : input.details;
    const problems = isTeamSportsType(sportsType)
      ? { ...findPlayerDetailProblems(sportsType, details), ...findForeignStats(sportsType, input) }
      : {};
    const [firstProblem] = Object.values(problems);
    if (firstProblem !== undefined) throw new AppError('validation', firstProblem, problems);
    const urlId = chooseFreeTeamSlug(
      buildUrlId(input.name),
      await repositoryOf(scope).listUrlIds(stored?.id),
    );
    const profileImage = await deps.media.resolveImageSlot(
      scope,
      input.profileImage,
      stored?.profileImage ?? noStoredImage,
      'image',
      { field: 'profileImage' },
    );
    const featureImage = await deps.media.resolveImageSlot(
      scope,
      input.featureImage,
      stored?.featureImage ?? noStoredImage,
      'feature',
      { field: 'featureImage' },
    );
    const values = {
      urlId,
      name: input.name,
      email: input.email,
      phone: input.phone,
      details,
      summary: input.summary,
      bio: input.bio,
      profileImage,
      featureImage,
      texts: input.texts.filter((text) => text.title || text.value),
      alumni: input.alumni,
      published: input.published,
      overridingStats: input.overridingStats,
    };
    return { values, sportsType };
  }

  return {
    messages,
    async list(scope: TeamScope, query: ContentListQuery): Promise<ContentListResponse> {
      const rows = await repositoryOf(scope).listRows(alumni);
      const { page, total, nextCursor } = pageBySearch(rows, query, (row) =>
        [row.name, findDetailValue(row.details, playerDetailTitles.position)].join(' '),
      );
      return {
        items: page.map((row) => ({
          id: row.id,
          title: row.name,
          subtitle: describePlayer(row.details),
          imageLink: row.profileImage.link,
          published: row.published,
          isSample: row.isSample,
        })),
        total,
        nextCursor,
      };
    },
    async get(scope: TeamScope, id: string): Promise<Player> {
      const row = await repositoryOf(scope).findInGroup(id, alumni);
      if (!row) throw notFound();
      return toPlayer(row);
    },
    async create(scope: TeamScope, input: PlayerUpdate): Promise<Player> {
      const { values, sportsType } = await buildValues(scope, input, null);
      return toPlayer(await repositoryOf(scope).insert({ ...values, sportsType }));
    },
    async update(scope: TeamScope, id: string, input: PlayerUpdate): Promise<Player> {
      const stored = await repositoryOf(scope).findInGroup(id, alumni);
      if (!stored) throw notFound();
      const { values } = await buildValues(scope, input, stored);
      const row = await repositoryOf(scope).update(id, values);
      if (!row) throw notFound();
      return toPlayer(row);
    },
    async remove(scope: TeamScope, id: string): Promise<void> {
      if (!(await repositoryOf(scope).softDelete(id, alumni))) throw notFound();
    },
  };
}
export type PlayersService = ReturnType<typeof createPlayersService>;
