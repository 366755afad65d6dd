import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughApi } from './support/accounts.ts';
import { e2eBaseUrl } from './support/base-url.ts';
import {
  findAccessibilityViolations,
  launchBrowser,
  viewports,
  waitForAnimationsToEnd,
} from './support/browser.ts';

const baseUrl = e2eBaseUrl();
const shotsDir = process.env.SHOTS_DIR ?? '';

async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  await waitForAnimationsToEnd(page);
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

// An admin takes everything the team keeps away (the worker builds the archive while the page
// shows its progress), then makes a new team of the organization from that archive.
describe("a team's data to take away", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let archivePath = '';
  let importedSlug = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: viewports.desktop, acceptDownloads: true });
    page = await context.newPage();
    await signUpThroughApi(context.request, baseUrl, { teamName: 'Harbor Herons' });
  });
  afterAll(() => browser.close());

  it('downloads everything once the worker has built it', async () => {
    await page.goto(`${baseUrl}/portal/settings/admin`);
    await page.getByRole('button', { name: 'Download everything' }).click();
    const link = page.getByRole('link', { name: 'Download the archive' });
    await link.waitFor({ timeout: 60_000 });
    await shoot(page, 'admin-export-ready-desktop');
    expect(await findAccessibilityViolations(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    archivePath = path.join(shotsDir || '/tmp', `harbor-herons-${Date.now()}.zip`);
    await download.saveAs(archivePath);
    expect(download.suggestedFilename()).toMatch(/^sideline-export-.*\.zip$/);
  });

  it('imports the archive as a new team of the organization', async () => {
    await page.getByLabel('Archive (ZIP)').setInputFiles(archivePath);
    await page.getByRole('button', { name: 'Import as a new team' }).click();
    const result = page.getByText(/was made from the archive/);
    await result.waitFor({ timeout: 60_000 });
    expect(await result.textContent()).toContain('Harbor Herons');
    await shoot(page, 'admin-import-done-desktop');

    await page.setViewportSize({ width: 360, height: 740 });
    await shoot(page, 'admin-team-data-phone');

    const sitePath = await page.getByRole('link', { name: /^\/sites\// }).textContent();
    await page.goto(`${baseUrl}${sitePath}`);
    await expect(page.title()).resolves.toContain('Harbor Herons');
    importedSlug = (sitePath ?? '').replace('/sites/', '');
  });

  it('switches the portal to the imported team from the account menu', async () => {
    await page.setViewportSize(viewports.desktop);
    await page.goto(`${baseUrl}/portal`);
    const before = await (await context.request.get(`${baseUrl}/api/session`)).json();
    expect(before.team.slug).not.toBe(importedSlug);
    await page.getByRole('button', { name: 'Account menu' }).click();
    // The page is on /portal already: wait for the switch itself, not only for a portal address.
    await Promise.all([
      page.waitForResponse(
        (res) => res.url() === `${baseUrl}/api/accounts/team` && res.request().method() === 'POST',
      ),
      page.getByRole('menuitem', { name: 'Switch to Harbor Herons' }).click(),
    ]);
    await page.waitForURL(`${baseUrl}/portal**`);
    await page.waitForLoadState('networkidle');
    const after = await (await context.request.get(`${baseUrl}/api/session`)).json();
    expect(after.team.slug).toBe(importedSlug);
    await shoot(page, 'portal-switched-to-imported-team-desktop');
  });
});
