import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describeTimeZone, teamTimeZoneMessages, websiteInfoMessages } from '@sideline/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughApi } from './support/accounts.ts';
import { e2eBaseUrl } from './support/base-url.ts';
import { findAccessibilityViolations, launchBrowser, viewports } from './support/browser.ts';
import { chooseOption } from './support/mui.ts';

const baseUrl = e2eBaseUrl();
const infoPath = '/portal/website/info';
const shotsDir = process.env.SHOTS_DIR;

// A new team edits Website → Info, in order: each step builds on the one before.
describe('a team edits its website info', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const contact = (n: number) => page.getByRole('group', { name: new RegExp(`^Contact ${n}`) });

  beforeAll(async () => {
    browser = await launchBrowser();
    // The app's CSP forbids inline scripts; axe is injected as one.
    context = await browser.newContext({ viewport: viewports.desktop, bypassCSP: true });
    page = await context.newPage();
    await signUpThroughApi(page.request, baseUrl);
  });
  afterAll(() => browser.close());

  it('opens Info from the side menu with the seeded values', async () => {
    await page.goto(`${baseUrl}/portal/dashboard`);
    await page.getByRole('navigation', { name: 'Portal' }).getByText('Website', { exact: true }).click();
    await page.getByRole('navigation', { name: 'Portal' }).getByText('Info', { exact: true }).click();
    await page.waitForURL(`${baseUrl}${infoPath}`);
    await page.getByRole('heading', { name: 'Info', level: 1 }).waitFor();
    await expect(page.getByLabel('Slogan').inputValue()).resolves.not.toBe('');
    await expect(page.getByLabel('Stadium name').inputValue()).resolves.not.toBe('');
    // The main contact waits for the team's own address: the sign-in email is never published.
    await expect(contact(1).getByLabel('Email').inputValue()).resolves.toBe('');
  });

  it('has no accessibility violations', async () => {
    expect(await findAccessibilityViolations(page)).toEqual([]);
  });

  it('saves a new slogan, the main contact and a new contact, which a reload shows', async () => {
    await page.getByLabel('Slogan').fill('Harbor born, harbor strong');
    await contact(1).getByLabel('Email').fill('office@harbor-hockey.test');
    await contact(1).getByLabel('Phone').fill('(207) 555-0100');
    await page.getByRole('button', { name: 'Add contact' }).click();
    await contact(2).getByLabel('Title').fill('Tickets');
    await contact(2).getByLabel('Email').fill('tickets@harbor-hockey.test');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(websiteInfoMessages.saved).first().waitFor();

    await page.reload();
    await expect(page.getByLabel('Slogan').inputValue()).resolves.toBe('Harbor born, harbor strong');
    await expect(contact(1).getByLabel('Email').inputValue()).resolves.toBe('office@harbor-hockey.test');
    await expect(contact(1).getByLabel('Phone').inputValue()).resolves.toBe('(207) 555-0100');
    await expect(contact(2).getByLabel('Title').inputValue()).resolves.toBe('Tickets');
    await expect(contact(2).getByLabel('Email').inputValue()).resolves.toBe('tickets@harbor-hockey.test');
  });

  it('shows what is wrong on the field and keeps the stored value', async () => {
    await contact(2).getByLabel('Email').fill('tickets@');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await contact(2).getByText(websiteInfoMessages.emailInvalid).waitFor();
    const stored = await (await page.request.get(`${baseUrl}/api/website/info`)).json();
    expect(stored.info.contacts[1].email).toBe('tickets@harbor-hockey.test');
  });

  // Resized in place: every full page load counts as a sign-in of this unverified account.
  it('fits a phone screen', async () => {
    await page.setViewportSize(viewports.phone);
    await page.getByLabel('Slogan').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await findAccessibilityViolations(page)).toEqual([]);
    await page.setViewportSize(viewports.desktop);
  });

  it('asks before leaving with unsaved changes, and discards them when told to', async () => {
    await page.getByRole('navigation', { name: 'Portal' }).getByText('Dashboard', { exact: true }).click();
    await page.getByRole('dialog', { name: 'Discard Changes?' }).waitFor();
    await page.getByRole('button', { name: 'Discard Changes' }).click();
    await page.waitForURL(`${baseUrl}/portal/dashboard`);
  });

  // Issue 35 §1: every team was Eastern. A Minnesota team corrects its zone; its games keep their
  // clock times and the public schedule shows them in Central time.
  it('moves the team to Central time, keeping the clock times of its games', async () => {
    const slug = (await (await page.request.get(`${baseUrl}/api/session`)).json()).team.slug;
    const schedule = async () => {
      const res = await page.request.get(`${baseUrl}/sites/${slug}/schedule`);
      return res.text();
    };
    const before = await schedule();
    const clockTimes = (html: string, zone: string) =>
      [...html.matchAll(new RegExp(`\\d{1,2}:\\d{2} [AP]M ${zone}`, 'g'))].map((m) =>
        m[0].replace(/ \w+$/, ''),
      );
    const eastern = clockTimes(before, 'E[SD]T');
    expect(eastern.length).toBeGreaterThan(0);

    await page.goto(`${baseUrl}${infoPath}`);
    const section = page.getByRole('region', { name: 'Time zone' });
    await section.getByRole('combobox', { name: /Team time zone/ }).waitFor();
    await chooseOption(page, 'Team time zone', describeTimeZone('America/Chicago'));
    await section.getByRole('radio', { name: /Keep their clock times/ }).check();
    await page.setViewportSize(viewports.phone);
    expect(await findAccessibilityViolations(page)).toEqual([]);
    if (shotsDir) {
      mkdirSync(shotsDir, { recursive: true });
      await section.screenshot({ path: path.join(shotsDir, 'website-time-zone-phone.png') });
      await page.setViewportSize(viewports.desktop);
      await section.screenshot({ path: path.join(shotsDir, 'website-time-zone-desktop.png') });
    }
    await page.setViewportSize(viewports.desktop);
    await section.getByRole('button', { name: 'Save time zone' }).click();
    await page
      .getByText(teamTimeZoneMessages.changedKeepClock(describeTimeZone('America/Chicago')))
      .first()
      .waitFor();

    const after = await schedule();
    expect(clockTimes(after, 'E[SD]T')).toEqual([]);
    expect(clockTimes(after, 'C[SD]T')).toEqual(eastern);
  });
});
