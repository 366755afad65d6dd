import {
  buildSeasonLeaderboards,
  buildSiteDetailPath,
  findDetailValue,
  type GameStatSheet,
  getSportFamily,
  isTeamSportsType,
  playerDetailTitles,
  teamSiteExtraPaths,
  teamSitePaths,
} from '@sideline/domain';
import type { BuiltPage, SiteContext } from '../../site/site-context.ts';
import { buildSeasonLinks } from '../../site/site-people.ts';
import { buildGameCard, formatSeasonRecord } from '../../site/site-schedule.ts';

/**
 * /leaders (the newest season) and /leaders/{seasonId}: the season's leaderboards from the
 * finished games' sheets (domain buildSeasonLeaderboards) and the team's record.
 */
export async function buildLeadersPage(ctx: SiteContext, seasonId: string | null): Promise<BuiltPage | null> {
  const seasons = await ctx.repo.listSeasons();
  const season = seasonId ? seasons.find((s) => s.id === seasonId) : seasons[0];
  if (seasonId && !season) return null;
  if (!isTeamSportsType(ctx.team.sportsType)) return null;
  const [games, players, opponents] = await Promise.all([
    ctx.repo.listGames({ seasonId: season?.id }),
    ctx.repo.listPlayers(false),
    ctx.repo.listOpponents(),
  ]);
  const finished = games.filter((g) => g.status === 'finished');
  const opponentsById = new Map(opponents.map((o) => [o.id, o]));
  const boards = buildSeasonLeaderboards(
    getSportFamily(ctx.team.sportsType),
    players.map((p) => p.id),
    finished.flatMap((g) => (g.stats ? [g.stats as GameStatSheet] : [])),
  );
  const byId = new Map(players.map((p) => [p.id, p]));
  const heading = season ? `${season.name} Leaders` : 'Season Leaders';
  const path = season ? `${teamSiteExtraPaths.leaders}/${season.id}` : teamSiteExtraPaths.leaders;
  return {
    status: 200,
    designPage: 'games',
    page: {
      kind: 'leaders',
      heading,
      seasons: buildSeasonLinks(ctx, seasons, season?.id ?? null, teamSiteExtraPaths.leaders),
      record: formatSeasonRecord(finished.map((g) => buildGameCard(ctx, g, opponentsById))),
      boards: boards.map((board) => ({
        title: board.title,
        rows: board.entries.map((entry) => {
          const player = byId.get(entry.playerId)!;
          return {
            name: player.name,
            href: ctx.href(buildSiteDetailPath('player', player.urlId)),
            number: findDetailValue(player.details, playerDetailTitles.teamNumber),
            value: entry.display,
            rank: entry.rank,
            tied: entry.tied,
          };
        }),
      })),
      scheduleHref: ctx.href(
        season ? `${teamSitePaths.seasonSchedule}/${season.id}` : teamSitePaths.schedule,
      ),
    },
    seo: {
      title: `${heading} | ${ctx.team.name}`,
      description: `${ctx.team.name} ${season ? `${season.name} ` : ''}leaders: ${boards
        .map((b) => b.title)
        .join(', ')}.`,
      canonicalPath: path,
    },
  };
}
