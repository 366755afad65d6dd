import { leagues } from '../../db/schema/leagues.ts';
import { keyedRowsSeedPart } from '../teams/team-seed-part.ts';

/** The team's league, linked to its sport's pre-developed league and conference. */
export const leaguesSeeding = keyedRowsSeedPart({
  area: 'leagues',
  table: leagues,
  recordsOf: ({ content }) => content.leagues,
});
