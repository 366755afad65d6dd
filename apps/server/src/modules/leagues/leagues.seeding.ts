import { leagues } from '../../db/schema/leagues.ts';
import { keyedSeedRows, seedRowBase, type TeamSeedPart } from '../teams/team-seed-part.ts';

/** The team's league, linked to its sport's pre-developed league and conference. */
export const leaguesSeeding: TeamSeedPart = {
  area: 'leagues',
  after: ['teams'],
  async seed(tx, scope, context) {
    await tx
      .insert(leagues)
      .values(keyedSeedRows(seedRowBase(scope, context), context.content.leagues, context.ids));
  },
};
