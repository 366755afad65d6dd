import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { requireRow } from '../../db/rows.ts';
import { forms, submittedForms } from '../../db/schema/forms.ts';
import { files, heldFileMetadataKey } from '../../db/schema/platform.ts';
import { organizations, teams } from '../../db/schema/teams.ts';
import { type TeamScope, whereTeam, whereTeamLive } from '../../platform/tenant-scope.ts';

export type SubmissionRow = typeof submittedForms.$inferSelect;
export type FormRow = typeof forms.$inferSelect;

/** The inbox's filters as the database applies them. */
export interface SubmissionFilter {
  formId?: string;
  sentFrom?: Date;
  sentBefore?: Date;
  status?: 'unread' | 'read' | 'replied';
}

/** The metadata entry of a file held for a post's confirmation: a private file no answer names yet. */
export const heldFileMark = heldFileMetadataKey;
/** Written as a literal, so the worker's sweep can use the partial index `files_held_time_created_idx`. */
const isHeld = sql`${files.metadata} ? ${sql.raw(`'${heldFileMark}'`)}`;

/**
 * Across teams, for the worker: held files whose confirmation never came, older than `before`
 * (their rows are removed; the caller removes their bytes).
 */
export async function removeExpiredHeldFiles(db: DbOrTx, before: Date): Promise<string[]> {
  const removed = await db
    .delete(files)
    .where(and(isHeld, lt(files.timeCreated, before)))
    .returning({ key: files.key });
  return removed.map((row) => row.key);
}

/**
 * A team's submitted forms (spec part 2 §7 "teams/{teamId}/formsSubmitted": not deleted, by form
 * and time, newest first) and the forms they answer.
 */
export function createFormSubmissionsRepository(db: DbOrTx, scope: TeamScope) {
  /** One definition of what the inbox (and the dashboard, and the menu) counts: not deleted. */
  const live = (...conditions: Parameters<typeof whereTeam>[2][]) =>
    whereTeam(submittedForms, scope, eq(submittedForms.deleted, false), ...conditions);
  const byStatus = {
    unread: eq(submittedForms.read, false),
    read: eq(submittedForms.read, true),
    replied: eq(submittedForms.replied, true),
  };
  const filtered = (filter: SubmissionFilter) =>
    live(
      filter.formId ? eq(submittedForms.formId, filter.formId) : undefined,
      filter.sentFrom ? gte(submittedForms.timeCreated, filter.sentFrom) : undefined,
      filter.sentBefore ? lt(submittedForms.timeCreated, filter.sentBefore) : undefined,
      filter.status ? byStatus[filter.status] : undefined,
    );

  return {
    /** A published, public form of the team by its page address. */
    async findPublicForm(slug: string): Promise<FormRow | undefined> {
      const [row] = await db
        .select()
        .from(forms)
        .where(
          whereTeamLive(
            forms,
            scope,
            eq(forms.slug, slug),
            eq(forms.published, true),
            eq(forms.isPublic, true),
          ),
        );
      return row;
    },

    /** Where a team's form mails go when the form names nobody: its form contacts, else its admin. */
    async findTeamContacts() {
      const [row] = await db
        .select({
          name: teams.name,
          email: teams.email,
          info: teams.info,
          form: teams.form,
          communications: teams.communications,
          notifications: teams.notifications,
          sportsType: teams.sportsType,
          timeZone: teams.timeZone,
          organizationId: teams.organizationId,
          organizationName: organizations.name,
        })
        .from(teams)
        .leftJoin(organizations, eq(organizations.id, teams.organizationId))
        .where(eq(teams.id, scope.teamId));
      if (!row) throw new Error(`Team ${scope.teamId} does not exist`);
      return row;
    },

    /** Replaces the team's form contact emails (the "emails" sub-section of Forms). */
    async saveRecipientEmails(emails: string[]): Promise<void> {
      const { form } = await this.findTeamContacts();
      await db
        .update(teams)
        .set({ form: { ...form, emails: emails.map((email, index) => ({ id: String(index + 1), email })) } })
        .where(eq(teams.id, scope.teamId));
    },

    async insert(values: Omit<typeof submittedForms.$inferInsert, 'teamId'>): Promise<SubmissionRow> {
      const [row] = await db
        .insert(submittedForms)
        .values({ ...values, teamId: scope.teamId })
        .returning();
      return requireRow(row, 'submittedForms');
    },

    /** The order a priced submission is paid through (written with it). */
    async setOrder(id: string, orderId: string): Promise<void> {
      await db
        .update(submittedForms)
        .set({ orderId })
        .where(whereTeam(submittedForms, scope, eq(submittedForms.id, id)));
    },

    /**
     * A priced submission's payment as its order ends: `paid` (also after an expiry, when the
     * payment still went through) or `abandoned` (only while pending). Answers the changed row.
     */
    async setPaymentStatus(id: string, status: 'paid' | 'abandoned'): Promise<SubmissionRow | undefined> {
      const from: SubmissionRow['paymentStatus'][] =
        status === 'paid' ? ['pending', 'abandoned'] : ['pending'];
      const [row] = await db
        .update(submittedForms)
        .set({ paymentStatus: status })
        .where(
          whereTeam(
            submittedForms,
            scope,
            eq(submittedForms.id, id),
            inArray(submittedForms.paymentStatus, from),
          ),
        )
        .returning();
      return row;
    },

    /** A form of the team even when deleted since (a paid submission's mails still name it). */
    async findFormById(id: string): Promise<FormRow | undefined> {
      const [row] = await db
        .select()
        .from(forms)
        .where(whereTeam(forms, scope, eq(forms.id, id)));
      return row;
    },

    /** Records a submission's uploads as private files of the team (only its sessions download them). */
    async insertPrivateFiles(rows: Omit<typeof files.$inferInsert, 'teamId' | 'isPublic'>[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(files).values(rows.map((row) => ({ ...row, teamId: scope.teamId, isPublic: false })));
    },

    /** A file held for a too-fast post's confirmation (see heldFileMark), by its key. */
    async findHeldFile(key: string) {
      const [row] = await db
        .select({ key: files.key, contentType: files.contentType, metadata: files.metadata })
        .from(files)
        .where(whereTeam(files, scope, eq(files.key, key), isHeld));
      return row;
    },

    /** The confirmed post's held files become its answers' files. */
    async keepHeldFiles(keys: string[]): Promise<void> {
      if (keys.length === 0) return;
      await db
        .update(files)
        .set({ metadata: sql`${files.metadata} - ${heldFileMark}` })
        .where(whereTeam(files, scope, inArray(files.key, keys), isHeld));
    },

    async setConfirmationMail(id: string, mailId: string): Promise<void> {
      await db
        .update(submittedForms)
        .set({ confirmationMailId: mailId })
        .where(live(eq(submittedForms.id, id)));
    },

    async list(filter: SubmissionFilter, page: { offset: number; limit: number }) {
      return db
        .select({ submission: submittedForms, formTitle: forms.title })
        .from(submittedForms)
        .leftJoin(forms, eq(forms.id, submittedForms.formId))
        .where(filtered(filter))
        .orderBy(desc(submittedForms.timeCreated), asc(submittedForms.id))
        .offset(page.offset)
        .limit(page.limit);
    },

    async count(filter: SubmissionFilter): Promise<number> {
      return db.$count(submittedForms, filtered(filter));
    },

    /** Live submissions per form and payment status (the store's Registration Forms screen). */
    async countByFormAndPayment() {
      return db
        .select({
          formId: submittedForms.formId,
          paymentStatus: submittedForms.paymentStatus,
          count: sql<number>`count(*)::int`,
        })
        .from(submittedForms)
        .where(live())
        .groupBy(submittedForms.formId, submittedForms.paymentStatus);
    },

    /** The forms with submissions, for the inbox's form filter. */
    async listAnsweredForms() {
      return db
        .selectDistinct({ id: forms.id, title: forms.title })
        .from(submittedForms)
        .innerJoin(forms, eq(forms.id, submittedForms.formId))
        .where(live())
        .orderBy(asc(forms.title));
    },

    async findById(id: string) {
      const [row] = await db
        .select({ submission: submittedForms, formTitle: forms.title })
        .from(submittedForms)
        .leftJoin(forms, eq(forms.id, submittedForms.formId))
        .where(live(eq(submittedForms.id, id)));
      return row;
    },

    async update(id: string, values: Partial<Pick<SubmissionRow, 'read' | 'replied' | 'deleted'>>) {
      const [row] = await db
        .update(submittedForms)
        .set(values)
        .where(live(eq(submittedForms.id, id)))
        .returning({ id: submittedForms.id });
      return row;
    },
  };
}
