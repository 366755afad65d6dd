import { z } from 'zod';
import { isWellFormedReferralId } from '../seed/team-slug.ts';
import { isScanAccessPath } from '../tickets/scanner-paths.ts';

/** Marketing-site paths (spec part 1 §2, "Public routes"). */
export const publicPaths = {
  home: '/',
  signIn: '/signin',
  signUp: '/signup',
  newPassword: '/newpassword',
  verifyEmail: '/verify-email',
  /** The link mailed to the old address after an email change: undo it. */
  revertEmail: '/revert-email',
  contact: '/contactus',
  demo: '/demo',
  pricing: '/pricing',
  referral: '/referral',
  referralTerms: '/referralterms',
  schedule: '/schedule',
  blogs: '/blogs',
  clubHockeyArticle: '/blogs/collegiate-club-hockey-fixing-the-stigma-of-club-hockey',
  version: '/version',
  privacy: '/privacy',
  terms: '/terms',
} as const;

/** The path form of a team's public site (DESIGN.md "Addresses"). */
export function teamSitePath(slug: string): string {
  return `/sites/${encodeURIComponent(slug)}`;
}

export const portalVersion = '9.6.3';

/** Demo ids for /demo/{demoid} (DESIGN.md): each presents the seeded demo team of that sport. */
export const demoIds = ['hockey', 'rugby', 'lacrosse'] as const;
export const demoIdSchema = z.enum(demoIds);
export type DemoId = z.infer<typeof demoIdSchema>;

export function isDemoId(value: string): value is DemoId {
  return demoIdSchema.safeParse(value).success;
}
export const defaultDemoId: DemoId = 'hockey';

/** Fixed aliases: a request for the key goes to the value. */
export const publicPathAliases: Record<string, string> = {
  '/login': publicPaths.signIn,
  '/contact': publicPaths.contact,
  '/demo': `${publicPaths.demo}/${defaultDemoId}`,
  '/prices': publicPaths.pricing,
  '/price': publicPaths.pricing,
  '/subscription': publicPaths.pricing,
  '/subscriptions': publicPaths.pricing,
  '/portal': '/portal/dashboard',
  '/portal/alumni': '/portal/roster/alumni',
  '/portal/dashboard/partner': '/portal/dashboard/partner/jog',
};

/** Paths served by the web app as they are (besides the portal and /demo/{id}). */
export const knownPublicPaths: readonly string[] = Object.values(publicPaths);

export type PublicPathResolution =
  | { kind: 'page' }
  | { kind: 'redirect'; to: string }
  | { kind: 'referral-candidate'; referralId: string };

/**
 * Decides what a GET of a non-API path means. The server turns 'referral-candidate' into a redirect
 * to sign-up when the id is a known referral id and to / otherwise (DESIGN.md "Decisions").
 */
export function resolvePublicPath(pathname: string): PublicPathResolution {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const alias = publicPathAliases[path.toLowerCase()];
  if (alias) return { kind: 'redirect', to: alias };
  if (knownPublicPaths.includes(path)) return { kind: 'page' };
  const signUpReferral = /^\/signup\/([^/]+)$/.exec(path)?.[1];
  if (signUpReferral)
    return { kind: 'redirect', to: signUpPathWithReferral(decodeURIComponent(signUpReferral)) };
  const demo = /^\/demo\/([^/]+)$/.exec(path)?.[1];
  if (demo) {
    return isDemoId(demo)
      ? { kind: 'page' }
      : { kind: 'redirect', to: `${publicPaths.demo}/${defaultDemoId}` };
  }
  if (path === '/portal' || path.startsWith('/portal/')) return { kind: 'page' };
  if (isScanAccessPath(path)) return { kind: 'page' };
  // Only a well-formed referral id is looked up; any other unknown path goes home without a query.
  const single = /^\/([^/]+)$/.exec(path)?.[1];
  if (single && isWellFormedReferralId(single)) return { kind: 'referral-candidate', referralId: single };
  return { kind: 'redirect', to: publicPaths.home };
}

export function signUpPathWithReferral(referralId: string): string {
  return `${publicPaths.signUp}?referral=${encodeURIComponent(referralId)}`;
}
