import { opponents } from '../../db/schema/opponents.ts';
import { keyedSeedRows, seedRowBase, type TeamSeedPart } from '../teams/team-seed-part.ts';

/** The sample opponent the seeded games are played against. */
export const opponentsSeeding: TeamSeedPart = {
  area: 'opponents',
  after: ['teams'],
  async seed(tx, scope, context) {
    await tx
      .insert(opponents)
      .values(keyedSeedRows(seedRowBase(scope, context), context.content.opponents, context.ids));
  },
};
