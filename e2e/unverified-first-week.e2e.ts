import { accountMessages, accountProtection, buildPortalMenu } from '@sideline/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eBaseUrl } from './support/base-url.ts';
import { launchBrowser, viewports } from './support/browser.ts';
import { chooseOption } from './support/mui.ts';

const baseUrl = e2eBaseUrl();

/** Ten pages of the side menu of a website-and-store team, each opened as a full page load. */
const portalPages = buildPortalMenu('WEBSITEANDSTORE', false)
  .flatMap((section) => (section.children ? section.children.map((c) => c.path) : [section.path]))
  .filter((path): path is string => Boolean(path))
  .slice(0, 10);

// A new admin's first week, in order: sign up after a refused youth attempt, do not verify, work.
describe('a new admin who has not verified their email keeps working through the portal', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const email = `coach-${Date.now()}@lakeview-lacrosse.test`;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: viewports.desktop });
    page = await context.newPage();
  });
  afterAll(() => browser.close());

  it('signs up after a youth refusal, and the refusal does not follow onto the dashboard', async () => {
    await page.goto(`${baseUrl}/signup`);
    await page.getByLabel('First name').fill('Jordan');
    await page.getByLabel('Last name').fill('Whitfield');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel('Confirm email').fill(email);
    await page.getByLabel(/^Password/).fill('Lakeview-Stick-2026');
    await page.getByLabel('Organization name').fill('Lakeview Athletic Club');
    await page.getByLabel('Team name').fill('Lakeview Lacrosse');
    await chooseOption(page, 'Sport', "Women's Lacrosse Team");
    await chooseOption(page, 'Age category', 'Youth / High School (players under 18)');
    await page.getByRole('radio', { name: /Website and Store/ }).check();
    await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
    await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
    await page.getByRole('button', { name: 'Create my team account' }).click();
    const youthToast = page
      .locator('.notistack-MuiContent')
      .filter({ hasText: accountMessages.youthRejected });
    await youthToast.first().waitFor();

    await chooseOption(page, 'Age category', 'Adult amateur club');
    await page.getByLabel(/^Password/).fill('Lakeview-Stick-2026');
    await page.getByRole('button', { name: 'Create my team account' }).click();
    await page.waitForURL(`${baseUrl}/portal/dashboard`, { timeout: 30_000 });
    await page
      .getByRole('heading', { name: /Lakeview Lacrosse/ })
      .first()
      .waitFor();
    await expect(youthToast.count()).resolves.toBe(0);
  });

  it('loads ten portal pages without verifying, still signed in, the banner stating the rule', async () => {
    expect(portalPages).toHaveLength(10);
    for (const path of portalPages) {
      await page.goto(`${baseUrl}${path}`);
      const banner = page.getByRole('alert').filter({ hasText: accountMessages.verifyNotice });
      await banner.waitFor();
      await expect(banner.textContent()).resolves.toContain(
        `you can use Sideline freely for ${accountProtection.unverifiedGraceDays} days after sign-up, until`,
      );
      expect(new URL(page.url()).pathname).toBe(path);
    }
    const session = await (await page.request.get(`${baseUrl}/api/session`)).json();
    expect(session).toMatchObject({ userLogged: true, user: { email, emailVerified: false } });
    // Every load was an automatic sign-in, counted as the spec asks.
    expect(session.team.loginCount).toBeGreaterThanOrEqual(portalPages.length + 1);
  });
});
