import { teamSitePaths } from '../seed/default-navigation.ts';
import { type DesignPageType, designCount, designPageTypes } from '../team/team-record.ts';
import { buildSiteDetailPath, type teamSiteDetailPaths, teamSiteExtraPaths } from './site-paths.ts';
import type { WebsiteStyles } from './website-design.ts';

/**
 * Previews of a design before it is saved: which page of the team's site shows each page type,
 * and the unsaved style values the site's admin preview (`?team={id}`) applies on top of the
 * stored ones. The server honours these values only in that preview, for the team's signed-in
 * admin, and never caches what it renders with them.
 */

/** One record of each detail page type the team has (the newest or first listed), if any. */
export interface DesignPreviewSamples {
  /** A player's urlId. */
  player?: string | null;
  /** A coach's urlId. */
  coach?: string | null;
  /** An executive board member's urlId. */
  boardMember?: string | null;
  /** A game's id. */
  game?: string | null;
  /** An event's urlId. */
  event?: string | null;
  /** An article's url. */
  article?: string | null;
  /** A gallery's urlId. */
  gallery?: string | null;
}

/**
 * The site path that shows each page type: its list page, or for a detail type a real record's
 * page, falling back to the list page when the team has no such record yet.
 */
export function buildDesignPreviewPaths(samples: DesignPreviewSamples): Record<DesignPageType, string> {
  const detail = (kind: keyof typeof teamSiteDetailPaths & keyof DesignPreviewSamples, list: string) => {
    const id = samples[kind];
    return id ? buildSiteDetailPath(kind, id) : list;
  };
  return {
    homepage: teamSitePaths.home,
    articles: teamSitePaths.articles,
    article: detail('article', teamSitePaths.articles),
    galleries: teamSitePaths.galleries,
    gallery: detail('gallery', teamSitePaths.galleries),
    events: teamSitePaths.eventsAndPractice,
    event: detail('event', teamSitePaths.eventsAndPractice),
    forms: teamSiteExtraPaths.contact,
    about: teamSitePaths.about,
    sponsors: teamSitePaths.sponsors,
    players: teamSitePaths.roster,
    player: detail('player', teamSitePaths.roster),
    coaches: teamSitePaths.staff,
    coach: detail('coach', teamSitePaths.staff),
    games: teamSitePaths.schedule,
    game: detail('game', teamSitePaths.schedule),
    staffs: teamSiteExtraPaths.executiveBoard,
    staff: detail('boardMember', teamSiteExtraPaths.executiveBoard),
  };
}

/** Unsaved style values for the admin preview. */
export interface SitePreviewOverrides {
  /** Applied to every page type, so the page previewed shows it whatever its type. */
  design?: number;
  primaryColor?: string;
  secondaryColor?: string;
  fontColor?: string;
  darkMode?: 'light' | 'dark';
  bannerText?: string;
}

/** The query parameters of the preview address. */
export const sitePreviewQueryKeys = {
  design: 'design',
  primaryColor: 'primary',
  secondaryColor: 'secondary',
  fontColor: 'font',
  darkMode: 'dark',
  bannerText: 'banner',
} as const satisfies Record<keyof SitePreviewOverrides, string>;

/** Banner text longer than the editor allows is not a preview of anything. */
const maxPreviewBannerLength = 200;
const hexColor = /^#[0-9a-f]{6}$/i;

/** The overrides as query parameters (values the server would ignore are left out). */
export function buildSitePreviewQuery(overrides: SitePreviewOverrides): Record<string, string> {
  const query: Record<string, string> = {};
  const keys = sitePreviewQueryKeys;
  if (overrides.design !== undefined) query[keys.design] = String(overrides.design);
  for (const color of ['primaryColor', 'secondaryColor', 'fontColor'] as const) {
    const value = overrides[color];
    if (value && hexColor.test(value)) query[keys[color]] = value.toLowerCase();
  }
  if (overrides.darkMode) query[keys.darkMode] = overrides.darkMode === 'dark' ? '1' : '0';
  if (overrides.bannerText !== undefined) {
    query[keys.bannerText] = overrides.bannerText.slice(0, maxPreviewBannerLength);
  }
  return query;
}

/** Reads the overrides from a request's query; a missing or malformed value is no override. */
export function parseSitePreviewQuery(query: Record<string, unknown>): SitePreviewOverrides {
  const keys = sitePreviewQueryKeys;
  const text = (key: string) => (typeof query[key] === 'string' ? (query[key] as string) : undefined);
  const overrides: SitePreviewOverrides = {};
  const design = Number(text(keys.design));
  if (Number.isInteger(design) && design >= 1 && design <= designCount) overrides.design = design;
  for (const color of ['primaryColor', 'secondaryColor', 'fontColor'] as const) {
    const value = text(keys[color]);
    if (value && hexColor.test(value)) overrides[color] = value.toLowerCase();
  }
  const dark = text(keys.darkMode);
  if (dark === '1' || dark === '0') overrides.darkMode = dark === '1' ? 'dark' : 'light';
  const banner = text(keys.bannerText);
  if (banner !== undefined && banner.length <= maxPreviewBannerLength) overrides.bannerText = banner;
  return overrides;
}

/** The stored styles with the overrides applied. */
export function applySitePreviewOverrides(
  styles: WebsiteStyles,
  overrides: SitePreviewOverrides,
): WebsiteStyles {
  const { design, primaryColor, secondaryColor, fontColor, darkMode, bannerText } = overrides;
  return {
    ...styles,
    designs:
      design === undefined
        ? styles.designs
        : (Object.fromEntries(designPageTypes.map((type) => [type, design])) as WebsiteStyles['designs']),
    colors: {
      primaryColor: primaryColor ?? styles.colors.primaryColor,
      secondaryColor: secondaryColor ?? styles.colors.secondaryColor,
      fontColor: fontColor ?? styles.colors.fontColor,
    },
    darkMode: darkMode ?? styles.darkMode,
    bannerText: bannerText ?? styles.bannerText,
  };
}
