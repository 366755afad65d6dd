import { buildSiteDetailPath, sortInGalleryOrder, teamSitePaths } from '@sideline/domain';
import type { ArticleCardView, GalleryCardView, SiteSponsorView } from '@sideline/site';
import { sanitizeRichText } from '../platform/rich-text.ts';
import type { ArticleRow, GalleryRow, PhotoRow, SponsorRow } from './site-content.repository.ts';
import type { BuiltPage, SiteContext } from './site-context.ts';
import { excerpt, formatSiteDate, htmlToText, toPreloadHref, toSiteImage } from './site-format.ts';
import { contentDefaultImage, imageOrDefault } from './site-images.ts';
import { imageGalleryJsonLd, newsArticleJsonLd } from './site-seo.ts';
import { safeExternalUrl } from './site-team-view.ts';

export function buildArticleCard(ctx: SiteContext, article: ArticleRow): ArticleCardView {
  return {
    href: ctx.href(buildSiteDetailPath('article', article.url)),
    title: article.title,
    date: formatSiteDate(article.timeOfArticle, ctx.team.timeZone),
    isoDate: article.timeOfArticle.toISOString(),
    author: article.author,
    excerpt: excerpt(htmlToText(article.content), 140),
    image: imageOrDefault(ctx, toSiteImage(article.featureImage, article.title), 'article'),
  };
}

export function buildSponsorView(sponsor: SponsorRow): SiteSponsorView {
  return {
    name: sponsor.name,
    href: safeExternalUrl(sponsor.url),
    logo: toSiteImage(sponsor.logo, sponsor.name),
    notes: sponsor.notes,
  };
}

export async function buildArticlesPage(ctx: SiteContext): Promise<BuiltPage> {
  const articles = await ctx.repo.listArticles();
  const first = articles[0] ? buildArticleCard(ctx, articles[0]) : null;
  return {
    status: 200,
    designPage: 'articles',
    page: { kind: 'articles', heading: 'News', articles: articles.map((a) => buildArticleCard(ctx, a)) },
    seo: {
      title: `News | ${ctx.team.name}`,
      description: first
        ? `News from ${ctx.team.name}. Latest: ${first.title}.`
        : `News from ${ctx.team.name}.`,
      image: first?.image ? ctx.absolute(first.image.src) : null,
      preloadImage: toPreloadHref(first?.image),
      canonicalPath: teamSitePaths.articles,
    },
  };
}

export async function buildArticlePage(ctx: SiteContext, url: string): Promise<BuiltPage | null> {
  const article = await ctx.repo.findArticle(url);
  if (!article) return null;
  const gallery = await ctx.repo.findGalleryById(article.galleryId);
  const related: { label: string; href: string }[] = [];
  if (article.gameId)
    related.push({ label: 'Game box score', href: ctx.href(buildSiteDetailPath('game', article.gameId)) });
  const card = buildArticleCard(ctx, article);
  const path = buildSiteDetailPath('article', article.url);
  const description = excerpt(htmlToText(article.content), 160);
  return {
    status: 200,
    designPage: 'article',
    page: {
      kind: 'article',
      title: article.title,
      date: card.date,
      isoDate: card.isoDate,
      author: article.author,
      image: card.image,
      html: sanitizeRichText(article.content),
      mobileHtml: sanitizeRichText(article.mobileContent),
      galleryHref: gallery ? ctx.href(buildSiteDetailPath('gallery', gallery.urlId)) : null,
      related,
    },
    seo: {
      title: `${article.title} | ${ctx.team.name}`,
      description,
      ogType: 'article',
      image: card.image ? ctx.absolute(card.image.src) : null,
      preloadImage: toPreloadHref(card.image),
      jsonLd: [
        newsArticleJsonLd(ctx, {
          headline: article.title,
          path,
          published: article.timeOfArticle,
          modified: article.timeModified,
          author: article.author,
          image: card.image?.src,
          description,
        }),
      ],
      canonicalPath: path,
    },
  };
}

export async function buildCustomPage(ctx: SiteContext, urlId: string): Promise<BuiltPage | null> {
  const page = await ctx.repo.findCustomPage(urlId);
  if (!page) return null;
  const image = toSiteImage(page.featureImage, page.title);
  const path = buildSiteDetailPath('customPage', page.urlId);
  return {
    status: 200,
    designPage: null,
    page: { kind: 'custom-page', title: page.title, image, html: sanitizeRichText(page.content) },
    seo: {
      title: `${page.title} | ${ctx.team.name}`,
      description:
        page.description || excerpt(htmlToText(page.content), 160) || `${page.title} of ${ctx.team.name}.`,
      image: image ? ctx.absolute(image.src) : null,
      preloadImage: toPreloadHref(image),
      canonicalPath: path,
    },
  };
}

/** The gallery's photos in its arranged order. */
function orderPhotos(gallery: GalleryRow, photos: PhotoRow[]): PhotoRow[] {
  return sortInGalleryOrder(
    photos.filter((p) => p.galleryId === gallery.id),
    gallery.photoIds,
  );
}

function photoImage(photo: PhotoRow, galleryTitle: string, index: number) {
  return toSiteImage(photo.image, photo.title || `${galleryTitle}, photo ${index + 1}`, photo);
}

export async function buildGalleriesPage(ctx: SiteContext): Promise<BuiltPage> {
  const galleries = await ctx.repo.listGalleries();
  const photos = await ctx.repo.listPhotos(galleries.map((g) => g.id));
  const defaultCover = contentDefaultImage(ctx, 'gallery');
  const cards: GalleryCardView[] = galleries.map((gallery) => {
    const own = orderPhotos(gallery, photos);
    return {
      href: ctx.href(buildSiteDetailPath('gallery', gallery.urlId)),
      title: gallery.title,
      date: formatSiteDate(gallery.timeOfGallery, ctx.team.timeZone),
      count: own.length,
      cover: (own[0] ? photoImage(own[0], gallery.title, 0) : null) ?? defaultCover,
    };
  });
  return {
    status: 200,
    designPage: 'galleries',
    page: { kind: 'galleries', heading: 'Galleries', galleries: cards },
    seo: {
      title: `Galleries | ${ctx.team.name}`,
      description: `Photo galleries of ${ctx.team.name}${cards[0] ? `, latest: ${cards[0].title}` : ''}.`,
      image: cards[0]?.cover ? ctx.absolute(cards[0].cover.src) : null,
      preloadImage: toPreloadHref(cards[0]?.cover),
      canonicalPath: teamSitePaths.galleries,
    },
  };
}

export async function buildGalleryPage(ctx: SiteContext, urlId: string): Promise<BuiltPage | null> {
  const gallery = await ctx.repo.findGallery(urlId);
  if (!gallery) return null;
  const [photos, article] = await Promise.all([
    ctx.repo.listPhotos([gallery.id]),
    ctx.repo.findArticleById(gallery.articleId),
  ]);
  const views = orderPhotos(gallery, photos).flatMap((photo, index) => {
    const full = photoImage(photo, gallery.title, index);
    return full ? [{ full, title: photo.title }] : [];
  });
  const path = buildSiteDetailPath('gallery', gallery.urlId);
  const date = formatSiteDate(gallery.timeOfGallery, ctx.team.timeZone);
  return {
    status: 200,
    designPage: 'gallery',
    page: {
      kind: 'gallery',
      title: gallery.title,
      date,
      photos: views,
      articleHref: article ? ctx.href(buildSiteDetailPath('article', article.url)) : null,
    },
    seo: {
      title: `${gallery.title} | ${ctx.team.name}`,
      description: `${views.length} photos from ${gallery.title}, ${date}, by ${ctx.team.name}.`,
      image: views[0] ? ctx.absolute(views[0].full.src) : null,
      preloadImage: views[0]?.full.src ?? null,
      jsonLd: [
        imageGalleryJsonLd(ctx, {
          name: gallery.title,
          path,
          date: gallery.timeOfGallery,
          images: views.map((v) => ({ src: v.full.src, caption: v.title })),
        }),
      ],
      canonicalPath: path,
    },
  };
}

export async function buildSponsorsPage(ctx: SiteContext): Promise<BuiltPage> {
  const sponsors = (await ctx.repo.listSponsors()).map(buildSponsorView);
  return {
    status: 200,
    designPage: 'sponsors',
    page: { kind: 'sponsors', heading: 'Our Sponsors', sponsors },
    seo: {
      title: `Sponsors | ${ctx.team.name}`,
      description: `${ctx.team.name} is supported by ${sponsors.map((s) => s.name).join(', ') || 'its sponsors'}.`,
      canonicalPath: teamSitePaths.sponsors,
    },
  };
}
