import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Real image files (good and bad) made in memory, for upload tests. */

/** A JPEG of a colored box. */
export function makeJpeg(width: number, height: number, color = '#2060c0'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

/** A PNG; `transparent` gives it a half-transparent fill, else it is opaque (with an alpha channel). */
export function makePng(
  width: number,
  height: number,
  options: { transparent?: boolean } = {},
): Promise<Buffer> {
  const alpha = options.transparent ? 0.5 : 1;
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha } } })
    .png()
    .toBuffer();
}

/** A camera-style JPEG stored sideways: 40x20 pixels with EXIF orientation 6 (shown as 20x40), GPS-free but with EXIF. */
export function makeSidewaysJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#10a040' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Copyright: 'Secret Camera Owner' } })
    .toBuffer();
}

/** A photo-like JPEG (noise, so it does not compress to nothing) cut off halfway through. */
export async function makeTruncatedJpeg(): Promise<Buffer> {
  const whole = await sharp({
    create: {
      width: 400,
      height: 300,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg()
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/**
 * A decompression bomb: a PNG whose header declares width x height pixels (20000x20000 is 400
 * megapixels, 1.2 GB decoded) in a file of a few dozen bytes. Refusing it must not decode it.
 */
export function makePngDeclaring(width: number, height: number): Buffer {
  return pngOf(width, height, 8, Buffer.alloc(0));
}

/**
 * A decompression bomb that decodes: every pixel is there (black, one bit each), so a decoder that
 * trusts the header does all the work. 8000x8000 is about 8 KB.
 */
export function makePngBomb(width: number, height: number): Buffer {
  const rowBytes = 1 + Math.ceil(width / 8);
  return pngOf(width, height, 1, Buffer.alloc(rowBytes * height));
}

/** A greyscale PNG of the given header and (unfiltered) scanlines. */
function pngOf(width: number, height: number, bitDepth: number, scanlines: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepth;
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An SVG that would run a script if it were ever served from our origin. */
export const svgWithScript = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
    '<script>fetch("/api/accounts/session").then((r) => r.text()).then(alert)</script>' +
    '<rect width="100" height="100" fill="red"/></svg>',
);

/** An SVG as drawing programs save it: an XML prolog and no size of its own. */
export const svgWithoutSize = Buffer.from(
  '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: a drawing app -->\n' +
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script></svg>',
);

/** Plain text, whatever name it is given. */
export const textFile = Buffer.from('Team meeting notes: bring your skates.\n');
