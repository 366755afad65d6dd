import { asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { requireRow } from '../../db/rows.ts';
import { customPages } from '../../db/schema/custom-pages.ts';
import { type TeamScope, whereTeamLive } from '../../platform/tenant-scope.ts';

export type CustomPageRow = typeof customPages.$inferSelect;
export type CustomPageValues = Pick<
  CustomPageRow,
  'title' | 'urlId' | 'content' | 'description' | 'featureImage' | 'published'
>;

/** The team's own pages, by title. Deleting one is a soft delete: its address is free again. */
export function createCustomPagesRepository(db: DbOrTx, scope: TeamScope) {
  const live = (...conditions: Parameters<typeof whereTeamLive>[2][]) =>
    whereTeamLive(customPages, scope, ...conditions);

  return {
    listRows() {
      return db
        .select({
          id: customPages.id,
          title: customPages.title,
          urlId: customPages.urlId,
          featureImage: customPages.featureImage,
          published: customPages.published,
        })
        .from(customPages)
        .where(live())
        .orderBy(asc(customPages.title), asc(customPages.id));
    },

    async findById(id: string): Promise<CustomPageRow | undefined> {
      const [row] = await db
        .select()
        .from(customPages)
        .where(live(eq(customPages.id, id)));
      return row;
    },

    async listUrlIds(exceptId?: string): Promise<string[]> {
      const rows = await db
        .select({ urlId: customPages.urlId })
        .from(customPages)
        .where(live(exceptId ? ne(customPages.id, exceptId) : undefined));
      return rows.map((row) => row.urlId);
    },

    async insert(
      values: CustomPageValues & { sportsType: CustomPageRow['sportsType'] },
    ): Promise<CustomPageRow> {
      const [row] = await db
        .insert(customPages)
        .values({ ...values, teamId: scope.teamId })
        .returning();
      return requireRow(row, 'customPages');
    },

    async update(id: string, values: CustomPageValues): Promise<CustomPageRow | undefined> {
      const [row] = await db
        .update(customPages)
        .set(values)
        .where(live(eq(customPages.id, id)))
        .returning();
      return row;
    },

    async softDelete(id: string): Promise<boolean> {
      const rows = await db
        .update(customPages)
        .set({ deleted: true })
        .where(live(eq(customPages.id, id)))
        .returning({ id: customPages.id });
      return rows.length > 0;
    },
  };
}
