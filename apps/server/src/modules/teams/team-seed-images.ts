import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type {
  DemoStoreContent,
  NewTeamContent,
  SeedImageName,
  StoredImage,
  TeamWebsite,
} from '@sideline/domain';
import type { files } from '../../db/schema/platform.ts';
import { type FileStorage, fileUrl, newTeamFileKey } from '../../platform/storage.ts';
import type { SeedRecordIds } from './team-seed-ids.ts';
import type { TeamSeedImages } from './team-seed-part.ts';

const seedAssetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets/seed');
/** A cache of the few shipped seed images (read once per process; the files never change at run time). */
const seedImageCache = new Map<SeedImageName, Promise<Buffer>>();

function readSeedImage(name: SeedImageName): Promise<Buffer> {
  let pending = seedImageCache.get(name);
  if (!pending) {
    pending = readFile(path.join(seedAssetsDir, `${name}.jpg`));
    pending.catch(() => seedImageCache.delete(name));
    seedImageCache.set(name, pending);
  }
  return pending;
}

export interface StoreTeamSeedImagesInput {
  teamId: string;
  teamName: string;
  organizationId: string;
  organizationName: string;
  content: NewTeamContent;
  /** The demo store, whose products show seed images too (null for a real team). */
  demoStore: DemoStoreContent | null;
  /** The default website settings, whose image slots get the content's website images. */
  website: TeamWebsite;
  ids: SeedRecordIds;
}

/**
 * Copies the seed images the new team shows into storage. Every use gets its own file under an
 * unguessable key, so deleting one record never breaks another. Seeded images illustrate the
 * team's public pages, so they are public files. `uploaded` settles once every file is stored
 * (and its `files` row knows its size).
 */
export function storeTeamSeedImages(
  input: StoreTeamSeedImagesInput,
  storage: FileStorage,
): { images: TeamSeedImages; uploaded: Promise<unknown> } {
  const { teamId, teamName, organizationId, organizationName, content, demoStore, ids } = input;
  const fileRows: (typeof files.$inferInsert)[] = [];
  const uploads: Promise<void>[] = [];
  const storeSeedImage = (name: SeedImageName, recordId: string, title: string): StoredImage => {
    const key = newTeamFileKey(teamId, '.jpg');
    const row: typeof files.$inferInsert = {
      teamId,
      key,
      isPublic: true,
      contentType: 'image/jpeg',
      size: 0,
      metadata: { id: recordId, title, teamId, teamName, organizationId, organizationName },
    };
    fileRows.push(row);
    uploads.push(
      readSeedImage(name).then((data) => {
        row.size = data.length;
        return storage.put(key, data, 'image/jpeg');
      }),
    );
    return { file: key, link: fileUrl(key) };
  };

  const website = {
    ...input.website,
    images: input.website.images.map((image) => {
      const seedImage = content.websiteImages[image.id];
      return seedImage
        ? {
            ...image,
            image: storeSeedImage(seedImage, image.id, image.imageTitle),
          }
        : image;
    }),
  };
  const photos = new Map(
    content.photos.map((p) => [p.key, storeSeedImage(p.image, ids.idOf(p.key), p.title)]),
  );
  const games = new Map(
    content.games.flatMap((g) =>
      g.featureImage ? [[g.key, storeSeedImage(g.featureImage, ids.idOf(g.key), g.title)]] : [],
    ),
  );
  const articles = new Map(
    content.articles.flatMap((a) =>
      a.featureImage ? [[a.key, storeSeedImage(a.featureImage, ids.idOf(a.key), a.title)]] : [],
    ),
  );
  const products = new Map(
    (demoStore?.products ?? []).map((p) => [p.key, storeSeedImage(p.image, ids.idOf(p.key), p.name)]),
  );
  return {
    images: { website, photos, games, articles, products, fileRows },
    uploaded: Promise.all(uploads),
  };
}
