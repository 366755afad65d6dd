import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { teams } from '../../db/schema/teams.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';

/** Stores the team's payment account id (teams.stripe_account_id), for one team. */
export function createPaymentsRepository(db: DbOrTx, scope: TeamScope) {
  async function findAccountId(): Promise<string | null> {
    const [row] = await db
      .select({ accountId: teams.stripeAccountId })
      .from(teams)
      .where(eq(teams.id, scope.teamId))
      .limit(1);
    return row?.accountId ?? null;
  }

  return {
    /**
     * Stores the account id unless the team already has one (a concurrent request won), and
     * returns the id the team ends up with.
     */
    async claimAccountId(accountId: string): Promise<string> {
      const updated = await db
        .update(teams)
        .set({ stripeAccountId: accountId })
        .where(and(eq(teams.id, scope.teamId), isNull(teams.stripeAccountId)))
        .returning({ accountId: teams.stripeAccountId });
      if (updated.length > 0) return accountId;
      const current = await findAccountId();
      if (!current) throw new Error(`Team ${scope.teamId} does not exist`);
      return current;
    },
  };
}
