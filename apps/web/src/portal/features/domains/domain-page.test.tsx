import { customDomainStatusLabels, domainMessages, type TeamDomainView } from '@sideline/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortalPage } from '../../../test/render-portal-page.tsx';
import { DomainPage } from './domain-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pending: TeamDomainView = {
  domain: 'northfield.org',
  source: 'own',
  primaryHost: 'www.northfield.org',
  alternateHost: 'northfield.org',
  status: 'pending',
  problem: '',
  checkedAt: null,
  verifiedAt: null,
  records: [
    { type: 'TXT', name: '_sideline-challenge.northfield.org', value: 'tok-123', purpose: 'Proves it' },
    { type: 'CNAME', name: 'www.northfield.org', value: 'sites.sideline.test', purpose: 'Answers' },
    { type: 'A', name: 'northfield.org', value: '203.0.113.7', purpose: 'Redirects' },
  ],
  siteUrl: null,
};

/** The API by method and path; each answer a JSON body with status 200 unless given. */
function mockApi(answers: Record<string, { status?: number; body: unknown }>) {
  const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    const answer = answers[`${init?.method ?? 'GET'} ${path}`];
    if (!answer) throw new Error(`unexpected ${init?.method ?? 'GET'} ${path}`);
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderPage = () => renderPortalPage('/portal/settings/domain', <DomainPage />);

describe('Settings → Domain', () => {
  it('adds the domain and lists the records to add, then shows Valid after the check', async () => {
    const fetchMock = mockApi({
      'GET /api/domains': { body: { domain: null } },
      'PUT /api/domains': { body: { domain: pending } },
      'POST /api/domains/check': {
        body: { domain: { ...pending, status: 'valid', siteUrl: 'https://www.northfield.org' } },
      },
    });
    renderPage();
    fireEvent.change(await screen.findByLabelText('Your domain'), { target: { value: 'Northfield.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText(customDomainStatusLabels.pending)).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ domain: 'northfield.org', primary: 'www' });
    expect(screen.getByTestId('dns-TXT-value').textContent).toBe('tok-123');
    expect(screen.getByRole('list', { name: 'DNS records to add' }).children).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'Check now' }));
    expect(await screen.findByText(customDomainStatusLabels.valid)).toBeTruthy();
  });

  it('puts the server’s message under the domain field', async () => {
    mockApi({
      'GET /api/domains': { body: { domain: null } },
      'PUT /api/domains': {
        status: 400,
        body: {
          error: {
            code: 'validation',
            message: domainMessages.domainTaken,
            fields: { domain: domainMessages.domainTaken },
          },
        },
      },
    });
    renderPage();
    fireEvent.change(await screen.findByLabelText('Your domain'), { target: { value: 'taken.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    await waitFor(() => expect(screen.getAllByText(domainMessages.domainTaken).length).toBeGreaterThan(0));
  });
});
