import { paymentAccountPortalPath } from '../payments/payment-account.ts';
import type { WebsiteType } from '../sports/sports-types.ts';

export interface PortalMenuChild {
  label: string;
  path: string;
  /** Shown only when the team has a payment-provider account id. */
  needsPaymentAccount?: boolean;
  hiddenFor?: WebsiteType[];
}

export interface PortalMenuSection {
  key: string;
  label: string;
  path: string;
  children?: PortalMenuChild[];
}

/** A menu section with sub-items: its own path (`index`) and `/portal/{section}/{sub}` per sub-item. */
function sectionPaths<const Section extends string, const Sub extends string>(
  section: Section,
  subs: readonly Sub[],
) {
  const index = `/portal/${section}` as const;
  const subPaths = Object.fromEntries(subs.map((sub) => [sub, `${index}/${sub}`]));
  return { index, ...subPaths } as { index: typeof index } & { [S in Sub]: `/portal/${Section}/${S}` };
}

/**
 * The path of every page of the side menu, by section: the menu below and the portal's routes are
 * both declared with these.
 */
export const portalPaths = {
  dashboard: '/portal/dashboard',
  analytics: sectionPaths('analytics', ['website', 'store']),
  website: sectionPaths('website', ['info', 'storeinfo', 'design', 'images', 'seo', 'socials']),
  marketplace: '/portal/marketplace',
  store: {
    ...sectionPaths('store', [
      'overview',
      'settings',
      'schedule',
      'products',
      'tickets',
      'forms',
      'charges',
      'disputes',
      'payouts',
    ]),
    stripeaccount: paymentAccountPortalPath,
  },
  forms: sectionPaths('forms', [
    'playerdues',
    'customforms',
    'predevelopedforms',
    'formssubmitted',
    'emails',
  ]),
  seasons: '/portal/seasons',
  events: sectionPaths('events', ['events', 'practice', 'eventsandpractice']),
  articles: sectionPaths('articles', ['articles', 'events', 'games', 'all']),
  galleries: sectionPaths('galleries', ['galleries', 'articles', 'events', 'games', 'all']),
  roster: sectionPaths('roster', ['roster', 'alumni']),
  coaches: '/portal/coaches',
  executiveboard: '/portal/executiveboard',
  opponents: '/portal/opponents',
  leagues: '/portal/leagues',
  sponsors: '/portal/sponsors',
  custom: sectionPaths('custom', ['pages', 'forms']),
  help: sectionPaths('tutorials', ['schedule', 'questions', 'tutorials', 'reviews']),
  settings: sectionPaths('settings', ['admin', 'account', 'domain', 'communications', 'agreements']),
} as const;

const section = (
  key: string,
  label: string,
  path: string,
  children?: PortalMenuChild[],
): PortalMenuSection => ({
  key,
  label,
  path,
  children,
});
const child = (path: string, label: string, extra: Partial<PortalMenuChild> = {}): PortalMenuChild => ({
  label,
  path,
  ...extra,
});

const paths = portalPaths;
const withPaymentAccount = { needsPaymentAccount: true };

const sections = {
  dashboard: section('dashboard', 'Dashboard', paths.dashboard),
  analytics: section('analytics', 'Analytics', paths.analytics.index, [
    child(paths.analytics.website, 'Website', { hiddenFor: ['STORE'] }),
    child(paths.analytics.store, 'Store'),
  ]),
  website: section('website', 'Website', paths.website.index, [
    child(paths.website.info, 'Info'),
    child(paths.website.storeinfo, 'Store Info', { hiddenFor: ['STORE'] }),
    child(paths.website.design, 'Design'),
    child(paths.website.images, 'Images'),
    child(paths.website.seo, 'Google Info(SEO)'),
    child(paths.website.socials, 'Socials', { hiddenFor: ['STORE'] }),
  ]),
  marketplace: section('marketplace', 'Marketplace', paths.marketplace),
  store: section('store', 'Store/Tickets/Registration Forms', paths.store.index, [
    child(paths.store.overview, 'Overview', withPaymentAccount),
    child(paths.store.settings, 'Settings', withPaymentAccount),
    child(paths.store.schedule, 'Schedule', withPaymentAccount),
    child(paths.store.products, 'Products', withPaymentAccount),
    child(paths.store.tickets, 'Tickets', withPaymentAccount),
    child(paths.store.forms, 'Registration Forms', withPaymentAccount),
    child(paths.store.charges, 'Charges', withPaymentAccount),
    child(paths.store.disputes, 'Disputes', withPaymentAccount),
    child(paths.store.payouts, 'Payouts', withPaymentAccount),
    child(paths.store.stripeaccount, 'Payment Account', withPaymentAccount),
  ]),
  forms: section('forms', 'Player Dues & Forms', paths.forms.index, [
    child(paths.forms.playerdues, 'Player Dues'),
    child(paths.forms.customforms, 'Custom Forms'),
    child(paths.forms.predevelopedforms, 'Pre-developed Forms'),
    child(paths.forms.formssubmitted, 'Submissions'),
    child(paths.forms.emails, 'Emails'),
  ]),
  seasons: section('seasons', 'Seasons & Games', paths.seasons),
  events: section('events', 'Events & Practice', paths.events.index, [
    child(paths.events.events, 'Events'),
    child(paths.events.practice, 'Practice'),
    child(paths.events.eventsandpractice, 'Events & Practice'),
  ]),
  articles: section('articles', 'Articles', paths.articles.index, [
    child(paths.articles.articles, 'Articles'),
    child(paths.articles.events, 'Event Articles'),
    child(paths.articles.games, 'Game Articles'),
    child(paths.articles.all, 'All'),
  ]),
  galleries: section('galleries', 'Galleries', paths.galleries.index, [
    child(paths.galleries.galleries, 'Galleries'),
    child(paths.galleries.articles, 'Article Galleries'),
    child(paths.galleries.events, 'Event Galleries'),
    child(paths.galleries.games, 'Game Galleries'),
    child(paths.galleries.all, 'All'),
  ]),
  roster: section('roster', 'Roster', paths.roster.index, [
    child(paths.roster.roster, 'Roster'),
    child(paths.roster.alumni, 'Alumni'),
  ]),
  coaches: section('coaches', 'Coaches & Staff', paths.coaches),
  executiveboard: section('executiveboard', 'Executive Board', paths.executiveboard),
  opponents: section('opponents', 'Opponents', paths.opponents),
  leagues: section('leagues', 'Leagues', paths.leagues),
  sponsors: section('sponsors', 'Sponsors', paths.sponsors),
  custom: section('custom', 'Custom', paths.custom.index, [
    child(paths.custom.pages, 'Pages'),
    child(paths.custom.forms, 'Forms'),
  ]),
  help: section('help', 'Help', paths.help.index, [
    child(paths.help.schedule, 'Schedule Call'),
    child(paths.help.questions, 'Questions'),
    child(paths.help.tutorials, 'Tutorials', { hiddenFor: ['STORE'] }),
    child(paths.help.reviews, 'Reviews'),
  ]),
  settings: section('settings', 'Settings', paths.settings.index, [
    child(paths.settings.admin, 'Admin'),
    child(paths.settings.account, 'Subscription & Account'),
    child(paths.settings.domain, 'Domain'),
    child(paths.settings.communications, 'Communications'),
    child(paths.settings.agreements, 'Agreements & Policies'),
  ]),
} satisfies Record<string, PortalMenuSection>;

/** Side menu order per website type, exactly as spec part 1 §2 lists it. */
const menuOrder: Record<Exclude<WebsiteType, 'NONE'>, PortalMenuSection[]> = {
  STORE: [
    sections.dashboard,
    sections.analytics,
    sections.marketplace,
    sections.website,
    sections.store,
    { ...sections.forms, label: 'Forms/Dues/Registrations' },
    { ...sections.events, label: 'Events' },
    sections.custom,
    sections.help,
    sections.settings,
  ],
  WEBSITEANDSTORE: [
    sections.dashboard,
    sections.analytics,
    sections.website,
    sections.marketplace,
    sections.store,
    sections.forms,
    sections.seasons,
    sections.events,
    sections.articles,
    sections.galleries,
    sections.roster,
    sections.coaches,
    sections.executiveboard,
    sections.opponents,
    sections.leagues,
    sections.sponsors,
    sections.custom,
    sections.help,
    sections.settings,
  ],
};

/** The side menu a team sees, with sub-items filtered by website type and payment account. */
export function buildPortalMenu(websiteType: WebsiteType, hasPaymentAccount: boolean): PortalMenuSection[] {
  const order = menuOrder[websiteType === 'STORE' ? 'STORE' : 'WEBSITEANDSTORE'];
  return order.map((s) => {
    const children = s.children?.filter(
      (c) => (!c.needsPaymentAccount || hasPaymentAccount) && !c.hiddenFor?.includes(websiteType),
    );
    return { ...s, children: children?.length ? children : undefined };
  });
}

/** Whether the team's side menu lists the page: a page the menu hides is refused, not just unlisted. */
export function isPortalPageInMenu(
  path: string,
  websiteType: WebsiteType,
  hasPaymentAccount: boolean,
): boolean {
  return buildPortalMenu(websiteType, hasPaymentAccount).some(
    (s) => s.path === path || Boolean(s.children?.some((c) => c.path === path)),
  );
}

/** /portal/analytics goes to the store view for store-only teams, else to the website view. */
export function resolveAnalyticsPath(websiteType: WebsiteType): string {
  return websiteType === 'STORE' ? portalPaths.analytics.store : portalPaths.analytics.website;
}

/** The page scrolls to top on every portal route change except this one (spec part 1 §2). */
export const noScrollResetPath = portalPaths.store.overview;
