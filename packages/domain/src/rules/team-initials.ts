/**
 * A team's initials, shown where it has no logo: the first letters of up to three capitalised
 * words, skipping Club, Team, Women and Men ("Northfield University Hockey Club" → "NUH").
 */
export function buildTeamInitials(teamName: string): string {
  const words = teamName
    .split(/[^\p{L}\p{N}]+/u)
    .filter(
      (w) => w && /^\p{Lu}/u.test(w) && !['Club', 'Team', 'Women', 'Men', 'Womens', 'Mens'].includes(w),
    );
  const initials = words
    .slice(0, 3)
    .map((w) => w[0])
    .join('');
  return initials || teamName.trim().slice(0, 2).toUpperCase();
}
