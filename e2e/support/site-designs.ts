import { type DesignPageType, designPageTypes } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { teams } from '../../apps/server/src/db/schema/teams.ts';

export interface SiteLook {
  slug: string;
  design: number;
  darkMode: boolean;
}

/**
 * Gives teams a design for every page type and a color mode, straight in a stopped server's
 * embedded database (the design editor arrives with the website-editor issue). The server must be
 * stopped: PGlite is one process's.
 */
export async function setSiteLooks(dataDir: string, looks: SiteLook[]): Promise<void> {
  const database = await openDatabase({ dataDir: `${dataDir}/db` });
  try {
    for (const look of looks) {
      const [team] = await database.db.select().from(teams).where(eq(teams.slug, look.slug));
      if (!team) throw new Error(`no team ${look.slug}`);
      const designs = Object.fromEntries(designPageTypes.map((type) => [type, look.design])) as Record<
        DesignPageType,
        number
      >;
      const website = {
        ...team.website,
        styles: {
          ...team.website.styles,
          designs,
          darkMode: look.darkMode ? ('dark' as const) : ('light' as const),
        },
      };
      await database.db.update(teams).set({ website }).where(eq(teams.id, team.id));
    }
  } finally {
    await database.close();
  }
}
