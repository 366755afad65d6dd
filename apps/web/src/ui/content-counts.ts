import type { DashboardCountKey } from '@sideline/domain';

export interface ContentCountInfo {
  label: string;
  /** Portal page listing these items. */
  path: string;
}

/** How each dashboard count is labelled and where it leads in the portal. */
export const contentCountInfo: Record<Exclude<DashboardCountKey, 'unreadSubmissions'>, ContentCountInfo> = {
  players: { label: 'Players', path: '/portal/roster/roster' },
  alumni: { label: 'Alumni', path: '/portal/roster/alumni' },
  coaches: { label: 'Coaches & Staff', path: '/portal/coaches' },
  executiveBoard: { label: 'Executive Board', path: '/portal/executiveboard' },
  seasons: { label: 'Seasons', path: '/portal/seasons' },
  games: { label: 'Games', path: '/portal/seasons' },
  events: { label: 'Events', path: '/portal/events/events' },
  practices: { label: 'Practices', path: '/portal/events/practice' },
  articles: { label: 'Articles', path: '/portal/articles/articles' },
  galleries: { label: 'Galleries', path: '/portal/galleries/galleries' },
  photos: { label: 'Photos', path: '/portal/galleries/all' },
  sponsors: { label: 'Sponsors', path: '/portal/sponsors' },
  opponents: { label: 'Opponents', path: '/portal/opponents' },
  leagues: { label: 'Leagues', path: '/portal/leagues' },
  forms: { label: 'Forms', path: '/portal/forms/customforms' },
  submissions: { label: 'Submissions', path: '/portal/forms/formssubmitted' },
  products: { label: 'Products', path: '/portal/store/products' },
  tickets: { label: 'Tickets', path: '/portal/store/tickets' },
};

export const contentCountKeys = Object.keys(contentCountInfo) as (keyof typeof contentCountInfo)[];
