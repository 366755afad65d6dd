import { opponents } from '../../db/schema/opponents.ts';
import { seedRowBase, type TeamSeedPart } from '../teams/team-seed-part.ts';

/** The sample opponent the seeded games are played against. */
export const opponentsSeeding: TeamSeedPart = {
  area: 'opponents',
  after: ['teams'],
  async seed(tx, scope, context) {
    const base = seedRowBase(scope, context);
    await tx
      .insert(opponents)
      .values(
        context.content.opponents.map(({ key, ...o }) => ({ ...base, id: context.ids.idOf(key), ...o })),
      );
  },
};
