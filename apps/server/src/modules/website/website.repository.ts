import type { TeamInfo, TeamLogo } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { teams } from '../../db/schema/teams.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';

/** The website settings of one team: slices of its team record (spec part 1 §3). */
export function createWebsiteRepository(db: DbOrTx, scope: TeamScope) {
  const ownTeam = eq(teams.id, scope.teamId);

  return {
    /** The team's `info`; `forUpdate` locks the row until the transaction ends (read, check, write). */
    async findInfo(options: { forUpdate?: boolean } = {}): Promise<TeamInfo> {
      const query = db.select({ info: teams.info }).from(teams).where(ownTeam).limit(1);
      const [row] = options.forUpdate ? await query.for('update') : await query;
      if (!row) throw new Error(`Team ${scope.teamId} does not exist`);
      return row.info;
    },

    /** Replaces the team's `info` (timeModified follows) and returns what is stored. */
    async saveInfo(info: TeamInfo): Promise<TeamInfo> {
      const [row] = await db.update(teams).set({ info }).where(ownTeam).returning({ info: teams.info });
      if (!row) throw new Error(`Team ${scope.teamId} does not exist`);
      return row.info;
    },

    /** The team's logo and silhouette logo; `forUpdate` locks the row until the transaction ends. */
    async findLogos(options: { forUpdate?: boolean } = {}): Promise<TeamLogos> {
      const query = db
        .select({ logo: teams.logo, silhouetteLogo: teams.silhouetteLogo })
        .from(teams)
        .where(ownTeam)
        .limit(1);
      const [row] = options.forUpdate ? await query.for('update') : await query;
      if (!row) throw new Error(`Team ${scope.teamId} does not exist`);
      return row;
    },

    /** Replaces both logos (timeModified follows) and returns what is stored. */
    async saveLogos(logos: TeamLogos): Promise<TeamLogos> {
      const [row] = await db
        .update(teams)
        .set(logos)
        .where(ownTeam)
        .returning({ logo: teams.logo, silhouetteLogo: teams.silhouetteLogo });
      if (!row) throw new Error(`Team ${scope.teamId} does not exist`);
      return row;
    },
  };
}

/** The two logos of the team record, each with its size variants. */
export interface TeamLogos {
  logo: TeamLogo;
  silhouetteLogo: TeamLogo;
}
