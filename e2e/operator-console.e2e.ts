import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { marketplaceMessages, operatorMessages, reviewMessages, twoFactorMessages } from '@sideline/domain';
import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findVerificationLink, openVerificationLink, signUpThroughApi } from './support/accounts.ts';
import { e2eBaseUrl } from './support/base-url.ts';
import { launchBrowser, viewports } from './support/browser.ts';

const baseUrl = e2eBaseUrl();
const shotsDir = process.env.SHOTS_DIR;
const reviewText = 'Our whole season schedule and store went live in one evening.';
const operatorEmail = 'operator@sideline.test';
const operatorPassword = 'Harbor-Lynx-2026';

/** What the operator's authenticator app shows for the key it was given, at `at`. */
const appCode = (manualKey: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(manualKey) }).generate({ timestamp: at });

/**
 * Issue 24's proof: a team writes a review in Help, a Sideline operator publishes it in the
 * operator console, and it shows on the marketing home. On the way the team finds partner gear in
 * the marketplace and tells the vendor it is interested.
 */
describe('a team reviews Sideline and an operator publishes it', () => {
  let browser: Browser;
  let teamContext: BrowserContext;
  let operatorContext: BrowserContext;
  let team: Page;
  let operator: Page;

  /** With SHOTS_DIR set: the page at phone and desktop width. */
  const shoot = async (page: Page, name: string) => {
    if (!shotsDir) return;
    mkdirSync(shotsDir, { recursive: true });
    for (const size of ['phone', 'desktop'] as const) {
      await page.setViewportSize(viewports[size]);
      await page.screenshot({ path: path.join(shotsDir, `${name}-${size}.png`), fullPage: true });
    }
    await page.setViewportSize(viewports.desktop);
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    teamContext = await browser.newContext({ viewport: viewports.desktop });
    operatorContext = await browser.newContext({ viewport: viewports.desktop });
    await signUpThroughApi(teamContext.request, baseUrl, { teamName: 'Harbor City Otters' });
    await signUpThroughApi(operatorContext.request, baseUrl, {
      teamName: 'Sideline Staff Team',
      email: operatorEmail,
      confirmEmail: operatorEmail,
      password: operatorPassword,
    });
    team = await teamContext.newPage();
    operator = await operatorContext.newPage();
    // The console opens only to a verified staff address (issue 33 §2).
    await openVerificationLink(operator, await findVerificationLink(operator, baseUrl, operatorEmail));
  });
  afterAll(() => browser?.close());

  it('browses the marketplace and notifies a vendor', async () => {
    await team.goto(`${baseUrl}/portal/marketplace/sticks`);
    await expect(team.getByRole('heading', { level: 1, name: 'Sticks' }).waitFor()).resolves.toBeUndefined();
    const card = team.getByRole('listitem').filter({ hasText: 'Vapor composite stick' });
    await card.getByRole('img', { name: 'A blue hockey stick' }).waitFor();
    await shoot(team, 'marketplace');
    await card.getByRole('button', { name: /interested/ }).click();
    await team.getByLabel('Your name').fill('Casey Lindqvist');
    await team.getByLabel('How many').fill('12');
    await team.getByRole('button', { name: 'Notify the vendor' }).click();
    await team.getByText(marketplaceMessages.vendorNotified('Bauer Hockey')).waitFor();
  });

  it('shows each Help tab: schedule, searchable questions, tutorials', async () => {
    await team.goto(`${baseUrl}/portal/tutorials/schedule`);
    await team.getByRole('button', { name: 'Request a call' }).waitFor();
    await shoot(team, 'help-schedule');
    await team.goto(`${baseUrl}/portal/tutorials/questions`);
    await team.getByLabel('Search the questions').fill('door');
    await team.getByText('How do we check tickets at the door?').waitFor();
    expect(await team.getByText('When does my website go live?').count()).toBe(0);
    await shoot(team, 'help-questions');
    await team.goto(`${baseUrl}/portal/tutorials/tutorials`);
    await team.getByRole('heading', { name: 'Publish your website' }).waitFor();
    await shoot(team, 'help-tutorials');
  });

  it('writes a review in Help', async () => {
    await team.goto(`${baseUrl}/portal/tutorials/reviews`);
    await team.getByRole('button', { name: 'Send review' }).click();
    await team.getByText(reviewMessages.ratingMissing).first().waitFor();
    await team.locator('label', { hasText: '5 Stars' }).click();
    await team.getByLabel('Your review').fill(reviewText);
    await team.getByLabel('Your name').fill('Casey Lindqvist');
    await team.getByLabel('Your role (optional)').fill('Team President');
    await team.getByRole('button', { name: 'Send review' }).click();
    await team.getByText(reviewMessages.saved).first().waitFor();
    await shoot(team, 'help-reviews');
  });

  // Issue 33 §2: a password alone opens nothing; the operator turns on two-step verification and
  // signs in again with the password and the app's code.
  it('asks the operator for two-step verification, set up in Settings → Admin, then a code at sign-in', async () => {
    await operator.goto(`${baseUrl}/portal/operator`);
    await operator.getByText(operatorMessages.secondFactorFirst).waitFor();
    await operator.getByRole('link', { name: 'Open Settings → Admin' }).click();
    const section = operator.getByRole('region', { name: 'Two-step verification' });
    await section.getByLabel(/^Current password/).fill(operatorPassword);
    await section.getByRole('button', { name: 'Set up two-step verification' }).click();
    await section.getByRole('img', { name: /QR code/ }).waitFor();
    const manualKey = ((await section.locator('code').textContent()) ?? '').replaceAll(' ', '');
    expect(manualKey).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').count()).toBe(
      10,
    );
    await shoot(operator, 'two-factor-setup');
    await section.getByLabel(/^Code from the app/).fill(appCode(manualKey));
    await section.getByRole('button', { name: 'Turn on' }).click();
    await operator.getByText(twoFactorMessages.turnedOn).first().waitFor();
    await section.getByText('On', { exact: true }).waitFor();
    await shoot(operator, 'two-factor-on');

    // Signed out, the password alone no longer signs in: the second step asks for the code.
    await operatorContext.clearCookies();
    await operator.goto(`${baseUrl}/signin`);
    await operator.getByLabel(/^Email/).fill(operatorEmail);
    await operator.getByLabel(/^Password/).fill(operatorPassword);
    await operator.getByRole('button', { name: 'Log In' }).click();
    const code = operator.getByLabel(/^Authentication code/);
    await code.waitFor();
    await shoot(operator, 'sign-in-second-step');
    await code.fill(appCode(manualKey, Date.now() - 5 * 60_000));
    await operator.getByRole('button', { name: 'Verify' }).click();
    await operator.getByText(twoFactorMessages.wrongCode).first().waitFor();
    await code.fill(appCode(manualKey));
    await operator.getByRole('button', { name: 'Verify' }).click();
    await operator.waitForURL(/\/portal\//);
  });

  it('is refused to an ordinary admin and open to the operator, who publishes the review', async () => {
    await team.goto(`${baseUrl}/portal/operator`);
    await team.getByText('This page is for Sideline staff only.').waitFor();

    await operator.goto(`${baseUrl}/portal/operator`);
    const review = operator.getByRole('listitem').filter({ hasText: reviewText });
    await review.waitFor();
    await shoot(operator, 'operator-reviews');
    await review.getByRole('button', { name: 'Publish' }).click();
    await operator.getByText('Review published').waitFor();
    await operator.getByRole('tab', { name: 'Requests' }).click();
    await operator.getByText(/Vapor composite stick/).waitFor();
    await shoot(operator, 'operator-requests');
    await operator.getByRole('tab', { name: 'Log' }).click();
    const logged = operator.getByRole('row').filter({ hasText: 'review.published' });
    await logged.waitFor();
    // Who, from where: the browser's address as the server saw it.
    await logged.getByRole('cell', { name: /^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/ }).waitFor();
  });

  it('shows the published review on the marketing home', async () => {
    const visitor = await browser.newPage({ viewport: viewports.desktop });
    await visitor.goto(`${baseUrl}/`);
    await visitor.getByRole('heading', { name: 'What teams say' }).waitFor();
    await visitor.getByText(reviewText).waitFor();
    await visitor.getByText('Harbor City Otters', { exact: false }).first().waitFor();
    await visitor.getByRole('heading', { name: 'What teams say' }).scrollIntoViewIfNeeded();
    await shoot(visitor, 'marketing-home-reviews');
    await visitor.close();
  });

  it('shows the team its referral link and the teams it referred', async () => {
    await team.goto(`${baseUrl}/portal/referrals`);
    await team.getByRole('heading', { name: 'Your referral link' }).waitFor();
    await team.getByText('No team has signed up through your link yet').waitFor();
    await shoot(team, 'referrals');
    await operator.getByRole('tab', { name: 'Promotion codes' }).click();
    await operator.getByLabel('Code').fill('SPRING25');
    await operator.getByLabel('Percent off').fill('25');
    await operator.getByRole('button', { name: 'Create' }).click();
    await operator.getByRole('cell', { name: 'SPRING25' }).waitFor();
    await shoot(operator, 'operator-codes');
  });
});
