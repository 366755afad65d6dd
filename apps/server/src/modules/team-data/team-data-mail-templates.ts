import { teamDataMessages } from '@sideline/domain';
import {
  button,
  type DeclaredMailTemplate,
  defineMailTemplate,
  greeting,
  type MailBody,
  mailBody,
  p,
} from '../../platform/mail/mail-layout.ts';

export interface TeamExportReadyValues {
  teamName: string;
  /** Settings > Admin, where the download is (signed in). */
  adminUrl: string;
  /** "December 3, 2026": when the archive is deleted. */
  keptUntil: string;
  size: string;
}

/** To whoever asked for "Download everything": the archive is ready. Transactional: it always goes. */
export const teamExportReadyMail = defineMailTemplate(
  'team-data-export-ready',
  (v: TeamExportReadyValues): MailBody =>
    mailBody(
      teamDataMessages.exportReadySubject(v.teamName),
      'Your data is ready to download',
      [
        p(greeting('')),
        p(
          `The archive of everything ${v.teamName} keeps on Sideline (${v.size}) is ready. Download it from Settings > Admin while signed in; it is kept until ${v.keptUntil}.`,
        ),
        button('Open Settings > Admin', v.adminUrl),
      ],
      { ...v },
    ),
);

export const teamDataMailTemplates: readonly DeclaredMailTemplate[] = [teamExportReadyMail];
