import { escapeHtml } from '../html.ts';
import type { MailContent } from './outbox.ts';

/**
 * The platform's mails: the transactional ones it owes a person, and the ones a team writes
 * (form confirmations, notifications and replies; see team-mail.ts). Each template returns subject, HTML and plain text from the
 * same values; every value is HTML-escaped in the HTML part. Wording is ours (the spec names the
 * mails but does not show them).
 */

const brand = 'Sideline';

/**
 * A paragraph of text, an action button, a small table of label/value rows, quoted text, a
 * person's own message (its line breaks kept), or small print.
 */
type Block =
  | { kind: 'p'; text: string }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'rows'; rows: [string, string][] }
  | { kind: 'quote'; text: string }
  | { kind: 'message'; text: string }
  | { kind: 'small'; text: string };

const p = (text: string): Block => ({ kind: 'p', text });
const button = (label: string, href: string): Block => ({ kind: 'button', label, href });
const rows = (entries: [string, string][]): Block => ({ kind: 'rows', rows: entries });
const quote = (text: string): Block => ({ kind: 'quote', text });
const message = (text: string): Block => ({ kind: 'message', text });
const small = (text: string): Block => ({ kind: 'small', text });

function blockHtml(b: Block): string {
  switch (b.kind) {
    case 'p':
      return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(b.text)}</p>`;
    case 'button':
      return `<p style="margin:24px 0"><a href="${escapeHtml(b.href)}" style="background:#0b6e4f;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(b.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555555;line-height:1.5">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(b.href)}" style="color:#0b6e4f;word-break:break-all">${escapeHtml(b.href)}</a></p>`;
    case 'rows':
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${b.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;color:#555555;font-weight:normal;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #0b6e4f;background:#f4f7f6;white-space:pre-wrap;line-height:1.5">${escapeHtml(b.text)}</blockquote>`;
    case 'message':
      return `<div style="margin:0 0 16px;white-space:pre-wrap;line-height:1.5">${escapeHtml(b.text)}</div>`;
    case 'small':
      return `<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid #e0e0e0;font-size:12px;color:#555555;line-height:1.5">${escapeHtml(b.text)}</p>`;
  }
}

function renderHtml(heading: string, blocks: Block[]): string {
  const body = blocks.map(blockHtml).join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:0;background:#f2f2f2;font-family:Helvetica,Arial,sans-serif;color:#1a1a1a">
<div style="max-width:600px;margin:0 auto;padding:24px">
<div style="background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#0b6e4f">${brand}</p>
<h1 style="margin:0 0 20px;font-size:22px">${escapeHtml(heading)}</h1>
${body}
</div>
<p style="margin:16px 0 0;font-size:12px;color:#777777;text-align:center">${brand} · websites and stores for club sports teams</p>
</div>
</body>
</html>`;
}

function blockText(b: Block): string {
  switch (b.kind) {
    case 'p':
    case 'message':
      return b.text;
    case 'small':
      return `---\n${b.text}`;
    case 'button':
      return `${b.label}:\n${b.href}`;
    case 'rows':
      return b.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'quote':
      return b.text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
  }
}

function renderText(heading: string, blocks: Block[]): string {
  const body = blocks.map(blockText).join('\n\n');
  return `${heading}\n\n${body}\n\n-- \n${brand} · websites and stores for club sports teams\n`;
}

function mail(
  templateId: string,
  subject: string,
  heading: string,
  blocks: Block[],
  variables: Record<string, string>,
): MailContent {
  return {
    templateId,
    subject,
    html: renderHtml(heading, blocks),
    text: renderText(heading, blocks),
    variables,
  };
}

const greeting = (firstName: string) => (firstName ? `Hi ${firstName},` : 'Hi,');

export interface TeamMailValues {
  firstName: string;
  teamName: string;
}

export function verificationMail(v: TeamMailValues & { link: string }): MailContent {
  const team = v.teamName || 'your team';
  return mail(
    'email-verification',
    `Verify your email address for ${team} on ${brand}`,
    'Please verify your email address',
    [
      p(greeting(v.firstName)),
      p(
        `Please confirm that this is the email address of ${team}'s ${brand} account. Verifying it keeps your account secure and lets you sign your licensing agreement.`,
      ),
      button('Verify my email address', v.link),
      p('The link is valid for 24 hours. If you did not create this account, you can ignore this email.'),
    ],
    { firstName: v.firstName, teamName: v.teamName, link: v.link },
  );
}

export function welcomeMail(
  v: TeamMailValues & {
    organizationName: string;
    sportsDisplayName: string;
    portalUrl: string;
    siteUrl: string;
  },
): MailContent {
  return mail(
    'welcome',
    `Welcome to ${brand}, ${v.teamName}!`,
    `Welcome to ${brand}, ${v.teamName}!`,
    [
      p(greeting(v.firstName)),
      p(
        `Thank you for signing up ${v.teamName} (${v.organizationName}, ${v.sportsDisplayName}). Your team website and store are ready to be made your own, and your first month is free.`,
      ),
      p(
        'Good first steps: add your logo and colors, enter your roster and schedule, and sign the licensing agreement so you can publish your site.',
      ),
      button('Open your dashboard', v.portalUrl),
      rows([['Your team website', v.siteUrl]]),
      p('Questions? Just reply to this email, we are happy to help.'),
    ],
    {
      firstName: v.firstName,
      teamName: v.teamName,
      organizationName: v.organizationName,
      sportsDisplayName: v.sportsDisplayName,
      portalUrl: v.portalUrl,
      siteUrl: v.siteUrl,
    },
  );
}

export interface NewTeamNotificationValues {
  teamName: string;
  organizationName: string;
  sportsDisplayName: string;
  ageTypeLabel: string;
  websiteType: string;
  firstName: string;
  lastName: string;
  email: string;
  teamId: string;
  referredBy: string;
}

/** Internal mail to the Sideline team about a new sign-up. */
export function newTeamNotificationMail(v: NewTeamNotificationValues): MailContent {
  return mail(
    'new-team-notification',
    `New team signed up: ${v.teamName} (${v.sportsDisplayName})`,
    'A new team signed up',
    [
      rows([
        ['Team', v.teamName],
        ['Organization', v.organizationName],
        ['Sport', v.sportsDisplayName],
        ['Age category', v.ageTypeLabel],
        ['Website type', v.websiteType],
        ['Administrator', `${v.firstName} ${v.lastName}`.trim()],
        ['Email', v.email],
        ['Team id', v.teamId],
        ['Referred by', v.referredBy || '—'],
      ]),
    ],
    { ...v },
  );
}

export function passwordResetMail(v: TeamMailValues & { link: string }): MailContent {
  const account = v.teamName ? `${v.teamName}'s ${brand} account` : `your ${brand} account`;
  return mail(
    'password-reset',
    `Reset your ${brand} password`,
    'Reset your password',
    [
      p(greeting(v.firstName)),
      p(`We received a request to reset the password of ${account}. Choose a new password here:`),
      button('Choose a new password', v.link),
      p(
        'The link is valid for one hour and can be used once. If you did not ask for a new password, you can ignore this email: your password stays the same.',
      ),
    ],
    { firstName: v.firstName, teamName: v.teamName, link: v.link },
  );
}

export function emailChangeVerificationMail(
  v: TeamMailValues & { newEmail: string; link: string },
): MailContent {
  const team = v.teamName || 'your team';
  return mail(
    'email-change-verification',
    `Verify the new email address for ${team} on ${brand}`,
    'Please verify your new email address',
    [
      p(greeting(v.firstName)),
      p(
        `You asked to make ${v.newEmail} the sign-in email of ${team}'s ${brand} account. Please confirm this address: until you do, your current address stays in force.`,
      ),
      button('Verify my new email address', v.link),
      p(
        'The link is valid for 24 hours. If you did not ask for this change, you can ignore this email: nothing changes.',
      ),
    ],
    { firstName: v.firstName, teamName: v.teamName, newEmail: v.newEmail, link: v.link },
  );
}

/** To the old address when an email change is asked for: what changes, and the link to undo it. */
export function emailChangeNoticeMail(
  v: TeamMailValues & { oldEmail: string; newEmail: string; revertLink: string; validDays: number },
): MailContent {
  const account = v.teamName ? `${v.teamName}'s ${brand} account` : `your ${brand} account`;
  return mail(
    'email-change-notice',
    `The sign-in email of ${account} is being changed`,
    'Your sign-in email is being changed',
    [
      p(greeting(v.firstName)),
      p(
        `Someone signed in to ${account} with its password and asked to change its sign-in email from ${v.oldEmail} to ${v.newEmail}. ${v.oldEmail} stays in force until the new address is verified.`,
      ),
      p(
        `If this was you, there is nothing to do. If it was not, undo the change now: we restore ${v.oldEmail}, sign out every session and ask you for a new password.`,
      ),
      button('Undo this change', v.revertLink),
      p(`The link is valid for ${v.validDays} days, also after the new address has been verified.`),
    ],
    { ...v, validDays: String(v.validDays) },
  );
}

/**
 * To the owner when failed sign-ins pause sign-in: from one client address (`client` scope; the
 * owner's own devices still get in) or, past the account's ceiling, from everywhere.
 */
export function signInCoolDownMail(
  v: TeamMailValues & {
    failedAttempts: number;
    minutes: number;
    scope: 'client' | 'account';
    client: string;
    resetUrl: string;
  },
): MailContent {
  const account = v.teamName ? `${v.teamName}'s ${brand} account` : `your ${brand} account`;
  const what =
    v.scope === 'client'
      ? `There were ${v.failedAttempts} failed sign-ins to ${account} from one address (${v.client || 'unknown'}) in a short time, so sign-in from that address is paused for ${v.minutes} minutes. Signing in from anywhere else still works.`
      : `There were ${v.failedAttempts} failed sign-ins to ${account} from several addresses in a short time, so sign-in with its password is paused everywhere for ${v.minutes} minutes.`;
  return mail(
    'sign-in-cool-down',
    `Sign-in to ${account} paused after failed attempts`,
    'Sign-in paused after failed attempts',
    [
      p(greeting(v.firstName)),
      p(what),
      p(
        'If this was you, wait and try again, or choose a new password now (that also ends the pause). If it was not you, your password held; choosing a new, less common one keeps it that way.',
      ),
      button('Choose a new password', v.resetUrl),
    ],
    {
      firstName: v.firstName,
      teamName: v.teamName,
      failedAttempts: String(v.failedAttempts),
      minutes: String(v.minutes),
      scope: v.scope,
      client: v.client,
      resetUrl: v.resetUrl,
    },
  );
}

export function signInNotificationMail(
  v: TeamMailValues & { time: string; ipAddress: string; userAgent: string; resetUrl: string },
): MailContent {
  return mail(
    'sign-in-notification',
    `New sign-in to ${v.teamName} on ${brand}`,
    'New sign-in to your account',
    [
      p(greeting(v.firstName)),
      p(`Someone just signed in to ${v.teamName}'s ${brand} account.`),
      rows([
        ['Time', v.time],
        ['IP address', v.ipAddress || 'unknown'],
        ['Browser', v.userAgent || 'unknown'],
      ]),
      p('If this was you, there is nothing to do. If it was not, reset your password now:'),
      button('Reset my password', v.resetUrl),
    ],
    { ...v },
  );
}

export function contactMessageMail(v: {
  name: string;
  email: string;
  teamName: string;
  message: string;
}): MailContent {
  return mail(
    'contact-message',
    `Contact form: ${v.name}${v.teamName ? ` (${v.teamName})` : ''}`,
    'New message from the contact page',
    [
      rows([
        ['Name', v.name],
        ['Email', v.email],
        ['Team', v.teamName || '—'],
      ]),
      quote(v.message),
      p('Reply to this email to answer the sender directly.'),
    ],
    { ...v },
  );
}

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
export function formConfirmationMail(v: FormSubmissionMailValues & TeamMailSender): MailContent {
  return mail(
    'form-confirmation',
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
}

/** To the team's form recipients: a new submission, with the answers and where to reply. */
export function formNotificationMail(v: FormSubmissionMailValues & { inboxUrl: string }): MailContent {
  return mail(
    'form-notification',
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
}

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
export function formReplyMail(
  v: TeamMailSender & { subject: string; message: string; formTitle: string; sentOn: string },
): MailContent {
  return mail(
    'form-reply',
    teamSubject(v.teamName, v.subject),
    `A message from ${v.teamName}`,
    [message(v.message), p(`In answer to your “${v.formTitle}” form of ${v.sentOn}.`), teamMailFooter(v)],
    { teamName: v.teamName, subject: v.subject, formTitle: v.formTitle, sentOn: v.sentOn },
  );
}

/** To the team's communication addresses: its custom domain now shows its site. */
export function domainConnectedMail(v: { teamName: string; host: string; settingsUrl: string }): MailContent {
  return mail(
    'domain-connected',
    `${v.host} now shows ${v.teamName}'s website`,
    'Your domain is connected',
    [
      p(`Good news: ${v.host} is verified and now shows ${v.teamName}'s website on ${brand}.`),
      p('Keep the DNS records in place: if they are removed, visitors can no longer reach your site there.'),
      button('See your domain settings', v.settingsUrl),
    ],
    { ...v },
  );
}

export interface DomainRequestMailValues {
  kind: 'domain' | 'email';
  domain: string;
  mailboxes: string[];
  teamName: string;
  name: string;
  email: string;
  note: string;
  requestId: string;
}

const domainRequestTitle = (kind: DomainRequestMailValues['kind']) =>
  kind === 'domain' ? 'Domain information' : 'Domain email';

/** Internal mail to Sideline: a team or a visitor asked for a domain or mailboxes on one. */
export function domainRequestNotificationMail(v: DomainRequestMailValues): MailContent {
  const mailboxes = v.mailboxes.map((name) => `${name}@${v.domain}`).join(', ');
  return mail(
    `domain-request-${v.kind}`,
    `${domainRequestTitle(v.kind)}: ${v.domain}${v.teamName ? ` (${v.teamName})` : ''}`,
    `${domainRequestTitle(v.kind)} request`,
    [
      rows([
        ['Domain', v.domain],
        ...(v.kind === 'email' ? ([['Mailboxes', mailboxes]] as [string, string][]) : []),
        ['Team', v.teamName || '—'],
        ['Name', v.name || '—'],
        ['Email', v.email || '—'],
        ['Request id', v.requestId],
      ]),
      ...(v.note ? [quote(v.note)] : []),
    ],
    { ...v, mailboxes },
  );
}

/** To the team's communication addresses: their domain or mailbox request arrived. */
export function domainRequestReceivedMail(v: DomainRequestMailValues): MailContent {
  const what =
    v.kind === 'domain'
      ? `the domain ${v.domain}`
      : `the mailboxes ${v.mailboxes.map((name) => `${name}@${v.domain}`).join(', ')}`;
  return mail(
    `domain-request-received-${v.kind}`,
    `We received your request for ${v.kind === 'domain' ? v.domain : `mailboxes on ${v.domain}`}`,
    'We received your request',
    [
      p(`Thank you! ${v.teamName ? `${v.teamName} asked` : 'You asked'} ${brand} for ${what}.`),
      p('We will check it and write to you within two business days about the next steps.'),
    ],
    { ...v, mailboxes: v.mailboxes.join(', ') },
  );
}
