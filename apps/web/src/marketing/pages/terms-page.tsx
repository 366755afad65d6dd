import Link from '@mui/material/Link';
import { buildStoreFeeRows, cancellationNoticeDays, processingFeeLabel, publicPaths } from '@sideline/domain';
import { PageBody, PageHeader, Prose } from '../components/page-header.tsx';

export function TermsPage() {
  return (
    <>
      <PageHeader eyebrow="Legal" title="Terms of Service" maxWidth={720} />
      <PageBody>
        <Prose>
          <p>Effective January 15, 2024.</p>
          <p>
            These terms are an agreement between Sideline and the team or organization that opens a Sideline
            account (&ldquo;you&rdquo;). By creating an account you confirm that you may act for the team.
          </p>
          <h2>1. The service</h2>
          <p>
            Sideline provides a portal to build and publish a team website, an online store for merchandise,
            tickets and registration forms, and related tools. Each team also signs a website licensing
            agreement, and a store licensing agreement before selling; those agreements form part of these
            terms.
          </p>
          <h2>2. Eligibility</h2>
          <p>
            Sideline is for collegiate and adult amateur club teams. Youth and high-school teams (players
            under 18) may not use the service, to protect the privacy of children.
          </p>
          <h2>3. Subscriptions and free month</h2>
          <ul>
            <li>
              The website subscription includes a one-month free trial that begins when the subscription
              starts.
            </li>
            <li>After the trial, subscriptions renew automatically each month or year until cancelled.</li>
            <li>
              Cancel at least {cancellationNoticeDays} days before the renewal date to avoid the next charge.
              Fees already paid are not refunded.
            </li>
            <li>Domain and domain-email add-ons are billed separately on the same terms.</li>
          </ul>
          <h2>4. Payments: Sideline is not the merchant of record</h2>
          <p>
            Sideline acts as a payment facilitator. When a buyer pays in your store, you are the seller and
            the merchant of record: you are responsible for the goods, tickets and services you sell, their
            delivery, your refund, return and shipping policies, and any taxes. Sideline and its payment
            processor collect payments on your behalf and pay them out to your connected account, less these
            nonrefundable fees:
          </p>
          <ul>
            {buildStoreFeeRows().map((row) => (
              <li key={row.range}>
                {row.range}: {row.fee} service fee
              </li>
            ))}
            <li>plus {processingFeeLabel} processing fee per transaction.</li>
          </ul>
          <p>
            Chargebacks and disputes are handled through the processor; disputed amounts and the
            processor&rsquo;s dispute fees may be deducted from payouts.
          </p>
          <h2>5. Your content</h2>
          <p>
            You keep ownership of everything you upload. You give Sideline the license needed to host, display
            and back it up for the service. You confirm you have the rights and consents needed for the names,
            photos and information you publish, including consent from the players shown.
          </p>
          <h2>6. Acceptable use</h2>
          <p>
            Do not use Sideline for unlawful, hateful or misleading content, to sell prohibited goods, to send
            spam, or to interfere with the service or other teams&rsquo; sites. We may remove content or
            suspend an account that breaks these rules.
          </p>
          <h2>7. Support</h2>
          <p>We provide email and video-call support for the first 12 months and on request after that.</p>
          <h2>8. Termination</h2>
          <p>
            Either side may end the agreement with 15 days&rsquo; written notice. Either side may end it for a
            material breach that is not cured within 30 days of notice. After termination you can retrieve
            your content for 30 days, after which we may delete it.
          </p>
          <h2>9. Warranties and liability</h2>
          <p>
            The service is provided &ldquo;as is&rdquo;. To the extent the law allows, Sideline is not liable
            for indirect or consequential damages, and our total liability is limited to the fees you paid in
            the 12 months before the claim.
          </p>
          <h2>10. Governing law and changes</h2>
          <p>
            These terms are governed by the laws of the State of Delaware, USA. We will give 30 days&rsquo;
            notice of material changes by email and on this page.
          </p>
          <p>
            See also our <Link href={publicPaths.privacy}>Privacy Policy</Link>. Questions:{' '}
            <Link href={publicPaths.contact}>contact us</Link>.
          </p>
        </Prose>
      </PageBody>
    </>
  );
}
