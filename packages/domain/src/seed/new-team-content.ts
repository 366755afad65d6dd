import type { GameStatSheet } from '../content/game-stat-sheet.ts';
import type { DetailEntry, PlayerText } from '../content/person-details.ts';
import type { SubmittedFormAnswer } from '../content/submitted-form-answers.ts';
import type { FormField } from '../forms/form-fields.ts';
import { itemAt } from '../lists/item-at.ts';
import { type GameResult, type SideScores, summarizeGameResult } from '../rules/game-result.ts';
import { computeGameScore } from '../rules/game-score.ts';
import { buildDefaultGameTitle } from '../rules/game-title.ts';
import { formSlugKinds } from '../sports/form-slugs.ts';
import type { FormType } from '../sports/form-types.ts';
import {
  coachDetailTitles,
  listCoachDetailFields,
  listPlayerDetailFields,
  playerDetailTitles,
} from '../sports/person-detail-fields.ts';
import { describePositionInSentence, listPositions } from '../sports/positions.ts';
import {
  getSportFamily,
  getSportGender,
  getSportName,
  getSportPronoun,
  isWomensSport,
  type SportFamily,
} from '../sports/sport-identity.ts';
import { selectableSportsTypes, type TeamSportsType } from '../sports/sports-types.ts';
import { defaultTeamTimeZone } from '../team/team-time-zone.ts';
import { buildSeedFormDefinition } from './default-forms.ts';
import {
  buildDemoHockeyStatSheet,
  buildDemoLacrosseStatSheet,
  buildDemoRugbyStatSheet,
  type StickSportSheetRoster,
} from './demo-stat-sheets.ts';
import {
  buildSeasonName,
  findPreDevelopedSeasonId,
  getPreDevelopedConferenceId,
  getPreDevelopedFormId,
  getPreDevelopedLeagueId,
  getSeasonStartYear,
  preDevelopedLeagueSpecs,
} from './reference-data.ts';
import { getSportSeedImage, type SeedImageName } from './seed-images.ts';
import { buildUrlId, makeUrlIdsUnique, pickSeedName, seedClassYears, seedHometowns } from './seed-people.ts';
import { sportTexts } from './sport-texts.ts';

/**
 * The sample content a new team starts with (spec part 2 §4 "New-team seeding"), as plain records
 * that refer to each other by seed keys ("player-3", "game-finished"), never by database ids: the
 * server gives every key an id and inserts the lot in one transaction.
 */

export const seedOpponentName = 'Opponent University';
export const seedMatchDayGalleryTitle = 'Match day 19';
export const myLibraryGalleryUrlId = 'mylibrary';
export const myLibraryGalleryTitle = 'My Library';
/** Time zone of the seeded demo teams (the team default, DESIGN.md). */
export const seedTimeZone = defaultTeamTimeZone;

export type SeedTagType = 'player' | 'coach' | 'game' | 'season' | 'opponent';
export type SeedGameStatus = 'scheduled' | 'finished';

export interface SeedPerson {
  key: string;
  urlId: string;
  name: string;
  email: string;
  phone: string;
  details: DetailEntry[];
  summary: string;
  bio: string;
  texts: PlayerText[];
}

export interface SeedPlayer extends SeedPerson {
  alumni: boolean;
  /** Shirt number and position, also in details (handy for game line-ups). */
  number: string;
  position: string;
}

export interface SeedCoach extends SeedPerson {
  role: 'coach' | 'executive';
  current: boolean;
  order: number;
  title: string;
}

export interface SeedOpponent {
  key: string;
  urlId: string;
  name: string;
  address: string;
  url: string;
  notes: string;
}

export interface SeedLeague {
  key: string;
  name: string;
  division: string;
  preDevelopedLeagueId: string;
  preDevelopedConferenceId: string;
}

export interface SeedSponsor {
  key: string;
  urlId: string;
  name: string;
  url: string;
  notes: string;
  order: number;
}

export interface SeedSeason {
  key: string;
  name: string;
  preDevelopedSeasonId: string | null;
  startDate: string;
  endDate: string;
}

export interface SeedGame {
  key: string;
  seasonKey: string;
  leagueKey: string;
  opponentKey: string;
  articleKey: string | null;
  galleryKey: string | null;
  preDevelopedSeasonId: string | null;
  preDevelopedLeagueId: string;
  preDevelopedConferenceId: string;
  title: string;
  homeGame: boolean;
  status: SeedGameStatus;
  timeOfGame: Date;
  venue: string;
  attendance: number | null;
  featureImage: SeedImageName | null;
  /** Player ids in the sheet are seed keys. */
  stats: GameStatSheet | null;
  winOrLoss: GameResult | null;
  gameScore: string;
  shutOut: boolean;
  promotionalText: string;
  notes: string;
  tagKeys: string[];
}

export interface SeedGamePlayer {
  gameKey: string;
  playerKey: string;
  number: string;
  position: string;
}

export interface SeedGameCoach {
  gameKey: string;
  coachKey: string;
  title: string;
}

export interface SeedArticle {
  key: string;
  title: string;
  url: string;
  author: string;
  content: string;
  mobileContent: string;
  seasonKey: string | null;
  gameKey: string | null;
  galleryKey: string | null;
  tagKeys: string[];
  featureImage: SeedImageName | null;
  timeOfArticle: Date;
  notes: string;
}

export interface SeedGallery {
  key: string;
  urlId: string;
  title: string;
  isMyLibrary: boolean;
  seasonKey: string | null;
  gameKey: string | null;
  articleKey: string | null;
  tagKeys: string[];
  tagTypes: SeedTagType[];
  /** In display order. */
  photoKeys: string[];
  timeOfGallery: Date;
}

export interface SeedPhoto {
  key: string;
  galleryKey: string;
  title: string;
  image: SeedImageName;
  tagKeys: string[];
  tagTypes: SeedTagType[];
}

export interface SeedForm {
  key: string;
  slug: string;
  formType: FormType;
  title: string;
  description: string;
  fields: FormField[];
  preDevelopedFormId: string;
}

export interface SeedSubmission {
  key: string;
  formKey: string;
  formType: FormType;
  emails: string[];
  otherOptions: SubmittedFormAnswer[];
  read: boolean;
  replied: boolean;
}

export interface NewTeamContent {
  opponents: SeedOpponent[];
  leagues: SeedLeague[];
  sponsors: SeedSponsor[];
  coaches: SeedCoach[];
  seasons: SeedSeason[];
  players: SeedPlayer[];
  games: SeedGame[];
  gamePlayers: SeedGamePlayer[];
  gameCoaches: SeedGameCoach[];
  articles: SeedArticle[];
  galleries: SeedGallery[];
  photos: SeedPhoto[];
  forms: SeedForm[];
  submissions: SeedSubmission[];
  /** Website image slots (featureImage1, ...) that get a seed image. */
  websiteImages: Record<string, SeedImageName>;
}

export interface NewTeamContentInput {
  sportsType: TeamSportsType;
  teamName: string;
  now: Date;
  /** The team's zone, for the dates in the seeded games' titles (the default zone when left out). */
  timeZone?: string;
}

type RosterRole = 'goalie' | 'defender' | 'center' | 'attacker' | 'other';
interface RosterSlot {
  position: string;
  number: string;
  role: RosterRole;
}

const slot = (position: string, number: number, role: RosterRole = 'other'): RosterSlot => ({
  position,
  number: String(number),
  role,
});

/** Current players per sport, then two alumni. */
function listRosterSlots(sportsType: TeamSportsType): { current: RosterSlot[]; alumni: RosterSlot[] } {
  const family = getSportFamily(sportsType);
  if (family === 'hockey') {
    return {
      current: [
        slot('Goalie', 1, 'goalie'),
        slot('Goalie', 30),
        slot('Defensemen', 2, 'defender'),
        slot('Defensemen', 4, 'defender'),
        slot('Defensemen', 5, 'defender'),
        slot('Defensemen', 8, 'defender'),
        slot('Center', 9, 'center'),
        slot('Center', 19, 'center'),
        slot('Winger', 11, 'attacker'),
        slot('Winger', 17, 'attacker'),
        slot('Forward', 14, 'attacker'),
        slot('Forward', 22, 'attacker'),
      ],
      alumni: [slot('Center', 12), slot('Defensemen', 6)],
    };
  }
  if (family === 'lacrosse') {
    const current = isWomensSport(sportsType)
      ? [
          slot('Goalie', 1, 'goalie'),
          slot('Point', 4, 'defender'),
          slot('Cover Point', 5, 'defender'),
          slot('Third Man', 6, 'defender'),
          slot('Defense Wing', 8, 'defender'),
          slot('Center', 10, 'center'),
          slot('Midfielder', 12, 'center'),
          slot('Attack Wing', 14, 'attacker'),
          slot('Attackmen', 18, 'attacker'),
          slot('Attackmen', 22, 'attacker'),
          slot('Attack Wing', 16, 'attacker'),
          slot('Midfielder', 25),
        ]
      : [
          slot('Goalie', 1, 'goalie'),
          slot('Defensemen', 24, 'defender'),
          slot('Defensemen', 26, 'defender'),
          slot('Defensemen', 30, 'defender'),
          slot('Long Stick Midfielder', 35, 'defender'),
          slot('Face-off Specialist', 21, 'center'),
          slot('Midfielder', 10, 'center'),
          slot('Attackmen', 2, 'attacker'),
          slot('Attackmen', 3, 'attacker'),
          slot('Attackmen', 7, 'attacker'),
          slot('Midfielder', 11, 'attacker'),
          slot('Midfielder', 15),
        ];
    return { current, alumni: [slot('Attackmen', 9), slot('Midfielder', 20)] };
  }
  const xv = [
    'Loosehead Prop',
    'Hooker',
    'Tighthead Prop',
    'Lock',
    'Lock',
    'Blindside Flanker',
    'Openside Flanker',
    'Number 8',
    'Scrum-half',
    'Fly-half',
    'Left Wing',
    'Inside Centre',
    'Outside Centre',
    'Right Wing',
    'Fullback',
  ];
  return {
    current: xv.map((position, i) => slot(position, i + 1)),
    alumni: [slot('Flanker', 7), slot('Centre', 12)],
  };
}

function utcDayAt(now: Date, dayOffset: number, utcHour: number): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + dayOffset, utcHour);
  return new Date(day);
}

function fillDetails(
  fields: readonly { title: string; required: boolean }[],
  values: Record<string, string>,
): DetailEntry[] {
  return fields.map((f) => ({ title: f.title, required: f.required, value: values[f.title] ?? '' }));
}

function describeHeight(inches: number): string {
  return `${Math.floor(inches / 12)}' ${inches % 12}"`;
}

const achievements = [
  { title: 'Team captain', value: 'Voted captain by teammates for the current season.' },
  { title: 'Conference all-star', value: 'Named to the conference all-star team last season.' },
  { title: 'Rookie of the year', value: "Picked as the team's top first-year player." },
];

function buildPlayers(sportsType: TeamSportsType, teamName: string, now: Date): SeedPlayer[] {
  const family = getSportFamily(sportsType);
  const gender = getSportGender(sportsType);
  const texts = sportTexts[family];
  const sport = getSportName(sportsType).toLowerCase();
  const pronoun = getSportPronoun(sportsType);
  const fields = listPlayerDetailFields(sportsType);
  const hasShoots = fields.some((f) => f.title === playerDetailTitles.shoots);
  const { current, alumni } = listRosterSlots(sportsType);
  const slots = [
    ...current.map((s) => ({ ...s, alumni: false })),
    ...alumni.map((s) => ({ ...s, alumni: true })),
  ];
  const sportIndex = selectableSportsTypes.indexOf(sportsType);
  const names = slots.map((_, i) => pickSeedName(gender, i, sportIndex));
  const urlIds = makeUrlIdsUnique(names.map(buildUrlId));
  const thisYear = now.getUTCFullYear();
  const isForward = (position: string) => /Prop|Hooker|Lock|Flanker|Number 8|Back Row/.test(position);

  return slots.map((s, i) => {
    const name = itemAt(names, i);
    const firstName = name.split(' ')[0];
    const hometown = itemAt(seedHometowns, (i * 5 + sportIndex) % seedHometowns.length);
    const previousTeam = itemAt(texts.previousTeams, i % texts.previousTeams.length);
    const year = s.alumni
      ? `Class of ${thisYear - 1 - (i % 3)}`
      : itemAt(seedClassYears, i % seedClassYears.length);
    const heightBase = gender === 'womens' ? 63 : 68;
    const weightBase = gender === 'womens' ? 128 : 165;
    const heavy = family === 'rugby' && isForward(s.position) ? 25 : 0;
    const values: Record<string, string> = {
      [playerDetailTitles.teamNumber]: s.number,
      [playerDetailTitles.weight]: `${weightBase + heavy + ((i * 11) % 40)} lb`,
      [playerDetailTitles.height]: describeHeight(heightBase + ((i * 3) % 8)),
      [playerDetailTitles.hometown]: hometown,
      [playerDetailTitles.position]: s.position,
      [playerDetailTitles.year]: year,
      [playerDetailTitles.born]: String(thisYear - (s.alumni ? 24 : 19) - (i % 4)),
      [playerDetailTitles.nationality]: /, (ON|NS)$/.test(hometown) ? 'Canada' : 'USA',
      [playerDetailTitles.previousTeam]: previousTeam,
    };
    if (hasShoots) values[playerDetailTitles.shoots] = i % 3 === 0 ? 'Right' : 'Left';
    const positionWords = describePositionInSentence(s.position).toLowerCase();
    const summary = s.alumni
      ? `${name} played ${positionWords} for ${teamName} and still comes back for the alumni game every year.`
      : `${name} is a ${year.toLowerCase()} ${positionWords} from ${hometown} who joined ${teamName} from ${previousTeam}.`;
    const bio = s.alumni
      ? `${firstName} wore number ${s.number} for ${teamName} and helped build the team into what it is today. ${pronoun} now lives in ${hometown} and stays close to the program as a mentor for new players.`
      : `${firstName} started playing ${sport} with ${previousTeam} before joining ${teamName}. ${pronoun} wears number ${s.number}, trains at ${texts.practiceVenue} three times a week and is known in the locker room for a calm head on game day.`;
    return {
      key: `player-${i + 1}`,
      urlId: itemAt(urlIds, i),
      name,
      email: '',
      phone: '',
      details: fillDetails(fields, values),
      summary,
      bio,
      texts: s.alumni ? [] : achievements.slice(i, i + 1),
      alumni: s.alumni,
      number: s.number,
      position: s.position,
    };
  });
}

function buildCoaches(sportsType: TeamSportsType, teamName: string, now: Date): SeedCoach[] {
  const family = getSportFamily(sportsType);
  const sport = getSportName(sportsType).toLowerCase();
  const texts = sportTexts[family];
  const sportIndex = selectableSportsTypes.indexOf(sportsType);
  const staff = [
    { role: 'coach' as const, title: 'Head Coach', order: 2, years: 46 },
    { role: 'coach' as const, title: 'Assistant Coach', order: 1, years: 31 },
    { role: 'executive' as const, title: 'President', order: 2, years: 22 },
    { role: 'executive' as const, title: 'Treasurer', order: 1, years: 21 },
  ];
  const names = staff.map((_, i) => pickSeedName(i % 2 ? 'mens' : 'womens', 10 + i, sportIndex + 1));
  const urlIds = makeUrlIdsUnique(names.map(buildUrlId));
  return staff.map((s, i) => {
    const name = itemAt(names, i);
    const hometown = itemAt(seedHometowns, (i * 7 + sportIndex + 3) % seedHometowns.length);
    const isCoach = s.role === 'coach';
    return {
      key: `${s.role}-${i + 1}`,
      urlId: itemAt(urlIds, i),
      name,
      email: '',
      phone: '',
      details: fillDetails(listCoachDetailFields(), {
        [coachDetailTitles.title]: s.title,
        [coachDetailTitles.hometown]: hometown,
        [coachDetailTitles.born]: String(now.getUTCFullYear() - s.years),
        [coachDetailTitles.nationality]: /, (ON|NS)$/.test(hometown) ? 'Canada' : 'USA',
      }),
      summary: isCoach
        ? `${name} is the ${s.title.toLowerCase()} of ${teamName} and runs practices at ${texts.practiceVenue}.`
        : `${name} serves as ${s.title.toLowerCase()} of ${teamName}, keeping the club organised off the field.`,
      bio: isCoach
        ? `${name} has coached ${sport} for years and believes a club team is built at practice. Away from the team, ${name.split(' ')[0]} works in ${hometown}.`
        : `${name} handles the club's ${s.title === 'Treasurer' ? 'budget, dues and store payouts' : 'schedule, league contacts and volunteers'} and is the first point of contact for new members.`,
      texts: [],
      role: s.role,
      current: true,
      order: s.order,
      title: s.title,
    };
  });
}

function rosterFor(players: SeedPlayer[], sportsType: TeamSportsType): StickSportSheetRoster {
  const { current } = listRosterSlots(sportsType);
  const keysOf = (role: RosterRole) =>
    current.flatMap((s, i) => (s.role === role ? [itemAt(players, i).key] : []));
  return {
    goalie: itemAt(keysOf('goalie'), 0),
    defenders: keysOf('defender'),
    centers: keysOf('center'),
    attackers: keysOf('attacker'),
  };
}

function buildDemoStatSheet(sportsType: TeamSportsType, players: SeedPlayer[]): GameStatSheet {
  const family = getSportFamily(sportsType);
  if (family === 'rugby') return buildDemoRugbyStatSheet(players.filter((p) => !p.alumni).map((p) => p.key));
  const roster = rosterFor(players, sportsType);
  return family === 'hockey'
    ? buildDemoHockeyStatSheet(roster, { isWomens: isWomensSport(sportsType) })
    : buildDemoLacrosseStatSheet(roster, { isWomens: isWomensSport(sportsType) });
}

/** Our scorers of a sheet with their goals or tries, most first (seed keys). */
function countOurScorers(sheet: GameStatSheet): { key: string; count: number }[] {
  const ids =
    sheet.sport === 'rugby'
      ? sheet.tries.filter((t) => t.team === 'us').map((t) => t.playerId)
      : sheet.goals.filter((g) => g.team === 'us').map((g) => g.scorerId);
  const counts = new Map<string, number>();
  for (const id of ids) if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([key, count]) => ({ key, count }));
}

function paragraph(text: string): string {
  return `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`;
}

function buildRecapArticleText(input: {
  teamName: string;
  family: SportFamily;
  score: SideScores;
  result: GameResult;
  scorers: { player: SeedPlayer; count: number }[];
}): { title: string; paragraphs: string[] } {
  const { teamName, family, score, result, scorers } = input;
  const texts = sportTexts[family];
  const verb = result === 'win' ? 'beat' : result === 'tied' ? 'tie' : 'fall to';
  const title = `${teamName} ${verb} ${seedOpponentName} ${score.us}-${score.them}`;
  const [first, second] = scorers;
  const unit = family === 'rugby' ? 'try' : 'goal';
  const times = (count: number) =>
    count === 1 ? `a ${unit}` : `${count} ${unit === 'try' ? 'tries' : 'goals'}`;
  const paragraphs = [
    `${texts.recapOpening}, ${teamName} ${result === 'win' ? 'took the win' : 'battled'} against ${seedOpponentName}, finishing ${score.us}-${score.them} on ${score.us + score.them} ${texts.scoreWord} in total.`,
    first
      ? `${first.player.name} led the way with ${times(first.count)}${second ? `, and ${second.player.name} added ${times(second.count)}` : ''}. The whole line-up put in a shift, and the full statistics are on the game page.`
      : 'The whole line-up put in a shift, and the full statistics are on the game page.',
    `Thank you to everyone who came out to support the team. Photos from the day are in the ${seedMatchDayGalleryTitle} gallery, and the next home game is already on the schedule.`,
  ];
  return { title, paragraphs };
}

/**
 * Everything a new team starts with besides its settings: opponent, league link, sponsor, staff,
 * season, games (one finished with a full stat sheet, three upcoming), roster, line-ups,
 * articles, galleries with photos, forms and a demo recruiting submission.
 */
export function buildNewTeamContent(input: NewTeamContentInput): NewTeamContent {
  const { sportsType, teamName, now, timeZone = seedTimeZone } = input;
  const family = getSportFamily(sportsType);
  const texts = sportTexts[family];
  const surface = getSportSeedImage(family);
  const startYear = getSeasonStartYear(now);

  const opponent: SeedOpponent = {
    key: 'opponent',
    urlId: buildUrlId(seedOpponentName),
    name: seedOpponentName,
    address: '1 College Avenue, Rivertown, NY 12180',
    url: '',
    notes: texts.opponentNotes,
  };
  const leagueSpec = preDevelopedLeagueSpecs.find((l) => l.sportsType === sportsType);
  if (!leagueSpec) throw new Error(`No pre-developed league for ${sportsType}`);
  const league: SeedLeague = {
    key: 'league',
    name: leagueSpec.name,
    division: leagueSpec.division,
    preDevelopedLeagueId: getPreDevelopedLeagueId(sportsType),
    preDevelopedConferenceId: getPreDevelopedConferenceId(sportsType),
  };
  const sponsor: SeedSponsor = {
    key: 'sponsor',
    urlId: buildUrlId(texts.sponsor.name),
    name: texts.sponsor.name,
    url: '',
    notes: texts.sponsor.notes,
    order: 1,
  };
  const season: SeedSeason = {
    key: 'season',
    name: buildSeasonName(startYear),
    preDevelopedSeasonId: findPreDevelopedSeasonId(sportsType, now),
    startDate: `${startYear}-08-01`,
    endDate: `${startYear + 1}-07-31`,
  };

  const players = buildPlayers(sportsType, teamName, now);
  const coaches = buildCoaches(sportsType, teamName, now);
  const currentPlayers = players.filter((p) => !p.alumni);
  const currentCoaches = coaches.filter((c) => c.role === 'coach' && c.current);
  const playersByKey = new Map(players.map((p) => [p.key, p]));

  // The finished demo game, six days ago, and three upcoming games.
  const stats = buildDemoStatSheet(sportsType, players);
  const finishedTime = utcDayAt(now, -6, 23);
  const result = summarizeGameResult(computeGameScore(stats), true);
  const score = computeGameScore(stats);
  const scorers = countOurScorers(stats);
  const scorerKeys = scorers.map((s) => s.key);
  const gameBase = {
    seasonKey: season.key,
    leagueKey: league.key,
    opponentKey: opponent.key,
    preDevelopedSeasonId: season.preDevelopedSeasonId,
    preDevelopedLeagueId: league.preDevelopedLeagueId,
    preDevelopedConferenceId: league.preDevelopedConferenceId,
  };
  const finishedGame: SeedGame = {
    key: 'game-finished',
    ...gameBase,
    articleKey: 'article-recap',
    galleryKey: 'gallery-match-day',
    title: buildDefaultGameTitle(seedOpponentName, finishedTime, timeZone),
    homeGame: true,
    status: 'finished',
    timeOfGame: finishedTime,
    venue: texts.stadiumName,
    attendance: { hockey: 240, rugby: 180, lacrosse: 150 }[family],
    featureImage: surface,
    stats,
    winOrLoss: result.winOrLoss,
    gameScore: result.gameScore,
    shutOut: result.shutOut,
    promotionalText: '',
    notes: 'Sample game: edit it or delete it once your own schedule is in.',
    tagKeys: scorerKeys,
  };
  const upcoming: SeedGame[] = [
    { days: 8, home: false },
    { days: 15, home: true },
    { days: 22, home: false },
  ].map(({ days, home }, i) => {
    const timeOfGame = utcDayAt(now, days, 23);
    return {
      key: `game-upcoming-${i + 1}`,
      ...gameBase,
      articleKey: null,
      galleryKey: null,
      title: buildDefaultGameTitle(seedOpponentName, timeOfGame, timeZone),
      homeGame: home,
      status: 'scheduled',
      timeOfGame,
      venue: home ? texts.stadiumName : texts.awayVenue,
      attendance: null,
      featureImage: null,
      stats: null,
      winOrLoss: null,
      gameScore: '',
      shutOut: false,
      promotionalText: home
        ? `Home game at ${texts.stadiumName}! Bring your friends, wear the team colors and cheer us on.`
        : `Road trip to ${seedOpponentName}. Follow along on our socials for live updates.`,
      notes: '',
      tagKeys: [],
    };
  });
  const games = [finishedGame, ...upcoming];

  const gamePlayers: SeedGamePlayer[] = games.flatMap((g) =>
    currentPlayers.map((p) => ({ gameKey: g.key, playerKey: p.key, number: p.number, position: p.position })),
  );
  const gameCoaches: SeedGameCoach[] = games.flatMap((g) =>
    currentCoaches.map((c) => ({ gameKey: g.key, coachKey: c.key, title: c.title })),
  );

  const recap = buildRecapArticleText({
    teamName,
    family,
    score,
    result: result.winOrLoss,
    scorers: scorers.flatMap(({ key, count }) => {
      const player = playersByKey.get(key);
      return player ? [{ player, count }] : [];
    }),
  });
  const welcomeParagraphs = [
    `Welcome to the new home of ${teamName} online. This is where you will find our roster, ${texts.seasonPhrase}, results and statistics, news, photos and the team store.`,
    'Want to play? Fill in the recruitment form and our coaches will get back to you. Former players, we want to hear from you too: the alumni form is in the menu.',
    `Thank you to ${texts.sponsor.name} for supporting the team this season. See you at ${texts.stadiumName}!`,
  ];
  const welcomeTitle = `Welcome to the new ${teamName} website`;
  const articles: SeedArticle[] = [
    {
      key: 'article-recap',
      title: recap.title,
      url: buildUrlId(recap.title),
      author: teamName,
      content: recap.paragraphs.map(paragraph).join(''),
      mobileContent: recap.paragraphs.slice(0, 2).map(paragraph).join(''),
      seasonKey: season.key,
      gameKey: finishedGame.key,
      galleryKey: 'gallery-match-day',
      tagKeys: scorerKeys,
      featureImage: 'floodlights',
      timeOfArticle: new Date(finishedTime.getTime() + 3 * 3_600_000),
      notes: '',
    },
    {
      key: 'article-welcome',
      title: welcomeTitle,
      url: buildUrlId(welcomeTitle),
      author: teamName,
      content: welcomeParagraphs.map(paragraph).join(''),
      mobileContent: welcomeParagraphs.slice(0, 1).map(paragraph).join(''),
      seasonKey: season.key,
      gameKey: null,
      galleryKey: null,
      tagKeys: [],
      featureImage: 'bands',
      timeOfArticle: now,
      notes: '',
    },
  ];

  const photoImages: SeedImageName[] = [surface, 'floodlights', surface, 'bands'];
  const photos: SeedPhoto[] = photoImages.map((image, i) => {
    const tagged = scorerKeys[i % Math.max(1, scorerKeys.length)];
    return {
      key: `photo-${i + 1}`,
      galleryKey: 'gallery-match-day',
      title: itemAt(texts.photoTitles, i),
      image,
      tagKeys: tagged ? [tagged] : [],
      tagTypes: tagged ? ['player'] : [],
    };
  });
  const galleries: SeedGallery[] = [
    {
      key: 'gallery-match-day',
      urlId: buildUrlId(seedMatchDayGalleryTitle),
      title: seedMatchDayGalleryTitle,
      isMyLibrary: false,
      seasonKey: season.key,
      gameKey: finishedGame.key,
      articleKey: 'article-recap',
      tagKeys: [finishedGame.key, ...scorerKeys],
      tagTypes: ['game', ...scorerKeys.map(() => 'player' as const)],
      photoKeys: photos.map((p) => p.key),
      timeOfGallery: finishedTime,
    },
    {
      key: 'gallery-mylibrary',
      urlId: myLibraryGalleryUrlId,
      title: myLibraryGalleryTitle,
      isMyLibrary: true,
      seasonKey: null,
      gameKey: null,
      articleKey: null,
      tagKeys: [],
      tagTypes: [],
      photoKeys: [],
      timeOfGallery: now,
    },
  ];

  const forms: SeedForm[] = formSlugKinds.map((kind) => {
    const definition = buildSeedFormDefinition(kind, sportsType);
    return {
      key: `form-${kind}`,
      slug: definition.slug,
      formType: definition.formType,
      title: definition.title,
      description: definition.description,
      fields: definition.fields,
      preDevelopedFormId: getPreDevelopedFormId(definition.slug),
    };
  });

  return {
    opponents: [opponent],
    leagues: [league],
    sponsors: [sponsor],
    coaches,
    seasons: [season],
    players,
    games,
    gamePlayers,
    gameCoaches,
    articles,
    galleries,
    photos,
    forms,
    submissions: [buildDemoRecruitingSubmission(sportsType, forms, now)],
    websiteImages: { featureImage1: surface, mFeatureImage1: surface },
  };
}

/** A sample player-recruitment submission, unread and unreplied. */
function buildDemoRecruitingSubmission(
  sportsType: TeamSportsType,
  forms: SeedForm[],
  now: Date,
): SeedSubmission {
  const form = forms.find((f) => f.key === 'form-player-recruitment');
  if (!form) throw new Error('The player recruitment form is missing');
  const isWomens = isWomensSport(sportsType);
  const position = itemAt(listPositions(sportsType), 2);
  const attendingYear = now.getUTCMonth() >= 7 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  const email = 'riley.bennett@example.com';
  const answers: Record<string, string> = {
    firstName: 'Riley',
    lastName: 'Bennett',
    email,
    phone: '(555) 555-0142',
    city: 'Rochester',
    state: 'NY',
    position,
    shoots: 'Left',
    height: isWomens ? `5' 7"` : `5' 11"`,
    weight: isWomens ? '145 lb' : '180 lb',
    admitted: 'Yes',
    attending: `Fall ${attendingYear}`,
    additionalInformation: `I played four years of high-school ${getSportName(sportsType).toLowerCase()} as a ${describePositionInSentence(position).toLowerCase()} and would love to try out. Is there a practice I could join before the semester starts?`,
  };
  return {
    key: 'submission-recruiting',
    formKey: form.key,
    formType: form.formType,
    emails: [email],
    otherOptions: form.fields.flatMap((f) => {
      const value = answers[f.id];
      return value === undefined ? [] : [{ id: f.id, title: f.title, value }];
    }),
    read: false,
    replied: false,
  };
}
