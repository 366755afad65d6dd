import { designParts } from '@sideline/domain';
import type { ReactNode } from 'react';
import { phoneHeroMaxWidth } from '../pages/home-page.tsx';
import type { SitePageModel } from '../site-view.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * The whole HTML document of a public page. Styles are inlined (one small stylesheet plus the
 * team's colors as CSS variables), so the page paints from the first response; the only script
 * is the islands bundle, loaded as a module (deferred) where a page has islands or menus.
 */
export function SiteDocument({
  model,
  css,
  children,
}: {
  model: SitePageModel;
  css: string;
  children: ReactNode;
}) {
  const { team, seo } = model;
  const { family, treatment } = designParts(model.design);
  return (
    <html lang="en" data-theme={team.darkMode ? 'dark' : 'light'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{seo.title}</title>
        <meta name="description" content={seo.description} />
        {seo.keywords ? <meta name="keywords" content={seo.keywords} /> : null}
        <link rel="canonical" href={seo.canonical} />
        {seo.noIndex ? <meta name="robots" content="noindex" /> : null}
        <meta name="theme-color" content={team.colors.primary} />
        <meta property="og:type" content={seo.ogType} />
        <meta property="og:site_name" content={team.name} />
        <meta property="og:title" content={seo.title} />
        <meta property="og:description" content={seo.description} />
        <meta property="og:url" content={seo.canonical} />
        {seo.image ? <meta property="og:image" content={seo.image} /> : null}
        <meta name="twitter:card" content={seo.image ? 'summary_large_image' : 'summary'} />
        <meta name="twitter:title" content={seo.title} />
        <meta name="twitter:description" content={seo.description} />
        {seo.image ? <meta name="twitter:image" content={seo.image} /> : null}
        <link rel="icon" href={team.logo?.src ?? 'data:,'} />
        {seo.preloadImage && seo.preloadImageMobile ? (
          <>
            <link
              rel="preload"
              as="image"
              href={seo.preloadImage}
              media={`(min-width: ${phoneHeroMaxWidth + 1}px)`}
              fetchPriority="high"
            />
            <link
              rel="preload"
              as="image"
              href={seo.preloadImageMobile}
              media={`(max-width: ${phoneHeroMaxWidth}px)`}
              fetchPriority="high"
            />
          </>
        ) : seo.preloadImage ? (
          <link rel="preload" as="image" href={seo.preloadImage} fetchPriority="high" />
        ) : null}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheet and validated #hex colors */}
        <style dangerouslySetInnerHTML={{ __html: `${teamColorVariables(model)}${css}` }} />
        {seo.jsonLd.map((data, index) => (
          <script
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list per render
            key={index}
            type="application/ld+json"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element
            dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
          />
        ))}
        {model.islandScript ? <script type="module" src={model.islandScript} /> : null}
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader team={team} />
        <main id="main" className={`page page-${model.page.kind} family-${family} treatment-${treatment}`}>
          {children}
        </main>
        <SiteFooter team={team} showSponsors={showsFooterSponsors(model.page.kind)} />
      </body>
    </html>
  );
}

/** The footer's sponsor strip shows on every page but those that list the sponsors themselves. */
export function showsFooterSponsors(kind: SitePageModel['page']['kind']): boolean {
  return kind !== 'home' && kind !== 'sponsors';
}

/** The team's colors; each was checked to be a #hex color before it got here. */
function teamColorVariables({ team }: SitePageModel): string {
  const c = team.colors;
  return `:root{--primary:${c.primary};--on-primary:${c.onPrimary};--secondary:${c.secondary};--on-secondary:${c.onSecondary};--accent:${c.accent}}`;
}

/** JSON for a <script> element: "<" escaped so no text can close the element early. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
