import { signedAgreementRecord } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { teams } from '../../apps/server/src/db/schema/teams.ts';

/**
 * Records the website agreement of a team as signed, straight in a stopped server's embedded
 * database (the signing dialog belongs to the agreements flow, which has its own test). The server
 * must be stopped: PGlite is one process's.
 */
export async function signWebsiteAgreementInDatabase(dataDir: string, teamEmail: string): Promise<void> {
  const database = await openDatabase({ dataDir: `${dataDir}/db` });
  try {
    const updated = await database.db
      .update(teams)
      .set({ licensingAgreement: signedAgreementRecord('website', new Date(), 'e2e-agreement.pdf') })
      .where(eq(teams.email, teamEmail))
      .returning({ id: teams.id });
    if (updated.length !== 1) throw new Error(`no team with the email ${teamEmail}`);
  } finally {
    await database.close();
  }
}
