import { gameMessages, gameStatsClosedHint } from '@sideline/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeContentApi, requestsOf } from '../../../test/content-section-fake-api.ts';
import { renderPortalPage } from '../../../test/render-portal-page.tsx';
import { GamesPage } from './games-page.tsx';

const noImage = { file: '', link: '' };

const game = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  title: '',
  displayTitle: 'Game vs Bay State on Feb 6, 2027',
  seasonId: 's1',
  leagueId: null,
  opponentId: 'o1',
  preDevelopedSeasonId: null,
  preDevelopedLeagueId: null,
  preDevelopedConferenceId: null,
  homeGame: true,
  status: 'scheduled',
  date: '2027-02-06',
  time: '19:30',
  timeTba: false,
  venue: 'Harbor Arena',
  attendance: '',
  featureImage: noImage,
  articleImage: noImage,
  promotionalText: '',
  promotionalVideo: '',
  notes: '',
  tags: '',
  players: [],
  coaches: [],
  lineupWarnings: [],
  published: true,
  winOrLoss: null,
  gameScore: '',
  shutOut: false,
  article: null,
  gallery: null,
  tickets: { total: 0, sold: 0 },
  timeCreated: '2026-01-01T00:00:00.000Z',
  timeModified: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

function renderAt(path: string) {
  const fetchMock = fakeContentApi({
    apiPath: '/api/games',
    records: [
      game('g1'),
      game('g2', { status: 'finished', gameScore: '3-1', displayTitle: 'Game vs Lakeside on Jan 9, 2027' }),
      game('g3', {
        displayTitle: 'Game vs Northfield',
        tickets: { total: 2, sold: 0 },
        article: { id: 'a1', title: 'Preview' },
      }),
    ],
    toListItem: (record) => ({
      id: record.id,
      title: String(record.displayTitle),
      subtitle: '',
      imageLink: '',
      isSample: record.id === 'g2',
    }),
    otherAnswers: {
      '/api/games/options': {
        seasons: [{ id: 's1', name: '2026-2027 Season' }],
        leagues: [],
        opponents: [
          { id: 'o1', name: 'Bay State' },
          { id: 'o2', name: 'Lakeside' },
        ],
        players: [
          { id: 'p1', name: 'Avery Stone', number: '9', position: 'Attack' },
          { id: 'p2', name: 'Blake Reyes', number: '22', position: 'Goalie' },
        ],
        coaches: [{ id: 'c1', name: 'Morgan Hale' }],
      },
      '/api/seasons/predeveloped': { seasons: [] },
      '/api/leagues/predeveloped': { leagues: [] },
    },
  });
  const router = renderPortalPage(path, <GamesPage />, { routePath: '/portal/seasons/games/*' });
  return { fetchMock, router };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Games section', () => {
  it('lists the games beside the spec prompt, with the Seasons | Games tabs', async () => {
    renderAt('/portal/seasons/games');
    expect(await screen.findByText('Game vs Lakeside on Jan 9, 2027')).toBeTruthy();
    expect(screen.getByText(gameMessages.selectPrompt)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Games' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Seasons' }).getAttribute('href')).toBe('/portal/seasons');
  });

  it('marks the sample games in the list', async () => {
    renderAt('/portal/seasons/games');
    const sampleRow = (await screen.findByText('Game vs Lakeside on Jan 9, 2027')).closest('li')!;
    expect(within(sampleRow).getByText('Sample')).toBeTruthy();
    const ownRow = screen.getByText('Game vs Northfield').closest('li')!;
    expect(within(ownRow).queryByText('Sample')).toBeNull();
  });

  it('warns about a number worn twice in the line-up and still saves it', async () => {
    const { fetchMock } = renderAt('/portal/seasons/games/addgame');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Opponent/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Lakeside' }));
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2027-03-14' } });
    fireEvent.change(screen.getByLabelText(/^Time \*?$/), { target: { value: '18:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the whole roster' }));
    expect(screen.queryByText(/is worn by/)).toBeNull();
    // Blank takes the player's own number: Avery Stone wears 9, and now Blake Reyes too.
    fireEvent.change(screen.getByLabelText('Number of Blake Reyes'), { target: { value: '9' } });
    expect(
      screen.getByText(
        /#9 is worn by 2 players in this line-up\. Please check their numbers\. \(Avery Stone, Blake Reyes\)/,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(gameMessages.created)).toBeTruthy();
    expect(requestsOf(fetchMock, 'POST')[0]?.[1]).toMatchObject({
      players: [
        { playerId: 'p1', number: '' },
        { playerId: 'p2', number: '9' },
      ],
    });
  });

  it('creates a game in the newest season with its default title and line-up', async () => {
    const { fetchMock, router } = renderAt('/portal/seasons/games/addgame');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Opponent/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Lakeside' }));
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2027-03-14' } });
    fireEvent.change(screen.getByLabelText(/^Time \*?$/), { target: { value: '18:00' } });
    expect(screen.getByText('Leave empty for "Game vs Lakeside on Mar 14, 2027"')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add the whole roster' }));
    fireEvent.change(screen.getByLabelText('Number of Blake Reyes'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(gameMessages.created)).toBeTruthy();
    expect(requestsOf(fetchMock, 'POST')[0]?.[1]).toMatchObject({
      seasonId: 's1',
      opponentId: 'o2',
      date: '2027-03-14',
      time: '18:00',
      timeTba: false,
      status: 'scheduled',
      featureImage: '',
      players: [
        { playerId: 'p1', number: '', position: '' },
        { playerId: 'p2', number: '1', position: '' },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/seasons/games/new-1'));
  });

  it('asks for a time unless it is to be announced, and then drops the date from the title', async () => {
    const { fetchMock } = renderAt('/portal/seasons/games/g1');
    fireEvent.change(await screen.findByLabelText(/^Time \*?$/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(gameMessages.enterTime)).not.toHaveLength(0);
    expect(requestsOf(fetchMock, 'PUT')).toEqual([]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Time to be announced' }));
    expect(screen.getByText('Leave empty for "Game vs Bay State"')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(gameMessages.updated)).toBeTruthy();
    expect(requestsOf(fetchMock, 'PUT')[0]?.[1]).toMatchObject({ timeTba: true, time: '' });
  });

  it("hints at the status on a scheduled game and opens a finished game's sheet", async () => {
    renderAt('/portal/seasons/games/g1');
    expect(await screen.findByText(gameStatsClosedHint)).toBeTruthy();
    cleanup();
    renderAt('/portal/seasons/games/g2');
    const link = await screen.findByRole('link', { name: 'Open the game sheet' });
    expect(link.getAttribute('href')).toBe('/portal/seasons/gamesheet/g2');
  });

  it('says what goes with a deleted game and can remove its tickets too', async () => {
    const { fetchMock } = renderAt('/portal/seasons/games/g3');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/its article "Preview"/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Also remove its 2 tickets/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(gameMessages.deleted)).toBeTruthy();
    expect(requestsOf(fetchMock, 'DELETE')[0]?.[0]).toBe('/api/games/g3?tickets=remove');
  });
});
