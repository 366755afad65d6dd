import { websiteInfoMessages } from '@sideline/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughApi } from './support/accounts.ts';
import { e2eBaseUrl } from './support/base-url.ts';
import { findAccessibilityViolations, launchBrowser, viewports } from './support/browser.ts';

const baseUrl = e2eBaseUrl();
const infoPath = '/portal/website/info';

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
    await page.getByRole('button', { name: 'Save' }).click();
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
    await page.getByRole('button', { name: 'Save' }).click();
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
});
