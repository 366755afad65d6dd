import type { HomePictureView, SitePageView } from '../site-view.ts';
import { ArticleCard, GameCard, SponsorCard } from '../ui/cards.tsx';
import { LiveRegion } from '../ui/live-region.tsx';
import { PageSection, TextBlock } from '../ui/page-parts.tsx';
import { PictureSources, SiteImg } from '../ui/site-image.tsx';

type HomeView = Extract<SitePageView, { kind: 'home' }>;

/** Up to this width (px) the home page shows the phone version of its hero. */
export const phoneHeroMaxWidth = 640;

const phoneMedia = `(max-width: ${phoneHeroMaxWidth}px)`;

/** A home page picture, with its phone version on phones when the team chose one. */
function HomePictureImg({ picture }: { picture: HomePictureView }) {
  if (!picture.mobileImage) return <SiteImg image={picture.image} />;
  return (
    <picture className="site-picture">
      <PictureSources image={picture.mobileImage} media={phoneMedia} />
      <PictureSources image={picture.image} />
      <SiteImg image={picture.image} inPicture />
    </picture>
  );
}

/**
 * A wide banner between the home page's sections (1600x700): its title, description and link
 * below the picture on phones, over its lower part on wider screens. A banner with a link but no
 * texts is a linked picture.
 */
function HomeBanner({ banner, id, teamName }: { banner: HomePictureView; id: string; teamName: string }) {
  const hasText = Boolean(banner.title || banner.description);
  const picture = <HomePictureImg picture={banner} />;
  const media = (
    <div className="banner-media">
      {banner.href && !hasText ? (
        <a href={banner.href} className="banner-picture-link">
          {picture}
        </a>
      ) : (
        picture
      )}
    </div>
  );
  if (!hasText) return <div className="home-banner">{media}</div>;
  const body = (
    <div className="banner-text">
      {banner.title ? <h2 id={`${id}-heading`}>{banner.title}</h2> : null}
      {banner.description ? <p>{banner.description}</p> : null}
      {banner.href ? (
        <a className="button" href={banner.href}>
          More about {banner.title || teamName}
        </a>
      ) : null}
    </div>
  );
  return banner.title ? (
    <section className="home-banner has-text" aria-labelledby={`${id}-heading`}>
      {media}
      {body}
    </section>
  ) : (
    <div className="home-banner has-text">
      {media}
      {body}
    </div>
  );
}

/** Banner, feature images, the live or next home game, latest results, latest articles and the sponsors strip. */
export function HomePage({ page, teamName }: { page: HomeView; teamName: string }) {
  return (
    <>
      <section className="hero" aria-labelledby="hero-heading">
        {page.hero ? (
          <picture className="hero-media">
            {page.heroMobile ? <PictureSources image={page.heroMobile} media={phoneMedia} /> : null}
            <PictureSources image={page.hero} />
            <SiteImg image={page.hero} eager className="hero-image" sizes="100vw" inPicture />
          </picture>
        ) : null}
        <div className="hero-text">
          <h1 id="hero-heading">{page.heroTitle || teamName}</h1>
          {page.bannerText ? <p className="hero-banner">{page.bannerText}</p> : null}
          {page.heroDescription ? <p className="hero-description">{page.heroDescription}</p> : null}
          {page.heroLink ? (
            <a className="button" href={page.heroLink}>
              More about {page.heroTitle || teamName}
            </a>
          ) : null}
        </div>
      </section>

      <div className="home-grid">
        <LiveRegion name="next-game" isLive={page.nextGame?.isLive ?? false}>
          <PageSection
            id="next-game"
            title={page.nextGame?.isLive ? 'Live now' : 'Next home game'}
            action={{ label: 'Full schedule', href: page.scheduleHref }}
          >
            {page.nextGame ? (
              <ul className="cards games-list single">
                <GameCard game={page.nextGame} />
              </ul>
            ) : (
              <p className="empty-text">No home game coming up yet. Check back soon.</p>
            )}
          </PageSection>
        </LiveRegion>
        {page.results.length > 0 ? (
          <PageSection
            id="results"
            title="Latest results"
            action={{ label: 'All results', href: page.scheduleHref }}
          >
            <ul className="cards games-list">
              {page.results.map((game) => (
                <GameCard key={game.href} game={game} />
              ))}
            </ul>
          </PageSection>
        ) : null}
      </div>

      {page.banners[0] ? <HomeBanner banner={page.banners[0]} id="banner-1" teamName={teamName} /> : null}

      {page.shortAbout ? (
        <section className="page-section about-strip" aria-label="About the team">
          <TextBlock text={page.shortAbout} />
        </section>
      ) : null}

      {page.features.length > 0 ? (
        <section className="page-section" aria-label="Highlights">
          <ul className="cards feature-list">
            {page.features.map((feature) => (
              <li key={feature.image.src} className="card feature-card">
                {/* The card's frame (the design's row or column), without one link around it all. */}
                <div className="card-link">
                  <span className="card-figure">
                    <HomePictureImg picture={feature} />
                  </span>
                  <span className="card-body">
                    <span className="card-title">{feature.title}</span>
                    {feature.description ? <span className="card-excerpt">{feature.description}</span> : null}
                    {feature.href ? <a href={feature.href}>More about {feature.title || teamName}</a> : null}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {page.articles.length > 0 ? (
        <PageSection id="news" title="Latest news" action={{ label: 'All news', href: page.articlesHref }}>
          <ul className="cards article-list">
            {page.articles.map((article) => (
              <ArticleCard key={article.href} article={article} />
            ))}
          </ul>
        </PageSection>
      ) : null}

      {page.banners[1] ? <HomeBanner banner={page.banners[1]} id="banner-2" teamName={teamName} /> : null}

      {page.sponsors.length > 0 ? (
        <PageSection id="sponsors" title="Our sponsors">
          <ul className="cards sponsor-list compact">
            {page.sponsors.map((sponsor) => (
              <SponsorCard key={sponsor.name} sponsor={sponsor} />
            ))}
          </ul>
        </PageSection>
      ) : null}
    </>
  );
}
