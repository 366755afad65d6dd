import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { escapeHtml } from '../html.ts';
import { acceptSandboxFormPosts, sandboxPage, sendSandboxPage } from './sandbox-pages.ts';
import {
  completeSandboxOnboarding,
  findSandboxAccount,
  isCurrentOnboardingToken,
  isSandboxAccountId,
  type SandboxPaymentAccount,
  sandboxOnboardingPath,
} from './sandbox-payments.ts';

export const sandboxOnboardingTitle = 'Sandbox onboarding — no real money moves';

const detailsSchema = z.object({
  token: z.string().optional(),
  businessName: z.string().trim().min(1, 'Please enter the business name').max(200),
  email: z.email('Please enter a valid email address').max(254),
  confirm: z.literal('on', { error: 'Please confirm that these details are correct' }),
});

type FormValues = { businessName: string; email: string };

/**
 * The sandbox provider's hosted onboarding page (what Stripe's hosted onboarding is with Stripe):
 * GET shows the business details form, POST confirms them, marks the account charges-enabled and
 * redirects to the link's return URL. A used, replaced or expired link goes to its refresh URL,
 * like Stripe; a link to no account of ours is a 404 page.
 */
export function registerSandboxPaymentPages(
  app: FastifyInstance,
  deps: { db: DbOrTx; now: () => Date },
): void {
  const { now } = deps;
  const params = z.object({ accountId: z.string().max(100) });
  const querystring = z.object({ token: z.string().max(200).optional() });
  /** The account a link names, or null for an id this provider never makes (no database look-up). */
  const findLinkedAccount = (accountId: string) =>
    isSandboxAccountId(accountId) ? findSandboxAccount(deps.db, accountId) : Promise.resolve(null);

  app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    // Plain HTML form posts, parsed only inside this plugin.
    acceptSandboxFormPosts(scope);

    scope.get(
      `${sandboxOnboardingPath}/:accountId`,
      { schema: { hide: true, params, querystring } },
      async (request, reply) => {
        const { accountId } = request.params;
        const { token } = request.query;
        const account = await findLinkedAccount(accountId);
        if (!account || !isCurrentOnboardingToken(account, token, now())) return refuseLink(reply, account);
        return sendSandboxPage(reply, 200, renderForm(account, token ?? '', account, {}));
      },
    );

    scope.post(
      `${sandboxOnboardingPath}/:accountId`,
      { schema: { hide: true, params } },
      async (request, reply) => {
        const { accountId } = request.params;
        // The form posts urlencoded text, but any body may arrive (JSON, an array, other types).
        const body = formFieldsOf(request.body);
        const account = await findLinkedAccount(accountId);
        if (!account || !isCurrentOnboardingToken(account, body.token, now())) {
          return refuseLink(reply, account);
        }
        const parsed = detailsSchema.safeParse(body);
        if (!parsed.success) {
          const errors: Record<string, string> = {};
          for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
          const values = { businessName: body.businessName ?? '', email: body.email ?? '' };
          return sendSandboxPage(reply, 400, renderForm(account, body.token ?? '', values, errors));
        }
        await completeSandboxOnboarding(deps.db, account.id, {
          businessName: parsed.data.businessName,
          email: parsed.data.email,
        });
        return reply.redirect(account.returnUrl ?? '/portal', 303);
      },
    );
  });
}

/** The body's text fields; anything that is not text is left out. */
function formFieldsOf(body: unknown): Record<string, string | undefined> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  return Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'string'));
}

function refuseLink(reply: FastifyReply, account: SandboxPaymentAccount | null) {
  if (account?.refreshUrl) return reply.redirect(account.refreshUrl, 302);
  return sendSandboxPage(
    reply,
    404,
    page(
      'Onboarding link not valid',
      '<h1>This onboarding link is not valid</h1><p>Start again from the Payment Account page of the Sideline portal.</p>',
    ),
  );
}

function renderForm(
  account: SandboxPaymentAccount,
  token: string,
  values: FormValues,
  errors: Record<string, string>,
): string {
  const fieldError = (name: string) =>
    errors[name] ? `<p class="error" id="${name}-error">${escapeHtml(errors[name])}</p>` : '';
  const described = (name: string) =>
    errors[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  const action = `${sandboxOnboardingPath}/${encodeURIComponent(account.id)}`;
  return page(
    sandboxOnboardingTitle,
    `<p class="badge">Sandbox payments</p>
<h1>${escapeHtml(sandboxOnboardingTitle)}</h1>
<p>This page stands in for the payment provider's hosted onboarding. Confirm your team's business
details to activate the payment account <code>${escapeHtml(account.id)}</code>. In the sandbox no
bank details are needed and no real money moves.</p>
${Object.keys(errors).length ? '<p class="error" role="alert">Please correct the fields below.</p>' : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
  <input type="hidden" name="token" value="${escapeHtml(token)}">
  <label for="businessName">Business name</label>
  <input id="businessName" name="businessName" required maxlength="200" value="${escapeHtml(values.businessName)}"${described('businessName')}>
  ${fieldError('businessName')}
  <label for="email">Business email</label>
  <input id="email" name="email" type="email" required maxlength="254" value="${escapeHtml(values.email)}"${described('email')}>
  ${fieldError('email')}
  <label for="country">Country</label>
  <input id="country" value="United States" readonly>
  <p class="check"><input id="confirm" name="confirm" type="checkbox" required${described('confirm')}>
  <label for="confirm">I confirm these business details are correct</label></p>
  ${fieldError('confirm')}
  <button type="submit">Submit and return to Sideline</button>
</form>`,
  );
}

function page(title: string, body: string): string {
  return sandboxPage(
    title,
    body,
    `input:not([type=checkbox]){display:block;width:100%;box-sizing:border-box;padding:.6rem;margin-top:.3rem;border:1px solid #8a96a3;border-radius:4px;font:inherit}
input[readonly]{background:#eef1f4}.check{display:flex;gap:.5rem;align-items:center;margin-top:1.25rem}.check label{margin:0;font-weight:400}
.error{color:#b42318;margin:.3rem 0 0}code{word-break:break-all}`,
  );
}
