import {
  buildEmptyWebsiteImage,
  ensureRequiredImageSlots,
  findWebsiteImageSlot,
  itemAt,
  type WebsiteImage,
  type WebsiteImagesResponse,
  type WebsiteImagesUpdate,
  websiteImageSchema,
} from '@sideline/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import type { MediaService } from '../media/media.service.ts';
import { createWebsiteImagesRepository } from './website-images.repository.ts';

export interface WebsiteImagesServiceDeps {
  db: Db;
  media: Pick<MediaService, 'resolveImageSlot'>;
}

const storedImagesSchema = z.array(websiteImageSchema);

/**
 * The slots as the editor and the site see them: the spec's missing required slots inserted, and
 * each known slot's title and required flag as the catalogue has them today.
 */
function toEditorImages(stored: unknown): WebsiteImage[] {
  return ensureRequiredImageSlots(storedImagesSchema.parse(stored ?? [])).map((image) => {
    const slot = findWebsiteImageSlot(image.id);
    return slot ? { ...image, imageTitle: slot.imageTitle, required: slot.required } : image;
  });
}

/** The refusals of one save (a picture per slot) as one error naming every field; anything else as it is. */
function combineFailures(failures: unknown[]): unknown {
  const unexpected = failures.find((error) => !(error instanceof AppError && error.code === 'validation'));
  if (unexpected) return unexpected;
  const refusals = failures as AppError[];
  return new AppError(
    'validation',
    itemAt(refusals, 0).message,
    Object.assign({}, ...refusals.map((error) => error.fields)),
  );
}

/**
 * Website → Images (spec part 1 §2 "Website editor", §3 `website.images`): the named picture slots
 * of the site. A slot's picture is one of the team's library images, stored in the slot's variant
 * (1600x900 feature or 1600x700 banner), made from the library's master on first use.
 */
export function createWebsiteImagesService(deps: WebsiteImagesServiceDeps) {
  const repository = (scope: TeamScope) => createWebsiteImagesRepository(deps.db, scope);

  /** The slot a save asks for: its texts, and its picture unchanged, removed or resolved from the library. */
  async function buildSavedImage(
    scope: TeamScope,
    entry: WebsiteImagesUpdate['images'][number],
    stored: WebsiteImage | undefined,
    index: number,
  ): Promise<WebsiteImage> {
    // The schema let only known slots through.
    const slot = findWebsiteImageSlot(entry.id)!;
    const current = stored ?? buildEmptyWebsiteImage(slot);
    const image = await deps.media.resolveImageSlot(scope, entry.image.file, current.image, slot.purpose, {
      field: `images.${index}.image`,
    });
    const { title, link, description } = entry;
    return {
      ...current,
      imageTitle: slot.imageTitle,
      required: slot.required,
      image,
      title,
      link,
      description,
    };
  }

  return {
    async getImages(scope: TeamScope): Promise<WebsiteImagesResponse> {
      return { images: toEditorImages(await repository(scope).findImages()) };
    },

    /**
     * Saves the slots sent; the others keep what they have. A picture id that is not one of the
     * team's library images is refused on its slot, every such slot named at once, and nothing is
     * saved. Pictures are resolved before the write: making a variant takes its own transaction.
     */
    async updateImages(scope: TeamScope, update: WebsiteImagesUpdate): Promise<WebsiteImagesResponse> {
      const teamRepository = repository(scope);
      const current = toEditorImages(await teamRepository.findImages());
      const results = await Promise.allSettled(
        update.images.map((entry, index) =>
          buildSavedImage(
            scope,
            entry,
            current.find((image) => image.id === entry.id),
            index,
          ),
        ),
      );
      const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      if (failures.length > 0) throw combineFailures(failures);
      const saved = new Map(
        results.flatMap((result) =>
          result.status === 'fulfilled' ? [[result.value.id, result.value] as const] : [],
        ),
      );
      const images = [
        ...current.map((image) => saved.get(image.id) ?? image),
        // A slot the record never had (a row older than the slot) goes at the end.
        ...[...saved.values()].filter((image) => !current.some((c) => c.id === image.id)),
      ];
      return { images: toEditorImages(await teamRepository.saveImages(images)) };
    },
  };
}

export type WebsiteImagesService = ReturnType<typeof createWebsiteImagesService>;
