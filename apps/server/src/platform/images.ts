import {
  type ImageSize,
  type ImageVariant,
  imageVariantSpecs,
  type MediaCrop,
  maxInputPixels,
  mediaMessages,
  planImageVariantSize,
} from '@sideline/domain';
import sharp, { type Sharp } from 'sharp';
import { AppError } from './errors.ts';

/**
 * Image processing for uploads (DESIGN.md "Images", decision 012). An upload's type is read from
 * its bytes, its size in pixels is checked from its header before anything is decoded, and every
 * stored file is a re-encoding: orientation applied, metadata (EXIF, GPS, profiles) dropped, in
 * sRGB, as JPEG (PNG when the picture is transparent) with a WebP twin.
 */

// libvips' operation cache (sharp's default: up to 50 MB and 100 operations) speeds up repeating
// one operation on one input; every upload is new, so it would only hold memory (decision 036).
sharp.cache(false);

/** Formats accepted as uploads (sharp's names); AVIF is sharp's `heif` with AV1 compression. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

/**
 * A truncated or corrupt file is refused rather than stored half-grey ('truncated' is the
 * strictest level that still takes files with harmless warnings, such as extra bytes after the end).
 */
const failOn = 'truncated' as const;

const jpegOptions = { quality: 85, mozjpeg: true } as const;
const webpOptions = { quality: 80, alphaQuality: 90 } as const;

/** One stored size of an image, and its WebP twin. */
export interface RenderedImage {
  data: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  extension: '.jpg' | '.png';
  webp: Buffer;
  width: number;
  height: number;
}

/** Decoded pixels of an upload at master size: what every variant of the upload is made from. */
interface PixelSource extends ImageSize {
  pixels: Buffer;
  channels: 1 | 2 | 3 | 4;
  hasAlpha: boolean;
}

/**
 * Checks and decodes an upload and makes the variants asked for. Refusals are AppErrors whose
 * message names the file: 415 for what is not an accepted image (SVG included), 400 for too many
 * pixels, a damaged file or a crop outside the picture.
 */
export async function processUpload(
  data: Buffer,
  options: { fileName: string; crop?: MediaCrop; variants: readonly ImageVariant[] },
): Promise<Map<ImageVariant, RenderedImage>> {
  const { fileName, crop } = options;
  const oriented = await readAcceptedImageSize(data, fileName);
  if (crop && (crop.x + crop.width > oriented.width || crop.y + crop.height > oriented.height)) {
    throw new AppError('validation', mediaMessages.cropOutside(fileName), {
      crop: mediaMessages.cropOutside(fileName),
    });
  }
  const source = await decodeMasterPixels(data, fileName, crop ?? null, crop ?? oriented);
  const raw = { width: source.width, height: source.height, channels: source.channels };
  // In parallel: sharp runs each on libuv's thread pool.
  const rendered = await Promise.all(
    options.variants.map(
      async (variant) =>
        [
          variant,
          await renderVariant(() => sharp(source.pixels, { raw }), source, source.hasAlpha, variant),
        ] as const,
    ),
  );
  return new Map(rendered);
}

/** Makes a variant from a stored master (a JPEG or PNG this module wrote). */
export async function renderVariantFromMaster(master: Buffer, variant: ImageVariant): Promise<RenderedImage> {
  const metadata = await sharp(master).metadata();
  const size = { width: metadata.width, height: metadata.height };
  return renderVariant(() => sharp(master, { failOn }), size, metadata.hasAlpha, variant);
}

/** The upload's size with its orientation applied; refuses what is not an accepted image. */
async function readAcceptedImageSize(data: Buffer, fileName: string): Promise<ImageSize> {
  if (data.length === 0)
    throw new AppError('validation', mediaMessages.noFile, { file: mediaMessages.noFile });
  const notAnImage = () =>
    new AppError('unsupported_media_type', mediaMessages.notAnImage(fileName), {
      file: mediaMessages.notAnImage(fileName),
    });
  const svgRefused = () =>
    new AppError('unsupported_media_type', mediaMessages.svgRefused(fileName), {
      file: mediaMessages.svgRefused(fileName),
    });
  // Said plainly, and before any parser sees it (libvips only recognises an SVG that has a size).
  if (isSvgMarkup(data)) throw svgRefused();
  // Header only (no pixel is decoded here), so the pixel limit is checked below with our message.
  const metadata = await sharp(data, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw notAnImage();
    });
  if (metadata.format === 'svg') throw svgRefused();
  // HEIC (HEVC) is a heif too, but only AV1 (AVIF) decodes here.
  const isHeic = metadata.format === 'heif' && metadata.compression !== 'av1';
  if (!acceptedFormats.has(metadata.format) || isHeic) throw notAnImage();
  if (metadata.width * metadata.height > maxInputPixels) {
    throw new AppError('validation', mediaMessages.tooManyPixels(fileName), {
      file: mediaMessages.tooManyPixels(fileName),
    });
  }
  return metadata.autoOrient;
}

/** Markup (after a byte-order mark and white space) with an `<svg` element near its start. */
function isSvgMarkup(data: Buffer): boolean {
  const head = data
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<') && /<svg[\s>/]/i.test(head);
}

/**
 * Decodes the upload once: orientation applied, cropped, scaled to the master's size, in sRGB with
 * 8 bits a channel. A fully opaque alpha channel is dropped, so only real transparency makes PNGs.
 */
async function decodeMasterPixels(
  data: Buffer,
  fileName: string,
  crop: MediaCrop | null,
  cropped: ImageSize,
): Promise<PixelSource> {
  const master = planImageVariantSize(cropped, 'image');
  try {
    let pipeline = sharp(data, { failOn, limitInputPixels: maxInputPixels }).autoOrient();
    if (crop)
      pipeline = pipeline.extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height });
    const decoded = await pipeline
      .resize(master.width, master.height, { fit: 'fill' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = decoded.info;
    const raw = { width, height, channels };
    const hasAlphaChannel = channels === 2 || channels === 4;
    if (hasAlphaChannel && (await sharp(decoded.data, { raw }).stats()).isOpaque) {
      const opaque = await sharp(decoded.data, { raw })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return { pixels: opaque.data, width, height, channels: opaque.info.channels, hasAlpha: false };
    }
    return { pixels: decoded.data, width, height, channels, hasAlpha: hasAlphaChannel };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('validation', mediaMessages.unreadable(fileName), {
      file: mediaMessages.unreadable(fileName),
    });
  }
}

/**
 * One variant from a source of the given size: scaled (cropped to fill for `cover` variants),
 * encoded as PNG when transparent and JPEG otherwise (thumbnails always JPEG, on white), plus WebP.
 */
async function renderVariant(
  open: () => Sharp,
  source: ImageSize,
  hasAlpha: boolean,
  variant: ImageVariant,
): Promise<RenderedImage> {
  const size = planImageVariantSize(source, variant);
  const keepsAlpha = hasAlpha && variant !== 'thumb';
  let pipeline = open();
  if (size.width !== source.width || size.height !== source.height) {
    const fit = imageVariantSpecs[variant].fit === 'cover' ? 'cover' : 'fill';
    pipeline = pipeline.resize(size.width, size.height, { fit });
  }
  if (hasAlpha && !keepsAlpha) pipeline = pipeline.flatten({ background: '#ffffff' });
  const [main, webp] = await Promise.all([
    (keepsAlpha
      ? pipeline.clone().png({ compressionLevel: 9 })
      : pipeline.clone().jpeg(jpegOptions)
    ).toBuffer({
      resolveWithObject: true,
    }),
    pipeline.clone().webp(webpOptions).toBuffer(),
  ]);
  return {
    data: main.data,
    contentType: keepsAlpha ? 'image/png' : 'image/jpeg',
    extension: keepsAlpha ? '.png' : '.jpg',
    webp,
    width: main.info.width,
    height: main.info.height,
  };
}

/** The picture formats a form's file question takes, by content type. */
const answerImageFormats = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type AnswerImageType = keyof typeof answerImageFormats;

/**
 * A picture sent as a form's answer, re-encoded in its own format like every stored picture:
 * orientation applied, metadata (EXIF, GPS, comments) dropped, at most {@link maxInputPixels}.
 * Null when the bytes are not a whole picture of that format.
 */
export async function reencodeAnswerImage(
  data: Buffer,
  contentType: AnswerImageType,
): Promise<Buffer | null> {
  const format = answerImageFormats[contentType];
  try {
    const image = sharp(data, { failOn, limitInputPixels: maxInputPixels });
    if ((await image.metadata()).format !== format) return null;
    const encoded = image.rotate();
    if (format === 'jpeg') return await encoded.jpeg(jpegOptions).toBuffer();
    if (format === 'png') return await encoded.png().toBuffer();
    return await encoded.webp(webpOptions).toBuffer();
  } catch {
    return null;
  }
}
