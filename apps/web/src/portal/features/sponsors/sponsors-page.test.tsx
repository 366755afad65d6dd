import { contentOrderMessages, sponsorMessages } from '@sideline/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeContentApi, requestsOf } from '../../../test/content-section-fake-api.ts';
import { renderPortalPage } from '../../../test/render-portal-page.tsx';
import { SponsorsPage } from './sponsors-page.tsx';

const noLogo = { file: '', link: '' };
const sponsor = (id: string, name: string) => ({
  id,
  urlId: id,
  name,
  logo: noLogo,
  url: '',
  notes: '',
  published: true,
  timeCreated: '2026-01-01T00:00:00.000Z',
  timeModified: '2026-01-01T00:00:00.000Z',
});
const toListItem = (record: Record<string, unknown>) => ({
  id: String(record.id),
  title: String(record.name),
  subtitle: String(record.url ?? ''),
  imageLink: '',
  published: Boolean(record.published),
});

function renderAt(path: string) {
  const records = [sponsor('s1', 'Harbor Bank'), sponsor('s2', 'Bayside Bakery'), sponsor('s3', 'City Cars')];
  const fetchMock = fakeContentApi({
    apiPath: '/api/sponsors',
    records,
    toListItem,
    otherAnswers: { '/api/sponsors/order': { items: records.map(toListItem) } },
  });
  const router = renderPortalPage(path, <SponsorsPage />, { routePath: '/portal/sponsors/*' });
  return { fetchMock, router };
}

const list = () => screen.getByRole('list', { name: 'Sponsors' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Sponsors section', () => {
  it('lists the sponsors beside the spec prompt, with the create route', async () => {
    renderAt('/portal/sponsors');
    expect(await within(list()).findByText('Harbor Bank')).toBeTruthy();
    expect(screen.getByText(sponsorMessages.selectPrompt)).toBeTruthy();
    expect(screen.getByRole('link', { name: /New sponsor/ }).getAttribute('href')).toBe(
      '/portal/sponsors/addsponsor',
    );
  });

  it('asks for the name on the field, then creates the sponsor', async () => {
    const { fetchMock, router } = renderAt('/portal/sponsors/addsponsor');
    expect(await screen.findByRole('heading', { name: 'New sponsor' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Please enter the sponsor name')).not.toHaveLength(0);
    expect(requestsOf(fetchMock, 'POST')).toEqual([]);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Dockside Diner' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(sponsorMessages.created)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/sponsors/new-1'));
    expect(requestsOf(fetchMock, 'POST')[0]?.[1]).toEqual({
      name: 'Dockside Diner',
      logo: '',
      url: '',
      notes: '',
      published: true,
    });
  });

  it('unpublishes a sponsor with the toggle and saves it with the updated toast', async () => {
    const { fetchMock } = renderAt('/portal/sponsors/s2');
    await screen.findByLabelText(/^Name/);
    fireEvent.click(screen.getByRole('switch', { name: 'Published on your website' }));
    expect(screen.getByText('You have unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(sponsorMessages.updated)).toBeTruthy();
    expect(requestsOf(fetchMock, 'PUT')[0]).toEqual([
      '/api/sponsors/s2',
      { name: 'Bayside Bakery', logo: '', url: '', notes: '', published: false },
    ]);
  });

  it('arranges the order by keyboard-reachable buttons and saves it in one request', async () => {
    const { fetchMock } = renderAt('/portal/sponsors');
    fireEvent.click(await screen.findByRole('button', { name: 'Arrange order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Arrange sponsors' });
    await within(dialog).findByText('City Cars');
    expect(within(dialog).getByRole('button', { name: 'Save order' })).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move City Cars up' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move City Cars up' }));
    expect(within(dialog).getByRole('button', { name: 'Drag City Cars, place 1 of 3' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save order' }));
    expect(await screen.findByText(contentOrderMessages.saved)).toBeTruthy();
    expect(requestsOf(fetchMock, 'PUT')).toEqual([['/api/sponsors/order', { ids: ['s3', 's1', 's2'] }]]);
  });

  it("shows the server's message when the list changed meanwhile, and keeps the dialog open", async () => {
    const records = [sponsor('s1', 'Harbor Bank'), sponsor('s2', 'Bayside Bakery')];
    fakeContentApi({
      apiPath: '/api/sponsors',
      records,
      toListItem,
      refuse: (method, id) =>
        method === 'PUT' && id === 'order'
          ? { status: 409, body: { error: { code: 'conflict', message: contentOrderMessages.stale } } }
          : method === 'GET' && id === 'order'
            ? { status: 200, body: { items: records.map(toListItem) } }
            : undefined,
    });
    renderPortalPage('/portal/sponsors', <SponsorsPage />, { routePath: '/portal/sponsors/*' });
    fireEvent.click(await screen.findByRole('button', { name: 'Arrange order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Arrange sponsors' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Move Harbor Bank down' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save order' }));
    expect(await screen.findByText(contentOrderMessages.stale)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Arrange sponsors' })).toBeTruthy();
  });

  it('says an unknown sponsor does not exist and goes back to the list', async () => {
    const { router } = renderAt('/portal/sponsors/missing');
    expect(await screen.findByText(sponsorMessages.notFound)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/sponsors'));
  });

  it('deletes after the confirm dialog, with the deleted toast', async () => {
    const { fetchMock, router } = renderAt('/portal/sponsors/s1');
    await screen.findByLabelText(/^Name/);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Harbor Bank?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(sponsorMessages.deleted)).toBeTruthy();
    expect(requestsOf(fetchMock, 'DELETE').map(([url]) => url)).toEqual(['/api/sponsors/s1']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/sponsors'));
  });
});
