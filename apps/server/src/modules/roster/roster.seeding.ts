import { players } from '../../db/schema/roster.ts';
import { sampleRowBase, type TeamSeedPart } from '../teams/team-seed-part.ts';

/** The sample roster and alumni (number and position are per game: games.seeding.ts). */
export const rosterSeeding: TeamSeedPart = {
  area: 'roster',
  after: ['teams'],
  async seed(tx, scope, context) {
    const sample = sampleRowBase(scope, context);
    await tx.insert(players).values(
      context.content.players.map(({ key, number: _number, position: _position, ...p }) => ({
        ...sample,
        id: context.ids.idOf(key),
        ...p,
      })),
    );
  },
};
