import { opponents } from '../../db/schema/opponents.ts';
import { keyedRowsSeedPart } from '../teams/team-seed-part.ts';

/** The sample opponent the seeded games are played against. */
export const opponentsSeeding = keyedRowsSeedPart({
  area: 'opponents',
  table: opponents,
  recordsOf: ({ content }) => content.opponents,
});
