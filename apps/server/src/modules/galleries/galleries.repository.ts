import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { requireRow } from '../../db/rows.ts';
import { articles } from '../../db/schema/articles.ts';
import { galleries, photos } from '../../db/schema/galleries.ts';
import { type TeamScope, whereTeam, whereTeamLive } from '../../platform/tenant-scope.ts';
import { createTagOptionQueries } from '../content-sections/tag-options.ts';

export type GalleryRow = typeof galleries.$inferSelect;
export type PhotoRow = typeof photos.$inferSelect;
export type GalleryValues = Pick<
  GalleryRow,
  'title' | 'urlId' | 'timeOfGallery' | 'seasonId' | 'tagIds' | 'tagTypes' | 'published'
>;

/** The team's galleries (spec part 2 §7 "galleries"), newest first, with their photos. */
export function createGalleriesRepository(db: DbOrTx, scope: TeamScope) {
  const live = (...conditions: Parameters<typeof whereTeamLive>[2][]) =>
    whereTeamLive(galleries, scope, ...conditions);
  const galleryPhotos = (galleryId: string, ...conditions: Parameters<typeof whereTeam>[2][]) =>
    whereTeam(photos, scope, eq(photos.galleryId, galleryId), eq(photos.deleted, false), ...conditions);

  // Written as query builders, not raw SQL text: Drizzle leaves column names unqualified inside
  // raw SQL in a one-table select, where "gallery_id" = "id" would compare a photo with itself.
  const livePhotoOf = and(eq(photos.galleryId, galleries.id), eq(photos.deleted, false));

  return {
    listRows() {
      return (
        db
          .select({
            id: galleries.id,
            title: galleries.title,
            timeOfGallery: galleries.timeOfGallery,
            articleId: galleries.articleId,
            eventId: galleries.eventId,
            practiceId: galleries.practiceId,
            gameId: galleries.gameId,
            tagTypes: galleries.tagTypes,
            isMyLibrary: galleries.isMyLibrary,
            published: galleries.published,
            isSample: galleries.isSample,
            photoCount: db.$count(photos, livePhotoOf),
            // The first photo in the gallery's arranged order (photoIds), as on the public site.
            cover: sql<string | null>`(${db
              .select({ link: sql`${photos.image}->>'link'` })
              .from(photos)
              .where(livePhotoOf)
              .orderBy(
                sql`array_position(array(select jsonb_array_elements_text(${galleries.photoIds})), ${photos.id}) nulls last`,
                asc(photos.timeCreated),
                asc(photos.id),
              )
              .limit(1)})`,
          })
          .from(galleries)
          .where(live())
          // My Library first, then newest first.
          .orderBy(desc(galleries.isMyLibrary), desc(galleries.timeOfGallery), asc(galleries.id))
      );
    },

    async findById(id: string, options: { forUpdate?: boolean } = {}): Promise<GalleryRow | undefined> {
      const query = db
        .select()
        .from(galleries)
        .where(live(eq(galleries.id, id)));
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return row;
    },

    async listUrlIds(exceptId?: string): Promise<string[]> {
      const rows = await db
        .select({ urlId: galleries.urlId })
        .from(galleries)
        .where(live(exceptId ? ne(galleries.id, exceptId) : undefined));
      return rows.map((row) => row.urlId);
    },

    async insert(values: GalleryValues & { sportsType: GalleryRow['sportsType'] }): Promise<GalleryRow> {
      const [row] = await db
        .insert(galleries)
        .values({ ...values, teamId: scope.teamId })
        .returning();
      return requireRow(row, 'galleries');
    },

    async update(id: string, values: Partial<GalleryValues> & { photoIds?: string[] }) {
      const [row] = await db
        .update(galleries)
        // An edited sample record is the admin's own from then on (decision 019).
        .set({ ...values, isSample: false })
        .where(live(eq(galleries.id, id)))
        .returning();
      return row;
    },

    /** Spec part 2 §4 "Deleting a gallery deletes its images" (the caller's transaction). */
    async hardDelete(id: string): Promise<void> {
      await db.delete(photos).where(whereTeam(photos, scope, eq(photos.galleryId, id)));
      await db.delete(galleries).where(whereTeam(galleries, scope, eq(galleries.id, id)));
    },

    async findArticleTitle(articleId: string): Promise<string | null> {
      const [row] = await db
        .select({ title: articles.title })
        .from(articles)
        .where(whereTeam(articles, scope, eq(articles.id, articleId)));
      return row?.title ?? null;
    },

    /** Oldest first; the service applies the gallery's arranged order (photoIds). */
    listPhotos(galleryId: string): Promise<PhotoRow[]> {
      return db
        .select()
        .from(photos)
        .where(galleryPhotos(galleryId))
        .orderBy(asc(photos.timeCreated), asc(photos.id));
    },

    async findPhoto(galleryId: string, photoId: string): Promise<PhotoRow | undefined> {
      const [row] = await db
        .select()
        .from(photos)
        .where(galleryPhotos(galleryId, eq(photos.id, photoId)));
      return row;
    },

    async countPhotos(galleryId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(photos)
        .where(galleryPhotos(galleryId));
      return row?.count ?? 0;
    },

    async insertPhoto(values: Omit<typeof photos.$inferInsert, 'teamId'>): Promise<PhotoRow> {
      const [row] = await db
        .insert(photos)
        .values({ ...values, teamId: scope.teamId })
        .returning();
      return requireRow(row, 'photos');
    },

    async updatePhoto(
      galleryId: string,
      photoId: string,
      values: Pick<PhotoRow, 'title' | 'tagIds' | 'tagTypes'>,
    ) {
      const [row] = await db
        .update(photos)
        // An edited sample record is the admin's own from then on (decision 019).
        .set({ ...values, isSample: false })
        .where(galleryPhotos(galleryId, eq(photos.id, photoId)))
        .returning();
      return row;
    },

    async deletePhoto(galleryId: string, photoId: string): Promise<boolean> {
      const rows = await db
        .delete(photos)
        .where(whereTeam(photos, scope, eq(photos.galleryId, galleryId), eq(photos.id, photoId)))
        .returning({ id: photos.id });
      return rows.length > 0;
    },

    /** What the editor offers: seasons, and what galleries and photos can be tagged with. */
    async listOptions() {
      const options = createTagOptionQueries(db, scope);
      const [seasonRows, playerRows, coachRows, gameRows, eventRows, articleRows] = await Promise.all([
        options.seasons(),
        options.players(),
        options.coaches(),
        options.games(),
        options.events(),
        options.articles(),
      ]);
      return { seasonRows, playerRows, coachRows, gameRows, eventRows, articleRows };
    },
  };
}
