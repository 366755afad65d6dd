import { and, eq, or } from 'drizzle-orm';
import addressparser from 'nodemailer/lib/addressparser';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { organizations, teams } from '../../db/schema/teams.ts';
import type { RateLimiter } from '../rate-limit.ts';

const dayMs = 24 * 60 * 60 * 1000;

export type TeamMailAdmission =
  | { admitted: true }
  | { admitted: false; reason: 'unverified' }
  | { admitted: false; reason: 'spent'; retryAfterSeconds: number };

/** True when the team's owner, or the owner of its organization, has verified their email. */
async function hasVerifiedAdmin(tx: DbOrTx, teamId: string): Promise<boolean> {
  const [admin] = await tx
    .select({ id: users.id })
    .from(teams)
    .leftJoin(organizations, eq(organizations.id, teams.organizationId))
    .innerJoin(users, or(eq(users.id, teams.ownerUserId), eq(users.id, organizations.ownerUserId)))
    .where(and(eq(teams.id, teamId), eq(users.emailVerified, true)))
    .limit(1);
  return Boolean(admin);
}

/**
 * The gate for mail whose recipients or words a team's users (or its form's visitors) control:
 * it goes out only for a team with a verified admin, and only within `perDay` recipients per team
 * and UTC day (docs/decisions/015-team-mail-budget.md). Mail the platform owes a person (account,
 * security, receipts) never passes here.
 */
export function createTeamMailGate(deps: { rateLimiter: RateLimiter; perDay: number }) {
  const daily = { limit: deps.perDay, windowMs: dayMs };
  return {
    perDay: deps.perDay,
    /**
     * Whether a mail to `recipients` addresses may go out; when it may, they are spent from today's
     * budget in `tx`, the transaction that writes the mail (a rollback gives them back).
     */
    async admit(tx: DbOrTx, teamId: string, recipients: number): Promise<TeamMailAdmission> {
      if (!(await hasVerifiedAdmin(tx, teamId))) return { admitted: false, reason: 'unverified' };
      const spent = await deps.rateLimiter.spend(tx, `team-mail:${teamId}`, daily, recipients);
      return spent.allowed
        ? { admitted: true }
        : { admitted: false, reason: 'spent', retryAfterSeconds: spent.retryAfterSeconds };
    },
  };
}

export type TeamMailGate = ReturnType<typeof createTeamMailGate>;

/**
 * The platform's sender address under the team's name ("Harbor City Hawks via Sideline"), so the
 * reader sees who wrote and who relayed it. Quotes and backslashes leave the name: it is quoted.
 */
export function teamSenderAddress(mailFrom: string, teamName: string): string {
  const [platform] = addressparser(mailFrom) as { name: string; address: string }[];
  const name = `${teamName.replace(/["\\<>]/g, '')} via ${platform?.name || 'Sideline'}`;
  return `"${name}" <${platform?.address ?? mailFrom}>`;
}
