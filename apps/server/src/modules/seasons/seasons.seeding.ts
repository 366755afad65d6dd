import { seasons } from '../../db/schema/seasons.ts';
import { keyedRowsSeedPart } from '../teams/team-seed-part.ts';

/** The current season (the default navigation already links its id). */
export const seasonsSeeding = keyedRowsSeedPart({
  area: 'seasons',
  table: seasons,
  recordsOf: ({ content }) => content.seasons,
});
