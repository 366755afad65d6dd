import { describe, expect, it } from 'vitest';
import {
  maxUploadBytes,
  mediaListQuerySchema,
  mediaMessages,
  mediaUploadFieldsSchema,
} from './media-asset.ts';

describe('media upload fields', () => {
  it('defaults the purpose to a plain image and reads the crop from its JSON text', () => {
    expect(mediaUploadFieldsSchema.parse({})).toEqual({ purpose: 'image' });
    expect(
      mediaUploadFieldsSchema.parse({
        purpose: 'logo',
        title: '  Crest ',
        crop: '{"x":10,"y":0,"width":200,"height":100}',
      }),
    ).toEqual({ purpose: 'logo', title: 'Crest', crop: { x: 10, y: 0, width: 200, height: 100 } });
  });

  it('refuses an unknown purpose, a crop that is not JSON and a crop with negative or empty sides', () => {
    expect(mediaUploadFieldsSchema.safeParse({ purpose: 'avatar' }).success).toBe(false);
    expect(mediaUploadFieldsSchema.safeParse({ crop: 'x=1' }).error?.issues[0]?.message).toBe(
      'The crop is not valid. Please crop the image again.',
    );
    expect(mediaUploadFieldsSchema.safeParse({ crop: '{"x":-1,"y":0,"width":5,"height":5}' }).success).toBe(
      false,
    );
    expect(mediaUploadFieldsSchema.safeParse({ crop: '{"x":0,"y":0,"width":0,"height":5}' }).success).toBe(
      false,
    );
  });
});

describe('media list query', () => {
  it('takes the limit from the query text, within 1 to 100', () => {
    expect(mediaListQuerySchema.parse({ limit: '24' })).toEqual({ limit: 24 });
    expect(mediaListQuerySchema.parse({}).limit).toBe(40);
    expect(mediaListQuerySchema.safeParse({ limit: '500' }).success).toBe(false);
  });
});

describe('media messages', () => {
  it('name the refused file and the limit', () => {
    expect(mediaMessages.notAnImage('notes.png')).toBe(
      'notes.png is not a JPEG, PNG, WebP, GIF or AVIF image',
    );
    expect(mediaMessages.tooLarge('huge.jpg')).toBe(
      `huge.jpg is larger than ${maxUploadBytes / 1024 / 1024} MB. Please choose a smaller image.`,
    );
    expect(mediaMessages.tooManyPixels('bomb.png')).toContain('50 megapixels');
  });
});
