import { and, asc, type Column, desc, eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { articles } from '../db/schema/articles.ts';
import { customPages } from '../db/schema/custom-pages.ts';
import { events } from '../db/schema/events.ts';
import { forms } from '../db/schema/forms.ts';
import { galleries, photos } from '../db/schema/galleries.ts';
import { gamePlayers, games } from '../db/schema/games.ts';
import { opponents } from '../db/schema/opponents.ts';
import { type CoachRole, coaches, players } from '../db/schema/roster.ts';
import { seasons } from '../db/schema/seasons.ts';
import { sponsors } from '../db/schema/sponsors.ts';
import { products, productVariants, tickets, ticketTiers } from '../db/schema/store.ts';
import { teamStoreActivation } from '../db/schema/teams.ts';
import { type SoftDeletedTable, type TeamScope, whereTeamLive } from '../platform/tenant-scope.ts';

export type PlayerRow = typeof players.$inferSelect;
export type CoachRow = typeof coaches.$inferSelect;
export type SeasonRow = typeof seasons.$inferSelect;
export type GameRow = typeof games.$inferSelect;
export type OpponentRow = typeof opponents.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;
export type CustomPageRow = typeof customPages.$inferSelect;
export type GalleryRow = typeof galleries.$inferSelect;
export type PhotoRow = typeof photos.$inferSelect;
export type SponsorRow = typeof sponsors.$inferSelect;
export type FormRow = typeof forms.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ProductVariantRow = typeof productVariants.$inferSelect;
export type TicketRow = typeof tickets.$inferSelect;
export type TicketTierRow = typeof ticketTiers.$inferSelect;

/**
 * Reads of one team's content for its public site (spec part 2 §4): only records not deleted and,
 * unless the team's own admin previews with ?team=, only published ones. Players and coaches are
 * returned whole; the page builders never copy their email or phone into a page.
 */
export function createSiteContentRepository(
  db: DbOrTx,
  scope: TeamScope,
  options: { includeUnpublished: boolean },
) {
  type Visible = SoftDeletedTable & { published: Column };
  const visible = (table: Visible, ...conditions: (SQL | undefined)[]) =>
    whereTeamLive(
      table,
      scope,
      options.includeUnpublished ? undefined : eq(table.published, true),
      ...conditions,
    );

  return {
    listPlayers(alumni: boolean): Promise<PlayerRow[]> {
      return db
        .select()
        .from(players)
        .where(visible(players, eq(players.alumni, alumni)))
        .orderBy(asc(players.name));
    },
    async findPlayer(urlId: string): Promise<PlayerRow | null> {
      const [row] = await db
        .select()
        .from(players)
        .where(visible(players, eq(players.urlId, urlId)))
        .limit(1);
      return row ?? null;
    },
    listPlayersByIds(ids: string[]): Promise<PlayerRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(players)
        .where(visible(players, inArray(players.id, ids)));
    },
    /** Coaches & staff or the executive board, current first, then by order (highest first). */
    listCoaches(role: CoachRole): Promise<CoachRow[]> {
      return db
        .select()
        .from(coaches)
        .where(visible(coaches, eq(coaches.role, role)))
        .orderBy(desc(coaches.current), desc(coaches.order), asc(coaches.timeCreated));
    },
    async findCoach(role: CoachRole, urlId: string): Promise<CoachRow | null> {
      const [row] = await db
        .select()
        .from(coaches)
        .where(visible(coaches, eq(coaches.role, role), eq(coaches.urlId, urlId)))
        .limit(1);
      return row ?? null;
    },
    /** Newest first (spec part 2 §3 "Season"). */
    listSeasons(): Promise<SeasonRow[]> {
      return db.select().from(seasons).where(visible(seasons)).orderBy(desc(seasons.timeCreated));
    },
    /** A season's games, or every game, by start time. */
    listGames(filter: { seasonId?: string } = {}): Promise<GameRow[]> {
      return db
        .select()
        .from(games)
        .where(visible(games, filter.seasonId ? eq(games.seasonId, filter.seasonId) : undefined))
        .orderBy(asc(games.timeOfGame));
    },
    /** A game being played (the latest to start, should two be). */
    async findLiveGame(): Promise<GameRow | null> {
      const [row] = await db
        .select()
        .from(games)
        .where(visible(games, eq(games.status, 'inprogress')))
        .orderBy(desc(games.timeOfGame))
        .limit(1);
      return row ?? null;
    },
    /** Spec part 2 §7 "next home game limited to 1": the first home game still to be played. */
    async findNextHomeGame(now: Date): Promise<GameRow | null> {
      const [row] = await db
        .select()
        .from(games)
        .where(
          visible(
            games,
            eq(games.homeGame, true),
            gte(games.timeOfGame, now),
            inArray(games.status, ['scheduled', 'postponed']),
          ),
        )
        .orderBy(asc(games.timeOfGame))
        .limit(1);
      return row ?? null;
    },
    /** The latest finished games, whenever they were listed to start (one can end before that). */
    listLatestResults(limit: number): Promise<GameRow[]> {
      return db
        .select()
        .from(games)
        .where(visible(games, eq(games.status, 'finished')))
        .orderBy(desc(games.timeOfGame))
        .limit(limit);
    },
    async findGame(id: string): Promise<GameRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select()
        .from(games)
        .where(visible(games, eq(games.id, id)))
        .limit(1);
      return row ?? null;
    },
    /** The line-up of a game, with the player records (only visible players). */
    async listGameLineup(gameId: string) {
      return db
        .select({ entry: gamePlayers, player: players })
        .from(gamePlayers)
        .innerJoin(players, eq(players.id, gamePlayers.playerId))
        .where(and(eq(gamePlayers.gameId, gameId), visible(players)));
    },
    /** Who played which game: line-up entries of one player or of one season's games. */
    listLineupEntries(filter: {
      playerId?: string;
      seasonId?: string;
    }): Promise<{ gameId: string; playerId: string }[]> {
      return db
        .select({ gameId: gamePlayers.gameId, playerId: gamePlayers.playerId })
        .from(gamePlayers)
        .where(
          and(
            eq(gamePlayers.teamId, scope.teamId),
            filter.playerId ? eq(gamePlayers.playerId, filter.playerId) : undefined,
            filter.seasonId ? eq(gamePlayers.seasonId, filter.seasonId) : undefined,
          ),
        );
    },
    /** Every opponent, deleted or not: a past game still names the team it played. */
    listOpponents(): Promise<OpponentRow[]> {
      return db.select().from(opponents).where(eq(opponents.teamId, scope.teamId));
    },
    listEvents(): Promise<EventRow[]> {
      return db.select().from(events).where(visible(events)).orderBy(desc(events.timeOfEvent));
    },
    async findEvent(urlId: string): Promise<EventRow | null> {
      const [row] = await db
        .select()
        .from(events)
        .where(visible(events, eq(events.urlId, urlId)))
        .limit(1);
      return row ?? null;
    },
    listArticles(limit?: number): Promise<ArticleRow[]> {
      const query = db.select().from(articles).where(visible(articles)).orderBy(desc(articles.timeOfArticle));
      return limit ? query.limit(limit) : query;
    },
    async findArticle(url: string): Promise<ArticleRow | null> {
      const [row] = await db
        .select()
        .from(articles)
        .where(visible(articles, eq(articles.url, url)))
        .limit(1);
      return row ?? null;
    },
    async findArticleById(id: string | null): Promise<ArticleRow | null> {
      if (!id) return null;
      const [row] = await db
        .select()
        .from(articles)
        .where(visible(articles, eq(articles.id, id)))
        .limit(1);
      return row ?? null;
    },
    listCustomPages(): Promise<CustomPageRow[]> {
      return db.select().from(customPages).where(visible(customPages)).orderBy(asc(customPages.title));
    },
    async findCustomPage(urlId: string): Promise<CustomPageRow | null> {
      const [row] = await db
        .select()
        .from(customPages)
        .where(visible(customPages, eq(customPages.urlId, urlId)))
        .limit(1);
      return row ?? null;
    },
    /** Public galleries: the team's private photo library is never one. */
    listGalleries(): Promise<GalleryRow[]> {
      return db
        .select()
        .from(galleries)
        .where(visible(galleries, eq(galleries.isMyLibrary, false)))
        .orderBy(desc(galleries.timeOfGallery));
    },
    async findGallery(urlId: string): Promise<GalleryRow | null> {
      const [row] = await db
        .select()
        .from(galleries)
        .where(visible(galleries, eq(galleries.urlId, urlId), eq(galleries.isMyLibrary, false)))
        .limit(1);
      return row ?? null;
    },
    async findGalleryById(id: string | null): Promise<GalleryRow | null> {
      if (!id) return null;
      const [row] = await db
        .select()
        .from(galleries)
        .where(visible(galleries, eq(galleries.id, id), eq(galleries.isMyLibrary, false)))
        .limit(1);
      return row ?? null;
    },
    listPhotos(galleryIds: string[]): Promise<PhotoRow[]> {
      if (galleryIds.length === 0) return Promise.resolve([]);
      return (
        db
          .select()
          .from(photos)
          .where(visible(photos, inArray(photos.galleryId, galleryIds)))
          // The gallery's arranged order is applied by the caller; this settles photos it does not name.
          .orderBy(asc(photos.timeCreated), asc(photos.id))
      );
    },
    /** Highest order first, then oldest (spec part 2 §7). */
    listSponsors(): Promise<SponsorRow[]> {
      return db
        .select()
        .from(sponsors)
        .where(visible(sponsors))
        .orderBy(desc(sponsors.order), asc(sponsors.timeCreated));
    },
    async findForm(slug: string): Promise<FormRow | null> {
      const [row] = await db
        .select()
        .from(forms)
        .where(visible(forms, eq(forms.slug, slug), eq(forms.isPublic, true)))
        .limit(1);
      return row ?? null;
    },
    listForms(): Promise<FormRow[]> {
      return db
        .select()
        .from(forms)
        .where(visible(forms, eq(forms.isPublic, true)))
        .orderBy(asc(forms.title));
    },
    /** The store's switches of the public site (null when the team has no activation document). */
    async findStoreClientSwitches() {
      const [row] = await db
        .select({ data: teamStoreActivation.data })
        .from(teamStoreActivation)
        .where(eq(teamStoreActivation.teamId, scope.teamId));
      return row?.data.client ?? null;
    },
    /** Products a visitor may see in the store: public and available; featured first, then by name. */
    listStoreProducts(): Promise<ProductRow[]> {
      return db
        .select()
        .from(products)
        .where(visible(products, eq(products.isPublic, true), eq(products.available, true)))
        .orderBy(desc(products.featured), asc(products.category), asc(products.name));
    },
    async findStoreProduct(urlId: string): Promise<ProductRow | null> {
      const [row] = await db
        .select()
        .from(products)
        .where(
          visible(
            products,
            eq(products.urlId, urlId),
            eq(products.isPublic, true),
            eq(products.available, true),
          ),
        )
        .limit(1);
      return row ?? null;
    },
    /** The live variants of the given products, in the order the admin set. */
    listProductVariants(productIds: string[]): Promise<ProductVariantRow[]> {
      if (productIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(productVariants)
        .where(
          whereTeamLive(productVariants, scope, undefined, inArray(productVariants.productId, productIds)),
        )
        .orderBy(asc(productVariants.position), asc(productVariants.id));
    },
    /** Tickets on sale to the public (public and available), the soonest game or event first. */
    listStoreTickets(): Promise<TicketRow[]> {
      return db
        .select()
        .from(tickets)
        .where(visible(tickets, eq(tickets.isPublic, true), eq(tickets.available, true)))
        .orderBy(asc(tickets.timeOfEvent), asc(tickets.name));
    },
    async findStoreTicket(id: string): Promise<TicketRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select()
        .from(tickets)
        .where(visible(tickets, eq(tickets.id, id), eq(tickets.isPublic, true), eq(tickets.available, true)))
        .limit(1);
      return row ?? null;
    },
    /** The live price tiers of the given tickets, in the order the admin set. */
    listTicketTiers(ticketIds: string[]): Promise<TicketTierRow[]> {
      if (ticketIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(ticketTiers)
        .where(whereTeamLive(ticketTiers, scope, undefined, inArray(ticketTiers.ticketId, ticketIds)))
        .orderBy(asc(ticketTiers.position), asc(ticketTiers.id));
    },
  };
}

export type SiteContentRepository = ReturnType<typeof createSiteContentRepository>;

/** Ids are UUIDs; anything else cannot match and must not reach a uuid comparison. */
function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
