import { sponsors } from '../../db/schema/sponsors.ts';
import { sampleRowBase, type TeamSeedPart } from '../teams/team-seed-part.ts';

/** The sample sponsor. */
export const sponsorsSeeding: TeamSeedPart = {
  area: 'sponsors',
  after: ['teams'],
  async seed(tx, scope, context) {
    const sample = sampleRowBase(scope, context);
    await tx
      .insert(sponsors)
      .values(
        context.content.sponsors.map(({ key, ...s }) => ({ ...sample, id: context.ids.idOf(key), ...s })),
      );
  },
};
