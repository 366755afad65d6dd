import { contentOrderMessages, galleryMessages, maxGalleryPhotos } from '@sideline/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { galleries, photos } from '../../db/schema/galleries.ts';
import { createSiteTeam, fetchSitePage } from '../../site/site-test-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import {
  callSection,
  expectForeignIdRefused,
  uploadLibraryImage,
} from '../content-sections/content-section-test-helpers.ts';

const url = '/api/galleries';

describe('galleries and photos: /api/galleries', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  async function teamWithOptions() {
    const team = await createSiteTeam(ctx);
    const options = (await callSection(ctx.app, 'GET', `${url}/options`, team.cookie)).json();
    const input = {
      title: 'Senior Night',
      timeOfGallery: '2026-11-20T19:00',
      tags: [
        { id: options.players[0].id, type: 'player' },
        { id: options.games[0].id, type: 'game' },
      ],
    };
    return { team, options, input };
  }
  const titles = async (cookie: string, query = '') =>
    (await callSection(ctx.app, 'GET', `${url}${query}`, cookie))
      .json()
      .items.map((i: { title: string }) => i.title);
  const myLibraryOf = async (teamId: string) =>
    (
      await ctx.database.db
        .select()
        .from(galleries)
        .where(and(eq(galleries.teamId, teamId), eq(galleries.isMyLibrary, true)))
    )[0];

  it('creates a gallery, adds titled photos and shows them on the public gallery page', async () => {
    const { team, input } = await teamWithOptions();
    const created = await callSection(ctx.app, 'POST', url, team.cookie, input);
    expect(created.statusCode).toBe(201);
    const gallery = created.json();
    expect(gallery).toMatchObject({
      title: 'Senior Night',
      urlId: 'senior-night',
      tags: input.tags,
      photos: [],
    });
    expect(await titles(team.cookie, '?about=games')).toContain('Senior Night');
    expect(await titles(team.cookie, '?about=articles')).not.toContain('Senior Night');

    const media = await uploadLibraryImage(ctx.app, team.cookie, 'feature', { width: 2000, height: 1500 });
    const added = await callSection(ctx.app, 'POST', `${url}/${gallery.id}/photos`, team.cookie, {
      mediaId: media.id,
      title: 'The seniors',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      title: 'The seniors',
      image: { file: media.id, width: 1600, height: 900 },
    });

    const page = await fetchSitePage(ctx.app, `/sites/${team.slug}/gallery/senior-night`);
    expect(page.status).toBe(200);
    expect(page.html.querySelectorAll('img').some((img) => img.getAttribute('alt') === 'The seniors')).toBe(
      true,
    );
  });

  it('names the field of every invalid value', async () => {
    const { team, input } = await teamWithOptions();
    const other = await teamWithOptions();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'Please enter the title'],
      [{ timeOfGallery: 'soon' }, 'timeOfGallery', galleryMessages.enterTime],
      [{ seasonId: other.options.seasons[0].id }, 'seasonId', galleryMessages.unknownSeason],
      [{ tags: [{ id: other.options.players[0].id, type: 'player' }] }, 'tags', galleryMessages.unknownTag],
    ];
    for (const [change, field, message] of cases) {
      const res = await callSection(ctx.app, 'POST', url, team.cookie, { ...input, ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields[field], field).toContain(message);
    }
    const gallery = (await callSection(ctx.app, 'POST', url, team.cookie, input)).json();
    const notMine = await callSection(ctx.app, 'POST', `${url}/${gallery.id}/photos`, team.cookie, {
      mediaId: 'nope',
    });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().error.fields.mediaId).toBe('Please choose an image from your library');
  });

  it(`keeps a gallery to ${maxGalleryPhotos} photos when 25 uploads arrive at once`, async () => {
    const { team, input } = await teamWithOptions();
    const gallery = (await callSection(ctx.app, 'POST', url, team.cookie, input)).json();
    const media = await uploadLibraryImage(ctx.app, team.cookie, 'feature', { width: 400, height: 300 });
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        callSection(ctx.app, 'POST', `${url}/${gallery.id}/photos`, team.cookie, {
          mediaId: media.id,
          title: `#${i}`,
        }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(maxGalleryPhotos);
    const refused = answers.filter((res) => res.statusCode !== 201);
    expect(refused).toHaveLength(5);
    for (const res of refused) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(galleryMessages.full);
    }
    const stored = (await callSection(ctx.app, 'GET', `${url}/${gallery.id}`, team.cookie)).json();
    expect(stored.photos).toHaveLength(maxGalleryPhotos);
    const [row] = await ctx.database.db.select().from(galleries).where(eq(galleries.id, gallery.id));
    assert(row);
    expect(row.photoIds).toHaveLength(maxGalleryPhotos);
  });

  it('edits, untags and removes a photo', async () => {
    const { team, input, options } = await teamWithOptions();
    const gallery = (await callSection(ctx.app, 'POST', url, team.cookie, input)).json();
    const media = await uploadLibraryImage(ctx.app, team.cookie, 'feature');
    const photo = (
      await callSection(ctx.app, 'POST', `${url}/${gallery.id}/photos`, team.cookie, { mediaId: media.id })
    ).json();
    const tags = [
      { id: options.players[0].id, type: 'player' },
      { id: options.coaches[0].id, type: 'coach' },
    ];
    const edited = await callSection(ctx.app, 'PUT', `${url}/${gallery.id}/photos/${photo.id}`, team.cookie, {
      title: 'Handshake line',
      tags,
    });
    expect(edited.json()).toMatchObject({ title: 'Handshake line', tags });
    const untagged = await callSection(
      ctx.app,
      'DELETE',
      `${url}/${gallery.id}/photos/${photo.id}/tags/${options.players[0].id}`,
      team.cookie,
    );
    expect(untagged.json().tags).toEqual([tags[1]]);
    expect(
      (await callSection(ctx.app, 'DELETE', `${url}/${gallery.id}/photos/${photo.id}`, team.cookie))
        .statusCode,
    ).toBe(204);
    const again = await callSection(
      ctx.app,
      'DELETE',
      `${url}/${gallery.id}/photos/${photo.id}`,
      team.cookie,
    );
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(galleryMessages.photoNotFound);
    expect((await callSection(ctx.app, 'GET', `${url}/${gallery.id}`, team.cookie)).json().photos).toEqual(
      [],
    );
  });

  it('deletes a gallery with its photos, but never My Library or an article’s gallery', async () => {
    const { team, input } = await teamWithOptions();
    const gallery = (await callSection(ctx.app, 'POST', url, team.cookie, input)).json();
    const media = await uploadLibraryImage(ctx.app, team.cookie, 'feature');
    await callSection(ctx.app, 'POST', `${url}/${gallery.id}/photos`, team.cookie, { mediaId: media.id });
    expect((await callSection(ctx.app, 'DELETE', `${url}/${gallery.id}`, team.cookie)).statusCode).toBe(204);
    expect(await ctx.database.db.select().from(photos).where(eq(photos.galleryId, gallery.id))).toEqual([]);

    const library = await myLibraryOf(team.teamId);
    assert(library);
    const refusedLibrary = await callSection(ctx.app, 'DELETE', `${url}/${library.id}`, team.cookie);
    expect(refusedLibrary.statusCode).toBe(409);
    expect(refusedLibrary.json().error.message).toBe(galleryMessages.myLibraryUndeletable);

    const article = (
      await callSection(ctx.app, 'POST', '/api/articles', team.cookie, {
        title: 'Banquet',
        content: '<p>Fun</p>',
      })
    ).json();
    const owned = (
      await callSection(ctx.app, 'POST', `/api/articles/${article.id}/gallery`, team.cookie)
    ).json();
    const refusedArticle = await callSection(ctx.app, 'DELETE', `${url}/${owned.gallery.id}`, team.cookie);
    expect(refusedArticle.statusCode).toBe(409);
    expect(refusedArticle.json().error.message).toBe(galleryMessages.articleGalleryUndeletable('Banquet'));
    expect(await titles(team.cookie, '?about=articles')).toContain('Banquet');
  });

  it("refuses another team's gallery and photos", async () => {
    const { team, input } = await teamWithOptions();
    const other = await teamWithOptions();
    const theirs = (await callSection(ctx.app, 'POST', url, other.team.cookie, other.input)).json();
    const refused = await expectForeignIdRefused(ctx.app, url, theirs.id, team.cookie, input);
    expect(refused.statusCodes).toEqual([404, 404, 404]);
    const media = await uploadLibraryImage(ctx.app, team.cookie, 'feature');
    const into = await callSection(ctx.app, 'POST', `${url}/${theirs.id}/photos`, team.cookie, {
      mediaId: media.id,
    });
    expect(into.statusCode).toBe(404);
    const theirMedia = await uploadLibraryImage(ctx.app, other.team.cookie, 'feature');
    const photo = (
      await callSection(ctx.app, 'POST', `${url}/${theirs.id}/photos`, other.team.cookie, {
        mediaId: theirMedia.id,
      })
    ).json();
    const remove = await callSection(
      ctx.app,
      'DELETE',
      `${url}/${theirs.id}/photos/${photo.id}`,
      team.cookie,
    );
    expect(remove.statusCode).toBe(404);
  });

  /** The photos of a public gallery page as its lightbox island gets them: caption and picture. */
  async function publicPhotos(slug: string, urlId: string) {
    const page = await fetchSitePage(ctx.app, `/sites/${slug}/gallery/${urlId}`);
    const island = page.html.querySelector('[data-island="lightbox"]');
    const props = JSON.parse(island?.getAttribute('data-props') ?? '{"photos":[]}') as {
      photos: { title: string; full: { src: string } }[];
    };
    return { page, photos: props.photos };
  }

  async function galleryWithPhotos(titles: string[]) {
    const { team, input } = await teamWithOptions();
    const gallery = (await callSection(ctx.app, 'POST', url, team.cookie, input)).json();
    const added = [];
    for (const title of titles) {
      const media = await uploadLibraryImage(ctx.app, team.cookie, 'feature', { width: 400, height: 300 });
      added.push(
        (
          await callSection(ctx.app, 'POST', `${url}/${gallery.id}/photos`, team.cookie, {
            mediaId: media.id,
            title,
          })
        ).json(),
      );
    }
    return {
      team,
      input,
      gallery,
      photos: added as { id: string; title: string; image: { link: string } }[],
    };
  }

  it('counts a gallery’s photos in the gallery list and in its article', async () => {
    const { team } = await teamWithOptions();
    const article = (
      await callSection(ctx.app, 'POST', '/api/articles', team.cookie, {
        title: 'Banquet',
        content: '<p>Fun</p>',
      })
    ).json();
    const { gallery } = (
      await callSection(ctx.app, 'POST', `/api/articles/${article.id}/gallery`, team.cookie)
    ).json();
    const added = [];
    for (const title of ['Toast', 'Cake']) {
      const media = await uploadLibraryImage(ctx.app, team.cookie, 'feature', { width: 400, height: 300 });
      added.push(
        (
          await callSection(ctx.app, 'POST', `${url}/${gallery.id}/photos`, team.cookie, {
            mediaId: media.id,
            title,
          })
        ).json(),
      );
    }
    await callSection(ctx.app, 'DELETE', `${url}/${gallery.id}/photos/${added[0].id}`, team.cookie);
    const listed = (await callSection(ctx.app, 'GET', `${url}?about=articles`, team.cookie)).json().items;
    expect(listed.find((item: { id: string }) => item.id === gallery.id)).toMatchObject({
      subtitle: expect.stringMatching(/· 1 of 20 photos$/),
      imageLink: added[1].image.link,
    });
    const stored = (await callSection(ctx.app, 'GET', `/api/articles/${article.id}`, team.cookie)).json();
    expect(stored.gallery).toMatchObject({ id: gallery.id, photoCount: 1 });
  });

  it('arranges the photos: the portal, the list cover, the public gallery page and its lightbox follow', async () => {
    const { team, gallery, photos: added } = await galleryWithPhotos(['First', 'Second', 'Third']);
    const [first, second, third] = added;
    assert(first);
    assert(second);
    assert(third);
    const arranged = await callSection(ctx.app, 'PUT', `${url}/${gallery.id}/photos/order`, team.cookie, {
      ids: [third.id, first.id, second.id],
    });
    expect(arranged.statusCode).toBe(200);
    expect(arranged.json().photos.map((p: { title: string }) => p.title)).toEqual([
      'Third',
      'First',
      'Second',
    ]);

    const stored = (await callSection(ctx.app, 'GET', `${url}/${gallery.id}`, team.cookie)).json();
    expect(stored.photos.map((p: { title: string }) => p.title)).toEqual(['Third', 'First', 'Second']);
    const listed = (await callSection(ctx.app, 'GET', url, team.cookie)).json().items;
    expect(listed.find((item: { id: string }) => item.id === gallery.id)).toMatchObject({
      imageLink: third.image.link,
      subtitle: expect.stringContaining('3 of 20 photos'),
    });

    const { page, photos: shown } = await publicPhotos(team.slug, gallery.urlId);
    expect(shown.map((p) => p.title)).toEqual(['Third', 'First', 'Second']);
    const gridAlts = page.html.querySelectorAll('.photo-grid img').map((img) => img.getAttribute('alt'));
    expect(gridAlts).toEqual(['Third', 'First', 'Second']);

    // A photo added later goes last, after the arranged ones.
    const media = await uploadLibraryImage(ctx.app, team.cookie, 'feature', { width: 400, height: 300 });
    await callSection(ctx.app, 'POST', `${url}/${gallery.id}/photos`, team.cookie, {
      mediaId: media.id,
      title: 'Fourth',
    });
    expect((await publicPhotos(team.slug, gallery.urlId)).photos.map((p) => p.title)).toEqual([
      'Third',
      'First',
      'Second',
      'Fourth',
    ]);
  });

  it('refuses an order that is not exactly the gallery’s photos, and keeps the stored one', async () => {
    const { team, gallery, photos: added } = await galleryWithPhotos(['First', 'Second']);
    const [first, second] = added;
    assert(first);
    assert(second);
    const orderOf = (ids: unknown) =>
      callSection(ctx.app, 'PUT', `${url}/${gallery.id}/photos/order`, team.cookie, { ids });
    for (const ids of [[second.id], [second.id, first.id, 'someone-else'], [second.id, 'someone-else']]) {
      const res = await orderOf(ids);
      expect(res.statusCode, JSON.stringify(ids)).toBe(409);
      expect(res.json().error.message).toBe(contentOrderMessages.stale);
    }
    const twice = await orderOf([first.id, first.id]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields.ids).toBe(contentOrderMessages.duplicate);
    const missing = await orderOf(undefined);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toEqual(['ids']);
    const stored = (await callSection(ctx.app, 'GET', `${url}/${gallery.id}`, team.cookie)).json();
    expect(stored.photos.map((p: { title: string }) => p.title)).toEqual(['First', 'Second']);
  });

  it("refuses to arrange another team's gallery", async () => {
    const theirs = await galleryWithPhotos(['First', 'Second']);
    const { team } = await teamWithOptions();
    const [first, second] = theirs.photos;
    assert(first);
    assert(second);
    const res = await callSection(ctx.app, 'PUT', `${url}/${theirs.gallery.id}/photos/order`, team.cookie, {
      ids: [second.id, first.id],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(galleryMessages.notFound);
    const [row] = await ctx.database.db.select().from(galleries).where(eq(galleries.id, theirs.gallery.id));
    assert(row);
    expect(row.photoIds).toEqual([first.id, second.id]);
  });

  it('captions a public photo with its title, or nothing: never the uploaded file’s name', async () => {
    const { team, input } = await teamWithOptions();
    const gallery = (await callSection(ctx.app, 'POST', url, team.cookie, input)).json();
    const media = await uploadLibraryImage(
      ctx.app,
      team.cookie,
      'feature',
      { width: 400, height: 300 },
      'IMG_2034.jpg',
    );
    expect(media.title).toBe('IMG_2034');
    const photo = (
      await callSection(ctx.app, 'POST', `${url}/${gallery.id}/photos`, team.cookie, { mediaId: media.id })
    ).json();
    expect(photo.title).toBe('');
    const untitled = await publicPhotos(team.slug, gallery.urlId);
    expect(untitled.photos.map((p) => p.title)).toEqual(['']);
    expect(untitled.page.body).not.toContain('IMG_2034');

    await callSection(ctx.app, 'PUT', `${url}/${gallery.id}/photos/${photo.id}`, team.cookie, {
      title: 'The captain scores',
      tags: [],
    });
    const titled = await publicPhotos(team.slug, gallery.urlId);
    expect(titled.photos.map((p) => p.title)).toEqual(['The captain scores']);
    expect(titled.page.html.querySelector('.photo-grid a')?.text).toContain(
      'Open photo 1 of 1: The captain scores',
    );
  });

  it('refreshes the cached public gallery page after a write through the API', async () => {
    const { team, input } = await teamWithOptions();
    const gallery = (await callSection(ctx.app, 'POST', url, team.cookie, input)).json();
    const before = await fetchSitePage(ctx.app, `/sites/${team.slug}/gallery/${gallery.urlId}`);
    expect(before.html.querySelector('h1')?.text).toContain('Senior Night');
    await callSection(ctx.app, 'PUT', `${url}/${gallery.id}`, team.cookie, {
      ...input,
      title: 'Senior Night 2026',
    });
    const after = await fetchSitePage(ctx.app, `/sites/${team.slug}/gallery/${gallery.urlId}`);
    expect(after.html.querySelector('h1')?.text).toContain('Senior Night 2026');
    await callSection(ctx.app, 'PUT', `${url}/${gallery.id}`, team.cookie, { ...input, published: false });
    expect((await fetchSitePage(ctx.app, `/sites/${team.slug}/gallery/${gallery.urlId}`)).status).toBe(404);
  });
});
