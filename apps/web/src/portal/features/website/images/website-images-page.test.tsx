import {
  buildEmptyWebsiteImage,
  itemAt,
  mediaMessages,
  type WebsiteImage,
  type WebsiteImagesUpdate,
  websiteImageSlots,
  websiteImagesMessages,
} from '@sideline/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMediaAsset } from '../../../../test/media-fixtures.ts';
import { renderPortalPage } from '../../../../test/render-portal-page.tsx';
import { fieldErrorAnswer, mockSliceApi, putBodies } from '../website-slice-test-helpers.ts';
import { WebsiteImagesPage } from './website-images-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const seedPicture = { file: 'teams/t1/seed-hero.jpg', link: '/files/teams/t1/seed-hero.jpg' };

/** A seeded team's slots: the two home heroes with the seed picture, then an old slot we no longer know. */
const storedImages: WebsiteImage[] = [
  ...websiteImageSlots.map((slot) => {
    const image = buildEmptyWebsiteImage(slot);
    return slot.required ? { ...image, title: 'Northfield Hawks', image: seedPicture } : image;
  }),
  {
    ...buildEmptyWebsiteImage(itemAt(websiteImageSlots, 0)),
    id: 'retiredImage',
    imageTitle: 'Retired Image',
  },
];

const pitch = buildMediaAsset({ id: 'media-pitch', title: 'Pitch', width: 2000, height: 1200 });

/** The saved slots the server answers for a request: texts as sent, each picture in its stored size. */
function echoSave(body: WebsiteImagesUpdate) {
  const images = storedImages.map((stored) => {
    const sent = body.images.find((entry) => entry.id === stored.id);
    if (!sent) return stored;
    const image =
      sent.image.file === stored.image.file
        ? stored.image
        : { file: sent.image.file, link: `/files/${sent.image.file}.jpg` };
    return { ...stored, ...sent, image: sent.image.file ? image : { file: '', link: '' } };
  });
  return { status: 200, body: { images } };
}

type PutAnswer = (body: WebsiteImagesUpdate) => { status: number; body: unknown };

/** GET /api/website/images answers the stored slots; the library holds one picture. */
function mockApi(answerPut: PutAnswer = echoSave) {
  return mockSliceApi('/api/website/images', { images: storedImages }, answerPut, {
    '/api/media': { media: [pitch], nextCursor: null },
  });
}

function renderPage() {
  return renderPortalPage('/portal/website/images', <WebsiteImagesPage />, {
    otherPaths: { '/portal/dashboard': 'Dashboard page' },
  });
}

const section = (name: string) => screen.getByRole('region', { name });
const slotTexts = (imageTitle: string) =>
  screen.getByRole('group', { name: `${imageTitle}: title, link and description` });
const slotPicture = (imageTitle: string) =>
  screen.getByRole('group', { name: new RegExp(`^${imageTitle}( \\(required\\))?$`) });
const textField = (imageTitle: string, label: RegExp) =>
  within(slotTexts(imageTitle)).getByLabelText(label) as HTMLInputElement;

/** The request's entry for a slot. */
const sentSlot = (body: unknown, id: string) =>
  (body as WebsiteImagesUpdate).images.find((entry) => entry.id === id);

describe('Website → Images', () => {
  it('shows every slot in its group, the required ones marked, with its picture and texts', async () => {
    mockApi();
    renderPage();
    await screen.findByRole('region', { name: 'Banners' });
    expect(screen.getByRole('heading', { level: 1, name: 'Images' })).toBeTruthy();
    const groups: [string, string[]][] = [
      ['Home page feature images', ['Home Feature Image 1', 'Home Feature Image 2', 'Home Feature Image 3']],
      [
        'Home page feature images on phones',
        ['Mobile Home Feature Image 1', 'Mobile Home Feature Image 2', 'Mobile Home Feature Image 3'],
      ],
      ['Banners', ['Banner Image 1', 'Banner Image 2']],
      [
        'Default images',
        [
          'Default Roster Image',
          'Default Article Image',
          'Default Game Image',
          'Default Gallery Image',
          'Default Event Image',
          'Default Practice Image',
        ],
      ],
      ['Store', ['Store Feature Image', 'Mobile Store Feature Image']],
    ];
    for (const [group, titles] of groups) {
      const names = within(section(group))
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-label'))
        .filter(Boolean);
      expect(names).toEqual(titles.map((title) => `${title}: title, link and description`));
    }
    expect(slotPicture('Home Feature Image 1').textContent).toContain('(required)');
    expect(slotPicture('Banner Image 1').textContent).not.toContain('(required)');
    expect(screen.getByRole('img', { name: 'Home Feature Image 1, current image' }).getAttribute('src')).toBe(
      seedPicture.link,
    );
    expect(textField('Home Feature Image 1', /^Title/).value).toBe('Northfield Hawks');
    expect(within(slotPicture('Banner Image 1')).getByText('No image')).toBeTruthy();
    expect(screen.queryByText(/Retired Image/)).toBeNull();
  });

  it('saves a library picture and texts for a slot, keeping the others, and says so', async () => {
    const fetchMock = mockApi();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose image for Banner Image 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose the banner image 1' });
    fireEvent.click(await within(dialog).findByRole('option', { name: /^Pitch/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use image' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.change(textField('Banner Image 1', /^Title/), { target: { value: '  Cup final ' } });
    fireEvent.change(textField('Banner Image 1', /^Link/), { target: { value: '/schedule' } });
    expect(screen.getByRole('status').textContent).toBe('You have unsaved changes');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(websiteImagesMessages.saved)).toBeTruthy();
    const [body] = putBodies(fetchMock);
    expect(sentSlot(body, 'bannerImage1')).toMatchObject({
      title: 'Cup final',
      link: '/schedule',
      image: { file: 'media-pitch' },
    });
    expect(sentSlot(body, 'featureImage1')?.image.file).toBe(seedPicture.file);
    expect(sentSlot(body, 'retiredImage')).toBeUndefined();
    expect((body as WebsiteImagesUpdate).images).toHaveLength(websiteImageSlots.length);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
    expect(screen.getByRole('img', { name: 'Banner Image 1, current image' }).getAttribute('src')).toBe(
      '/files/media-pitch.jpg',
    );
  });

  it('asks for the picture of a required slot and a link it can use, and sends nothing', async () => {
    const fetchMock = mockApi();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Home Feature Image 1' }));
    fireEvent.change(textField('Banner Image 2', /^Link/), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const missing = websiteImagesMessages.imageMissing('Home Feature Image 1');
    // Under the slot, and as a toast.
    await waitFor(() => expect(screen.getAllByText(missing)).toHaveLength(2));
    expect(within(slotPicture('Home Feature Image 1')).getByText(missing)).toBeTruthy();
    expect(within(slotTexts('Banner Image 2')).getByText(websiteImagesMessages.linkInvalid)).toBeTruthy();
    expect(textField('Banner Image 2', /^Link/).getAttribute('aria-invalid')).toBe('true');
    expect(putBodies(fetchMock)).toEqual([]);
  });

  it("puts the server's message under the slot it is about", async () => {
    const message = mediaMessages.notInLibrary;
    const bannerIndex = storedImages.findIndex((image) => image.id === 'bannerImage2');
    mockApi(() => fieldErrorAnswer(`images.${bannerIndex}.image`, message));
    renderPage();
    fireEvent.change(
      await screen.findByLabelText(/^Title/, { selector: `[name="images.${bannerIndex}.title"]` }),
      {
        target: { value: 'Derby day' },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(within(slotPicture('Banner Image 2')).getByText(message)).toBeTruthy();
  });

  it('asks before leaving with unsaved changes', async () => {
    mockApi();
    const router = renderPage();
    await screen.findByRole('region', { name: 'Banners' });
    fireEvent.change(textField('Default Game Image', /^Description/), { target: { value: 'Game day' } });
    await router.navigate('/portal/dashboard');
    expect(await screen.findByText('Discard Changes?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Discard Changes' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });
});
