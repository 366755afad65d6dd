import { seasons } from '../../db/schema/seasons.ts';
import { keyedSeedRows, seedRowBase, type TeamSeedPart } from '../teams/team-seed-part.ts';

/** The current season (the default navigation already links its id). */
export const seasonsSeeding: TeamSeedPart = {
  area: 'seasons',
  after: ['teams'],
  async seed(tx, scope, context) {
    await tx
      .insert(seasons)
      .values(keyedSeedRows(seedRowBase(scope, context), context.content.seasons, context.ids));
  },
};
