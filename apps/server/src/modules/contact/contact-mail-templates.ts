import {
  defineMailTemplate,
  type MailBody,
  mailBody,
  p,
  quote,
  rows,
} from '../../platform/mail/mail-layout.ts';

/** To support: a message from the marketing site's contact page. */
export const contactMessageMail = defineMailTemplate(
  'contact-message',
  (v: { name: string; email: string; teamName: string; message: string }): MailBody => {
    return mailBody(
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
  },
);

/** The contact module's `mails`. */
export const contactMailTemplates = [contactMessageMail];
