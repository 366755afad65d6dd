import {
  type ContentListResponse,
  demoJerseySizes,
  demoStoreMessage,
  isAgreementInForce,
  isPaidFormType,
  privateDemoRefusal,
  type StoreOrderDetail,
  type StoreOrderSummary,
  type StoreProduct,
  signatureDataUrlPrefix,
} from '@sideline/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { forms } from '../../db/schema/forms.ts';
import { sandboxPaymentAccounts, sandboxRefunds } from '../../db/schema/payments.ts';
import { mailOutbox } from '../../db/schema/platform.ts';
import { products, productVariants, tickets, ticketTiers } from '../../db/schema/store.ts';
import { teams } from '../../db/schema/teams.ts';
import { sandboxStoreTestCards } from '../../platform/payments/sandbox-store.ts';
import { createMemoryFileStorage } from '../../platform/storage.ts';
import { getJson, mailsTo } from '../../test/account-helpers.ts';
import { makePng } from '../../test/image-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { ensureDemoTeams, findDemoTeam } from '../accounts/demo-accounts.ts';
import { callSection } from '../content-sections/content-section-test-helpers.ts';
import { seedNewTeam } from '../new-team-seeding.ts';
import { cartCookieName } from '../store/store.routes.ts';
import { openDemo } from './demo-test-helpers.ts';

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const visitor = {
  name: 'Vic Visitor',
  email: 'vic.visitor@example.com',
  phone: '',
  line1: '5 Lake Road',
  line2: '',
  city: 'Burlington',
  state: 'VT',
  postalCode: '05401',
};

describe("the demo teams' sandbox store", () => {
  let ctx: TestContext;
  const storage = createMemoryFileStorage();

  beforeAll(async () => {
    ctx = await createTestApp({}, { storage });
    await ensureDemoTeams({ db: ctx.database.db, seedNewTeam, storage });
  });
  afterAll(() => ctx.close());

  /** Buys one unit of a variant on the team's public site with the sandbox card that succeeds. */
  async function buy(slug: string, variantId: string, buyer = visitor) {
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/sites/${slug}/cart/add`,
      headers: form,
      payload: new URLSearchParams({ variantId, quantity: '1' }).toString(),
    });
    expect(added.statusCode, added.body).toBe(303);
    const cart = added.cookies.find((c) => c.name === cartCookieName);
    assert(cart);
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/sites/${slug}/checkout`,
      headers: { ...form, cookie: `${cartCookieName}=${cart.value}` },
      payload: new URLSearchParams(buyer).toString(),
    });
    expect(started.statusCode, started.body).toBe(303);
    const hostedPage = new URL(started.headers.location as string);
    const paid = await ctx.app.inject({
      method: 'POST',
      url: hostedPage.pathname,
      headers: form,
      payload: new URLSearchParams({ cardNumber: sandboxStoreTestCards.succeeds }).toString(),
    });
    expect(paid.statusCode, paid.body).toBe(303);
    const orderPage = await ctx.app.inject({ url: new URL(paid.headers.location as string).pathname });
    expect(orderPage.statusCode).toBe(200);
    expect(orderPage.body).toContain('Your order is confirmed');
  }

  async function teamRow(teamId: string) {
    const [row] = await ctx.database.db.select().from(teams).where(eq(teams.id, teamId));
    assert(row);
    return row;
  }

  it('gives each shared demo team a store that sells: account, agreement, products, tickets, a priced form', async () => {
    for (const demoId of ['hockey', 'rugby', 'lacrosse'] as const) {
      const demo = await findDemoTeam(ctx.database.db, demoId);
      assert(demo);
      const { team } = demo;
      expect(isAgreementInForce(team.storeLicensingAgreement, 'store')).toBe(true);
      expect(team.storeLicensingAgreement.licensingAgreementPDF).toBe('');
      expect(team.storeInfo).toMatchObject({ storeActivate: true, message: demoStoreMessage });
      assert(team.stripeAccountId);
      const [account] = await ctx.database.db
        .select()
        .from(sandboxPaymentAccounts)
        .where(eq(sandboxPaymentAccounts.id, team.stripeAccountId));
      expect(account).toMatchObject({ teamId: team.id, chargesEnabled: true, detailsSubmitted: true });

      const catalogue = await ctx.database.db.select().from(products).where(eq(products.teamId, team.id));
      expect(catalogue.map((p) => p.name)).toEqual(
        expect.arrayContaining(['Home jersey', 'Supporters scarf', 'Sticker pack']),
      );
      expect(catalogue).toHaveLength(4);
      for (const product of catalogue) {
        expect((await storage.get(product.featureImage.file))?.contentType).toBe('image/jpeg');
      }
      const ticketRows = await ctx.database.db.select().from(tickets).where(eq(tickets.teamId, team.id));
      expect(ticketRows.length).toBeGreaterThan(0);
      for (const ticket of ticketRows) {
        expect(ticket.gameId).not.toBeNull();
        expect(ticket.timeOfEvent?.getTime()).toBeGreaterThan(Date.now());
        const tiers = await ctx.database.db
          .select()
          .from(ticketTiers)
          .where(eq(ticketTiers.ticketId, ticket.id));
        expect(tiers.map((t) => t.name).sort()).toEqual(['Adult', 'Child', 'Student']);
      }
      const teamForms = await ctx.database.db.select().from(forms).where(eq(forms.teamId, team.id));
      expect(teamForms.filter((f) => isPaidFormType(f.formType))).toHaveLength(1);
    }
  });

  it('gives a private copy its own store, where onboarding and signing stay refused', async () => {
    const { cookie, session } = await openDemo(ctx, 'rugby');
    const shared = await findDemoTeam(ctx.database.db, 'rugby');
    const copy = await teamRow(session.team.id);
    // Its own account, not the shared team's.
    expect(copy.stripeAccountId).toMatch(/^acct_sandbox_/);
    expect(copy.stripeAccountId).not.toBe(shared?.team.stripeAccountId);
    expect((await getJson(ctx.app, '/api/payments/account', cookie)).json()).toMatchObject({
      accountId: copy.stripeAccountId,
      chargesEnabled: true,
    });
    const store = (await getJson(ctx.app, '/api/agreements', cookie))
      .json()
      .agreements.find((a: { kind: string }) => a.kind === 'store');
    expect(store).toMatchObject({ status: 'signed', pdfUrl: '' });

    const onboarding = await callSection(ctx.app, 'POST', '/api/payments/account', cookie);
    expect(onboarding.statusCode).toBe(403);
    expect(onboarding.json().error).toEqual({
      code: 'private_demo',
      message: privateDemoRefusal('paymentAccount'),
    });
    const signature = `${signatureDataUrlPrefix}${(await makePng(240, 80, { transparent: true })).toString('base64')}`;
    for (const kind of ['store', 'website'] as const) {
      const signing = await callSection(ctx.app, 'POST', '/api/agreements/sign', cookie, {
        kind,
        name: 'Vic Visitor',
        title: 'Tryer',
        ...(kind === 'website' ? { address: '5 Lake Road, Burlington, VT 05401' } : {}),
        signature,
      });
      expect(signing.statusCode, kind).toBe(403);
      expect(signing.json().error).toEqual({
        code: 'private_demo',
        message: privateDemoRefusal('agreementSigning'),
      });
    }
    expect((await teamRow(copy.id)).stripeAccountId).toBe(copy.stripeAccountId);

    // The portal's lists show the seeded catalogue.
    const list: ContentListResponse = (
      await callSection(ctx.app, 'GET', '/api/store-admin/products', cookie)
    ).json();
    expect(list.items).toHaveLength(4);
    const tickets = (await callSection(ctx.app, 'GET', '/api/tickets', cookie)).json();
    expect(tickets.items.length).toBeGreaterThan(0);
  });

  it('lets a visitor buy the jersey on the copy, see and refund the order, and mails nobody', async () => {
    const { cookie, session } = await openDemo(ctx, 'hockey');
    const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
      callSection(ctx.app, method, url, cookie, payload);
    const list: ContentListResponse = (await call('GET', '/api/store-admin/products')).json();
    const listed = list.items.find((item) => item.title === 'Home jersey');
    assert(listed);
    const jersey: StoreProduct = (await call('GET', `/api/store-admin/products/${listed.id}`)).json();
    expect(jersey.variants.map((v) => v.optionValues.Size)).toEqual([...demoJerseySizes]);
    const medium = jersey.variants.find((v) => v.optionValues.Size === 'M');
    assert(medium);

    await buy(session.team.slug, medium.id);

    const orders: StoreOrderSummary[] = (await call('GET', '/api/store-admin/orders')).json().items;
    expect(orders).toHaveLength(1);
    const [summary] = orders;
    assert(summary);
    expect(summary).toMatchObject({ customerEmail: visitor.email, status: 'paid', filter: 'open' });
    const detail: StoreOrderDetail = (await call('GET', `/api/store-admin/orders/${summary.id}`)).json();
    expect(detail.serviceFeeCents).toBeGreaterThan(0);
    const line = detail.items.find((item) => item.name.startsWith('Home jersey'));
    assert(line);
    expect((await call('GET', `/api/store-admin/products/${listed.id}`)).json().quantitySold).toBe(1);

    const shipped = await call('POST', `/api/store-admin/orders/${summary.id}/fulfil`, {
      itemIds: [line.id],
      carrier: 'USPS',
      trackingNumber: '9400111899223',
      trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const refunded = await call('POST', `/api/store-admin/orders/${summary.id}/refunds`, {
      amountCents: medium.priceCents,
      reason: 'Trying a refund in the demo',
      idempotencyKey: `demo-refund-${summary.id}`,
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ refundedCents: medium.priceCents });
    const sandbox = await ctx.database.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.teamId, session.team.id));
    expect(sandbox.map((r) => [r.amountCents, r.status])).toEqual([[medium.priceCents, 'succeeded']]);

    // No receipt, no team notification, no shipping or refund mail: not even held ones.
    expect(await mailsTo(ctx.database.db, visitor.email)).toEqual([]);
    expect(
      await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.teamId, session.team.id)),
    ).toEqual([]);
  });

  it("sells on a shared demo team's public site too, mailing neither the buyer nor the team", async () => {
    const demo = await findDemoTeam(ctx.database.db, 'lacrosse');
    assert(demo);
    const [scarf] = await ctx.database.db
      .select({ variantId: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.teamId, demo.team.id), eq(products.name, 'Supporters scarf')));
    assert(scarf);
    const buyer = { ...visitor, email: 'shared.demo.buyer@example.com' };
    await buy(demo.team.slug, scarf.variantId, buyer);
    expect(await mailsTo(ctx.database.db, buyer.email)).toEqual([]);
    expect(await mailsTo(ctx.database.db, demo.team.email)).toEqual([]);
  });
});
