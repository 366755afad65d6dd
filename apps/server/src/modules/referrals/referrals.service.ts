import type { Db } from '../../db/client.ts';
import { findTeamByReferralId } from './referrals.repository.ts';

/** Referral ids: which team shares one (sign-up credits it; the sign-up page and `/{referralid}` check it). */
export function createReferralsService(deps: { db: Db }) {
  return {
    /** The team whose shareable referral id this is, or null. */
    findReferringTeam(id: string) {
      return findTeamByReferralId(deps.db, id);
    },

    async isKnownReferralId(id: string): Promise<boolean> {
      return (await findTeamByReferralId(deps.db, id)) !== null;
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
