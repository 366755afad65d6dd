import { eventMessages, practiceMessages } from '@sideline/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeContentApi, requestsOf } from '../../../test/content-section-fake-api.ts';
import { renderPortalPage } from '../../../test/render-portal-page.tsx';
import { EventsAndPracticeSectionPage, PracticeSectionPage } from './events-pages.tsx';

const event = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  urlId: id,
  eventType: 'event',
  title: 'Alumni Skate Night',
  featureImage: { file: '', link: '' },
  venue: 'Harbor Arena',
  start: '2027-03-05T18:30',
  end: '',
  seasonId: null,
  notes: '',
  tags: [],
  published: true,
  article: null,
  gallery: null,
  tickets: { total: 0, sold: 0 },
  timeCreated: '2026-01-01T00:00:00.000Z',
  timeModified: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

function renderAt(
  path: string,
  page = <EventsAndPracticeSectionPage />,
  routePath = '/portal/events/eventsandpractice/*',
) {
  const fetchMock = fakeContentApi({
    apiPath: '/api/events',
    records: [
      event('e1'),
      event('e2', {
        title: 'Banquet',
        tickets: { total: 3, sold: 0 },
        gallery: { id: 'g', title: 'Banquet photos' },
      }),
    ],
    toListItem: (record) => ({ id: record.id, title: String(record.title), subtitle: '', imageLink: '' }),
    otherAnswers: {
      '/api/events/options': {
        seasons: [{ id: 's1', name: '2026-2027 Season' }],
        players: [{ id: 'p1', name: 'Avery Stone' }],
        coaches: [{ id: 'c1', name: 'Morgan Hale' }],
        games: [{ id: 'g1', name: 'Game vs Bay State on Feb 6, 2027' }],
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

describe('Events & Practice', () => {
  it('lists events beside the spec prompt', async () => {
    renderAt('/portal/events/eventsandpractice');
    expect(await screen.findByText('Banquet')).toBeTruthy();
    expect(screen.getByText(eventMessages.selectPrompt)).toBeTruthy();
  });

  it('asks only its own type in a sub-section and creates a practice there', async () => {
    const { fetchMock } = renderAt(
      '/portal/events/practice/addevent',
      <PracticeSectionPage />,
      '/portal/events/practice/*',
    );
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Power skating' } });
    fireEvent.change(screen.getByLabelText(/^Starts/), { target: { value: '2027-03-07T07:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(practiceMessages.created)).toBeTruthy();
    expect(practiceMessages.created).toBe('Practice created.');
    expect(requestsOf(fetchMock, 'GET').some(([url]) => url.startsWith('/api/events?type=practice'))).toBe(
      true,
    );
    expect(requestsOf(fetchMock, 'POST')[0]?.[1]).toMatchObject({
      eventType: 'practice',
      title: 'Power skating',
      start: '2027-03-07T07:00',
      featureImage: '',
    });
  });

  it('refuses an end before the start on the field', async () => {
    const { fetchMock } = renderAt('/portal/events/eventsandpractice/e1');
    fireEvent.change(await screen.findByLabelText(/^Ends/), { target: { value: '2027-03-05T17:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(eventMessages.endBeforeStart)).not.toHaveLength(0);
    expect(requestsOf(fetchMock, 'PUT')).toEqual([]);
  });

  it('tags a player and says what goes with a deleted event', async () => {
    const { fetchMock } = renderAt('/portal/events/eventsandpractice/e2');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Tags' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Avery Stone' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requestsOf(fetchMock, 'PUT')[0]?.[1]).toMatchObject({ tags: [{ id: 'p1', type: 'player' }] }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/its gallery "Banquet photos"/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Also remove its 3 tickets/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(eventMessages.deleted)).toBeTruthy();
    expect(requestsOf(fetchMock, 'DELETE')[0]?.[0]).toBe('/api/events/e2?tickets=remove');
  });
});
