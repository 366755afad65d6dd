import { galleryMessages } from '@sideline/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeContentApi, requestsOf } from '../../../test/content-section-fake-api.ts';
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
  records = [
    gallery('g1'),
    gallery('lib', { title: 'My Library', isMyLibrary: true, photos: [] }),
    gallery('g2', { title: 'Banquet', article: { id: 'a1', title: 'Banquet night' }, photos: [] }),
  ],
) {
  const fetchMock = fakeContentApi({
    apiPath: '/api/galleries',
    records,
    toListItem: (record) => ({ id: record.id, title: String(record.title), subtitle: '', imageLink: '' }),
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
