import { defineMailTemplate, mailBody, message, p, rows, small } from '../../platform/mail/mail-layout.ts';

/** To every holder of a ticket: the game or event changed (time, venue, cancelled), in the team's words. */
export const ticketChangedMail = defineMailTemplate(
  'ticket-holders-change',
  (v: {
    teamName: string;
    holderName: string;
    ticketName: string;
    admitsTo: string;
    venue: string;
    change: string;
  }) =>
    mailBody(
      `${v.teamName}: a change to ${v.ticketName}`,
      'Your tickets: something changed',
      [
        p(v.holderName ? `Hi ${v.holderName},` : 'Hi,'),
        p(`${v.teamName} has news about the tickets you hold:`),
        message(v.change),
        rows([
          ['Tickets', v.ticketName],
          ['Now', v.admitsTo],
          ...(v.venue ? ([['Venue', v.venue]] as [string, string][]) : []),
        ]),
        small(`Your tickets and their codes stay as they are. Reply to this email to reach ${v.teamName}.`),
      ],
      { ...v },
    ),
);

export const ticketsMails = [ticketChangedMail] as const;
