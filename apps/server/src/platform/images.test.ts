import { maxInputPixels, mediaMessages } from '@sideline/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  makeJpeg,
  makePng,
  makePngDeclaring,
  makeSidewaysJpeg,
  makeTruncatedJpeg,
  svgWithoutSize,
  svgWithScript,
  textFile,
} from '../test/image-fixtures.ts';
import { AppError } from './errors.ts';
import { processUpload, renderVariantFromMaster } from './images.ts';

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('processUpload', () => {
  it('makes each variant asked for at its planned size, as JPEG with a WebP twin', async () => {
    const variants = await processUpload(await makeJpeg(3200, 1800), {
      fileName: 'rink.jpg',
      variants: ['image', 'thumb', 'feature', 'banner'],
    });
    const sizes = Object.fromEntries([...variants].map(([v, r]) => [v, [r.width, r.height, r.contentType]]));
    expect(sizes).toEqual({
      image: [2400, 1350, 'image/jpeg'],
      thumb: [300, 300, 'image/jpeg'],
      feature: [1600, 900, 'image/jpeg'],
      banner: [1600, 700, 'image/jpeg'],
    });
    const banner = variants.get('banner')!;
    expect(await sharp(banner.data).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 700 });
    expect(await sharp(banner.webp).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 700 });
  });

  it('reads the type from the bytes: a PNG named .jpg is a PNG, and a transparent one stays PNG', async () => {
    const variants = await processUpload(await makePng(600, 400, { transparent: true }), {
      fileName: 'crest.jpg',
      variants: ['image', 'thumb', 'logo196'],
    });
    expect(variants.get('image')).toMatchObject({ contentType: 'image/png', extension: '.png' });
    expect((await sharp(variants.get('logo196')!.data).metadata()).hasAlpha).toBe(true);
    expect(await sharp(variants.get('logo196')!.webp).metadata()).toMatchObject({ hasAlpha: true });
    // Thumbnails are JPEG whatever the source: flattened on white.
    expect(variants.get('thumb')).toMatchObject({ contentType: 'image/jpeg', width: 300, height: 300 });
  });

  it('stores an opaque PNG as JPEG (an alpha channel with nothing transparent is dropped)', async () => {
    const variants = await processUpload(await makePng(300, 200), { fileName: 'a.png', variants: ['image'] });
    expect(variants.get('image')).toMatchObject({ contentType: 'image/jpeg', width: 300, height: 200 });
  });

  it('applies the EXIF orientation and keeps no metadata', async () => {
    const source = await makeSidewaysJpeg();
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const variants = await processUpload(source, { fileName: 'phone.jpg', variants: ['image', 'logo32'] });
    for (const rendered of variants.values()) {
      for (const file of [rendered.data, rendered.webp]) {
        const metadata = await sharp(file).metadata();
        expect(metadata.exif).toBeUndefined();
        expect(metadata.orientation).toBeUndefined();
        expect(metadata.icc).toBeUndefined();
        expect(file.includes('Secret Camera Owner')).toBe(false);
      }
    }
    expect(variants.get('image')).toMatchObject({ width: 20, height: 40 });
    expect(variants.get('logo32')).toMatchObject({ width: 16, height: 32 });
  });

  it('crops in the pixels of the picture as shown (orientation applied)', async () => {
    const variants = await processUpload(await makeSidewaysJpeg(), {
      fileName: 'phone.jpg',
      crop: { x: 0, y: 10, width: 20, height: 30 },
      variants: ['image'],
    });
    expect(variants.get('image')).toMatchObject({ width: 20, height: 30 });
  });

  it('refuses a crop outside the picture', async () => {
    const error = await refusal(
      processUpload(await makeJpeg(100, 100), {
        fileName: 'a.jpg',
        crop: { x: 50, y: 0, width: 60, height: 10 },
        variants: ['image'],
      }),
    );
    expect(error).toMatchObject({ code: 'validation', message: mediaMessages.cropOutside('a.jpg') });
    expect(error.fields).toEqual({ crop: mediaMessages.cropOutside('a.jpg') });
  });

  it('refuses text, SVG (even named .png), damaged files and decompression bombs, each with its message', async () => {
    const cases = [
      {
        data: textFile,
        name: 'notes.png',
        code: 'unsupported_media_type',
        message: mediaMessages.notAnImage('notes.png'),
      },
      {
        data: svgWithScript,
        name: 'logo.png',
        code: 'unsupported_media_type',
        message: mediaMessages.svgRefused('logo.png'),
      },
      {
        data: svgWithoutSize,
        name: 'crest.svg',
        code: 'unsupported_media_type',
        message: mediaMessages.svgRefused('crest.svg'),
      },
      {
        data: await makeTruncatedJpeg(),
        name: 'cut.jpg',
        code: 'validation',
        message: mediaMessages.unreadable('cut.jpg'),
      },
      {
        data: makePngDeclaring(20000, 20000),
        name: 'bomb.png',
        code: 'validation',
        message: mediaMessages.tooManyPixels('bomb.png'),
      },
      { data: Buffer.alloc(0), name: 'empty.jpg', code: 'validation', message: mediaMessages.noFile },
    ];
    for (const { data, name, code, message } of cases) {
      const error = await refusal(processUpload(data, { fileName: name, variants: ['image', 'thumb'] }));
      expect({ name, code: error.code, message: error.message }).toEqual({ name, code, message });
    }
  });

  it('takes an image right at the pixel limit by its header, and one pixel more is refused', async () => {
    const side = Math.floor(Math.sqrt(maxInputPixels));
    // Over the limit: refused from the header alone (no decoding, so this is instant).
    const over = await refusal(
      processUpload(makePngDeclaring(side + 1, side + 1), { fileName: 'big.png', variants: ['image'] }),
    );
    expect(over.message).toBe(mediaMessages.tooManyPixels('big.png'));
    // Within the limit, the header passes; this file has no pixel data, so decoding then fails.
    const within = await refusal(
      processUpload(makePngDeclaring(side, side), { fileName: 'ok.png', variants: ['image'] }),
    );
    expect(within.message).toBe(mediaMessages.unreadable('ok.png'));
  });

  it('accepts WebP, GIF (first frame) and AVIF sources', async () => {
    const box = sharp({ create: { width: 64, height: 48, channels: 3, background: '#123456' } });
    for (const data of [
      await box.clone().webp().toBuffer(),
      await box.clone().gif().toBuffer(),
      await box.clone().avif().toBuffer(),
    ]) {
      const variants = await processUpload(data, { fileName: 'x', variants: ['image'] });
      expect(variants.get('image')).toMatchObject({ width: 64, height: 48, contentType: 'image/jpeg' });
    }
  });
});

describe('renderVariantFromMaster', () => {
  it('makes a variant later from the stored master, in the master type', async () => {
    const upload = await processUpload(await makePng(1000, 1000, { transparent: true }), {
      fileName: 'crest.png',
      variants: ['image'],
    });
    const master = upload.get('image')!;
    const banner = await renderVariantFromMaster(master.data, 'banner');
    expect(banner).toMatchObject({ width: 1000, height: 438, contentType: 'image/png' });
    const thumb = await renderVariantFromMaster(master.data, 'thumb');
    expect(thumb).toMatchObject({ width: 300, height: 300, contentType: 'image/jpeg' });
  });
});
