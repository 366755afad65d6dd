import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { articles } from '../../db/schema/articles.ts';
import { events } from '../../db/schema/events.ts';
import { galleries } from '../../db/schema/galleries.ts';
import { games } from '../../db/schema/games.ts';
import { leagues } from '../../db/schema/leagues.ts';
import { opponents } from '../../db/schema/opponents.ts';
import { coaches, players } from '../../db/schema/roster.ts';
import { seasons } from '../../db/schema/seasons.ts';
import { type TeamScope, whereTeamLive } from '../../platform/tenant-scope.ts';

const tables = {
  season: seasons,
  league: leagues,
  opponent: opponents,
  player: players,
  coach: coaches,
  game: games,
  event: events,
  gallery: galleries,
  article: articles,
};
export type OwnRecordKind = keyof typeof tables;

/**
 * The ids among `ids` that are live records of this team: what a game's line-up, an event's tags
 * or a sheet's players (or an article's links) may point at. Another team's id is simply not among them.
 */
export async function findOwnRecordIds(
  db: DbOrTx,
  scope: TeamScope,
  kind: OwnRecordKind,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const table = tables[kind];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(whereTeamLive(table, scope, inArray(table.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}
