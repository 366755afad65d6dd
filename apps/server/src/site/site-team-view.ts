import {
  adjustColorForContrast,
  buildTeamInitials,
  customNavLinkValue,
  getSportsTypeDisplayName,
  hasReadableContrast,
  isTeamSportsType,
  joinSitePath,
  type NavLink,
  parseHexColor,
  pickReadableTextColor,
  sitePageBackgrounds,
  socialNetworkRules,
  teamSiteExtraPaths,
} from '@sideline/domain';
import type { SiteImage, SiteLink, SiteSocialLink, SiteSponsorView, SiteTeamView } from '@sideline/site';
import { toSiteImage } from './site-format.ts';
import type { SiteTeamRow } from './site-teams.repository.ts';

const defaultColors = { primary: '#000000', secondary: '#008000', font: '#ffffff' } as const;

/** Only web and mail addresses leave the site; anything else (javascript:, data:) is dropped. */
export function safeExternalUrl(value: string): string | null {
  const url = value.trim();
  if (!/^(https?:\/\/|mailto:)/i.test(url)) return null;
  try {
    return new URL(url).toString();
  } catch {
    return null;
  }
}

function hexOr(value: string | undefined, fallback: string): string {
  return value && parseHexColor(value) ? value.toLowerCase() : fallback;
}

/**
 * A team's colors made safe to print into CSS (only #hex passes) and readable (WCAG AA) where text
 * sits on them. Without a choice, the defaults of spec part 1 §3 apply.
 */
export function buildSiteColors(
  colors: Partial<SiteTeamRow['website']['styles']['colors']>,
  isDark: boolean,
): SiteTeamView['colors'] {
  const primary = hexOr(colors.primaryColor, defaultColors.primary);
  const secondary = hexOr(colors.secondaryColor, defaultColors.secondary);
  const font = hexOr(colors.fontColor, defaultColors.font);
  return {
    primary,
    secondary,
    onPrimary: hasReadableContrast(font, primary) ? font : pickReadableTextColor(primary),
    onSecondary: pickReadableTextColor(secondary),
    accent: adjustColorForContrast(
      secondary,
      isDark ? sitePageBackgrounds.dark : sitePageBackgrounds.light,
      pickReadableTextColor(secondary),
    ),
  };
}

/** Nav links as the site shows them: site paths joined to the root, custom links only if safe. */
export function buildSiteNav(links: readonly NavLink[], root: string, depth = 1): SiteLink[] {
  if (depth > 3) return [];
  return links.flatMap((link): SiteLink[] => {
    const isCustom = link.value === customNavLinkValue;
    const href = isCustom
      ? safeExternalUrl(link.link)
      : link.value.startsWith('/')
        ? joinSitePath(root, link.value)
        : null;
    const children = buildSiteNav(link.options ?? [], root, depth + 1);
    if (!href && children.length === 0) return [];
    return [{ title: link.title, href: href ?? '', newTab: isCustom, children }];
  });
}

function buildSocials(team: SiteTeamRow): SiteSocialLink[] {
  const s = team.socials;
  const urls: [SiteSocialLink['network'], string][] = [
    ['facebook', s.facebookURL],
    ['instagram', s.instagramURL],
    ['twitter', s.twitterURL],
    ['tiktok', s.tiktokURL],
    ['youtube', s.youtubeURL],
  ];
  return urls.flatMap(([network, url]) => {
    const href = safeExternalUrl(url ?? '');
    return href ? [{ network, href, label: `${team.name} on ${socialNetworkRules[network].label}` }] : [];
  });
}

/** The header's logo: the 196 px high variant (logo2) when there is one, else the logo itself. */
function buildLogo(team: SiteTeamRow): SiteImage | null {
  const image = team.logo.logo2?.link ? team.logo.logo2 : team.logo.logo;
  return toSiteImage(image, `${team.name} logo`);
}

export function buildSiteTeamView(input: {
  team: SiteTeamRow;
  root: string;
  platformUrl: string;
  footerSponsors: SiteSponsorView[];
}): SiteTeamView {
  const { team, root } = input;
  return {
    name: team.name,
    initials: team.info.initials || buildTeamInitials(team.name),
    sportName: isTeamSportsType(team.sportsType) ? getSportsTypeDisplayName(team.sportsType) : '',
    slogan: team.info.slogan,
    logo: buildLogo(team),
    colors: buildSiteColors(team.website.styles.colors, team.website.styles.darkMode === 'dark'),
    darkMode: team.website.styles.darkMode === 'dark',
    root,
    homeHref: joinSitePath(root, '/'),
    nav: buildSiteNav(team.website.styles.navLinks ?? [], root),
    socials: buildSocials(team),
    policiesHref: joinSitePath(root, teamSiteExtraPaths.policies),
    calendarHref: joinSitePath(root, teamSiteExtraPaths.calendar),
    footerSponsors: input.footerSponsors,
    cart: null,
    platformHref: input.platformUrl,
  };
}
