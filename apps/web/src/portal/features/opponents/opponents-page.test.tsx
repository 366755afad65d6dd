import { opponentMessages } from '@sideline/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeContentApi, requestsOf } from '../../../test/content-section-fake-api.ts';
import { renderPortalPage } from '../../../test/render-portal-page.tsx';
import { OpponentsPage } from './opponents-page.tsx';

const noLogo = { file: '', link: '' };
const opponent = (id: string, name: string) => ({
  id,
  urlId: id,
  name,
  logo: noLogo,
  address: `${name} Arena`,
  url: '',
  notes: '',
  timeCreated: '2026-01-01T00:00:00.000Z',
  timeModified: '2026-01-01T00:00:00.000Z',
});

function renderAt(
  path: string,
  records = [opponent('o1', 'Opponent University'), opponent('o2', 'Harbor City Hawks')],
) {
  const fetchMock = fakeContentApi({
    apiPath: '/api/opponents',
    records,
    toListItem: (record) => ({
      id: record.id,
      title: String(record.name),
      subtitle: String(record.address ?? ''),
      imageLink: '',
    }),
  });
  const router = renderPortalPage(path, <OpponentsPage />, { routePath: '/portal/opponents/*' });
  return { fetchMock, router, records };
}

const list = () => screen.getByRole('list', { name: 'Opponents' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Opponents section', () => {
  it('lists the opponents beside the spec prompt and searches by prefix on the server', async () => {
    const { fetchMock } = renderAt('/portal/opponents');
    expect(await within(list()).findByText('Opponent University')).toBeTruthy();
    expect(screen.getByText(opponentMessages.selectPrompt)).toBeTruthy();
    expect(screen.getByRole('link', { name: /New opponent/ }).getAttribute('href')).toBe(
      '/portal/opponents/addopponent',
    );
    fireEvent.change(screen.getByLabelText('Search opponents'), { target: { value: 'city h' } });
    await waitFor(() => expect(within(list()).queryByText('Opponent University')).toBeNull());
    expect(within(list()).getByText('Harbor City Hawks')).toBeTruthy();
    expect(requestsOf(fetchMock, 'GET').some(([url]) => url.includes('search=city+h'))).toBe(true);
  });

  it('opens a record at its own route and saves a change with the updated toast', async () => {
    const { fetchMock } = renderAt('/portal/opponents/o2');
    const name = (await screen.findByLabelText(/^Name/)) as HTMLInputElement;
    expect(name.value).toBe('Harbor City Hawks');
    expect(within(list()).getByRole('link', { current: 'page' }).textContent).toContain('Harbor City Hawks');
    fireEvent.change(name, { target: { value: 'Harbor City Falcons' } });
    expect(screen.getByText('You have unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(opponentMessages.updated)).toBeTruthy();
    expect(requestsOf(fetchMock, 'PUT')).toEqual([
      [
        '/api/opponents/o2',
        { name: 'Harbor City Falcons', logo: '', address: 'Harbor City Hawks Arena', url: '', notes: '' },
      ],
    ]);
    await waitFor(() => expect(within(list()).getByText('Harbor City Falcons')).toBeTruthy());
  });

  it('asks for the name on the field, then creates the opponent and opens it', async () => {
    const { fetchMock, router } = renderAt('/portal/opponents/addopponent');
    expect(await screen.findByRole('heading', { name: 'New opponent' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Please enter the opponent name')).not.toHaveLength(0);
    expect(requestsOf(fetchMock, 'POST')).toEqual([]);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Bayside Bears' } });
    fireEvent.change(screen.getByLabelText(/^Website/), { target: { value: 'https://bears.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(opponentMessages.created)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/opponents/new-1'));
    expect(requestsOf(fetchMock, 'POST')[0]?.[1]).toMatchObject({
      name: 'Bayside Bears',
      url: 'https://bears.example',
    });
  });

  it('says an unknown opponent does not exist and goes back to the list', async () => {
    const { router } = renderAt('/portal/opponents/missing');
    expect(await screen.findByText(opponentMessages.notFound)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/opponents'));
  });

  it('deletes after the confirm dialog, with the deleted toast', async () => {
    const { fetchMock, router } = renderAt('/portal/opponents/o1');
    await screen.findByLabelText(/^Name/);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Opponent University?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(opponentMessages.deleted)).toBeTruthy();
    expect(requestsOf(fetchMock, 'DELETE').map(([url]) => url)).toEqual(['/api/opponents/o1']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/opponents'));
  });

  it('stacks on a phone: the list alone, then the record as its own screen with a back link', async () => {
    // Below md, as a 390 px phone: every max-width query matches.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { router } = renderAt('/portal/opponents');
    fireEvent.click(await within(list()).findByText('Harbor City Hawks'));
    expect(await screen.findByLabelText(/^Name/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Opponents' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Back to opponents' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/opponents'));
    expect(await screen.findByRole('list', { name: 'Opponents' })).toBeTruthy();
    expect(screen.queryByText(opponentMessages.selectPrompt)).toBeNull();
  });
});
