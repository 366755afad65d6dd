import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { vendorInterests } from '../../db/schema/community.ts';
import { teams } from '../../db/schema/teams.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';

export type NewVendorInterest = Omit<typeof vendorInterests.$inferInsert, 'teamId' | 'id'>;

export function createMarketplaceRepository(db: DbOrTx, scope: TeamScope) {
  return {
    async insertInterest(values: NewVendorInterest): Promise<string> {
      const [row] = await db
        .insert(vendorInterests)
        .values({ ...values, teamId: scope.teamId })
        .returning({ id: vendorInterests.id });
      if (!row) throw new Error('vendor_interests: the insert returned no row');
      return row.id;
    },
  };
}

/** Cross-tenant, for the operator console: every team's vendor interest, newest first. */
export function listAllVendorInterests(db: DbOrTx) {
  return db
    .select({ interest: vendorInterests, teamName: teams.name })
    .from(vendorInterests)
    .innerJoin(teams, eq(teams.id, vendorInterests.teamId))
    .orderBy(desc(vendorInterests.timeCreated))
    .limit(200);
}

/** Cross-tenant, for the operator console: marks one interest done; false when it was already. */
export async function markVendorInterestDone(
  db: DbOrTx,
  id: string,
  at: Date,
): Promise<{ teamId: string } | null> {
  const [row] = await db
    .update(vendorInterests)
    .set({ doneAt: at })
    .where(and(eq(vendorInterests.id, id), isNull(vendorInterests.doneAt)))
    .returning({ teamId: vendorInterests.teamId });
  return row ?? null;
}
