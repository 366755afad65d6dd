import { players } from '../../db/schema/roster.ts';
import { keyedRowsSeedPart } from '../teams/team-seed-part.ts';

/** The sample roster and alumni (number and position are per game: games.seeding.ts). */
export const rosterSeeding = keyedRowsSeedPart({
  area: 'roster',
  table: players,
  sample: true,
  recordsOf: ({ content }) =>
    content.players.map(({ number: _number, position: _position, ...player }) => player),
});
