import { buildSiteDetailPath, formatWallTime, teamSiteExtraPaths, teamSitePaths } from '@sideline/domain';
import ical, { ICalEventStatus } from 'ical-generator';
import type { SiteContext } from './site-context.ts';
import { listPagePaths } from './site-router.ts';
import { gameTitleOf, opponentNameOf } from './site-schedule.ts';
import { listStoreSitemapPaths } from './site-store.ts';

/**
 * The machine-readable files of a team site: sitemap.xml (every public page), robots.txt (pointing
 * at it) and schedule.ics (games and events as an iCalendar feed calendar apps subscribe to).
 */

/** How long a game is assumed to last in calendars when only its start is known. */
const assumedGameMinutes = 150;
const assumedEventMinutes = 90;

function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export async function buildSitemap(ctx: SiteContext): Promise<string> {
  const repo = ctx.repo;
  const [players, alumni, coaches, board, seasons, games, events, articles, galleries, forms, customPages] =
    await Promise.all([
      repo.listPlayers(false),
      repo.listPlayers(true),
      repo.listCoaches('coach'),
      repo.listCoaches('executive'),
      repo.listSeasons(),
      repo.listGames(),
      repo.listEvents(),
      repo.listArticles(),
      repo.listGalleries(),
      repo.listForms(),
      repo.listCustomPages(),
    ]);
  const storePages = await listStoreSitemapPaths(ctx);
  const entries: { path: string; modified?: Date }[] = [
    ...listPagePaths.map((path) => ({ path, modified: ctx.team.timeModified })),
    ...seasons.flatMap((s) => [
      { path: `${teamSitePaths.seasonRosters}/${s.id}`, modified: s.timeModified },
      { path: `${teamSitePaths.seasonSchedule}/${s.id}`, modified: s.timeModified },
    ]),
    ...[...players, ...alumni].map((p) => ({
      path: buildSiteDetailPath('player', p.urlId),
      modified: p.timeModified,
    })),
    ...coaches.map((c) => ({ path: buildSiteDetailPath('coach', c.urlId), modified: c.timeModified })),
    ...board.map((c) => ({ path: buildSiteDetailPath('boardMember', c.urlId), modified: c.timeModified })),
    ...games.map((g) => ({ path: buildSiteDetailPath('game', g.id), modified: g.timeModified })),
    ...events.map((e) => ({ path: buildSiteDetailPath('event', e.urlId), modified: e.timeModified })),
    ...articles.map((a) => ({ path: buildSiteDetailPath('article', a.url), modified: a.timeModified })),
    ...galleries.map((g) => ({ path: buildSiteDetailPath('gallery', g.urlId), modified: g.timeModified })),
    ...forms.map((f) => ({ path: `${teamSitePaths.forms}/${f.slug}`, modified: f.timeModified })),
    ...customPages.map((p) => ({
      path: buildSiteDetailPath('customPage', p.urlId),
      modified: p.timeModified,
    })),
    ...storePages,
  ];
  const urls = entries
    .map(
      (e) =>
        `<url><loc>${xmlEscape(ctx.canonical(e.path))}</loc>${e.modified ? `<lastmod>${e.modified.toISOString()}</lastmod>` : ''}</url>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}

/** The robots.txt of a site crawlers must stay out of (not yet published, or closed). */
export const crawlersKeptOutRobotsTxt = 'User-agent: *\nDisallow: /\n';

/** A published team invites crawlers to its sitemap; one not yet published keeps them out. */
export function buildRobotsTxt(ctx: SiteContext, isIndexable: boolean): string {
  if (!isIndexable) return crawlersKeptOutRobotsTxt;
  return `User-agent: *\nAllow: /\n\nSitemap: ${ctx.canonical(teamSiteExtraPaths.sitemap)}\n`;
}

/**
 * The day a game whose time is to be announced falls on in the team's zone, as the all-day date
 * iCalendar writes (ical-generator reads an all-day date in UTC): it is stored at noon team time,
 * which is the day before in UTC east of UTC+12.
 */
function allDayDateOf(instant: Date, timeZone: string): Date {
  const [day] = formatWallTime(instant, timeZone).split('T');
  return new Date(`${day}T00:00:00Z`);
}

/**
 * The schedule as an iCalendar feed. Every time is written in UTC with `Z`: an instant any
 * calendar shows in its reader's own zone. (A feed-wide time zone would make ical-generator
 * write floating times, which subscribed calendars read in that zone: the UTC digits shifted.)
 */
export async function buildCalendar(ctx: SiteContext): Promise<string> {
  const [games, events, opponents] = await Promise.all([
    ctx.repo.listGames(),
    ctx.repo.listEvents(),
    ctx.repo.listOpponents(),
  ]);
  const opponentsById = new Map(opponents.map((o) => [o.id, o]));
  const timeZone = ctx.team.timeZone;
  const calendar = ical({
    name: `${ctx.team.name} schedule`,
    prodId: { company: 'Sideline', product: 'Team site', language: 'EN' },
    url: ctx.canonical(teamSitePaths.schedule),
    ttl: 60 * 60,
  });
  for (const game of games) {
    const matchup = `${ctx.team.name} ${game.homeGame ? 'vs' : 'at'} ${opponentNameOf(game, opponentsById)}`;
    calendar.createEvent({
      id: `game-${game.id}@sideline`,
      start: game.timeTba ? allDayDateOf(game.timeOfGame, timeZone) : game.timeOfGame,
      end: game.timeTba ? undefined : new Date(game.timeOfGame.getTime() + assumedGameMinutes * 60_000),
      allDay: game.timeTba,
      summary: gameTitleOf(ctx, game, opponentsById),
      description: [matchup, game.gameScore ? `Final score: ${game.gameScore}` : '']
        .filter(Boolean)
        .join('\n'),
      location: game.venue || null,
      url: ctx.canonical(buildSiteDetailPath('game', game.id)),
      status:
        game.status === 'cancelled'
          ? ICalEventStatus.CANCELLED
          : game.status === 'postponed'
            ? ICalEventStatus.TENTATIVE
            : ICalEventStatus.CONFIRMED,
      lastModified: game.timeModified,
    });
  }
  for (const event of events) {
    calendar.createEvent({
      id: `event-${event.id}@sideline`,
      start: event.timeOfEvent,
      end: event.endTimeOfEvent ?? new Date(event.timeOfEvent.getTime() + assumedEventMinutes * 60_000),
      summary: `${event.eventType === 'practice' ? 'Practice' : 'Event'}: ${event.title}`,
      description: event.notes || null,
      location: event.venue || null,
      url: ctx.canonical(buildSiteDetailPath('event', event.urlId)),
      lastModified: event.timeModified,
    });
  }
  return calendar.toString();
}
