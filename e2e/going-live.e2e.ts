import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { agreementMessages, domainMessages, subscriptionMessages } from '@sideline/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findVerificationLink, openVerificationLink, signUpThroughApi } from './support/accounts.ts';
import { downloadAgreementPdf, drawSignature, fillWebsiteSigner } from './support/agreements.ts';
import { e2eBaseUrl } from './support/base-url.ts';
import {
  findAccessibilityViolations,
  launchBrowser,
  smallPhoneViewport,
  viewports,
} from './support/browser.ts';

const baseUrl = e2eBaseUrl();
const shotsDir = process.env.SHOTS_DIR;

/**
 * Issue 21's proof, on a phone and through the UI only: a new team signs the website agreement by
 * drawing with the pointer, downloads the PDF, starts the annual website subscription in the
 * sandbox checkout; its public site loses noindex, robots.txt names the sitemap, and the dashboard
 * checklist is green.
 */
describe('a new team goes live on a phone', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let slug: string;

  /** With SHOTS_DIR set: the page at phone and desktop width, then back to the phone. */
  const shoot = async (name: string) => {
    if (!shotsDir) return;
    mkdirSync(shotsDir, { recursive: true });
    for (const [size, viewport] of [
      ['phone', smallPhoneViewport],
      ['desktop', viewports.desktop],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: path.join(shotsDir, `${name}-${size}.png`), fullPage: true });
    }
    await page.setViewportSize(smallPhoneViewport);
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    // The sandbox checkout page's CSP forbids inline scripts; axe is injected as one.
    context = await browser.newContext({
      viewport: smallPhoneViewport,
      acceptDownloads: true,
      bypassCSP: true,
    });
    page = await context.newPage();
    const admin = await signUpThroughApi(context.request, baseUrl, { teamName: 'Harbor City Otters' });
    await openVerificationLink(page, await findVerificationLink(page, baseUrl, admin.email));
    const session = await (await page.request.get(`${baseUrl}/api/session`)).json();
    slug = session.team.slug;
  });
  afterAll(() => browser?.close());

  const siteUrl = (sitePath: string) => `http://${slug}.localhost:${new URL(baseUrl).port}${sitePath}`;
  /** Read in the browser: it resolves {slug}.localhost to this machine, Node's resolver does not. */
  const robotsTxt = async () => {
    const response = await page.goto(siteUrl('/robots.txt'));
    if (!response) throw new Error('robots.txt did not answer');
    return response.text();
  };
  const checklistStep = (step: string) => page.locator(`[data-step="${step}"]`).getAttribute('data-done');

  it('starts with the site noindex and a checklist of what is missing', async () => {
    expect(await robotsTxt()).toContain('Disallow: /');
    await page.goto(siteUrl('/'));
    await expect(page.locator('meta[name="robots"][content*="noindex"]').count()).resolves.toBe(1);

    await page.goto(`${baseUrl}/portal/dashboard`);
    await page.getByRole('region', { name: 'Set up your site and store' }).waitFor();
    await expect(checklistStep('agreement')).resolves.toBe('false');
    await expect(checklistStep('subscription')).resolves.toBe('false');
    await shoot('dashboard-checklist-before');
  });

  it('signs the website agreement, drawing the signature with the pointer', async () => {
    await page.getByRole('link', { name: /Sign agreements/ }).click();
    await page.waitForURL(`${baseUrl}/portal/settings/agreements`);
    await page.getByRole('button', { name: 'Sign the agreement' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Website Licensing Agreement' });
    await fillWebsiteSigner(dialog, {
      name: 'Morgan Ashby',
      title: 'Head Coach',
      address: '4 Harbor Street, Harbor City, MA 02110',
    });
    await drawSignature(page, dialog.getByRole('img', { name: 'Your signature' }));
    await dialog.getByRole('button', { name: 'Save Signature' }).click();
    await dialog.getByText('Signature saved.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(agreementMessages.signed('website')).first().waitFor({ timeout: 20_000 });
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByRole('region', { name: 'Website Licensing Agreement' });
    await card.getByText('Morgan Ashby, Head Coach').waitFor();
  });

  it('downloads the signed PDF', async () => {
    const card = page.getByRole('region', { name: 'Website Licensing Agreement' });
    const { fileName, bytes } = await downloadAgreementPdf(page, card);
    expect(fileName).toMatch(/^licensing_agreement_\d{4}-\d{2}-\d{2}_[0-9a-f]{32}\.pdf$/);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(5000);
  });

  it('starts the annual website subscription from the checklist and pays it in the sandbox checkout', async () => {
    await page.goto(`${baseUrl}/portal/dashboard`);
    await expect(checklistStep('agreement')).resolves.toBe('true');
    await page.getByRole('link', { name: 'Start free month' }).click();
    await page.waitForURL(`${baseUrl}/portal/settings/account`);
    const website = page.getByRole('region', { name: 'Team website' });
    await website.getByText('Not started').waitFor();
    await page.getByText('Your one-month free trial starts when your website subscription starts.').waitFor();
    expect(await findAccessibilityViolations(page)).toEqual([]);
    await shoot('settings-account-before');
    // No subscription yet, so no billing account at the provider: the toast says what to do.
    await page.getByRole('button', { name: 'Manage payment method and invoices' }).click();
    await page.getByText(subscriptionMessages.noBillingAccount).waitFor();

    await expect(website.getByRole('radio', { name: /Annual/ }).isChecked()).resolves.toBe(true);
    await website.getByRole('button', { name: 'Start free month' }).click();
    await page.waitForURL(/\/sandbox\/payments\/checkout\/cs_sandbox_/, { timeout: 30_000 });
    await page.getByText('$200 a year').waitFor();
    expect(await findAccessibilityViolations(page)).toEqual([]);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await shoot('sandbox-checkout');
    await page.getByRole('button', { name: 'Start free trial' }).click();

    await page.waitForURL(`${baseUrl}/portal/settings/account?checkout=success`, { timeout: 30_000 });
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
    await page.goto(`${baseUrl}/portal/dashboard`);
    // The website's steps are green with nothing left to click; the store's steps follow them.
    await page.getByRole('region', { name: 'Set up your site and store' }).waitFor();
    for (const step of ['agreement', 'subscription']) {
      await expect(checklistStep(step)).resolves.toBe('true');
      await expect(page.locator(`[data-step="${step}"]`).getByRole('link').count()).resolves.toBe(0);
    }
    await shoot('dashboard-checklist-after');
  });

  it('asks for the domain email’s mailbox names under their field, and charges one mailbox each', async () => {
    await page.goto(`${baseUrl}/portal/settings/account`);
    const email = page.getByRole('region', { name: 'Domain email' });
    const names = email.getByRole('textbox', { name: 'Mailbox names' });
    const start = email.getByRole('button', { name: 'Start domain email' });
    await start.click();
    await email.getByText(domainMessages.mailboxesMissing).waitFor();
    await expect(names.getAttribute('aria-invalid')).resolves.toBe('true');
    await names.fill('president, coach@otters.org');
    await start.click();
    await email.getByText(domainMessages.mailboxInvalid).waitFor();
    await shoot('mailbox-names-error');
    await names.fill('president, coach');
    await email.getByText(domainMessages.mailboxInvalid).waitFor({ state: 'detached' });
    expect(await findAccessibilityViolations(page)).toEqual([]);
    await shoot('mailbox-names');

    await start.click();
    await page.waitForURL(/\/sandbox\/payments\/checkout\/cs_sandbox_/, { timeout: 30_000 });
    await page.getByText('Domain email × 2').waitFor();
  });

  it('opens the billing account at the sandbox provider, saves a card there and returns to Sideline', async () => {
    await page.goto(`${baseUrl}/portal/settings/account`);
    const manage = page.getByRole('button', { name: 'Manage payment method and invoices' });
    await manage.waitFor();
    await shoot('settings-account-billing');
    await manage.click();
    await page.waitForURL(/\/sandbox\/payments\/billing\/cus_sandbox_/, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Team website' }).waitFor();
    expect(await findAccessibilityViolations(page)).toEqual([]);
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Save payment method' }).click();
    await page.getByRole('alert').getByText(subscriptionMessages.cardDeclined).waitFor();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Save payment method' }).click();
    await page.getByText(subscriptionMessages.paymentMethodAdded).waitFor();
    await shoot('sandbox-billing');
    await page.getByRole('link', { name: 'Return to Sideline' }).click();
    await page.waitForURL(`${baseUrl}/portal/settings/account`, { timeout: 30_000 });
    await page
      .getByRole('region', { name: 'Team website' })
      .getByText('Free trial', { exact: true })
      .waitFor();
  });
});
