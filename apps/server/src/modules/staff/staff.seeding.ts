import { coaches } from '../../db/schema/roster.ts';
import { keyedSeedRows, sampleRowBase, type TeamSeedPart } from '../teams/team-seed-part.ts';

/** The sample coaches and executive board (a coach's title is per game: games.seeding.ts). */
export const staffSeeding: TeamSeedPart = {
  area: 'staff',
  after: ['teams'],
  async seed(tx, scope, context) {
    const people = context.content.coaches.map(({ title: _title, ...c }) => c);
    await tx.insert(coaches).values(keyedSeedRows(sampleRowBase(scope, context), people, context.ids));
  },
};
