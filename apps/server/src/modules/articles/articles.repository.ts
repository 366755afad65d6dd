import { and, asc, desc, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { requireRow } from '../../db/rows.ts';
import { articles } from '../../db/schema/articles.ts';
import { galleries, photos } from '../../db/schema/galleries.ts';
import { games } from '../../db/schema/games.ts';
import { type TeamScope, whereTeam, whereTeamLive } from '../../platform/tenant-scope.ts';
import { createTagOptionQueries } from '../content-sections/tag-options.ts';

export type ArticleRow = typeof articles.$inferSelect;
export type ArticleValues = Pick<
  ArticleRow,
  | 'title'
  | 'url'
  | 'author'
  | 'content'
  | 'mobileContent'
  | 'featureImage'
  | 'timeOfArticle'
  | 'notes'
  | 'seasonId'
  | 'gameId'
  | 'eventId'
  | 'practiceId'
  | 'playerId'
  | 'coachId'
  | 'galleryId'
  | 'tags'
  | 'published'
>;

const aboutFilters = {
  articles: and(isNull(articles.gameId), isNull(articles.eventId), isNull(articles.practiceId)),
  events: or(isNotNull(articles.eventId), isNotNull(articles.practiceId)),
  games: isNotNull(articles.gameId),
  all: undefined,
};

/** The team's articles (spec part 2 §7 "articles"), newest first, and the gallery each may own. */
export function createArticlesRepository(db: DbOrTx, scope: TeamScope) {
  const live = (...conditions: Parameters<typeof whereTeamLive>[2][]) =>
    whereTeamLive(articles, scope, ...conditions);

  return {
    listRows(about: keyof typeof aboutFilters) {
      return db
        .select({
          id: articles.id,
          title: articles.title,
          author: articles.author,
          timeOfArticle: articles.timeOfArticle,
          featureImage: articles.featureImage,
          published: articles.published,
          isSample: articles.isSample,
        })
        .from(articles)
        .where(live(aboutFilters[about]))
        .orderBy(desc(articles.timeOfArticle), asc(articles.id));
    },

    async findById(id: string, options: { forUpdate?: boolean } = {}): Promise<ArticleRow | undefined> {
      const query = db
        .select()
        .from(articles)
        .where(live(eq(articles.id, id)));
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return row;
    },

    async isUrlTaken(url: string, exceptId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: articles.id })
        .from(articles)
        .where(live(eq(articles.url, url), exceptId ? ne(articles.id, exceptId) : undefined))
        .limit(1);
      return rows.length > 0;
    },

    async listUrls(): Promise<string[]> {
      const rows = await db.select({ url: articles.url }).from(articles).where(live());
      return rows.map((row) => row.url);
    },

    async insert(values: ArticleValues & { sportsType: ArticleRow['sportsType'] }): Promise<ArticleRow> {
      const [row] = await db
        .insert(articles)
        .values({ ...values, teamId: scope.teamId })
        .returning();
      return requireRow(row, 'articles');
    },

    async update(id: string, values: ArticleValues): Promise<ArticleRow | undefined> {
      const [row] = await db
        .update(articles)
        // An edited sample record is the admin's own from then on (decision 019).
        .set({ ...values, isSample: false })
        .where(live(eq(articles.id, id)))
        .returning();
      return row;
    },

    async setGallery(id: string, galleryId: string): Promise<ArticleRow | undefined> {
      const [row] = await db
        .update(articles)
        .set({ galleryId })
        .where(live(eq(articles.id, id)))
        .returning();
      return row;
    },

    /** The game's article, when it has none yet. */
    async linkGameArticle(gameId: string, articleId: string): Promise<void> {
      await db
        .update(games)
        .set({ articleId })
        .where(whereTeam(games, scope, eq(games.id, gameId), isNull(games.articleId)));
    },

    /** Spec part 2 §4: the article goes; its gallery and photos go with it (the caller's transaction). */
    async hardDelete(id: string): Promise<void> {
      await db.delete(articles).where(whereTeam(articles, scope, eq(articles.id, id)));
    },

    /** A gallery of the team with its owner article, or undefined. */
    async findGallery(id: string) {
      const [row] = await db
        .select({
          id: galleries.id,
          title: galleries.title,
          articleId: galleries.articleId,
          isMyLibrary: galleries.isMyLibrary,
          // A query builder, not raw SQL text: Drizzle leaves column names unqualified in raw SQL of a
          // one-table select, where "gallery_id" = "id" would compare a photo with itself.
          photoCount: db.$count(photos, and(eq(photos.galleryId, galleries.id), eq(photos.deleted, false))),
        })
        .from(galleries)
        .where(whereTeamLive(galleries, scope, eq(galleries.id, id)));
      return row;
    },

    async insertGallery(values: {
      title: string;
      urlId: string;
      articleId: string;
      published: boolean;
      timeOfGallery: Date;
      sportsType: ArticleRow['sportsType'];
    }) {
      const [row] = await db
        .insert(galleries)
        .values({ ...values, teamId: scope.teamId })
        .returning({ id: galleries.id });
      return requireRow(row, 'galleries');
    },

    async listGalleryUrlIds(): Promise<string[]> {
      const rows = await db
        .select({ urlId: galleries.urlId })
        .from(galleries)
        .where(whereTeamLive(galleries, scope));
      return rows.map((row) => row.urlId);
    },

    /**
     * The gallery an article owns after a save: the chosen one points back at the article, a
     * gallery it no longer owns is released, and the owned one is shown or hidden with the article
     * (spec part 2 §4 "Gallery and article visibility goes together").
     */
    async linkGallery(articleId: string, galleryId: string | null, published: boolean) {
      await db
        .update(galleries)
        .set({ articleId: null })
        .where(
          whereTeam(
            galleries,
            scope,
            eq(galleries.articleId, articleId),
            galleryId ? ne(galleries.id, galleryId) : undefined,
          ),
        );
      if (galleryId) {
        await db
          .update(galleries)
          .set({ articleId, published })
          .where(whereTeam(galleries, scope, eq(galleries.id, galleryId)));
      }
    },

    /** What the editor offers: what an article can be about, who it can tag, galleries it can own. */
    async listOptions(exceptArticleId?: string) {
      const options = createTagOptionQueries(db, scope);
      const [seasonRows, gameRows, eventRows, playerRows, coachRows, galleryRows] = await Promise.all([
        options.seasons(),
        options.games(),
        options.events(),
        options.players(),
        options.coaches(),
        db
          .select({ id: galleries.id, name: galleries.title })
          .from(galleries)
          .where(
            whereTeamLive(
              galleries,
              scope,
              eq(galleries.isMyLibrary, false),
              exceptArticleId
                ? or(isNull(galleries.articleId), eq(galleries.articleId, exceptArticleId))
                : isNull(galleries.articleId),
            ),
          )
          .orderBy(desc(galleries.timeOfGallery)),
      ]);
      return { seasonRows, gameRows, eventRows, playerRows, coachRows, galleryRows };
    },
  };
}
