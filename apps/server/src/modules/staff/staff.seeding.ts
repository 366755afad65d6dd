import { coaches } from '../../db/schema/roster.ts';
import { keyedRowsSeedPart } from '../teams/team-seed-part.ts';

/** The sample coaches and executive board (a coach's title is per game: games.seeding.ts). */
export const staffSeeding = keyedRowsSeedPart({
  area: 'staff',
  table: coaches,
  sample: true,
  recordsOf: ({ content }) => content.coaches.map(({ title: _title, ...coach }) => coach),
});
