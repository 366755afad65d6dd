import { websiteDesignMessages, websiteLogosMessages } from '@sideline/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughApi } from './support/accounts.ts';
import { e2eBaseUrl } from './support/base-url.ts';
import { findAccessibilityViolations, launchBrowser, viewports } from './support/browser.ts';

const baseUrl = e2eBaseUrl();

/** A team logo made for the test: a red shield shape on transparency, wider than it is tall. */
function makeLogoPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400">
    <path d="M150 40h300v180c0 90-150 150-150 150s-150-60-150-150z" fill="#b22222"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The team's site on its own subdomain (`{slug}.localhost`, which browsers resolve without setup). */
function subdomainUrl(slug: string): string {
  const base = new URL(baseUrl);
  return `${base.protocol}//${slug}.localhost:${base.port}/`;
}

/** What the public home page shows of the editor's choices. */
async function readPublicHome(page: Page, url: string) {
  await page.goto(url);
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const styles = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('');
    const logo = document.querySelector<HTMLImageElement>('header img');
    return {
      theme: document.documentElement.dataset.theme,
      primary: /--primary:(#[0-9a-f]{6})/i.exec(styles)?.[1]?.toLowerCase(),
      mainClass: main?.className ?? '',
      banner: document.querySelector('.hero-banner')?.textContent ?? '',
      logoSrc: logo?.currentSrc || logo?.getAttribute('src') || '',
      logoLoaded: Boolean(logo?.complete && logo.naturalWidth > 0),
      boosterLink: (() => {
        const link = [...document.querySelectorAll<HTMLAnchorElement>('header nav a')].find(
          // The link's text ends with a visually hidden "(opens in a new tab)".
          (a) => a.textContent?.startsWith('Booster Club'),
        );
        return link ? { href: link.href, target: link.target } : null;
      })(),
    };
  });
}

// An admin shapes the public site from /portal/website, then checks it by path and by subdomain.
describe.each([
  ['desktop', viewports.desktop],
  ['phone', viewports.phone],
] as const)('a team shapes its website from the editor on a %s', (device, viewport) => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let slug: string;
  const bannerText = `Welcome to the ${device} Hawks`;

  beforeAll(async () => {
    browser = await launchBrowser();
    // The app's CSP forbids inline scripts; axe is injected as one. Reduced motion: the portal's
    // rotating banner then switches slides at once, so axe never sees a half-faded slide.
    context = await browser.newContext({ viewport, bypassCSP: true, reducedMotion: 'reduce' });
    page = await context.newPage();
    await signUpThroughApi(page.request, baseUrl);
    await page.goto(`${baseUrl}/portal/website/info`);
    const visit = page.getByRole('link', { name: /Visit your Website/ }).first();
    slug = decodeURIComponent((await visit.getAttribute('href'))?.replace('/sites/', '') ?? '');
  });
  afterAll(() => browser.close());

  it('uploads a logo, crops it and saves it from Website → Info', async () => {
    await page.getByRole('button', { name: 'Choose image for Logo' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Image to upload').setInputFiles({
      name: 'hawks-logo.png',
      mimeType: 'image/png',
      buffer: await makeLogoPng(),
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.getByRole('button', { name: 'Use image' }).click({ timeout: 15_000 });
    await page.getByText(websiteLogosMessages.saved).first().waitFor();
    const stored = await (await page.request.get(`${baseUrl}/api/website/logos`)).json();
    expect(stored.logo.logo1.link).toMatch(/^\/files\/teams\//);
    expect(stored.logo.logo1.webpLink).toMatch(/\.webp$/);
    expect(stored.logo.logo1.height).toBe(32);
  });

  it('changes the color, dark mode, banner, home design and navigation from Website → Design', async () => {
    await page.goto(`${baseUrl}/portal/website/design`);
    const primary = page.getByRole('textbox', { name: /^Primary color/ });
    await primary.fill('#8b1a1a');
    await page.getByLabel('Dark mode').check();
    await page.getByRole('textbox', { name: /^Banner text/ }).fill(bannerText);
    await page.getByRole('radio', { name: 'Design 3' }).check();

    // A sub-link under the second main link (the seeded Team menu), to another website.
    const subLinkCount = await page.getByRole('group', { name: /^Link 2\.\d+(: |$)/ }).count();
    await page.getByRole('button', { name: 'Add a sub-link to Link 2', exact: true }).click();
    const added = page.getByRole('group', { name: new RegExp(`^Link 2\\.${subLinkCount + 1}(: |$)`) });
    await added.getByRole('textbox', { name: /^Title/ }).fill('Booster Club');
    await added.getByRole('combobox', { name: /^Links to/ }).click();
    await page.getByRole('option', { name: 'Custom link (another website)' }).click();
    await added.getByRole('textbox', { name: /^Web address/ }).fill('https://boosters.example.org/join');
    await expect(added.getByText('New tab').count()).resolves.toBe(1);

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(websiteDesignMessages.saved).first().waitFor();
    expect(await findAccessibilityViolations(page)).toEqual([]);
  });

  it('shows every change on the public site by path and by subdomain', async () => {
    const visitor = await browser.newContext({ viewport });
    const visitorPage = await visitor.newPage();
    for (const url of [`${baseUrl}/sites/${slug}`, subdomainUrl(slug)]) {
      const home = await readPublicHome(visitorPage, url);
      expect(home.theme, url).toBe('dark');
      expect(home.primary, url).toBe('#8b1a1a');
      expect(home.mainClass, url).toContain('family-3');
      expect(home.mainClass, url).toContain('treatment-1');
      expect(home.banner, url).toBe(bannerText);
      expect(home.logoSrc, url).toMatch(/\/files\/teams\/.+\.(webp|png)$/);
      expect(home.logoLoaded, url).toBe(true);
      expect(home.boosterLink, url).toEqual({ href: 'https://boosters.example.org/join', target: '_blank' });
    }
    await visitor.close();
  });
});
