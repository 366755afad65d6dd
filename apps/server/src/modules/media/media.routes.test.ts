import {
  type MediaAsset,
  maxUploadBytes,
  mediaMessages,
  type TeamLogo,
  type WebsiteLogosResponse,
} from '@sideline/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { mediaAssets } from '../../db/schema/media.ts';
import { files } from '../../db/schema/platform.ts';
import { teams } from '../../db/schema/teams.ts';
import { createMemoryFileStorage, type FileStorage } from '../../platform/storage.ts';
import { fetchSitePage } from '../../site/site-test-helpers.ts';
import { getJson, postJson, signUp } from '../../test/account-helpers.ts';
import {
  makeJpeg,
  makePng,
  makePngDeclaring,
  makeSidewaysJpeg,
  makeTruncatedJpeg,
  svgWithScript,
  textFile,
} from '../../test/image-fixtures.ts';
import { appHeaders, createTestApp, type TestContext } from '../../test/test-app.ts';

interface UploadPart {
  data: Buffer;
  name: string;
  type?: string;
}

/** POST /api/media as the portal sends it: text fields, then the file part(s). */
function upload(
  app: App,
  cookie: string,
  file: UploadPart | UploadPart[] | null,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const part of file === null ? [] : [file].flat()) {
    form.append(
      'file',
      new Blob([new Uint8Array(part.data)], { type: part.type ?? 'image/jpeg' }),
      part.name,
    );
  }
  return app.inject({
    method: 'POST',
    url: '/api/media',
    headers: { ...appHeaders, ...(cookie ? { cookie } : {}) },
    payload: form,
  });
}

function putLogos(app: App, cookie: string, body: Record<string, unknown>) {
  return app.inject({
    method: 'PUT',
    url: '/api/website/logos',
    headers: { ...appHeaders, cookie },
    payload: body,
  });
}

async function uploaded(app: App, cookie: string, file: UploadPart, fields: Record<string, string> = {}) {
  const res = await upload(app, cookie, file, fields);
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().media as MediaAsset;
}

async function fetchFile(app: App, url: string) {
  return app.inject({ method: 'GET', url });
}

describe('media library: POST and GET /api/media', () => {
  let ctx: TestContext;
  const storage = createMemoryFileStorage();
  beforeAll(async () => {
    ctx = await createTestApp({}, { storage });
  });
  afterAll(() => ctx.close());

  const teamFiles = (teamId: string) => ctx.database.db.select().from(files).where(eq(files.teamId, teamId));
  const teamMedia = (teamId: string) =>
    ctx.database.db.select().from(mediaAssets).where(eq(mediaAssets.teamId, teamId));

  it('stores an upload re-encoded in its variants, by the type its bytes have (a PNG named .jpg)', async () => {
    const a = await signUp(ctx.app);
    const teamId = a.session.team.id as string;
    const filesBefore = await teamFiles(teamId);
    const keysBefore = new Set(storage.keys());

    const res = await upload(
      ctx.app,
      a.cookie,
      { data: await makePng(2000, 1000, { transparent: true }), name: 'Team crest.jpg', type: 'image/jpeg' },
      { purpose: 'feature' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const media = res.json().media as MediaAsset;
    expect(media).toMatchObject({ title: 'Team crest', width: 2000, height: 1000, contentType: 'image/png' });

    // image, thumb and feature, each with a WebP twin, under the team's random keys (never the file name).
    const newKeys = storage.keys().filter((key) => !keysBefore.has(key));
    expect(newKeys).toHaveLength(6);
    for (const key of newKeys)
      expect(key).toMatch(new RegExp(`^teams/${teamId}/[0-9a-f]{32}\\.(png|jpg|webp)$`));
    const newRows = (await teamFiles(teamId)).filter(
      (row) => !filesBefore.some((before) => before.key === row.key),
    );
    expect(newRows.map((row) => row.key).sort()).toEqual(newKeys.sort());
    expect(newRows.every((row) => row.isPublic && row.metadata.id === media.id)).toBe(true);
    expect(newRows[0]?.metadata).toMatchObject({ title: 'Team crest', teamId, teamName: a.body.teamName });

    const [row] = await teamMedia(teamId);
    assert(row);
    expect(Object.keys(row.variants).sort()).toEqual(['feature', 'image', 'thumb']);
    expect(row.variants.feature).toMatchObject({ width: 1600, height: 900, contentType: 'image/png' });

    // Served with a year of immutable caching and the stored type.
    const thumb = await fetchFile(ctx.app, media.thumbUrl);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect(thumb.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 300,
      height: 300,
    });
    const master = await fetchFile(ctx.app, media.url);
    expect(master.headers['content-type']).toBe('image/png');
    const webp = await fetchFile(ctx.app, `/files/${row.variants.feature!.webpKey}`);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('applies the EXIF orientation of a phone photo and keeps none of its metadata', async () => {
    const a = await signUp(ctx.app);
    const media = await uploaded(ctx.app, a.cookie, { data: await makeSidewaysJpeg(), name: 'IMG_0001.JPG' });
    expect(media).toMatchObject({ width: 20, height: 40, contentType: 'image/jpeg' });
    const stored = (await fetchFile(ctx.app, media.url)).rawPayload;
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ width: 20, height: 40 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes('Secret Camera Owner')).toBe(false);
  });

  it('takes the title and crop fields', async () => {
    const a = await signUp(ctx.app);
    const media = await uploaded(
      ctx.app,
      a.cookie,
      { data: await makeJpeg(800, 600), name: 'x.jpg' },
      { title: ' Home opener ', crop: JSON.stringify({ x: 100, y: 100, width: 400, height: 300 }) },
    );
    expect(media).toMatchObject({ title: 'Home opener', width: 400, height: 300 });
  });

  describe('refusals leave nothing behind', () => {
    const cases: {
      what: string;
      part: () => Promise<UploadPart>;
      fields?: Record<string, string>;
      status: number;
      field: string;
      message: string;
    }[] = [
      {
        what: 'a text file named .png',
        part: async () => ({ data: textFile, name: 'roster.png', type: 'image/png' }),
        status: 415,
        field: 'file',
        message: mediaMessages.notAnImage('roster.png'),
      },
      {
        what: 'an SVG with a script',
        part: async () => ({ data: svgWithScript, name: 'logo.svg', type: 'image/svg+xml' }),
        status: 415,
        field: 'file',
        message: mediaMessages.svgRefused('logo.svg'),
      },
      {
        what: 'a 20000x20000 image',
        part: async () => ({ data: makePngDeclaring(20000, 20000), name: 'huge.png', type: 'image/png' }),
        status: 400,
        field: 'file',
        message: mediaMessages.tooManyPixels('huge.png'),
      },
      {
        what: 'a file over the size limit',
        part: async () => ({ data: Buffer.alloc(maxUploadBytes + 1), name: 'raw-scan.jpg' }),
        status: 413,
        field: 'file',
        message: mediaMessages.tooLarge('raw-scan.jpg'),
      },
      {
        what: 'a truncated JPEG',
        part: async () => ({ data: await makeTruncatedJpeg(), name: 'cut.jpg' }),
        status: 400,
        field: 'file',
        message: mediaMessages.unreadable('cut.jpg'),
      },
      {
        what: 'a crop outside the picture',
        part: async () => ({ data: await makeJpeg(100, 100), name: 'small.jpg' }),
        fields: { crop: JSON.stringify({ x: 0, y: 0, width: 101, height: 50 }) },
        status: 400,
        field: 'crop',
        message: mediaMessages.cropOutside('small.jpg'),
      },
      {
        what: 'an unknown purpose',
        part: async () => ({ data: await makeJpeg(100, 100), name: 'small.jpg' }),
        fields: { purpose: 'wallpaper' },
        status: 400,
        field: 'purpose',
        message: 'Invalid option: expected one of "logo"|"feature"|"banner"|"image"',
      },
    ];

    for (const { what, part, fields, status, field, message } of cases) {
      it(`refuses ${what} with its message`, async () => {
        const a = await signUp(ctx.app);
        const teamId = a.session.team.id as string;
        const keysBefore = storage.keys().length;
        const rowsBefore = (await teamFiles(teamId)).length;
        const res = await upload(ctx.app, a.cookie, await part(), fields);
        expect(res.statusCode).toBe(status);
        expect(res.json().error).toMatchObject({ message, fields: { [field]: message } });
        expect(storage.keys()).toHaveLength(keysBefore);
        expect(await teamFiles(teamId)).toHaveLength(rowsBefore);
        expect(await teamMedia(teamId)).toEqual([]);
      });
    }

    it('accepts a file of exactly the size limit (then judges its bytes)', async () => {
      const a = await signUp(ctx.app);
      const res = await upload(ctx.app, a.cookie, { data: Buffer.alloc(maxUploadBytes), name: 'zeros.jpg' });
      expect(res.statusCode).toBe(415);
    });

    it('asks for a file when there is none, and for one file per request', async () => {
      const a = await signUp(ctx.app);
      const none = await upload(ctx.app, a.cookie, null, { purpose: 'image' });
      expect(none.statusCode).toBe(400);
      expect(none.json().error.message).toBe(mediaMessages.noFile);
      const jpeg = await makeJpeg(20, 20);
      const two = await upload(ctx.app, a.cookie, [
        { data: jpeg, name: 'a.jpg' },
        { data: jpeg, name: 'b.jpg' },
      ]);
      expect(two.statusCode).toBe(400);
      expect(two.json().error.message).toBe(mediaMessages.oneFileOnly);
      expect(await teamMedia(a.session.team.id)).toEqual([]);
    });

    it('refuses an upload without the CSRF header', async () => {
      const a = await signUp(ctx.app);
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await makeJpeg(10, 10))]), 'a.jpg');
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/media',
        headers: { origin: appHeaders.origin, cookie: a.cookie },
        payload: form,
      });
      expect(res.statusCode).toBe(403);
    });
  });

  it("lists the team's own images, newest first, a page at a time; another team sees none of them", async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    const titles = ['first', 'second', 'third'];
    for (const title of titles) {
      await uploaded(ctx.app, a.cookie, { data: await makeJpeg(40, 30), name: `${title}.jpg` });
    }
    const page1 = await getJson(ctx.app, '/api/media?limit=2', a.cookie);
    expect(page1.statusCode).toBe(200);
    expect(page1.headers['cache-control']).toBe('no-store');
    const body1 = page1.json();
    expect(body1.media.map((m: MediaAsset) => m.title)).toEqual(['third', 'second']);
    expect(body1.nextCursor).toEqual(expect.any(String));
    const page2 = (await getJson(ctx.app, `/api/media?limit=2&cursor=${body1.nextCursor}`, a.cookie)).json();
    expect(page2).toEqual({ media: [expect.objectContaining({ title: 'first' })], nextCursor: null });

    expect((await getJson(ctx.app, '/api/media', b.cookie)).json()).toEqual({ media: [], nextCursor: null });
    const bad = await getJson(ctx.app, '/api/media?cursor=nonsense', a.cookie);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['cursor']);
  });

  it('cleans up what it stored when storage fails halfway, and writes no rows', async () => {
    const failing = createMemoryFileStorage();
    // Counting starts once the team is signed up (sign-up stores its seeded images).
    let puts: number | null = null;
    const flaky: FileStorage = {
      ...failing,
      async put(key, data, contentType) {
        if (puts !== null && ++puts === 3) throw new Error('disk full');
        await failing.put(key, data, contentType);
      },
    };
    const other = await createTestApp({}, { storage: flaky });
    try {
      const a = await signUp(other.app);
      const seeded = failing.keys().length;
      puts = 0;
      const res = await upload(other.app, a.cookie, { data: await makeJpeg(400, 300), name: 'a.jpg' });
      expect(res.statusCode).toBe(500);
      expect(failing.keys()).toHaveLength(seeded);
      expect(
        await other.database.db.select().from(mediaAssets).where(eq(mediaAssets.teamId, a.session.team.id)),
      ).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('website logos: GET and PUT /api/website/logos', () => {
  let ctx: TestContext;
  const storage = createMemoryFileStorage();
  beforeAll(async () => {
    ctx = await createTestApp({}, { storage });
  });
  afterAll(() => ctx.close());

  const storedTeam = async (teamId: string) =>
    (await ctx.database.db.select().from(teams).where(eq(teams.id, teamId)))[0];

  it('stores a library image in every logo size, shows it on the public site and in the session', async () => {
    const a = await signUp(ctx.app);
    const teamId = a.session.team.id as string;
    const before = await storedTeam(teamId);
    assert(before);
    // Uploaded as a plain image: the logo sizes are made from its master on first use.
    const logo = await uploaded(ctx.app, a.cookie, {
      data: await makePng(1500, 1200, { transparent: true }),
      name: 'crest.png',
    });
    const silhouette = await uploaded(
      ctx.app,
      a.cookie,
      { data: await makeJpeg(600, 600), name: 'mark.jpg' },
      {
        purpose: 'logo',
      },
    );
    const keysBefore = storage.keys().length;

    const res = await putLogos(ctx.app, a.cookie, { logo: logo.id, silhouetteLogo: silhouette.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const saved = res.json() as WebsiteLogosResponse;
    const sizes = (teamLogo: TeamLogo) =>
      Object.values(teamLogo).map((image) => [image.file, image.width, image.height]);
    expect(sizes(saved.logo)).toEqual([
      [logo.id, 1280, 1024],
      [logo.id, 40, 32],
      [logo.id, 245, 196],
      [logo.id, 640, 512],
      [logo.id, 1280, 1024],
    ]);
    expect(sizes(saved.silhouetteLogo)).toEqual([
      [silhouette.id, 600, 600],
      [silhouette.id, 32, 32],
      [silhouette.id, 196, 196],
      [silhouette.id, 512, 512],
      [silhouette.id, 600, 600],
    ]);
    // Five lazy variants of the logo (each with its WebP); the silhouette's were made at upload.
    expect(storage.keys()).toHaveLength(keysBefore + 10);
    const logo2 = await fetchFile(ctx.app, saved.logo.logo2.link);
    expect(logo2.headers['content-type']).toBe('image/png');
    expect(await sharp(logo2.rawPayload).metadata()).toMatchObject({
      width: 245,
      height: 196,
      hasAlpha: true,
    });
    expect((await fetchFile(ctx.app, saved.logo.logo2.webpLink!)).headers['content-type']).toBe('image/webp');

    expect((await getJson(ctx.app, '/api/website/logos', a.cookie)).json()).toEqual(saved);
    const after = await storedTeam(teamId);
    assert(after);
    expect(after.contentVersion).toBe(before.contentVersion + 1);
    const { logo: _l, silhouetteLogo: _s, timeModified: _t, contentVersion: _v, ...restAfter } = after;
    const { logo: _l0, silhouetteLogo: _s0, timeModified: _t0, contentVersion: _v0, ...restBefore } = before;
    expect(restAfter).toEqual(restBefore);

    const session = (await postJson(ctx.app, '/api/accounts/resume', undefined, a.cookie)).json();
    expect(session.team).toMatchObject({
      logoUrl: saved.logo.logo.link,
      silhouetteLogoUrl: saved.silhouetteLogo.logo.link,
    });

    // The public page cache follows the content version: the header shows the new logo at once.
    const page = await fetchSitePage(ctx.app, `/sites/${after.slug}`);
    const brand = page.html.querySelector('.brand picture');
    const webpSource = brand?.querySelector('source');
    expect(webpSource?.getAttribute('type')).toBe('image/webp');
    expect(webpSource?.getAttribute('srcset')).toBe(saved.logo.logo2.webpLink);
    expect(brand?.querySelector('img')?.attributes).toMatchObject({
      src: saved.logo.logo2.link,
      width: '245',
      height: '196',
    });
  });

  it('keeps a logo when its id is sent back, and removes it with null', async () => {
    const a = await signUp(ctx.app);
    const media = await uploaded(
      ctx.app,
      a.cookie,
      { data: await makeJpeg(300, 300), name: 'crest.jpg' },
      {
        purpose: 'logo',
      },
    );
    const saved = (await putLogos(ctx.app, a.cookie, { logo: media.id, silhouetteLogo: null })).json();
    const kept = await putLogos(ctx.app, a.cookie, { logo: media.id, silhouetteLogo: '' });
    expect(kept.json()).toEqual(saved);
    const removed = (await putLogos(ctx.app, a.cookie, { logo: null, silhouetteLogo: null })).json();
    expect(Object.values(removed.logo)).toEqual(Array(5).fill({ file: '', link: '' }));
    const session = (await postJson(ctx.app, '/api/accounts/resume', undefined, a.cookie)).json();
    expect(session.team.logoUrl).toBeNull();
  });

  it("refuses an image that is not in the team's library: team B cannot attach team A's image", async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    const ofA = await uploaded(
      ctx.app,
      a.cookie,
      { data: await makeJpeg(300, 300), name: 'a.jpg' },
      { purpose: 'logo' },
    );
    const logosOfB = (await getJson(ctx.app, '/api/website/logos', b.cookie)).json();

    for (const body of [
      { logo: ofA.id, silhouetteLogo: null },
      { logo: null, silhouetteLogo: 'no-such-image' },
    ]) {
      const res = await putLogos(ctx.app, b.cookie, body);
      expect(res.statusCode).toBe(400);
      const field = body.logo ? 'logo' : 'silhouetteLogo';
      expect(res.json().error).toEqual({
        code: 'validation',
        message: mediaMessages.notInLibrary,
        fields: { [field]: mediaMessages.notInLibrary },
      });
    }
    expect((await getJson(ctx.app, '/api/website/logos', b.cookie)).json()).toEqual(logosOfB);
  });
});
