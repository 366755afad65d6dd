import { coaches } from '../../db/schema/roster.ts';
import { sampleRowBase, type TeamSeedPart } from '../teams/team-seed-part.ts';

/** The sample coaches and executive board (a coach's title is per game: games.seeding.ts). */
export const staffSeeding: TeamSeedPart = {
  area: 'staff',
  after: ['teams'],
  async seed(tx, scope, context) {
    const sample = sampleRowBase(scope, context);
    await tx.insert(coaches).values(
      context.content.coaches.map(({ key, title: _title, ...c }) => ({
        ...sample,
        id: context.ids.idOf(key),
        ...c,
      })),
    );
  },
};
