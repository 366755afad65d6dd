import { resolveGameTitle } from '@sideline/domain';
import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { articles } from '../../db/schema/articles.ts';
import { events } from '../../db/schema/events.ts';
import { games } from '../../db/schema/games.ts';
import { opponents } from '../../db/schema/opponents.ts';
import { coaches, players } from '../../db/schema/roster.ts';
import { seasons } from '../../db/schema/seasons.ts';
import { type TeamScope, whereTeamLive } from '../../platform/tenant-scope.ts';

/**
 * The team's live records an editor offers to tag content with (events, articles, galleries), in
 * the order its pickers list them: newest seasons, games, events and articles first, people by name.
 */
export function createTagOptionQueries(db: DbOrTx, scope: TeamScope) {
  return {
    seasons: () =>
      db
        .select({ id: seasons.id, name: seasons.name })
        .from(seasons)
        .where(whereTeamLive(seasons, scope))
        .orderBy(desc(seasons.startDate), desc(seasons.timeCreated)),
    players: () =>
      db
        .select({ id: players.id, name: players.name })
        .from(players)
        .where(whereTeamLive(players, scope))
        .orderBy(asc(players.name)),
    coaches: () =>
      db
        .select({ id: coaches.id, name: coaches.name })
        .from(coaches)
        .where(whereTeamLive(coaches, scope))
        .orderBy(asc(coaches.name)),
    games: () =>
      db
        .select({
          id: games.id,
          title: games.title,
          status: games.status,
          timeOfGame: games.timeOfGame,
          timeTba: games.timeTba,
          opponentName: opponents.name,
        })
        .from(games)
        .leftJoin(opponents, eq(opponents.id, games.opponentId))
        .where(whereTeamLive(games, scope))
        .orderBy(desc(games.timeOfGame)),
    events: () =>
      db
        .select({ id: events.id, name: events.title, eventType: events.eventType })
        .from(events)
        .where(whereTeamLive(events, scope))
        .orderBy(desc(events.timeOfEvent)),
    articles: () =>
      db
        .select({ id: articles.id, name: articles.title })
        .from(articles)
        .where(whereTeamLive(articles, scope))
        .orderBy(desc(articles.timeOfArticle)),
  };
}

type GameOptionRow = Awaited<ReturnType<ReturnType<typeof createTagOptionQueries>['games']>>[number];

/** A game as the pickers name it: by the title it shows everywhere else. */
export function toGameOption(game: GameOptionRow, timeZone: string): { id: string; name: string } {
  return { id: game.id, name: resolveGameTitle(game, timeZone) };
}
