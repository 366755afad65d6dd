import { seasons } from '../../db/schema/seasons.ts';
import { seedRowBase, type TeamSeedPart } from '../teams/team-seed-part.ts';

/** The current season (the default navigation already links its id). */
export const seasonsSeeding: TeamSeedPart = {
  area: 'seasons',
  after: ['teams'],
  async seed(tx, scope, context) {
    const base = seedRowBase(scope, context);
    await tx
      .insert(seasons)
      .values(context.content.seasons.map(({ key, ...s }) => ({ ...base, id: context.ids.idOf(key), ...s })));
  },
};
