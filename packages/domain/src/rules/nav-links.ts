import type { NavLink } from '../team/team-record.ts';

/**
 * Rules of the website editor's navigation links (spec part 1 §2 and §5). The value '/custom'
 * means "a link of the team's own choosing" (the `link` field), which opens in a new tab.
 */
export const customNavLinkValue = '/custom';
/** Links nest at most three levels: main link, option, sub-option. */
export const maxNavLinkDepth = 3;
/** More main links than this crowd the menu bar; the editor warns but still saves. */
export const maxMainNavLinks = 8;

export const navLinkMessages = {
  tooManyMainLinks: `Keep the main navigation to at most ${maxMainNavLinks} links so it fits on one line`,
  tooDeep: `Navigation links can nest at most ${maxNavLinkDepth} levels`,
  requiredLinksChanged:
    'The Home link of your site cannot be removed or pointed elsewhere. You can change its title.',
} as const;

export type NavLinkWarningCode = 'too-many-main-links';
export interface NavLinkWarning {
  code: NavLinkWarningCode;
  message: string;
}

export function opensInNewTab(value: string): boolean {
  return value === customNavLinkValue;
}

/**
 * The link after its value is chosen: openNewTab follows the value, and a changed value drops
 * the sub-options (they belonged to the old destination).
 */
export function changeNavLinkValue<T extends NavLink>(link: T, value: string): T {
  return {
    ...link,
    value,
    openNewTab: opensInNewTab(value),
    options: value === link.value ? link.options : [],
  };
}

/** Applies the openNewTab rule to a whole tree, e.g. on save, whatever the client sent. */
export function normalizeNavLinks(links: readonly NavLink[]): NavLink[] {
  return links.map((link) => ({
    ...link,
    openNewTab: opensInNewTab(link.value),
    options: normalizeNavLinks(link.options),
  }));
}

/** Levels used: 0 without links, 1 for a flat menu, 2 when some link has options, ... */
export function measureNavLinkDepth(links: readonly NavLink[]): number {
  if (links.length === 0) return 0;
  return 1 + Math.max(...links.map((link) => measureNavLinkDepth(link.options)));
}

/** The error for a tree nested deeper than allowed, or null. */
export function findNavLinkDepthError(links: readonly NavLink[]): string | null {
  return measureNavLinkDepth(links) > maxNavLinkDepth ? navLinkMessages.tooDeep : null;
}

/** Whether an option may be added under a link at this level (1 = main link). */
export function canAddNavLinkOption(parentLevel: number): boolean {
  return parentLevel < maxNavLinkDepth;
}

/** Advice that does not block saving. */
export function findNavLinkWarnings(links: readonly NavLink[]): NavLinkWarning[] {
  const warnings: NavLinkWarning[] = [];
  if (links.length > maxMainNavLinks) {
    warnings.push({ code: 'too-many-main-links', message: navLinkMessages.tooManyMainLinks });
  }
  return warnings;
}

/** The values of the links marked required (Home), in tree order. */
function listRequiredNavLinkValues(links: readonly NavLink[]): string[] {
  return links.flatMap((link) => [
    ...(link.required ? [link.value] : []),
    ...listRequiredNavLinkValues(link.options),
  ]);
}

/**
 * The required links are Sideline's to set: a save may rename them but must keep each one with its
 * value, and may not mark others required. Returns the message when it does not, else null.
 */
export function findRequiredNavLinksProblem(
  stored: readonly NavLink[],
  requested: readonly NavLink[],
): string | null {
  const before = listRequiredNavLinkValues(stored).sort();
  const after = listRequiredNavLinkValues(requested).sort();
  const isSame = before.length === after.length && before.every((value, i) => value === after[i]);
  return isSame ? null : navLinkMessages.requiredLinksChanged;
}
