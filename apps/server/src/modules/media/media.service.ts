import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  eagerImageVariants,
  type ImagePurpose,
  type ImageVariant,
  type MediaAsset,
  type MediaCrop,
  type MediaListResponse,
  maxMediaTitleLength,
  mediaMessages,
  type StoredImage,
} from '@sideline/domain';
import type { Db } from '../../db/client.ts';
import type { MediaVariantFile, MediaVariantFiles } from '../../db/schema/media.ts';
import { AppError } from '../../platform/errors.ts';
import { processUpload, type RenderedImage, renderVariantFromMaster } from '../../platform/images.ts';
import { type FileStorage, fileUrl, newTeamFileKey } from '../../platform/storage.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import {
  createMediaRepository,
  type FileInsert,
  type MediaAssetRow,
  type MediaPageStart,
} from './media.repository.ts';

export interface MediaServiceDeps {
  db: Db;
  storage: FileStorage;
  now: () => Date;
}

/** The team an upload is for, with the names its files' metadata carries (spec part 1 §7). */
export interface MediaOwner extends TeamScope {
  teamName: string;
  organizationId: string;
  organizationName: string;
}

export interface MediaUpload {
  data: Buffer;
  /** The uploader's file name: named in refusals and the default title, never part of a key. */
  fileName: string;
  purpose: ImagePurpose;
  title?: string;
  crop?: MediaCrop;
}

/** An empty slot: what `{ file: '' }` means. */
const noImage: StoredImage = { file: '', link: '' };

/**
 * The media library (decision 012): uploads re-encoded into size variants, listed per team, and
 * resolved into the StoredImage a slot keeps, making a variant from the master on first use.
 * Bytes are written before rows, and nothing is left half-written: a failure deletes what it put.
 */
export function createMediaService(deps: MediaServiceDeps) {
  /** Puts each rendered variant and its WebP twin in storage; on failure removes what was put. */
  async function storeRendered(
    scope: TeamScope,
    rendered: Map<ImageVariant, RenderedImage>,
  ): Promise<{ variants: MediaVariantFiles; keys: string[] }> {
    const variants: MediaVariantFiles = {};
    const puts: { key: string; data: Buffer; contentType: string }[] = [];
    for (const [variant, image] of rendered) {
      const file: MediaVariantFile = {
        key: newTeamFileKey(scope.teamId, image.extension),
        webpKey: newTeamFileKey(scope.teamId, '.webp'),
        contentType: image.contentType,
        width: image.width,
        height: image.height,
        size: image.data.length,
        webpSize: image.webp.length,
      };
      variants[variant] = file;
      puts.push(
        { key: file.key, data: image.data, contentType: image.contentType },
        { key: file.webpKey, data: image.webp, contentType: 'image/webp' },
      );
    }
    const keys = puts.map((put) => put.key);
    const results = await Promise.allSettled(
      puts.map((put) => deps.storage.put(put.key, put.data, put.contentType)),
    );
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) {
      await deleteStored(keys);
      throw failure.reason;
    }
    return { variants, keys };
  }

  async function deleteStored(keys: string[]): Promise<void> {
    await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
  }

  /** Public `files` rows for stored variants: library images are there to be shown on the site. */
  function buildFileRows(variants: MediaVariantFiles, metadata: Record<string, string>): FileInsert[] {
    return Object.values(variants).flatMap((file) => [
      { key: file.key, isPublic: true, contentType: file.contentType, size: file.size, metadata },
      { key: file.webpKey, isPublic: true, contentType: 'image/webp', size: file.webpSize, metadata },
    ]);
  }

  function notInLibrary(field: string): AppError {
    return new AppError('validation', mediaMessages.notInLibrary, { [field]: mediaMessages.notInLibrary });
  }

  /** Makes a missing variant from the stored master and records it (a concurrent maker may win). */
  async function addVariantFromMaster(
    scope: TeamScope,
    asset: MediaAssetRow,
    variant: ImageVariant,
    field: string,
  ): Promise<MediaVariantFile> {
    const masterKey = requireVariant(asset, 'image').key;
    const master = await deps.storage.get(masterKey);
    if (!master) throw new Error(`The master file ${masterKey} of media ${asset.id} is missing`);
    const rendered = await renderVariantFromMaster(master.data, variant);
    const { variants, keys } = await storeRendered(scope, new Map([[variant, rendered]]));
    try {
      const outcome = await deps.db.transaction(async (tx) => {
        const repository = createMediaRepository(tx, scope);
        const locked = await repository.findById(asset.id, { forUpdate: true });
        if (!locked) throw notInLibrary(field);
        const madeMeanwhile = locked.variants[variant];
        if (madeMeanwhile) return { file: madeMeanwhile, isOurs: false };
        const made = requireVariant({ id: asset.id, variants }, variant);
        await repository.addVariant(asset.id, variant, made);
        await repository.insertFiles(buildFileRows(variants, await repository.findFileMetadata(masterKey)));
        return { file: made, isOurs: true };
      });
      if (!outcome.isOurs) await deleteStored(keys);
      return outcome.file;
    } catch (error) {
      await deleteStored(keys);
      throw error;
    }
  }

  async function resolveImage(
    scope: TeamScope,
    mediaId: string,
    variant: ImageVariant,
    options: { field?: string } = {},
  ): Promise<StoredImage> {
    const field = options.field ?? 'file';
    const asset = await createMediaRepository(deps.db, scope).findById(mediaId);
    if (!asset) throw notInLibrary(field);
    const file = asset.variants[variant] ?? (await addVariantFromMaster(scope, asset, variant, field));
    return {
      file: asset.id,
      link: fileUrl(file.key),
      width: file.width,
      height: file.height,
      webpLink: fileUrl(file.webpKey),
    };
  }

  return {
    /** Stores an upload in the team's library with the variants its purpose needs at once. */
    async upload(owner: MediaOwner, upload: MediaUpload): Promise<MediaAsset> {
      const rendered = await processUpload(upload.data, {
        fileName: upload.fileName,
        crop: upload.crop,
        variants: eagerImageVariants[upload.purpose],
      });
      const { variants, keys } = await storeRendered(owner, rendered);
      const id = randomUUID();
      const title = upload.title || titleFromFileName(upload.fileName);
      const master = rendered.get('image')!;
      const metadata = {
        id,
        title,
        teamId: owner.teamId,
        teamName: owner.teamName,
        organizationId: owner.organizationId,
        organizationName: owner.organizationName,
      };
      try {
        const row = await deps.db.transaction((tx) =>
          createMediaRepository(tx, owner).insertAsset(
            {
              id,
              title,
              contentType: master.contentType,
              width: master.width,
              height: master.height,
              variants,
              timeCreated: deps.now(),
            },
            buildFileRows(variants, metadata),
          ),
        );
        return toMediaAsset(row);
      } catch (error) {
        await deleteStored(keys);
        throw error;
      }
    },

    /** The team's images, newest first, a page at a time. */
    async list(scope: TeamScope, query: { cursor?: string; limit: number }): Promise<MediaListResponse> {
      const start = query.cursor ? parseCursor(query.cursor) : null;
      const rows = await createMediaRepository(deps.db, scope).listPage(query.limit + 1, start);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        media: page.map(toMediaAsset),
        nextCursor: rows.length > query.limit && last ? formatCursor(last) : null,
      };
    },

    /**
     * The StoredImage a slot keeps for one of the team's library images in the given variant,
     * making the variant from the master if it does not exist yet. An id that is not one of the
     * team's images is a validation error on `field` ("Please choose an image from your library").
     */
    resolveImage,

    /**
     * What a slot stores after a save that sent `requested` (a media id, or '' for none): nothing,
     * the stored image unchanged when the id is the one it has (seeded images keep their storage
     * key as their id), or the library image resolved in the slot's variant.
     */
    async resolveImageSlot(
      scope: TeamScope,
      requested: string,
      stored: StoredImage,
      variant: ImageVariant,
      options: { field?: string } = {},
    ): Promise<StoredImage> {
      if (!requested) return noImage;
      if (requested === stored.file) return stored;
      return resolveImage(scope, requested, variant, options);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;

function requireVariant(
  asset: Pick<MediaAssetRow, 'id' | 'variants'>,
  variant: ImageVariant,
): MediaVariantFile {
  const file = asset.variants[variant];
  if (!file) throw new Error(`Media ${asset.id} has no ${variant} variant`);
  return file;
}

function toMediaAsset(row: MediaAssetRow): MediaAsset {
  return {
    id: row.id,
    title: row.title,
    width: row.width,
    height: row.height,
    contentType: row.contentType,
    url: fileUrl(requireVariant(row, 'image').key),
    thumbUrl: fileUrl(requireVariant(row, 'thumb').key),
    createdAt: row.timeCreated.toISOString(),
  };
}

/** "Team photo 2024.jpg" → "Team photo 2024". */
function titleFromFileName(fileName: string): string {
  return path.parse(fileName).name.trim().slice(0, maxMediaTitleLength);
}

/** A page cursor: the last image's creation time (ms) and id, "1732390000000.{id}". */
function formatCursor(row: MediaAssetRow): string {
  return `${row.timeCreated.getTime()}.${row.id}`;
}

function parseCursor(cursor: string): MediaPageStart {
  const match = /^(\d{1,15})\.([A-Za-z0-9-]{1,64})$/.exec(cursor);
  const [, time, id] = match ?? [];
  if (!time || !id) {
    const message = 'This page of images is out of date. Please reload the page.';
    throw new AppError('validation', message, { cursor: message });
  }
  return { timeCreated: new Date(Number(time)), id };
}
