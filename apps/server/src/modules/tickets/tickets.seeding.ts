import { tickets, ticketTiers } from '../../db/schema/store.ts';
import { seedRowBase, type TeamSeedPart } from '../teams/team-seed-part.ts';

/**
 * A demo team's tickets for its upcoming home games, each with adult, student and child tiers
 * (domain buildDemoStoreContent); the venue and time are the game's, as the ticket editor copies
 * them. A real team starts with no tickets.
 */
export const ticketsSeeding: TeamSeedPart = {
  area: 'tickets',
  after: ['teams', 'games'],
  async seed(tx, scope, context) {
    const seeded = context.demoStore?.tickets ?? [];
    if (seeded.length === 0) return;
    const { ids, content } = context;
    const base = seedRowBase(scope, context);
    const gameOf = new Map(content.games.map((game) => [game.key, game]));
    await tx.insert(tickets).values(
      seeded.map((ticket) => {
        const game = gameOf.get(ticket.gameKey);
        if (!game) throw new Error(`The demo ticket ${ticket.key} names no seeded game`);
        return {
          ...base,
          id: ids.idOf(ticket.key),
          gameId: ids.idOf(game.key),
          name: ticket.name,
          description: ticket.description,
          priceCents: Math.min(...ticket.tiers.map((tier) => tier.priceCents)),
          quantity: ticket.capacity,
          maxPerOrder: ticket.maxPerOrder,
          venue: game.venue,
          timeOfEvent: game.timeOfGame,
          featured: true,
        };
      }),
    );
    await tx.insert(ticketTiers).values(
      seeded.flatMap((ticket) =>
        ticket.tiers.map((tier, position) => ({
          teamId: scope.teamId,
          ticketId: ids.idOf(ticket.key),
          ...tier,
          position,
        })),
      ),
    );
  },
};
