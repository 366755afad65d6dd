import { boardMemberMessages, buildDefaultCoachDetails, coachMessages, itemAt } from '@sideline/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeContentApi, requestsOf } from '../../../test/content-section-fake-api.ts';
import { renderPortalPage } from '../../../test/render-portal-page.tsx';
import { CoachesPage, ExecutiveBoardPage } from './staff-pages.tsx';

const member = (id: string, name: string, title: string) => ({
  id,
  urlId: id,
  name,
  email: '',
  phone: '',
  details: buildDefaultCoachDetails().map((row) => (row.title === 'Title' ? { ...row, value: title } : row)),
  summary: '',
  bio: '',
  profileImage: { file: '', link: '' },
  texts: [{ title: 'Coach of the year', value: '2024' }],
  current: true,
  published: true,
  timeCreated: '2026-01-01T00:00:00.000Z',
  timeModified: '2026-01-01T00:00:00.000Z',
});
const toListItem = (record: Record<string, unknown>) => ({
  id: String(record.id),
  title: String(record.name),
  subtitle: '',
  imageLink: '',
  published: Boolean(record.published),
});

function renderSection(page: 'coaches' | 'executiveboard', path: string) {
  const apiPath = `/api/${page}`;
  const fetchMock = fakeContentApi({
    apiPath,
    records: [member('c1', 'Dana Reyes', 'Head Coach'), member('c2', 'Sam Ortiz', 'Assistant Coach')],
    toListItem,
  });
  const element = page === 'coaches' ? <CoachesPage /> : <ExecutiveBoardPage />;
  const router = renderPortalPage(path, element, { routePath: `/portal/${page}/*` });
  return { fetchMock, router };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Coaches & Staff and Executive Board sections', () => {
  it('lists the coaches beside the spec prompt, with the create route and the order button', async () => {
    renderSection('coaches', '/portal/coaches');
    const list = await screen.findByRole('list', { name: 'Coaches & Staff' });
    expect(await within(list).findByText('Dana Reyes')).toBeTruthy();
    expect(screen.getByText(coachMessages.selectPrompt)).toBeTruthy();
    expect(screen.getByRole('link', { name: /New coach/ }).getAttribute('href')).toBe(
      '/portal/coaches/addcoach',
    );
    expect(screen.getByRole('button', { name: 'Arrange order' })).toBeTruthy();
  });

  it('asks for the Title on its field, then creates a board member with the detail rows', async () => {
    const { fetchMock, router } = renderSection('executiveboard', '/portal/executiveboard/addexecutiveboard');
    expect(await screen.findByRole('heading', { name: 'New board member' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Avery Chair' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Please enter the Title')).not.toHaveLength(0);
    expect(requestsOf(fetchMock, 'POST')).toEqual([]);
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Chair' } });
    fireEvent.change(screen.getByLabelText(/^Hometown/), { target: { value: 'Halifax' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(boardMemberMessages.created)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/executiveboard/new-1'));
    expect(requestsOf(fetchMock, 'POST')[0]?.[1]).toMatchObject({
      name: 'Avery Chair',
      current: true,
      published: true,
      profileImage: '',
      details: [
        { title: 'Title', required: true, value: 'Chair' },
        { title: 'Hometown', required: false, value: 'Halifax' },
        { title: 'Born', required: false, value: '' },
        { title: 'Nationality', required: false, value: '' },
      ],
    });
  });

  it('moves a coach to previous and adds an achievement, saved together', async () => {
    const { fetchMock } = renderSection('coaches', '/portal/coaches/c2');
    await screen.findByLabelText(/^Name/);
    fireEvent.click(screen.getByRole('radio', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add achievement' }));
    fireEvent.change(screen.getByLabelText('Achievement 2'), { target: { value: 'Hall of Fame' } });
    expect(screen.getByText('You have unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(coachMessages.updated)).toBeTruthy();
    const [url, body] = itemAt(requestsOf(fetchMock, 'PUT'), 0);
    expect(url).toBe('/api/coaches/c2');
    expect(body).toMatchObject({
      current: false,
      texts: [
        { title: 'Coach of the year', value: '2024' },
        { title: 'Hall of Fame', value: '' },
      ],
    });
  });

  it('says an unknown board member does not exist and goes back to the list', async () => {
    const { router } = renderSection('executiveboard', '/portal/executiveboard/missing');
    expect(await screen.findByText(boardMemberMessages.notFound)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/executiveboard'));
  });

  it('deletes a coach after the confirm dialog, with the deleted toast', async () => {
    const { fetchMock } = renderSection('coaches', '/portal/coaches/c1');
    await screen.findByLabelText(/^Name/);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Dana Reyes?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(coachMessages.deleted)).toBeTruthy();
    expect(requestsOf(fetchMock, 'DELETE').map(([url]) => url)).toEqual(['/api/coaches/c1']);
  });
});
