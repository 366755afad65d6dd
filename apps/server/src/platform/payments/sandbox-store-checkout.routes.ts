import { formatCents } from '@sideline/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { escapeHtml } from '../html.ts';
import { acceptSandboxFormPosts, sandboxPage, sendSandboxPage } from './sandbox-pages.ts';
import type { SandboxPaymentProvider } from './sandbox-payments.ts';
import {
  type SandboxStoreSession,
  sandboxStoreCheckoutPath,
  sandboxStoreTestCards,
} from './sandbox-store.ts';

/**
 * The sandbox's hosted store checkout (what Stripe Checkout is with Stripe): GET shows the lines
 * and a card field, POST pays with a test card, a card that needs authentication gets a confirm
 * step; a paid session redirects (303) to the buyer's order page. The session id is the secret.
 */
export function registerSandboxStoreCheckoutPages(
  app: FastifyInstance,
  deps: { payments: SandboxPaymentProvider },
): void {
  const params = z.object({ sessionId: z.string().max(100) });
  app.register(async (scope) => {
    acceptSandboxFormPosts(scope);
    const open = async (sessionId: string, now: Date) => {
      const session = await deps.payments.findStoreSession(sessionId);
      return session?.status === 'open' && session.expiresAt > now ? session : null;
    };
    scope.get(
      `${sandboxStoreCheckoutPath}/:sessionId`,
      { schema: { hide: true } },
      async (request, reply) => {
        const session = await open(params.parse(request.params).sessionId, new Date());
        if (!session) return sendClosed(reply);
        return sendSandboxPage(reply, 200, renderCheckout(session, ''));
      },
    );
    scope.post(
      `${sandboxStoreCheckoutPath}/:sessionId`,
      { schema: { hide: true } },
      async (request, reply) => {
        const session = await open(params.parse(request.params).sessionId, new Date());
        if (!session) return sendClosed(reply);
        const body = request.body as Record<string, unknown> | null;
        const number = typeof body?.cardNumber === 'string' ? body.cardNumber.slice(0, 40) : '';
        const authenticated = body?.authenticated === 'yes' && session.awaitingAuthentication;
        const outcome = await deps.payments.payStoreSession(session, {
          number: authenticated ? sandboxStoreTestCards.needsAuthentication : number,
          authenticated,
        });
        if (outcome.kind === 'completed') return reply.redirect(outcome.redirectUrl, 303);
        if (outcome.kind === 'needs-authentication')
          return sendSandboxPage(reply, 200, renderAuthentication(session));
        return sendSandboxPage(reply, 400, renderCheckout(session, outcome.message));
      },
    );
  });
}

function sendClosed(reply: FastifyReply) {
  return sendSandboxPage(
    reply,
    404,
    sandboxPage('Checkout not open', '<h1>This checkout is not open</h1><p>It was paid or it expired.</p>'),
  );
}

function renderCheckout(session: SandboxStoreSession, error: string): string {
  const action = `${sandboxStoreCheckoutPath}/${encodeURIComponent(session.id)}`;
  const lines = session.lineItems
    .map(
      (line) =>
        `<tr><th scope="row">${escapeHtml(line.name)}${line.quantity > 1 ? ` × ${line.quantity}` : ''}</th><td>${escapeHtml(formatCents(line.unitAmountCents * line.quantity))}</td></tr>`,
    )
    .join('');
  return sandboxPage(
    'Sandbox checkout — no real money moves',
    `<p class="badge">Sandbox payments</p>
<h1>Pay ${escapeHtml(formatCents(session.amountTotalCents))}</h1>
<table>${lines}<tr><th scope="row">Total</th><td>${escapeHtml(formatCents(session.amountTotalCents))}</td></tr></table>
${error ? `<p class="error" role="alert" id="card-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
  <label for="cardNumber">Card number</label>
  <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="23" required${error ? ' aria-invalid="true" aria-describedby="card-error"' : ''}>
  <p class="hint">Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks for authentication, 4000 0000 0000 0259 succeeds and is then disputed.</p>
  <button type="submit">Pay ${escapeHtml(formatCents(session.amountTotalCents))}</button>
</form>
<p><a href="${escapeHtml(session.cancelUrl)}">Cancel and return to the store</a></p>`,
    `table{border-collapse:collapse;width:100%}th{text-align:left;font-weight:400;padding:.3rem 1rem .3rem 0}td{text-align:right}
input{display:block;width:100%;box-sizing:border-box;padding:.6rem;margin-top:.3rem;border:1px solid #8a96a3;border-radius:4px;font:inherit}
.error{color:#b42318}.hint{color:#4a5563;font-size:.9rem}a{color:#1d4ed8}`,
  );
}

function renderAuthentication(session: SandboxStoreSession): string {
  const action = `${sandboxStoreCheckoutPath}/${encodeURIComponent(session.id)}`;
  return sandboxPage(
    'Confirm your card — sandbox',
    `<p class="badge">Sandbox payments</p>
<h1>Confirm this card</h1>
<p>Your bank asks you to confirm the card (a test of 3-D Secure).</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="authenticated" value="yes"><button type="submit">Confirm</button></form>
<p><a href="${escapeHtml(session.cancelUrl)}">Cancel and return to the store</a></p>`,
  );
}
