import Link from '@mui/material/Link';
import { publicPaths } from '@sideline/domain';
import { PageBody, PageHeader, Prose } from '../components/page-header.tsx';

export function PrivacyPage() {
  return (
    <>
      <PageHeader eyebrow="Legal" title="Privacy Policy" maxWidth={720} />
      <PageBody>
        <Prose>
          <p>Effective January 15, 2024.</p>
          <p>
            This policy explains what personal information Sideline collects, why, and the choices you have.
            It covers team administrators who use the portal, and visitors to the public websites and stores
            that teams build with Sideline.
          </p>
          <h2>Who we are</h2>
          <p>
            Sideline provides website, online store and payment tools to collegiate and adult club sports
            teams. For the content a team publishes (its roster, news, photos and forms) the team decides what
            is collected and Sideline processes it on the team&rsquo;s behalf. For team administrator accounts
            and our own marketing site, Sideline decides and is responsible.
          </p>
          <h2>What we collect</h2>
          <ul>
            <li>
              <strong>Account information</strong>: name, email address, password (stored only as a salted
              hash), organization and team name, sport and age category.
            </li>
            <li>
              <strong>Team content</strong>: what administrators enter in the portal, such as player names,
              positions, statistics, photos, articles, events and sponsor details.
            </li>
            <li>
              <strong>Form submissions</strong>: what visitors type into a team&rsquo;s forms, for example a
              recruiting or contact form, which is delivered to that team.
            </li>
            <li>
              <strong>Orders and payments</strong>: the buyer&rsquo;s name, email, shipping address and order
              details. Card numbers are entered on our payment processor&rsquo;s checkout and never stored by
              Sideline.
            </li>
            <li>
              <strong>Usage data</strong>: pages viewed, device and browser type, and approximate location
              derived from the IP address, used for security and for the analytics each team sees about its
              own site.
            </li>
          </ul>
          <h2>Children</h2>
          <p>
            Sideline does not serve youth or high-school teams, and we do not knowingly collect personal
            information from anyone under 18. If you believe a team has published information about a minor,
            contact us and we will remove it.
          </p>
          <h2>How we use information</h2>
          <ul>
            <li>To run your account, publish your team site and operate your store.</li>
            <li>To process payments and pay out to your team, and to prevent fraud.</li>
            <li>
              To send account email: verification, password resets, receipts and important service notices.
            </li>
            <li>
              To send product tips and updates, only if you opt in; you can opt out at any time in the portal.
            </li>
            <li>To improve Sideline, using aggregated usage information.</li>
          </ul>
          <p>
            We do not sell personal information and we do not use team or visitor data for third-party
            advertising.
          </p>
          <h2>Payments</h2>
          <p>
            Sideline is a payment facilitator, not the merchant of record. When you buy from a team&rsquo;s
            store, the team is the seller; Sideline and our payment processor handle the payment on the
            team&rsquo;s behalf. The processor receives the card details and the information it needs to
            prevent fraud and meet its legal obligations, under its own privacy policy.
          </p>
          <h2>Who we share with</h2>
          <p>
            The team whose site you use; service providers who host our systems, send our email and process
            payments, under contracts that limit their use of the data; and authorities when the law requires
            it.
          </p>
          <h2>Retention and your rights</h2>
          <p>
            We keep account data while the account is active and for 30 days after a subscription ends so the
            team can retrieve its content, then delete or anonymize it, except records we must keep by law
            (such as payment records). You can ask to see, correct, export or delete your personal
            information; team administrators can do most of this directly in the portal.
          </p>
          <h2>Security</h2>
          <p>
            Traffic is encrypted, sessions use secure cookies, passwords are hashed, and access to production
            data is limited to staff who need it.
          </p>
          <h2>Contact</h2>
          <p>
            Questions or requests: use our <Link href={publicPaths.contact}>contact page</Link>. See also the{' '}
            <Link href={publicPaths.terms}>Terms of Service</Link>.
          </p>
        </Prose>
      </PageBody>
    </>
  );
}
