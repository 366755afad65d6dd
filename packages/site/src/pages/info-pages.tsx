import { FormPost } from '../islands/form-post.tsx';
import { SiteIsland } from '../islands/site-island.tsx';
import type { ContactView, SitePageView } from '../site-view.ts';
import { EmptyText, PageHeading, PageSection, TextBlock } from '../ui/page-parts.tsx';
import { SiteAnchor } from '../ui/site-link.tsx';

type AboutView = Extract<SitePageView, { kind: 'about' }>;
type FormView = Extract<SitePageView, { kind: 'form' }>;
type ContactPageView = Extract<SitePageView, { kind: 'contact' }>;
type PoliciesView = Extract<SitePageView, { kind: 'policies' }>;
type NotFoundView = Extract<SitePageView, { kind: 'not-found' }>;

function ContactList({ contacts }: { contacts: ContactView[] }) {
  return (
    <ul className="contact-list">
      {contacts.map((contact) => (
        <li key={`${contact.title}|${contact.email}|${contact.tel}`} className="contact">
          <strong>{contact.title}</strong>
          {contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : null}
          {contact.tel ? <a href={`tel:${contact.tel.replace(/[^+\d]/g, '')}`}>{contact.tel}</a> : null}
        </li>
      ))}
    </ul>
  );
}

function Venue({ name, address, mapHref }: { name: string; address: string; mapHref: string | null }) {
  if (!name && !address) return null;
  return (
    <address className="venue">
      {name ? <strong>{name}</strong> : null}
      {address ? <span>{address}</span> : null}
      {mapHref ? (
        <SiteAnchor href={mapHref} newTab>
          Open in maps
        </SiteAnchor>
      ) : null}
    </address>
  );
}

export function AboutPage({ page, teamName }: { page: AboutView; teamName: string }) {
  return (
    <>
      <PageHeading title={`About ${teamName}`}>
        {page.shortAbout ? <p className="lead">{page.shortAbout}</p> : null}
      </PageHeading>
      <div className="two-column">
        <div>
          <TextBlock text={page.longAbout} />
        </div>
        <aside className="side-panel" aria-label="Where and who">
          {page.stadiumName || page.address ? (
            <>
              <h2>Home ground</h2>
              <Venue name={page.stadiumName} address={page.address} mapHref={page.mapHref} />
            </>
          ) : null}
          {page.contacts.length > 0 ? (
            <>
              <h2>Contacts</h2>
              <ContactList contacts={page.contacts} />
            </>
          ) : null}
          {page.contactFormHref ? (
            <p>
              <a className="button" href={page.contactFormHref}>
                Send us a message
              </a>
            </p>
          ) : null}
        </aside>
      </div>
    </>
  );
}

export function ContactPage({ page, teamName }: { page: ContactPageView; teamName: string }) {
  return (
    <>
      <PageHeading title={`Contact ${teamName}`} />
      <div className="two-column">
        <div>
          {page.contacts.length > 0 ? (
            <ContactList contacts={page.contacts} />
          ) : (
            <EmptyText>No contacts listed yet.</EmptyText>
          )}
          {page.formHref ? (
            <p>
              <a className="button" href={page.formHref}>
                {page.formTitle}
              </a>
            </p>
          ) : null}
        </div>
        <aside className="side-panel" aria-label="Address">
          <Venue name="" address={page.address} mapHref={page.mapHref} />
        </aside>
      </div>
    </>
  );
}

/** A form page from the team's form definition: the form itself is an island (islands/form-post.tsx). */
export function FormPage({ page }: { page: FormView }) {
  return (
    <>
      <PageHeading title={page.title}>
        {page.description && !page.form.sentMessage ? <p className="lead">{page.description}</p> : null}
      </PageHeading>
      <SiteIsland name="form-post" props={{ form: page.form }}>
        <FormPost form={page.form} />
      </SiteIsland>
    </>
  );
}

export function PoliciesPage({ page }: { page: PoliciesView }) {
  return (
    <>
      <PageHeading title="Policies" />
      {page.policies.map((policy) => (
        <PageSection key={policy.id} id={policy.id} title={policy.title}>
          <TextBlock text={policy.text} />
          {policy.link ? (
            <p>
              <SiteAnchor href={policy.link} newTab>
                Full {policy.title.toLowerCase()}
              </SiteAnchor>
            </p>
          ) : null}
        </PageSection>
      ))}
    </>
  );
}

export function NotFoundPage({ page, homeHref }: { page: NotFoundView; homeHref: string }) {
  return (
    <div className="not-found">
      <PageHeading title={page.heading}>
        <p className="lead">{page.message}</p>
      </PageHeading>
      <p>
        <a className="button" href={homeHref}>
          Go to the home page
        </a>
      </p>
    </div>
  );
}
