import {
  domainCheckProblems,
  domainMessages,
  privateDemoRefusal,
  requiredFieldMessage,
  type TeamDomainView,
} from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { domainRegistrations, domainRequests, siteHosts, teamDomains } from '../../db/schema/domains.ts';
import { teams } from '../../db/schema/teams.ts';
import type { DomainLookups } from '../../platform/domain-lookups.ts';
import { createTeamMailGate } from '../../platform/mail/team-mail.ts';
import { createRateLimiter } from '../../platform/rate-limit.ts';
import { createMemoryFileStorage } from '../../platform/storage.ts';
import { mailsTo, postJson, signUp } from '../../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { callSection } from '../content-sections/content-section-test-helpers.ts';
import {
  createDomainLookupStandIn,
  domainTestEnv,
  signUpVerifiedTeam,
  testDomainTargets,
} from './domain-test-helpers.ts';
import { createDomainsServiceOf } from './domains.module.ts';

/** The domains service as the worker builds it, on a test app's database and the DNS stand-in. */
function domainsServiceOn(ctx: TestContext, lookups: DomainLookups, now: () => Date) {
  const rateLimiter = createRateLimiter({ db: ctx.database.db, limitPerMinute: 1000 });
  return createDomainsServiceOf({
    db: ctx.database.db,
    config: ctx.config,
    now,
    teamMailGate: createTeamMailGate({ rateLimiter, perDay: 200 }),
    domainLookups: lookups,
  });
}

describe('custom domains', () => {
  let ctx: TestContext;
  const dns = createDomainLookupStandIn(() => ctx.app);

  beforeAll(async () => {
    ctx = await createTestApp(
      { ...domainTestEnv, NOTIFY_EMAIL: 'ops@sideline.test' },
      { domainLookups: dns.lookups },
    );
  });
  afterAll(() => ctx.close());

  const verifiedTeam = () => signUpVerifiedTeam(ctx);

  const teamUrlOf = async (teamId: string) =>
    (await ctx.database.db.select({ url: teams.url }).from(teams).where(eq(teams.id, teamId)))[0]?.url;

  const check = async (cookie: string): Promise<TeamDomainView> => {
    const res = await callSection(ctx.app, 'POST', '/api/domains/check', cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().domain;
  };

  const siteOn = (host: string, url = '/') => ctx.app.inject({ method: 'GET', url, headers: { host } });

  it('shows the records, then goes Pending verification → Invalid configuration → Valid and sets teams.url', async () => {
    const team = await verifiedTeam();
    const put = await callSection(ctx.app, 'PUT', '/api/domains', team.cookie, {
      domain: 'https://Harbor-Hawks.org/',
      primary: 'www',
    });
    expect(put.statusCode, put.body).toBe(200);
    const entered: TeamDomainView = put.json().domain;
    expect(entered).toMatchObject({
      domain: 'harbor-hawks.org',
      primaryHost: 'www.harbor-hawks.org',
      alternateHost: 'harbor-hawks.org',
      status: 'pending',
      siteUrl: null,
    });
    const token = entered.records[0]?.value ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(entered.records.map(({ type, name, value }) => [type, name, value])).toEqual([
      ['TXT', '_sideline-challenge.harbor-hawks.org', token],
      ['CNAME', 'www.harbor-hawks.org', testDomainTargets.cnameTarget],
      ['A', 'harbor-hawks.org', testDomainTargets.apexAddress],
    ]);

    // Before the TXT record: pending, and the site does not answer on the host.
    expect(await check(team.cookie)).toMatchObject({
      status: 'pending',
      problem: domainCheckProblems.challengeMissing('_sideline-challenge.harbor-hawks.org'),
    });
    dns.txt.set('_sideline-challenge.harbor-hawks.org', ['something-else']);
    expect((await check(team.cookie)).problem).toBe(
      domainCheckProblems.challengeWrong('_sideline-challenge.harbor-hawks.org'),
    );

    // The TXT record is right but the host points elsewhere: invalid configuration.
    dns.txt.set('_sideline-challenge.harbor-hawks.org', ['something-else', token]);
    expect(await check(team.cookie)).toMatchObject({
      status: 'invalid',
      problem: domainCheckProblems.notPointing(
        'www.harbor-hawks.org',
        'CNAME',
        testDomainTargets.cnameTarget,
      ),
    });
    expect(await teamUrlOf(team.teamId)).toBe('');

    // It points here, but the verification request does not come through.
    dns.cname.set('www.harbor-hawks.org', [testDomainTargets.cnameTarget]);
    dns.a.set('harbor-hawks.org', [testDomainTargets.apexAddress]);
    dns.breakProbe(true);
    expect((await check(team.cookie)).problem).toBe(
      domainCheckProblems.noTokenAnswer('www.harbor-hawks.org'),
    );
    dns.breakProbe(false);

    const valid = await check(team.cookie);
    expect(valid).toMatchObject({ status: 'valid', problem: '', siteUrl: 'https://www.harbor-hawks.org' });
    expect(valid.verifiedAt).not.toBeNull();
    expect(await teamUrlOf(team.teamId)).toBe('www.harbor-hawks.org');
    const [connected] = (await mailsTo(ctx.database.db, team.email)).filter(
      (mail) => mail.templateId === 'domain-connected',
    );
    expect(connected?.subject).toContain('www.harbor-hawks.org now shows');

    // The site answers on the chosen host; the apex redirects there, path and query kept.
    const home = await siteOn('www.harbor-hawks.org');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(team.session.team.name);
    const redirect = await siteOn('harbor-hawks.org', '/roster?season=2026');
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('https://www.harbor-hawks.org/roster?season=2026');

    // A second check changes nothing and mails nothing again.
    await check(team.cookie);
    const connectedMails = (await mailsTo(ctx.database.db, team.email)).filter(
      (mail) => mail.templateId === 'domain-connected',
    );
    expect(connectedMails).toHaveLength(1);
  });

  it('mails “domain connected” per the domain preference and each address’s opt-outs', async () => {
    /** A team whose own domain becomes valid; returns the domain-connected mails of its addresses. */
    const connectOwnDomain = async (team: { cookie: string; teamId: string }, domain: string) => {
      const put = await callSection(ctx.app, 'PUT', '/api/domains', team.cookie, { domain, primary: 'apex' });
      expect(put.statusCode, put.body).toBe(200);
      dns.txt.set(`_sideline-challenge.${domain}`, [put.json().domain.records[0]?.value ?? '']);
      dns.a.set(domain, [testDomainTargets.apexAddress]);
      expect((await check(team.cookie)).status).toBe('valid');
      expect(await teamUrlOf(team.teamId)).toBe(domain);
    };
    const connectedMails = async (email: string) =>
      (await mailsTo(ctx.database.db, email)).filter((mail) => mail.templateId === 'domain-connected');
    const communications = (
      team: { cookie: string; email: string },
      treasurerWants: boolean,
      domainNotification: boolean,
    ) =>
      callSection(ctx.app, 'PUT', '/api/settings/communications', team.cookie, {
        emails: [
          { email: team.email, account: true, updates: true, tips: true, all: true },
          { email: `treasurer.${team.email}`, account: treasurerWants, updates: true, tips: true, all: true },
        ],
        phones: [],
        notifications: { feedbackNotification: true, futureNotification: true, domainNotification },
      });

    // The preference on: the admin's address hears, the treasurer who opted out of account mail does not.
    const listening = await verifiedTeam();
    expect((await communications(listening, false, true)).statusCode).toBe(200);
    await connectOwnDomain(listening, 'listening-lynx.org');
    const [connected] = await connectedMails(listening.email);
    expect(connected?.to).toEqual([listening.email]);
    expect(connected?.subject).toContain('listening-lynx.org now shows');
    expect(await connectedMails(`treasurer.${listening.email}`)).toEqual([]);

    // The preference off: the domain is connected all the same, and nobody is mailed about it.
    const quiet = await verifiedTeam();
    expect((await communications(quiet, true, false)).statusCode).toBe(200);
    await connectOwnDomain(quiet, 'quiet-quokkas.org');
    expect(await connectedMails(quiet.email)).toEqual([]);
    expect(await connectedMails(`treasurer.${quiet.email}`)).toEqual([]);
  });

  it('redirects www to the apex when the admin chose the apex', async () => {
    const team = await verifiedTeam();
    const put = await callSection(ctx.app, 'PUT', '/api/domains', team.cookie, {
      domain: 'www.lakeside-lax.org',
      primary: 'apex',
    });
    const view: TeamDomainView = put.json().domain;
    expect(view.records.map(({ type, name }) => `${type} ${name}`)).toEqual([
      'TXT _sideline-challenge.lakeside-lax.org',
      'A lakeside-lax.org',
      'CNAME www.lakeside-lax.org',
    ]);
    dns.txt.set('_sideline-challenge.lakeside-lax.org', [view.records[0]?.value ?? '']);
    dns.a.set('lakeside-lax.org', [testDomainTargets.apexAddress]);
    expect((await check(team.cookie)).status).toBe('valid');
    const redirect = await siteOn('www.lakeside-lax.org', '/schedule');
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('https://lakeside-lax.org/schedule');
    expect((await siteOn('lakeside-lax.org')).statusCode).toBe(200);
  });

  it('answers the verification token on the host, and nothing for another token or host', async () => {
    const team = await verifiedTeam();
    const view: TeamDomainView = (
      await callSection(ctx.app, 'PUT', '/api/domains', team.cookie, { domain: 'token-hawks.org' })
    ).json().domain;
    const token = view.records[0]?.value ?? '';
    const answer = await siteOn('www.token-hawks.org', `/.well-known/sideline-domain/${token}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(token);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect((await siteOn('token-hawks.org', `/.well-known/sideline-domain/${token}`)).statusCode).toBe(200);
    expect((await siteOn('www.token-hawks.org', '/.well-known/sideline-domain/wrong')).statusCode).toBe(404);
    expect((await siteOn('www.other-hawks.org', `/.well-known/sideline-domain/${token}`)).statusCode).toBe(
      404,
    );
  });

  it('turns back to not valid when the records go, and clears teams.url; removing the domain clears it too', async () => {
    const team = await verifiedTeam();
    const view: TeamDomainView = (
      await callSection(ctx.app, 'PUT', '/api/domains', team.cookie, { domain: 'fickle-hawks.org' })
    ).json().domain;
    dns.txt.set('_sideline-challenge.fickle-hawks.org', [view.records[0]?.value ?? '']);
    dns.cname.set('www.fickle-hawks.org', [testDomainTargets.cnameTarget]);
    expect((await check(team.cookie)).status).toBe('valid');
    dns.cname.delete('www.fickle-hawks.org');
    expect((await check(team.cookie)).status).toBe('invalid');
    expect(await teamUrlOf(team.teamId)).toBe('');
    expect((await siteOn('www.fickle-hawks.org')).statusCode).toBe(404);

    dns.cname.set('www.fickle-hawks.org', [testDomainTargets.cnameTarget]);
    expect((await check(team.cookie)).status).toBe('valid');
    const removed = await callSection(ctx.app, 'DELETE', '/api/domains', team.cookie);
    expect(removed.json()).toEqual({ domain: null });
    expect(await teamUrlOf(team.teamId)).toBe('');
    expect((await siteOn('www.fickle-hawks.org')).statusCode).toBe(404);
  });

  it('names the field and what to do for every refusal', async () => {
    const team = await verifiedTeam();
    const put = (body: unknown) => callSection(ctx.app, 'PUT', '/api/domains', team.cookie, body);

    const missing = await put({ domain: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ domain: requiredFieldMessage('domain') });
    expect((await put({ domain: 'not a domain' })).json().error.fields).toEqual({
      domain: domainMessages.domainInvalid,
    });
    expect((await put({ domain: 'x.org', primary: 'both' })).json().error.fields).toHaveProperty('primary');

    const noDomain = await callSection(ctx.app, 'POST', '/api/domains/check', team.cookie);
    expect(noDomain.statusCode).toBe(404);
    expect(noDomain.json().error.message).toBe(domainMessages.noDomain);
    const nothingToRemove = await callSection(ctx.app, 'DELETE', '/api/domains', team.cookie);
    expect(nothingToRemove.json().error.message).toBe(domainMessages.noDomain);

    // A host another team's site already answers at.
    const taken = await put({ domain: 'harbor-hawks.org' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.fields).toEqual({ domain: domainMessages.domainTaken });
  });

  it('refuses a domain under the platform’s own domain', async () => {
    const own = await createTestApp(
      { ...domainTestEnv, BASE_DOMAIN: 'sideline.test' },
      { domainLookups: dns.lookups },
    );
    try {
      const account = await signUp(own.app);
      const res = await callSection(own.app, 'PUT', '/api/domains', account.cookie, {
        domain: 'hawks.sideline.test',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ domain: domainMessages.domainOfPlatform });
    } finally {
      await own.close();
    }
  });

  it("keeps each team's domain to itself", async () => {
    const owner = await verifiedTeam();
    const other = await verifiedTeam();
    const view: TeamDomainView = (
      await callSection(ctx.app, 'PUT', '/api/domains', owner.cookie, { domain: 'private-hawks.org' })
    ).json().domain;
    expect((await callSection(ctx.app, 'GET', '/api/domains', other.cookie)).json()).toEqual({
      domain: null,
    });
    expect((await callSection(ctx.app, 'POST', '/api/domains/check', other.cookie)).statusCode).toBe(404);
    expect((await callSection(ctx.app, 'DELETE', '/api/domains', other.cookie)).statusCode).toBe(404);
    const [stored] = await ctx.database.db
      .select()
      .from(teamDomains)
      .where(eq(teamDomains.teamId, owner.teamId));
    expect(stored?.token).toBe(view.records[0]?.value);

    // Both may claim a domain while it is pending; only the one whose TXT record is there gets it.
    const claim = await callSection(ctx.app, 'PUT', '/api/domains', other.cookie, {
      domain: 'private-hawks.org',
    });
    expect(claim.statusCode).toBe(200);
    dns.txt.set('_sideline-challenge.private-hawks.org', [view.records[0]?.value ?? '']);
    dns.cname.set('www.private-hawks.org', [testDomainTargets.cnameTarget]);
    expect((await check(other.cookie)).status).toBe('pending');
    expect((await check(owner.cookie)).status).toBe('valid');
    expect(await teamUrlOf(other.teamId)).toBe('');
    expect((await callSection(ctx.app, 'GET', '/api/domains', owner.cookie)).json().domain.status).toBe(
      'valid',
    );
  });

  it('refuses a private demo copy', async () => {
    const { ensureDemoTeams } = await import('../accounts/demo-accounts.ts');
    const { seedNewTeam } = await import('../new-team-seeding.ts');
    await ensureDemoTeams({ db: ctx.database.db, seedNewTeam, storage: createMemoryFileStorage() });
    const opened = await postJson(ctx.app, '/api/demo/hockey/try');
    const cookie = opened.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    // Every domain write: entering, checking and removing a domain, and the domain and mailbox requests.
    const writes = [
      callSection(ctx.app, 'PUT', '/api/domains', cookie, { domain: 'demo-hawks.org' }),
      callSection(ctx.app, 'POST', '/api/domains/check', cookie),
      callSection(ctx.app, 'DELETE', '/api/domains', cookie),
      callSection(ctx.app, 'POST', '/api/domains/requests/domain', cookie, { domain: 'demo-hawks.org' }),
      callSection(ctx.app, 'POST', '/api/domains/requests/email', cookie, {
        domain: 'demo-hawks.org',
        mailboxes: ['coach'],
      }),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error.message).toBe(privateDemoRefusal('customDomain'));
    }
  });

  it('re-checks pending domains in the worker, at most every 15 minutes each', async () => {
    // The domains module's worker task, as the worker runs it, on an app whose clock the test moves.
    let clock = Date.now() + 1000;
    const clockedDns = createDomainLookupStandIn(() => clocked.app);
    const clocked = await createTestApp(domainTestEnv, {
      domainLookups: clockedDns.lookups,
      now: () => new Date(clock),
    });
    try {
      const recheck = clocked.app.workerTasks.find((task) => task.name === 'domain-recheck');
      assert(recheck, 'the domains module has a re-check task');
      const team = await signUpVerifiedTeam(clocked);
      const view: TeamDomainView = (
        await callSection(clocked.app, 'PUT', '/api/domains', team.cookie, { domain: 'patient-hawks.org' })
      ).json().domain;
      const domainRow = async () =>
        (await clocked.database.db.select().from(teamDomains).where(eq(teamDomains.teamId, team.teamId)))[0];
      await recheck.run();
      expect((await domainRow())?.status).toBe('pending');
      expect((await domainRow())?.checkedAt).not.toBeNull();

      clockedDns.txt.set('_sideline-challenge.patient-hawks.org', [view.records[0]?.value ?? '']);
      clockedDns.cname.set('www.patient-hawks.org', [testDomainTargets.cnameTarget]);
      clock += 5 * 60_000;
      await recheck.run();
      expect((await domainRow())?.status).toBe('pending');
      clock += 15 * 60_000;
      await recheck.run();
      expect((await domainRow())?.status).toBe('valid');
      const [teamRow] = await clocked.database.db
        .select({ url: teams.url })
        .from(teams)
        .where(eq(teams.id, team.teamId));
      expect(teamRow?.url).toBe('www.patient-hawks.org');
    } finally {
      await clocked.close();
    }
  });
});

describe('domains Sideline registers', () => {
  let ctx: TestContext;
  const dns = createDomainLookupStandIn(() => ctx.app);
  beforeAll(async () => {
    ctx = await createTestApp(domainTestEnv, { domainLookups: dns.lookups });
  });
  afterAll(() => ctx.close());

  const serviceOf = () => domainsServiceOn(ctx, dns.lookups, () => new Date('2030-03-01T12:00:00Z'));

  it('registers, records the fulfilment and connects the domain at once; a replay registers nothing twice', async () => {
    const account = await signUp(ctx.app);
    const teamId: string = account.session.team.id;
    const service = serviceOf();
    const view = await service.registerDomainForTeam({ teamId }, 'Registered-Hawks.org');
    expect(view).toMatchObject({
      domain: 'registered-hawks.org',
      source: 'registered',
      status: 'valid',
      primaryHost: 'www.registered-hawks.org',
      alternateHost: 'registered-hawks.org',
      records: [],
      siteUrl: 'https://www.registered-hawks.org',
    });
    const [team] = await ctx.database.db.select().from(teams).where(eq(teams.id, teamId));
    assert(team);
    expect(team.url).toBe('www.registered-hawks.org');
    const fulfilment = await ctx.database.db
      .select()
      .from(domainRegistrations)
      .where(eq(domainRegistrations.teamId, teamId));
    expect(fulfilment).toHaveLength(1);
    expect(fulfilment[0]).toMatchObject({
      domain: 'registered-hawks.org',
      registrar: 'sandbox',
      years: 1,
      status: 'registered',
      contact: { name: team.name, organization: 'Harbor City University', email: team.email },
      expiresAt: new Date('2031-03-01T12:00:00Z'),
    });

    await service.registerDomainForTeam({ teamId }, 'registered-hawks.org');
    expect(
      await ctx.database.db.select().from(domainRegistrations).where(eq(domainRegistrations.teamId, teamId)),
    ).toHaveLength(1);

    // The site answers there with no DNS work by the admin; the apex redirects.
    expect(
      (await ctx.app.inject({ url: '/', headers: { host: 'www.registered-hawks.org' } })).statusCode,
    ).toBe(200);
    expect((await ctx.app.inject({ url: '/', headers: { host: 'registered-hawks.org' } })).statusCode).toBe(
      301,
    );

    // Nothing to check for a registered domain.
    const checked = await callSection(ctx.app, 'POST', '/api/domains/check', account.cookie);
    expect(checked.statusCode).toBe(409);
    expect(checked.json().error.message).toBe(domainMessages.notOwnDomain);

    const renewed = await service.renewDomainForTeam({ teamId }, 'registered-hawks.org');
    expect(renewed.expiresAt).toBe('2032-03-01T12:00:00.000Z');
    const [after] = await ctx.database.db
      .select()
      .from(domainRegistrations)
      .where(eq(domainRegistrations.teamId, teamId));
    expect(after).toMatchObject({ status: 'renewed', years: 2 });
  });

  it('answers availability and refuses a taken name or a subdomain with the field’s message', async () => {
    const account = await signUp(ctx.app);
    const teamId: string = account.session.team.id;
    const availability = (domain: string) =>
      callSection(
        ctx.app,
        'GET',
        `/api/domains/availability?domain=${encodeURIComponent(domain)}`,
        account.cookie,
      );
    expect((await availability('registered-hawks.org')).json()).toEqual({
      domain: 'registered-hawks.org',
      isAvailable: false,
    });
    expect((await availability('fresh-hawks.org')).json()).toEqual({
      domain: 'fresh-hawks.org',
      isAvailable: true,
    });
    const sub = await availability('www.fresh-hawks.org');
    expect(sub.statusCode).toBe(400);
    expect(sub.json().error.fields).toEqual({ domain: domainMessages.registrableOnly });

    const service = serviceOf();
    await expect(service.registerDomainForTeam({ teamId }, 'registered-hawks.org')).rejects.toMatchObject({
      fields: { domain: domainMessages.domainUnavailable },
    });
    await expect(service.registerDomainForTeam({ teamId }, 'www.fresh-hawks.org')).rejects.toMatchObject({
      fields: { domain: domainMessages.registrableOnly },
    });
    expect(
      await ctx.database.db.select().from(domainRegistrations).where(eq(domainRegistrations.teamId, teamId)),
    ).toEqual([]);
  });
});

// Issue 33 §3: team B named team A's verified domain in its domain subscription; the sandbox
// registrar said yes, B's subscription "registered" it, both teams held the host, the site picked
// one with LIMIT 1, and after A's next check the host served B's site.
describe('one team per host', () => {
  let ctx: TestContext;
  const dns = createDomainLookupStandIn(() => ctx.app);
  beforeAll(async () => {
    ctx = await createTestApp(domainTestEnv, { domainLookups: dns.lookups });
  });
  afterAll(() => ctx.close());

  const serviceOf = () => domainsServiceOn(ctx, dns.lookups, () => new Date());

  /** Team A with its own domain, verified by DNS and the HTTP probe: its site answers there. */
  async function teamWithVerifiedDomain(domain: string) {
    const team = await signUpVerifiedTeam(ctx);
    const view: TeamDomainView = (
      await callSection(ctx.app, 'PUT', '/api/domains', team.cookie, { domain, primary: 'www' })
    ).json().domain;
    dns.txt.set(`_sideline-challenge.${domain}`, [view.records[0]?.value ?? '']);
    dns.cname.set(`www.${domain}`, [testDomainTargets.cnameTarget]);
    const checked = await callSection(ctx.app, 'POST', '/api/domains/check', team.cookie);
    expect(checked.json().domain.status).toBe('valid');
    return team;
  }

  const siteTitleOn = async (host: string) =>
    /<title>([^<]*)<\/title>/.exec((await ctx.app.inject({ url: '/', headers: { host } })).body)?.[1];

  it("refuses another team's verified domain at availability, at the subscription and at registration", async () => {
    const owner = await teamWithVerifiedDomain('owned-hawks.org');
    const ownerTitle = await siteTitleOn('www.owned-hawks.org');
    expect(ownerTitle).toContain(owner.session.team.name);
    const taker = await signUpVerifiedTeam(ctx);

    const availability = await callSection(
      ctx.app,
      'GET',
      '/api/domains/availability?domain=OWNED-hawks.org.',
      taker.cookie,
    );
    expect(availability.json()).toEqual({ domain: 'owned-hawks.org', isAvailable: false });
    await expect(
      serviceOf().registerDomainForTeam({ teamId: taker.teamId }, 'owned-hawks.org'),
    ).rejects.toMatchObject({ fields: { domain: domainMessages.domainUnavailable } });
    expect(
      await ctx.database.db
        .select()
        .from(domainRegistrations)
        .where(eq(domainRegistrations.teamId, taker.teamId)),
    ).toEqual([]);

    // The owner's next check keeps the host, and the host serves the owner's site.
    expect(
      (await callSection(ctx.app, 'POST', '/api/domains/check', owner.cookie)).json().domain.status,
    ).toBe('valid');
    expect(await siteTitleOn('www.owned-hawks.org')).toBe(ownerTitle);
    expect(await siteTitleOn('www.owned-hawks.org.')).toBe(ownerTitle);
    const held = await ctx.database.db.select().from(siteHosts).where(eq(siteHosts.teamId, owner.teamId));
    expect(held.map((h) => [h.host, h.kind]).sort()).toEqual([
      ['owned-hawks.org', 'alternate'],
      ['www.owned-hawks.org', 'primary'],
    ]);
  });

  it('holds a host for one team only, whatever writes it', async () => {
    const owner = await teamWithVerifiedDomain('keyed-hawks.org');
    const taker = await signUpVerifiedTeam(ctx);
    await expect(
      ctx.database.db
        .insert(siteHosts)
        .values({ host: 'www.keyed-hawks.org', teamId: taker.teamId, kind: 'primary' }),
    ).rejects.toThrow();
    await expect(
      ctx.database.db.update(teams).set({ url: 'www.keyed-hawks.org' }).where(eq(teams.id, taker.teamId)),
    ).rejects.toThrow();
    expect((await ctx.database.db.select().from(teams).where(eq(teams.id, owner.teamId)))[0]?.url).toBe(
      'www.keyed-hawks.org',
    );
  });

  it("refuses the platform's own domain and spells international names in punycode", async () => {
    const team = await signUpVerifiedTeam(ctx);
    const platform = await callSection(
      ctx.app,
      'GET',
      `/api/domains/availability?domain=${encodeURIComponent(ctx.config.baseDomain)}`,
      team.cookie,
    );
    expect(platform.statusCode).toBe(400);
    const idn = await callSection(ctx.app, 'PUT', '/api/domains', team.cookie, {
      domain: 'Münchner-Adler.de.',
    });
    expect(idn.statusCode, idn.body).toBe(200);
    expect(idn.json().domain.domain).toBe('xn--mnchner-adler-wob.de');
  });

  it('lets the host go when the domain is removed, so its rightful owner can connect it', async () => {
    const first = await teamWithVerifiedDomain('moved-hawks.org');
    expect((await callSection(ctx.app, 'DELETE', '/api/domains', first.cookie)).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(siteHosts).where(eq(siteHosts.teamId, first.teamId))).toEqual(
      [],
    );
    const second = await teamWithVerifiedDomain('moved-hawks.org');
    expect(await siteTitleOn('www.moved-hawks.org')).toContain(second.session.team.name);
  });
});

describe('domain information and domain email requests', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ NOTIFY_EMAIL: 'ops@sideline.test' });
  });
  afterAll(() => ctx.close());

  const verifiedTeam = () => signUpVerifiedTeam(ctx);

  it('stores a team’s domain request, notifies Sideline and confirms to the team', async () => {
    const team = await verifiedTeam();
    const res = await callSection(ctx.app, 'POST', '/api/domains/requests/domain', team.cookie, {
      domain: 'WantedHawks.org',
      note: 'Or wantedhawks.com if taken',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: domainMessages.requestThanks });
    const [stored] = await ctx.database.db
      .select()
      .from(domainRequests)
      .where(eq(domainRequests.teamId, team.teamId));
    expect(stored).toMatchObject({
      kind: 'domain',
      domain: 'wantedhawks.org',
      note: 'Or wantedhawks.com if taken',
    });
    const [toSideline] = (await mailsTo(ctx.database.db, 'ops@sideline.test')).filter(
      (mail) => mail.templateId === 'domain-request-domain',
    );
    expect(toSideline?.subject).toBe(`Domain information: wantedhawks.org (${team.session.team.name})`);
    expect(toSideline?.reference).toBe(stored?.id);
    const confirmations = (await mailsTo(ctx.database.db, team.email)).filter(
      (mail) => mail.templateId === 'domain-request-received-domain',
    );
    expect(confirmations).toHaveLength(1);
  });

  it('stores the mailbox names of a domain email request', async () => {
    const team = await verifiedTeam();
    const res = await callSection(ctx.app, 'POST', '/api/domains/requests/email', team.cookie, {
      domain: 'wantedhawks.org',
      mailboxes: ['President', 'coach', 'president'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = await ctx.database.db
      .select()
      .from(domainRequests)
      .where(eq(domainRequests.teamId, team.teamId));
    expect(stored).toMatchObject({ kind: 'email', mailboxes: ['president', 'coach'] });
    const mails = await mailsTo(ctx.database.db, 'ops@sideline.test');
    expect(mails.at(-1)?.text).toContain('president@wantedhawks.org, coach@wantedhawks.org');

    const empty = await callSection(ctx.app, 'POST', '/api/domains/requests/email', team.cookie, {
      domain: 'wantedhawks.org',
      mailboxes: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ mailboxes: domainMessages.mailboxesMissing });
    const withDomain = await callSection(ctx.app, 'POST', '/api/domains/requests/email', team.cookie, {
      domain: 'wantedhawks.org',
      mailboxes: ['coach@wantedhawks.org'],
    });
    expect(withDomain.json().error.fields).toEqual({ mailboxes: domainMessages.mailboxInvalid });
  });

  it('follows the team’s domain notification preference: Sideline still hears, the team is not mailed', async () => {
    const team = await verifiedTeam();
    const settings = (await callSection(ctx.app, 'GET', '/api/settings/communications', team.cookie)).json();
    const saved = await callSection(ctx.app, 'PUT', '/api/settings/communications', team.cookie, {
      ...settings,
      notifications: { ...settings.notifications, domainNotification: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = (await mailsTo(ctx.database.db, 'ops@sideline.test')).length;
    await callSection(ctx.app, 'POST', '/api/domains/requests/domain', team.cookie, {
      domain: 'quiet-hawks.org',
    });
    expect(await mailsTo(ctx.database.db, 'ops@sideline.test')).toHaveLength(before + 1);
    expect(
      (await mailsTo(ctx.database.db, team.email)).filter((mail) =>
        mail.templateId.startsWith('domain-request'),
      ),
    ).toEqual([]);
  });

  it('takes a marketing-site visitor’s domain information without a team, with field messages', async () => {
    const res = await postJson(ctx.app, '/api/domain-requests', {
      name: 'Sam Carter',
      email: 'Sam@Example.org',
      teamName: 'Lakeside Lacrosse',
      domain: 'lakesidelax.com',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = await ctx.database.db
      .select()
      .from(domainRequests)
      .where(eq(domainRequests.domain, 'lakesidelax.com'));
    expect(stored).toMatchObject({
      teamId: null,
      name: 'Sam Carter',
      email: 'sam@example.org',
      kind: 'domain',
    });
    const mail = (await mailsTo(ctx.database.db, 'ops@sideline.test')).at(-1);
    expect(mail?.replyTo).toBe('sam@example.org');
    expect(mail?.subject).toBe('Domain information: lakesidelax.com (Lakeside Lacrosse)');

    const bad = await postJson(ctx.app, '/api/domain-requests', { name: '', email: 'x', domain: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      name: requiredFieldMessage('name'),
      domain: domainMessages.domainMissing,
    });
    expect(bad.json().error.fields).toHaveProperty('email');
  });
});
