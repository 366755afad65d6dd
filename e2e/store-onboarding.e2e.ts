import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughApi } from './support/accounts.ts';
import { e2eBaseUrl } from './support/base-url.ts';
import { findAccessibilityViolations, launchBrowser, viewports } from './support/browser.ts';

const baseUrl = e2eBaseUrl();

// A new hockey team connects a payment account on the sandbox provider, in order.
describe('a team connects a payment account through the sandbox onboarding page', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    // The sandbox onboarding page's CSP forbids inline scripts; axe is injected as one.
    context = await browser.newContext({ viewport: viewports.desktop, bypassCSP: true });
    page = await context.newPage();
    await signUpThroughApi(page.request, baseUrl);
  });
  afterAll(() => browser.close());

  it('offers the store set-up while the team has no payment account', async () => {
    const before = await (await page.request.get(`${baseUrl}/api/payments/account`)).json();
    expect(before).toEqual({ accountId: null });
    await page.goto(`${baseUrl}/portal/store`);
    await page.getByRole('heading', { name: 'Setup your Online Store', level: 1 }).waitFor();
    await page.getByText('Sideline is the payment facilitator').first().waitFor();
    const menu = page.getByRole('navigation', { name: 'Portal' });
    await expect(menu.getByText('Overview', { exact: true }).count()).resolves.toBe(0);
  });

  it('has no accessibility violations on the set-up page', async () => {
    expect(await findAccessibilityViolations(page)).toEqual([]);
  });

  it('connects, completes the sandbox onboarding and comes back to the payment account page', async () => {
    await page.getByRole('button', { name: 'Connect a payment account' }).click();
    await page.waitForURL(/\/sandbox\/payments\/onboarding\/acct_sandbox_/, { timeout: 30_000 });
    await page.getByRole('heading', { name: /Sandbox onboarding/ }).waitFor();
    await expect(page.getByLabel('Business name').inputValue()).resolves.not.toBe('');
    expect(await findAccessibilityViolations(page)).toEqual([]);
    await page.getByLabel('I confirm these business details are correct').check();
    await page.getByRole('button', { name: 'Submit and return to Sideline' }).click();

    await page.waitForURL(`${baseUrl}/portal/store/stripeaccount`, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Payment Account', level: 1 }).waitFor();
    const account = await (await page.request.get(`${baseUrl}/api/payments/account`)).json();
    expect(account).toMatchObject({ chargesEnabled: true, detailsSubmitted: true });
    await page.getByText(account.accountId, { exact: true }).waitFor();
    await page.getByText('Charges enabled', { exact: true }).waitFor();

    const menu = page.getByRole('navigation', { name: 'Portal' });
    await menu.getByText('Overview', { exact: true }).first().waitFor();
  });

  it('has no accessibility violations on the payment account page', async () => {
    expect(await findAccessibilityViolations(page)).toEqual([]);
  });
});
