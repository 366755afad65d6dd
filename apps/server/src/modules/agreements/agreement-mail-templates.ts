import { defineMailTemplate, type MailBody, mailBody, rows, small } from '../../platform/mail/mail-layout.ts';

export interface AgreementSignedValues {
  agreementName: string;
  version: string;
  teamName: string;
  client: string;
  teamId: string;
  signerName: string;
  signerTitle: string;
  signerEmail: string;
  signedAt: string;
  documentSha256: string;
}

/** Internal mail to the Sideline team (Party B) that a team signed a licensing agreement. */
export const agreementSignedNotificationMail = defineMailTemplate(
  'agreement-signed-notification',
  (v: AgreementSignedValues): MailBody =>
    mailBody(
      `${v.agreementName} signed: ${v.teamName}`,
      `${v.teamName} signed the ${v.agreementName}`,
      [
        rows([
          ['Agreement', `${v.agreementName}, version ${v.version}`],
          ['Client', v.client],
          ['Team id', v.teamId],
          ['Signed by', `${v.signerName}, ${v.signerTitle}`],
          ['Email', v.signerEmail],
          ['Signed at', v.signedAt],
          ['SHA-256 of the PDF', v.documentSha256],
        ]),
        small("The signed PDF is stored with the team's documents."),
      ],
      { ...v },
    ),
);

/** The agreements module's `mails`. */
export const agreementMailTemplates = [agreementSignedNotificationMail];
