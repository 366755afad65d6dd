import {
  mediaMessages,
  visibleTextMessages,
  type WebsiteImage,
  type WebsiteImagesUpdateInput,
  websiteImageSlots,
  websiteImagesMessages,
} from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teams } from '../../db/schema/teams.ts';
import { fetchSitePage } from '../../site/site-test-helpers.ts';
import { getJson, signUp } from '../../test/account-helpers.ts';
import { uploadLibraryImage } from '../content-sections/content-section-test-helpers.ts';
import {
  expectOnlySliceChanged,
  findStoredTeam,
  itRefusesSignedOut,
  putJson,
  setUpTestApp,
} from './website-slice-test-helpers.ts';

const imagesUrl = '/api/website/images';

/** The editor's request for the slots as they are: every picture sent back by the id it has. */
function toUpdate(images: WebsiteImage[]): WebsiteImagesUpdateInput {
  return {
    images: images.map(({ id, title, link, description, image }) => ({
      id,
      title,
      link,
      description,
      image,
    })),
  };
}

/** The update with one slot changed. */
function withSlot(
  update: WebsiteImagesUpdateInput,
  id: string,
  change: Partial<WebsiteImagesUpdateInput['images'][number]>,
): WebsiteImagesUpdateInput {
  return { images: update.images.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)) };
}

const slotOf = (images: WebsiteImage[], id: string) => images.find((image) => image.id === id);

describe('website images: GET and PUT /api/website/images', () => {
  const ctx = setUpTestApp();

  async function readImages(cookie: string): Promise<WebsiteImage[]> {
    return (await getJson(ctx.app, imagesUrl, cookie)).json().images;
  }

  itRefusesSignedOut(ctx, imagesUrl, { images: 42 });

  it("answers the team's slots as seeded, the home heroes with the seed picture, never cached", async () => {
    const a = await signUp(ctx.app);
    const team = await findStoredTeam(ctx, a.session.team.id);
    const res = await getJson(ctx.app, imagesUrl, a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ images: team.website.images });
    expect(team.website.images.map((i) => i.id)).toEqual(websiteImageSlots.map((s) => s.id));
    expect(slotOf(team.website.images, 'featureImage1')?.image.link).toMatch(/^\/files\//);
  });

  it("inserts an older record's missing slots as the spec says, without saving anything", async () => {
    const a = await signUp(ctx.app);
    const teamId = a.session.team.id as string;
    const before = await findStoredTeam(ctx, teamId);
    const older = before.website.images
      .filter((i) => !/^m|event|practice|store/.test(i.id))
      .map((i) => (i.id === 'bannerImage1' ? { ...i, imageTitle: 'Banner 1 (old wording)' } : i));
    await ctx.database.db
      .update(teams)
      .set({ website: { ...before.website, images: older } })
      .where(eq(teams.id, teamId));

    const images = await readImages(a.cookie);
    // Every slot of the catalogue, in its order (the domain's tests pin that order to the spec).
    expect(images.map((i) => i.id)).toEqual(websiteImageSlots.map((s) => s.id));
    expect(slotOf(images, 'mFeatureImage1')).toMatchObject({ required: true, image: { file: '', link: '' } });
    expect(slotOf(images, 'bannerImage1')?.imageTitle).toBe('Banner Image 1');
    expect((await findStoredTeam(ctx, teamId)).website.images).toEqual(older);
  });

  it('saves only website.images: library pictures in each slot’s size, texts trimmed, the rest kept', async () => {
    const a = await signUp(ctx.app);
    const teamId = a.session.team.id as string;
    const picture = await uploadLibraryImage(ctx.app, a.cookie, 'feature', { width: 2000, height: 1200 });
    const before = await findStoredTeam(ctx, teamId);
    const seededMobileHero = slotOf(before.website.images, 'mFeatureImage1')!;

    let update = toUpdate(before.website.images);
    update = withSlot(update, 'featureImage1', {
      title: '  Opening night ',
      link: ' /schedule ',
      description: 'Doors open at six.',
      image: { file: picture.id },
    });
    // The same library picture as a banner: made from the master, no second upload.
    update = withSlot(update, 'bannerImage1', {
      link: 'https://tickets.example.com/hawks',
      image: { file: picture.id },
    });
    const res = await putJson(ctx.app, imagesUrl, update, a.cookie);
    expect(res.statusCode).toBe(200);

    const images: WebsiteImage[] = res.json().images;
    const hero = slotOf(images, 'featureImage1')!;
    expect(hero).toMatchObject({
      id: 'featureImage1',
      required: true,
      imageTitle: 'Home Feature Image 1',
      title: 'Opening night',
      link: '/schedule',
      description: 'Doors open at six.',
      image: { file: picture.id, width: 1600, height: 900 },
    });
    expect(hero.image.link).toMatch(/^\/files\/.+\.jpg$/);
    expect(hero.image.webpLink).toMatch(/^\/files\/.+\.webp$/);
    expect(hero.image.link).not.toBe(picture.url);
    const banner = slotOf(images, 'bannerImage1')!;
    expect(banner.image).toMatchObject({ file: picture.id, width: 1600, height: 700 });
    expect(banner.link).toBe('https://tickets.example.com/hawks');
    // Sent back by the id it has, the seeded phone hero (not a library image) stays as it is.
    expect(slotOf(images, 'mFeatureImage1')).toEqual(seededMobileHero);
    expect((await ctx.app.inject({ method: 'GET', url: banner.image.link })).headers['content-type']).toBe(
      'image/jpeg',
    );

    expect(await readImages(a.cookie)).toEqual(images);
    const after = await findStoredTeam(ctx, teamId);
    expect(after.website.images).toEqual(images);
    expectOnlySliceChanged(before, after, 'website.images');
  });

  it('shows the new hero on the public home page at once, with its WebP twin', async () => {
    const a = await signUp(ctx.app);
    const team = await findStoredTeam(ctx, a.session.team.id);
    const homeUrl = `/sites/${team.slug}`;
    // Cached now, so the save must be what makes the page change.
    expect((await fetchSitePage(ctx.app, homeUrl)).status).toBe(200);
    const picture = await uploadLibraryImage(ctx.app, a.cookie, 'feature', { width: 2000, height: 1200 });
    const update = withSlot(toUpdate(team.website.images), 'featureImage1', {
      title: 'Opening night',
      image: { file: picture.id },
    });
    const hero = slotOf(
      (await putJson(ctx.app, imagesUrl, update, a.cookie)).json().images,
      'featureImage1',
    )!;

    const home = await fetchSitePage(ctx.app, homeUrl);
    const img = home.html.querySelector('.hero-media img');
    expect(img?.getAttribute('src')).toBe(hero.image.link);
    expect(img?.getAttribute('width')).toBe('1600');
    expect(
      home.html.querySelector('.hero-media source[type="image/webp"]:not([media])')?.getAttribute('srcset'),
    ).toBe(hero.image.webpLink);
    expect(home.html.querySelector('#hero-heading')?.textContent).toBe('Opening night');
  });

  it('empties a slot sent without a picture', async () => {
    const a = await signUp(ctx.app);
    const picture = await uploadLibraryImage(ctx.app, a.cookie, 'feature', { width: 2000, height: 1200 });
    const stored = await readImages(a.cookie);
    const saved = (
      await putJson(
        ctx.app,
        imagesUrl,
        withSlot(toUpdate(stored), 'galleryFeatureImage', { image: { file: picture.id } }),
        a.cookie,
      )
    ).json().images;
    expect(slotOf(saved, 'galleryFeatureImage')?.image.file).toBe(picture.id);
    const res = await putJson(
      ctx.app,
      imagesUrl,
      withSlot(toUpdate(saved), 'galleryFeatureImage', { image: { file: '', link: '' } }),
      a.cookie,
    );
    expect(slotOf(res.json().images, 'galleryFeatureImage')?.image).toEqual({ file: '', link: '' });
  });

  it('keeps the slots a save leaves out as they are', async () => {
    const a = await signUp(ctx.app);
    const stored = await readImages(a.cookie);
    const required = toUpdate(stored).images.filter(
      (entry) => entry.id === 'featureImage1' || entry.id === 'mFeatureImage1',
    );
    const res = await putJson(
      ctx.app,
      imagesUrl,
      { images: [...required, { id: 'bannerImage2', title: 'Cup final', image: { file: '' } }] },
      a.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().images).toEqual(
      stored.map((i) => (i.id === 'bannerImage2' ? { ...i, title: 'Cup final' } : i)),
    );
  });

  it('names each invalid field with its message and saves nothing', async () => {
    const a = await signUp(ctx.app);
    const before = await findStoredTeam(ctx, a.session.team.id);
    const valid = toUpdate(before.website.images);
    const cases: [WebsiteImagesUpdateInput, Record<string, string>][] = [
      [
        withSlot(valid, 'featureImage1', { image: { file: '' } }),
        { 'images.0.image': websiteImagesMessages.imageMissing('Home Feature Image 1') },
      ],
      [
        { images: valid.images.filter((entry) => entry.id !== 'mFeatureImage1') },
        { images: 'Please choose the Mobile Home Feature Image 1' },
      ],
      [
        { images: [...valid.images.slice(0, 15), { id: 'heroImage9', image: { file: '' } }] },
        { 'images.15.id': websiteImagesMessages.unknownSlot },
      ],
      [
        { images: [...valid.images.slice(0, 15), { id: 'bannerImage1', image: { file: '' } }] },
        { 'images.15.id': websiteImagesMessages.repeatedSlot },
      ],
      [
        { images: [...valid.images, { id: 'bannerImage1', image: { file: '' } }] },
        { images: websiteImagesMessages.tooManySlots },
      ],
      [
        withSlot(valid, 'bannerImage1', { link: 'javascript:alert(1)', title: 'x'.repeat(121) }),
        {
          'images.6.title': visibleTextMessages.tooLong('title', 120),
          'images.6.link': websiteImagesMessages.linkInvalid,
        },
      ],
      [
        withSlot(valid, 'bannerImage2', { link: '//evil.example' }),
        { 'images.7.link': websiteImagesMessages.linkInvalid },
      ],
      [
        withSlot(valid, 'featureImage2', { description: 'Win\u202Enow' }),
        { 'images.1.description': visibleTextMessages.invisibleCharacters('description') },
      ],
    ];
    for (const [payload, fields] of cases) {
      const res = await putJson(ctx.app, imagesUrl, payload, a.cookie);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().error).toEqual({ code: 'validation', message: Object.values(fields)[0], fields });
    }
    expect(await findStoredTeam(ctx, before.id)).toEqual(before);
  });

  it("refuses another team's picture or an unknown id on its slot, and changes nothing", async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    const picturesOfB = await uploadLibraryImage(ctx.app, b.cookie, 'feature', { width: 2000, height: 1200 });
    const aBefore = await findStoredTeam(ctx, a.session.team.id);
    const bBefore = await findStoredTeam(ctx, b.session.team.id);

    let update = withSlot(toUpdate(aBefore.website.images), 'featureImage1', {
      image: { file: picturesOfB.id },
    });
    update = withSlot(update, 'bannerImage2', { image: { file: 'no-such-image' } });
    const res = await putJson(ctx.app, imagesUrl, update, a.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'validation',
      message: mediaMessages.notInLibrary,
      fields: { 'images.0.image': mediaMessages.notInLibrary, 'images.7.image': mediaMessages.notInLibrary },
    });
    expect(await findStoredTeam(ctx, aBefore.id)).toEqual(aBefore);
    expect(await findStoredTeam(ctx, bBefore.id)).toEqual(bBefore);
  });

  it("saves the signed-in team's images only, whatever team the request names", async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    const bBefore = await findStoredTeam(ctx, b.session.team.id);
    const update = withSlot(toUpdate(await readImages(a.cookie)), 'featureImage2', { title: 'Ours' });
    const res = await putJson(
      ctx.app,
      `${imagesUrl}?teamId=${bBefore.id}`,
      { ...update, teamId: bBefore.id },
      a.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(slotOf(await readImages(a.cookie), 'featureImage2')?.title).toBe('Ours');
    expect(await findStoredTeam(ctx, bBefore.id)).toEqual(bBefore);
  });
});
