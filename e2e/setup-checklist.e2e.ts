import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { csrfHeaderName, csrfHeaderValue, describeSetupState, type SetupStepKey } from '@sideline/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findVerificationLink, openVerificationLink, signUpThroughApi } from './support/accounts.ts';
import { e2eBaseUrl } from './support/base-url.ts';
import { launchBrowser, viewports } from './support/browser.ts';
import {
  addProductThroughApi,
  finishSandboxOnboarding,
  signAgreementThroughUi,
} from './support/store-setup.ts';

const baseUrl = e2eBaseUrl();
const shotsDir = process.env.SHOTS_DIR;

/**
 * Issue 24's proof of the dashboard's setup checklist: a new team's steps turn green one by one as
 * the admin does each (agreements, subscription and payment account through the portal and the
 * sandbox's hosted pages, the first content through the API), the dashboard re-read after each;
 * all done, the checklist folds into one line.
 */
describe('the setup checklist of a new team', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const done = new Set<SetupStepKey>();

  const shoot = async (name: string) => {
    if (!shotsDir) return;
    mkdirSync(shotsDir, { recursive: true });
    for (const [size, viewport] of Object.entries(viewports)) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: path.join(shotsDir, `${name}-${size}.png`), fullPage: true });
    }
    await page.setViewportSize(viewports.desktop);
  };
  const api = (method: 'POST' | 'PUT', url: string, data: unknown) =>
    context.request.fetch(`${baseUrl}${url}`, {
      method,
      headers: { [csrfHeaderName]: csrfHeaderValue, origin: baseUrl },
      data,
    });
  /** The dashboard opened afresh: every step's state as the checklist shows it. */
  const readChecklist = async () => {
    await page.goto(`${baseUrl}/portal/dashboard`);
    const checklist = page.getByRole('region', { name: 'Set up your site and store' });
    await checklist.waitFor();
    const steps = await checklist
      .locator('[data-step]')
      .evaluateAll((items) =>
        items.map((item) => [item.getAttribute('data-step'), item.getAttribute('data-done')]),
      );
    return Object.fromEntries(steps) as Record<SetupStepKey, string>;
  };
  /** The step just done is green, the ones done before stay green, the others are still open. */
  const expectDone = async (step: SetupStepKey) => {
    done.add(step);
    const checklist = await readChecklist();
    for (const [key, isDone] of Object.entries(checklist)) {
      expect(isDone, key).toBe(String(done.has(key as SetupStepKey)));
    }
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    // The sandbox's hosted pages send a CSP of their own; nothing here needs it bypassed but axe.
    context = await browser.newContext({ viewport: viewports.desktop, bypassCSP: true });
    page = await context.newPage();
    const admin = await signUpThroughApi(context.request, baseUrl, { teamName: 'Harbor City Terns' });
    await openVerificationLink(page, await findVerificationLink(page, baseUrl, admin.email));
  });
  afterAll(() => browser?.close());

  it('starts with every step open, the website agreement first', async () => {
    expect(await readChecklist()).toEqual({
      agreement: 'false',
      subscription: 'false',
      paymentAccount: 'false',
      storeAgreement: 'false',
      roster: 'false',
      game: 'false',
      article: 'false',
      product: 'false',
    });
    const checklist = page.getByRole('region', { name: 'Set up your site and store' });
    await checklist.getByRole('link', { name: 'Sign agreement', exact: true }).waitFor();
    await checklist.getByText(describeSetupState(false, 0, 8)).waitFor();
  });

  it('turns the website agreement green once signed', async () => {
    await signAgreementThroughUi(page, baseUrl, 'Website');
    await expectDone('agreement');
  });

  it('turns the subscription green once the free month starts in the sandbox checkout', async () => {
    await page.getByRole('link', { name: 'Start free month' }).click();
    await page.waitForURL(`${baseUrl}/portal/settings/account`);
    await page
      .getByRole('region', { name: 'Team website' })
      .getByRole('button', { name: 'Start free month' })
      .click();
    await page.waitForURL(/\/sandbox\/payments\/checkout\/cs_sandbox_/, { timeout: 30_000 });
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await page.waitForURL(`${baseUrl}/portal/settings/account?checkout=success`, { timeout: 30_000 });
    await expectDone('subscription');
    // Issue 35 §2: published now, and the checklist says so (it said "hidden" until every step).
    await page
      .getByRole('region', { name: 'Set up your site and store' })
      .getByText(describeSetupState(true, 2, 8))
      .waitFor();
    const site = await context.request.get(`${baseUrl}/api/subscriptions`);
    expect((await site.json()).published).toBe(true);
  });

  it('names what the payment provider still needs, then turns green once onboarding is done', async () => {
    // The account begun but its onboarding not finished: the provider's requirements, in words.
    const begun = await api('POST', '/api/payments/account', undefined);
    expect(begun.status()).toBe(200);
    await readChecklist();
    const step = page.locator('[data-step="paymentAccount"]');
    await step
      .getByText(
        "Still needed: The organization name; A support email address for buyers; Acceptance of the payment provider's terms of service",
      )
      .waitFor();
    await shoot('dashboard-checklist-partly-done');
    await page.goto(`${baseUrl}/portal/store/stripeaccount`);
    const due = page.getByRole('region', { name: 'The payment provider still needs' });
    await due.getByText('A support email address for buyers').waitFor();
    await shoot('payment-account-requirements');

    await page.getByRole('button', { name: 'Continue onboarding' }).click();
    await finishSandboxOnboarding(page, baseUrl);
    await expectDone('paymentAccount');
  });

  it('turns the store agreement green once signed', async () => {
    await signAgreementThroughUi(page, baseUrl, 'Store');
    await expectDone('storeAgreement');
  });

  it('turns the roster, game, article and product steps green as each is added', async () => {
    const options = await (await context.request.get(`${baseUrl}/api/games/options`)).json();
    // A player needs the sport's required details: the number and the position.
    const player = await api('POST', '/api/roster', {
      name: 'Riley Okafor',
      details: [
        { title: 'Team Number', value: '14' },
        { title: 'Position', value: 'Forward' },
      ],
    });
    expect(player.status(), await player.text()).toBe(201);
    await expectDone('roster');

    const game = await api('POST', '/api/games', {
      title: 'Season opener',
      seasonId: options.seasons[0].id,
      opponentId: options.opponents[0].id,
      date: '2027-02-06',
      time: '19:30',
    });
    expect(game.status(), await game.text()).toBe(201);
    await expectDone('game');

    const article = await api('POST', '/api/articles', {
      title: 'Terns open the season at home',
      content: '<p>The first home game is on February 6.</p>',
    });
    expect(article.status(), await article.text()).toBe(201);
    await expectDone('article');

    await addProductThroughApi(context.request, baseUrl, {
      name: 'Terns Scarf',
      urlId: 'terns-scarf',
      priceCents: 2500,
    });
    await page.goto(`${baseUrl}/portal/dashboard`);
  });

  it('folds into one line once every step is done', async () => {
    await page.getByRole('region', { name: 'Your site and store are live' }).waitFor();
    await expect(page.locator('[data-step]').count()).resolves.toBe(0);
    await shoot('dashboard-checklist-folded');
  });
});
