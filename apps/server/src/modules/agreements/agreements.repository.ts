import type { AgreementKind, LicensingAgreement, TeamPolicies } from '@sideline/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { files } from '../../db/schema/platform.ts';
import { organizations, teams } from '../../db/schema/teams.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';

/** One team's agreements, policies and agreement documents. */
export function createAgreementsRepository(db: DbOrTx, scope: TeamScope) {
  const ownTeam = eq(teams.id, scope.teamId);

  return {
    /** The team as its agreements name it; `forUpdate` locks the row until the transaction ends. */
    async findTeam(options: { forUpdate?: boolean } = {}) {
      const query = db
        .select({
          name: teams.name,
          email: teams.email,
          sportsType: teams.sportsType,
          timeZone: teams.timeZone,
          organizationId: teams.organizationId,
          organizationName: organizations.name,
          licensingAgreement: teams.licensingAgreement,
          storeLicensingAgreement: teams.storeLicensingAgreement,
          policies: teams.policies,
        })
        .from(teams)
        .leftJoin(organizations, eq(organizations.id, teams.organizationId))
        .where(ownTeam)
        .limit(1);
      const [row] = options.forUpdate ? await query.for('update', { of: teams }) : await query;
      if (!row) throw new Error(`Team ${scope.teamId} does not exist`);
      return row;
    },

    async saveAgreement(kind: AgreementKind, agreement: LicensingAgreement): Promise<void> {
      await db
        .update(teams)
        .set({ [kind === 'website' ? 'licensingAgreement' : 'storeLicensingAgreement']: agreement })
        .where(ownTeam);
    },

    /** Records a stored document as a private file of the team (only its session can download it). */
    async insertPrivateFile(file: {
      key: string;
      contentType: string;
      size: number;
      metadata: Record<string, string>;
    }): Promise<void> {
      await db.insert(files).values({ ...file, teamId: scope.teamId, isPublic: false });
    },

    /** Replaces the named policies in place; the others stay as they are. */
    async savePolicies(changed: Partial<TeamPolicies>): Promise<TeamPolicies> {
      const [row] = await db
        .update(teams)
        .set({ policies: sql`${teams.policies} || ${JSON.stringify(changed)}::jsonb` })
        .where(ownTeam)
        .returning({ policies: teams.policies });
      if (!row) throw new Error(`Team ${scope.teamId} does not exist`);
      return row.policies;
    },
  };
}

export type AgreementsRepository = ReturnType<typeof createAgreementsRepository>;
