import { buildUrlId } from './seed-people.ts';

/**
 * A team's slug is its public address ({slug}.{BASE_DOMAIN}, /sites/{slug}). It is made from the
 * team name; names that would clash with our own host names get a suffix.
 */
export const maxTeamSlugLength = 40;

export const reservedTeamSlugs: ReadonlySet<string> = new Set([
  'www',
  'api',
  'app',
  'admin',
  'portal',
  'mail',
  'smtp',
  'files',
  'assets',
  'static',
  'sites',
  'demo',
  'sideline',
  'help',
  'support',
  'blog',
  'blogs',
  'status',
  'dev',
  'staging',
  'team',
  'teams',
]);

/** "Northfield Ice Hawks!" -> "northfield-ice-hawks"; a reserved or empty result becomes "{it}-team". */
export function buildTeamSlugBase(teamName: string): string {
  const id = buildUrlId(teamName).slice(0, maxTeamSlugLength).replace(/-+$/, '');
  if (id === 'item') return 'team';
  return reservedTeamSlugs.has(id) ? `${id}-team` : id;
}

/** The first free slug: the base itself, else base-2, base-3, ... */
export function chooseFreeTeamSlug(base: string, takenSlugs: Iterable<string>): string {
  const taken = new Set(takenSlugs);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Referral ids: 8 characters that cannot be confused (no 0/o, 1/l/i) and always hold a digit. */
export const referralIdAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
export const referralIdLength = 8;

/** Builds a referral id from random integers (one per character); the caller supplies the randomness. */
export function buildReferralId(randomInts: readonly number[]): string {
  const chars = randomInts
    .slice(0, referralIdLength)
    .map((n) => referralIdAlphabet.charAt(n % referralIdAlphabet.length));
  // A digit keeps the id apart from every word-like path of the site (/pricing, /referral, ...).
  if (!chars.some((c) => /\d/.test(c))) chars[chars.length - 1] = String(2 + ((randomInts[0] ?? 0) % 8));
  return chars.join('');
}

export function isWellFormedReferralId(id: string): boolean {
  return (
    id.length === referralIdLength && [...id].every((c) => referralIdAlphabet.includes(c)) && /\d/.test(id)
  );
}
