import {
  csrfHeaderName,
  csrfHeaderValue,
  disputeMessages,
  fulfilmentMessages,
  refundMessages,
} from '@sideline/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eBaseUrl } from './support/base-url.ts';
import { findAccessibilityViolations, launchBrowser, viewports } from './support/browser.ts';
import { addRegistrationFormThroughApi, setUpSellingTeamThroughUi } from './support/store-setup.ts';

const baseUrl = e2eBaseUrl();
const apiHeaders = { [csrfHeaderName]: csrfHeaderValue, origin: baseUrl };
const fanEmail = `fan-${Date.now()}@example.org`;
const testCard = '4242 4242 4242 4242';

interface DevMail {
  to: string[];
  templateId: string;
  subject: string;
  text: string;
}

/** The development mailbox's mails of a kind to the fan, waited for (the outbox delivers in the background). */
async function mailsToFan(page: Page, templateId: string, count: number): Promise<DevMail[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const all = (await (await page.request.get(`${baseUrl}/dev/mail?format=json`)).json()) as DevMail[];
    const found = all.filter((m) => m.templateId === templateId && m.to.includes(fanEmail));
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Issue 22's proof on a phone: a fan buys a jersey in size M and a season registration (a priced
 * form) on the team's public site with the sandbox's test card; the admin, on a phone too, finds
 * the order with its fee, marks the jersey shipped with its tracking and refunds part of it; the
 * fan's receipt, shipping and refund mails are in the mailbox. On the way the admin reads the
 * payouts and answers another buyer's disputed payment with text and a PDF.
 */
describe('a fan buys a jersey and a registration on a phone, and the admin ships and refunds it', () => {
  let browser: Browser;
  let admin: BrowserContext;
  let fan: BrowserContext;
  let adminPage: Page;
  let fanPage: Page;
  let slug: string;
  let formSlug: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    // A phone-sized window; the agreement's signature is drawn with the mouse, so no touch emulation.
    admin = await browser.newContext({ viewport: viewports.phone });
    adminPage = await admin.newPage();
    // Selling needs a verified admin, the store agreement and a payment account, made as the admin makes them.
    await setUpSellingTeamThroughUi(adminPage, baseUrl);
    slug = (await (await admin.request.get(`${baseUrl}/api/session`)).json()).team.slug;

    const jersey = await admin.request.post(`${baseUrl}/api/store-admin/products`, {
      headers: apiHeaders,
      data: {
        name: 'Home Jersey',
        urlId: 'home-jersey',
        description: '<p>The home jersey, as worn on the ice.</p>',
        options: [{ title: 'Size', values: ['S', 'M', 'L'] }],
        variants: ['S', 'M', 'L'].map((size) => ({
          optionValues: { Size: size },
          priceCents: 6500,
          sku: `JERSEY-${size}`,
          inventory: 5,
        })),
        shippable: true,
        shippingPerOrderCents: 800,
      },
    });
    expect(jersey.status(), await jersey.text()).toBe(201);

    formSlug = (
      await addRegistrationFormThroughApi(admin.request, baseUrl, [
        { id: 'full', title: 'Full season', priceCents: 12_500 },
      ])
    ).slug;

    fan = await browser.newContext({ viewport: viewports.phone, isMobile: true, hasTouch: true });
    fanPage = await fan.newPage();
  });
  afterAll(() => browser.close());

  /** On the sandbox's hosted checkout page: the test card that succeeds, back on the order page. */
  async function payWithTestCard(expectedTotal: string) {
    await fanPage.waitForURL(/\/sandbox\/payments\/store-checkout\//, { timeout: 30_000 });
    await fanPage.getByRole('heading', { name: `Pay ${expectedTotal}` }).waitFor();
    await fanPage.getByLabel('Card number').fill(testCard);
    await fanPage.getByRole('button', { name: `Pay ${expectedTotal}` }).click();
    await fanPage.waitForURL(/\/order\/[^/]+$/, { timeout: 30_000 });
  }

  it('the fan buys the jersey in size M from the public store', async () => {
    await fanPage.goto(`${baseUrl}/sites/${slug}/store`);
    await fanPage.getByRole('link', { name: /Home Jersey/ }).click();
    await fanPage.getByRole('heading', { name: 'Home Jersey', level: 1 }).waitFor();
    await fanPage.getByLabel(/Size: M/).check();
    await fanPage.getByRole('button', { name: 'Add to cart' }).click();

    await fanPage.getByRole('heading', { name: 'Your cart' }).waitFor();
    await fanPage.getByText('Size: M').first().waitFor();
    // Shipping is shown before paying: $65.00 + $8.00.
    const totals = fanPage.getByRole('table', { name: 'Order total' });
    await totals.getByRole('row', { name: /Total\s*\$73\.00/ }).waitFor();
    const checkout = fanPage.getByRole('complementary', { name: 'Checkout' });
    await checkout.getByLabel('Name', { exact: true }).fill('Jo Fan');
    await checkout.getByLabel('Email').fill(fanEmail);
    await checkout.getByLabel('Address', { exact: true }).fill('12 Rink Road');
    await checkout.getByLabel('City').fill('Harbor City');
    await checkout.getByLabel('State').fill('MA');
    await checkout.getByLabel('ZIP code').fill('02110');
    await checkout.getByRole('button', { name: 'Pay securely' }).click();

    await payWithTestCard('$73.00');
    await fanPage.getByRole('heading', { name: /^Order / }).waitFor();
    await fanPage.getByText('Home Jersey (Size: M) × 1').waitFor();
  });

  it('the fan pays the registration form through the same checkout', async () => {
    await fanPage.goto(`${baseUrl}/sites/${slug}/forms/${formSlug}`);
    await fanPage.getByLabel(/^Player name/).fill('Jo Fan Junior');
    await fanPage.getByLabel(/^Email/).fill(fanEmail);
    await fanPage.getByLabel(/^Registration/).selectOption({ label: 'Full season ($125.00)' });
    // Answers sent sooner than a person could type them are taken for a bot's (formSpamRules).
    await fanPage.waitForTimeout(3_200);
    await fanPage.getByRole('button', { name: 'Send', exact: true }).click();
    await payWithTestCard('$125.00');
    await fanPage
      .getByText(/Spring registration/)
      .first()
      .waitFor();
  });

  it('the admin sees the jersey order with its fee and marks it shipped with tracking', async () => {
    await adminPage.goto(`${baseUrl}/portal/store/charges`);
    const orders = adminPage.getByRole('list', { name: 'Orders' });
    // Both purchases are orders; the jersey's is $73.00.
    await orders.getByRole('button').nth(1).waitFor();
    await orders.getByRole('button', { name: /Jo Fan Junior \$125\.00 · fee \$13\.00/ }).waitFor();
    const jerseyOrder = orders.getByRole('button', { name: /\$73\.00 · fee \$7\.00/ });
    await expect(jerseyOrder.textContent()).resolves.toMatch(/Jo Fan/);
    await jerseyOrder.click();

    const detail = adminPage.getByRole('region', { name: /^Order / });
    const items = detail.getByRole('list', { name: 'Items of the order' });
    await items.getByText('Home Jersey (Size: M) × 1 — $65.00 · unfulfilled').waitFor();
    const fee = await admin.request.get(`${baseUrl}/api/store-admin/orders`);
    const jerseySummary = (await fee.json()).items.find((o: { totalCents: number }) => o.totalCents === 7300);
    expect(jerseySummary.serviceFeeCents).toBeGreaterThan(0);
    const feeText = `$${(jerseySummary.serviceFeeCents / 100).toFixed(2)}`;
    await detail.getByText('Platform fee').waitFor();
    await detail.getByText(feeText, { exact: true }).first().waitFor();

    const ship = detail.getByRole('form', { name: 'Mark as shipped' });
    await ship.getByLabel(/^Carrier/).fill('USPS');
    await ship.getByLabel(/^Tracking number/).fill('9400 1000 0000 0000 0000 00');
    await ship.getByLabel(/^Tracking link/).fill('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400');
    await ship.getByRole('button', { name: 'Mark as shipped' }).click();
    await adminPage.getByText(fulfilmentMessages.shipped).waitFor();
    await items
      .getByText('Home Jersey (Size: M) × 1 — $65.00 · shipped · USPS 9400 1000 0000 0000 0000 00')
      .waitFor();
  });

  it('the admin refunds part of the jersey order, with a reason, after seeing the fee note', async () => {
    const detail = adminPage.getByRole('region', { name: /^Order / });
    const refund = detail.getByRole('form', { name: 'Refund' });
    await refund.getByLabel(/^Amount/).fill('20');
    // The fee note is on screen before anything is confirmed: the $7.00 fee stays with the platform.
    const note = refund.getByRole('alert').filter({ hasText: 'The buyer gets $20.00 back.' });
    await note.waitFor();
    await expect(note.textContent()).resolves.toContain(refundMessages.feeKept(700));
    await expect(note.textContent()).resolves.toContain('keeps $46.00 of this order');
    const submit = refund.getByRole('button', { name: /^Refund \$20\.00/ });
    // Without a reason the refund is not sent.
    await submit.click();
    await expect(
      refund.getByLabel(/^Reason/).evaluate((input) => (input as HTMLTextAreaElement).validity.valueMissing),
    ).resolves.toBe(true);
    await refund.getByLabel(/^Reason/).fill('The sleeve numbers were printed crooked.');
    await submit.click();
    await adminPage.getByText(refundMessages.created).waitFor();
    await detail.getByText('Up to $53.00').waitFor();
    const order = (await (await admin.request.get(`${baseUrl}/api/store-admin/orders`)).json()).items.find(
      (o: { totalCents: number }) => o.totalCents === 7300,
    );
    expect(order.refundedCents).toBe(2000);
  });

  it('the admin finds the balance and the payout schedule under Payouts, from the side menu', async () => {
    await adminPage.getByRole('button', { name: 'Open portal menu' }).click();
    await adminPage.getByRole('navigation', { name: 'Portal' }).getByText('Payouts', { exact: true }).click();
    await adminPage.waitForURL(`${baseUrl}/portal/store/payouts`);
    // Both payments, less their fees and the refund, wait to become available: $73 − $7 − $20 + $125 − $13.
    await adminPage.getByRole('region', { name: 'Pending' }).getByText('$158.00').waitFor();
    await adminPage.getByText('Payout schedule: Daily, 2 days after payment.').waitFor();
    await adminPage.getByText('No payouts yet').waitFor();
    expect(await findAccessibilityViolations(adminPage)).toEqual([]);
  });

  it('a disputed payment gets its evidence, text and a PDF, sent once from the phone', async () => {
    // Another buyer pays with the sandbox card that succeeds and is then disputed.
    const doubter = await browser.newContext({ viewport: viewports.phone, isMobile: true, hasTouch: true });
    const doubterPage = await doubter.newPage();
    await doubterPage.goto(`${baseUrl}/sites/${slug}/store/home-jersey`);
    await doubterPage.getByLabel(/Size: L/).check();
    await doubterPage.getByRole('button', { name: 'Add to cart' }).click();
    const checkout = doubterPage.getByRole('complementary', { name: 'Checkout' });
    await checkout.getByLabel('Name', { exact: true }).fill('Sam Doubt');
    await checkout.getByLabel('Email').fill('sam.doubt@example.org');
    await checkout.getByLabel('Address', { exact: true }).fill('3 Pond Lane');
    await checkout.getByLabel('City').fill('Harbor City');
    await checkout.getByLabel('State').fill('MA');
    await checkout.getByLabel('ZIP code').fill('02110');
    await checkout.getByRole('button', { name: 'Pay securely' }).click();
    await doubterPage.waitForURL(/\/sandbox\/payments\/store-checkout\//, { timeout: 30_000 });
    await doubterPage.getByLabel('Card number').fill('4000 0000 0000 0259');
    await doubterPage.getByRole('button', { name: 'Pay $73.00' }).click();
    await doubterPage.waitForURL(/\/order\/[^/]+$/, { timeout: 30_000 });
    await doubter.close();

    await adminPage.goto(`${baseUrl}/portal/store/disputes`);
    const dispute = adminPage.getByRole('article', { name: /^Dispute of order / });
    await dispute.getByText(/\$73\.00 · order/).waitFor({ timeout: 30_000 });
    const evidence = dispute.getByRole('form', { name: 'Evidence' });
    await evidence.getByLabel('Evidence').fill('Delivered to 3 Pond Lane; the carrier has the signature.');
    await evidence.getByLabel('Proof of shipping or delivery').setInputFiles({
      name: 'delivery.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% signed delivery slip\n%%EOF\n'),
    });
    await evidence.getByText('delivery.pdf').waitFor();
    await evidence.getByRole('button', { name: 'Submit evidence' }).click();
    await adminPage.getByText(disputeMessages.evidenceSubmitted).waitFor();
    await dispute.getByText(disputeMessages.evidenceAlreadySubmitted).waitFor();
    await dispute
      .getByRole('list', { name: 'Files sent' })
      .getByText('Proof of shipping or delivery: delivery.pdf')
      .waitFor();
    expect(await findAccessibilityViolations(adminPage)).toEqual([]);
  });

  it("the fan's receipt, shipping and refund mails are in the mailbox", async () => {
    const receipts = await mailsToFan(adminPage, 'store-order-receipt', 2);
    expect(receipts).toHaveLength(2);
    const jerseyReceipt = receipts.find((m) => m.text.includes('Home Jersey'));
    const orderLink = new RegExp(`${baseUrl}/sites/${slug}/order/[A-Za-z0-9_-]+`).exec(
      jerseyReceipt?.text ?? '',
    )?.[0];
    expect(orderLink).toBeTruthy();
    // The receipt's link opens the fan's order page, which now shows the parcel's tracking.
    await fanPage.goto(orderLink ?? '');
    await fanPage.getByRole('link', { name: 'Track the parcel' }).waitFor();

    const [shipped] = await mailsToFan(adminPage, 'store-order-shipped', 1);
    expect(shipped?.text).toContain('Home Jersey (Size: M)');
    expect(shipped?.text).toContain('USPS');
    expect(shipped?.text).toContain('9400 1000 0000 0000 0000 00');
    expect(shipped?.text).toContain('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400');

    const [refunded] = await mailsToFan(adminPage, 'store-order-refunded', 1);
    expect(refunded?.subject).toContain('$20.00');
    expect(refunded?.text).toContain('The sleeve numbers were printed crooked.');
  });
});
