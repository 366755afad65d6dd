import { leagueMessages } from '@sideline/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeContentApi, requestsOf } from '../../../test/content-section-fake-api.ts';
import { renderPortalPage } from '../../../test/render-portal-page.tsx';
import { LeaguesPage } from './leagues-page.tsx';

const league = (id: string, name: string, gameCount: number) => ({
  id,
  name,
  division: 'Division I',
  preDevelopedLeagueId: null,
  preDevelopedConferenceId: null,
  gameCount,
  timeCreated: '2026-01-01T00:00:00.000Z',
  timeModified: '2026-01-01T00:00:00.000Z',
});

const preDeveloped = {
  leagues: [
    { id: 'acha', name: 'ACHA', division: 'Women’s D1', conferences: [{ id: 'ecwhc', name: 'ECWHC' }] },
    { id: 'nchc', name: 'NCHC', division: '', conferences: [] },
  ],
};

function renderAt(path: string) {
  const fetchMock = fakeContentApi({
    apiPath: '/api/leagues',
    records: [league('l1', 'Club League', 4), league('l2', 'Spring Cup', 0)],
    toListItem: (record) => ({ id: record.id, title: String(record.name), subtitle: '', imageLink: '' }),
    otherAnswers: { '/api/leagues/predeveloped': preDeveloped },
    refuse: (method, id) =>
      method === 'DELETE' && id === 'l1'
        ? { status: 409, body: { error: { code: 'conflict', message: leagueMessages.hasGames(4) } } }
        : undefined,
  });
  const router = renderPortalPage(path, <LeaguesPage />, { routePath: '/portal/leagues/*' });
  return { fetchMock, router };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Leagues section', () => {
  it('offers the pre-developed leagues of the sport and only the chosen league’s conferences', async () => {
    const { fetchMock } = renderAt('/portal/leagues/newleague');
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Harbor League' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'League of your sport' }));
    fireEvent.click(await screen.findByRole('option', { name: 'ACHA (Women’s D1)' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Conference' }));
    fireEvent.click(await screen.findByRole('option', { name: 'ECWHC' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(leagueMessages.created)).toBeTruthy();
    expect(requestsOf(fetchMock, 'POST')[0]?.[1]).toEqual({
      name: 'Harbor League',
      division: '',
      preDevelopedLeagueId: 'acha',
      preDevelopedConferenceId: 'ecwhc',
    });
  });

  it('says how many games block deleting a league, and the server’s refusal as a toast', async () => {
    const { router } = renderAt('/portal/leagues/l1');
    expect(await screen.findByText(leagueMessages.hasGames(4))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Club League?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByText(leagueMessages.hasGames(4))).toHaveLength(2));
    expect(router.state.location.pathname).toBe('/portal/leagues/l1');
  });

  it('asks for the league name on the field', async () => {
    renderAt('/portal/leagues/l2');
    const name = await screen.findByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Please enter the league name')).not.toHaveLength(0);
  });
});
