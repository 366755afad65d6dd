import { z } from 'zod';
import { visibleTextSchema } from '../text/visible-text.ts';

/**
 * The team's media library (issue 7 "Media pipeline"): every uploaded image, re-encoded on the
 * server in the size variants its slots need (image-variants.ts), reusable in any slot.
 */

/** What an upload is for: decides which size variants are made at once (the rest on first use). */
export const imagePurposes = ['logo', 'feature', 'banner', 'image'] as const;
export type ImagePurpose = (typeof imagePurposes)[number];

/** The largest upload accepted, in bytes (a phone camera's JPEG is 3 to 8 MB). */
export const maxUploadBytes = 15 * 1024 * 1024;
const maxUploadMegabytes = maxUploadBytes / (1024 * 1024);

/**
 * The most pixels an upload may have (50 megapixels, a high-end camera's sensor). Checked from the
 * file's header before any pixel is decoded, so a small file declaring a huge image (a
 * decompression bomb) is refused without using the memory it asks for.
 */
export const maxInputPixels = 50_000_000;

/** Types accepted, as a file input's `accept` list; the server decides from the bytes, not this. */
export const acceptedImageTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

/** The two types stored images have: JPEG, or PNG when the picture has transparency. */
export const storedImageContentTypes = ['image/jpeg', 'image/png'] as const;

/** The longest title of a library image, in characters. */
export const maxMediaTitleLength = 200;

export const mediaMessages = {
  notAnImage: (name: string) => `${name} is not a JPEG, PNG, WebP, GIF or AVIF image`,
  tooLarge: (name: string) =>
    `${name} is larger than ${maxUploadMegabytes} MB. Please choose a smaller image.`,
  tooManyPixels: (name: string) =>
    `${name} has more than ${maxInputPixels / 1_000_000} megapixels. Please choose a smaller image.`,
  svgRefused: (name: string) =>
    `${name} is an SVG drawing, which cannot be uploaded. Please save it as a PNG and upload that.`,
  unreadable: (name: string) =>
    `${name} could not be read: the file is damaged or incomplete. Please choose another image.`,
  cropOutside: (name: string) => `The crop of ${name} is outside the picture. Please crop it again.`,
  noFile: 'Please choose an image to upload',
  oneFileOnly: 'Please upload one image at a time',
  notInLibrary: 'Please choose an image from your library',
  loadFailed: 'We could not load your images. Please reload the page.',
} as const;

/** A stored image of the library, as the portal lists and picks it. */
export const mediaAssetSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Size of `url`, the largest stored variant. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  contentType: z.enum(storedImageContentTypes),
  /** The largest stored variant (longest side at most 2400 px). */
  url: z.string(),
  /** A 300x300 JPEG cropped to fill the square. */
  thumbUrl: z.string(),
  /** ISO timestamp. */
  createdAt: z.string(),
});
export type MediaAsset = z.infer<typeof mediaAssetSchema>;

/** A rectangle of the picture to keep, in pixels of the picture with its orientation applied. */
export const mediaCropSchema = z.object({
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
});
export type MediaCrop = z.infer<typeof mediaCropSchema>;

/** The crop field of an upload: the rectangle as JSON text (multipart fields are text). */
const cropFieldSchema = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'The crop is not valid. Please crop the image again.' });
      return z.NEVER;
    }
  })
  .pipe(mediaCropSchema);

/** The text fields of POST /api/media (multipart/form-data), beside its one `file` part. */
export const mediaUploadFieldsSchema = z.object({
  purpose: z.enum(imagePurposes).default('image'),
  title: visibleTextSchema({ field: 'title', max: maxMediaTitleLength, required: false }),
  crop: cropFieldSchema.optional(),
});
export type MediaUploadFields = z.output<typeof mediaUploadFieldsSchema>;

/** POST /api/media answers 201 with the stored image. */
export const mediaUploadResponseSchema = z.object({ media: mediaAssetSchema });
export type MediaUploadResponse = z.infer<typeof mediaUploadResponseSchema>;

/** Images per page of GET /api/media when the request does not say. */
export const defaultMediaPageSize = 40;
export const maxMediaPageSize = 100;

/** GET /api/media?cursor=&limit=: the team's images, newest first, a page at a time. */
export const mediaListQuerySchema = z.object({
  /** From the previous page's `nextCursor`; empty or absent for the first page. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(maxMediaPageSize).default(defaultMediaPageSize),
});
export type MediaListQuery = z.input<typeof mediaListQuerySchema>;

export const mediaListResponseSchema = z.object({
  media: z.array(mediaAssetSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type MediaListResponse = z.infer<typeof mediaListResponseSchema>;
