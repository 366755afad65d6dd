import { randomUUID } from 'node:crypto';
import {
  checkFormAnswers,
  detectFormFileType,
  type FormField,
  findSubmitterEmail,
  formFileMessages,
  formSpamRules,
  isPaidFormType,
  type RawFormAnswers,
  sumChosenPrices,
} from '@sideline/domain';
import type { Db } from '../../db/client.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { type FileStorage, newTeamFileKey } from '../../platform/storage.ts';
import { createTeamScope } from '../../platform/tenant-scope.ts';
import type { FormStartTokens } from './form-start-token.ts';
import { createFormSubmissionsRepository, type FormRow } from './form-submissions.repository.ts';
import type { SubmissionMails } from './submission-mails.ts';

export interface FormPost {
  teamId: string;
  formSlug: string;
  raw: RawFormAnswers;
  /** Files of a multipart post, by question id. */
  files?: Record<string, ReceivedFormFile>;
  /** The client's address, for the per-address limit. */
  clientAddress: string;
}

export interface ReceivedFormFile {
  /** As shown and kept (see toShownFileName). */
  fileName: string;
  data: Buffer;
  /** Cut off at the size limit. */
  truncated: boolean;
}

interface CheckedUpload {
  fieldId: string;
  fileName: string;
  data: Buffer;
  contentType: string;
  extension: string;
}

/**
 * A file question's answer is the name of a file that really came with the post (a typed value
 * claiming one is ignored); files too large or not of an accepted kind get their message.
 */
function checkUploads(fields: readonly FormField[], post: FormPost) {
  const raw: RawFormAnswers = { ...post.raw };
  const errors: Record<string, string> = {};
  const uploads: CheckedUpload[] = [];
  for (const field of fields) {
    if (field.kind !== 'file') continue;
    const file = post.files?.[field.id];
    raw[field.id] = file?.fileName ?? '';
    if (!file) continue;
    const type = detectFormFileType(file.fileName, file.data);
    if (file.truncated) errors[field.id] = formFileMessages.tooLarge(file.fileName);
    else if (!type) errors[field.id] = formFileMessages.wrongType(file.fileName);
    else uploads.push({ fieldId: field.id, fileName: file.fileName, data: file.data, ...type });
  }
  return { raw, errors, uploads };
}

export type FormPostOutcome =
  | { kind: 'not-found' }
  | { kind: 'invalid'; form: FormRow; errors: Record<string, string> }
  | { kind: 'too-many' }
  /** Also what a bot is told: it learns nothing from being ignored. */
  | { kind: 'sent'; form: FormRow; paymentDue: boolean };

const formatCents = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Public form posts (issue 9 "Forms and submissions"): spam defence (honeypot, minimum fill time,
 * a limit per client address), the domain's answer check, and, in one transaction, the stored
 * submission with the confirmation to the submitter and the notification to the team.
 */
export function createFormSubmissionsService(deps: {
  db: Db;
  storage: FileStorage;
  rateLimiter: RateLimiter;
  startTokens: FormStartTokens;
  mails: SubmissionMails;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  /** The files' bytes go to storage before the transaction that records them. */
  async function storeUploads(teamId: string, uploads: CheckedUpload[]) {
    return Promise.all(
      uploads.map(async (upload) => {
        const key = newTeamFileKey(teamId, upload.extension);
        await deps.storage.put(key, upload.data, upload.contentType);
        return { ...upload, key, id: randomUUID() };
      }),
    );
  }

  return {
    async submit(post: FormPost): Promise<FormPostOutcome> {
      const repository = createFormSubmissionsRepository(deps.db, createTeamScope(post.teamId));
      const form = await repository.findPublicForm(post.formSlug);
      if (!form) return { kind: 'not-found' };
      const isBot =
        Boolean(post.raw[formSpamRules.honeypotField]?.trim()) ||
        deps.startTokens.check(post.raw[formSpamRules.startedField], now()) !== 'ok';
      if (isBot) return { kind: 'sent', form, paymentDue: false };

      const received = checkUploads(form.fields, post);
      const checked = checkFormAnswers(form.fields, received.raw);
      const errors = { ...checked.errors, ...received.errors };
      if (Object.keys(errors).length > 0) return { kind: 'invalid', form, errors };
      const limit = await deps.rateLimiter.hit(
        `form-post:${post.teamId}:${post.clientAddress}`,
        formSpamRules.perAddress,
      );
      if (!limit.allowed) return { kind: 'too-many' };

      const team = await repository.findTeamContacts();
      const submitter = findSubmitterEmail(form.fields, post.raw);
      const amountCents = sumChosenPrices(form.fields, post.raw);
      const paymentDue = isPaidFormType(form.formType) || amountCents > 0;
      // The team's recipients (Forms → Emails) hear of every form; a form may name more people.
      const recipients = [
        ...new Set(
          [...team.form.emails.map((entry) => entry.email), ...form.notificationEmails].filter(Boolean),
        ),
      ];
      const stored = await storeUploads(post.teamId, received.uploads);
      const answers = checked.answers.map((answer) => {
        const upload = stored.find((file) => file.fieldId === answer.id);
        return upload ? { ...answer, fileKey: upload.key } : answer;
      });
      const values = {
        teamName: team.name,
        formTitle: form.title,
        answers: checked.answers,
        paymentNote: paymentDue
          ? `${amountCents > 0 ? `${formatCents(amountCents)} to pay. ` : ''}Not paid yet: the team will contact you about the payment.`
          : '',
      };
      try {
        await deps.db.transaction(async (tx) => {
          const inTx = createFormSubmissionsRepository(tx, createTeamScope(post.teamId));
          await inTx.insertPrivateFiles(
            stored.map((file) => ({
              key: file.key,
              contentType: file.contentType,
              size: file.data.length,
              metadata: {
                id: file.id,
                title: file.fileName,
                teamId: post.teamId,
                teamName: team.name,
                organizationId: team.organizationId,
                organizationName: team.organizationName ?? '',
              },
            })),
          );
          const submission = await inTx.insert({
            formId: form.id,
            formType: form.formType,
            emails: submitter ? [submitter] : [],
            otherOptions: answers,
            paymentStatus: paymentDue ? 'unpaid' : 'none',
            amountCents,
            sportsType: team.sportsType,
          });
          const confirmationMailId = await deps.mails.enqueueForSubmission(tx, {
            teamId: post.teamId,
            team,
            submissionId: submission.id,
            submitter,
            recipients,
            values,
          });
          if (confirmationMailId) await inTx.setConfirmationMail(submission.id, confirmationMailId);
        });
      } catch (error) {
        // Nothing was recorded, so no stored file may stay behind.
        await Promise.all(stored.map((file) => deps.storage.delete(file.key)));
        throw error;
      }
      return { kind: 'sent', form, paymentDue };
    },
  };
}

export type FormSubmissionsService = ReturnType<typeof createFormSubmissionsService>;
