/**
 * Mail a team's users control (its recipients or its words): inbox replies, confirmations to the
 * address a visitor typed, notifications to the addresses a team listed. It goes out only for a
 * team whose admin verified their email, within a daily budget per team
 * (docs/decisions/015-team-mail-budget.md). Mail the platform owes a person (receipts, tickets,
 * account and security mails, billing reminders) is never held by either.
 */
export const teamMailMessages = {
  replyNeedsVerifiedEmail:
    'Please verify your email address before replying by email: until then Sideline sends no mail your team writes. Open the link we sent you, or resend it from the notice at the top of the page.',
  replyNeedsPublicContact:
    "Please add your team's contact email under Website → Info (General Enquiries) before replying: the sender's answers go to that address.",
  unverifiedNotice:
    'Until then, form confirmations and notifications are not mailed and replies cannot be sent; submissions still arrive in your inbox.',
} as const;

/** The refusal once a team's mail for the day is used up. */
export function teamMailBudgetSpentMessage(perDay: number, hoursLeft: number): string {
  const wait = hoursLeft <= 1 ? 'within the hour' : `in about ${hoursLeft} hours`;
  return `Your team has sent its ${perDay} emails for today (replies, form confirmations and notifications), so this reply was not sent. Replies can go out again ${wait} (at midnight UTC); your text is kept here.`;
}

/**
 * The address a team's visitors answer to: the email of its main (General Enquiries) contact, else
 * of its first contact with one; '' when the team has published none. Never the admin's sign-in
 * address unless the team entered it there itself.
 */
export function findTeamPublicEmail(contacts: readonly { email: string; required?: boolean }[]): string {
  const withEmail = contacts.filter((contact) => contact.email.trim());
  return (withEmail.find((contact) => contact.required) ?? withEmail[0])?.email.trim() ?? '';
}
