import { getSportName, isTeamSportsType } from '@sideline/domain';
import type { SiteContext } from './site-context.ts';

/**
 * schema.org structured data of the public pages (JSON-LD), so search engines understand the
 * team, its people, games, events, news and photos.
 */
const context = 'https://schema.org';

function sportOf(ctx: SiteContext): string | undefined {
  return isTeamSportsType(ctx.team.sportsType) ? getSportName(ctx.team.sportsType) : undefined;
}

function teamRef(ctx: SiteContext) {
  return { '@type': 'SportsTeam', name: ctx.team.name, url: ctx.canonical('/') };
}

/** The team with its sport and members (home and roster pages). */
export function buildTeamJsonLd(ctx: SiteContext, members: { name: string; url: string }[]) {
  const logo = ctx.view.logo ? ctx.absolute(ctx.view.logo.src) : undefined;
  return {
    '@context': context,
    '@type': 'SportsTeam',
    name: ctx.team.name,
    url: ctx.canonical('/'),
    sport: sportOf(ctx),
    description: ctx.team.info.shortAbout || undefined,
    logo,
    ...(ctx.team.info.address
      ? {
          location: {
            '@type': 'Place',
            name: ctx.team.info.stadiumName || undefined,
            address: ctx.team.info.address,
          },
        }
      : {}),
    member: members.map((m) => ({ '@type': 'Person', name: m.name, url: m.url })),
  };
}

export function personJsonLd(
  ctx: SiteContext,
  person: { name: string; path: string; image?: string; jobTitle: string; description: string },
) {
  return {
    '@context': context,
    '@type': 'Person',
    name: person.name,
    url: ctx.canonical(person.path),
    image: person.image ? ctx.absolute(person.image) : undefined,
    jobTitle: person.jobTitle,
    description: person.description || undefined,
    memberOf: teamRef(ctx),
  };
}

const eventStatusUrls = {
  scheduled: 'https://schema.org/EventScheduled',
  postponed: 'https://schema.org/EventPostponed',
  cancelled: 'https://schema.org/EventCancelled',
  inprogress: 'https://schema.org/EventScheduled',
  finished: 'https://schema.org/EventScheduled',
} as const;

export function sportsEventJsonLd(
  ctx: SiteContext,
  game: {
    name: string;
    path: string;
    start: Date;
    status: keyof typeof eventStatusUrls;
    venue: string;
    homeTeam: string;
    awayTeam: string;
    result: string;
    image?: string;
  },
) {
  const team = (name: string) => (name === ctx.team.name ? teamRef(ctx) : { '@type': 'SportsTeam', name });
  return {
    ...scheduledEvent(ctx, 'SportsEvent', {
      name: game.name,
      path: game.path,
      start: game.start,
      status: game.status,
      venue: game.venue,
      venueFallback: 'To be announced',
      description: game.result,
      image: game.image,
    }),
    sport: sportOf(ctx),
    homeTeam: team(game.homeTeam),
    awayTeam: team(game.awayTeam),
    competitor: [team(game.homeTeam), team(game.awayTeam)],
  };
}

export function eventJsonLd(
  ctx: SiteContext,
  event: {
    name: string;
    path: string;
    start: Date;
    end: Date | null;
    venue: string;
    description: string;
    image?: string;
  },
) {
  return {
    ...scheduledEvent(ctx, 'Event', { ...event, status: 'scheduled', venueFallback: ctx.team.name }),
    endDate: event.end?.toISOString(),
  };
}

/** What a game and an event share: when, where, their state, and the team organising it. */
function scheduledEvent(
  ctx: SiteContext,
  type: 'Event' | 'SportsEvent',
  event: {
    name: string;
    path: string;
    start: Date;
    status: keyof typeof eventStatusUrls;
    venue: string;
    venueFallback: string;
    description: string;
    image?: string;
  },
) {
  return {
    '@context': context,
    '@type': type,
    name: event.name,
    url: ctx.canonical(event.path),
    startDate: event.start.toISOString(),
    eventStatus: eventStatusUrls[event.status],
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.venue || event.venueFallback,
      address: event.venue || undefined,
    },
    description: event.description || undefined,
    image: event.image ? ctx.absolute(event.image) : undefined,
    organizer: teamRef(ctx),
  };
}

export function newsArticleJsonLd(
  ctx: SiteContext,
  article: {
    headline: string;
    path: string;
    published: Date;
    modified: Date;
    author: string;
    image?: string;
    description: string;
  },
) {
  return {
    '@context': context,
    '@type': 'NewsArticle',
    headline: article.headline,
    url: ctx.canonical(article.path),
    mainEntityOfPage: ctx.canonical(article.path),
    datePublished: article.published.toISOString(),
    dateModified: article.modified.toISOString(),
    author: article.author ? { '@type': 'Person', name: article.author } : teamRef(ctx),
    image: article.image ? [ctx.absolute(article.image)] : undefined,
    description: article.description || undefined,
    publisher: {
      '@type': 'Organization',
      name: ctx.team.name,
      logo: ctx.view.logo ? { '@type': 'ImageObject', url: ctx.absolute(ctx.view.logo.src) } : undefined,
    },
  };
}

export function imageGalleryJsonLd(
  ctx: SiteContext,
  gallery: { name: string; path: string; date: Date; images: { src: string; caption: string }[] },
) {
  return {
    '@context': context,
    '@type': 'ImageGallery',
    name: gallery.name,
    url: ctx.canonical(gallery.path),
    datePublished: gallery.date.toISOString(),
    author: teamRef(ctx),
    associatedMedia: gallery.images.map((image) => ({
      '@type': 'ImageObject',
      contentUrl: ctx.absolute(image.src),
      caption: image.caption || undefined,
    })),
  };
}

/**
 * A store product with one Offer per variant (price, stock), the team as the seller. Google reads
 * `offers` for price and availability in results.
 */
export function productJsonLd(
  ctx: SiteContext,
  product: {
    name: string;
    path: string;
    description: string;
    images: string[];
    sku: string;
    offers: { name: string; priceCents: number; sku: string; inStock: boolean }[];
  },
) {
  const url = ctx.canonical(product.path);
  return {
    '@context': context,
    '@type': 'Product',
    name: product.name,
    url,
    description: product.description || undefined,
    image: product.images.length > 0 ? product.images.map((image) => ctx.absolute(image)) : undefined,
    sku: product.sku || undefined,
    brand: { '@type': 'Brand', name: ctx.team.name },
    offers: product.offers.map((offer) => ({
      '@type': 'Offer',
      name: offer.name,
      url,
      sku: offer.sku || undefined,
      price: (offer.priceCents / 100).toFixed(2),
      priceCurrency: 'USD',
      availability: offer.inStock ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      seller: teamRef(ctx),
    })),
  };
}
