import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { articles } from '../../db/schema/articles.ts';
import { galleries, photos } from '../../db/schema/galleries.ts';
import { tickets } from '../../db/schema/store.ts';
import { type TeamScope, whereTeam, whereTeamLive } from '../../platform/tenant-scope.ts';

/** What a ticket is sold for: a game or an event. */
export type TicketOwner = { gameId: string } | { eventId: string };

/** What a ticket holder needs to know of the game or event: when, where, and whether it is off. */
export interface TicketedOccasion {
  time: Date | null;
  end: Date | null;
  venue: string;
  cancelled: boolean;
}

const ticketsOf = (owner: TicketOwner) =>
  'gameId' in owner ? eq(tickets.gameId, owner.gameId) : eq(tickets.eventId, owner.eventId);

/**
 * What goes with a game or an event (spec part 2 §4): its article, its gallery with photos and
 * its tickets. Games and events delete them the same way, inside the caller's transaction.
 */
export function createLinkedContentRepository(db: DbOrTx, scope: TeamScope) {
  return {
    async findArticle(id: string | null) {
      if (!id) return null;
      const [row] = await db
        .select({ id: articles.id, title: articles.title, galleryId: articles.galleryId })
        .from(articles)
        .where(whereTeamLive(articles, scope, eq(articles.id, id)));
      return row ?? null;
    },

    async findGallery(id: string | null) {
      if (!id) return null;
      const [row] = await db
        .select({ id: galleries.id, title: galleries.title })
        .from(galleries)
        .where(whereTeamLive(galleries, scope, eq(galleries.id, id)));
      return row ?? null;
    },

    /** Tickets still in the store: how many, and how many of them sold. */
    async countTickets(owner: TicketOwner) {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          sold: sql<number>`coalesce(sum(${tickets.quantitySold}), 0)::int`,
        })
        .from(tickets)
        .where(whereTeamLive(tickets, scope, ticketsOf(owner)));
      return { total: row?.total ?? 0, sold: row?.sold ?? 0 };
    },

    /**
     * The tickets of a deleted game or event are either flagged (deleted, with
     * onTicketUpdateNeeded so the store and buyers' records know) or removed outright.
     */
    async settleTickets(owner: TicketOwner, mode: 'flag' | 'remove') {
      const condition = whereTeam(tickets, scope, ticketsOf(owner));
      if (mode === 'remove') await db.delete(tickets).where(condition);
      else await db.update(tickets).set({ deleted: true, onTicketUpdateNeeded: true }).where(condition);
    },

    /**
     * The game or event moved, changed venue or was cancelled: its live tickets follow the new
     * time and venue and are flagged (onTicketUpdateNeeded) so the editor offers to mail every
     * holder. Nothing changes when what a holder needs to know is the same.
     */
    async followTicketsChange(owner: TicketOwner, before: TicketedOccasion, after: TicketedOccasion) {
      const same =
        before.time?.getTime() === after.time?.getTime() &&
        before.end?.getTime() === after.end?.getTime() &&
        before.venue === after.venue &&
        before.cancelled === after.cancelled;
      if (same) return;
      await db
        .update(tickets)
        .set({
          timeOfEvent: after.time,
          endTimeOfEvent: after.end,
          venue: after.venue,
          onTicketUpdateNeeded: true,
        })
        .where(whereTeamLive(tickets, scope, ticketsOf(owner)));
    },

    /** Galleries with their photos, of this team only. */
    async removeGalleries(galleryIds: readonly (string | null | undefined)[]) {
      const ids = galleryIds.filter((id): id is string => Boolean(id));
      if (ids.length === 0) return;
      await db.delete(photos).where(whereTeam(photos, scope, inArray(photos.galleryId, ids)));
      await db.delete(galleries).where(whereTeam(galleries, scope, inArray(galleries.id, ids)));
    },

    /** The record's tickets, its article (with the article's own gallery) and its gallery. */
    async removeLinked(
      owner: TicketOwner,
      linked: { articleId: string | null; galleryId: string | null },
      ticketMode: 'flag' | 'remove',
    ) {
      const article = await this.findArticle(linked.articleId);
      await this.settleTickets(owner, ticketMode);
      if (article) await db.delete(articles).where(whereTeam(articles, scope, eq(articles.id, article.id)));
      await this.removeGalleries([linked.galleryId, article?.galleryId]);
    },
  };
}
