import type { DesignPageType, FormField } from '@sideline/domain';

/**
 * What the server hands the public site components: plain, serializable data already filtered to
 * what a visitor may see (published, not deleted, no person's email or phone) and with every
 * link resolved against the site's root. The components only lay it out.
 */

export interface SiteImage {
  src: string;
  alt: string;
  /** Intrinsic size when known; frames keep their aspect ratio either way. */
  width?: number;
  height?: number;
  /** The same picture as WebP (library images have one), offered first by a `<picture>`. */
  webpSrc?: string;
}

export interface SiteLink {
  title: string;
  href: string;
  /** `/custom` links open in a new tab (spec part 1 §5). */
  newTab: boolean;
  children: SiteLink[];
}

export interface SiteSocialLink {
  network: 'twitter' | 'facebook' | 'tiktok' | 'instagram' | 'youtube';
  label: string;
  href: string;
}

export interface SiteSponsorView {
  name: string;
  href: string | null;
  logo: SiteImage | null;
  notes: string;
}

/** The team as every page shows it: header, footer, colors. */
export interface SiteTeamView {
  name: string;
  initials: string;
  /** "Women's Ice Hockey Team". */
  sportName: string;
  slogan: string;
  logo: SiteImage | null;
  colors: {
    primary: string;
    secondary: string;
    /** Text on the primary color. */
    onPrimary: string;
    /** The secondary color adjusted to read on the page background (links, accents). */
    accent: string;
    /** Text on the secondary color. */
    onSecondary: string;
  };
  darkMode: boolean;
  /** The root every link starts with: '' on the team's own host, /sites/{slug} otherwise. */
  root: string;
  homeHref: string;
  nav: SiteLink[];
  socials: SiteSocialLink[];
  policiesHref: string;
  /** The team's iCal feed; '' on a page with no team (a neutral 404, 410 or closed site): no link. */
  calendarHref: string;
  footerSponsors: SiteSponsorView[];
  /**
   * The header's cart link while the store is on, and where the cart-count island reads the
   * count (the page itself stays the same for every visitor, so it is cached and shared). No
   * count on the team's own host: the cart's cookie belongs to the platform address.
   */
  cart: { href: string; countSrc: string | null } | null;
  /** Sideline's own home page ("Powered by Sideline"). */
  platformHref: string;
}

export interface SiteSeo {
  title: string;
  description: string;
  canonical: string;
  image: string | null;
  ogType: 'website' | 'article' | 'profile';
  /** The team's SEO keywords, comma separated (home page). */
  keywords?: string;
  /** schema.org objects, each rendered as one JSON-LD block. */
  jsonLd: object[];
  noIndex: boolean;
  /** The image to preload (the page's hero), when there is one. */
  preloadImage: string | null;
  /** The phone version of the hero, when it has one: each width then preloads only its own. */
  preloadImageMobile?: string | null;
}

/** A picture the team placed on its home page with its own texts (a feature image or a banner). */
export interface HomePictureView {
  image: SiteImage;
  /** The version for phones, when the team chose one (feature images). */
  mobileImage: SiteImage | null;
  title: string;
  description: string;
  href: string | null;
}

export interface PersonCardView {
  name: string;
  href: string;
  image: SiteImage | null;
  /** Number, position or title lines under the name. */
  number: string;
  role: string;
  facts: string[];
}

export interface DetailRowView {
  title: string;
  value: string;
}

export interface StatRowView {
  label: string;
  value: string;
}

export interface PersonPageView {
  name: string;
  image: SiteImage | null;
  featureImage: SiteImage | null;
  kicker: string;
  details: DetailRowView[];
  summary: string;
  bio: string;
  achievements: DetailRowView[];
  stats: StatRowView[];
  statsHeading: string;
  /** Season lines and the game log (players with finished games on record). */
  statTables: BoxScoreTableView[];
  backHref: string;
  backLabel: string;
}

export interface GameCardView {
  href: string;
  title: string;
  opponent: string;
  opponentLogo: SiteImage | null;
  homeOrAway: 'Home' | 'Away';
  date: string;
  time: string;
  isoDate: string;
  venue: string;
  status: string;
  /** "W 4-2" style line for a finished game, "Live 2-1" while it is played, else ''. */
  result: string;
  resultKind: 'win' | 'loss' | 'tied' | null;
  /** In progress: the page keeps the card current (islands/live-regions.ts). */
  isLive: boolean;
}

export interface ScoreLineView {
  side: string;
  periods: string[];
  total: string;
}

export interface ScoringEventView {
  period: string;
  time: string;
  team: string;
  description: string;
}

export interface BoxScoreTableView {
  heading: string;
  columns: string[];
  rows: string[][];
  /** A totals row (the team's line), shown below the rows. */
  totals?: string[];
  /** The last column is each row's total, kept in view while the table scrolls. */
  lastColumnIsTotal?: boolean;
}

export interface GamePageView {
  title: string;
  ourName: string;
  opponentName: string;
  opponentLogo: SiteImage | null;
  homeTeam: string;
  awayTeam: string;
  homeScore: string;
  awayScore: string;
  status: string;
  result: string;
  /** In progress: the score and box score update without a reload (islands/live-regions.ts). */
  isLive: boolean;
  /** Our video link's label: "Watch live" for a stream. */
  videoLabel: string;
  date: string;
  time: string;
  venue: string;
  attendance: string;
  image: SiteImage | null;
  promotionalText: string;
  periodHeadings: string[];
  scoreLines: ScoreLineView[];
  scoring: ScoringEventView[];
  tables: BoxScoreTableView[];
  lineup: { name: string; href: string; number: string; position: string }[];
  articleHref: string | null;
  galleryHref: string | null;
  video: string | null;
}

export interface ArticleCardView {
  href: string;
  title: string;
  date: string;
  isoDate: string;
  author: string;
  excerpt: string;
  image: SiteImage | null;
}

export interface GalleryCardView {
  href: string;
  title: string;
  date: string;
  count: number;
  cover: SiteImage | null;
}

export interface PhotoView {
  full: SiteImage;
  title: string;
}

export interface EventCardView {
  href: string;
  title: string;
  kind: 'Event' | 'Practice';
  date: string;
  time: string;
  isoDate: string;
  venue: string;
  image: SiteImage | null;
}

export interface SeasonLinkView {
  name: string;
  href: string;
  isCurrent: boolean;
}

/** A form's question as its public page asks it (the domain's FormField: one checker for page and server). */
export type FormPageField = Pick<
  FormField,
  'id' | 'kind' | 'title' | 'required' | 'placeholder' | 'lines' | 'options' | 'isUserEmail'
>;

/** The form on a form page: what it asks, where it posts, and the state a post left it in. */
export interface FormPostView {
  title: string;
  /** The page's own address: the form posts to it. */
  action: string;
  fields: FormPageField[];
  honeypotField: string;
  startedField: string;
  startedToken: string;
  /** What the visitor typed, after a post the server sent back (no JavaScript). */
  values: Record<string, string>;
  /** A message per question id, and one over the whole form. */
  errors: Record<string, string>;
  formError: string;
  /**
   * A post sent sooner than a person fills the form in: the answers back, to send with one click
   * (hidden fields, including a fresh stamp and the files the server holds meanwhile).
   */
  confirmation: FormConfirmationView | null;
  /** Set once the answers are in: the thank-you. */
  sentMessage: string | null;
  /** A form with prices: sent answers are stored as unpaid for now. */
  isPaid: boolean;
}

export interface FormConfirmationView {
  message: string;
  /** Posted again as they are. */
  fields: Record<string, string>;
  /** What the person sent, to read before confirming. */
  answers: { question: string; answer: string }[];
}

export interface ContactView {
  title: string;
  email: string;
  tel: string;
}

/** Each page type and what it shows. */
/** A product (or later a ticket or priced form) as a card of the store's catalog. */
export interface StoreCardView {
  href: string;
  name: string;
  /** "$25.00", or "From $25.00" when the variants' prices differ. */
  priceText: string;
  image: SiteImage | null;
  soldOut: boolean;
}

/** A group of the catalog: featured first, then each category. */
export interface StoreSectionView {
  heading: string;
  cards: StoreCardView[];
}

/** One variant a buyer can pick on a product page. */
export interface ProductChoiceView {
  /** The variant's id (products) or the price tier's (tickets). */
  choiceId: string;
  /** "Size: M, Color: Red", the tier's name, or the product's name when it has no options. */
  label: string;
  priceText: string;
  /** "Only 2 left", "Sold out", or '' when plenty or unlimited. */
  stockText: string;
  soldOut: boolean;
}

export interface MoneyRowView {
  label: string;
  value: string;
}

export interface OrderPassSiteView {
  title: string;
  label: string;
  code: string;
  /** A PNG data URI, or null when the pass no longer admits. */
  qrSrc: string | null;
  state: string;
}

export interface CartLineSiteView {
  lineId: string;
  name: string;
  variant: string;
  unitPriceText: string;
  quantity: number;
  totalText: string;
  /** Why the line cannot be bought as it is (sold out, only N left), shown on the line. */
  problem: string | null;
}

/** The checkout form: what the buyer typed and, after a refused post, the message per field. */
export interface CheckoutFormView {
  action: string;
  needsShipping: boolean;
  values: Record<string, string>;
  errors: Record<string, string>;
  formError: string | null;
}

export interface OrderLineSiteView {
  name: string;
  quantity: number;
  totalText: string;
  /** "Shipped by UPS, tracking 1Z…" once fulfilled; null while not or when nothing ships. */
  fulfilment: string | null;
  trackingHref: string | null;
}

export type SitePageView =
  | {
      kind: 'home';
      bannerText: string;
      hero: SiteImage | null;
      heroMobile: SiteImage | null;
      heroTitle: string;
      heroDescription: string;
      heroLink: string | null;
      features: HomePictureView[];
      /** Wide pictures between the home page's sections (banner images 1-2). */
      banners: HomePictureView[];
      shortAbout: string;
      /** The game being played, else the next home game (spec part 2 §7). */
      nextGame: GameCardView | null;
      results: GameCardView[];
      articles: ArticleCardView[];
      sponsors: SiteSponsorView[];
      scheduleHref: string;
      articlesHref: string;
    }
  | {
      kind: 'about';
      longAbout: string;
      shortAbout: string;
      stadiumName: string;
      address: string;
      mapHref: string | null;
      contacts: ContactView[];
      contactFormHref: string | null;
    }
  | {
      kind: 'people';
      heading: string;
      intro: string;
      groups: { heading: string; people: PersonCardView[] }[];
      emptyText: string;
      seasons: SeasonLinkView[];
      /** The team's default roster picture, under the heading. */
      headerImage: SiteImage | null;
    }
  | { kind: 'person'; person: PersonPageView }
  | {
      kind: 'schedule';
      heading: string;
      seasons: SeasonLinkView[];
      upcoming: GameCardView[];
      past: GameCardView[];
      record: string;
      calendarHref: string;
      leadersHref: string;
      /** The team's default game picture, under the heading. */
      headerImage: SiteImage | null;
    }
  | { kind: 'game'; game: GamePageView }
  | {
      kind: 'leaders';
      heading: string;
      seasons: SeasonLinkView[];
      /** "7-2-1 (W-L-T)", '' before the first result. */
      record: string;
      boards: {
        title: string;
        /** Best first; tied players share their rank ("T1"). */
        rows: { name: string; href: string; number: string; value: string; rank: number; tied: boolean }[];
      }[];
      scheduleHref: string;
    }
  | {
      kind: 'events';
      heading: string;
      upcoming: EventCardView[];
      past: EventCardView[];
      calendarHref: string;
    }
  | {
      kind: 'event';
      title: string;
      eventKind: 'Event' | 'Practice';
      date: string;
      time: string;
      venue: string;
      notes: string;
      image: SiteImage | null;
      articleHref: string | null;
      galleryHref: string | null;
    }
  | { kind: 'articles'; heading: string; articles: ArticleCardView[] }
  | {
      kind: 'article';
      title: string;
      date: string;
      isoDate: string;
      author: string;
      image: SiteImage | null;
      /** Sanitized on the server before it was stored; sanitized again before it gets here. */
      html: string;
      /** The shorter text phones show instead, when the article has one (sanitized the same way). */
      mobileHtml: string;
      galleryHref: string | null;
      related: { label: string; href: string }[];
    }
  | { kind: 'custom-page'; title: string; image: SiteImage | null; html: string }
  | { kind: 'galleries'; heading: string; galleries: GalleryCardView[] }
  | { kind: 'gallery'; title: string; date: string; photos: PhotoView[]; articleHref: string | null }
  | { kind: 'sponsors'; heading: string; sponsors: SiteSponsorView[] }
  | {
      kind: 'form';
      title: string;
      description: string;
      form: FormPostView;
    }
  | {
      kind: 'contact';
      contacts: ContactView[];
      address: string;
      mapHref: string | null;
      formHref: string | null;
      formTitle: string;
    }
  | { kind: 'policies'; policies: { id: string; title: string; text: string; link: string | null }[] }
  | {
      kind: 'store';
      heading: string;
      message: string;
      /** Why nothing is on sale now (switched off, outside the schedule), or null when open. */
      closedMessage: string | null;
      sections: StoreSectionView[];
      cartHref: string;
    }
  | {
      kind: 'product';
      name: string;
      /** Lines under the name: a ticket's date and time, and its venue. */
      facts: string[];
      html: string;
      images: SiteImage[];
      priceText: string;
      choices: ProductChoiceView[];
      /** The field the add form posts the choice as: a product's variant, a ticket's tier. */
      choiceField: 'variantId' | 'tierId';
      maxQuantity: number;
      addAction: string;
      closedMessage: string | null;
      storeHref: string;
      cartHref: string;
    }
  | {
      kind: 'cart';
      lines: CartLineSiteView[];
      totals: MoneyRowView[];
      updateAction: string;
      checkout: CheckoutFormView | null;
      closedMessage: string | null;
      /** Why an add or update just posted changed nothing (sold out, closed, quantity). */
      cartChangeRefusal: string | null;
      storeHref: string;
    }
  | {
      kind: 'order';
      orderNumber: string;
      status: string;
      tone: 'paid' | 'pending' | 'ended';
      lines: OrderLineSiteView[];
      /** Tickets: each person's QR (inline, so the page works offline once opened) and code. */
      passes: OrderPassSiteView[];
      totals: MoneyRowView[];
      shipTo: string | null;
      storeHref: string;
    }
  | { kind: 'not-found'; heading: string; message: string };

export interface SitePageModel {
  team: SiteTeamView;
  seo: SiteSeo;
  /** Which page type's design applies, and the chosen design (1-16). */
  designPage: DesignPageType | null;
  design: number;
  page: SitePageView;
  /** Asset URLs of the island script, when the page has islands. */
  islandScript: string | null;
}
