import {
  alumniMessages,
  buildDefaultPlayerDetails,
  itemAt,
  playerMessages,
  playerSummaryTooShortMessage,
} from '@sideline/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeContentApi, requestsOf } from '../../../test/content-section-fake-api.ts';
import { renderPortalPage } from '../../../test/render-portal-page.tsx';
import { AlumniPage, RosterPage } from './roster-pages.tsx';

const noImage = { file: '', link: '' };
const player = (id: string, name: string, values: Record<string, string>, alumni = false) => ({
  id,
  urlId: id,
  name,
  email: '',
  phone: '',
  details: buildDefaultPlayerDetails('WOMENSICEHOCKEY').map((row) => ({
    ...row,
    value: values[row.title] ?? '',
  })),
  summary: '',
  bio: '',
  profileImage: noImage,
  featureImage: noImage,
  texts: [],
  alumni,
  published: true,
  overridingStats: {},
  timeCreated: '2026-01-01T00:00:00.000Z',
  timeModified: '2026-01-01T00:00:00.000Z',
});

function renderAt(path: string, alumni = false, refuse?: Parameters<typeof fakeContentApi>[0]['refuse']) {
  const records = [
    player('p1', 'Avery Quinn', { 'Team Number': '27', Position: 'Goalie', Hometown: 'Duluth' }, alumni),
    player('p2', 'Maya Brooks', { 'Team Number': '9', Position: 'Center' }, alumni),
  ];
  const fetchMock = fakeContentApi({
    apiPath: alumni ? '/api/alumni' : '/api/roster',
    records,
    toListItem: (record) => ({ id: record.id, title: String(record.name), subtitle: '', imageLink: '' }),
    refuse,
  });
  const router = renderPortalPage(path, alumni ? <AlumniPage /> : <RosterPage />, {
    routePath: alumni ? '/portal/roster/alumni/*' : '/portal/roster/roster/*',
    otherPaths: alumni ? {} : { '/portal/roster/alumni/:id': 'Alumni record' },
  });
  return { fetchMock, router };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Roster section', () => {
  it('lists the players beside the spec prompt and links the create route', async () => {
    renderAt('/portal/roster/roster');
    const list = screen.getByRole('list', { name: 'Players' });
    expect(await within(list).findByText('Avery Quinn')).toBeTruthy();
    expect(screen.getByText(playerMessages.selectPrompt)).toBeTruthy();
    expect(screen.getByRole('link', { name: /New player/ }).getAttribute('href')).toBe(
      '/portal/roster/roster/addplayer',
    );
  });

  it("edits a player's details, summary and statistics and saves them", async () => {
    const { fetchMock } = renderAt('/portal/roster/roster/p1');
    const number = (await screen.findByLabelText(/^Team Number/)) as HTMLInputElement;
    expect(number.value).toBe('27');
    // The automatic summary the site shows while the summary is empty.
    expect(screen.getByText(/Avery Quinn plays Goalie for Northfield University Hockey/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Summary/), { target: { value: 'Too short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(playerSummaryTooShortMessage)).not.toHaveLength(0);
    expect(requestsOf(fetchMock, 'PUT')).toEqual([]);
    fireEvent.change(screen.getByLabelText(/^Summary/), { target: { value: '' } });
    fireEvent.change(number, { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText(/^Goals$/), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add achievement' }));
    fireEvent.change(screen.getByLabelText('Achievement 1'), { target: { value: 'MVP' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(playerMessages.updated)).toBeTruthy();
    const [url, body] = itemAt(requestsOf(fetchMock, 'PUT'), 0);
    expect(url).toBe('/api/roster/p1');
    expect(body).toMatchObject({
      name: 'Avery Quinn',
      profileImage: '',
      featureImage: '',
      overridingStats: { Goals: 12 },
      texts: [{ title: 'MVP', value: '' }],
      alumni: false,
      published: true,
    });
    expect((body as { details: { title: string; value: string }[] }).details[0]).toMatchObject({
      title: 'Team Number',
      value: '30',
    });
  });

  it('asks for the name and the required details on their fields before creating', async () => {
    const { fetchMock, router } = renderAt('/portal/roster/roster/addplayer');
    expect(await screen.findByRole('heading', { name: 'New player' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Please enter the player name')).not.toHaveLength(0);
    expect(screen.getAllByText('Please enter the Team Number')).not.toHaveLength(0);
    expect(screen.getAllByText('Please enter the Position')).not.toHaveLength(0);
    expect(requestsOf(fetchMock, 'POST')).toEqual([]);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Rae Lindqvist' } });
    fireEvent.change(screen.getByLabelText(/^Team Number/), { target: { value: '4' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Position/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Defensemen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(playerMessages.created)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/roster/roster/new-1'));
    expect(requestsOf(fetchMock, 'POST')[0]?.[1]).toMatchObject({ name: 'Rae Lindqvist', alumni: false });
  });

  it('moves a player to the alumni on save and opens the player there', async () => {
    const { fetchMock, router } = renderAt('/portal/roster/roster/p2');
    await screen.findByLabelText(/^Name/);
    fireEvent.click(screen.getByRole('switch', { name: /Alumni/ }));
    expect(screen.getByText('Moves to the alumni when you save.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/roster/alumni/p2'));
    expect(requestsOf(fetchMock, 'PUT')[0]?.[1]).toMatchObject({ alumni: true });
  });

  it("shows the server's messages under their fields", async () => {
    const message = 'Please choose one of the statistics of your sport';
    renderAt('/portal/roster/roster/p1', false, (method) =>
      method === 'PUT'
        ? {
            status: 400,
            body: { error: { code: 'validation', message, fields: { 'overridingStats.Goals': message } } },
          }
        : undefined,
    );
    await screen.findByLabelText(/^Name/);
    fireEvent.change(screen.getByLabelText(/^Goals$/), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(message)).toHaveLength(2);
  });

  it('deletes after the confirm dialog, with the deleted toast', async () => {
    const { fetchMock, router } = renderAt('/portal/roster/roster/p1');
    await screen.findByLabelText(/^Name/);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Avery Quinn?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(playerMessages.deleted)).toBeTruthy();
    expect(requestsOf(fetchMock, 'DELETE').map(([url]) => url)).toEqual(['/api/roster/p1']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/roster/roster'));
  });
});

describe('Alumni section', () => {
  it('lists the alumni with their prompt and says an unknown one does not exist', async () => {
    const { router } = renderAt('/portal/roster/alumni/missing', true);
    expect(await screen.findByText(alumniMessages.notFound)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/roster/alumni'));
    expect(await screen.findByText(alumniMessages.selectPrompt)).toBeTruthy();
    expect(await within(screen.getByRole('list', { name: 'Alumni' })).findByText('Maya Brooks')).toBeTruthy();
    expect(screen.getByRole('link', { name: /New alumni player/ }).getAttribute('href')).toBe(
      '/portal/roster/alumni/addalumni',
    );
  });
});
