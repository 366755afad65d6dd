import {
  buildPlayerStatLines,
  buildSiteDetailPath,
  coachDetailTitles,
  findDetailValue,
  type GameStatSheet,
  gameResultShortLabels,
  getSportFamily,
  isTeamSportsType,
  listPlayerStatOverrideLabels,
  playerDetailTitles,
  resolvePlayerSummary,
  teamSitePaths,
} from '@sideline/domain';
import type { BoxScoreTableView, PersonCardView, SeasonLinkView, StatRowView } from '@sideline/site';
import type { CoachRow, PlayerRow } from './site-content.repository.ts';
import type { BuiltPage, SiteContext } from './site-context.ts';
import { excerpt, formatSiteDate, toPreloadHref, toSiteImage } from './site-format.ts';
import { contentDefaultImage } from './site-images.ts';
import { buildTeamJsonLd, personJsonLd } from './site-seo.ts';

/** Only these rows of a profile are public: a person's email and phone never are (they are not details). */
function visibleDetails(details: PlayerRow['details']) {
  return details.filter((d) => d.value.trim() !== '').map((d) => ({ title: d.title, value: d.value }));
}

function playerCard(ctx: SiteContext, player: PlayerRow): PersonCardView {
  const position = findDetailValue(player.details, playerDetailTitles.position);
  const year = findDetailValue(player.details, playerDetailTitles.year);
  const hometown = findDetailValue(player.details, playerDetailTitles.hometown);
  return {
    name: player.name,
    href: ctx.href(buildSiteDetailPath('player', player.urlId)),
    image: toSiteImage(player.profileImage, player.name),
    number: findDetailValue(player.details, playerDetailTitles.teamNumber),
    role: position,
    facts: [year, hometown].filter(Boolean),
  };
}

function coachCard(ctx: SiteContext, coach: CoachRow): PersonCardView {
  const kind = coach.role === 'executive' ? 'boardMember' : 'coach';
  return {
    name: coach.name,
    href: ctx.href(buildSiteDetailPath(kind, coach.urlId)),
    image: toSiteImage(coach.profileImage, coach.name),
    number: '',
    role: findDetailValue(coach.details, coachDetailTitles.title),
    facts: [findDetailValue(coach.details, coachDetailTitles.hometown)].filter(Boolean),
  };
}

/**
 * The team's default roster picture under a people list's heading (and as its preview picture).
 * Cards without a photo keep the person's initials: the team picture says nothing about them.
 */
function peopleHeader(ctx: SiteContext) {
  const headerImage = contentDefaultImage(ctx, 'roster');
  return {
    headerImage,
    seo: {
      image: headerImage ? ctx.absolute(headerImage.src) : null,
      preloadImage: toPreloadHref(headerImage),
    },
  };
}

function byNumber(a: PersonCardView, b: PersonCardView): number {
  const na = Number.parseInt(a.number, 10);
  const nb = Number.parseInt(b.number, 10);
  if (Number.isNaN(na) || Number.isNaN(nb)) return Number.isNaN(na) ? 1 : Number.isNaN(nb) ? -1 : 0;
  return na - nb;
}

export async function buildRosterPage(ctx: SiteContext, alumni: boolean): Promise<BuiltPage> {
  const rows = await ctx.repo.listPlayers(alumni);
  const people = rows.map((p) => playerCard(ctx, p)).sort(alumni ? () => 0 : byNumber);
  const heading = alumni ? 'Alumni' : 'Roster';
  const header = peopleHeader(ctx);
  return {
    status: 200,
    designPage: 'players',
    page: {
      kind: 'people',
      heading,
      intro: alumni ? `Former players of ${ctx.team.name}.` : '',
      groups: [{ heading, people }],
      emptyText: alumni ? 'No alumni listed yet.' : 'No players listed yet.',
      seasons: [],
      headerImage: header.headerImage,
    },
    seo: {
      ...header.seo,
      title: `${heading} | ${ctx.team.name}`,
      description: alumni
        ? `Alumni of ${ctx.team.name}: ${rows.length} former players.`
        : `The ${ctx.team.name} roster: ${rows.length} players with numbers, positions and profiles.`,
      jsonLd: alumni
        ? []
        : [
            buildTeamJsonLd(
              ctx,
              rows.map((p) => ({ name: p.name, url: ctx.canonical(buildSiteDetailPath('player', p.urlId)) })),
            ),
          ],
      canonicalPath: alumni ? teamSitePaths.alumni : teamSitePaths.roster,
    },
  };
}

/** /staff (coaches & staff) and /executiveboard; current members first, then previous ones. */
export async function buildStaffPage(ctx: SiteContext, role: CoachRow['role']): Promise<BuiltPage> {
  const rows = await ctx.repo.listCoaches(role);
  const heading = role === 'executive' ? 'Executive Board' : 'Coaches & Staff';
  const current = rows.filter((c) => c.current).map((c) => coachCard(ctx, c));
  const previous = rows.filter((c) => !c.current).map((c) => coachCard(ctx, c));
  const header = peopleHeader(ctx);
  return {
    status: 200,
    designPage: role === 'executive' ? 'staffs' : 'coaches',
    page: {
      kind: 'people',
      heading,
      intro: '',
      groups: [
        { heading: 'Current', people: current },
        { heading: 'Previous', people: previous },
      ].filter((g) => g.people.length > 0),
      emptyText: role === 'executive' ? 'No board members listed yet.' : 'No coaches listed yet.',
      seasons: [],
      headerImage: header.headerImage,
    },
    seo: {
      ...header.seo,
      title: `${heading} | ${ctx.team.name}`,
      description: `${heading} of ${ctx.team.name}: ${current.map((c) => `${c.name}${c.role ? `, ${c.role}` : ''}`).join('; ')}.`,
      canonicalPath: role === 'executive' ? '/executiveboard' : teamSitePaths.staff,
    },
  };
}

export function buildSeasonLinks(
  ctx: SiteContext,
  seasons: { id: string; name: string }[],
  currentId: string | null,
  basePath: string,
): SeasonLinkView[] {
  return seasons.map((s) => ({
    name: s.name,
    href: ctx.href(`${basePath}/${s.id}`),
    isCurrent: s.id === currentId,
  }));
}

/** /season/{id}: the players who played in that season's games (the roster when none have yet). */
export async function buildSeasonRosterPage(
  ctx: SiteContext,
  seasonId: string | null,
): Promise<BuiltPage | null> {
  const seasons = await ctx.repo.listSeasons();
  const season = seasonId ? seasons.find((s) => s.id === seasonId) : seasons[0];
  if (!season) return seasonId ? null : buildRosterPage(ctx, false);
  const entries = await ctx.repo.listLineupEntries({ seasonId: season.id });
  const playedIds = new Set(entries.map((e) => e.playerId));
  const all = [...(await ctx.repo.listPlayers(false)), ...(await ctx.repo.listPlayers(true))];
  const inSeason = playedIds.size > 0 ? all.filter((p) => playedIds.has(p.id)) : all.filter((p) => !p.alumni);
  const people = inSeason.map((p) => playerCard(ctx, p)).sort(byNumber);
  const header = peopleHeader(ctx);
  return {
    status: 200,
    designPage: 'players',
    page: {
      kind: 'people',
      heading: `${season.name} Roster`,
      intro: '',
      groups: [{ heading: season.name, people }],
      emptyText: 'No players listed for this season yet.',
      seasons: buildSeasonLinks(ctx, seasons, season.id, teamSitePaths.seasonRosters),
      headerImage: header.headerImage,
    },
    seo: {
      ...header.seo,
      title: `${season.name} Roster | ${ctx.team.name}`,
      description: `Everyone who played for ${ctx.team.name} in the ${season.name} season.`,
      canonicalPath: `${teamSitePaths.seasonRosters}/${season.id}`,
    },
  };
}

/**
 * Career statistics, season lines and game log from the stat sheets of the finished games a
 * player was in; the player's overriding stats replace career totals (domain player-stat-lines).
 */
async function buildPlayerStats(
  ctx: SiteContext,
  player: PlayerRow,
): Promise<{ stats: StatRowView[]; tables: BoxScoreTableView[] }> {
  const overrides = player.overridingStats ?? {};
  if (!isTeamSportsType(ctx.team.sportsType)) return { stats: [], tables: [] };
  const family = getSportFamily(ctx.team.sportsType);
  const playedGameIds = new Set(
    (await ctx.repo.listLineupEntries({ playerId: player.id })).map((e) => e.gameId),
  );
  const [games, seasons, opponents] = await Promise.all([
    ctx.repo.listGames(),
    ctx.repo.listSeasons(),
    ctx.repo.listOpponents(),
  ]);
  const played = games
    .filter((g) => g.status === 'finished' && g.stats && playedGameIds.has(g.id))
    .sort((a, b) => a.timeOfGame.getTime() - b.timeOfGame.getTime())
    .map((g) => ({ ...g, sheet: g.stats as GameStatSheet }));
  if (played.length === 0) {
    // Totals typed in for a player without games here (an alumnus from before the site).
    const stats = listPlayerStatOverrideLabels(ctx.team.sportsType)
      .filter((label) => label in overrides)
      .map((label) => ({ label, value: String(overrides[label]) }));
    return { stats, tables: [] };
  }
  const position = findDetailValue(player.details, playerDetailTitles.position);
  const lines = buildPlayerStatLines(family, player.id, played, {
    isGoalie: /goalie/i.test(position),
    overrides,
  });
  const seasonName = new Map(seasons.map((season) => [season.id, season.name]));
  const opponentName = new Map(opponents.map((o) => [o.id, o.name]));
  const tz = ctx.team.timeZone;
  return {
    stats: lines.columns.map((label, index) => ({ label, value: lines.career[index] ?? '' })),
    tables: [
      {
        heading: 'Season by season',
        columns: ['Season', ...lines.columns],
        rows: [
          ...lines.seasons.map((line) => [
            seasonName.get(line.seasonId ?? '') ?? 'Other games',
            ...line.values,
          ]),
          ['Career', ...lines.career],
        ],
      },
      {
        heading: 'Game log',
        columns: ['Game', 'Result', ...lines.columns.slice(1)],
        rows: lines.games.map(({ game, values }) => [
          `${formatSiteDate(game.timeOfGame, tz)} ${game.homeGame ? 'vs' : 'at'} ${
            (game.opponentId && opponentName.get(game.opponentId)) || 'Opponent'
          }`,
          game.winOrLoss ? `${gameResultShortLabels[game.winOrLoss]} ${game.gameScore}` : game.gameScore,
          ...values,
        ]),
      },
    ],
  };
}

export async function buildPlayerPage(ctx: SiteContext, urlId: string): Promise<BuiltPage | null> {
  const player = await ctx.repo.findPlayer(urlId);
  if (!player) return null;
  const position = findDetailValue(player.details, playerDetailTitles.position);
  const number = findDetailValue(player.details, playerDetailTitles.teamNumber);
  const summary = isTeamSportsType(ctx.team.sportsType)
    ? resolvePlayerSummary(player.summary, {
        name: player.name,
        sportsType: ctx.team.sportsType,
        position,
        hometown: findDetailValue(player.details, playerDetailTitles.hometown),
        teamName: ctx.team.name,
      })
    : player.summary;
  const image = toSiteImage(player.profileImage, player.name);
  const featureImage = toSiteImage(player.featureImage, `${player.name} in action`);
  const path = buildSiteDetailPath('player', player.urlId);
  const playerStats = await buildPlayerStats(ctx, player);
  return {
    status: 200,
    designPage: 'player',
    page: {
      kind: 'person',
      person: {
        name: player.name,
        image,
        featureImage,
        kicker: [number ? `#${number}` : '', position, player.alumni ? 'Alumni' : '']
          .filter(Boolean)
          .join(' · '),
        details: visibleDetails(player.details),
        summary,
        bio: player.bio,
        achievements: player.texts
          .filter((t) => t.value || t.title)
          .map((t) => ({ title: t.title, value: t.value })),
        stats: playerStats.stats,
        statsHeading: 'Career statistics',
        statTables: playerStats.tables,
        backHref: ctx.href(player.alumni ? teamSitePaths.alumni : teamSitePaths.roster),
        backLabel: player.alumni ? 'All alumni' : 'Full roster',
      },
    },
    seo: {
      title: `${player.name}${number ? ` #${number}` : ''} | ${ctx.team.name}`,
      description: excerpt(summary || `${player.name}, ${position} for ${ctx.team.name}.`),
      ogType: 'profile',
      image: image ? ctx.absolute(image.src) : null,
      // The first picture on the page: the action shot above the portrait when there is one.
      preloadImage: toPreloadHref(featureImage ?? image),
      jsonLd: [
        personJsonLd(ctx, {
          name: player.name,
          path,
          image: image?.src,
          jobTitle: position ? `${position}` : 'Player',
          description: summary,
        }),
      ],
      canonicalPath: path,
    },
  };
}

export async function buildCoachPage(
  ctx: SiteContext,
  role: CoachRow['role'],
  urlId: string,
): Promise<BuiltPage | null> {
  const coach = await ctx.repo.findCoach(role, urlId);
  if (!coach) return null;
  const title = findDetailValue(coach.details, coachDetailTitles.title);
  const image = toSiteImage(coach.profileImage, coach.name);
  const path = buildSiteDetailPath(role === 'executive' ? 'boardMember' : 'coach', coach.urlId);
  const listPath = role === 'executive' ? '/executiveboard' : teamSitePaths.staff;
  const summary = coach.summary || `${coach.name}${title ? `, ${title},` : ''} is part of ${ctx.team.name}.`;
  return {
    status: 200,
    designPage: role === 'executive' ? 'staff' : 'coach',
    page: {
      kind: 'person',
      person: {
        name: coach.name,
        image,
        featureImage: null,
        kicker: [title, coach.current ? '' : 'Previous'].filter(Boolean).join(' · '),
        details: visibleDetails(coach.details),
        summary,
        bio: coach.bio,
        achievements: coach.texts
          .filter((t) => t.value || t.title)
          .map((t) => ({ title: t.title, value: t.value })),
        stats: [],
        statsHeading: '',
        statTables: [],
        backHref: ctx.href(listPath),
        backLabel: role === 'executive' ? 'Executive board' : 'Coaches & staff',
      },
    },
    seo: {
      title: `${coach.name}${title ? `, ${title}` : ''} | ${ctx.team.name}`,
      description: excerpt(summary),
      ogType: 'profile',
      image: image ? ctx.absolute(image.src) : null,
      preloadImage: toPreloadHref(image),
      jsonLd: [
        personJsonLd(ctx, {
          name: coach.name,
          path,
          image: image?.src,
          jobTitle: title || 'Coach',
          description: summary,
        }),
      ],
      canonicalPath: path,
    },
  };
}
