import Link from '@mui/material/Link';
import { formatDollars, publicPaths, referralQualifyingDays, referralRewardCents } from '@sideline/domain';
import { PageBody, PageHeader, Prose } from '../components/page-header.tsx';

const reward = formatDollars(referralRewardCents);

export function ReferralTermsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Referral program"
        title="Referral terms"
        documentTitle="Referral terms"
        maxWidth={720}
      />
      <PageBody>
        <Prose>
          <p>Last updated: November 26, 2026.</p>
          <h2>Who can refer</h2>
          <p>
            Any team with an active Sideline account can take part. The reward goes to the referring team, not
            to an individual, and is paid to the payout account connected to that team&rsquo;s store, or by
            check to the team&rsquo;s address when no payout account exists.
          </p>
          <h2>What counts as a referral</h2>
          <ul>
            <li>The new team signs up through your referral link or enters your referral id at sign-up.</li>
            <li>The new team has never had a Sideline account before, under any name.</li>
            <li>
              The new team starts a paid website subscription after its free month and keeps it for at least{' '}
              {referralQualifyingDays} days.
            </li>
            <li>A team cannot refer itself, another team of the same organization, or a team it manages.</li>
          </ul>
          <h2>The reward</h2>
          <p>
            You earn {reward} for each qualifying team. We pay rewards within 30 days after a referral
            qualifies; your portal lists each team you referred and whether its reward is earned or paid. If
            the referred team&rsquo;s payment is refunded, the reward is withdrawn. There is no limit on the
            number of referrals. Rewards are not transferable and cannot be exchanged for subscription credit
            of another team.
          </p>
          <h2>Fair use</h2>
          <p>
            We may withhold a reward where a referral was made through spam, fake accounts, misleading claims
            about Sideline, or paid advertising on our brand name. We may change or end the program with 30
            days&rsquo; notice on this page; referrals that signed up before a change keep the terms they
            signed up under.
          </p>
          <h2>Questions</h2>
          <p>
            Write to us from the <Link href={publicPaths.contact}>contact page</Link>. These terms add to our{' '}
            <Link href={publicPaths.terms}>Terms of Service</Link>.
          </p>
        </Prose>
      </PageBody>
    </>
  );
}
