import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughApi } from './support/accounts.ts';
import { e2eBaseUrl } from './support/base-url.ts';
import { findAccessibilityViolations, launchBrowser, viewports } from './support/browser.ts';

const baseUrl = e2eBaseUrl();

/** A photo made for the test in one color, named like a camera names its files. */
async function cameraFile(color: string, name: string) {
  const buffer = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

// Issue 19's proof: a picture from the library stays in an article while the admin types on, and a
// gallery counts its uploads at once, is arranged with the keyboard and shows that order and the
// photos' own titles (never file names) in the public lightbox.
describe('pictures in articles and galleries are kept as the admin made them', () => {
  let browser: Browser;
  let portal: Page;
  let slug: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const admin = await browser.newContext({ viewport: viewports.desktop, reducedMotion: 'reduce' });
    portal = await admin.newPage();
    await signUpThroughApi(portal.request, baseUrl, { teamName: `Harbor Herons ${Date.now()}` });
    slug = (await (await portal.request.get(`${baseUrl}/api/session`)).json()).team.slug;
  });
  afterAll(() => browser.close());

  it('inserts a library picture into an article, keeps typing after it, and publishes both', async () => {
    await portal.goto(`${baseUrl}/portal/articles/articles/addarticle`);
    await portal.getByRole('textbox', { name: /^Title/ }).fill('Herons Lift the Cup');
    const body = portal.getByRole('textbox', { name: 'Article', exact: true });
    await body.click();
    await portal.keyboard.type('The final whistle went at nine.');
    await portal.getByRole('button', { name: 'Picture from your library' }).click();
    const picker = portal.getByRole('dialog', { name: 'Add a picture' });
    await picker.getByLabel('Images to upload').setInputFiles(await cameraFile('#1d4e89', 'IMG_4410.jpg'));
    const useImage = picker.getByRole('button', { name: 'Use image' });
    await expect.poll(() => useImage.isEnabled(), { timeout: 30_000 }).toBe(true);
    await useImage.click();
    await picker.waitFor({ state: 'hidden' });
    await body.locator('img').waitFor();
    // The caret is after the picture: typing goes into a new paragraph, the picture stays.
    await portal.keyboard.type('The captain lifted the cup.');
    expect(await body.locator('img').count()).toBe(1);
    expect(await body.locator('img + p').textContent()).toBe('The captain lifted the cup.');
    expect(await findAccessibilityViolations(portal)).toEqual([]);

    await portal.getByRole('button', { name: 'Save' }).click();
    await portal.waitForURL(/\/portal\/articles\/articles\/(?!addarticle)[\w-]+$/);
    const site = await portal.context().newPage();
    await site.goto(`${baseUrl}/sites/${slug}/article/herons-lift-the-cup`);
    const text = site.locator('.rich-text');
    expect(await text.locator('img').getAttribute('src')).toMatch(/^\/files\/teams\/.+\.jpg$/);
    expect(await text.locator('p').first().textContent()).toBe('The final whistle went at nine.');
    expect(await text.locator('img + p').textContent()).toBe('The captain lifted the cup.');
    await site.close();
  });

  it('counts uploads at once, arranges photos by keyboard, and shows that order with titles only', async () => {
    await portal.goto(`${baseUrl}/portal/galleries/galleries/addgallery`);
    await portal.getByRole('textbox', { name: /^Title/ }).fill('Cup Final');
    await portal.getByRole('button', { name: 'Save' }).click();
    await portal.waitForURL(/\/portal\/galleries\/galleries\/(?!addgallery)[\w-]+$/);
    const listed = portal
      .getByRole('list', { name: 'Galleries' })
      .getByRole('listitem')
      .filter({ hasText: 'Cup Final' });
    await listed.getByText(/· 0 of 20 photos$/).waitFor();

    await portal
      .getByLabel('Images to upload')
      .setInputFiles(
        await Promise.all([
          cameraFile('#1d4e89', 'IMG_0001.jpg'),
          cameraFile('#c8102e', 'IMG_0002.jpg'),
          cameraFile('#f2a900', 'IMG_0003.jpg'),
        ]),
      );
    await portal.getByText('3 of 20', { exact: true }).waitFor({ timeout: 30_000 });
    // The list beside the editor says so without a reload.
    await listed.getByText(/· 3 of 20 photos$/).waitFor();

    const photos = portal.getByRole('list', { name: 'Photos of the gallery' });
    const firstSrc = await photos.getByRole('img').first().getAttribute('src');
    await photos.getByRole('button', { name: 'Edit photo 1' }).click();
    const dialog = portal.getByRole('dialog', { name: 'Photo' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('The captain lifts the cup');
    await dialog.getByRole('button', { name: 'Save photo' }).click();
    await photos.getByRole('button', { name: 'Move The captain lifts the cup later' }).waitFor();

    // Keyboard only: the focused button stays with the photo as it moves.
    await photos.getByRole('button', { name: 'Move The captain lifts the cup later' }).focus();
    await portal.keyboard.press('Enter');
    await expect.poll(() => photos.getByRole('img').nth(1).getAttribute('src')).toBe(firstSrc);
    await expect
      .poll(() => portal.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Move The captain lifts the cup later');
    await portal.keyboard.press('Enter');
    await expect.poll(() => photos.getByRole('img').nth(2).getAttribute('src')).toBe(firstSrc);
    expect(await findAccessibilityViolations(portal)).toEqual([]);

    // The order shows before the server has answered; the public page is read once it has stored it.
    const record = portal.url().replace('/portal/galleries/galleries/', '/api/galleries/');
    await expect
      .poll(async () => (await (await portal.request.get(record)).json()).photos[2]?.image.link)
      .toBe(firstSrc);

    const site = await portal.context().newPage();
    await site.goto(`${baseUrl}/sites/${slug}/gallery/cup-final`);
    await site.waitForLoadState('networkidle');
    expect(await site.content()).not.toMatch(/IMG_000\d/);
    const grid = site.locator('.photo-grid a');
    expect(await grid.count()).toBe(3);
    await grid.first().click();
    const viewer = site.getByRole('dialog', { name: 'Photo viewer' });
    const caption = viewer.locator('figcaption');
    const captionText = async () => (await caption.textContent())?.trim();
    await expect.poll(captionText).toBe('1 / 3');
    await site.keyboard.press('ArrowLeft');
    await expect.poll(captionText).toBe('3 / 3 The captain lifts the cup');
    expect(await viewer.locator('img').getAttribute('src')).toBe(firstSrc);
    await site.close();
  });
});
