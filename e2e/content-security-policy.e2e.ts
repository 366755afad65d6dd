import { csrfHeaderName, csrfHeaderValue } from '@sideline/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eBaseUrl } from './support/base-url.ts';
import { launchBrowser, viewports } from './support/browser.ts';

const baseUrl = e2eBaseUrl();

/** Collects every CSP violation and script error of a page (a violation does not always break it). */
async function watchPage(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (/Content Security Policy|CSP violation/.test(message.text())) problems.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return problems;
}

/** Signs a new team up through the API and returns its session cookie (the portal's way in). */
async function signUpTeam(): Promise<{ name: string; value: string }> {
  const email = `csp-${Date.now()}@harbor-hockey.test`;
  const res = await fetch(`${baseUrl}/api/accounts/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, [csrfHeaderName]: csrfHeaderValue },
    body: JSON.stringify({
      firstName: 'Jordan',
      lastName: 'Reyes',
      email,
      confirmEmail: email,
      password: 'Lantern-Rink-2047',
      organizationName: 'Harbor City University',
      teamName: 'Harbor City Herons',
      sportsType: 'WOMENSICEHOCKEY',
      websiteType: 'WEBSITEANDSTORE',
      ageType: 'COLLEGIATE',
      acceptPrivacyPolicy: true,
      acceptTermsOfService: true,
      timeZone: 'America/New_York',
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const [pair] = res.headers
    .getSetCookie()
    .find((cookie) => cookie.includes('session_token='))!
    .split(';');
  const [name, value] = pair?.split('=') ?? [];
  if (!name || value === undefined) throw new Error('sign-up set no session cookie');
  return { name, value };
}

describe('the app runs under its Content-Security-Policy', () => {
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: viewports.desktop });
  });
  afterAll(() => browser.close());

  it.each(['/', '/signin', '/signup', '/pricing', '/demo/hockey'])(
    'renders %s without a violation',
    async (pagePath) => {
      const page = await context.newPage();
      const problems = await watchPage(page);
      const res = await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
      expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
      await page.locator('main').first().waitFor();
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it('renders the portal of a signed-in team without a violation', async () => {
    const cookie = await signUpTeam();
    await context.addCookies([{ ...cookie, url: baseUrl }]);
    const page = await context.newPage();
    const problems = await watchPage(page);
    await page.goto(`${baseUrl}/portal/dashboard`, { waitUntil: 'networkidle' });
    await page
      .getByRole('heading', { name: /Harbor City Herons/ })
      .first()
      .waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('refuses to be framed by another page', async () => {
    const page = await context.newPage();
    await page.setContent(`<iframe title="framed" src="${baseUrl}/signin"></iframe>`);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    // The frame's document never becomes the sign-in page.
    await page.waitForTimeout(1000);
    expect(
      await frame
        ?.locator('main')
        .count()
        .catch(() => 0),
    ).toBe(0);
    await page.close();
  });

  it('renders the API documentation (swagger-ui) in development without a violation', async () => {
    const page = await context.newPage();
    const problems = await watchPage(page);
    await page.goto(`${baseUrl}/api/docs/`, { waitUntil: 'networkidle' });
    await page.getByText('Sideline API').first().waitFor();
    await page.locator('.opblock').first().waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });
});
