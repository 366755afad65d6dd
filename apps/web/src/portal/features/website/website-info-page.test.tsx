import { type WebsiteInfo, websiteInfoMessages } from '@sideline/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTeamLogo } from '../../../test/media-fixtures.ts';
import { renderPortalPage } from '../../../test/render-portal-page.tsx';
import { WebsiteInfoPage } from './website-info-page.tsx';
import { fieldErrorAnswer, mockSliceApi, putBodies } from './website-slice-test-helpers.ts';

const storedInfo: WebsiteInfo = {
  alias: 'Hawks',
  slogan: 'Fly together',
  shortAbout: 'Club hockey at Northfield.',
  longAbout: 'We play.',
  stadiumName: 'Memorial Ice Arena',
  address: '100 Rink Road, Springfield, MA 01103',
  contacts: [{ title: 'General Enquiries', email: 'admin@northfield.test', tel: '', required: true }],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const noLogos = { logo: buildTeamLogo(), silhouetteLogo: buildTeamLogo() };

/**
 * Answers GET /api/website/info with the stored info and PUT with `answerPut` (default: echo); the
 * Logos section's GET /api/website/logos with no logos.
 */
function mockApi(
  answerPut: Parameters<typeof mockSliceApi>[2] = (body) => ({ status: 200, body: { info: body } }),
) {
  return mockSliceApi('/api/website/info', { info: storedInfo }, answerPut, {
    '/api/website/logos': noLogos,
  });
}

function renderPage() {
  return renderPortalPage('/portal/website/info', <WebsiteInfoPage />, {
    otherPaths: { '/portal/dashboard': 'Dashboard page' },
  });
}

const field = (label: RegExp, container: HTMLElement = document.body) =>
  within(container).getByLabelText(label) as HTMLInputElement;
const contact = (n: number) => screen.getByRole('group', { name: new RegExp(`^Contact ${n}`) });

describe('Website → Info', () => {
  it('shows the stored info in labelled fields; the main contact cannot be removed', async () => {
    mockApi();
    renderPage();
    expect((await screen.findByLabelText(/^Slogan/)).getAttribute('value')).toBe('Fly together');
    expect(screen.getByRole('heading', { level: 1, name: 'Info' })).toBeTruthy();
    for (const label of [/^Stadium name/, /^Address/, /^Alias/, /^Short about/, /^Long about/]) {
      expect(field(label)).toBeTruthy();
    }
    expect(field(/^Title/, contact(1)).value).toBe('General Enquiries');
    expect(field(/^Email/, contact(1)).value).toBe('admin@northfield.test');
    expect(field(/^Phone/, contact(1)).value).toBe('');
    expect(within(contact(1)).getByText('Main contact')).toBeTruthy();
    expect(within(contact(1)).queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('saves a changed slogan and a new contact, trimmed, and says so', async () => {
    const fetchMock = mockApi();
    renderPage();
    fireEvent.change(await screen.findByLabelText(/^Slogan/), { target: { value: '  Hawks rise ' } });
    expect(screen.getByRole('status').textContent).toBe('You have unsaved changes');
    fireEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    fireEvent.change(field(/^Title/, contact(2)), { target: { value: 'Tickets' } });
    fireEvent.change(field(/^Phone/, contact(2)), { target: { value: '(555) 123-4567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(websiteInfoMessages.saved)).toBeTruthy();
    expect(putBodies(fetchMock)).toEqual([
      {
        ...storedInfo,
        slogan: 'Hawks rise',
        contacts: [
          ...storedInfo.contacts,
          { title: 'Tickets', email: '', tel: '(555) 123-4567', required: false },
        ],
      },
    ]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
    expect(field(/^Slogan/).value).toBe('Hawks rise');
  });

  it('shows what is missing on the fields and sends nothing', async () => {
    const fetchMock = mockApi();
    renderPage();
    fireEvent.change(field(/^Email/, await screen.findByRole('group', { name: /^Contact 1/ })), {
      target: { value: '' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    fireEvent.change(field(/^Email/, contact(2)), { target: { value: 'tickets@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await within(contact(1)).findByText('Please enter the email')).toBeTruthy();
    expect(within(contact(2)).getByText('Please enter the title')).toBeTruthy();
    expect(within(contact(2)).getByText(websiteInfoMessages.emailInvalid)).toBeTruthy();
    expect(putBodies(fetchMock)).toEqual([]);
  });

  it("puts the server's field messages under the fields", async () => {
    const message = 'The slogan cannot contain invisible or text-direction characters';
    mockApi(() => fieldErrorAnswer('slogan', message));
    renderPage();
    fireEvent.change(await screen.findByLabelText(/^Slogan/), { target: { value: 'Go' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Under the field, and as a toast.
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(field(/^Slogan/).getAttribute('aria-invalid')).toBe('true');
  });

  it('removes an added contact and moves focus to Add contact', async () => {
    const fetchMock = mockApi();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add contact' }));
    fireEvent.change(field(/^Title/, contact(2)), { target: { value: 'Coach' } });
    fireEvent.click(within(contact(2)).getByRole('button', { name: 'Remove contact 2' }));
    expect(screen.queryByRole('group', { name: /^Contact 2/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add contact' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(websiteInfoMessages.saved);
    expect(putBodies(fetchMock)[0].contacts).toEqual(storedInfo.contacts);
  });

  it('asks before leaving with unsaved changes', async () => {
    mockApi();
    const router = renderPage();
    fireEvent.change(await screen.findByLabelText(/^Alias/), { target: { value: 'Ice Hawks' } });
    await router.navigate('/portal/dashboard');
    expect(await screen.findByText('Discard Changes?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Discard Changes' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });
});
