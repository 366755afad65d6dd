import {
  type StoreActivation,
  storeActivationSchema,
  type TeamStoreInfo,
  teamStoreInfoSchema,
} from '@sideline/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { teamStoreActivation, teams } from '../../db/schema/teams.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';

export interface StoreSettingsTeam {
  name: string;
  timeZone: string;
  storeInfo: TeamStoreInfo;
  activation: StoreActivation;
}

/**
 * Store → Settings and Schedule: the team's `storeInfo` and its store switches (the read-only
 * "store-info" document, spec part 1 §3), always of the scope's team.
 */
export function createStoreSettingsRepository(db: DbOrTx, scope: TeamScope) {
  return {
    /** The team's store settings; `forUpdate` locks the team row for a read-modify-write. */
    async findSettings({ forUpdate = false } = {}): Promise<StoreSettingsTeam> {
      const query = db
        .select({
          name: teams.name,
          timeZone: teams.timeZone,
          storeInfo: teams.storeInfo,
          activation: teamStoreActivation.data,
        })
        .from(teams)
        .leftJoin(teamStoreActivation, eq(teamStoreActivation.teamId, teams.id))
        .where(eq(teams.id, scope.teamId));
      const [row] = forUpdate ? await query.for('update', { of: teams }) : await query;
      if (!row) throw new Error(`Team ${scope.teamId} does not exist`);
      return {
        name: row.name,
        timeZone: row.timeZone,
        storeInfo: teamStoreInfoSchema.parse(row.storeInfo),
        // A team imported before the switches existed has no row: every switch is on (the default).
        activation: storeActivationSchema.parse(row.activation ?? { client: {}, portal: {} }),
      };
    },

    async saveStoreInfo(storeInfo: TeamStoreInfo): Promise<void> {
      await db.update(teams).set({ storeInfo }).where(eq(teams.id, scope.teamId));
    },

    async saveActivation(activation: StoreActivation): Promise<void> {
      await db
        .insert(teamStoreActivation)
        .values({ teamId: scope.teamId, data: activation })
        .onConflictDoUpdate({ target: teamStoreActivation.teamId, set: { data: activation } });
    },
  };
}
