import { domainMessages } from '@sideline/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortalPage } from '../../test/render-portal-page.tsx';
import { DomainInfoDialog } from './domain-info-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the pricing page’s domain information form', () => {
  it('loads when opened, checks the domain, and sends the request with who asks', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ message: domainMessages.requestThanks }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPortalPage('/pricing', <DomainInfoDialog />);
    fireEvent.click(screen.getByRole('button', { name: 'Ask for your domain' }));
    const domain = await screen.findByLabelText(/^Domain you would like/);
    fireEvent.change(domain, { target: { value: 'not a domain' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send domain request' }));
    await waitFor(() => expect(screen.getAllByText(domainMessages.domainInvalid).length).toBeGreaterThan(0));
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(domain, { target: { value: 'NorthfieldHockey.org' } });
    fireEvent.change(screen.getByLabelText(/^Your name/), { target: { value: 'Sam Carter' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'sam@northfield.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send domain request' }));
    await waitFor(() => expect(screen.getAllByText(domainMessages.requestThanks).length).toBeGreaterThan(0));
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/domain-requests');
    expect(JSON.parse(String(init.body))).toMatchObject({
      domain: 'northfieldhockey.org',
      name: 'Sam Carter',
      email: 'sam@northfield.test',
    });
  });
});
