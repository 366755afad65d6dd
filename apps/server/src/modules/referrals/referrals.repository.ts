import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { teams } from '../../db/schema/teams.ts';

/** Cross-tenant look-up: the team whose shareable referral id this is. */
export async function findTeamByReferralId(
  db: DbOrTx,
  referralId: string,
): Promise<{ id: string; name: string; referralId: string } | null> {
  const [row] = await db
    .select({ id: teams.id, name: teams.name, referralId: teams.referralId })
    .from(teams)
    .where(eq(teams.referralId, referralId))
    .limit(1);
  return row ?? null;
}
