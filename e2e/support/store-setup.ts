import {
  csrfHeaderName,
  csrfHeaderValue,
  formatWallTime,
  type SignUpRequest,
  seedTimeZone,
  type Ticket,
} from '@sideline/domain';
import type { APIRequestContext, Page } from 'playwright-core';
import { findVerificationLink, openVerificationLink, signUpThroughApi } from './accounts.ts';
import { drawSignature, fillWebsiteSigner } from './agreements.ts';

const apiHeaders = (baseUrl: string) => ({ [csrfHeaderName]: csrfHeaderValue, origin: baseUrl });

/**
 * One licensing agreement signed on the portal's agreements page as an admin does it: the dialog's
 * fields, a signature drawn with the pointer, Save Signature, Submit. The website agreement asks
 * for the team address as well; the store agreement does not.
 */
export async function signAgreementThroughUi(
  page: Page,
  baseUrl: string,
  kind: 'Website' | 'Store',
): Promise<void> {
  await page.goto(`${baseUrl}/portal/settings/agreements`);
  const title = `${kind} Licensing Agreement`;
  await page.getByRole('region', { name: title }).getByRole('button', { name: 'Sign the agreement' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  if (kind === 'Website') {
    await fillWebsiteSigner(dialog, {
      name: 'Morgan Ashby',
      title: 'Head Coach',
      address: '4 Harbor Street, Harbor City, MA 02110',
    });
  } else {
    await dialog.getByLabel(/^Your Name/).fill('Morgan Ashby');
    await dialog.getByLabel(/^Your Position in the Team/).fill('Head Coach');
  }
  await drawSignature(page, dialog.getByRole('img', { name: 'Your signature' }));
  await dialog.getByRole('button', { name: 'Save Signature' }).click();
  await dialog.getByText('Signature saved.', { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 20_000 });
}

/**
 * The payment account connected from the store's set-up page and the sandbox's hosted onboarding
 * completed, back on the Payment Account page.
 */
export async function connectSandboxAccountThroughUi(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/portal/store`);
  await page.getByRole('button', { name: 'Connect a payment account' }).click();
  await finishSandboxOnboarding(page, baseUrl);
}

/** On the sandbox's hosted onboarding page: the details confirmed and sent, back on the Payment Account page. */
export async function finishSandboxOnboarding(page: Page, baseUrl: string): Promise<void> {
  await page.waitForURL(/\/sandbox\/payments\/onboarding\/acct_sandbox_/, { timeout: 30_000 });
  await page.getByLabel('I confirm these business details are correct').check();
  await page.getByRole('button', { name: 'Submit and return to Sideline' }).click();
  await page.waitForURL(`${baseUrl}/portal/store/stripeaccount`, { timeout: 30_000 });
}

/** A product with one variant, saved through the store administration's API; answers that variant's id. */
export async function addProductThroughApi(
  request: APIRequestContext,
  baseUrl: string,
  product: { name: string; urlId: string; priceCents: number },
): Promise<string> {
  const response = await request.post(`${baseUrl}/api/store-admin/products`, {
    headers: apiHeaders(baseUrl),
    data: {
      name: product.name,
      urlId: product.urlId,
      description: `<p>${product.name}</p>`,
      variants: [{ optionValues: {}, priceCents: product.priceCents, sku: '', inventory: null }],
      shippable: false,
    },
  });
  if (!response.ok()) throw new Error(`product not saved: ${response.status()} ${await response.text()}`);
  const saved = await response.json();
  const variantId = saved.variants?.[0]?.id;
  if (typeof variantId !== 'string')
    throw new Error(`the saved product has no variant: ${JSON.stringify(saved)}`);
  return variantId;
}

/**
 * A buyer's purchase of a product variant through the store's HTTP endpoints (cart, checkout, the
 * sandbox's hosted payment page paid with its test card that succeeds), in its own request context
 * so the cart cookie is the buyer's and not the admin's. Answers the order page's address.
 */
export function buyThroughApi(
  buyer: APIRequestContext,
  baseUrl: string,
  slug: string,
  variantId: string,
  quantity: number,
): Promise<string> {
  return purchaseThroughApi(buyer, baseUrl, slug, 'cart/add', { variantId, quantity: String(quantity) });
}

/** The same purchase of admissions of a ticket tier (the ticket page's Add to cart). */
export function buyTicketsThroughApi(
  buyer: APIRequestContext,
  baseUrl: string,
  slug: string,
  tierId: string,
  quantity: number,
): Promise<string> {
  return purchaseThroughApi(buyer, baseUrl, slug, 'cart/add-ticket', { tierId, quantity: String(quantity) });
}

async function purchaseThroughApi(
  buyer: APIRequestContext,
  baseUrl: string,
  slug: string,
  addPath: string,
  choice: Record<string, string>,
): Promise<string> {
  const form = (fields: Record<string, string>) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
    data: new URLSearchParams(fields).toString(),
    maxRedirects: 0,
  });
  const added = await buyer.post(`${baseUrl}/sites/${slug}/${addPath}`, form(choice));
  if (added.status() >= 400) throw new Error(`${addPath} refused: ${added.status()} ${await added.text()}`);
  const checkout = await buyer.post(
    `${baseUrl}/sites/${slug}/checkout`,
    form({
      name: 'Jo Fan',
      email: 'jo.fan@example.com',
      phone: '',
      line1: '',
      line2: '',
      city: '',
      state: '',
      postalCode: '',
    }),
  );
  const paymentPage = checkout.headers().location;
  if (checkout.status() !== 303 || !paymentPage) {
    throw new Error(`checkout refused: ${checkout.status()} ${await checkout.text()}`);
  }
  const paid = await buyer.post(new URL(paymentPage, baseUrl).href, form({ cardNumber: '4242424242424242' }));
  const orderPage = paid.headers().location;
  if (paid.status() !== 303 || !orderPage) {
    throw new Error(`payment refused: ${paid.status()} ${await paid.text()}`);
  }
  return new URL(orderPage, baseUrl).href;
}

/** A home game starting in 90 minutes (inside the check-in window) and tickets to it: Adult, $15. */
export async function createTicketsForNextHomeGame(
  request: APIRequestContext,
  baseUrl: string,
  name = 'Tonight at the rink',
): Promise<Ticket> {
  // A new team's games are in the default zone; the game's date and time are wall-clock there.
  const [date, time] = formatWallTime(new Date(Date.now() + 90 * 60_000), seedTimeZone).split('T');
  const options = await (await request.get(`${baseUrl}/api/games/options`)).json();
  const game = await request.post(`${baseUrl}/api/games`, {
    headers: apiHeaders(baseUrl),
    data: {
      seasonId: options.seasons[0].id,
      opponentId: options.opponents[0].id,
      date,
      time,
      timeTba: false,
      homeGame: true,
    },
  });
  if (game.status() !== 201) throw new Error(`game refused: ${game.status()} ${await game.text()}`);
  const ticket = await request.post(`${baseUrl}/api/tickets`, {
    headers: apiHeaders(baseUrl),
    data: {
      name,
      gameId: (await game.json()).id,
      tiers: [{ name: 'Adult', priceCents: 1500, capacity: 200 }],
      capacity: null,
    },
  });
  if (ticket.status() !== 201) throw new Error(`ticket refused: ${ticket.status()} ${await ticket.text()}`);
  return ticket.json();
}

/**
 * A new team that may sell, set up as its admin does it on `page`: signed up, its address verified
 * (the signature pad stays off until then), the store agreement signed in the dialog, and the
 * sandbox payment account connected.
 */
export async function setUpSellingTeamThroughUi(
  page: Page,
  baseUrl: string,
  overrides: Partial<SignUpRequest> = {},
): Promise<SignUpRequest> {
  const account = await signUpThroughApi(page.context().request, baseUrl, overrides);
  await openVerificationLink(page, await findVerificationLink(page, baseUrl, account.email));
  await signAgreementThroughUi(page, baseUrl, 'Store');
  await connectSandboxAccountThroughUi(page, baseUrl);
  return account;
}

/** A registration form (type 11) whose one choice is the plan, each plan with its price. */
export async function addRegistrationFormThroughApi(
  request: APIRequestContext,
  baseUrl: string,
  plans: { id: string; title: string; priceCents: number }[],
): Promise<{ id: string; slug: string }> {
  const created = await request.post(`${baseUrl}/api/forms`, {
    headers: apiHeaders(baseUrl),
    data: {
      title: 'Spring registration',
      slug: '',
      formType: 11,
      description: 'Season dues for the spring.',
      fields: [
        { id: 'name', kind: 'text', title: 'Player name', required: true },
        { id: 'email', kind: 'email', title: 'Email', required: true, isUserEmail: true },
        { id: 'plan', kind: 'select', title: 'Registration', required: true, options: plans },
      ],
    },
  });
  if (created.status() !== 201) throw new Error(`form refused: ${created.status()} ${await created.text()}`);
  return created.json();
}
