import type { WebsiteImage } from '@sideline/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { teams } from '../../db/schema/teams.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';

/** The `website.images` slice of one team's record (spec part 1 §3); a save writes it only. */
export function createWebsiteImagesRepository(db: DbOrTx, scope: TeamScope) {
  const ownTeam = eq(teams.id, scope.teamId);
  // As stored: a row written before some slots existed lacks them.
  const images = sql<unknown>`${teams.website} -> 'images'`;

  function expectRow<T>(row: T | undefined): T {
    if (!row) throw new Error(`Team ${scope.teamId} does not exist`);
    return row;
  }

  return {
    async findImages(): Promise<unknown> {
      const [row] = await db.select({ images }).from(teams).where(ownTeam).limit(1);
      return expectRow(row).images;
    },

    /** Replaces `website.images` in place, so a concurrent save of another website part stays. */
    async saveImages(list: WebsiteImage[]): Promise<unknown> {
      const [row] = await db
        .update(teams)
        .set({ website: sql`jsonb_set(${teams.website}, '{images}', ${JSON.stringify(list)}::jsonb)` })
        .where(ownTeam)
        .returning({ images });
      return expectRow(row).images;
    },
  };
}
