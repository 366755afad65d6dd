import {
  brand,
  button,
  defineMailTemplate,
  type MailBody,
  type MailTemplate,
  mailBody,
  p,
  quote,
  rows,
} from '../../platform/mail/mail-layout.ts';

/** To the team's communication addresses: its custom domain now shows its site. */
export const domainConnectedMail = defineMailTemplate(
  'domain-connected',
  (v: { teamName: string; host: string; settingsUrl: string }): MailBody =>
    mailBody(
      `${v.host} now shows ${v.teamName}'s website`,
      'Your domain is connected',
      [
        p(`Good news: ${v.host} is verified and now shows ${v.teamName}'s website on ${brand}.`),
        p(
          'Keep the DNS records in place: if they are removed, visitors can no longer reach your site there.',
        ),
        button('See your domain settings', v.settingsUrl),
      ],
      { ...v },
    ),
);

export type DomainRequestKind = 'domain' | 'email';

export interface DomainRequestMailValues {
  kind: DomainRequestKind;
  domain: string;
  mailboxes: string[];
  teamName: string;
  name: string;
  email: string;
  note: string;
  requestId: string;
}

const domainRequestTitle = (kind: DomainRequestKind) =>
  kind === 'domain' ? 'Domain information' : 'Domain email';

/** The mailboxes as addresses, or as names while the team has no domain yet. */
const mailboxAddresses = (v: DomainRequestMailValues) =>
  v.mailboxes.map((name) => (v.domain ? `${name}@${v.domain}` : name)).join(', ');

/** Internal mail to Sideline: a team or a visitor asked for a domain or mailboxes on one. */
function composeRequestNotification(v: DomainRequestMailValues): MailBody {
  const mailboxes = mailboxAddresses(v);
  return mailBody(
    `${domainRequestTitle(v.kind)}: ${v.domain || 'domain not chosen yet'}${v.teamName ? ` (${v.teamName})` : ''}`,
    `${domainRequestTitle(v.kind)} request`,
    [
      rows([
        ['Domain', v.domain || '—'],
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
function composeRequestReceived(v: DomainRequestMailValues): MailBody {
  const what = v.kind === 'domain' ? `the domain ${v.domain}` : `the mailboxes ${mailboxAddresses(v)}`;
  return mailBody(
    `We received your request for ${v.kind === 'domain' ? v.domain : v.domain ? `mailboxes on ${v.domain}` : 'mailboxes'}`,
    'We received your request',
    [
      p(`Thank you! ${v.teamName ? `${v.teamName} asked` : 'You asked'} ${brand} for ${what}.`),
      p('We will check it and write to you within two business days about the next steps.'),
    ],
    { ...v, mailboxes: v.mailboxes.join(', ') },
  );
}

// One template id per kind, so the outbox and the dev mailbox tell the two requests apart.
const requestNotification: Record<DomainRequestKind, MailTemplate<DomainRequestMailValues>> = {
  domain: defineMailTemplate('domain-request-domain', composeRequestNotification),
  email: defineMailTemplate('domain-request-email', composeRequestNotification),
};
const requestReceived: Record<DomainRequestKind, MailTemplate<DomainRequestMailValues>> = {
  domain: defineMailTemplate('domain-request-received-domain', composeRequestReceived),
  email: defineMailTemplate('domain-request-received-email', composeRequestReceived),
};

export const domainRequestNotificationMail = (v: DomainRequestMailValues) => requestNotification[v.kind](v);
export const domainRequestReceivedMail = (v: DomainRequestMailValues) => requestReceived[v.kind](v);

/** The domains module's `mails`. */
export const domainMailTemplates = [
  domainConnectedMail,
  ...Object.values(requestNotification),
  ...Object.values(requestReceived),
];
