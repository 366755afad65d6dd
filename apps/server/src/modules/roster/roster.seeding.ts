import { players } from '../../db/schema/roster.ts';
import { keyedSeedRows, sampleRowBase, type TeamSeedPart } from '../teams/team-seed-part.ts';

/** The sample roster and alumni (number and position are per game: games.seeding.ts). */
export const rosterSeeding: TeamSeedPart = {
  area: 'roster',
  after: ['teams'],
  async seed(tx, scope, context) {
    const people = context.content.players.map(({ number: _number, position: _position, ...p }) => p);
    await tx.insert(players).values(keyedSeedRows(sampleRowBase(scope, context), people, context.ids));
  },
};
