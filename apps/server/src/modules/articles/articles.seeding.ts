import { articles } from '../../db/schema/articles.ts';
import { sampleRowBase, type TeamSeedPart } from '../teams/team-seed-part.ts';

/** The finished game's recap (with its gallery's photos) and a welcome article. */
export const articlesSeeding: TeamSeedPart = {
  area: 'articles',
  after: ['teams', 'games', 'galleries'],
  async seed(tx, scope, context) {
    const { content, ids, images } = context;
    const sample = sampleRowBase(scope, context);
    const photosByGallery = new Map<string, string[]>();
    for (const p of content.photos)
      photosByGallery.set(p.galleryKey, [...(photosByGallery.get(p.galleryKey) ?? []), ids.idOf(p.key)]);
    await tx.insert(articles).values(
      content.articles.map((a) => ({
        ...sample,
        id: ids.idOf(a.key),
        title: a.title,
        url: a.url,
        author: a.author,
        content: a.content,
        mobileContent: a.mobileContent,
        seasonId: ids.idOrNull(a.seasonKey),
        gameId: ids.idOrNull(a.gameKey),
        galleryId: ids.idOrNull(a.galleryKey),
        tags: ids.idsOf(a.tagKeys),
        featureImage: images.articles.get(a.key),
        photoIds: a.galleryKey ? (photosByGallery.get(a.galleryKey) ?? []) : [],
        timeOfArticle: a.timeOfArticle,
        notes: a.notes,
      })),
    );
  },
};
