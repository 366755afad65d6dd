import { eq } from 'drizzle-orm';
import { galleries, photos } from '../../db/schema/galleries.ts';
import { sampleRowBase, seedRowBase, type TeamSeedPart } from '../teams/team-seed-part.ts';

/** Seeded photos are stored at this size (the shipped seed images). */
const seedImageSize = { width: 800, height: 450 };

/**
 * 'Match day 19' with its photos, linked to the finished game (and, through `link`, to its
 * recap, which is written after it), and the team's own picture store 'mylibrary'.
 */
export const galleriesSeeding: TeamSeedPart = {
  area: 'galleries',
  after: ['teams', 'games'],
  async seed(tx, scope, context) {
    const { content, ids, images, isSample } = context;
    const base = seedRowBase(scope, context);
    await tx.insert(galleries).values(
      content.galleries.map((g) => ({
        ...base,
        // My Library is the team's own picture store, never sample.
        isSample: isSample && !g.isMyLibrary,
        id: ids.idOf(g.key),
        urlId: g.urlId,
        title: g.title,
        isMyLibrary: g.isMyLibrary,
        seasonId: ids.idOrNull(g.seasonKey),
        gameId: ids.idOrNull(g.gameKey),
        tagIds: ids.idsOf(g.tagKeys),
        tagTypes: g.tagTypes,
        photoIds: ids.idsOf(g.photoKeys),
        timeOfGallery: g.timeOfGallery,
      })),
    );
    if (content.photos.length) {
      const sample = sampleRowBase(scope, context);
      await tx.insert(photos).values(
        content.photos.map((p) => {
          const image = images.photos.get(p.key);
          if (!image) throw new Error(`No image was stored for seed photo ${p.key}`);
          return {
            ...sample,
            id: ids.idOf(p.key),
            galleryId: ids.idOf(p.galleryKey),
            title: p.title,
            tagIds: ids.idsOf(p.tagKeys),
            tagTypes: p.tagTypes,
            image,
            ...seedImageSize,
          };
        }),
      );
    }
  },
  async link(tx, _scope, { content, ids }) {
    for (const g of content.galleries) {
      if (g.articleKey)
        await tx
          .update(galleries)
          .set({ articleId: ids.idOf(g.articleKey) })
          .where(eq(galleries.id, ids.idOf(g.key)));
    }
  },
};
