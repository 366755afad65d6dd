import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { accountMessages, agreementMessages, policyMessages } from '@sideline/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughApi } from './support/accounts.ts';
import { drawSignature, fillWebsiteSigner, hasInk } from './support/agreements.ts';
import { e2eBaseUrl } from './support/base-url.ts';
import {
  findAccessibilityViolations,
  launchBrowser,
  smallPhoneViewport,
  waitForAnimationsToEnd,
} from './support/browser.ts';

const baseUrl = e2eBaseUrl();
const phone = smallPhoneViewport;
const shotsDir = process.env.SHOTS_DIR ?? '';

/**
 * A screenshot into SHOTS_DIR, when it is set (the README's come from such a run), `settleMs` after
 * the page's animations end: Chromium's PDF viewer draws the page a moment after its frame has
 * loaded, with no event a test can wait for. Without SHOTS_DIR nothing is shot and nothing waited.
 */
async function shoot(page: Page, name: string, settleMs = 0) {
  if (!shotsDir) return;
  await waitForAnimationsToEnd(page);
  await page.waitForTimeout(settleMs);
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

// A new team's admin signs the website licensing agreement on a phone, with a finger (the
// pointer), and turns the phone on its side and back; the downloaded PDF and what signing leads to
// (the subscription, the published site) are the going-live flow's (going-live.e2e.ts).
describe('signing the website licensing agreement on a phone', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: phone });
    page = await context.newPage();
    const admin = await signUpThroughApi(context.request, baseUrl, { teamName: 'Harbor City Lynx' });
    const mails = (await (await page.request.get(`${baseUrl}/dev/mail?format=json`)).json()) as {
      to: string[];
      templateId: string;
      text: string;
    }[];
    const verification = mails.find(
      (m) => m.templateId === 'email-verification' && m.to.includes(admin.email),
    );
    const link = /https?:\/\/\S+\/verify-email\?token=\S+/.exec(verification?.text ?? '')?.[0];
    if (!link) throw new Error(`no verification mail to ${admin.email}`);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
    await page.getByText(accountMessages.emailVerified).first().waitFor({ timeout: 15_000 });
  });
  afterAll(() => browser.close());

  it('opens the agreements from the dashboard', async () => {
    await page.goto(`${baseUrl}/portal/dashboard`);
    await page.getByRole('link', { name: /Sign agreements/ }).click();
    await page.waitForURL(`${baseUrl}/portal/settings/agreements`);
    await page.getByRole('heading', { name: 'Website Licensing Agreement' }).waitFor();
    await shoot(page, 'agreements-page-phone');
    expect(await findAccessibilityViolations(page)).toEqual([]);
  });

  it('shows the terms as text, with the fields and the pad in the bar below', async () => {
    await page.getByRole('button', { name: 'Sign the agreement' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Website Licensing Agreement' });
    await dialog.waitFor();
    await dialog
      .getByRole('article', { name: 'Agreement terms' })
      .getByText(/cancels at least 15 days/)
      .waitFor();
    const submit = dialog.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);

    await fillWebsiteSigner(dialog, {
      name: 'Casey Lindqvist',
      title: 'Team President',
      address: '12 Rink Road, Harbor City, MA 02110',
    });
    expect(await dialog.getByText(agreementMessages.fieldHelper).count()).toBe(3);
    expect(await submit.isDisabled()).toBe(true);
    await waitForAnimationsToEnd(page);
    expect(await findAccessibilityViolations(page)).toEqual([]);
  });

  it('keeps the drawn signature when the phone turns', async () => {
    const canvas = page.getByRole('img', { name: 'Your signature' });
    await drawSignature(page, canvas);
    expect(await hasInk(canvas)).toBe(true);
    await page.setViewportSize({ width: phone.height, height: phone.width });
    await page.waitForTimeout(300);
    expect(await hasInk(canvas)).toBe(true);
    await page.setViewportSize(phone);
    await page.waitForTimeout(300);
    expect(await hasInk(canvas)).toBe(true);
  });

  it('saves the signature, submits, and the agreement is signed', async () => {
    const dialog = page.getByRole('dialog', { name: 'Website Licensing Agreement' });
    await dialog.getByRole('button', { name: 'Save Signature' }).click();
    await dialog.getByText('Signature saved.', { exact: false }).waitFor();
    await shoot(page, 'agreement-dialog-phone');
    const submit = dialog.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await page.getByText(agreementMessages.signed('website')).first().waitFor({ timeout: 20_000 });
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByRole('region', { name: 'Website Licensing Agreement' });
    await card.getByText('Signed', { exact: true }).waitFor();
    await card.getByText('Casey Lindqvist, Team President').waitFor();
    await shoot(page, 'agreements-signed-phone');
  });

  it('says the agreement is already signed when opened again', async () => {
    await page
      .getByRole('region', { name: 'Website Licensing Agreement' })
      .getByRole('button', { name: 'View' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Website Licensing Agreement' });
    await dialog.getByText(agreementMessages.alreadySigned).waitFor();
    await dialog.getByRole('button', { name: 'Dismiss' }).first().click();
  });

  it('shows the live PDF preview beside the form on a desktop', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page
      .getByRole('region', { name: 'Store Licensing Agreement' })
      .getByRole('button', { name: 'Sign the agreement' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Store Licensing Agreement' });
    await dialog.getByLabel(/^Your Name/).fill('Casey Lindqvist');
    await dialog.locator('iframe[title="Store Licensing Agreement preview"]').waitFor({ timeout: 15_000 });
    expect(await dialog.getByLabel(/^Team Address/).count()).toBe(0);
    await shoot(page, 'agreement-dialog-desktop', 4000);
    await dialog.getByRole('button', { name: 'Dismiss' }).first().click();
    await shoot(page, 'agreements-page-desktop');
  });

  it('saves one policy, and the public /policies page shows it', async () => {
    const privacy = page.getByRole('region', { name: 'Privacy Policy' });
    await privacy
      .getByLabel('Privacy Policy text')
      .fill('We keep only what the club needs: names and emails.');
    await privacy.getByLabel('Privacy Policy link').fill('not a link');
    await privacy.getByRole('button', { name: 'Save Privacy Policy' }).click();
    await privacy.getByText(policyMessages.linkInvalid('privacy')).waitFor();
    await privacy.getByLabel('Privacy Policy link').fill('https://harbor-lynx.example/privacy');
    await privacy.getByRole('button', { name: 'Save Privacy Policy' }).click();
    await page.getByText(policyMessages.saved(1)).first().waitFor();
    if (shotsDir) await privacy.screenshot({ path: path.join(shotsDir, 'policy-privacy-desktop.png') });

    const siteUrl = await page.getByRole('link', { name: /Visit your Website/ }).getAttribute('href');
    await page.goto(new URL('policies', `${new URL(siteUrl ?? '', baseUrl).href.replace(/\/?$/, '/')}`).href);
    await page.getByText('We keep only what the club needs: names and emails.').waitFor();
    await shoot(page, 'site-policies-desktop');
  });
});
