import {
  describeTimeZone,
  keepClockTime,
  teamTimeZoneMessages as messages,
  suggestTimeZoneForAddress,
  type TeamTimeZoneView,
  type TimeZoneChange,
} from '@sideline/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teams } from '../../db/schema/teams.ts';
import type { ClockTimesOwner } from '../../platform/clock-times.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';

/**
 * Website → Info → Time zone (issue 35 §1): the team's zone, the one its address suggests, and a
 * change that keeps either the clock times of the games, events, tickets and the store's season
 * already entered (the zone was wrong) or their moments (the team moved). `owners` are the areas with clock times,
 * looked up when asked (they come after this module in the registry).
 */
export function createWebsiteTimeZoneService(deps: { db: Db; owners: () => readonly ClockTimesOwner[] }) {
  async function findTeam(scope: TeamScope) {
    const [team] = await deps.db
      .select({ timeZone: teams.timeZone, info: teams.info })
      .from(teams)
      .where(eq(teams.id, scope.teamId));
    if (!team) throw new Error(`Team ${scope.teamId} does not exist`);
    return team;
  }

  async function view(scope: TeamScope): Promise<TeamTimeZoneView> {
    const team = await findTeam(scope);
    const suggested = suggestTimeZoneForAddress(team.info.address ?? '');
    const counts = await Promise.all(deps.owners().map((owner) => owner.countScheduled?.(scope) ?? 0));
    return {
      timeZone: team.timeZone,
      suggested: suggested === team.timeZone ? null : suggested,
      scheduledCount: counts.reduce((sum, count) => sum + count, 0),
    };
  }

  return {
    view,

    async change(scope: TeamScope, change: Required<TimeZoneChange>): Promise<TeamTimeZoneView> {
      const changed = await deps.db.transaction(async (tx) => {
        const [current] = await tx
          .select({ timeZone: teams.timeZone, storeInfo: teams.storeInfo })
          .from(teams)
          .where(eq(teams.id, scope.teamId))
          .for('update');
        if (!current || current.timeZone === change.timeZone) return false;
        let { storeInfo } = current;
        if (change.keep === 'clock-times') {
          for (const owner of deps.owners())
            await owner.keepClockTimes(tx, scope, current.timeZone, change.timeZone);
          // The store's season (Store → Schedule) keeps its clock times too.
          const kept = (iso: string) =>
            keepClockTime(new Date(iso), current.timeZone, change.timeZone).toISOString();
          storeInfo = {
            ...storeInfo,
            scheduleStartTime: kept(storeInfo.scheduleStartTime),
            scheduleEndTime: kept(storeInfo.scheduleEndTime),
          };
        }
        await tx
          .update(teams)
          .set({ timeZone: change.timeZone, storeInfo })
          .where(eq(teams.id, scope.teamId));
        return true;
      });
      const zone = describeTimeZone(change.timeZone);
      const message = !changed
        ? messages.unchanged
        : change.keep === 'clock-times'
          ? messages.changedKeepClock(zone)
          : messages.changedKeepMoments(zone);
      return { ...(await view(scope)), message };
    },
  };
}

export type WebsiteTimeZoneService = ReturnType<typeof createWebsiteTimeZoneService>;
