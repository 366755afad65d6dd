import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { games } from '../../db/schema/games.ts';
import { type TeamScope, whereTeamLive } from '../../platform/tenant-scope.ts';

/**
 * How many live games of the team point at a season or league (spec part 2 §8: neither can be
 * deleted while it has games; soft-deleted games do not count).
 */
export async function countLiveGames(
  db: DbOrTx,
  scope: TeamScope,
  link: { seasonId: string } | { leagueId: string },
): Promise<number> {
  const linked = 'seasonId' in link ? eq(games.seasonId, link.seasonId) : eq(games.leagueId, link.leagueId);
  const [row] = await db
    .select({ games: count() })
    .from(games)
    .where(whereTeamLive(games, scope, linked));
  return row?.games ?? 0;
}
