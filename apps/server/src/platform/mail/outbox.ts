import type { SportsType } from '@sideline/domain';
import type { DbOrTx } from '../../db/client.ts';
import { requireRow } from '../../db/rows.ts';
import { mailOutbox } from '../../db/schema/platform.ts';

/** One stored outbox mail (spec part 1 §3 "Mail record", plus delivery state). */
export type OutboxMail = typeof mailOutbox.$inferSelect;

/** Delivery states of an outbox row. `sending` is a claimed row whose lease is in nextAttemptAt. */
export const mailStatuses = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/** The content of a mail as a template renders it. */
export interface MailContent {
  templateId: string;
  subject: string;
  html: string;
  text: string;
  /** The values the template was filled with (kept on the record, as the spec's `variables`). */
  variables: Record<string, string>;
}

/** What a caller writes to the outbox: the spec's Mail record fields. */
export interface MailInput extends MailContent {
  from: string;
  to: string[];
  cc?: string[];
  bcc?: string[];
  replyTo?: string | null;
  /** The id of the outbox mail this one answers. */
  inReplyTo?: string | null;
  reference?: string;
  teamId?: string | null;
  teamReference?: string;
  personalization?: Record<string, string>;
  tags?: string[];
  sportsType?: SportsType;
}

/**
 * Writes a mail to the outbox. Call it with the transaction of the change that causes the mail, so
 * the mail exists exactly when the change does, and with that change's business time (the
 * injected clock): the mail is due from then, and the worker delivers it afterwards.
 */
export async function enqueueMail(tx: DbOrTx, mail: MailInput, at: Date): Promise<string> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      reference: mail.reference ?? '',
      teamId: mail.teamId ?? null,
      teamReference: mail.teamReference ?? mail.teamId ?? '',
      from: mail.from,
      to: mail.to,
      cc: mail.cc ?? [],
      bcc: mail.bcc ?? [],
      replyTo: mail.replyTo ?? null,
      inReplyTo: mail.inReplyTo ?? null,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      templateId: mail.templateId,
      variables: mail.variables,
      personalization: mail.personalization ?? {},
      tags: mail.tags ?? [mail.templateId],
      sportsType: mail.sportsType ?? 'NONE',
      // Due at the clock's (millisecond) time, not the database's default: that has microseconds,
      // and a delivery round in the same millisecond would find the mail not yet due.
      nextAttemptAt: at,
    })
    .returning({ id: mailOutbox.id });
  return requireRow(row, 'mailOutbox').id;
}
