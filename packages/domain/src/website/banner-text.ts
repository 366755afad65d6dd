/**
 * The banner text a site shows over its home page (spec part 1 §3 `website.styles.bannerText`).
 * The editor's default welcome phrase counts as no text at all, so a team that never changed it
 * shows its own name and slogan instead of boilerplate.
 */
export const defaultBannerWelcomePhrase = 'Welcome to our official website';

export function resolveBannerText(bannerText: string): string {
  const text = bannerText.trim();
  return text.toLowerCase() === defaultBannerWelcomePhrase.toLowerCase() ? '' : text;
}
