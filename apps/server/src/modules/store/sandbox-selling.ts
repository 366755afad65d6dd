import { signedAgreementRecord } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxPaymentAccounts } from '../../db/schema/payments.ts';
import { teams } from '../../db/schema/teams.ts';

/**
 * Makes a team able to sell, as the payment onboarding and the store agreement leave it: a sandbox
 * payment account that takes payments and, unless `signed` is false, a signed store agreement.
 * Answers the account id. Shared by the store's tests (store-test-helpers.ts) and the scale
 * benchmark's generator (bench/generate-teams.ts); it writes the rows directly, so it is for
 * fixtures only, never for a request.
 */
export async function enableSandboxSelling(
  db: Db,
  teamId: string,
  at: Date,
  { signed = true, email = 'club@example.com', businessName = 'Club' } = {},
): Promise<string> {
  const accountId = `acct_sandbox_${teamId.replaceAll('-', '').slice(0, 24)}`;
  await db.insert(sandboxPaymentAccounts).values({
    id: accountId,
    teamId,
    email,
    businessName,
    chargesEnabled: true,
    detailsSubmitted: true,
  });
  await db
    .update(teams)
    .set({
      stripeAccountId: accountId,
      ...(signed ? { storeLicensingAgreement: signedAgreementRecord('store', at, 'store.pdf') } : {}),
    })
    .where(eq(teams.id, teamId));
  return accountId;
}

/** A buyer's checkout form as the store's fixtures and the checkout benchmark fill it in. */
export const testBuyer = {
  name: 'Jo Fan',
  email: 'jo@example.com',
  phone: '',
  line1: '1 Rink Road',
  line2: '',
  city: 'Boston',
  state: 'MA',
  postalCode: '02115',
};
