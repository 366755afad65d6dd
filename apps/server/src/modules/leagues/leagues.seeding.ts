import { leagues } from '../../db/schema/leagues.ts';
import { seedRowBase, type TeamSeedPart } from '../teams/team-seed-part.ts';

/** The team's league, linked to its sport's pre-developed league and conference. */
export const leaguesSeeding: TeamSeedPart = {
  area: 'leagues',
  after: ['teams'],
  async seed(tx, scope, context) {
    const base = seedRowBase(scope, context);
    await tx
      .insert(leagues)
      .values(context.content.leagues.map(({ key, ...l }) => ({ ...base, id: context.ids.idOf(key), ...l })));
  },
};
