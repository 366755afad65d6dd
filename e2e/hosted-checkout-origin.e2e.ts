import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eBaseUrl } from './support/base-url.ts';
import { launchBrowser, viewports } from './support/browser.ts';
import {
  addProductThroughApi,
  addRegistrationFormThroughApi,
  createTicketsForNextHomeGame,
  setUpSellingTeamThroughUi,
} from './support/store-setup.ts';

const baseUrl = e2eBaseUrl();
const testCard = '4242 4242 4242 4242';

/**
 * Issue 33 §1, written as the fan meets it: the sites are on BASE_URL (localhost) while the
 * provider's hosted pages are on another origin (the end-to-end server addresses the sandbox's pages
 * at 127.0.0.1, as Stripe's are at checkout.stripe.com). The cart's checkout form and a priced form
 * without script post to the site, which answers 303 to the hosted page; Chromium applies the page's
 * form-action to that redirect, so under `form-action 'self'` the fan stayed on the cart with
 * nothing said. On a phone: a product, a ticket and a priced form (with and without script), each
 * from the site to the hosted page and back to the order page, with no policy violation.
 */
describe("a fan pays on the provider's hosted page, on another origin than the site, on a phone", () => {
  let browser: Browser;
  let slug: string;
  let ticketId: string;
  let formSlug: string;
  const siteOrigin = new URL(baseUrl).origin;

  beforeAll(async () => {
    browser = await launchBrowser();
    const admin = await browser.newContext({ viewport: viewports.phone });
    const adminPage = await admin.newPage();
    // The sandbox's onboarding page is on the other origin too: the portal's way there and back.
    await setUpSellingTeamThroughUi(adminPage, baseUrl);
    slug = (await (await admin.request.get(`${baseUrl}/api/session`)).json()).team.slug;
    await addProductThroughApi(admin.request, baseUrl, {
      name: 'Rink Scarf',
      urlId: 'rink-scarf',
      priceCents: 2500,
    });
    ticketId = (await createTicketsForNextHomeGame(admin.request, baseUrl)).id;
    formSlug = (
      await addRegistrationFormThroughApi(admin.request, baseUrl, [
        { id: 'full', title: 'Full season', priceCents: 12_500 },
      ])
    ).slug;
    await admin.close();
  });
  afterAll(() => browser.close());

  /** A fan's phone; every Content-Security-Policy violation and page error is collected. */
  async function fanPhone(options: { javaScriptEnabled?: boolean } = {}) {
    const context: BrowserContext = await browser.newContext({
      viewport: viewports.phone,
      isMobile: true,
      hasTouch: true,
      ...options,
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) problems.push(message.text());
    });
    return { context, page, problems };
  }

  /** The cart's checkout form filled and sent. */
  async function checkOutFromCart(page: Page) {
    await page.getByRole('heading', { name: 'Your cart' }).waitFor();
    const checkout = page.getByRole('complementary', { name: 'Checkout' });
    await checkout.getByLabel('Name', { exact: true }).fill('Jo Fan');
    await checkout.getByLabel('Email').fill('jo.fan@example.org');
    await checkout.getByRole('button', { name: 'Pay securely' }).click();
  }

  /** On the hosted page (on the provider's origin, not the site's): paid with the test card, back on the order page. */
  async function payOnHostedPage(page: Page, total: string) {
    await page.waitForURL(/\/sandbox\/payments\/store-checkout\//, { timeout: 30_000 });
    expect(new URL(page.url()).origin).not.toBe(siteOrigin);
    await page.getByLabel('Card number').fill(testCard);
    await page.getByRole('button', { name: `Pay ${total}` }).click();
    await page.waitForURL(/\/order\/[^/]+\?paid=1$/, { timeout: 30_000 });
    expect(new URL(page.url()).origin).toBe(siteOrigin);
    await page.getByRole('heading', { name: /^Order / }).waitFor();
  }

  it('buys a product from the cart', async () => {
    const { context, page, problems } = await fanPhone();
    await page.goto(`${baseUrl}/sites/${slug}/store/rink-scarf`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await checkOutFromCart(page);
    await payOnHostedPage(page, '$25.00');
    await page.getByText('Rink Scarf × 1').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('buys a ticket from the cart', async () => {
    const { context, page, problems } = await fanPhone();
    await page.goto(`${baseUrl}/sites/${slug}/tickets/${ticketId}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await checkOutFromCart(page);
    await payOnHostedPage(page, '$15.00');
    await page.getByRole('heading', { name: 'Your tickets' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ['with script (the form island)', true],
    ['without script (the plain form post and its 303)', false],
  ])('pays a priced registration form %s', async (_, javaScriptEnabled) => {
    const { context, page, problems } = await fanPhone({ javaScriptEnabled });
    await page.goto(`${baseUrl}/sites/${slug}/forms/${formSlug}`);
    await page.getByLabel(/^Player name/).fill('Jo Fan Junior');
    await page.getByLabel(/^Email/).fill('jo.fan@example.org');
    await page.getByLabel(/^Registration/).selectOption({ label: 'Full season ($125.00)' });
    // Answers sent sooner than a person could type them are taken for a bot's (formSpamRules).
    await page.waitForTimeout(3_200);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await payOnHostedPage(page, '$125.00');
    await page
      .getByText(/Spring registration/)
      .first()
      .waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
