import { articleMessages, itemAt } from '@sideline/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeContentApi, requestsOf } from '../../../test/content-section-fake-api.ts';
import { renderPortalPage } from '../../../test/render-portal-page.tsx';
import { AllArticlesSectionPage, GameArticlesSectionPage } from './articles-pages.tsx';

const article = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  title: 'Season Opener',
  url: 'season-opener',
  author: 'Team Media',
  content: '<p>We won.</p>',
  mobileContent: '',
  featureImage: { file: '', link: '' },
  timeOfArticle: '2026-10-04T21:15',
  notes: '',
  seasonId: '',
  gameId: '',
  eventId: '',
  practiceId: '',
  galleryId: '',
  tags: [],
  published: true,
  gallery: null,
  timeCreated: '2026-01-01T00:00:00.000Z',
  timeModified: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const options = {
  seasons: [{ id: 's1', name: '2026-2027 Season' }],
  games: [
    { id: 'g1', name: 'Game vs Bay State on Oct 4, 2026', isFinished: true },
    { id: 'g2', name: 'Game vs Harbor on Nov 1, 2026', isFinished: false },
  ],
  events: [],
  practices: [],
  players: [{ id: 'p1', name: 'Avery Stone' }],
  coaches: [{ id: 'c1', name: 'Morgan Hale' }],
  galleries: [],
};

function renderAt(path: string, page = <AllArticlesSectionPage />, routePath = '/portal/articles/all/*') {
  const fetchMock = fakeContentApi({
    apiPath: '/api/articles',
    records: [
      article('a1'),
      article('a2', {
        title: 'Banquet night',
        url: 'banquet-night',
        gallery: { id: 'gal', title: 'Banquet photos', photoCount: 12 },
        galleryId: 'gal',
      }),
    ],
    toListItem: (record) => ({ id: record.id, title: String(record.title), subtitle: '', imageLink: '' }),
    otherAnswers: {
      '/api/articles/options': options,
      '/api/articles/options?articleId=a1': options,
      '/api/articles/options?articleId=a2': options,
      '/api/articles/recaps': article('r1', {
        title: 'Huskies beat Bay State 4-2',
        gameId: 'g1',
        published: false,
      }),
    },
  });
  const router = renderPortalPage(path, page, { routePath });
  return { fetchMock, router };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Articles', () => {
  it('lists articles beside the spec prompt, with the four sub-sections as tabs', async () => {
    renderAt('/portal/articles/all');
    expect(await screen.findByText('Banquet night')).toBeTruthy();
    expect(screen.getByText(articleMessages.selectPrompt)).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'Articles' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Articles', 'Events', 'Games', 'All']);
  });

  it('asks only its sub-section and saves an edited article with its tags', async () => {
    const { fetchMock } = renderAt(
      '/portal/articles/games/a1',
      <GameArticlesSectionPage />,
      '/portal/articles/games/*',
    );
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Season Opener Recap' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tags' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Avery Stone' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requestsOf(fetchMock, 'PUT')[0]?.[1]).toMatchObject({
        title: 'Season Opener Recap',
        tags: ['p1'],
        featureImage: '',
        content: '<p>We won.</p>',
      }),
    );
    expect(requestsOf(fetchMock, 'GET').some(([url]) => url.startsWith('/api/articles?about=games'))).toBe(
      true,
    );
  });

  it('names a missing title and an invalid address on their fields', async () => {
    const { fetchMock } = renderAt('/portal/articles/all/addarticle');
    fireEvent.change(await screen.findByLabelText(/^Address/), { target: { value: 'Not OK!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Please enter the title')).not.toHaveLength(0);
    expect(screen.getAllByText(/Please use only lower-case letters/)).not.toHaveLength(0);
    expect(requestsOf(fetchMock, 'POST')).toEqual([]);
  });

  it('says that the gallery goes with a deleted article and links to its photos', async () => {
    const { fetchMock } = renderAt('/portal/articles/all/a2');
    expect(await screen.findByText(/Gallery “Banquet photos”: 12 of 20 photos/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add or edit its photos' }).getAttribute('href')).toBe(
      '/portal/galleries/articles/gal',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/its 12 photos are deleted with it/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(articleMessages.deleted)).toBeTruthy();
    expect(requestsOf(fetchMock, 'DELETE')[0]?.[0]).toBe('/api/articles/a2');
  });

  it('drafts a recap from a finished game only and opens it', async () => {
    const { fetchMock, router } = renderAt('/portal/articles/all');
    fireEvent.click(await screen.findByRole('button', { name: 'Draft a game recap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Draft a game recap' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Finished game' }));
    const choices = await screen.findAllByRole('option');
    expect(choices.map((option) => option.textContent)).toEqual(['Game vs Bay State on Oct 4, 2026']);
    fireEvent.click(itemAt(choices, 0));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Draft the recap' }));
    expect(await screen.findByText(articleMessages.recapDrafted)).toBeTruthy();
    expect(requestsOf(fetchMock, 'POST')[0]).toEqual(['/api/articles/recaps', { gameId: 'g1' }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/articles/games/r1'));
  });
});
