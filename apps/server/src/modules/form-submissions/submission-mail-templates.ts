import {
  type Block,
  brand,
  button,
  defineMailTemplate,
  type MailBody,
  mailBody,
  message,
  p,
  rows,
  small,
} from '../../platform/mail/mail-layout.ts';

export interface FormSubmissionMailValues {
  teamName: string;
  formTitle: string;
  answers: { title: string; value: string }[];
  /** "$45.00 to pay" on a priced form; '' otherwise. */
  paymentNote: string;
}

/** How much of an answer a confirmation repeats: its first line, at most this many characters. */
const confirmationAnswerLength = 80;

/** The first line of an answer, shortened: a confirmation never repeats more of what was typed. */
function firstLineOf(value: string, max = confirmationAnswerLength): string {
  const [first = ''] = value.trim().split(/\r?\n/);
  const line = first.trim();
  const isCut = line.length > max || first.length < value.trim().length;
  return isCut ? `${[...line].slice(0, max).join('').trimEnd()}…` : line;
}

/** Who sent a team's mail and where to report it: the fixed footer of every mail a team writes. */
export interface TeamMailSender {
  teamName: string;
  /** The team's public contact address, where replies go; '' when it has none. */
  replyTo: string;
  /** Where the recipient reports unwanted mail. */
  abuseEmail: string;
}

function teamMailFooter(v: TeamMailSender): Block {
  const replies = v.replyTo ? ` Replies go to ${v.replyTo}.` : '';
  return small(
    `Sent by ${v.teamName} through ${brand}, which hosts the team's website; ${brand} did not write it.${replies} If you did not expect this email or it looks like spam or phishing, forward it to ${v.abuseEmail} and we will look into it.`,
  );
}

/**
 * To the person who sent a team's public form: that it arrived, with the first line of each
 * answer (the whole stays in the team's inbox), and that the team will answer.
 */
export const formConfirmationMail = defineMailTemplate(
  'form-confirmation',
  (v: FormSubmissionMailValues & TeamMailSender): MailBody => {
    return mailBody(
      `${v.teamName}: we received your ${v.formTitle} form`,
      `Thank you for writing to ${v.teamName}`,
      [
        p(`We received your answers to “${v.formTitle}”. The team will get back to you by email.`),
        ...(v.paymentNote ? [p(v.paymentNote)] : []),
        rows(v.answers.map((a) => [a.title, firstLineOf(a.value) || '—'])),
        ...(v.replyTo ? [p('You can reply to this email to add something.')] : []),
        teamMailFooter(v),
      ],
      { teamName: v.teamName, formTitle: v.formTitle },
    );
  },
);

/** To the team's form recipients: a new submission, with the answers and where to reply. */
export const formNotificationMail = defineMailTemplate(
  'form-notification',
  (v: FormSubmissionMailValues & { inboxUrl: string }): MailBody => {
    return mailBody(
      `New ${v.formTitle} submission`,
      `New answers to “${v.formTitle}”`,
      [
        rows(v.answers.map((a) => [a.title, a.value || '—'])),
        ...(v.paymentNote ? [p(v.paymentNote)] : []),
        button('Open the inbox', v.inboxUrl),
        p('Reply to this email to answer the sender directly, or answer from the inbox.'),
      ],
      { teamName: v.teamName, formTitle: v.formTitle, inboxUrl: v.inboxUrl },
    );
  },
);

/** "[Harbor City Hawks] Re: Tryouts": the team's name leads, once. */
function teamSubject(teamName: string, subject: string): string {
  const prefix = `[${teamName}]`;
  return subject.startsWith(prefix) ? subject : `${prefix} ${subject}`;
}

/**
 * The team's answer to a submission, written in the portal's inbox: the admin's message as they
 * wrote it (not quoted back), a line naming the form it answers (the mail is threaded under that
 * confirmation, which holds the answers), and the team-mail footer.
 */
export const formReplyMail = defineMailTemplate(
  'form-reply',
  (v: TeamMailSender & { subject: string; message: string; formTitle: string; sentOn: string }): MailBody => {
    return mailBody(
      teamSubject(v.teamName, v.subject),
      `A message from ${v.teamName}`,
      [message(v.message), p(`In answer to your “${v.formTitle}” form of ${v.sentOn}.`), teamMailFooter(v)],
      { teamName: v.teamName, subject: v.subject, formTitle: v.formTitle, sentOn: v.sentOn },
    );
  },
);

/** The form-submissions module's `mails`: what a team's forms and inbox send (team mail, decision 015). */
export const submissionMailTemplates = [formConfirmationMail, formNotificationMail, formReplyMail];
