import { privateDemoMessages, privateDemoRefusal } from '@sideline/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eBaseUrl } from './support/base-url.ts';
import { findAccessibilityViolations, launchBrowser, viewports } from './support/browser.ts';

const baseUrl = e2eBaseUrl();

/** A visitor's way into the portal: the demo page's "Try the portal" button. */
async function tryThePortal(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/demo/rugby`);
  await page.getByRole('link', { name: 'View the demo website' }).waitFor();
  await page.getByRole('button', { name: 'Try the portal' }).click();
  await page.waitForURL(`${baseUrl}/portal/dashboard`, { timeout: 30_000 });
  await page.getByText(privateDemoMessages.bannerTitle).waitFor();
}

async function openInfoScreen(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/portal/website/info`);
  await page.getByLabel('Slogan').waitFor();
}

// Two visitors, one after the other, each in a browser of their own.
describe('visitors try the portal in private demo copies', () => {
  let browser: Browser;
  const firstSlogan = `First visitor was here ${Date.now()}`;
  let seededSlogan = '';

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('gives the first visitor a private copy to edit, with the banner and no money operations', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    await tryThePortal(page);
    expect(await findAccessibilityViolations(page)).toEqual([]);

    await openInfoScreen(page);
    seededSlogan = await page.getByLabel('Slogan').inputValue();
    expect(seededSlogan).not.toBe('');
    await page.getByLabel('Slogan').fill(firstSlogan);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(/saved/i).first().waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Slogan').inputValue()).toBe(firstSlogan);

    // The copy sells from its own connected sandbox store; the account's money operations stay off.
    await page.goto(`${baseUrl}/portal/settings/account`);
    await page.getByRole('button', { name: 'Manage payment method and invoices' }).click();
    await page.getByText(privateDemoRefusal('subscription')).first().waitFor();

    await page.getByRole('button', { name: privateDemoMessages.createRealTeam }).click();
    await page.waitForURL(`${baseUrl}/signup`, { timeout: 30_000 });
    await page.goto(`${baseUrl}/portal/dashboard`);
    await page.waitForURL(/\/signin/, { timeout: 30_000 });
    await context.close();
  });

  it("gives a second visitor a fresh copy that shows none of the first visitor's edits", async () => {
    const context = await browser.newContext({ viewport: viewports.phone });
    const page = await context.newPage();
    await tryThePortal(page);
    expect(await findAccessibilityViolations(page)).toEqual([]);
    await openInfoScreen(page);
    await expect.poll(() => page.getByLabel('Slogan').inputValue()).toBe(seededSlogan);
    await context.close();
  });
});
