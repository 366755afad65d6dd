import { eq } from 'drizzle-orm';
import type { App } from '../../app.ts';
import { users } from '../../db/schema/auth.ts';
import type { DomainLookups } from '../../platform/domain-lookups.ts';
import { signUp } from '../../test/account-helpers.ts';
import type { TestContext } from '../../test/test-app.ts';

/** The CNAME target and apex address the domain tests configure. */
export const testDomainTargets = { cnameTarget: 'sites.sideline.test', apexAddress: '203.0.113.7' };

export const domainTestEnv = {
  DOMAIN_CNAME_TARGET: testDomainTargets.cnameTarget,
  DOMAIN_APEX_ADDRESS: testDomainTargets.apexAddress,
  // Every request sees the latest teams.url (no per-instance revalidation window in tests).
  SITE_REVALIDATE_MS: '0',
};

/**
 * A stand-in for DNS and the HTTP probe: records the test sets, and a probe that reaches this
 * app (through app.inject with the Host header) only when the host's records point here — as a
 * real request would.
 */
export function createDomainLookupStandIn(appOf: () => App) {
  const txt = new Map<string, string[]>();
  const cname = new Map<string, string[]>();
  const a = new Map<string, string[]>();
  let isProbeBroken = false;
  const pointsHere = (host: string) =>
    (a.get(host) ?? []).includes(testDomainTargets.apexAddress) ||
    (cname.get(host) ?? []).includes(testDomainTargets.cnameTarget);
  const lookups: DomainLookups = {
    resolveTxt: async (name) => txt.get(name) ?? [],
    resolveCname: async (name) => cname.get(name) ?? [],
    resolve4: async (name) => a.get(name) ?? [],
    async fetchText(host, path) {
      if (isProbeBroken || !pointsHere(host)) return null;
      const res = await appOf().inject({ method: 'GET', url: path, headers: { host } });
      return res.statusCode === 200 ? res.body : null;
    },
  };
  return {
    lookups,
    txt,
    cname,
    a,
    /** A firewall or proxy in front of the host that swallows the verification request. */
    breakProbe(isBroken: boolean) {
      isProbeBroken = isBroken;
    },
  };
}

/** A signed-up team whose admin verified their email (so its optional mail may go out). */
export async function signUpVerifiedTeam(ctx: TestContext) {
  const account = await signUp(ctx.app);
  await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, account.body.email));
  return { ...account, teamId: account.session.team.id as string, email: account.body.email };
}
