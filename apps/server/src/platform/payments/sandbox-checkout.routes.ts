import {
  discountedPriceCents,
  formatDollars,
  subscriptionMessages,
  subscriptionProductOf,
} from '@sideline/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../html.ts';
import {
  acceptSandboxFormPosts,
  sandboxFactsTable,
  sandboxFormPage,
  sendSandboxPage,
} from './sandbox-pages.ts';
import type { SandboxPaymentProvider } from './sandbox-payments.ts';
import {
  type SandboxCheckoutSession,
  sandboxCheckoutPath,
  sandboxTestCards,
} from './sandbox-subscriptions.ts';

export const sandboxCheckoutTitle = 'Sandbox checkout — no real money moves';

/**
 * The sandbox provider's hosted checkout page (what Stripe Checkout is with Stripe): GET shows the
 * subscription and a card field, POST pays with a test card, and a card that needs authentication
 * gets a confirm step. A completed session redirects (303) to its success URL, which the server
 * built from BASE_URL; "Cancel" links to its cancel URL. The session id is the link's secret.
 */
export function registerSandboxCheckoutPages(
  app: FastifyInstance,
  deps: { payments: SandboxPaymentProvider },
): void {
  const params = z.object({ sessionId: z.string().max(100) });

  app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    acceptSandboxFormPosts(scope);

    scope.get(
      `${sandboxCheckoutPath}/:sessionId`,
      { schema: { hide: true, params } },
      async (request, reply) => {
        const session = await deps.payments.findCheckoutSession(request.params.sessionId);
        if (session?.status !== 'open') return sendClosed(reply);
        return sendSandboxPage(reply, 200, await renderCheckout(deps.payments, session, ''));
      },
    );

    scope.post(
      `${sandboxCheckoutPath}/:sessionId`,
      { schema: { hide: true, params } },
      async (request, reply) => {
        const session = await deps.payments.findCheckoutSession(request.params.sessionId);
        if (session?.status !== 'open') return sendClosed(reply);
        const body = request.body as Record<string, unknown> | null;
        const number = typeof body?.cardNumber === 'string' ? body.cardNumber.slice(0, 40) : '';
        const outcome = await deps.payments.payCheckout(session, { number, authenticated: false });
        if (outcome.kind === 'completed') return reply.redirect(outcome.redirectUrl, 303);
        if (outcome.kind === 'needs-authentication')
          return sendSandboxPage(reply, 200, renderAuthentication(session));
        return sendSandboxPage(reply, 400, await renderCheckout(deps.payments, session, outcome.message));
      },
    );

    scope.post(
      `${sandboxCheckoutPath}/:sessionId/authenticate`,
      { schema: { hide: true, params } },
      async (request, reply) => {
        const session = await deps.payments.findCheckoutSession(request.params.sessionId);
        if (session?.status !== 'open' || !session.awaitingAuthentication) return sendClosed(reply);
        const outcome = await deps.payments.payCheckout(session, {
          number: sandboxTestCards.needsAuthentication,
          authenticated: true,
        });
        if (outcome.kind === 'completed') return reply.redirect(outcome.redirectUrl, 303);
        return sendSandboxPage(
          reply,
          400,
          await renderCheckout(deps.payments, session, subscriptionMessages.checkoutClosed),
        );
      },
    );
  });
}

function sendClosed(reply: FastifyReply) {
  return sendSandboxPage(
    reply,
    404,
    sandboxFormPage(
      'Checkout not open',
      `<h1>This checkout is not open</h1><p>${escapeHtml(subscriptionMessages.checkoutClosed)}</p>`,
    ),
  );
}

async function renderCheckout(
  payments: SandboxPaymentProvider,
  session: SandboxCheckoutSession,
  error: string,
): Promise<string> {
  const product = subscriptionProductOf(session.product);
  const promotion = session.promoCode ? await payments.findPromotionCode(session.promoCode) : null;
  const listCents = session.unitAmountCents * session.quantity;
  const priceCents = discountedPriceCents(listCents, promotion);
  const per = session.period === 'year' ? 'a year' : 'a month';
  const isTrial = session.trialDays > 0;
  const rows: [string, string][] = [
    ['Product', product.name + (session.quantity > 1 ? ` × ${session.quantity}` : '')],
    ['Billing', session.period === 'year' ? 'Annual' : 'Monthly'],
    ['Price', `${formatDollars(priceCents)} ${per}`],
    ...(session.promoCode
      ? ([['Promotion code', `${session.promoCode} (was ${formatDollars(listCents)})`]] as [string, string][])
      : []),
    ['Due today', isTrial ? `$0 — free for ${session.trialDays} days` : formatDollars(priceCents)],
  ];
  const trialNote = isTrial
    ? `<p class="note">The card is optional during the free trial. With a card, the first charge is at the end of the trial unless you cancel before; without one, the subscription pauses then and nothing is charged.</p>`
    : '';
  const action = `${sandboxCheckoutPath}/${encodeURIComponent(session.id)}`;
  return sandboxFormPage(
    sandboxCheckoutTitle,
    `<p class="badge">Sandbox payments</p>
<h1>${escapeHtml(product.name)}</h1>
${sandboxFactsTable(rows)}
${error ? `<p class="error" role="alert" id="card-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
  <label for="cardNumber">Card number</label>
  <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="23"${isTrial ? '' : ' required'}${error ? ' aria-invalid="true" aria-describedby="card-error"' : ''}>
  <p class="hint">Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks for authentication.</p>
  ${trialNote}
  <button type="submit">${isTrial ? 'Start free trial' : `Pay ${escapeHtml(formatDollars(priceCents))} and subscribe`}</button>
</form>
<p><a href="${escapeHtml(session.cancelUrl)}">Cancel and return to Sideline</a></p>`,
  );
}

function renderAuthentication(session: SandboxCheckoutSession): string {
  const action = `${sandboxCheckoutPath}/${encodeURIComponent(session.id)}/authenticate`;
  return sandboxFormPage(
    'Confirm your card — sandbox',
    `<p class="badge">Sandbox payments</p>
<h1>Confirm this card</h1>
<p>Your bank asks you to confirm the card before the subscription starts (a test of 3-D Secure).</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Confirm</button></form>
<p><a href="${escapeHtml(session.cancelUrl)}">Cancel and return to Sideline</a></p>`,
  );
}
