import { mediaMessages, type WebsiteLogosUpdate, websiteLogosMessages } from '@sideline/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubXmlHttpRequest } from '../../../test/fake-xml-http-request.ts';
import { buildMediaAsset, buildTeamLogo } from '../../../test/media-fixtures.ts';
import { renderPortalPage } from '../../../test/render-portal-page.tsx';
import { WebsiteLogosSection } from './website-logos-section.tsx';
import { fieldErrorAnswer, mockSliceApi, putBodies } from './website-slice-test-helpers.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const crest = buildMediaAsset({ id: 'media-crest', title: 'Crest' });

type PutAnswer = (body: WebsiteLogosUpdate) => { status: number; body: unknown };

const echoLogos: PutAnswer = (body) => ({
  status: 200,
  body: {
    logo: buildTeamLogo(body.logo ?? undefined),
    silhouetteLogo: buildTeamLogo(body.silhouetteLogo ?? undefined),
  },
});

/** The team has a logo (media-old) and no silhouette logo; its library holds the crest. */
function mockApi(answerPut: PutAnswer = echoLogos) {
  return mockSliceApi(
    '/api/website/logos',
    { logo: buildTeamLogo('media-old'), silhouetteLogo: buildTeamLogo() },
    answerPut,
    { '/api/media': { media: [crest], nextCursor: null }, '/api/session': {} },
  );
}

function renderSection() {
  renderPortalPage('/portal/website/info', <WebsiteLogosSection teamId="team-1" />);
}

const slot = (name: string) => screen.getByRole('group', { name });

describe('Website → Info, Logos', () => {
  it('shows each logo in its labelled slot', async () => {
    mockApi();
    renderSection();
    const logo = await screen.findByRole('img', { name: 'Logo, current image' });
    expect(logo.getAttribute('src')).toBe('/files/media/media-old/logo196.png');
    expect(within(slot('Silhouette logo')).getByText('No image')).toBeTruthy();
    expect(within(slot('Silhouette logo')).queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('sets the silhouette logo from the library and saves it at once, keeping the logo', async () => {
    const fetchMock = mockApi();
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose image for Silhouette logo' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose the silhouette logo' });
    fireEvent.click(await within(dialog).findByRole('option', { name: /^Crest/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use image' }));

    expect(await screen.findByText(websiteLogosMessages.saved)).toBeTruthy();
    expect(putBodies(fetchMock)).toEqual([{ logo: 'media-old', silhouetteLogo: 'media-crest' }]);
    await waitFor(() =>
      expect(
        within(slot('Silhouette logo'))
          .getByRole('img', { name: 'Silhouette logo, current image' })
          .getAttribute('src'),
      ).toBe('/files/media/media-crest/logo196.png'),
    );
  });

  it('removes the logo', async () => {
    const fetchMock = mockApi();
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Logo' }));
    expect(await screen.findByText(websiteLogosMessages.saved)).toBeTruthy();
    expect(putBodies(fetchMock)).toEqual([{ logo: null, silhouetteLogo: null }]);
    expect(within(slot('Logo')).getByText('No image')).toBeTruthy();
  });

  it('uploads a new logo through the crop step, one file at a time, and saves it', async () => {
    const fetchMock = mockApi();
    const requests = stubXmlHttpRequest();
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose image for Logo' }));
    const input = screen.getByLabelText('Image to upload') as HTMLInputElement;
    expect(input.multiple).toBe(false);
    fireEvent.change(input, {
      target: { files: [new File(['png'], 'new-crest.png', { type: 'image/png' })] },
    });

    const cropStep = await screen.findByRole('region', { name: 'Crop new-crest.png' });
    expect(within(cropStep).getByRole('img', { name: 'new-crest.png, to crop' })).toBeTruthy();
    fireEvent.click(within(cropStep).getByRole('button', { name: 'Upload' }));

    expect(requests).toHaveLength(1);
    expect(requests[0]?.form.get('purpose')).toBe('logo');
    const uploaded = buildMediaAsset({ id: 'media-new', title: 'new-crest' });
    act(() => requests[0]?.respond(201, { media: uploaded }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use image' }));

    expect(await screen.findByText(websiteLogosMessages.saved)).toBeTruthy();
    expect(putBodies(fetchMock)).toEqual([{ logo: 'media-new', silhouetteLogo: null }]);
  });

  it("puts the server's message under the logo it is about", async () => {
    const message = mediaMessages.notInLibrary;
    mockApi(() => fieldErrorAnswer('silhouetteLogo', message));
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose image for Silhouette logo' }));
    fireEvent.click(await screen.findByRole('option', { name: /^Crest/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Use image' }));

    // Under the slot, and as a toast.
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(slot('Silhouette logo')).getByText(message)).toBeTruthy();
    expect(within(slot('Silhouette logo')).getByText('No image')).toBeTruthy();
  });
});
