import {
  brand,
  defineMailTemplate,
  type MailBody,
  mailBody,
  p,
  quote,
  rows,
} from '../../platform/mail/mail-layout.ts';

interface VendorInterestValues {
  vendorName: string;
  productName: string;
  teamName: string;
  sportsType: string;
  contactName: string;
  contactEmail: string;
  quantity: number;
  note: string;
}

/** To the vendor: a team is interested in one of its products ("vendor notified of interest"). */
export const vendorInterestMail = defineMailTemplate(
  'marketplace-vendor-interest',
  (v: VendorInterestValues): MailBody =>
    mailBody(
      `${v.teamName} is interested in ${v.productName}`,
      'A team is interested in your product',
      [
        p(
          `${v.teamName} found ${v.productName} in the ${brand} marketplace and would like to hear from you.`,
        ),
        rows([
          ['Team', v.teamName],
          ['Sport', v.sportsType],
          ['Contact', v.contactName],
          ['Email', v.contactEmail],
          ['Quantity', String(v.quantity)],
        ]),
        ...(v.note ? [quote(v.note)] : []),
        p('Reply to this email to write to the team directly.'),
      ],
      { ...v, quantity: String(v.quantity) },
    ),
);

/** To the team's addresses that want account notices: what was passed on, and to whom. */
export const vendorInterestCopyMail = defineMailTemplate(
  'marketplace-vendor-interest-copy',
  (v: { vendorName: string; productName: string; teamName: string; contactEmail: string }): MailBody =>
    mailBody(
      `We told ${v.vendorName} about your interest in ${v.productName}`,
      'Your interest was passed on',
      [
        p(
          `${v.vendorName} has been notified that ${v.teamName} is interested in ${v.productName}. They will write to ${v.contactEmail}.`,
        ),
      ],
      { ...v },
    ),
);

/** The marketplace module's `mails`. */
export const marketplaceMailTemplates = [vendorInterestMail, vendorInterestCopyMail];
