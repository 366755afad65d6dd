import {
  checkFormAnswers,
  findSubmitterEmail,
  formSpamRules,
  isPaidFormType,
  type RawFormAnswers,
  sumChosenPrices,
} from '@sideline/domain';
import type { Db } from '../../db/client.ts';
import { enqueueMail, formConfirmationMail, formNotificationMail } from '../../platform/mail/index.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { createTeamScope } from '../../platform/tenant-scope.ts';
import type { FormStartTokens } from './form-start-token.ts';
import { createFormSubmissionsRepository, type FormRow } from './form-submissions.repository.ts';

export interface FormPost {
  teamId: string;
  formSlug: string;
  raw: RawFormAnswers;
  /** The client's address, for the per-address limit. */
  clientAddress: string;
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
  rateLimiter: RateLimiter;
  startTokens: FormStartTokens;
  mailFrom: string;
  baseUrl: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  return {
    async submit(post: FormPost): Promise<FormPostOutcome> {
      const repository = createFormSubmissionsRepository(deps.db, createTeamScope(post.teamId));
      const form = await repository.findPublicForm(post.formSlug);
      if (!form) return { kind: 'not-found' };
      const isBot =
        Boolean(post.raw[formSpamRules.honeypotField]?.trim()) ||
        deps.startTokens.check(post.raw[formSpamRules.startedField], now()) !== 'ok';
      if (isBot) return { kind: 'sent', form, paymentDue: false };

      const { answers, errors } = checkFormAnswers(form.fields, post.raw);
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
      const values = {
        teamName: team.name,
        formTitle: form.title,
        answers,
        paymentNote: paymentDue
          ? `${amountCents > 0 ? `${formatCents(amountCents)} to pay. ` : ''}Not paid yet: the team will contact you about the payment.`
          : '',
      };
      await deps.db.transaction(async (tx) => {
        const inTx = createFormSubmissionsRepository(tx, createTeamScope(post.teamId));
        const submission = await inTx.insert({
          formId: form.id,
          formType: form.formType,
          emails: submitter ? [submitter] : [],
          otherOptions: answers,
          paymentStatus: paymentDue ? 'unpaid' : 'none',
          amountCents,
          sportsType: team.sportsType,
        });
        const common = {
          from: deps.mailFrom,
          reference: submission.id,
          teamId: post.teamId,
          sportsType: team.sportsType,
        };
        await enqueueMail(tx, {
          ...formNotificationMail({
            ...values,
            inboxUrl: `${deps.baseUrl}/portal/forms/formssubmitted/${submission.id}`,
          }),
          ...common,
          to: recipients.length > 0 ? recipients : [team.email],
          replyTo: submitter,
        });
        if (submitter) {
          const mailId = await enqueueMail(tx, {
            ...formConfirmationMail(values),
            ...common,
            to: [submitter],
            replyTo: recipients[0] ?? team.email,
          });
          await inTx.setConfirmationMail(submission.id, mailId);
        }
      });
      return { kind: 'sent', form, paymentDue };
    },
  };
}

export type FormSubmissionsService = ReturnType<typeof createFormSubmissionsService>;
