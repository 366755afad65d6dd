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

const section = (key: string, label: string, children?: PortalMenuChild[]): PortalMenuSection => ({
  key,
  label,
  path: `/portal/${key}`,
  children,
});
const child = (parent: string, sub: string, label: string, extra: Partial<PortalMenuChild> = {}) => ({
  label,
  path: `/portal/${parent}/${sub}`,
  ...extra,
});

const storeChildren: PortalMenuChild[] = (
  [
    ['overview', 'Overview'],
    ['settings', 'Settings'],
    ['schedule', 'Schedule'],
    ['products', 'Products'],
    ['tickets', 'Tickets'],
    ['forms', 'Registration Forms'],
    ['charges', 'Charges'],
    ['disputes', 'Disputes'],
    ['stripeaccount', 'Payment Account'],
  ] as const
).map(([sub, label]) => child('store', sub, label, { needsPaymentAccount: true }));

const sections = {
  dashboard: section('dashboard', 'Dashboard'),
  analytics: section('analytics', 'Analytics', [
    child('analytics', 'website', 'Website', { hiddenFor: ['STORE'] }),
    child('analytics', 'store', 'Store'),
  ]),
  website: section('website', 'Website', [
    child('website', 'info', 'Info'),
    child('website', 'storeinfo', 'Store Info', { hiddenFor: ['STORE'] }),
    child('website', 'design', 'Design'),
    child('website', 'images', 'Images'),
    child('website', 'seo', 'Google Info(SEO)'),
    child('website', 'socials', 'Socials', { hiddenFor: ['STORE'] }),
  ]),
  marketplace: section('marketplace', 'Marketplace'),
  store: section('store', 'Store/Tickets/Registration Forms', storeChildren),
  forms: section('forms', 'Player Dues & Forms', [
    child('forms', 'playerdues', 'Player Dues'),
    child('forms', 'customforms', 'Custom Forms'),
    child('forms', 'predevelopedforms', 'Pre-developed Forms'),
    child('forms', 'formssubmitted', 'Submissions'),
    child('forms', 'emails', 'Emails'),
  ]),
  seasons: section('seasons', 'Seasons & Games'),
  events: section('events', 'Events & Practice', [
    child('events', 'events', 'Events'),
    child('events', 'practice', 'Practice'),
    child('events', 'eventsandpractice', 'Events & Practice'),
  ]),
  articles: section('articles', 'Articles', [
    child('articles', 'articles', 'Articles'),
    child('articles', 'events', 'Event Articles'),
    child('articles', 'games', 'Game Articles'),
    child('articles', 'all', 'All'),
  ]),
  galleries: section('galleries', 'Galleries', [
    child('galleries', 'galleries', 'Galleries'),
    child('galleries', 'articles', 'Article Galleries'),
    child('galleries', 'events', 'Event Galleries'),
    child('galleries', 'games', 'Game Galleries'),
    child('galleries', 'all', 'All'),
  ]),
  roster: section('roster', 'Roster', [
    child('roster', 'roster', 'Roster'),
    child('roster', 'alumni', 'Alumni'),
  ]),
  coaches: section('coaches', 'Coaches & Staff'),
  executiveboard: section('executiveboard', 'Executive Board'),
  opponents: section('opponents', 'Opponents'),
  leagues: section('leagues', 'Leagues'),
  sponsors: section('sponsors', 'Sponsors'),
  custom: section('custom', 'Custom', [child('custom', 'pages', 'Pages'), child('custom', 'forms', 'Forms')]),
  help: {
    ...section('tutorials', 'Help', [
      child('tutorials', 'schedule', 'Schedule Call'),
      child('tutorials', 'questions', 'Questions'),
      child('tutorials', 'tutorials', 'Tutorials', { hiddenFor: ['STORE'] }),
      child('tutorials', 'reviews', 'Reviews'),
    ]),
    key: 'help',
  },
  settings: section('settings', 'Settings', [
    child('settings', 'admin', 'Admin'),
    child('settings', 'account', 'Subscription & Account'),
    child('settings', 'communications', 'Communications'),
    child('settings', 'agreements', 'Agreements & Policies'),
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
  return websiteType === 'STORE' ? '/portal/analytics/store' : '/portal/analytics/website';
}

/** The page scrolls to top on every portal route change except this one (spec part 1 §2). */
export const noScrollResetPath = '/portal/store/overview';
