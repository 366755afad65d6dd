import { computeGameScore, type GameStatSheet, type TeamSportsType } from '@sideline/domain';
import { escapeHtml } from '../../platform/html.ts';
import { type BoxScore, buildBoxScore } from '../../site/game-box-score.ts';

export interface GameRecapInput {
  sheet: GameStatSheet;
  sportsType: TeamSportsType;
  ourName: string;
  opponentName: string;
  isHomeGame: boolean;
  /** The game's date as the team reads it: "Sat, Oct 4, 2026". */
  date: string;
  venue: string;
  players: Map<string, { name: string; number: string }>;
}

const list = (items: string[]) =>
  items.length > 0 ? `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>` : '';
const section = (heading: string, body: string) => (body ? `<h3>${escapeHtml(heading)}</h3>${body}` : '');
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function tableOf(box: BoxScore, heading: string) {
  const table = box.tables.find((t) => t.heading === heading);
  if (!table) return [];
  return table.rows.map((row) => Object.fromEntries(table.columns.map((column, i) => [column, row[i]])));
}

/** Scorers with their goals and assists (hockey, lacrosse), from the box score's player table. */
function stickSportScorers(box: BoxScore): string[] {
  return [...tableOf(box, 'Skaters'), ...tableOf(box, 'Players')]
    .filter((row) => Number(row.G) > 0 || Number(row.A) > 0)
    .sort((a, b) => Number(b.PTS) - Number(a.PTS))
    .map((row) => {
      const parts = [
        Number(row.G) > 0 ? plural(Number(row.G), 'goal') : '',
        Number(row.A) > 0 ? plural(Number(row.A), 'assist') : '',
      ];
      return `<strong>${escapeHtml(row.Player ?? '')}</strong>: ${parts.filter(Boolean).join(', ')}`;
    });
}

function goalieLines(box: BoxScore): string[] {
  return tableOf(box, 'Goalies').map(
    (row) =>
      `<strong>${escapeHtml(row.Goalie ?? '')}</strong> made ${plural(Number(row.SV), 'save')} on ${plural(Number(row.SA), 'shot')}${row['SV%'] && row['SV%'] !== '—' ? ` (${escapeHtml(row['SV%'])})` : ''}`,
  );
}

/** Try scorers from the players table, kickers from the scoring events (rugby). */
function rugbyScorers(box: BoxScore, ourName: string): string[] {
  const tries = tableOf(box, 'Players')
    .filter((row) => Number(row.T) > 0)
    .map(
      (row) =>
        `<strong>${escapeHtml(row.Player ?? '')}</strong>: ${row.T} ${Number(row.T) === 1 ? 'try' : 'tries'}`,
    );
  const kicks = new Map<string, number>();
  for (const event of box.scoring) {
    const kicker = /^(Conversion|Penalty goal|Drop goal): (.+)$/.exec(event.description)?.[2];
    if (event.team === ourName && kicker) kicks.set(kicker, (kicks.get(kicker) ?? 0) + 1);
  }
  const kickers = [...kicks].map(
    ([name, count]) => `<strong>${escapeHtml(name)}</strong>: ${plural(count, 'successful kick')}`,
  );
  return [...tries, ...kickers];
}

function disciplineLines(box: BoxScore): string[] {
  return [...tableOf(box, 'Penalties'), ...tableOf(box, 'Cards')].map((row) => {
    const when = [row.Period ?? row.Half, row.Time].filter((v) => v && v !== '—').join(' ');
    const what = [row.Offence, row.Penalty ?? (row.Card ? `${row.Card} card` : '')].filter(
      (v) => v && v !== '—',
    );
    return `${escapeHtml(when)} ${escapeHtml(row.Team ?? '')}: ${escapeHtml(row.Player ?? '')}${what.length ? ` (${escapeHtml(what.join(', '))})` : ''}`;
  });
}

/** The scoring events grouped by period, in order: the game as it happened. */
function keyMoments(box: BoxScore): string {
  const periods = new Map<string, string[]>();
  for (const event of box.scoring) {
    const period = event.period || 'Time not recorded';
    const line = `${event.time ? `${escapeHtml(event.time)} ` : ''}${escapeHtml(event.team)}: ${escapeHtml(event.description)}`;
    periods.set(period, [...(periods.get(period) ?? []), line]);
  }
  return [...periods].map(([period, lines]) => `<h4>${escapeHtml(period)}</h4>${list(lines)}`).join('');
}

/**
 * The draft of a game recap (issue 9 "Game recap"): the result, scorers and assists, goalies and
 * saves or tries and kickers, cards and penalties, and the key moments by period, all from the
 * stored stat sheet through the same box score the public game page shows. The admin edits it.
 */
export function buildGameRecap(input: GameRecapInput): { title: string; html: string } {
  const box = buildBoxScore({
    sheet: input.sheet,
    sportsType: input.sportsType,
    ourName: input.ourName,
    opponentName: input.opponentName,
    isHomeGame: input.isHomeGame,
    players: input.players,
  });
  const score = computeGameScore(input.sheet);
  const scoreText = `${Math.max(score.us, score.them)}-${Math.min(score.us, score.them)}`;
  const verb = score.us > score.them ? 'beat' : score.us < score.them ? 'fell to' : 'tied';
  const title = `${input.ourName} ${verb} ${input.opponentName} ${scoreText}`;
  const where = input.isHomeGame ? 'at home' : 'on the road';
  const intro = `<p><strong>${escapeHtml(title)}</strong> ${where} on ${escapeHtml(input.date)}${input.venue ? ` at ${escapeHtml(input.venue)}` : ''}.</p>`;
  const isRugby = input.sheet.sport === 'rugby';
  const html = [
    intro,
    isRugby
      ? section('Tries and kicks', list(rugbyScorers(box, input.ourName)))
      : section('Goals and assists', list(stickSportScorers(box))),
    isRugby ? '' : section('In goal', list(goalieLines(box))),
    section(isRugby ? 'Cards' : 'Penalties', list(disciplineLines(box))),
    section('Key moments', keyMoments(box)),
  ].join('');
  return { title, html };
}
