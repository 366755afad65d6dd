import { computeContrastRatio } from '@sideline/domain';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eBaseUrl } from './support/base-url.ts';
import { findAccessibilityViolations, launchBrowser, viewports } from './support/browser.ts';

const baseUrl = e2eBaseUrl();

async function demoSlug(demoId: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/demo/${demoId}`);
  return ((await res.json()) as { slug: string }).slug;
}

async function expectAxeClean(page: Page): Promise<void> {
  expect(await findAccessibilityViolations(page), page.url()).toEqual([]);
}

const toHex = (...channels: number[]) => `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/**
 * The lowest contrast between an element's text color and what lies behind its text: the
 * element's box is photographed with its text made transparent, and every pixel there (picture,
 * overlay and all) is measured against the text color as WCAG computes contrast.
 */
async function measureTextContrast(page: Page, selector: string, extraCss = ''): Promise<number> {
  const element = page.locator(selector).first();
  const box = await element.boundingBox();
  if (!box) throw new Error(`${selector} is not on the page`);
  const textColor = await element.evaluate((el) => getComputedStyle(el).color);
  const [r, g, b] = (textColor.match(/\d+/g) ?? []).map(Number);
  if (r === undefined || g === undefined || b === undefined) throw new Error(`unreadable color ${textColor}`);
  const hidden = await page.addStyleTag({
    content: `${selector} { color: transparent !important; text-shadow: none !important; } ${extraCss}`,
  });
  const shot = await page.screenshot({ clip: box });
  await hidden.evaluate((style) => style.parentNode?.removeChild(style));
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const backdrop = new Set<string>();
  for (let i = 0; i + 2 < data.length; i += info.channels) backdrop.add(toHex(...data.subarray(i, i + 3)));
  return Math.min(...[...backdrop].map((color) => computeContrastRatio(toHex(r, g, b), color) ?? 0));
}

/** Opens a main menu entry (and a sub-entry) the way a visitor does: the bar on desktop, "Menu" on a phone. */
async function openMenu(page: Page, isPhone: boolean, group: string, item?: string): Promise<void> {
  const nav = isPhone
    ? page.getByRole('navigation', { name: 'Main menu' })
    : page.getByRole('navigation', { name: 'Main', exact: true });
  if (isPhone) await page.locator('summary.menu-button').click();
  if (item) {
    await nav.locator('summary', { hasText: group }).click();
    await nav.getByRole('link', { name: item, exact: true }).click();
  } else {
    await nav.getByRole('link', { name: group, exact: true }).click();
  }
  await page.waitForLoadState('networkidle');
}

describe('a public team site', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('opens from the portal’s "Visit your Website"', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/demo/rugby`);
    // The demo's data has arrived (the page is live) once its site link shows.
    await page.getByRole('link', { name: 'View the demo website' }).waitFor();
    await page.getByRole('button', { name: 'Try the portal' }).click();
    await page.waitForURL(`${baseUrl}/portal/dashboard`, { timeout: 30_000 });
    const [site] = await Promise.all([
      context.waitForEvent('page'),
      page
        .getByRole('link', { name: /Visit your Website/ })
        .first()
        .click(),
    ]);
    await site.waitForLoadState('networkidle');
    expect(site.url()).toMatch(new RegExp(`^${baseUrl}/sites/[a-z0-9-]+$`));
    await expect.poll(() => site.locator('header .brand-name').textContent()).toContain('Rugby');
    expect(await site.locator('h1').first().textContent()).toBeTruthy();
    await context.close();
  });

  for (const [size, viewport] of Object.entries(viewports)) {
    it(`keeps the home page's white title readable on the light default rink picture (${size})`, async () => {
      const page = await browser.newPage({ viewport });
      await page.goto(`${baseUrl}/sites/${await demoSlug('hockey')}`, { waitUntil: 'networkidle' });
      // The hockey demo's home picture is the rink every new hockey team starts with: so light
      // that the bare picture would leave the title under 3:1.
      expect(await page.locator('.hero-image').evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
      const bare = '.hero-text { background: none !important; }';
      expect(await measureTextContrast(page, '.hero-text h1', bare)).toBeLessThan(3);
      // WCAG AA: 3:1 for large text (the title), 4.5:1 for the slogan under it.
      expect(await measureTextContrast(page, '.hero-text h1')).toBeGreaterThanOrEqual(3);
      expect(await measureTextContrast(page, '.hero-description')).toBeGreaterThanOrEqual(4.5);
      await page.close();
    });

    it(`lets a visitor walk home → roster → player → schedule → game → news → photos → sponsors → about (${size})`, async () => {
      const isPhone = size === 'phone';
      const context = await browser.newContext({ viewport, hasTouch: isPhone });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const slug = await demoSlug('hockey');
      await page.goto(`${baseUrl}/sites/${slug}`, { waitUntil: 'networkidle' });
      expect(await page.locator('h1').textContent()).toBe('Lakeshore Lynx Hockey');
      await expectAxeClean(page);

      await openMenu(page, isPhone, 'Team', 'Roster');
      expect(await page.locator('h1').textContent()).toBe('Roster');
      await expectAxeClean(page);

      const firstPlayer = page.locator('.person-card a').first();
      const playerName = (await firstPlayer.locator('.card-title').textContent()) ?? '';
      await firstPlayer.click();
      await page.waitForLoadState('networkidle');
      expect(await page.locator('h1').textContent()).toBe(playerName);
      await expectAxeClean(page);

      await openMenu(page, isPhone, 'Schedule', 'Game Schedule');
      expect(await page.locator('h1').textContent()).toMatch(/Schedule & Results/);
      await expectAxeClean(page);

      await page
        .locator('.game-card a', { hasText: /W \d+-\d+/ })
        .first()
        .click();
      await page.waitForLoadState('networkidle');
      expect(await page.locator('.score-digits').textContent()).toMatch(/\d+\s*–/);
      await page.getByRole('heading', { name: 'Scoring summary' }).waitFor();
      await expectAxeClean(page);

      await openMenu(page, isPhone, 'News', 'Articles');
      expect(await page.locator('h1').textContent()).toBe('News');
      await expectAxeClean(page);
      const firstArticle = page.locator('.article-card a').first();
      const articleTitle = (await firstArticle.locator('.card-title').textContent()) ?? '';
      await firstArticle.click();
      await page.waitForLoadState('networkidle');
      expect(await page.locator('h1').textContent()).toBe(articleTitle);
      await expectAxeClean(page);

      await openMenu(page, isPhone, 'News', 'Galleries');
      await page.locator('.gallery-card a', { hasText: 'Match day 19' }).click();
      await page.waitForLoadState('networkidle');
      await expectAxeClean(page);

      // The lightbox: opens on the photo, moves with the keyboard and by swiping, closes with
      // Escape, and gives focus back to the photo that opened it.
      const photos = page.locator('.photo-grid a');
      const count = await photos.count();
      expect(count).toBeGreaterThan(1);
      await photos.first().click();
      const dialog = page.getByRole('dialog', { name: 'Photo viewer' });
      await dialog.waitFor();
      await expect.poll(() => dialog.locator('.lightbox-count').textContent()).toBe(`1 / ${count}`);
      await expectAxeClean(page);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => dialog.locator('.lightbox-count').textContent()).toBe(`2 / ${count}`);
      const box = await dialog.boundingBox();
      if (!box) throw new Error('the lightbox has no box');
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width * 0.2, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.8, y, { steps: 5 });
      await page.mouse.up();
      await expect.poll(() => dialog.locator('.lightbox-count').textContent()).toBe(`1 / ${count}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => document.activeElement?.closest('.photo-grid li') !== null)).toBe(
        true,
      );

      await openMenu(page, isPhone, 'Sponsors');
      expect(await page.locator('h1').textContent()).toBe('Our Sponsors');
      await expectAxeClean(page);

      await openMenu(page, isPhone, 'About', 'About Us');
      expect(await page.locator('h1').textContent()).toBe('About Lakeshore Lynx Hockey');
      await expectAxeClean(page);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
