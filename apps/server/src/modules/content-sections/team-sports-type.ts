import type { SportsType } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { teams } from '../../db/schema/teams.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';

/** The team's sports type: new content records carry it (spec part 2 §3). */
export async function findTeamSportsType(db: DbOrTx, scope: TeamScope): Promise<SportsType> {
  const [team] = await db
    .select({ sportsType: teams.sportsType })
    .from(teams)
    .where(eq(teams.id, scope.teamId));
  if (!team) throw new Error(`Team ${scope.teamId} does not exist`);
  return team.sportsType;
}

/** The team's time zone: game and event times are typed and shown in it. */
export async function findTeamTimeZone(db: DbOrTx, scope: TeamScope): Promise<string> {
  const [team] = await db.select({ timeZone: teams.timeZone }).from(teams).where(eq(teams.id, scope.teamId));
  if (!team) throw new Error(`Team ${scope.teamId} does not exist`);
  return team.timeZone;
}
