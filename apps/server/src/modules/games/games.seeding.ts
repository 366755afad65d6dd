import { replaceStatSheetPlayerKeys } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { gameCoaches, gamePlayers, games } from '../../db/schema/games.ts';
import { sampleRowBase, seedRowBase, type TeamSeedPart } from '../teams/team-seed-part.ts';

/**
 * A finished home win with its stat sheet and three upcoming games, each with every current
 * player and both coaches. A game's recap and gallery are written after it (they point at the
 * game), so `link` sets those two references.
 */
export const gamesSeeding: TeamSeedPart = {
  area: 'games',
  after: ['teams', 'seasons', 'leagues', 'opponents', 'roster', 'staff'],
  async seed(tx, scope, context) {
    const { content, ids, images } = context;
    const base = seedRowBase(scope, context);
    const sample = sampleRowBase(scope, context);
    await tx.insert(games).values(
      content.games.map((g) => ({
        ...sample,
        id: ids.idOf(g.key),
        seasonId: ids.idOf(g.seasonKey),
        leagueId: ids.idOf(g.leagueKey),
        opponentId: ids.idOf(g.opponentKey),
        preDevelopedSeasonId: g.preDevelopedSeasonId,
        preDevelopedLeagueId: g.preDevelopedLeagueId,
        preDevelopedConferenceId: g.preDevelopedConferenceId,
        title: g.title,
        homeGame: g.homeGame,
        status: g.status,
        timeOfGame: g.timeOfGame,
        venue: g.venue,
        attendance: g.attendance,
        featureImage: images.games.get(g.key),
        stats: g.stats ? replaceStatSheetPlayerKeys(g.stats, ids.assigned) : null,
        winOrLoss: g.winOrLoss,
        gameScore: g.gameScore,
        shutOut: g.shutOut,
        promotionalText: g.promotionalText,
        notes: g.notes,
        tags: ids.idsOf(g.tagKeys),
      })),
    );

    // Line-ups copy their game's season and league, so per-player queries need no join.
    const gameLinks = new Map(
      content.games.map((g) => [g.key, { seasonId: ids.idOf(g.seasonKey), leagueId: ids.idOf(g.leagueKey) }]),
    );
    await tx.insert(gamePlayers).values(
      content.gamePlayers.map((gp) => ({
        ...base,
        gameId: ids.idOf(gp.gameKey),
        playerId: ids.idOf(gp.playerKey),
        ...gameLinks.get(gp.gameKey),
        number: gp.number,
        position: gp.position,
      })),
    );
    await tx.insert(gameCoaches).values(
      content.gameCoaches.map((gc) => ({
        ...base,
        gameId: ids.idOf(gc.gameKey),
        coachId: ids.idOf(gc.coachKey),
        ...gameLinks.get(gc.gameKey),
        title: gc.title,
      })),
    );
  },
  async link(tx, _scope, { content, ids }) {
    for (const g of content.games) {
      if (g.articleKey || g.galleryKey) {
        await tx
          .update(games)
          .set({ articleId: ids.idOrNull(g.articleKey), galleryId: ids.idOrNull(g.galleryKey) })
          .where(eq(games.id, ids.idOf(g.key)));
      }
    }
  },
};
