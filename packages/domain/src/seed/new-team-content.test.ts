import { describe, expect, it } from 'vitest';
import { gameStatSheetSchema } from '../content/game-stat-sheet.ts';
import { playerDetailsSchema, playerTextsSchema } from '../content/person-details.ts';
import { playerSummarySchema } from '../content/player-summary-schema.ts';
import { submittedFormAnswersSchema } from '../content/submitted-form-answers.ts';
import { findFormFieldProblems, formFieldsSchema } from '../forms/form-fields.ts';
import { itemAt } from '../lists/item-at.ts';
import { computeGameScore } from '../rules/game-score.ts';
import { listStatSheetProblems } from '../rules/stat-sheet-checks.ts';
import { buildFormSlug } from '../sports/form-slugs.ts';
import { formTypes } from '../sports/form-types.ts';
import { listPlayerDetailFields, playerDetailTitles } from '../sports/person-detail-fields.ts';
import { isPositionOfSport } from '../sports/positions.ts';
import { getSportFamily, recordsBodyChecks } from '../sports/sport-identity.ts';
import { selectableSportsTypes } from '../sports/sports-types.ts';
import { replaceStatSheetPlayerKeys } from './demo-stat-sheets.ts';
import { buildNewTeamContent, seedMatchDayGalleryTitle, seedOpponentName } from './new-team-content.ts';
import {
  preDevelopedConferenceSpecs,
  preDevelopedFormSpecs,
  preDevelopedLeagueSpecs,
  preDevelopedSeasonSpecs,
} from './reference-data.ts';

const now = new Date('2026-03-10T15:00:00Z');
const build = (sportsType = itemAt(selectableSportsTypes, 0)) =>
  buildNewTeamContent({ sportsType, teamName: 'Northfield Ice Hawks', now });

describe.each(selectableSportsTypes)('buildNewTeamContent for %s', (sportsType) => {
  const content = build(sportsType);
  const family = getSportFamily(sportsType);
  const keys = new Set<string>([
    ...content.opponents.map((r) => r.key),
    ...content.leagues.map((r) => r.key),
    ...content.sponsors.map((r) => r.key),
    ...content.coaches.map((r) => r.key),
    ...content.seasons.map((r) => r.key),
    ...content.players.map((r) => r.key),
    ...content.games.map((r) => r.key),
    ...content.articles.map((r) => r.key),
    ...content.galleries.map((r) => r.key),
    ...content.photos.map((r) => r.key),
    ...content.forms.map((r) => r.key),
  ]);
  const expectKey = (key: string | null) => {
    if (key !== null) expect(keys.has(key), `unknown key ${key}`).toBe(true);
  };

  it('has the opponent, league link, sponsor, staff, season and a realistic roster', () => {
    expect(content.opponents.map((o) => o.name)).toEqual([seedOpponentName]);
    const league = itemAt(content.leagues, 0);
    expect(
      preDevelopedLeagueSpecs.some(
        (l) => l.id === league.preDevelopedLeagueId && l.sportsType === sportsType,
      ),
    ).toBe(true);
    expect(
      preDevelopedConferenceSpecs.some(
        (c) => c.id === league.preDevelopedConferenceId && c.leagueId === league.preDevelopedLeagueId,
      ),
    ).toBe(true);
    expect(content.sponsors).toHaveLength(1);
    expect(content.coaches.filter((c) => c.role === 'coach')).toHaveLength(2);
    expect(content.coaches.filter((c) => c.role === 'executive')).toHaveLength(2);
    expect(content.seasons).toHaveLength(1);
    expect(preDevelopedSeasonSpecs.some((s) => s.id === content.seasons[0]?.preDevelopedSeasonId)).toBe(true);
    const current = content.players.filter((p) => !p.alumni);
    expect(current.length).toBeGreaterThanOrEqual(12);
    expect(current.length).toBeLessThanOrEqual(15);
    expect(content.players.filter((p) => p.alumni)).toHaveLength(2);
  });

  it('gives players valid details, positions of the sport, summaries and unique url ids', () => {
    const titles = listPlayerDetailFields(sportsType).map((f) => f.title);
    for (const player of content.players) {
      playerDetailsSchema.parse(player.details);
      playerTextsSchema.parse(player.texts);
      expect(player.details.map((d) => d.title)).toEqual(titles);
      for (const detail of player.details) if (detail.required) expect(detail.value).not.toBe('');
      const position = player.details.find((d) => d.title === playerDetailTitles.position)?.value ?? '';
      expect(isPositionOfSport(sportsType, position), position).toBe(true);
      expect(playerSummarySchema.safeParse(player.summary).success, player.summary).toBe(true);
      expect(player.summary.length).toBeGreaterThanOrEqual(70);
    }
    const urlIds = content.players.map((p) => p.urlId);
    expect(new Set(urlIds).size).toBe(urlIds.length);
    const names = content.players.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    const numbers = content.players.filter((p) => !p.alumni).map((p) => p.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('has one finished game with a full, valid stat sheet and three upcoming games', () => {
    const finished = content.games.filter((g) => g.status === 'finished');
    expect(finished).toHaveLength(1);
    const game = itemAt(finished, 0);
    expect(game.timeOfGame.getTime()).toBeLessThan(now.getTime());
    const sheet = gameStatSheetSchema.parse(game.stats);
    expect(sheet.sport).toBe(family);
    // Every list of the sheet is filled (body checks only where the game has them), and it adds up.
    for (const [name, value] of Object.entries(sheet)) {
      if (name === 'bodyChecks' && !recordsBodyChecks(sportsType)) expect(value).toEqual([]);
      else if (Array.isArray(value)) expect(value.length, name).toBeGreaterThan(0);
    }
    expect(listStatSheetProblems(sheet)).toEqual([]);
    const score = computeGameScore(sheet);
    expect(score.us).toBeGreaterThan(score.them);
    expect(game.winOrLoss).toBe('win');
    expect(game.gameScore).toBe(`${score.us}-${score.them}`);
    expect(game.shutOut).toBe(false);
    // Every player id of the sheet is a roster key (or '' for the opponent's players).
    const playerKeys = new Set(content.players.map((p) => p.key));
    const ids = JSON.stringify(sheet).match(/"[a-zA-Z0-9]*Id":"[^"]*"/g) ?? [];
    for (const entry of ids) {
      const value = entry.split(':')[1]?.replaceAll('"', '');
      if (value) expect(playerKeys.has(value), entry).toBe(true);
    }
    const upcoming = content.games.filter((g) => g.status === 'scheduled');
    expect(upcoming).toHaveLength(3);
    expect(upcoming.every((g) => g.timeOfGame.getTime() > now.getTime() && g.stats === null)).toBe(true);
    expect(upcoming.some((g) => g.homeGame)).toBe(true);
    for (const g of content.games) {
      expect(g.title).toMatch(/^Game vs Opponent University on /);
      [g.seasonKey, g.leagueKey, g.opponentKey, g.articleKey, g.galleryKey, ...g.tagKeys].forEach(expectKey);
    }
  });

  it('rugby sheets score points, stick sports goals', () => {
    const sheet = content.games.find((g) => g.stats)?.stats;
    if (family === 'rugby') expect(computeGameScore(sheet!)).toEqual({ us: 32, them: 18 });
    if (family === 'hockey') expect(computeGameScore(sheet!)).toEqual({ us: 4, them: 2 });
    if (family === 'lacrosse') expect(computeGameScore(sheet!)).toEqual({ us: 9, them: 6 });
  });

  it('puts the current players and coaches in every game', () => {
    const current = content.players.filter((p) => !p.alumni).length;
    expect(content.gamePlayers).toHaveLength(current * content.games.length);
    expect(content.gameCoaches).toHaveLength(2 * content.games.length);
    for (const gp of content.gamePlayers) [gp.gameKey, gp.playerKey].forEach(expectKey);
    for (const gc of content.gameCoaches) [gc.gameKey, gc.coachKey].forEach(expectKey);
  });

  it('writes one article per finished game plus a welcome article', () => {
    expect(content.articles).toHaveLength(2);
    const recap = content.articles.find((a) => a.gameKey === 'game-finished');
    expect(recap?.galleryKey).toBe('gallery-match-day');
    expect(recap?.content).toContain('<p>');
    expect(content.articles.some((a) => a.title.startsWith('Welcome'))).toBe(true);
    for (const a of content.articles) [a.seasonKey, a.gameKey, a.galleryKey, ...a.tagKeys].forEach(expectKey);
    expect(new Set(content.articles.map((a) => a.url)).size).toBe(2);
  });

  it("has the 'Match day 19' gallery with photos and the undeletable 'mylibrary'", () => {
    const matchDay = content.galleries.find((g) => g.title === seedMatchDayGalleryTitle);
    expect(matchDay?.photoKeys.length).toBeGreaterThanOrEqual(3);
    expect(matchDay?.articleKey).toBe('article-recap');
    const library = content.galleries.find((g) => g.isMyLibrary);
    expect(library?.urlId).toBe('mylibrary');
    expect(content.photos.every((p) => p.galleryKey === 'gallery-match-day')).toBe(true);
    for (const g of content.galleries) {
      expect(g.tagKeys).toHaveLength(g.tagTypes.length);
      [g.seasonKey, g.gameKey, g.articleKey, ...g.tagKeys, ...g.photoKeys].forEach(expectKey);
    }
  });

  it('has the three forms with their slugs and valid fields, and an unread recruiting submission', () => {
    expect(content.forms.map((f) => f.slug)).toEqual([
      buildFormSlug('contact-us', sportsType),
      buildFormSlug('player-recruitment', sportsType),
      buildFormSlug('alumni', sportsType),
    ]);
    expect(content.forms.map((f) => f.formType)).toEqual([
      formTypes.CONTACT_US,
      formTypes.PLAYER_RECRUITING,
      formTypes.ALUMNI,
    ]);
    for (const form of content.forms) {
      expect(formFieldsSchema.safeParse(form.fields).success, form.slug).toBe(true);
      expect(
        preDevelopedFormSpecs.some((p) => p.id === form.preDevelopedFormId && p.slug === form.slug),
      ).toBe(true);
    }
    const recruiting = content.forms.find((f) => f.formType === formTypes.PLAYER_RECRUITING)!;
    expect(recruiting.fields.map((f) => f.id)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'city',
      'state',
      'position',
      'shoots',
      'height',
      'weight',
      'admitted',
      'attending',
      'additionalInformation',
    ]);
    const positionField = recruiting.fields.find((f) => f.id === 'position')!;
    expect(positionField.options.every((o) => isPositionOfSport(sportsType, o.title))).toBe(true);
    const submission = itemAt(content.submissions, 0);
    expect(content.submissions).toHaveLength(1);
    expect(submission).toMatchObject({
      formKey: recruiting.key,
      formType: formTypes.PLAYER_RECRUITING,
      read: false,
      replied: false,
    });
    submittedFormAnswersSchema.parse(submission.otherOptions);
    expect(submission.otherOptions.map((a) => a.id)).toEqual(recruiting.fields.map((f) => f.id));
    expect(submission.emails).toEqual([submission.otherOptions.find((a) => a.id === 'email')?.value]);
  });
});

describe('buildNewTeamContent across sports', () => {
  it('varies the text by sport', () => {
    const hockey = build('WOMENSICEHOCKEY');
    const rugby = build('WOMENSRUGBY');
    const lacrosse = build('MENSLACROSSE');
    expect(hockey.players[0]?.name).not.toBe(rugby.players[0]?.name);
    expect(hockey.sponsors[0]?.name).not.toBe(lacrosse.sponsors[0]?.name);
    expect(hockey.photos[0]?.title).not.toBe(rugby.photos[0]?.title);
    expect(hockey.articles[0]?.content).not.toBe(rugby.articles[0]?.content);
  });

  it('is deterministic for the same input', () => {
    expect(build('MENSRUGBY')).toEqual(build('MENSRUGBY'));
  });

  it('swaps seed keys for ids in a stat sheet', () => {
    const content = build('MENSICEHOCKEY');
    const sheet = itemAt(content.games, 0).stats!;
    const ids = new Map(content.players.map((p, i) => [p.key, `id-${i}`]));
    const replaced = replaceStatSheetPlayerKeys(sheet, ids);
    expect(JSON.stringify(replaced)).not.toMatch(/player-\d/);
    expect(gameStatSheetSchema.parse(replaced)).toEqual(replaced);
  });
});

describe('pre-developed reference data', () => {
  it('has one league and conference per sport, and unique ids', () => {
    expect(preDevelopedLeagueSpecs).toHaveLength(selectableSportsTypes.length);
    expect(preDevelopedConferenceSpecs).toHaveLength(selectableSportsTypes.length);
    for (const list of [
      preDevelopedLeagueSpecs,
      preDevelopedConferenceSpecs,
      preDevelopedSeasonSpecs,
      preDevelopedFormSpecs,
    ]) {
      const ids = list.map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    const slugs = preDevelopedFormSpecs.map((f) => f.slug);
    // Eight ready-made forms per sport (form types 1–8), each with one required sender email.
    expect(new Set(slugs).size).toBe(selectableSportsTypes.length * 8);
    for (const form of preDevelopedFormSpecs)
      expect(findFormFieldProblems(form.fields), form.slug).toEqual([]);
  });
});
