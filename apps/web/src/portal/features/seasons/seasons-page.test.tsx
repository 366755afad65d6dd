import { seasonMessages } from '@sideline/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeContentApi, requestsOf } from '../../../test/content-section-fake-api.ts';
import { renderPortalPage } from '../../../test/render-portal-page.tsx';
import { SeasonsPage } from './seasons-page.tsx';

const season = (id: string, name: string) => ({
  id,
  name,
  preDevelopedSeasonId: null,
  startDate: '2025-09-01',
  endDate: '2026-04-30',
  notes: '',
  published: true,
  gameCount: 0,
  timeCreated: '2026-01-01T00:00:00.000Z',
  timeModified: '2026-01-01T00:00:00.000Z',
});

function renderAt(path: string) {
  const fetchMock = fakeContentApi({
    apiPath: '/api/seasons',
    records: [season('s1', '2025-2026 Season')],
    toListItem: (record) => ({ id: record.id, title: String(record.name), subtitle: '', imageLink: '' }),
    otherAnswers: {
      '/api/seasons/predeveloped': {
        seasons: [{ id: 'p26', name: '2026-2027', startDate: '2026-09-01', endDate: '2027-04-30' }],
      },
    },
  });
  const router = renderPortalPage(path, <SeasonsPage />, { routePath: '/portal/seasons/*' });
  return { fetchMock, router };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Seasons section', () => {
  it('shows the spec prompt beside the list', async () => {
    renderAt('/portal/seasons');
    expect(await screen.findByText('2025-2026 Season')).toBeTruthy();
    expect(screen.getByText(seasonMessages.selectPrompt)).toBeTruthy();
  });

  it('fills an empty name and dates from a pre-developed season and creates it', async () => {
    const { fetchMock, router } = renderAt('/portal/seasons/createseason');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Season of your sport' }));
    fireEvent.click(await screen.findByRole('option', { name: '2026-2027' }));
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('2026-2027');
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('2026-09-01');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(seasonMessages.created)).toBeTruthy();
    expect(requestsOf(fetchMock, 'POST')[0]?.[1]).toEqual({
      name: '2026-2027',
      preDevelopedSeasonId: 'p26',
      startDate: '2026-09-01',
      endDate: '2027-04-30',
      notes: '',
      published: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/seasons/new-1'));
  });

  it('saves the season hidden from the website with the publish switch', async () => {
    const { fetchMock } = renderAt('/portal/seasons/s1');
    fireEvent.click(await screen.findByRole('switch', { name: 'Published on your website' }));
    expect(screen.getByText('Hidden from visitors; you still see it here.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(seasonMessages.updated)).toBeTruthy();
    expect(requestsOf(fetchMock, 'PUT')[0]?.[1]).toMatchObject({ published: false });
  });

  it('refuses an end date before the start date on the field', async () => {
    const { fetchMock } = renderAt('/portal/seasons/s1');
    fireEvent.change(await screen.findByLabelText('End date'), { target: { value: '2025-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(seasonMessages.endBeforeStart)).not.toHaveLength(0);
    expect(requestsOf(fetchMock, 'PUT')).toEqual([]);
  });
});
