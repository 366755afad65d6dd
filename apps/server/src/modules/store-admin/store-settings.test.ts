import {
  buildDefaultStoreTitle,
  orderMessages,
  requiredFieldMessage,
  storeMessages,
  websiteStoreInfoMessages,
} from '@sideline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteTeam } from '../../site/site-test-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { callSection } from '../content-sections/content-section-test-helpers.ts';
import { cartRefusalOf } from '../store/store-test-helpers.ts';
import {
  completeTicketOrder,
  createTeamWithTickets,
  ticketsServiceOf,
} from '../tickets/tickets-test-helpers.ts';

const settingsPath = '/api/store-admin/settings';
const schedulePath = '/api/store-admin/schedule';
const formPost = { 'content-type': 'application/x-www-form-urlencoded' };

const allOn = { storeActive: true, productsActive: true, ticketsActive: true, formsActive: true };
const validSettings = {
  title: '',
  message: 'Sales are final. Jerseys take 7-10 weeks.',
  taxRatePercent: 8.25,
  externalStoreLinkCode: '<a href="https://shop.example.org/hawks">Our other shop</a>',
  productNotificationEmails: ['coach@example.org', ' COACH@example.org ', ''],
  ticketNotificationEmails: [],
  activation: { client: allOn, portal: allOn },
};

/** A wall-clock time ("2026-05-01T09:30") `days` from now, read in UTC: far enough for any zone. */
const wallInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16);

describe('store settings and schedule: /api/store-admin/settings and /schedule', () => {
  let ctx: TestContext;
  let team: Awaited<ReturnType<typeof createSiteTeam>>;
  let other: Awaited<ReturnType<typeof createSiteTeam>>;
  let variantId: string;
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, cookie = team.cookie) =>
    callSection(ctx.app, method, url, cookie, payload);
  const addToCart = () =>
    ctx.app.inject({
      method: 'POST',
      url: `/sites/${team.slug}/cart/add`,
      headers: formPost,
      payload: new URLSearchParams({ variantId, quantity: '1' }).toString(),
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    team = await createSiteTeam(ctx, { teamName: 'Harbor Hawks' });
    other = await createSiteTeam(ctx, { teamName: 'Other Club' });
    const product = await call('POST', '/api/store-admin/products', {
      name: 'Scarf',
      options: [],
      variants: [{ optionValues: {}, priceCents: 2000, sku: 'SCARF', inventory: null }],
      taxable: true,
      shippable: false,
    });
    expect(product.statusCode, product.body).toBe(201);
    variantId = product.json().variants[0].id;
  });
  afterAll(() => ctx.close());

  it('answers the defaults: the "{team} Store" title and every switch on', async () => {
    const res = await call('GET', settingsPath);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      defaultTitle: 'Harbor Hawks Store',
      settings: { title: 'Harbor Hawks Store', activation: { client: allOn, portal: allOn } },
    });
  });

  it('names the field of each bad value', async () => {
    const bad = async (change: object) => {
      const res = await call('PUT', settingsPath, { ...validSettings, ...change });
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error.fields as Record<string, string>;
    };
    expect(await bad({ taxRatePercent: 101 })).toEqual({ taxRatePercent: storeMessages.enterTaxRate });
    expect(await bad({ externalStoreLinkCode: 'http://shop.example.org' })).toEqual({
      externalStoreLinkCode: storeMessages.externalLinkCodeInvalid,
    });
    expect(await bad({ ticketNotificationEmails: ['not-an-address'] })).toEqual({
      ticketNotificationEmails: websiteStoreInfoMessages.emailInvalid('not-an-address'),
    });
  });

  it('saves the settings (empty title → the default), and the public store follows its switches', async () => {
    expect((await addToCart()).statusCode).toBe(303);
    const saved = await call('PUT', settingsPath, {
      ...validSettings,
      activation: { client: { ...allOn, storeActive: false }, portal: allOn },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings).toEqual({
      ...validSettings,
      title: buildDefaultStoreTitle('Harbor Hawks'),
      productNotificationEmails: ['coach@example.org'],
      activation: { client: { ...allOn, storeActive: false }, portal: allOn },
    });
    expect((await call('GET', settingsPath)).json()).toEqual(saved.json());
    // Website → Store Info reads the same switch.
    const storeInfo = (await call('GET', '/api/website/storeinfo')).json().storeInfo;
    expect(storeInfo.storeActivate).toBe(false);

    const closed = await addToCart();
    expect(closed.statusCode).toBe(409);
    expect(cartRefusalOf(closed)).toBe(storeMessages.closed);

    await call('PUT', settingsPath, {
      ...validSettings,
      title: 'Hawks Pro Shop',
      activation: { client: { ...allOn, productsActive: false }, portal: allOn },
    });
    expect(cartRefusalOf(await addToCart())).toBe(storeMessages.productsOff);
    await call('PUT', settingsPath, validSettings);
    expect((await addToCart()).statusCode).toBe(303);
  });

  it('closes the public store from Website → Store Info too, and Store → Settings shows it', async () => {
    const storeInfo = (await call('GET', '/api/website/storeinfo')).json().storeInfo;
    const put = (storeActivate: boolean) =>
      call('PUT', '/api/website/storeinfo', { ...storeInfo, storeActivate, ticketsActivate: false });
    expect((await put(false)).statusCode).toBe(200);
    expect(cartRefusalOf(await addToCart())).toBe(storeMessages.closed);
    expect((await call('GET', settingsPath)).json().settings.activation).toEqual({
      client: { ...allOn, storeActive: false, ticketsActive: false },
      portal: allOn,
    });
    expect((await put(true)).statusCode).toBe(200);
    expect((await addToCart()).statusCode).toBe(303);
    await call('PUT', settingsPath, validSettings);
  });

  it('keeps each team to its own settings', async () => {
    await call('PUT', settingsPath, { ...validSettings, title: 'Hawks Pro Shop' });
    const theirs = (await call('GET', settingsPath, undefined, other.cookie)).json();
    expect(theirs.settings.title).toBe('Other Club Store');
    expect(theirs.settings.taxRatePercent).toBe(0);
    const signedOut = await ctx.app.inject({ method: 'GET', url: settingsPath });
    expect(signedOut.statusCode).toBe(401);
  });

  it('answers the default schedule (open now), and closes the store outside a saved one', async () => {
    const res = await call('GET', schedulePath);
    expect(res.statusCode, res.body).toBe(200);
    const { schedule, timeZone, isOpenNow } = res.json();
    expect(timeZone).toBe('America/New_York');
    expect(isOpenNow).toBe(true);
    const days = (Date.parse(schedule.scheduleEnd) - Date.parse(schedule.scheduleStart)) / 86_400_000;
    expect(Math.round(days)).toBe(300);

    const later = await call('PUT', schedulePath, {
      scheduleStart: wallInDays(2),
      scheduleEnd: wallInDays(30),
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json()).toMatchObject({
      schedule: { scheduleStart: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/) },
      isOpenNow: false,
      closedMessage: validSettings.message,
    });
    const closed = await addToCart();
    expect(closed.statusCode).toBe(409);
    expect(cartRefusalOf(closed)).toBe(validSettings.message);

    await call('PUT', schedulePath, { scheduleStart: wallInDays(-1), scheduleEnd: wallInDays(30) });
    expect((await addToCart()).statusCode).toBe(303);
  });

  it('names the schedule field that is missing, unreadable or out of order', async () => {
    const bad = async (body: object) => {
      const res = await call('PUT', schedulePath, body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error.fields as Record<string, string>;
    };
    expect(await bad({ scheduleEnd: wallInDays(3) })).toMatchObject({
      scheduleStart: requiredFieldMessage('schedule start'),
    });
    expect(await bad({ scheduleStart: 'soon', scheduleEnd: wallInDays(3) })).toMatchObject({
      scheduleStart: websiteStoreInfoMessages.scheduleTimeInvalid('schedule start'),
    });
    expect(await bad({ scheduleStart: wallInDays(3), scheduleEnd: wallInDays(2) })).toEqual({
      scheduleEnd: websiteStoreInfoMessages.scheduleEndNotAfterStart,
    });
  });
});

describe('cancel and reinstate run the order lines’ kind hooks through the store', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('revokes the tickets of a cancelled order and re-validates them on reinstate', async () => {
    const { team, ticket, scope } = await createTeamWithTickets(ctx);
    const order = await completeTicketOrder(ctx, team.teamId, ticket, 0, 2);
    const statuses = async () =>
      (await ticketsServiceOf(ctx).ticketsForOrder(scope, order.id)).map((issued) => issued.status);
    expect(await statuses()).toEqual(['valid', 'valid']);

    const orderPath = `/api/store-admin/orders/${order.id}`;
    const cancelled = await callSection(ctx.app, 'POST', `${orderPath}/cancel`, team.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await statuses()).toEqual(['revoked', 'revoked']);
    const again = await callSection(ctx.app, 'POST', `${orderPath}/cancel`, team.cookie);
    expect(again.json().error.message).toBe(orderMessages.alreadyCancelled);

    const other = await createSiteTeam(ctx, { teamName: 'Other Club' });
    const foreign = await callSection(ctx.app, 'POST', `${orderPath}/reinstate`, other.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(await statuses()).toEqual(['revoked', 'revoked']);

    const reinstated = await callSection(ctx.app, 'POST', `${orderPath}/reinstate`, team.cookie);
    expect(reinstated.statusCode, reinstated.body).toBe(200);
    expect(await statuses()).toEqual(['valid', 'valid']);
  });
});
