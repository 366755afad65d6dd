import { type WebsiteSeoResponse, websiteSeoMessages } from '@sideline/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortalPage } from '../../../test/render-portal-page.tsx';
import { WebsiteSeoPage } from './website-seo-page.tsx';
import { fieldErrorAnswer, mockSliceApi, putBodies } from './website-slice-test-helpers.ts';

const stored: WebsiteSeoResponse = {
  seo: {
    title: 'Northfield Hockey | Women’s Ice Hockey Team',
    description: 'Official website of Northfield Hockey.',
    keywords: 'hockey, Northfield',
  },
  siteAddress: 'https://northfield-hockey.sideline.example',
};

const echoSave = (body: unknown) => ({ status: 200, body: { ...stored, seo: body } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  return renderPortalPage('/portal/website/seo', <WebsiteSeoPage />, {
    otherPaths: { '/portal/dashboard': 'Dashboard page' },
  });
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const preview = () => screen.getByRole('region', { name: 'Search result preview' });

describe('Website → Google Info (SEO)', () => {
  it('shows the stored info in labelled fields and as a search result', async () => {
    mockSliceApi('/api/website/seo', stored, echoSave);
    renderPage();
    expect((await screen.findByLabelText(/^Title/)).getAttribute('value')).toBe(stored.seo.title);
    expect(screen.getByRole('heading', { level: 1, name: 'Google Info(SEO)' })).toBeTruthy();
    expect(field(/^Description/).value).toBe(stored.seo.description);
    expect(field(/^Keywords/).value).toBe(stored.seo.keywords);
    expect(within(preview()).getByText(stored.siteAddress)).toBeTruthy();
    expect(within(preview()).getByText(stored.seo.title)).toBeTruthy();
  });

  it('counts the description’s words as it is typed and advises 15 to 20', async () => {
    mockSliceApi('/api/website/seo', stored, echoSave);
    renderPage();
    expect(await screen.findByText(`5 words. ${websiteSeoMessages.adviceShort}`)).toBeTruthy();
    const seventeenWords =
      'Club ice hockey at Northfield University: our roster, game schedule, live results, news and the team store.';
    fireEvent.change(field(/^Description/), { target: { value: seventeenWords } });
    expect(screen.getByText(`17 words. ${websiteSeoMessages.adviceMet}`)).toBeTruthy();
    // The search result follows the form, cut as a search engine cuts it.
    expect(within(preview()).getByText(seventeenWords)).toBeTruthy();
    fireEvent.change(field(/^Title/), {
      target: { value: 'The Northfield University Women’s Ice Hockey Club Official Site' },
    });
    expect(
      within(preview()).getByText('The Northfield University Women’s Ice Hockey Club Official…'),
    ).toBeTruthy();
  });

  it('saves the slice trimmed, says so, and starts again from the saved copy', async () => {
    const fetchMock = mockSliceApi('/api/website/seo', stored, echoSave);
    renderPage();
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: '  Hawks Hockey ' } });
    fireEvent.change(field(/^Keywords/), { target: { value: 'hockey, , Hockey, hawks' } });
    expect(screen.getByRole('status').textContent).toBe('You have unsaved changes');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(websiteSeoMessages.saved)).toBeTruthy();
    expect(putBodies(fetchMock)).toEqual([
      { title: 'Hawks Hockey', description: stored.seo.description, keywords: 'hockey, hawks' },
    ]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
    expect(field(/^Keywords/).value).toBe('hockey, hawks');
  });

  it('asks for the title and description on their fields and sends nothing', async () => {
    const fetchMock = mockSliceApi('/api/website/seo', stored, echoSave);
    renderPage();
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: ' ' } });
    fireEvent.change(field(/^Description/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Under the field, and the first one as a toast.
    await waitFor(() => expect(screen.getAllByText('Please enter the title')).toHaveLength(2));
    expect(screen.getByText('Please enter the description')).toBeTruthy();
    expect(field(/^Title/).getAttribute('aria-invalid')).toBe('true');
    expect(putBodies(fetchMock)).toEqual([]);
  });

  it("puts the server's field messages under the fields", async () => {
    const message = 'The keywords cannot contain invisible or text-direction characters';
    mockSliceApi('/api/website/seo', stored, () => fieldErrorAnswer('keywords', message));
    renderPage();
    fireEvent.change(await screen.findByLabelText(/^Keywords/), { target: { value: 'ice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(field(/^Keywords/).getAttribute('aria-invalid')).toBe('true');
  });

  it('asks before leaving with unsaved changes', async () => {
    mockSliceApi('/api/website/seo', stored, echoSave);
    const router = renderPage();
    fireEvent.change(await screen.findByLabelText(/^Keywords/), { target: { value: 'rink' } });
    await router.navigate('/portal/dashboard');
    expect(await screen.findByText('Discard Changes?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Discard Changes' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });
});
