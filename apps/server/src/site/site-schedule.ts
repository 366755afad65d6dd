import {
  buildSiteDetailPath,
  computeGameScore,
  createEmptyStatSheet,
  findDetailValue,
  formatGameScore,
  type GameResult,
  type GameStatSheet,
  gameResultLabels,
  gameResultShortLabels,
  getSportFamily,
  parseVideoLink,
  playerDetailTitles,
  requireTeamSportsType,
  resolveGameTitle,
  summarizeGameFromStatSheet,
  teamSiteExtraPaths,
  teamSitePaths,
  videoLinkLabel,
} from '@sideline/domain';
import type { EventCardView, GameCardView } from '@sideline/site';
import { buildBoxScore } from './game-box-score.ts';
import type { EventRow, GameRow, OpponentRow } from './site-content.repository.ts';
import { type BuiltPage, firstChangeAfter, type SiteContext } from './site-context.ts';
import { excerpt, formatSiteDate, formatSiteTime, toPreloadHref, toSiteImage } from './site-format.ts';
import { contentDefaultImage, imageOrDefault } from './site-images.ts';
import { buildSeasonLinks } from './site-people.ts';
import { eventJsonLd, sportsEventJsonLd } from './site-seo.ts';

const statusLabels: Record<GameRow['status'], string> = {
  scheduled: 'Upcoming',
  inprogress: 'Live',
  finished: 'Final',
  postponed: 'Postponed',
  cancelled: 'Cancelled',
};

/** The score of a game being played, from its sheet (home side first), or null. */
function liveScore(game: GameRow): string | null {
  if (game.status !== 'inprogress') return null;
  const score = computeGameScore((game.stats as GameStatSheet | null) ?? createEmptyStatSheetOf(game));
  return formatGameScore(score, game.homeGame);
}

function createEmptyStatSheetOf(game: GameRow): GameStatSheet {
  return createEmptyStatSheet(getSportFamily(requireTeamSportsType(game.sportsType)));
}

/** The result of a finished game from its stat sheet (or the stored summary when it has none). */
function gameOutcome(game: GameRow): { result: GameResult; score: string } | null {
  if (game.status !== 'finished') return null;
  if (game.stats) {
    const summary = summarizeGameFromStatSheet(game.stats as GameStatSheet, game.homeGame);
    return { result: summary.winOrLoss, score: summary.gameScore };
  }
  return game.winOrLoss && game.gameScore ? { result: game.winOrLoss, score: game.gameScore } : null;
}

export function opponentNameOf(game: GameRow, opponents: Map<string, OpponentRow>): string {
  return (game.opponentId && opponents.get(game.opponentId)?.name) || 'Opponent';
}

/** The game's title, or its default one when the admin left it blank (as the portal shows it). */
export function gameTitleOf(ctx: SiteContext, game: GameRow, opponents: Map<string, OpponentRow>): string {
  const opponentName = (game.opponentId && opponents.get(game.opponentId)?.name) || null;
  return resolveGameTitle({ ...game, opponentName }, ctx.team.timeZone);
}

export function buildGameCard(
  ctx: SiteContext,
  game: GameRow,
  opponents: Map<string, OpponentRow>,
): GameCardView {
  const opponent = game.opponentId ? opponents.get(game.opponentId) : undefined;
  const outcome = gameOutcome(game);
  const live = liveScore(game);
  const tz = ctx.team.timeZone;
  return {
    href: ctx.href(buildSiteDetailPath('game', game.id)),
    title: gameTitleOf(ctx, game, opponents),
    opponent: opponentNameOf(game, opponents),
    opponentLogo: toSiteImage(opponent?.logo, `${opponent?.name ?? 'Opponent'} logo`),
    homeOrAway: game.homeGame ? 'Home' : 'Away',
    date: formatSiteDate(game.timeOfGame, tz),
    time: game.timeTba ? 'Time TBA' : formatSiteTime(game.timeOfGame, tz),
    isoDate: game.timeOfGame.toISOString(),
    venue: game.venue,
    status: statusLabels[game.status],
    result: outcome
      ? `${gameResultShortLabels[outcome.result]} ${outcome.score}`
      : live !== null
        ? `Live ${live}`
        : '',
    resultKind: outcome?.result ?? null,
    isLive: live !== null,
  };
}

async function opponentsById(ctx: SiteContext): Promise<Map<string, OpponentRow>> {
  return new Map((await ctx.repo.listOpponents()).map((o) => [o.id, o]));
}

/** A season's record from its game cards: "7-2-1 (W-L-T)", '' before the first result. */
export function formatSeasonRecord(cards: readonly GameCardView[]): string {
  const tally = { win: 0, loss: 0, tied: 0 };
  for (const card of cards) if (card.resultKind) tally[card.resultKind] += 1;
  return cards.some((card) => card.resultKind) ? `${tally.win}-${tally.loss}-${tally.tied} (W-L-T)` : '';
}

/** /schedule (the newest season) and /seasonschedule/{id}: upcoming games and results. */
export async function buildSchedulePage(
  ctx: SiteContext,
  options: { seasonId: string | null; canonicalPath: string },
): Promise<BuiltPage | null> {
  const seasons = await ctx.repo.listSeasons();
  const season = options.seasonId ? seasons.find((s) => s.id === options.seasonId) : seasons[0];
  if (options.seasonId && !season) return null;
  const [games, opponents] = await Promise.all([
    ctx.repo.listGames({ seasonId: season?.id }),
    opponentsById(ctx),
  ]);
  const isPast = (g: GameRow) => g.status === 'finished' || g.timeOfGame < ctx.now;
  const upcoming = games.filter((g) => !isPast(g)).map((g) => buildGameCard(ctx, g, opponents));
  const past = games
    .filter(isPast)
    .reverse()
    .map((g) => buildGameCard(ctx, g, opponents));
  const record = formatSeasonRecord(past);
  const heading = season ? `${season.name} Schedule & Results` : 'Schedule & Results';
  const next = upcoming[0];
  const headerImage = contentDefaultImage(ctx, 'game');
  return {
    status: 200,
    designPage: 'games',
    // A game moves from upcoming to the results when it starts.
    validUntil: firstChangeAfter(
      ctx.now,
      games.filter((g) => !isPast(g)).map((g) => g.timeOfGame),
    ),
    page: {
      kind: 'schedule',
      heading,
      seasons: buildSeasonLinks(ctx, seasons, season?.id ?? null, teamSitePaths.seasonSchedule),
      upcoming,
      past,
      record,
      calendarHref: ctx.view.calendarHref,
      leadersHref: ctx.href(
        season ? `${teamSiteExtraPaths.leaders}/${season.id}` : teamSiteExtraPaths.leaders,
      ),
      headerImage,
    },
    seo: {
      title: `${heading} | ${ctx.team.name}`,
      description: `${ctx.team.name} games${season ? ` in ${season.name}` : ''}: ${upcoming.length} upcoming${next ? `, next ${next.homeOrAway === 'Home' ? 'vs' : 'at'} ${next.opponent} on ${next.date}` : ''}${record ? `; record ${record}` : ''}.`,
      image: headerImage ? ctx.absolute(headerImage.src) : null,
      preloadImage: toPreloadHref(headerImage),
      canonicalPath: options.canonicalPath,
    },
  };
}

export async function buildGamePage(ctx: SiteContext, id: string): Promise<BuiltPage | null> {
  const game = await ctx.repo.findGame(id);
  if (!game) return null;
  const [opponents, lineup, article, gallery] = await Promise.all([
    opponentsById(ctx),
    ctx.repo.listGameLineup(game.id),
    ctx.repo.findArticleById(game.articleId),
    ctx.repo.findGalleryById(game.galleryId),
  ]);
  const opponentName = opponentNameOf(game, opponents);
  const opponent = game.opponentId ? opponents.get(game.opponentId) : undefined;
  const title = gameTitleOf(ctx, game, opponents);
  const tz = ctx.team.timeZone;
  const ours = ctx.team.name;
  const players = new Map(
    lineup.map(({ entry, player }) => [
      player.id,
      {
        name: player.name,
        number: entry.number || findDetailValue(player.details, playerDetailTitles.teamNumber),
      },
    ]),
  );
  const live = liveScore(game);
  const sheet =
    (game.status === 'finished' || live !== null) && game.stats ? (game.stats as GameStatSheet) : null;
  const box = sheet
    ? buildBoxScore({
        sheet,
        sportsType: requireTeamSportsType(game.sportsType),
        ourName: ours,
        opponentName,
        isHomeGame: game.homeGame,
        players,
      })
    : null;
  const outcome = gameOutcome(game);
  const homeTeam = game.homeGame ? ours : opponentName;
  const awayTeam = game.homeGame ? opponentName : ours;
  const [homeScore, awayScore] = (outcome?.score ?? live ?? '-').split('-');
  const resultLine = outcome ? `${gameResultLabels[outcome.result]} ${outcome.score}` : '';
  const image = imageOrDefault(ctx, toSiteImage(game.featureImage, title), 'game');
  const path = buildSiteDetailPath('game', game.id);
  const date = formatSiteDate(game.timeOfGame, tz);
  const time = game.timeTba ? 'Time TBA' : formatSiteTime(game.timeOfGame, tz);
  const videoLink = parseVideoLink(game.promotionalVideo);
  return {
    status: 200,
    designPage: 'game',
    page: {
      kind: 'game',
      game: {
        title,
        ourName: ours,
        opponentName,
        opponentLogo: toSiteImage(opponent?.logo, `${opponentName} logo`),
        homeTeam,
        awayTeam,
        homeScore: homeScore ?? '',
        awayScore: awayScore ?? '',
        status: statusLabels[game.status],
        result: resultLine,
        isLive: live !== null,
        videoLabel: videoLink ? videoLinkLabel(videoLink) : '',
        date,
        time,
        venue: game.venue,
        attendance: game.attendance ? game.attendance.toLocaleString('en-US') : '',
        image,
        promotionalText: game.promotionalText,
        periodHeadings: box?.periodHeadings ?? [],
        scoreLines: box?.scoreLines ?? [],
        scoring: box?.scoring ?? [],
        tables: box?.tables ?? [],
        lineup: lineup
          .map(({ entry, player }) => ({
            name: player.name,
            href: ctx.href(buildSiteDetailPath('player', player.urlId)),
            number: players.get(player.id)?.number ?? '',
            position: entry.position,
          }))
          .sort((a, b) => (Number.parseInt(a.number, 10) || 999) - (Number.parseInt(b.number, 10) || 999)),
        articleHref: article ? ctx.href(buildSiteDetailPath('article', article.url)) : null,
        galleryHref: gallery ? ctx.href(buildSiteDetailPath('gallery', gallery.urlId)) : null,
        video: videoLink?.url ?? null,
      },
    },
    seo: {
      title: `${title} | ${ours}`,
      description: outcome
        ? `${homeTeam} ${homeScore}, ${awayTeam} ${awayScore} on ${date}${game.venue ? ` at ${game.venue}` : ''}. Box score, scoring summary and statistics.`
        : `${awayTeam} at ${homeTeam}, ${date}, ${time}${game.venue ? `, ${game.venue}` : ''}.`,
      image: image ? ctx.absolute(image.src) : null,
      preloadImage: null,
      jsonLd: [
        sportsEventJsonLd(ctx, {
          name: title,
          path,
          start: game.timeOfGame,
          status: game.status,
          venue: game.venue,
          homeTeam,
          awayTeam,
          result: outcome ? `Final: ${homeTeam} ${homeScore}, ${awayTeam} ${awayScore}` : '',
          image: image?.src,
        }),
      ],
      canonicalPath: path,
    },
  };
}

function eventCard(ctx: SiteContext, event: EventRow): EventCardView {
  const tz = ctx.team.timeZone;
  return {
    href: ctx.href(buildSiteDetailPath('event', event.urlId)),
    title: event.title,
    kind: event.eventType === 'practice' ? 'Practice' : 'Event',
    date: formatSiteDate(event.timeOfEvent, tz),
    time: formatSiteTime(event.timeOfEvent, tz),
    isoDate: event.timeOfEvent.toISOString(),
    venue: event.venue,
    image: imageOrDefault(
      ctx,
      toSiteImage(event.featureImage, event.title),
      event.eventType === 'practice' ? 'practice' : 'event',
    ),
  };
}

export async function buildEventsPage(ctx: SiteContext): Promise<BuiltPage> {
  const events = await ctx.repo.listEvents();
  const upcoming = events.filter((e) => (e.endTimeOfEvent ?? e.timeOfEvent) >= ctx.now).reverse();
  const past = events.filter((e) => (e.endTimeOfEvent ?? e.timeOfEvent) < ctx.now);
  return {
    status: 200,
    designPage: 'events',
    // An event moves from upcoming to past when it ends.
    validUntil: firstChangeAfter(
      ctx.now,
      upcoming.map((e) => e.endTimeOfEvent ?? e.timeOfEvent),
    ),
    page: {
      kind: 'events',
      heading: 'Events & Practice',
      upcoming: upcoming.map((e) => eventCard(ctx, e)),
      past: past.map((e) => eventCard(ctx, e)),
      calendarHref: ctx.view.calendarHref,
    },
    seo: {
      title: `Events & Practice | ${ctx.team.name}`,
      description: `Practices and events of ${ctx.team.name}: ${upcoming.length} coming up.`,
      canonicalPath: teamSitePaths.eventsAndPractice,
    },
  };
}

export async function buildEventPage(ctx: SiteContext, urlId: string): Promise<BuiltPage | null> {
  const event = await ctx.repo.findEvent(urlId);
  if (!event) return null;
  const [article, gallery] = await Promise.all([
    ctx.repo.findArticleById(event.articleId),
    ctx.repo.findGalleryById(event.galleryId),
  ]);
  const card = eventCard(ctx, event);
  const path = buildSiteDetailPath('event', event.urlId);
  const end = event.endTimeOfEvent ? ` – ${formatSiteTime(event.endTimeOfEvent, ctx.team.timeZone)}` : '';
  return {
    status: 200,
    designPage: 'event',
    page: {
      kind: 'event',
      title: event.title,
      eventKind: card.kind,
      date: card.date,
      time: `${card.time}${end}`,
      venue: event.venue,
      notes: event.notes,
      image: card.image,
      articleHref: article ? ctx.href(buildSiteDetailPath('article', article.url)) : null,
      galleryHref: gallery ? ctx.href(buildSiteDetailPath('gallery', gallery.urlId)) : null,
    },
    seo: {
      title: `${event.title} | ${ctx.team.name}`,
      description: excerpt(
        `${card.kind}: ${card.date}, ${card.time}${event.venue ? `, ${event.venue}` : ''}. ${event.notes}`,
      ),
      image: card.image ? ctx.absolute(card.image.src) : null,
      preloadImage: toPreloadHref(card.image),
      jsonLd: [
        eventJsonLd(ctx, {
          name: event.title,
          path,
          start: event.timeOfEvent,
          end: event.endTimeOfEvent,
          venue: event.venue,
          description: event.notes,
          image: card.image?.src,
        }),
      ],
      canonicalPath: path,
    },
  };
}
