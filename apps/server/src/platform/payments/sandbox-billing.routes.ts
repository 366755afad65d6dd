import { subscriptionMessages, subscriptionProductOf } from '@sideline/domain';
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
  type SandboxBillingLink,
  type SandboxSubscription,
  sandboxBillingPath,
} from './sandbox-subscriptions.ts';

export const sandboxBillingTitle = 'Sandbox billing — no real money moves';

/**
 * The sandbox provider's billing page (what Stripe's Billing Portal is with Stripe): GET lists the
 * team's sandbox subscriptions and a card field, POST saves a test card as their payment method
 * (a paused trial resumes), and "Return to Sideline" links to the portal. The link is signed by the
 * provider and works for an hour.
 */
export function registerSandboxBillingPages(
  app: FastifyInstance,
  deps: { payments: SandboxPaymentProvider },
): void {
  const params = z.object({ customerId: z.string().max(100) });

  app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    acceptSandboxFormPosts(scope);

    scope.get(
      `${sandboxBillingPath}/:customerId`,
      { schema: { hide: true, params } },
      async (request, reply) => {
        const link = deps.payments.checkBillingLink(request.params.customerId, queryOf(request.query));
        if (!link) return sendExpired(reply);
        return sendSandboxPage(
          reply,
          200,
          await renderBilling(deps.payments, link, { error: '', added: false }),
        );
      },
    );

    scope.post(
      `${sandboxBillingPath}/:customerId`,
      { schema: { hide: true, params } },
      async (request, reply) => {
        const link = deps.payments.checkBillingLink(request.params.customerId, queryOf(request.query));
        if (!link) return sendExpired(reply);
        const body = request.body as Record<string, unknown> | null;
        const number = typeof body?.cardNumber === 'string' ? body.cardNumber.slice(0, 40) : '';
        const { refused } = await deps.payments.addPaymentMethod(link.teamId, number);
        const html = await renderBilling(deps.payments, link, { error: refused ?? '', added: !refused });
        return sendSandboxPage(reply, refused ? 400 : 200, html);
      },
    );
  });
}

function queryOf(query: unknown): Record<string, unknown> {
  return typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
}

function sendExpired(reply: FastifyReply) {
  return sendSandboxPage(
    reply,
    404,
    sandboxFormPage(
      'Billing link not valid',
      `<h1>This billing link is not valid</h1><p>${escapeHtml(subscriptionMessages.billingLinkExpired)}</p>`,
    ),
  );
}

const statusNames: Record<SandboxSubscription['status'], string> = {
  none: 'Not started',
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Payment overdue',
  paused: 'Paused (trial ended without a payment method)',
  canceled: 'Canceled',
};

async function renderBilling(
  payments: SandboxPaymentProvider,
  link: SandboxBillingLink,
  outcome: { error: string; added: boolean },
): Promise<string> {
  const subscriptions = await payments.customerSubscriptions(link.teamId);
  // One small table per subscription: a phone shows two columns where five would not fit.
  const sections = subscriptions
    .map((row) => {
      const product = subscriptionProductOf(row.product);
      const facts: [string, string][] = [
        ['Status', statusNames[row.status]],
        ['Period ends', row.status === 'canceled' ? '—' : row.currentPeriodEnd.toISOString().slice(0, 10)],
        ['Payment method', row.hasPaymentMethod ? 'Card on file' : 'None'],
        ['Charges made', String(row.chargesMade)],
      ];
      return `<h2>${escapeHtml(product.name + (row.quantity > 1 ? ` × ${row.quantity}` : ''))}</h2>
${sandboxFactsTable(facts)}`;
    })
    .join('\n');
  const action = `${sandboxBillingPath}/${encodeURIComponent(link.customerId)}?${link.query}`;
  return sandboxFormPage(
    sandboxBillingTitle,
    `<p class="badge">Sandbox payments</p>
<h1>Billing account</h1>
${sections}
${outcome.added ? `<p class="done" role="status">${escapeHtml(subscriptionMessages.paymentMethodAdded)}</p>` : ''}
${outcome.error ? `<p class="error" role="alert" id="card-error">${escapeHtml(outcome.error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
  <h2>Add a payment method</h2>
  <label for="cardNumber">Card number</label>
  <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="23" required${outcome.error ? ' aria-invalid="true" aria-describedby="card-error"' : ''}>
  <p class="hint">Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined. A paused trial resumes with its first charge.</p>
  <button type="submit">Save payment method</button>
</form>
<p><a href="${escapeHtml(link.returnUrl)}">Return to Sideline</a></p>`,
  );
}
