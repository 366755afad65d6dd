import type { DashboardCounts } from '@sideline/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import { createDashboardRepository } from './dashboard.repository.ts';

/** The portal dashboard's figures; the demo pages show a demo team's too. */
export function createDashboardService(deps: { db: DbOrTx }) {
  return {
    /** How many live (not deleted) records of each kind the team has. */
    countContent(team: TeamScope): Promise<DashboardCounts> {
      return createDashboardRepository(deps.db, team).countContent();
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
