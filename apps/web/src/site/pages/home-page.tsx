/** @jsxRuntime automatic */
import type { SitePageView } from '../site-view.ts';
import { ArticleCard, GameCard, SponsorCard } from '../ui/cards.tsx';
import { PageSection, TextBlock } from '../ui/page-parts.tsx';
import { PictureSources, SiteImg } from '../ui/site-image.tsx';

type HomeView = Extract<SitePageView, { kind: 'home' }>;

/** Up to this width (px) the home page shows the phone version of its hero. */
export const phoneHeroMaxWidth = 640;

/** Banner, feature images, next game, latest results, latest articles and the sponsors strip. */
export function HomePage({ page, teamName }: { page: HomeView; teamName: string }) {
  return (
    <>
      <section className="hero" aria-labelledby="hero-heading">
        {page.hero ? (
          <picture className="hero-media">
            {page.heroMobile ? (
              <PictureSources image={page.heroMobile} media={`(max-width: ${phoneHeroMaxWidth}px)`} />
            ) : null}
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
        <PageSection
          id="next-game"
          title="Next game"
          action={{ label: 'Full schedule', href: page.scheduleHref }}
        >
          {page.nextGame ? (
            <ul className="cards games-list single">
              <GameCard game={page.nextGame} />
            </ul>
          ) : (
            <p className="empty-text">No upcoming games yet. Check back soon.</p>
          )}
        </PageSection>
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
                <span className="card-figure">
                  <SiteImg image={feature.image} />
                </span>
                <span className="card-body">
                  <span className="card-title">{feature.title}</span>
                  {feature.description ? <span className="card-excerpt">{feature.description}</span> : null}
                  {feature.href ? <a href={feature.href}>More about {feature.title || teamName}</a> : null}
                </span>
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
