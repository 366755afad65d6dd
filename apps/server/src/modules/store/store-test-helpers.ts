import { signedAgreementRecord } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxPaymentAccounts } from '../../db/schema/payments.ts';
import { teams } from '../../db/schema/teams.ts';

/**
 * Makes a team able to sell: a sandbox account that takes payments and, unless `signed` is false,
 * a signed store agreement. Answers the account id.
 */
export async function enableSelling(
  db: Db,
  teamId: string,
  at: Date,
  { signed = true } = {},
): Promise<string> {
  const accountId = `acct_sandbox_${teamId.replaceAll('-', '').slice(0, 24)}`;
  await db.insert(sandboxPaymentAccounts).values({
    id: accountId,
    teamId,
    email: 'club@example.com',
    businessName: 'Club',
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
