import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { requireRow } from '../../db/rows.ts';
import { forms, preDevelopedForms } from '../../db/schema/forms.ts';
import { type TeamScope, whereTeamLive } from '../../platform/tenant-scope.ts';

export type TeamFormRow = typeof forms.$inferSelect;
export type TeamFormValues = Pick<
  TeamFormRow,
  'title' | 'slug' | 'formType' | 'description' | 'fields' | 'published'
>;

/** The team's forms by title, and the shared ready-made forms of its sport. */
export function createFormsRepository(db: DbOrTx, scope: TeamScope) {
  const live = (...conditions: Parameters<typeof whereTeamLive>[2][]) =>
    whereTeamLive(forms, scope, ...conditions);
  return {
    listRows() {
      return db.select().from(forms).where(live()).orderBy(asc(forms.title), asc(forms.id));
    },
    async findById(id: string): Promise<TeamFormRow | undefined> {
      const [row] = await db
        .select()
        .from(forms)
        .where(live(eq(forms.id, id)));
      return row;
    },
    async listSlugs(exceptId?: string): Promise<string[]> {
      const rows = await db
        .select({ slug: forms.slug })
        .from(forms)
        .where(live(exceptId ? ne(forms.id, exceptId) : undefined));
      return rows.map((row) => row.slug);
    },
    async insert(
      values: TeamFormValues & Pick<TeamFormRow, 'sportsType' | 'preDevelopedFormId' | 'notificationEmails'>,
    ): Promise<TeamFormRow> {
      const [row] = await db
        .insert(forms)
        .values({ ...values, teamId: scope.teamId })
        .returning();
      return requireRow(row, 'forms');
    },
    async update(id: string, values: TeamFormValues): Promise<TeamFormRow | undefined> {
      const [row] = await db
        .update(forms)
        .set(values)
        .where(live(eq(forms.id, id)))
        .returning();
      return row;
    },
    /** Spec part 2 §3: forms are soft deleted, so their submissions keep their form's name. */
    async softDelete(id: string): Promise<boolean> {
      const rows = await db
        .update(forms)
        .set({ deleted: true })
        .where(live(eq(forms.id, id)))
        .returning({ id: forms.id });
      return rows.length > 0;
    },
    /** Spec part 2 §7: pre-developed forms by sportsType, published, not deleted, by title. */
    listPreDeveloped(sportsType: TeamFormRow['sportsType']) {
      return db
        .select()
        .from(preDevelopedForms)
        .where(whereLivePreDeveloped(sportsType))
        .orderBy(asc(preDevelopedForms.title));
    },
    async findPreDeveloped(id: string, sportsType: TeamFormRow['sportsType']) {
      const [row] = await db.select().from(preDevelopedForms).where(whereLivePreDeveloped(sportsType, id));
      return row;
    },
  };
}

function whereLivePreDeveloped(sportsType: TeamFormRow['sportsType'], id?: string) {
  return and(
    eq(preDevelopedForms.sportsType, sportsType),
    eq(preDevelopedForms.published, true),
    eq(preDevelopedForms.deleted, false),
    id ? eq(preDevelopedForms.id, id) : undefined,
  );
}
