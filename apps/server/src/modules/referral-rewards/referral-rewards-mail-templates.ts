import { formatDollars } from '@sideline/domain';
import {
  brand,
  button,
  defineMailTemplate,
  type MailBody,
  mailBody,
  p,
} from '../../platform/mail/mail-layout.ts';

/** To the referring team's addresses that want account notices: a referred team qualified. */
export const referralRewardEarnedMail = defineMailTemplate(
  'referral-reward-earned',
  (v: { teamName: string; referredTeamName: string; amountCents: number; portalUrl: string }): MailBody => {
    const amount = formatDollars(v.amountCents);
    return mailBody(
      `You earned ${amount}: ${v.referredTeamName} qualified`,
      `You earned ${amount}`,
      [
        p(
          `${v.referredTeamName}, who signed up through ${v.teamName}'s referral link, has been a paying ${brand} subscriber long enough. Your team earned ${amount}.`,
        ),
        p(
          'We pay it within 30 days to the payout account connected to your store, or by check to your team address when there is none.',
        ),
        button('See your referrals', v.portalUrl),
      ],
      { ...v, amountCents: amount },
    );
  },
);

export const referralRewardsMailTemplates = [referralRewardEarnedMail];
