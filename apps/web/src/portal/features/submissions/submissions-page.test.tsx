import { submissionMessages, teamMailBudgetSpentMessage } from '@sideline/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortalPage } from '../../../test/render-portal-page.tsx';
import { SubmissionsPage } from './submissions-page.tsx';

const summary = {
  id: 's1',
  formId: 'f1',
  formTitle: 'Tryouts',
  email: 'riley@example.org',
  preview: 'Riley · Jordan',
  sentAt: '2026-11-25T01:00:00.000Z',
  sentAtLabel: 'Today, 8:00 PM',
  isRecent: true,
  read: false,
  replied: false,
  paymentStatus: 'none',
  amountCents: 0,
};
const full = {
  ...summary,
  answers: [
    { id: 'firstName', title: 'First Name', value: '<script>alert(1)</script>' },
    { id: 'position', title: 'Position', value: 'Goalie' },
    { id: 'resume', title: 'Résumé', value: 'riley.pdf', fileUrl: '/files/teams/t1/abc.pdf' },
  ],
};

function stubApi(items: unknown[], replyRefusal?: { status: number; code: string; message: string }) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
    if (url.startsWith('/api/submissions?'))
      return json({
        items,
        total: items.length,
        unread: items.length,
        nextCursor: null,
        forms: [{ id: 'f1', title: 'Tryouts' }],
      });
    if (url === '/api/submissions/s1' && method === 'GET') return json(full);
    if (url === '/api/submissions/s1' && method === 'PATCH')
      return json({ ...full, ...JSON.parse(String(init?.body)) });
    if (url === '/api/submissions/s1/reply' && replyRefusal) {
      const { status, ...error } = replyRefusal;
      return new Response(JSON.stringify({ error }), { status });
    }
    if (url === '/api/submissions/s1/reply') return json({ ...full, read: true, replied: true });
    if (url.startsWith('/api/dashboard')) return json({ counts: {} });
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const calls = (fetchMock: ReturnType<typeof stubApi>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([url, init]) => [url, init?.body]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Submissions inbox', () => {
  it('says the spec’s empty state when nothing was sent', async () => {
    stubApi([]);
    renderPortalPage('/portal/forms/formssubmitted', <SubmissionsPage />, {
      routePath: '/portal/forms/formssubmitted/*',
    });
    expect(await screen.findAllByText(submissionMessages.noneYet)).not.toHaveLength(0);
  });

  it('labels each priced submission by its payment, and opens filtered to the form of ?formId=', async () => {
    const fetchMock = stubApi([
      { ...summary, id: 'p1', paymentStatus: 'paid', amountCents: 12_500 },
      { ...summary, id: 'p2', paymentStatus: 'pending', amountCents: 12_500 },
      { ...summary, id: 'p3', paymentStatus: 'abandoned', amountCents: 12_500 },
      { ...summary, id: 'p4', paymentStatus: 'none' },
    ]);
    renderPortalPage('/portal/forms/formssubmitted?formId=f1', <SubmissionsPage />, {
      routePath: '/portal/forms/formssubmitted/*',
    });
    const list = await screen.findByRole('list', { name: 'Submissions' });
    const lines = within(list)
      .getAllByText(/^riley@example\.org/)
      .map((line) => line.textContent);
    expect(lines).toEqual([
      `riley@example.org · ${submissionMessages.paid}`,
      `riley@example.org · ${submissionMessages.paymentPending}`,
      `riley@example.org · ${submissionMessages.paymentAbandoned}`,
      'riley@example.org',
    ]);
    expect(calls(fetchMock, 'GET').map(([url]) => url)).toContain('/api/submissions?formId=f1');
  });

  it('shows unread submissions, filters by day into the list and the CSV link', async () => {
    const fetchMock = stubApi([summary]);
    renderPortalPage('/portal/forms/formssubmitted', <SubmissionsPage />, {
      routePath: '/portal/forms/formssubmitted/*',
    });
    const list = await screen.findByRole('list', { name: 'Submissions' });
    expect(within(list).getByText('(unread)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 Days' }));
    await waitFor(() =>
      expect(calls(fetchMock, 'GET').map(([url]) => url)).toContain('/api/submissions?date=last7'),
    );
    expect(screen.getByRole('link', { name: /Download CSV/ }).getAttribute('href')).toBe(
      '/api/submissions.csv?date=last7',
    );
  });

  it('opens a submission as text, marks it read, and replies by email', async () => {
    const fetchMock = stubApi([summary]);
    renderPortalPage('/portal/forms/formssubmitted/s1', <SubmissionsPage />, {
      routePath: '/portal/forms/formssubmitted/*',
    });
    expect(await screen.findByText('<script>alert(1)</script>')).toBeTruthy();
    const download = screen.getByRole('link', { name: 'Download riley.pdf' });
    expect(download.getAttribute('href')).toBe('/files/teams/t1/abc.pdf');
    await waitFor(() =>
      expect(calls(fetchMock, 'PATCH')).toEqual([['/api/submissions/s1', JSON.stringify({ read: true })]]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reply by email' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await within(dialog).findByText('Please enter the message')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Message/), { target: { value: 'See you at 6 PM.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(submissionMessages.replySent)).toBeTruthy();
    expect(calls(fetchMock, 'POST')).toEqual([
      ['/api/submissions/s1/reply', JSON.stringify({ subject: 'Re: Tryouts', message: 'See you at 6 PM.' })],
    ]);
  });

  it("shows the server's refusal in the reply dialog and keeps the text", async () => {
    const message = teamMailBudgetSpentMessage(200, 5);
    stubApi([summary], { status: 429, code: 'too_many_requests', message });
    renderPortalPage('/portal/forms/formssubmitted/s1', <SubmissionsPage />, {
      routePath: '/portal/forms/formssubmitted/*',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reply by email' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Message/), { target: { value: 'See you at 6 PM.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect((within(dialog).getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('See you at 6 PM.');
  });
});
