import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eBaseUrl } from './support/base-url.ts';
import { launchBrowser } from './support/browser.ts';

const baseUrl = e2eBaseUrl();

describe('public redirects in the browser', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(() => browser.close());

  const cases: [string, string][] = [
    ['/login', '/signin'],
    ['/contact', '/contactus'],
    ['/demo', '/demo/hockey'],
    ['/prices', '/pricing'],
    ['/price', '/pricing'],
    ['/subscription', '/pricing'],
    ['/subscriptions', '/pricing'],
    ['/signup/friend42', '/signup?referral=friend42'],
    ['/this/page/does/not/exist', '/'],
    ['/nosuchreferral', '/'],
    ['/portal/dashboard', '/signin'],
    ['/portal', '/signin'],
  ];

  it.each(cases)('%s lands on %s', async (from, to) => {
    await page.goto(`${baseUrl}${from}`);
    await page.waitForURL((url) => `${url.pathname}${url.search}` === to, { timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe(to.split('?')[0]);
  });

  it('shows the portal version on /version', async () => {
    await page.goto(`${baseUrl}/version`);
    await page.getByText('9.6.3').first().waitFor();
  });
});
