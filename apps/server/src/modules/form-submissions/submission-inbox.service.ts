import {
  describeSubmissionPayment,
  type FormPaymentCounts,
  formatWallTime,
  isRecentSubmission,
  parseWallTime,
  resolveSubmissionDays,
  type Submission,
  type SubmissionListQuery,
  type SubmissionListResponse,
  type SubmissionRecipients,
  type SubmissionReply,
  type SubmissionSummary,
  submissionMessages,
  teamMailMessages,
} from '@sideline/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { fileUrl } from '../../platform/storage.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import {
  createFormSubmissionsRepository,
  type SubmissionFilter,
  type SubmissionRow,
} from './form-submissions.repository.ts';
import type { SubmissionMails } from './submission-mails.ts';
import { buildSubmissionsCsv } from './submissions-csv.ts';

const notFound = () => new AppError('not_found', submissionMessages.notFound);

/**
 * The submissions inbox (spec part 2 §2 "formssubmitted", §4, §7, §9): filter by form, date and
 * status, read and unread, replied, soft delete, reply by email threaded under the submitter's
 * confirmation, and CSV export.
 */
export function createSubmissionInboxService(deps: { db: Db; mails: SubmissionMails; now: () => Date }) {
  const { now } = deps;
  const repositoryOf = (scope: TeamScope, db: Db = deps.db) => createFormSubmissionsRepository(db, scope);

  /** The query's filters as instants: the days are the team's calendar days. */
  function toFilter(query: SubmissionListQuery, timeZone: string): SubmissionFilter {
    const today = formatWallTime(now(), timeZone).slice(0, 10);
    const days = resolveSubmissionDays(query, today);
    const dayAfter = (day: string) =>
      new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    return {
      formId: query.formId || undefined,
      status: query.status,
      sentFrom: days ? (parseWallTime(`${days.from}T00:00`, timeZone) ?? undefined) : undefined,
      sentBefore: days ? (parseWallTime(`${dayAfter(days.to)}T00:00`, timeZone) ?? undefined) : undefined,
    };
  }

  function toSummary(row: SubmissionRow, formTitle: string | null, timeZone: string): SubmissionSummary {
    const sentAtDay = formatWallTime(row.timeCreated, timeZone).slice(0, 10);
    const today = formatWallTime(now(), timeZone).slice(0, 10);
    const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
      row.timeCreated,
    );
    const date = new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    }).format(row.timeCreated);
    return {
      id: row.id,
      formId: row.formId ?? '',
      formTitle: formTitle ?? 'Deleted form',
      email: row.emails[0] ?? '',
      preview: row.otherOptions
        .filter((answer) => answer.value && answer.value !== 'No')
        .slice(0, 3)
        .map((answer) => answer.value)
        .join(' · ')
        .slice(0, 160),
      sentAt: row.timeCreated.toISOString(),
      sentAtLabel: sentAtDay === today ? `Today, ${time}` : `${date}, ${time}`,
      isRecent: isRecentSubmission(row.timeCreated, now(), timeZone),
      read: row.read,
      replied: row.replied,
      isSample: row.isSample,
      paymentStatus: row.paymentStatus,
      amountCents: row.amountCents,
    };
  }

  async function findOne(scope: TeamScope, id: string) {
    const repository = repositoryOf(scope);
    const [found, team] = await Promise.all([repository.findById(id), repository.findTeamContacts()]);
    if (!found) throw notFound();
    return { ...found, team };
  }

  return {
    /** Each form's live submissions by payment: paid, pending (checkout open), abandoned. */
    async countPaymentsByForm(scope: TeamScope): Promise<Map<string, FormPaymentCounts>> {
      const counts = new Map<string, FormPaymentCounts>();
      for (const row of await repositoryOf(scope).countByFormAndPayment()) {
        const status = row.paymentStatus;
        if (!row.formId || (status !== 'paid' && status !== 'pending' && status !== 'abandoned')) continue;
        const form = counts.get(row.formId) ?? { paid: 0, pending: 0, abandoned: 0 };
        form[status] += Number(row.count);
        counts.set(row.formId, form);
      }
      return counts;
    },

    async list(scope: TeamScope, query: SubmissionListQuery): Promise<SubmissionListResponse> {
      const repository = repositoryOf(scope);
      const { timeZone } = await repository.findTeamContacts();
      const filter = toFilter(query, timeZone);
      const offset = query.cursor ? Number(query.cursor) : 0;
      const [rows, total, unread, forms] = await Promise.all([
        repository.list(filter, { offset, limit: query.limit }),
        repository.count(filter),
        repository.count({ status: 'unread' }),
        repository.listAnsweredForms(),
      ]);
      return {
        items: rows.map((row) => toSummary(row.submission, row.formTitle, timeZone)),
        total,
        unread,
        nextCursor: offset + rows.length < total ? String(offset + rows.length) : null,
        forms,
      };
    },

    async get(scope: TeamScope, id: string): Promise<Submission> {
      const { submission, formTitle, team } = await findOne(scope, id);
      const answers = submission.otherOptions.map(({ fileKey, ...answer }) =>
        fileKey ? { ...answer, fileUrl: fileUrl(fileKey) } : answer,
      );
      return { ...toSummary(submission, formTitle, team.timeZone), answers };
    },

    async update(
      scope: TeamScope,
      id: string,
      changes: { read?: boolean; replied?: boolean },
    ): Promise<Submission> {
      // A body with neither flag changes nothing (an empty SET is not valid SQL).
      const nothingToChange = changes.read === undefined && changes.replied === undefined;
      if (!nothingToChange && !(await repositoryOf(scope).update(id, changes))) throw notFound();
      return this.get(scope, id);
    },

    /** Spec part 2 §3: submissions are soft deleted. */
    async remove(scope: TeamScope, id: string): Promise<void> {
      if (!(await repositoryOf(scope).update(id, { deleted: true }))) throw notFound();
    },

    /**
     * An email to the submitter, under the team's name, threaded under their confirmation; marks it
     * replied. Only an admin with a verified email replies (decision 015).
     */
    async reply(
      scope: TeamScope & { emailVerified: boolean },
      id: string,
      reply: SubmissionReply,
    ): Promise<Submission> {
      const { submission, formTitle, team } = await findOne(scope, id);
      const to = submission.emails[0];
      if (!to) throw new AppError('conflict', submissionMessages.noEmail);
      if (!scope.emailVerified) throw new AppError('forbidden', teamMailMessages.replyNeedsVerifiedEmail);
      const sentOn = new Intl.DateTimeFormat('en-US', {
        timeZone: team.timeZone,
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      }).format(submission.timeCreated);
      await deps.db.transaction(async (tx) => {
        await deps.mails.enqueueReply(tx, {
          teamId: scope.teamId,
          team,
          submissionId: submission.id,
          to,
          confirmationMailId: submission.confirmationMailId,
          subject: reply.subject,
          message: reply.message,
          formTitle: formTitle ?? 'Deleted form',
          sentOn,
        });
        await createFormSubmissionsRepository(tx, scope).update(id, {
          replied: true,
          read: true,
        });
      });
      return this.get(scope, id);
    },

    async recipients(scope: TeamScope): Promise<SubmissionRecipients> {
      const { form } = await repositoryOf(scope).findTeamContacts();
      return { emails: form.emails.map((entry) => entry.email).filter(Boolean) };
    },

    async saveRecipients(scope: TeamScope, input: SubmissionRecipients): Promise<SubmissionRecipients> {
      await repositoryOf(scope).saveRecipientEmails([...new Set(input.emails)]);
      return this.recipients(scope);
    },

    async exportCsv(scope: TeamScope, query: SubmissionListQuery): Promise<string> {
      const repository = repositoryOf(scope);
      const { timeZone } = await repository.findTeamContacts();
      const filter = toFilter(query, timeZone);
      const rows = await repository.list(filter, { offset: 0, limit: 100_000 });
      return buildSubmissionsCsv(
        rows.map(({ submission, formTitle }) => ({
          // Spreadsheets read "2026-11-23 19:05" as a date and time.
          sentAt: formatWallTime(submission.timeCreated, timeZone).replace('T', ' '),
          form: formTitle ?? 'Deleted form',
          email: submission.emails[0] ?? '',
          read: submission.read,
          replied: submission.replied,
          payment: describeSubmissionPayment(submission.paymentStatus)?.label ?? '',
          answers: submission.otherOptions,
        })),
      );
    },
  };
}

export type SubmissionInboxService = ReturnType<typeof createSubmissionInboxService>;
