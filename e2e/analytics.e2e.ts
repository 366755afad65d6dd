import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findVerificationLink, openVerificationLink, signUpThroughApi } from './support/accounts.ts';
import { e2eBaseUrl } from './support/base-url.ts';
import { launchBrowser, viewports } from './support/browser.ts';
import {
  addProductThroughApi,
  buyThroughApi,
  connectSandboxAccountThroughUi,
  signAgreementThroughUi,
} from './support/store-setup.ts';

const baseUrl = e2eBaseUrl();
const shotsDir = process.env.SHOTS_DIR;

/** Three visitors: the user agents real browsers send, on a desktop and a phone. */
const visitors = [
  {
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    pages: ['/', '/roster', '/about'],
  },
  {
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    pages: ['/', '/roster'],
  },
  {
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    pages: ['/'],
  },
] as const;
const viewCount = visitors.reduce((sum, visitor) => sum + visitor.pages.length, 0);

/**
 * Issue 24's proof of the analytics pages: a team's public pages opened by three browsers appear
 * in its website analytics (the server counts document navigations, with no script and no
 * cookie; the page's own fetches and the admin's visits do not count), and a purchase paid in the
 * sandbox appears in its store analytics.
 */
describe('website and store analytics from real visits and a real purchase', () => {
  let browser: Browser;
  let admin: BrowserContext;
  let page: Page;
  let slug: string;

  const shoot = async (name: string) => {
    if (!shotsDir) return;
    mkdirSync(shotsDir, { recursive: true });
    for (const [size, viewport] of Object.entries(viewports)) {
      await page.setViewportSize(viewport);
      // The charts lay themselves out again on resize (a ResizeObserver), a frame or two later.
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(shotsDir, `${name}-${size}.png`), fullPage: true });
    }
    await page.setViewportSize(viewports.desktop);
  };
  /** A table's rows as their cells' text, read from the figure card of that title. */
  const tableRows = async (title: string) =>
    page
      .getByRole('region', { name: title })
      .getByRole('table')
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')),
      );
  /** A total's figure, read beside its label. */
  const total = (label: string) =>
    page
      .locator('dl > *')
      .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd');

  beforeAll(async () => {
    browser = await launchBrowser();
    // The sandbox onboarding page's CSP forbids inline scripts; the signature pad is not one.
    // Reduced motion: the charts draw at once, so a screenshot after a resize shows every bar.
    admin = await browser.newContext({
      viewport: viewports.desktop,
      bypassCSP: true,
      reducedMotion: 'reduce',
    });
    page = await admin.newPage();
    const account = await signUpThroughApi(admin.request, baseUrl, { teamName: 'Harbor City Gulls' });
    await openVerificationLink(page, await findVerificationLink(page, baseUrl, account.email));
    slug = (await (await page.request.get(`${baseUrl}/api/session`)).json()).team.slug;
  });
  afterAll(() => browser?.close());

  it('starts with no visits', async () => {
    await page.goto(`${baseUrl}/portal/analytics/website`);
    await page.getByText('No website visits recorded in this range yet.', { exact: false }).waitFor();
  });

  it('counts three browsers’ page openings, not their fetches and not the admin’s own visits', async () => {
    for (const visitor of visitors) {
      const context = await browser.newContext({ userAgent: visitor.userAgent, viewport: viewports.phone });
      const visit = await context.newPage();
      for (const sitePath of visitor.pages) {
        const response = await visit.goto(`${baseUrl}/sites/${slug}${sitePath}`);
        expect(response?.status(), sitePath).toBe(200);
        // A script's request of the same page (as the live game page refreshes) is no view.
        expect(await visit.evaluate(() => fetch(location.href).then((answer) => answer.status))).toBe(200);
      }
      await context.close();
    }
    // The team's own admin, signed in, looks at the site: not a visitor.
    await page.goto(`${baseUrl}/sites/${slug}/`);

    await page.goto(`${baseUrl}/portal/analytics/website`);
    await page.getByRole('region', { name: 'Top pages' }).getByRole('table').waitFor();
    await expect(total('Visitors').textContent()).resolves.toBe('3');
    await expect(total('Page views').textContent()).resolves.toBe(String(viewCount));
    const pages = await tableRows('Top pages');
    expect(pages).toContainEqual(['/', '3', '3']);
    expect(pages).toContainEqual(['/roster', '2', '2']);
    expect(pages).toContainEqual(['/about', '1', '1']);
    expect((await tableRows('Browsers')).map(([name, count]) => [name, count]).sort()).toEqual([
      ['Chrome', '1'],
      ['Firefox', '1'],
      ['Safari', '1'],
    ]);
    const devices = Object.fromEntries((await tableRows('Devices')).map(([name, count]) => [name, count]));
    expect(devices).toEqual({ Desktop: '2', Mobile: '1' });
    await shoot('analytics-website');
  });

  it('shows a purchase paid in the sandbox in the store analytics', async () => {
    await signAgreementThroughUi(page, baseUrl, 'Store');
    await connectSandboxAccountThroughUi(page, baseUrl);
    const scarf = await addProductThroughApi(admin.request, baseUrl, {
      name: 'Gulls Scarf',
      urlId: 'gulls-scarf',
      priceCents: 2500,
    });
    const buyer = await browser.newContext();
    await buyThroughApi(buyer.request, baseUrl, slug, scarf, 2);
    await buyer.close();

    await page.goto(`${baseUrl}/portal/analytics/store`);
    await page.getByRole('region', { name: 'Top products' }).getByRole('table').waitFor();
    await expect(total('Orders').textContent()).resolves.toBe('1');
    // Two $25.00 scarves, nothing shipped and no tax: $50.00; the store fee on it is 10% + $0.50.
    await expect(total('Revenue').textContent()).resolves.toBe('$50.00');
    await expect(total('Fees').textContent()).resolves.toBe('$5.50');
    await expect(total('Net').textContent()).resolves.toBe('$44.50');
    await expect(total('Average order').textContent()).resolves.toBe('$50.00');
    expect(await tableRows('Top products')).toEqual([['Gulls Scarf', '2', '$50.00']]);
    await shoot('analytics-store');
  });

  it('shows this week’s visitors and the sale on the dashboard', async () => {
    await page.goto(`${baseUrl}/portal/dashboard`);
    const week = page.getByRole('region', { name: 'This week' });
    await week.waitFor();
    const figures = await week
      .locator('dl > div')
      .evaluateAll((items) =>
        items.map((item) => [item.querySelector('dt')?.textContent, item.querySelector('dd')?.textContent]),
      );
    expect(Object.fromEntries(figures)).toEqual({
      Visitors: '3',
      'Page views': String(viewCount),
      Orders: '1',
      Sales: '$50.00',
    });
    await page.getByRole('region', { name: 'Recent orders' }).getByText('Jo Fan · $50.00').waitFor();
    await shoot('dashboard');
    // The marketplace and help pages of the same team, for the screenshots.
    await page.goto(`${baseUrl}/portal/marketplace`);
    await page.getByRole('navigation', { name: 'Marketplace categories' }).waitFor();
    await shoot('marketplace');
    await page.goto(`${baseUrl}/portal/tutorials/tutorials`);
    await page.getByRole('heading', { name: 'Tutorials', level: 1 }).waitFor();
    await shoot('help-tutorials');
    await page.goto(`${baseUrl}/portal/tutorials/questions`);
    await page.getByRole('heading', { name: 'Questions', level: 1 }).waitFor();
    await shoot('help-questions');
  });
});
