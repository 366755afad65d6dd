import { buildPortalMenu } from '@sideline/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findVerificationLink, openVerificationLink, signUpThroughForm } from './support/accounts.ts';
import { e2eBaseUrl } from './support/base-url.ts';
import { findAccessibilityViolations, launchBrowser, viewports } from './support/browser.ts';
import { chooseOption } from './support/mui.ts';

const baseUrl = e2eBaseUrl();

// One new user's whole first visit, in order: each step builds on the one before.
describe("a women's rugby team signs up, verifies, signs out and signs back in", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const email = `captain-${Date.now()}@riverside-rugby.test`;
  const password = 'scrum2026';
  const teamName = 'Riverside Women’s Rugby';

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: viewports.desktop });
    page = await context.newPage();
  });
  afterAll(() => browser.close());

  it('refuses a youth team with the child-privacy message', async () => {
    await page.goto(`${baseUrl}/signup`);
    await chooseOption(page, 'Age category', 'Youth / High School (players under 18)');
    await expect(page.getByText('Sorry, Sideline cannot host youth').first().isVisible()).resolves.toBe(true);
  });

  it('signs up with every required field and lands on the dashboard', async () => {
    await signUpThroughForm(page, baseUrl, {
      firstName: 'Maya',
      lastName: 'Okafor',
      email,
      password,
      organizationName: 'Riverside University',
      teamName,
      sport: "Women's Rugby Team",
      timeZone: 'America/Chicago',
    });
    await page
      .getByRole('heading', { name: new RegExp(teamName) })
      .first()
      .waitFor();
    await page.getByText('Please verify your email to continue using your account.').first().waitFor();
    // Issue 35 §1: the zone chosen at sign-up is the team's (Store Info shows it).
    const storeInfo = await (await page.request.get(`${baseUrl}/api/website/storeinfo`)).json();
    expect(JSON.stringify(storeInfo)).toContain('"timeZone":"America/Chicago"');
  });

  it('opens the verification link from the mailbox', async () => {
    const link = await findVerificationLink(page, baseUrl, email);
    expect(link).toContain('/verify-email?token=');
    await openVerificationLink(page, link);
  });

  it('signs out to the home page', async () => {
    await page.goto(`${baseUrl}/portal/dashboard`);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(`${baseUrl}/`);
    const session = await (await page.request.get(`${baseUrl}/api/session`)).json();
    expect(session.userLogged).toBe(false);
  });

  it('shows the server message for a wrong password and clears the field', async () => {
    await page.goto(`${baseUrl}/signin`);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill('not-my-password1');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.getByText('Incorrect password').first().waitFor();
    await expect(page.getByLabel(/^Password/).inputValue()).resolves.toBe('');
  });

  it('signs in and sees the rugby side menu and the seeded content counts', async () => {
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.waitForURL(`${baseUrl}/portal/dashboard`);

    const menu = page.getByRole('navigation', { name: 'Portal' });
    // A rugby website-and-store team: the menu the domain defines for it (its order is unit-tested there).
    const expectedSections = buildPortalMenu('WEBSITEANDSTORE', false).map((s) => s.label);
    for (const label of expectedSections) {
      await menu.getByText(label, { exact: true }).first().waitFor();
    }

    // The dashboard shows what seeding created for this team, as the API counts it.
    const counts = await (await page.request.get(`${baseUrl}/api/dashboard`)).json();
    expect(counts.counts.players).toBeGreaterThanOrEqual(15);
    const cards = page.getByRole('list').filter({ has: page.getByText('Players', { exact: true }) });
    for (const [label, key] of [
      ['Players', 'players'],
      ['Games', 'games'],
      ['Galleries', 'galleries'],
    ] as const) {
      const card = cards.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });
      await card.getByText(String(counts.counts[key]), { exact: true }).waitFor();
    }
  });

  it('has no accessibility violations on the dashboard', async () => {
    const violations = await findAccessibilityViolations(page);
    expect(violations).toEqual([]);
  });
});
