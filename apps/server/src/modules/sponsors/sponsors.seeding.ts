import { sponsors } from '../../db/schema/sponsors.ts';
import { keyedSeedRows, sampleRowBase, type TeamSeedPart } from '../teams/team-seed-part.ts';

/** The sample sponsor. */
export const sponsorsSeeding: TeamSeedPart = {
  area: 'sponsors',
  after: ['teams'],
  async seed(tx, scope, context) {
    await tx
      .insert(sponsors)
      .values(keyedSeedRows(sampleRowBase(scope, context), context.content.sponsors, context.ids));
  },
};
