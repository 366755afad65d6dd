import { galleryMessages } from '@sideline/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeContentApi, requestsOf } from '../../../test/content-section-fake-api.ts';
import { stubXmlHttpRequest } from '../../../test/fake-xml-http-request.ts';
import { buildMediaAsset } from '../../../test/media-fixtures.ts';
import { renderPortalPage } from '../../../test/render-portal-page.tsx';
import { AllGalleriesSectionPage, GameGalleriesSectionPage } from './galleries-pages.tsx';

const photo = (id: string, title: string) => ({
  id,
  title,
  tags: [{ id: 'p1', type: 'player' }],
  image: { file: id, link: `/files/${id}.png` },
});
const gallery = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  urlId: id,
  title: 'Senior Night',
  timeOfGallery: '2026-11-20T19:00',
  seasonId: '',
  tags: [],
  published: true,
  isMyLibrary: false,
  article: null,
  photos: [photo('ph1', 'Handshake line')],
  timeCreated: '2026-01-01T00:00:00.000Z',
  timeModified: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

function renderAt(
  path: string,
  page = <AllGalleriesSectionPage />,
  routePath = '/portal/galleries/all/*',
  records: Record<string, unknown>[] & { id: string }[] = [
    gallery('g1'),
    gallery('lib', { title: 'My Library', isMyLibrary: true, photos: [] }),
    gallery('g2', { title: 'Banquet', article: { id: 'a1', title: 'Banquet night' }, photos: [] }),
  ],
) {
  type Photo = ReturnType<typeof photo>;
  const photosOf = (id: string | null) => records.find((r) => id?.startsWith(`${r.id}/`))?.photos as Photo[];
  const fetchMock = fakeContentApi({
    apiPath: '/api/galleries',
    records,
    toListItem: (record) => ({
      id: record.id,
      title: String(record.title),
      subtitle: `${(record.photos as Photo[]).length} of 20 photos`,
      imageLink: '',
    }),
    // The photo routes of a gallery, as the server answers them.
    refuse: (method, id, body) => {
      const photos = photosOf(id);
      if (method === 'POST' && id?.endsWith('/photos')) {
        const added = photo(`ph${photos.length + 10}`, '');
        photos.push(added);
        return { status: 201, body: added };
      }
      if (method === 'PUT' && id?.endsWith('/photos/order')) {
        const { ids } = body as { ids: string[] };
        photos.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
        return { status: 200, body: records.find((r) => id.startsWith(`${r.id}/`)) };
      }
      return undefined;
    },
    otherAnswers: {
      '/api/galleries/options': {
        seasons: [],
        players: [{ id: 'p1', name: 'Avery Stone' }],
        coaches: [],
        games: [],
        events: [],
        articles: [],
      },
    },
  });
  const router = renderPortalPage(path, page, { routePath });
  return { fetchMock, router };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Galleries', () => {
  it('says the spec’s empty state in a tagged sub-section', async () => {
    renderAt('/portal/galleries/games', <GameGalleriesSectionPage />, '/portal/galleries/games/*', []);
    expect(await screen.findByText(galleryMessages.noTagged)).toBeTruthy();
  });

  it('shows a gallery’s photos with their tags, and removes a tag and a photo', async () => {
    const { fetchMock } = renderAt('/portal/galleries/all/g1');
    const photos = await screen.findByRole('list', { name: 'Photos of the gallery' });
    expect(within(photos).getByRole('img', { name: 'Handshake line' })).toBeTruthy();
    expect(screen.getByText('1 of 20')).toBeTruthy();
    const chip = await within(photos).findByRole('button', { name: 'Avery Stone' });
    fireEvent.keyUp(chip, { key: 'Backspace' });
    await waitFor(() =>
      expect(requestsOf(fetchMock, 'DELETE').map(([url]) => url)).toContain(
        '/api/galleries/g1/photos/ph1/tags/p1',
      ),
    );
    fireEvent.click(within(photos).getByRole('button', { name: 'Remove Handshake line' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(requestsOf(fetchMock, 'DELETE').map(([url]) => url)).toContain('/api/galleries/g1/photos/ph1'),
    );
  });

  it('offers no Delete for My Library or an article’s gallery, and says why', async () => {
    renderAt('/portal/galleries/all/lib');
    expect(await screen.findByText(galleryMessages.myLibraryUndeletable)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    cleanup();
    renderAt('/portal/galleries/all/g2');
    expect(await screen.findByText(/Delete the article to delete its gallery/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the article' }).getAttribute('href')).toBe(
      '/portal/articles/all/a1',
    );
  });

  it('counts an uploaded photo in the gallery list at once, and adds it without the file’s name as title', async () => {
    const requests = stubXmlHttpRequest();
    const { fetchMock } = renderAt('/portal/galleries/all/g1');
    const list = await screen.findByRole('list', { name: 'Galleries' });
    await within(list).findByText('1 of 20 photos');
    fireEvent.change(screen.getByLabelText('Images to upload'), {
      target: { files: [new File(['jpg'], 'IMG_2034.jpg', { type: 'image/jpeg' })] },
    });
    act(() => requests[0]?.respond(201, { media: buildMediaAsset({ id: 'media-new', title: 'IMG_2034' }) }));

    expect(await screen.findByText('2 of 20')).toBeTruthy();
    expect(await within(list).findByText('2 of 20 photos')).toBeTruthy();
    expect(requestsOf(fetchMock, 'POST')).toEqual([['/api/galleries/g1/photos', { mediaId: 'media-new' }]]);
  });

  it('moves a photo earlier and later with buttons that keep the focus, sending the new order', async () => {
    const three = gallery('g1', {
      photos: [photo('a', 'Anthem'), photo('b', 'Faceoff'), photo('c', 'Handshake')],
    });
    const { fetchMock } = renderAt(
      '/portal/galleries/all/g1',
      <AllGalleriesSectionPage />,
      '/portal/galleries/all/*',
      [three],
    );
    const photos = await screen.findByRole('list', { name: 'Photos of the gallery' });
    const names = () =>
      within(photos)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt'));
    expect(
      (within(photos).getByRole('button', { name: 'Move Anthem earlier' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (within(photos).getByRole('button', { name: 'Move Handshake later' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    fireEvent.click(within(photos).getByRole('button', { name: 'Move Handshake earlier' }));
    await waitFor(() => expect(names()).toEqual(['Anthem', 'Handshake', 'Faceoff']));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(photos).getByRole('button', { name: 'Move Handshake earlier' }),
      ),
    );
    fireEvent.click(within(photos).getByRole('button', { name: 'Move Handshake earlier' }));
    await waitFor(() => expect(names()).toEqual(['Handshake', 'Anthem', 'Faceoff']));
    // At the front, "earlier" is disabled: the focus goes to "later".
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(photos).getByRole('button', { name: 'Move Handshake later' }),
      ),
    );
    await waitFor(() =>
      expect(requestsOf(fetchMock, 'PUT')).toEqual([
        ['/api/galleries/g1/photos/order', { ids: ['a', 'c', 'b'] }],
        ['/api/galleries/g1/photos/order', { ids: ['c', 'a', 'b'] }],
      ]),
    );
  });

  it('refuses files past the limit before uploading them', async () => {
    const full = gallery('g1', {
      photos: Array.from({ length: 20 }, (_, i) => photo(`p${i}`, `Photo ${i}`)),
    });
    renderAt('/portal/galleries/all/g1', <AllGalleriesSectionPage />, '/portal/galleries/all/*', [full]);
    expect(await screen.findByText('20 of 20')).toBeTruthy();
    expect(screen.getByText(galleryMessages.full)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload images' })).toBeNull();
  });
});
