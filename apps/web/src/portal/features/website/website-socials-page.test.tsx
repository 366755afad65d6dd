import { type WebsiteSocialsResponse, websiteSocialsMessages } from '@sideline/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortalPage } from '../../../test/render-portal-page.tsx';
import { buildSession, buildTeam } from '../../../test/team-fixture.ts';
import { mockSliceApi, putBodies } from './website-slice-test-helpers.ts';
import { WebsiteSocialsPage } from './website-socials-page.tsx';

const stored: WebsiteSocialsResponse = {
  socials: {
    twitterURL: '',
    facebookURL: 'https://www.facebook.com/northfieldhockey',
    tiktokURL: '',
    instagramURL: 'https://www.instagram.com/northfieldhockey',
    youtubeURL: '',
    sharingHashTags: 'clubhockey, northfield',
    widgets: {
      twitter: { enabled: false, code: '' },
      facebook: { enabled: false, code: '' },
      tiktok: { enabled: false, code: '' },
      instagram: { enabled: true, code: 'https://www.instagram.com/northfieldhockey' },
      youtube: { enabled: false, code: '' },
    },
  },
};

const echoSave = (body: unknown) => ({ status: 200, body: { socials: body } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(websiteType: 'WEBSITEANDSTORE' | 'STORE' = 'WEBSITEANDSTORE') {
  return renderPortalPage('/portal/website/socials', <WebsiteSocialsPage />, {
    session: buildSession(buildTeam({ websiteType })),
    otherPaths: { '/portal/dashboard': 'Dashboard page' },
  });
}

const field = (label: RegExp, container: HTMLElement = document.body) =>
  within(container).getByLabelText(label) as HTMLInputElement;
const widget = (network: string) => screen.getByRole('group', { name: `${network} widget` });

describe('Website → Socials', () => {
  it('shows each network’s link, widget and the hashtags in labelled fields', async () => {
    mockSliceApi('/api/website/socials', stored, echoSave);
    renderPage();
    expect((await screen.findByLabelText(/^Facebook link/)).getAttribute('value')).toBe(
      stored.socials.facebookURL,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Socials' })).toBeTruthy();
    for (const label of [/^X \(Twitter\) link/, /^TikTok link/, /^Instagram link/, /^YouTube link/]) {
      expect(field(label)).toBeTruthy();
    }
    expect(field(/^Show Instagram/, widget('Instagram')).checked).toBe(true);
    expect(field(/^Instagram widget link/, widget('Instagram')).value).toBe(stored.socials.instagramURL);
    expect(field(/^Show TikTok/, widget('TikTok')).checked).toBe(false);
    expect(field(/^Sharing hashtags/).value).toBe('clubhockey, northfield');
    expect(screen.getByText('Shared as #clubhockey #northfield')).toBeTruthy();
  });

  it('saves a twitter.com link as x.com and shows the saved link', async () => {
    const fetchMock = mockSliceApi('/api/website/socials', stored, echoSave);
    renderPage();
    fireEvent.change(await screen.findByLabelText(/^X \(Twitter\) link/), {
      target: { value: 'twitter.com/northfieldhockey' },
    });
    fireEvent.change(field(/^Sharing hashtags/), { target: { value: '#Hawks, #hockey' } });
    expect(screen.getByText('Shared as #Hawks #hockey')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(websiteSocialsMessages.saved)).toBeTruthy();
    expect(putBodies(fetchMock)).toEqual([
      { ...stored.socials, twitterURL: 'https://x.com/northfieldhockey', sharingHashTags: 'Hawks, hockey' },
    ]);
    await waitFor(() => expect(field(/^X \(Twitter\) link/).value).toBe('https://x.com/northfieldhockey'));
    expect(field(/^Sharing hashtags/).value).toBe('Hawks, hockey');
  });

  it('names the network in each message on its field and sends nothing', async () => {
    const fetchMock = mockSliceApi('/api/website/socials', stored, echoSave);
    renderPage();
    fireEvent.change(await screen.findByLabelText(/^Instagram link/), {
      target: { value: 'https://www.facebook.com/northfieldhockey' },
    });
    fireEvent.change(field(/^YouTube link/), { target: { value: 'http://youtube.com/@northfield' } });
    fireEvent.click(field(/^Show Facebook/, widget('Facebook')));
    fireEvent.change(field(/^Sharing hashtags/), { target: { value: 'go hawks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(screen.getAllByText('The Instagram link must be on instagram.com')).toHaveLength(2),
    );
    expect(screen.getByText('The YouTube link must start with https://')).toBeTruthy();
    expect(within(widget('Facebook')).getByText('Please enter the Facebook widget link')).toBeTruthy();
    expect(screen.getByText(websiteSocialsMessages.hashtagInvalid('go hawks'))).toBeTruthy();
    expect(field(/^Instagram link/).getAttribute('aria-invalid')).toBe('true');
    expect(putBodies(fetchMock)).toEqual([]);
  });

  it('is not there for a store-only team: the dashboard opens, without asking for the slice', async () => {
    const fetchMock = mockSliceApi('/api/website/socials', stored, echoSave);
    renderPage('STORE');
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks before leaving with unsaved changes', async () => {
    mockSliceApi('/api/website/socials', stored, echoSave);
    const router = renderPage();
    fireEvent.change(await screen.findByLabelText(/^TikTok link/), {
      target: { value: 'tiktok.com/@hawks' },
    });
    await router.navigate('/portal/dashboard');
    expect(await screen.findByText('Discard Changes?')).toBeTruthy();
  });
});
