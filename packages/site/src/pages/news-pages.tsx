import { Lightbox } from '../islands/lightbox.tsx';
import { SiteIsland } from '../islands/site-island.tsx';
import type { SitePageView } from '../site-view.ts';
import { ArticleCard, GalleryCard, SponsorCard } from '../ui/cards.tsx';
import { EmptyText, PageHeading, RelatedLinks } from '../ui/page-parts.tsx';
import { DetailFigure } from '../ui/site-image.tsx';

type ArticlesView = Extract<SitePageView, { kind: 'articles' }>;
type ArticleView = Extract<SitePageView, { kind: 'article' }>;
type CustomPageView = Extract<SitePageView, { kind: 'custom-page' }>;
type GalleriesView = Extract<SitePageView, { kind: 'galleries' }>;
type GalleryView = Extract<SitePageView, { kind: 'gallery' }>;
type SponsorsView = Extract<SitePageView, { kind: 'sponsors' }>;

export function ArticlesPage({ page }: { page: ArticlesView }) {
  return (
    <>
      <PageHeading title={page.heading} />
      {page.articles.length > 0 ? (
        <ul className="cards article-list">
          {page.articles.map((article, index) => (
            <ArticleCard key={article.href} article={article} eager={index === 0} />
          ))}
        </ul>
      ) : (
        <EmptyText>No articles yet.</EmptyText>
      )}
    </>
  );
}

export function ArticlePage({ page }: { page: ArticleView }) {
  return (
    <article className="detail article">
      <PageHeading title={page.title}>
        <p className="byline">
          <time dateTime={page.isoDate}>{page.date}</time>
          {page.author ? ` · By ${page.author}` : ''}
        </p>
      </PageHeading>
      <DetailFigure image={page.image} eager />
      <RichText html={page.html} mobileHtml={page.mobileHtml} />
      <RelatedLinks links={[{ label: 'See the photos', href: page.galleryHref }, ...page.related]} />
    </article>
  );
}

/**
 * Team-written HTML, sanitized with an allow-list on the server. With a separate phone text, both
 * are sent and the stylesheet shows one by screen width, so the page needs no script to choose.
 */
function RichText({ html, mobileHtml = '' }: { html: string; mobileHtml?: string }) {
  if (!mobileHtml) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with an allow-list on the server
    return <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with an allow-list on the server */}
      <div className="rich-text rich-text-wide" dangerouslySetInnerHTML={{ __html: html }} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with an allow-list on the server */}
      <div className="rich-text rich-text-phone" dangerouslySetInnerHTML={{ __html: mobileHtml }} />
    </>
  );
}

/** A team's own page: its title, picture and text. */
export function CustomPage({ page }: { page: CustomPageView }) {
  return (
    <article className="detail article">
      <PageHeading title={page.title} />
      <DetailFigure image={page.image} eager />
      <RichText html={page.html} />
    </article>
  );
}

export function GalleriesPage({ page }: { page: GalleriesView }) {
  return (
    <>
      <PageHeading title={page.heading} />
      {page.galleries.length > 0 ? (
        <ul className="cards gallery-list">
          {page.galleries.map((gallery, index) => (
            <GalleryCard key={gallery.href} gallery={gallery} eager={index === 0} />
          ))}
        </ul>
      ) : (
        <EmptyText>No galleries yet.</EmptyText>
      )}
    </>
  );
}

export function GalleryPage({ page }: { page: GalleryView }) {
  return (
    <>
      <PageHeading title={page.title} kicker={page.date}>
        {page.articleHref ? (
          <p>
            <a href={page.articleHref}>Read the story</a>
          </p>
        ) : null}
      </PageHeading>
      {page.photos.length > 0 ? (
        <SiteIsland name="lightbox" props={{ photos: page.photos }}>
          <Lightbox photos={page.photos} />
        </SiteIsland>
      ) : (
        <EmptyText>No photos in this gallery yet.</EmptyText>
      )}
    </>
  );
}

export function SponsorsPage({ page }: { page: SponsorsView }) {
  return (
    <>
      <PageHeading title={page.heading} />
      {page.sponsors.length > 0 ? (
        <ul className="cards sponsor-list">
          {page.sponsors.map((sponsor) => (
            <SponsorCard key={sponsor.name} sponsor={sponsor} showNotes />
          ))}
        </ul>
      ) : (
        <EmptyText>No sponsors yet.</EmptyText>
      )}
    </>
  );
}
