import {
  filterMailRecipients,
  findTeamPublicEmail,
  type MailPreferences,
  type SportsType,
  type TeamInfo,
  teamMailBudgetSpentMessage,
  teamMailMessages,
} from '@sideline/domain';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueMail, type TeamMailGate, teamSenderAddress } from '../../platform/mail/index.ts';
import {
  type FormSubmissionMailValues,
  formConfirmationMail,
  formNotificationMail,
  formReplyMail,
} from './submission-mail-templates.ts';

/** The team fields its form mails need: its mail preferences decide who hears of a submission. */
export interface SubmissionMailTeam extends MailPreferences {
  name: string;
  email: string;
  info: TeamInfo;
  sportsType: SportsType;
}

/**
 * The mails of the team's forms: the confirmation to the sender, the notification to the team's
 * recipients and the inbox's replies. Each is mail the team's users control, so each passes the
 * team-mail gate (a verified admin, the daily budget) in the transaction that writes it.
 */
export function createSubmissionMails(deps: {
  gate: TeamMailGate;
  mailFrom: string;
  abuseEmail: string;
  baseUrl: string;
  now: () => Date;
}) {
  const { gate, now } = deps;
  /** Under the team's name, answered at its public contact address. */
  const senderOf = (team: SubmissionMailTeam) => ({
    from: teamSenderAddress(deps.mailFrom, team.name),
    replyTo: findTeamPublicEmail(team.info.contacts),
    teamName: team.name,
    abuseEmail: deps.abuseEmail,
  });

  return {
    /**
     * The notification to the team and the confirmation to the sender of a new submission; either
     * is left out when the gate says no (the submission is stored and in the inbox all the same).
     * Returns the confirmation's id when one was written.
     */
    async enqueueForSubmission(
      tx: DbOrTx,
      input: {
        teamId: string;
        team: SubmissionMailTeam;
        submissionId: string;
        submitter: string | null;
        recipients: string[];
        values: FormSubmissionMailValues;
      },
    ): Promise<string | null> {
      const { teamId, team } = input;
      const common = { reference: input.submissionId, teamId, sportsType: team.sportsType };
      // A submission is feedback to the team: an address that opted out (or a team that turned
      // feedback notifications off) is not written to; the submission is in the inbox all the same.
      const notified = filterMailRecipients(
        'feedback',
        input.recipients.length > 0 ? input.recipients : [team.email],
        team,
      );
      // The team hears first: when the budget has room for one mail only, it is the notification.
      if (notified.length > 0 && (await gate.admit(tx, teamId, notified.length)).admitted) {
        await enqueueMail(
          tx,
          {
            ...formNotificationMail({
              ...input.values,
              inboxUrl: `${deps.baseUrl}/portal/forms/formssubmitted/${input.submissionId}`,
            }),
            ...common,
            from: deps.mailFrom,
            to: notified,
            replyTo: input.submitter,
          },
          now(),
        );
      }
      if (!input.submitter || !(await gate.admit(tx, teamId, 1)).admitted) return null;
      const sender = senderOf(team);
      return enqueueMail(
        tx,
        {
          ...formConfirmationMail({ ...input.values, ...sender }),
          ...common,
          from: sender.from,
          to: [input.submitter],
          replyTo: sender.replyTo || null,
        },
        now(),
      );
    },

    /**
     * The team's reply to a submission, threaded under its confirmation. Refused (nothing written)
     * without a public contact address to answer to, without a verified admin, or past the budget.
     */
    async enqueueReply(
      tx: DbOrTx,
      input: {
        teamId: string;
        team: SubmissionMailTeam;
        submissionId: string;
        to: string;
        confirmationMailId: string | null;
        subject: string;
        message: string;
        formTitle: string;
        sentOn: string;
      },
    ): Promise<void> {
      const sender = senderOf(input.team);
      if (!sender.replyTo) throw new AppError('conflict', teamMailMessages.replyNeedsPublicContact);
      const admission = await gate.admit(tx, input.teamId, 1);
      if (!admission.admitted) {
        throw admission.reason === 'unverified'
          ? new AppError('forbidden', teamMailMessages.replyNeedsVerifiedEmail)
          : new AppError(
              'too_many_requests',
              teamMailBudgetSpentMessage(gate.perDay, Math.ceil(admission.retryAfterSeconds / 3600)),
            );
      }
      await enqueueMail(
        tx,
        {
          ...formReplyMail({ ...sender, ...input }),
          from: sender.from,
          to: [input.to],
          replyTo: sender.replyTo,
          inReplyTo: input.confirmationMailId,
          reference: input.submissionId,
          teamId: input.teamId,
          sportsType: input.team.sportsType,
        },
        now(),
      );
    },
  };
}

export type SubmissionMails = ReturnType<typeof createSubmissionMails>;
