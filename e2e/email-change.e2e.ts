import { accountMessages } from '@sideline/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughApi } from './support/accounts.ts';
import { e2eBaseUrl } from './support/base-url.ts';
import { findAccessibilityViolations, launchBrowser, viewports } from './support/browser.ts';

const baseUrl = e2eBaseUrl();

interface DevMail {
  to: string[];
  templateId: string;
  text: string;
}

/** The newest mail of a kind to an address, from the development mailbox (loopback only). */
async function latestMail(page: Page, email: string, templateId: string): Promise<DevMail> {
  const mails = (await (await page.request.get(`${baseUrl}/dev/mail?format=json`)).json()) as DevMail[];
  const mail = mails.find((m) => m.templateId === templateId && m.to.includes(email));
  if (!mail) throw new Error(`no ${templateId} mail to ${email}`);
  return mail;
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto(`${baseUrl}/signin`);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

// The owner's side of an email change someone else made: the old address keeps working, the
// notice mail carries the undo link, and undoing it sets a new password.
describe('an email change made with a stolen session is undone from the old mailbox', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let owner: { email: string; password: string };
  const intruderEmail = `intruder-${Date.now()}@example.test`;
  const newPassword = 'Lighthouse-Keeper-77';

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: viewports.desktop });
    page = await context.newPage();
    owner = await signUpThroughApi(context.request, baseUrl);
    // A verified owner: the unverified-email rule (a few sign-ins only) is another test's subject.
    const verification = await latestMail(page, owner.email, 'email-verification');
    const link = /https?:\/\/\S+\/verify-email\?token=\S+/.exec(verification.text)?.[0];
    await page.goto(link!.replace(/^https?:\/\/[^/]+/, baseUrl));
    await page.getByText(accountMessages.emailVerified).first().waitFor({ timeout: 15_000 });
  });
  afterAll(() => browser.close());

  it('asks for the current password in Settings → Admin, then signs out', async () => {
    await page.goto(`${baseUrl}/portal/settings/admin`);
    // Two-step verification has a "Current password" of its own on this page.
    const form = page.getByRole('form', { name: 'Change email' });
    await form.getByLabel(/^New email/).fill(intruderEmail);
    await form.getByLabel(/^Confirm new email/).fill(intruderEmail);
    await form.getByRole('button', { name: 'Change email' }).click();
    await form.getByText(accountMessages.currentPasswordMissing).first().waitFor();

    await form.getByLabel(/^Current password/).fill(owner.password);
    await form.getByRole('button', { name: 'Change email' }).click();
    await page.waitForURL(`${baseUrl}/signin`);
  });

  it('still signs in with the old address', async () => {
    await signInThroughForm(page, owner.email, owner.password);
    await page.waitForURL(`${baseUrl}/portal/dashboard`);
  });

  it('undoes the change from the notice mail with a new password', async () => {
    const notice = await latestMail(page, owner.email, 'email-change-notice');
    expect(notice.text).toContain(intruderEmail);
    const link = /https?:\/\/\S+\/revert-email\?token=\S+/.exec(notice.text)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!.replace(/^https?:\/\/[^/]+/, baseUrl));
    await page.getByRole('heading', { name: 'Undo the email change' }).waitFor();

    await page.getByLabel(/^New password/).fill('password1');
    await page.getByText('Too common').waitFor();
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByText(/^Strength:/).waitFor();
    expect(await findAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Restore my email and save the password' }).click();
    await page.getByRole('status').getByText(accountMessages.emailReverted).waitFor();
  });

  it('signs in with the new password only', async () => {
    await signInThroughForm(page, owner.email, owner.password);
    await page.getByText('Incorrect password').first().waitFor();
    await signInThroughForm(page, owner.email, newPassword);
    await page.waitForURL(`${baseUrl}/portal/dashboard`);
  });
});
