import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findVerificationLink, openVerificationLink, signUpThroughForm } from './support/accounts.ts';
import { e2eBaseUrl } from './support/base-url.ts';
import {
  findAccessibilityViolations,
  launchBrowser,
  viewports,
  waitForAnimationsToEnd,
} from './support/browser.ts';

const baseUrl = e2eBaseUrl();

// A new admin's first hour (issue 19): sign up, clear the sample content, add a real player.
describe('a new admin removes the sample content and adds a real player', () => {
  let browser: Browser;
  let page: Page;
  const email = `coach-${Date.now()}@bayside-hockey.test`;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: viewports.desktop })).newPage();
  });
  afterAll(() => browser.close());

  it('signs up and sees the sample content marked in the roster', async () => {
    await signUpThroughForm(page, baseUrl, {
      firstName: 'Jordan',
      lastName: 'Reyes',
      email,
      password: 'Bayside-Puck-2026',
      organizationName: 'Bayside College',
      teamName: 'Bayside Hockey',
      sport: "Men's Ice Hockey Team",
    });
    await page.getByText('Your site starts with sample content').waitFor();

    // Verified, as an admin is within their first hour (an unverified account is signed out soon).
    await openVerificationLink(page, await findVerificationLink(page, baseUrl, email));

    await page.goto(`${baseUrl}/portal/roster/roster`);
    const list = page.getByRole('list', { name: 'Players' });
    await list.getByRole('listitem').first().waitFor();
    const rows = await list.getByRole('listitem').count();
    expect(rows).toBe(12);
    expect(await list.getByText('Sample', { exact: true }).count()).toBe(rows);
    expect(await findAccessibilityViolations(page)).toEqual([]);
  });

  it('removes all sample content from the dashboard and reads what went', async () => {
    await page.goto(`${baseUrl}/portal/dashboard`);
    await page.getByRole('button', { name: 'Remove all sample content' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove all sample content?' });
    await dialog.getByText(/This removes 12 players, 2 alumni, 2 coaches, 2 board members/).waitFor();
    await waitForAnimationsToEnd(page);
    expect(await findAccessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Remove sample content' }).click();

    const result = page.getByRole('dialog', { name: 'Sample content removed' });
    await result.getByText(/^Removed 12 players, 2 alumni, .*1 submission\.$/).waitFor();
    await result.getByRole('button', { name: 'Done' }).click();
    await result.waitFor({ state: 'detached' });
    // The banner goes with the dashboard's next answer (a busy machine may take a moment).
    await page.getByText('Your site starts with sample content').waitFor({ state: 'detached' });
    // The dashboard's counts follow at once.
    const players = page.getByRole('listitem').filter({ has: page.getByText('Players', { exact: true }) });
    await players.getByText('0', { exact: true }).waitFor();
  });

  it('adds a real player and sees them, unmarked, in the roster', async () => {
    await page.goto(`${baseUrl}/portal/roster/roster`);
    await page.getByText('No players yet').waitFor();
    await page.getByRole('link', { name: /New player/ }).click();
    await page.getByLabel(/^Name/).fill('Sam Okafor');
    await page.getByLabel(/^Team Number/).fill('4');
    await page.getByRole('combobox', { name: /^Position/ }).click();
    await page.getByRole('option', { name: 'Defensemen' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Player created.').first().waitFor();

    const list = page.getByRole('list', { name: 'Players' });
    await list.getByText('Sam Okafor').waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);
    expect(await list.getByText('Sample', { exact: true }).count()).toBe(0);
  });
});

/** Picks an option of an MUI select (a combobox that opens a listbox) by its label ("Sport *"). */
