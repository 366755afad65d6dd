import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { teams } from '../../db/schema/teams.ts';

/** Cross-tenant look-up: the team whose shareable referral id this is (never a private demo copy). */
export async function findTeamByReferralId(
  db: DbOrTx,
  referralId: string,
): Promise<{ id: string; name: string; referralId: string } | null> {
  const [row] = await db
    .select({ id: teams.id, name: teams.name, referralId: teams.referralId })
    .from(teams)
    .where(and(eq(teams.referralId, referralId), isNull(teams.privateDemoExpiresAt)))
    .limit(1);
  return row ?? null;
}
