import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughApi } from './support/accounts.ts';
import { signWebsiteAgreementInDatabase } from './support/agreements.ts';
import { findAccessibilityViolations, launchBrowser, viewports } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * On a phone, a new team whose website agreement is signed starts the annual website subscription
 * in the sandbox checkout; its public site loses noindex, robots.txt names the sitemap, and the
 * dashboard checklist turns green. The server is this test's own: the agreement is written in its
 * stopped database (signing has its own flow), then it starts again.
 */
const port = Number(process.env.E2E_PORT ?? 3210) + 1;
const shotsDir = process.env.SHOTS_DIR;

describe('a team starts its website subscription in the sandbox checkout', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sideline-e2e-subscription-'));
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let slug: string;

  /** With SHOTS_DIR set: the page at phone and desktop width, then back to the phone. */
  const shoot = async (name: string) => {
    if (!shotsDir) return;
    mkdirSync(shotsDir, { recursive: true });
    for (const size of ['phone', 'desktop'] as const) {
      await page.setViewportSize(viewports[size]);
      await page.screenshot({ path: path.join(shotsDir, `${name}-${size}.png`), fullPage: true });
    }
    await page.setViewportSize(viewports.phone);
  };

  beforeAll(async () => {
    server = await startServer(port, { SEED_DEMO_TEAMS: 'false' }, { dataDir });
    browser = await launchBrowser();
    // The sandbox checkout page's CSP forbids inline scripts; axe is injected as one.
    context = await browser.newContext({ viewport: viewports.phone, bypassCSP: true });
    const signUp = await signUpThroughApi(context.request, server.baseUrl);
    await server.stop();
    await signWebsiteAgreementInDatabase(dataDir, signUp.email);
    server = await startServer(port, { SEED_DEMO_TEAMS: 'false' }, { dataDir });
    page = await context.newPage();
    const session = await (await page.request.get(`${server.baseUrl}/api/session`)).json();
    slug = session.team.slug;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const siteUrl = (sitePath: string) => `http://${slug}.localhost:${port}${sitePath}`;
  /** Read in the browser: it resolves {slug}.localhost to this machine, Node's resolver does not. */
  const robotsTxt = async () => {
    const response = await page.goto(siteUrl('/robots.txt'));
    if (!response) throw new Error('robots.txt did not answer');
    return response.text();
  };

  it('shows the checklist with the agreement done and the subscription to start; the site is noindex', async () => {
    await page.goto(`${server.baseUrl}/portal/dashboard`);
    const checklist = page.getByRole('region', { name: 'Go live' });
    await checklist.waitFor();
    await expect(checklist.locator('[data-step="agreement"]').getAttribute('data-done')).resolves.toBe(
      'true',
    );
    await expect(checklist.locator('[data-step="subscription"]').getAttribute('data-done')).resolves.toBe(
      'false',
    );
    await shoot('dashboard-checklist-before');

    expect(await robotsTxt()).toContain('Disallow: /');
    await page.goto(`${server.baseUrl}/portal/dashboard`);
  });

  it('starts the annual subscription from Subscription & Account and pays it in the sandbox checkout', async () => {
    await page.getByRole('link', { name: 'Start free month' }).click();
    await page.waitForURL(`${server.baseUrl}/portal/settings/account`);
    const website = page.getByRole('region', { name: 'Team website' });
    await website.getByText('Not started').waitFor();
    await page.getByText('Your one-month free trial starts when your website subscription starts.').waitFor();
    expect(await findAccessibilityViolations(page)).toEqual([]);
    await shoot('settings-account-before');

    await expect(website.getByRole('radio', { name: /Annual/ }).isChecked()).resolves.toBe(true);
    await website.getByRole('button', { name: 'Start free month' }).click();
    await page.waitForURL(/\/sandbox\/payments\/checkout\/cs_sandbox_/, { timeout: 30_000 });
    await page.getByText('$200 a year').waitFor();
    expect(await findAccessibilityViolations(page)).toEqual([]);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await shoot('sandbox-checkout');
    await page.getByRole('button', { name: 'Start free trial' }).click();

    await page.waitForURL(`${server.baseUrl}/portal/settings/account?checkout=success`, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Your website is live' }).waitFor();
    await website.getByText('Free trial', { exact: true }).waitFor();
    await page.getByText(/Your free month is valid until/).waitFor();
    await website.getByRole('button', { name: 'Cancel subscription' }).waitFor();
    expect(await findAccessibilityViolations(page)).toEqual([]);
    await shoot('settings-account-after');
  });

  it('publishes the site: no noindex, and robots.txt names the sitemap', async () => {
    await page.goto(siteUrl('/'));
    await expect(page.locator('meta[name="robots"]').count()).resolves.toBe(0);
    const robots = await robotsTxt();
    expect(robots).toContain('Allow: /');
    expect(robots).toContain(`Sitemap: ${siteUrl('/sitemap.xml')}`);
  });

  it('shows the dashboard checklist green', async () => {
    await page.goto(`${server.baseUrl}/portal/dashboard`);
    const checklist = page.getByRole('region', { name: 'Your website is live' });
    await checklist.waitFor();
    for (const step of ['agreement', 'subscription']) {
      await expect(checklist.locator(`[data-step="${step}"]`).getAttribute('data-done')).resolves.toBe(
        'true',
      );
    }
    await expect(checklist.getByRole('link').count()).resolves.toBe(0);
    await shoot('dashboard-checklist-after');
  });
});
