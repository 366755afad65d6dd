import {
  buildUrlId,
  type ContentListQuery,
  type ContentListResponse,
  type ContentOrderInput,
  chooseFreeTeamSlug,
  contentOrderMessages,
  formatGameDate,
  formatWallTime,
  type Gallery,
  type GalleryListFilter,
  type GalleryOptions,
  type GalleryPhoto,
  type GalleryPhotoUpdate,
  type GalleryTag,
  type GalleryUpdate,
  galleryMessages,
  isSameIdSet,
  maxGalleryPhotos,
  parseWallTime,
  sortInGalleryOrder,
} from '@sideline/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, invalidField } from '../../platform/errors.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import { pageBySearch } from '../content-sections/content-list-page.ts';
import { findOwnRecordIds } from '../content-sections/own-records.ts';
import { toGameOption } from '../content-sections/tag-options.ts';
import { findTeamSportsType, findTeamTimeZone } from '../content-sections/team-sports-type.ts';
import type { MediaService } from '../media/media.service.ts';
import {
  createGalleriesRepository,
  type GalleryRow,
  type GalleryValues,
  type PhotoRow,
} from './galleries.repository.ts';

const notFound = () => new AppError('not_found', galleryMessages.notFound);
const photoNotFound = () => new AppError('not_found', galleryMessages.photoNotFound);

const toTags = (ids: string[], types: string[]): GalleryTag[] =>
  ids.map((id, index) => ({ id, type: types[index] as GalleryTag['type'] }));

const toPhoto = (row: PhotoRow): GalleryPhoto => ({
  id: row.id,
  title: row.title,
  tags: toTags(row.tagIds, row.tagTypes),
  image: row.image,
});

type ListRow = Awaited<ReturnType<ReturnType<typeof createGalleriesRepository>['listRows']>>[number];

/** Which sub-section lists a gallery (spec part 2 §2): an article's, about an event, about a game. */
const isListedIn: Record<GalleryListFilter, (row: ListRow) => boolean> = {
  galleries: (row) => !row.articleId,
  articles: (row) => Boolean(row.articleId),
  events: (row) => Boolean(row.eventId || row.practiceId || row.tagTypes.includes('event')),
  games: (row) => Boolean(row.gameId || row.tagTypes.includes('game')),
  all: () => true,
};

/**
 * Galleries and photos (spec part 2 §3, §4, §5, §7, §8; issue 9): list by sub-section, read, create,
 * update, delete with its photos (never My Library, never an article's gallery), and photos added
 * from the media library up to the limit of 20, which holds under parallel uploads.
 */
export function createGalleriesService(deps: { db: Db; media: MediaService; now: () => Date }) {
  const repositoryOf = (scope: TeamScope, db: DbOrTx = deps.db) => createGalleriesRepository(db, scope);

  async function toGallery(scope: TeamScope, row: GalleryRow): Promise<Gallery> {
    const repository = repositoryOf(scope);
    const [timeZone, photos, articleTitle] = await Promise.all([
      findTeamTimeZone(deps.db, scope),
      repository.listPhotos(row.id),
      row.articleId ? repository.findArticleTitle(row.articleId) : null,
    ]);
    return {
      id: row.id,
      urlId: row.urlId,
      title: row.title,
      timeOfGallery: formatWallTime(row.timeOfGallery, timeZone),
      seasonId: row.seasonId ?? '',
      tags: toTags(row.tagIds, row.tagTypes),
      published: row.published,
      isMyLibrary: row.isMyLibrary,
      article: row.articleId && articleTitle !== null ? { id: row.articleId, title: articleTitle } : null,
      photos: sortInGalleryOrder(photos, row.photoIds).map(toPhoto),
      timeCreated: row.timeCreated.toISOString(),
      timeModified: row.timeModified.toISOString(),
    };
  }

  /** Tags must point at the team's own live records of their type. */
  async function checkTags(scope: TeamScope, tags: GalleryTag[], field: string) {
    for (const type of ['player', 'coach', 'game', 'event', 'article'] as const) {
      const ids = [...new Set(tags.filter((tag) => tag.type === type).map((tag) => tag.id))];
      if ((await findOwnRecordIds(deps.db, scope, type, ids)).size !== ids.length) {
        throw invalidField(field, galleryMessages.unknownTag);
      }
    }
  }

  async function buildValues(
    scope: TeamScope,
    input: GalleryUpdate,
    stored: GalleryRow | null,
  ): Promise<GalleryValues> {
    if (
      input.seasonId &&
      !(await findOwnRecordIds(deps.db, scope, 'season', [input.seasonId])).has(input.seasonId)
    ) {
      throw invalidField('seasonId', galleryMessages.unknownSeason);
    }
    await checkTags(scope, input.tags, 'tags');
    const timeZone = await findTeamTimeZone(deps.db, scope);
    const timeOfGallery = input.timeOfGallery
      ? parseWallTime(input.timeOfGallery, timeZone)
      : (stored?.timeOfGallery ?? deps.now());
    if (!timeOfGallery) throw invalidField('timeOfGallery', galleryMessages.enterTime);
    return {
      title: input.title,
      // The public address stays as it was first written.
      urlId:
        stored?.urlId ?? chooseFreeTeamSlug(buildUrlId(input.title), await repositoryOf(scope).listUrlIds()),
      timeOfGallery,
      seasonId: input.seasonId || null,
      tagIds: input.tags.map((tag) => tag.id),
      tagTypes: input.tags.map((tag) => tag.type),
      published: input.published,
    };
  }

  return {
    async list(
      scope: TeamScope,
      query: ContentListQuery & { about: GalleryListFilter },
    ): Promise<ContentListResponse> {
      const timeZone = await findTeamTimeZone(deps.db, scope);
      const rows = (await repositoryOf(scope).listRows()).filter(isListedIn[query.about]);
      const { page, total, nextCursor } = pageBySearch(rows, query, (row) => row.title);
      return {
        items: page.map((row) => ({
          id: row.id,
          title: row.title,
          subtitle: [
            formatGameDate(row.timeOfGallery, timeZone),
            `${row.photoCount} of ${maxGalleryPhotos} photos`,
          ].join(' · '),
          imageLink: row.cover ?? '',
          published: row.published,
          isSample: row.isSample,
        })),
        total,
        nextCursor,
      };
    },

    async get(scope: TeamScope, id: string): Promise<Gallery> {
      const row = await repositoryOf(scope).findById(id);
      if (!row) throw notFound();
      return toGallery(scope, row);
    },

    async options(scope: TeamScope): Promise<GalleryOptions> {
      const timeZone = await findTeamTimeZone(deps.db, scope);
      const rows = await repositoryOf(scope).listOptions();
      return {
        seasons: rows.seasonRows,
        players: rows.playerRows,
        coaches: rows.coachRows,
        games: rows.gameRows.map((game) => toGameOption(game, timeZone)),
        events: rows.eventRows,
        articles: rows.articleRows,
      };
    },

    async create(scope: TeamScope, input: GalleryUpdate): Promise<Gallery> {
      const values = await buildValues(scope, input, null);
      const sportsType = await findTeamSportsType(deps.db, scope);
      return toGallery(scope, await repositoryOf(scope).insert({ ...values, sportsType }));
    },

    async update(scope: TeamScope, id: string, input: GalleryUpdate): Promise<Gallery> {
      const repository = repositoryOf(scope);
      const stored = await repository.findById(id);
      if (!stored) throw notFound();
      const row = await repository.update(id, await buildValues(scope, input, stored));
      if (!row) throw notFound();
      return toGallery(scope, row);
    },

    /** Spec part 2 §4 and §8, in one transaction: never My Library, never an article's gallery. */
    async remove(scope: TeamScope, id: string): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const repository = repositoryOf(scope, tx);
        const gallery = await repository.findById(id, { forUpdate: true });
        if (!gallery) throw notFound();
        if (gallery.isMyLibrary) throw new AppError('conflict', galleryMessages.myLibraryUndeletable);
        if (gallery.articleId) {
          const title = (await repository.findArticleTitle(gallery.articleId)) ?? 'its article';
          throw new AppError('conflict', galleryMessages.articleGalleryUndeletable(title));
        }
        await repository.hardDelete(id);
      });
    },

    /**
     * One picture of the library into the gallery, stored in its 1600x900 variant (spec part 2 §3).
     * The count and the insert happen under the gallery's row lock, so parallel uploads cannot pass
     * the limit of 20 together (spec part 2 §5).
     */
    async addPhoto(
      scope: TeamScope,
      galleryId: string,
      input: { mediaId: string; title: string },
    ): Promise<GalleryPhoto> {
      if (!(await repositoryOf(scope).findById(galleryId))) throw notFound();
      // Made before the transaction: the variant may need its own write (one connection on PGlite).
      const image = await deps.media.resolveImage(scope, input.mediaId, 'feature', { field: 'mediaId' });
      const photo = await deps.db.transaction(async (tx) => {
        const repository = repositoryOf(scope, tx);
        const gallery = await repository.findById(galleryId, { forUpdate: true });
        if (!gallery) throw notFound();
        if ((await repository.countPhotos(galleryId)) >= maxGalleryPhotos) {
          throw new AppError('conflict', galleryMessages.full, { file: galleryMessages.full });
        }
        const row = await repository.insertPhoto({
          galleryId,
          title: input.title,
          image,
          width: image.width ?? null,
          height: image.height ?? null,
          sportsType: gallery.sportsType,
          // The gallery decides what is public; its photos follow it.
          published: true,
        });
        await repository.update(galleryId, { photoIds: [...gallery.photoIds, row.id] });
        return row;
      });
      return toPhoto(photo);
    },

    async updatePhoto(
      scope: TeamScope,
      galleryId: string,
      photoId: string,
      input: GalleryPhotoUpdate,
    ): Promise<GalleryPhoto> {
      await checkTags(scope, input.tags, 'tags');
      const row = await repositoryOf(scope).updatePhoto(galleryId, photoId, {
        title: input.title,
        tagIds: input.tags.map((tag) => tag.id),
        tagTypes: input.tags.map((tag) => tag.type),
      });
      if (!row) throw photoNotFound();
      return toPhoto(row);
    },

    /**
     * The admin's order of the gallery's photos, shown so on the public gallery page and in its
     * lightbox. Checked and stored under the gallery's row lock, like the count of addPhoto: ids that
     * are not exactly the gallery's photos (one added or removed meanwhile) are refused as stale.
     */
    async arrangePhotos(scope: TeamScope, galleryId: string, input: ContentOrderInput): Promise<Gallery> {
      const row = await deps.db.transaction(async (tx) => {
        const repository = repositoryOf(scope, tx);
        const gallery = await repository.findById(galleryId, { forUpdate: true });
        if (!gallery) throw notFound();
        const photos = await repository.listPhotos(galleryId);
        if (
          !isSameIdSet(
            input.ids,
            photos.map((photo) => photo.id),
          )
        ) {
          throw new AppError('conflict', contentOrderMessages.stale);
        }
        return repository.update(galleryId, { photoIds: input.ids });
      });
      if (!row) throw notFound();
      return toGallery(scope, row);
    },

    /** Removes a photo from its gallery (spec part 2 §7 "remove photo from gallery"). */
    async removePhoto(scope: TeamScope, galleryId: string, photoId: string): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const repository = repositoryOf(scope, tx);
        const gallery = await repository.findById(galleryId, { forUpdate: true });
        if (!gallery || !(await repository.deletePhoto(galleryId, photoId))) throw photoNotFound();
        await repository.update(galleryId, { photoIds: gallery.photoIds.filter((id) => id !== photoId) });
      });
    },

    /** Spec part 2 §7 "remove tag from photo". */
    async removePhotoTag(
      scope: TeamScope,
      galleryId: string,
      photoId: string,
      tagId: string,
    ): Promise<GalleryPhoto> {
      const repository = repositoryOf(scope);
      const photo = await repository.findPhoto(galleryId, photoId);
      if (!photo) throw photoNotFound();
      const kept = toTags(photo.tagIds, photo.tagTypes).filter((tag) => tag.id !== tagId);
      const row = await repository.updatePhoto(galleryId, photoId, {
        title: photo.title,
        tagIds: kept.map((tag) => tag.id),
        tagTypes: kept.map((tag) => tag.type),
      });
      if (!row) throw photoNotFound();
      return toPhoto(row);
    },
  };
}

export type GalleriesService = ReturnType<typeof createGalleriesService>;
