import {
  buildFormSlug,
  cartMessages,
  formAnswerMessages,
  formSpamRules,
  storeMessages,
  type TeamSportsType,
  ticketMessages,
  ticketPassStates,
} from '@sideline/domain';
import { and, eq } from 'drizzle-orm';
import { parse } from 'node-html-parser';
import { afterAll, assert, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forms, submittedForms } from '../../db/schema/forms.ts';
import { sandboxStoreSessions } from '../../db/schema/payments.ts';
import { mailOutbox } from '../../db/schema/platform.ts';
import {
  inventoryHolds,
  issuedTickets,
  orderItems,
  orders,
  tickets,
  ticketTiers,
} from '../../db/schema/store.ts';
import { teamStoreActivation } from '../../db/schema/teams.ts';
import { sandboxStoreTestCards } from '../../platform/payments/sandbox-store.ts';
import { createSiteTeam, fetchSitePage } from '../../site/site-test-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { callSection } from '../content-sections/content-section-test-helpers.ts';
import { createFormStartTokens } from '../form-submissions/form-start-token.ts';
import { createTeamWithTickets } from '../tickets/tickets-test-helpers.ts';
import { cartCookieName } from './store.routes.ts';
import { cartRefusalOf, enableSelling } from './store-test-helpers.ts';

let clock = new Date();
const formPost = { 'content-type': 'application/x-www-form-urlencoded' };
const buyer = { name: 'Jo Fan', email: 'jo@example.com', phone: '' };

describe('tickets and priced forms through the store checkout', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Pages revalidate at once: the clock stands still within a test, and tests change tickets directly.
    ctx = await createTestApp({ SITE_REVALIDATE_MS: '0' }, { now: () => clock });
  });
  afterAll(() => ctx.close());
  beforeEach(() => {
    clock = new Date();
  });

  const db = () => ctx.database.db;

  async function pay(url: string, cardNumber = sandboxStoreTestCards.succeeds) {
    return ctx.app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      headers: formPost,
      payload: new URLSearchParams({ cardNumber }).toString(),
    });
  }

  async function sellingTicketsTeam() {
    const made = await createTeamWithTickets(ctx);
    await enableSelling(db(), made.team.teamId, clock);
    const [adult, student] = made.ticket.tiers;
    assert(adult && student);
    return { ...made, adult, student };
  }

  async function addTicket(slug: string, tierId: string, quantity: number, cookie = '') {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/sites/${slug}/cart/add-ticket`,
      headers: { ...formPost, ...(cookie ? { cookie } : {}) },
      payload: new URLSearchParams({ tierId, quantity: String(quantity) }).toString(),
    });
    const set = response.cookies.find((c) => c.name === cartCookieName);
    return { response, cookie: set ? `${cartCookieName}=${set.value}` : cookie };
  }

  const checkout = (slug: string, cookie: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/sites/${slug}/checkout`,
      headers: { ...formPost, cookie },
      payload: new URLSearchParams(buyer).toString(),
    });

  /** Turns one of the store-info switches off (the portal's Store → Info). */
  async function switchOff(teamId: string, field: 'ticketsActive' | 'formsActive') {
    const [activation] = await db()
      .select()
      .from(teamStoreActivation)
      .where(eq(teamStoreActivation.teamId, teamId));
    assert(activation);
    await db()
      .update(teamStoreActivation)
      .set({ data: { ...activation.data, client: { ...activation.data.client, [field]: false } } })
      .where(eq(teamStoreActivation.teamId, teamId));
  }

  const ordersOf = (teamId: string) => db().select().from(orders).where(eq(orders.teamId, teamId));

  async function reconcile() {
    const task = ctx.app.workerTasks.find((t) => t.name === 'store-checkout-reconciliation');
    assert(task);
    await task.run();
  }

  describe('tickets', () => {
    it('holds the seats at checkout and issues one coded ticket per person when paid', async () => {
      const { team, adult } = await sellingTicketsTeam();
      const added = await addTicket(team.slug, adult.id, 2);
      expect(added.response.statusCode).toBe(303);
      expect(added.response.headers.location).toBe(`/sites/${team.slug}/cart`);
      const cart = await ctx.app.inject({
        url: `/sites/${team.slug}/cart.json`,
        headers: { cookie: added.cookie },
      });
      expect(cart.json()).toMatchObject({
        count: 2,
        subtotalCents: 4000,
        shippingCents: 0,
        needsShipping: false,
        lines: [{ kind: 'ticket', itemId: adult.id, name: 'Home opener (Adult)', problem: null }],
      });

      const started = await checkout(team.slug, added.cookie);
      expect(started.statusCode).toBe(303);
      const [pending] = await ordersOf(team.teamId);
      assert(pending);
      expect(pending).toMatchObject({ status: 'pending', totalCents: 4000 });
      const holds = await db().select().from(inventoryHolds).where(eq(inventoryHolds.orderId, pending.id));
      expect(holds).toEqual([expect.objectContaining({ ticketTierId: adult.id, quantity: 2 })]);

      expect((await pay(String(started.headers.location))).statusCode).toBe(303);
      const [paid] = await ordersOf(team.teamId);
      expect(paid?.status).toBe('paid');
      const issued = await db().select().from(issuedTickets).where(eq(issuedTickets.orderId, pending.id));
      expect(issued).toHaveLength(2);
      expect(new Set(issued.map((t) => t.code)).size).toBe(2);
      expect(issued.every((t) => t.status === 'valid' && t.holderName === buyer.name)).toBe(true);
      const [tier] = await db().select().from(ticketTiers).where(eq(ticketTiers.id, adult.id));
      expect(tier?.sold).toBe(2);
      expect(await db().select().from(inventoryHolds).where(eq(inventoryHolds.orderId, pending.id))).toEqual(
        [],
      );

      // The receipt carries each ticket's QR inline and its code to type.
      const [receipt] = await db()
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.reference, pending.id), eq(mailOutbox.templateId, 'store-order-receipt')));
      assert(receipt);
      expect(receipt.html.match(/<img src="data:image\/png;base64,/g)).toHaveLength(2);
      for (const ticket of issued) {
        const shortCode = `${ticket.code.slice(0, 5)}-${ticket.code.slice(5)}`;
        expect(receipt.html).toContain(shortCode);
        expect(receipt.text).toContain(shortCode);
      }
      // The buyer's order page shows the same tickets, their QR inline (no fetch: it works offline once open).
      assert(paid);
      const page = parse(
        (await ctx.app.inject({ url: `/sites/${team.slug}/order/${paid.publicToken}` })).body,
      );
      const passes = page.querySelectorAll('.order-pass');
      expect(passes).toHaveLength(2);
      for (const ticket of issued) {
        const shortCode = `${ticket.code.slice(0, 5)}-${ticket.code.slice(5)}`;
        const pass = passes.find((p) => p.querySelector('.pass-code')?.text === shortCode);
        expect(pass?.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
        expect(pass?.text).toContain(ticketPassStates.valid);
      }
      // The bought line left the cart.
      const after = await ctx.app.inject({
        url: `/sites/${team.slug}/cart.json`,
        headers: { cookie: added.cookie },
      });
      expect(after.json()).toMatchObject({ count: 0 });
    });

    it('releases the held seats when the checkout expires unpaid', async () => {
      const { team, student } = await sellingTicketsTeam();
      const first = await addTicket(team.slug, student.id, 2);
      const second = await addTicket(team.slug, student.id, 1);
      expect((await checkout(team.slug, first.cookie)).statusCode).toBe(303);
      const refused = await checkout(team.slug, second.cookie);
      expect(refused.statusCode).toBe(409);
      expect(refused.body).toContain(cartMessages.soldOut('Home opener (Student)'));
      clock = new Date(clock.getTime() + 32 * 60_000);
      await reconcile();
      const [expired] = await ordersOf(team.teamId);
      expect(expired?.status).toBe('expired');
      expect(
        await db()
          .select()
          .from(issuedTickets)
          .where(eq(issuedTickets.orderId, expired?.id ?? '')),
      ).toEqual([]);
      expect((await checkout(team.slug, second.cookie)).statusCode).toBe(303);
    });

    it('sells exactly the capacity to many concurrent checkouts for the last seats', async () => {
      const { team, student } = await sellingTicketsTeam();
      const buyers = process.env.DATABASE_URL ? 20 : 6;
      const carts: string[] = [];
      for (let i = 0; i < buyers; i += 1) carts.push((await addTicket(team.slug, student.id, 1)).cookie);
      const answers = await Promise.all(carts.map((cookie) => checkout(team.slug, cookie)));
      const started = answers.filter((a) => a.statusCode === 303);
      expect(started).toHaveLength(2);
      expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(buyers - 2);
      for (const answer of started) expect((await pay(String(answer.headers.location))).statusCode).toBe(303);
      const [tier] = await db().select().from(ticketTiers).where(eq(ticketTiers.id, student.id));
      expect(tier?.sold).toBe(2);
      const paid = (await ordersOf(team.teamId)).filter((o) => o.status === 'paid');
      expect(paid).toHaveLength(2);
    });

    it('lists the ticket in the catalog and sells it from its page, by form post, without script', async () => {
      const { team, ticket, adult, student } = await sellingTicketsTeam();
      const catalog = await fetchSitePage(ctx.app, `/sites/${team.slug}/store`);
      const section = catalog.html
        .querySelectorAll('section.page-section')
        .find((s) => s.querySelector('h2')?.text === 'Tickets');
      const card = section?.querySelector(`a[href="/sites/${team.slug}/tickets/${ticket.id}"]`);
      expect(card?.text).toContain('Home opener');
      expect(card?.text).toContain('From $10.00');
      const sitemap = await ctx.app.inject({ url: `/sites/${team.slug}/sitemap.xml` });
      expect(sitemap.body).toContain(`/tickets/${ticket.id}`);

      const page = await fetchSitePage(ctx.app, `/sites/${team.slug}/tickets/${ticket.id}`);
      expect(page.status).toBe(200);
      expect(page.html.querySelector('h1')?.text).toBe('Home opener');
      const form = page.html.querySelector('form.product-form');
      expect(form?.getAttribute('action')).toBe(`/sites/${team.slug}/cart/add-ticket`);
      const choices = form?.querySelectorAll('input[name="tierId"]').map((i) => i.getAttribute('value'));
      expect(choices).toEqual([adult.id, student.id]);
      // Student has 2 seats: few enough to say so.
      expect(page.html.querySelector(`label[for="choice-${student.id}"]`)?.text).toContain('Only 2 left');
      const added = await addTicket(team.slug, student.id, 2);
      expect(added.response.statusCode).toBe(303);

      // Before its sale opens, the page says so and offers nothing; the catalog leaves it out.
      await db()
        .update(tickets)
        .set({ saleStartsAt: new Date(Date.now() + 86_400_000) })
        .where(eq(tickets.id, ticket.id));
      const early = await fetchSitePage(ctx.app, `/sites/${team.slug}/tickets/${ticket.id}`);
      expect(early.html.querySelector('.store-closed')?.text).toBe(
        ticketMessages.saleNotStarted('Home opener'),
      );
      expect(early.html.querySelector('form.product-form button')?.hasAttribute('disabled')).toBe(true);
      const later = await fetchSitePage(ctx.app, `/sites/${team.slug}/store`);
      expect(later.html.querySelector(`a[href$="/tickets/${ticket.id}"]`)).toBeNull();
      expect((await fetchSitePage(ctx.app, `/sites/${team.slug}/tickets/not-a-ticket`)).status).toBe(404);
    });

    it('refuses a tier that is not on sale, with the reason', async () => {
      const { team, ticket, adult } = await sellingTicketsTeam();
      const refusal = async (tierId: string, quantity = 1) => {
        const res = await addTicket(team.slug, tierId, quantity);
        return { status: res.response.statusCode, message: cartRefusalOf(res.response) };
      };
      expect(await refusal('no-such-tier')).toEqual({ status: 404, message: ticketMessages.notFound });
      expect((await refusal(adult.id, 0)).message).toBe(cartMessages.enterQuantity);

      const setTicket = (values: Partial<typeof tickets.$inferInsert>) =>
        db().update(tickets).set(values).where(eq(tickets.id, ticket.id));
      await setTicket({ saleStartsAt: new Date(clock.getTime() + 86_400_000) });
      expect(await refusal(adult.id)).toEqual({
        status: 409,
        message: ticketMessages.saleNotStarted('Home opener (Adult)'),
      });
      await setTicket({ saleStartsAt: null, saleEndsAt: new Date(clock.getTime() - 60_000) });
      expect((await refusal(adult.id)).message).toBe(ticketMessages.saleEnded('Home opener (Adult)'));
      await setTicket({ saleEndsAt: null, isPublic: false });
      expect((await refusal(adult.id)).message).toBe(cartMessages.itemUnavailable('Home opener (Adult)'));
      await setTicket({ isPublic: true });
      expect((await refusal(adult.id, 11)).message).toBe(cartMessages.maxPerOrder('Home opener (Adult)', 10));

      await switchOff(team.teamId, 'ticketsActive');
      expect(await refusal(adult.id)).toEqual({ status: 409, message: storeMessages.ticketsOff });
    });

    it("never adds another team's tier to a team's cart", async () => {
      const a = await sellingTicketsTeam();
      const b = await sellingTicketsTeam();
      const res = await addTicket(b.team.slug, a.adult.id, 1);
      expect(res.response.statusCode).toBe(404);
      expect(cartRefusalOf(res.response)).toBe(ticketMessages.notFound);
      expect(res.cookie).toBe('');
    });
  });

  describe('priced forms', () => {
    let address = 10;
    const nextAddress = () => {
      address += 1;
      return `198.51.100.${address}`;
    };
    const answers = {
      firstName: 'Riley',
      lastName: 'Jordan',
      email: 'riley@example.org',
      phone: '(555) 555-0100',
      topic: 'topic-1',
      message: 'Registering for the spring season.',
    };

    /** The team's contact form made a priced registration form (type 11): the first topic $125.00. */
    async function registrationForm({ selling = true } = {}) {
      const team = await createSiteTeam(ctx);
      if (selling) await enableSelling(db(), team.teamId, clock);
      const slug = buildFormSlug('contact-us', team.team.sportsType as TeamSportsType);
      const [form] = await db()
        .select()
        .from(forms)
        .where(and(eq(forms.teamId, team.teamId), eq(forms.slug, slug)));
      assert(form);
      await db()
        .update(forms)
        .set({
          formType: 11,
          title: 'Spring registration',
          fields: form.fields.map((f) =>
            f.id === 'topic'
              ? { ...f, options: f.options.map((o, i) => ({ ...o, priceCents: i === 0 ? 12_500 : 0 })) }
              : f,
          ),
        })
        .where(eq(forms.id, form.id));
      // The new team's sample submission is not one of the posts these tests make.
      const seeded = new Set((await submissionsOf(team.teamId)).map((row) => row.id));
      const posted = async () => (await submissionsOf(team.teamId)).filter((row) => !seeded.has(row.id));
      return { team, form, path: `/sites/${team.slug}/forms/${slug}`, posted };
    }

    const submit = (path: string, extra: Record<string, string> = {}, json = false) =>
      ctx.app.inject({
        method: 'POST',
        url: path,
        remoteAddress: nextAddress(),
        headers: { ...formPost, accept: json ? 'application/json' : 'text/html' },
        payload: new URLSearchParams({
          ...answers,
          [formSpamRules.startedField]: createFormStartTokens(ctx.config.authSecret).issue(
            new Date(clock.getTime() - 10_000),
          ),
          ...extra,
        }).toString(),
      });

    function submissionsOf(teamId: string) {
      return db().select().from(submittedForms).where(eq(submittedForms.teamId, teamId));
    }
    const formMailsOf = async (teamId: string) =>
      (await db().select().from(mailOutbox).where(eq(mailOutbox.teamId, teamId)))
        .map((m) => m.templateId)
        .filter((id) => id.startsWith('form-'));

    it('keeps the submission pending with its order, and paid once the payment completes', async () => {
      const { team, form, path, posted } = await registrationForm();
      // A forged amount in the post is ignored: the price is the form's.
      const res = await submit(path, { amountCents: '1', priceCents: '1' });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toMatch(/\/sandbox\/payments\/store-checkout\//);
      const [pending, ...others] = await posted();
      assert(pending);
      expect(others).toEqual([]);
      expect(pending).toMatchObject({ paymentStatus: 'pending', amountCents: 12_500 });
      const [order] = await ordersOf(team.teamId);
      assert(order);
      expect(pending.orderId).toBe(order.id);
      expect(order).toMatchObject({
        status: 'pending',
        totalCents: 12_500,
        customerEmail: answers.email,
        customerName: 'Riley Jordan',
      });
      const lines = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
      expect(lines).toEqual([
        expect.objectContaining({
          kind: 'form',
          formId: form.id,
          submittedFormId: pending.id,
          totalCents: 12_500,
        }),
      ]);
      const [session] = await db()
        .select()
        .from(sandboxStoreSessions)
        .where(eq(sandboxStoreSessions.id, String(res.headers.location).split('/').pop() ?? ''));
      expect(session?.amountTotalCents).toBe(12_500);
      // Announced only with its payment.
      expect(await formMailsOf(team.teamId)).toEqual([]);

      expect((await pay(String(res.headers.location))).statusCode).toBe(303);
      const [paid] = await posted();
      expect(paid?.paymentStatus).toBe('paid');
      expect((await formMailsOf(team.teamId)).sort()).toEqual(['form-confirmation', 'form-notification']);
      const inbox = await callSection(ctx.app, 'GET', '/api/submissions', team.cookie);
      expect(inbox.statusCode).toBe(200);
      expect(inbox.json().items).toContainEqual(
        expect.objectContaining({ id: pending.id, paymentStatus: 'paid', amountCents: 12_500 }),
      );
    });

    it('answers the form island with the checkout address', async () => {
      const { path } = await registrationForm();
      const res = await submit(path, {}, true);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'checkout',
        message: formAnswerMessages.checkout,
        url: expect.stringContaining('/sandbox/payments/store-checkout/'),
      });
    });

    it('marks the submission abandoned when its checkout expires unpaid', async () => {
      const { team, path, posted } = await registrationForm();
      expect((await submit(path)).statusCode).toBe(303);
      clock = new Date(clock.getTime() + 32 * 60_000);
      await reconcile();
      const [abandoned] = await posted();
      expect(abandoned?.paymentStatus).toBe('abandoned');
      expect((await ordersOf(team.teamId))[0]?.status).toBe('expired');
      expect(await formMailsOf(team.teamId)).toEqual([]);
    });

    it("lists the team's priced forms with their submissions by payment (GET /api/forms/priced)", async () => {
      const { team, form, path } = await registrationForm();
      // One checkout left to expire, one paid, one still open, and a free choice (not counted).
      expect((await submit(path)).statusCode).toBe(303);
      clock = new Date(clock.getTime() + 32 * 60_000);
      await reconcile();
      const paid = await submit(path);
      expect((await pay(String(paid.headers.location))).statusCode).toBe(303);
      expect((await submit(path)).statusCode).toBe(303);
      expect((await submit(path, { topic: 'topic-2' })).headers.location).toBe(`${path}/thanks`);

      const res = await callSection(ctx.app, 'GET', '/api/forms/priced', team.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        {
          id: form.id,
          title: 'Spring registration',
          slug: form.slug,
          formType: 11,
          published: form.published,
          minPriceCents: 12_500,
          maxPriceCents: 12_500,
          submissions: { paid: 1, pending: 1, abandoned: 1 },
        },
      ]);
      // Another team sees only its own forms, none of them priced.
      const other = await createSiteTeam(ctx);
      const theirs = await callSection(ctx.app, 'GET', '/api/forms/priced', other.cookie);
      expect(theirs.json()).toEqual([]);
      expect((await callSection(ctx.app, 'GET', '/api/forms/priced', '')).statusCode).toBe(401);
    });

    it('stores a free choice of a priced form as an ordinary submission', async () => {
      const { team, path, posted } = await registrationForm();
      const res = await submit(path, { topic: 'topic-2' });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`${path}/thanks`);
      // Nothing is owed, so the thanks page promises no payment contact.
      const thanks = await ctx.app.inject({ url: `${path}/thanks` });
      expect(thanks.statusCode).toBe(200);
      expect(thanks.body).toContain(formAnswerMessages.sent);
      expect((await posted()).map((row) => row.paymentStatus)).toEqual(['none']);
      expect(await ordersOf(team.teamId)).toEqual([]);
    });

    it('refuses a priced form the team cannot take payment for, and stores nothing', async () => {
      const { team, path, posted } = await registrationForm({ selling: false });
      const res = await submit(path, {}, true);
      expect(res.statusCode).toBe(409);
      // The first reason the team cannot sell: no signed store agreement (nor a payment account).
      expect(res.json()).toMatchObject({ status: 'error', message: storeMessages.agreementRequired });
      expect(await posted()).toEqual([]);
      expect(await ordersOf(team.teamId)).toEqual([]);
    });

    it('refuses a priced form while the store sells no forms, and stores nothing', async () => {
      const { team, path, posted } = await registrationForm();
      await switchOff(team.teamId, 'formsActive');
      const res = await submit(path, {}, true);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ status: 'error', message: storeMessages.formsOff });
      expect(await posted()).toEqual([]);
      expect(await ordersOf(team.teamId)).toEqual([]);
    });
  });
});
