import type { SportsType } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { teams } from '../../db/schema/teams.ts';

/** The team's sports type: new content records carry it (spec part 2 §3). */
export async function findTeamSportsType(db: DbOrTx, teamId: string): Promise<SportsType> {
  const [team] = await db.select({ sportsType: teams.sportsType }).from(teams).where(eq(teams.id, teamId));
  if (!team) throw new Error(`Team ${teamId} does not exist`);
  return team.sportsType;
}

/** The team's time zone: game and event times are typed and shown in it. */
export async function findTeamTimeZone(db: DbOrTx, teamId: string): Promise<string> {
  const [team] = await db.select({ timeZone: teams.timeZone }).from(teams).where(eq(teams.id, teamId));
  if (!team) throw new Error(`Team ${teamId} does not exist`);
  return team.timeZone;
}
