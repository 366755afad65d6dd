import { randomBytes } from 'node:crypto';
import {
  type CustomDomainHosts,
  type CustomDomainRequest,
  type CustomDomainStatus,
  communicationRecipients,
  customDomainDnsRecords,
  customDomainHosts,
  type DomainAvailabilityResponse,
  type DomainEmailRequest,
  type DomainInfoRequest,
  type DomainTargets,
  domainChallengeName,
  domainCheckProblems,
  domainMessages,
  domainVerificationPath,
  isApexHost,
  isPlatformDomain,
  type OperatorRequest,
  type ParsedDomain,
  type PublicDomainInfoRequest,
  parseDomainName,
  portalPaths,
  type TeamDomainResponse,
  type TeamDomainView,
} from '@sideline/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { DomainLookups } from '../../platform/domain-lookups.ts';
import { AppError, invalidField } from '../../platform/errors.ts';
import { enqueueMail, type MailContent, type TeamMailGate } from '../../platform/mail/index.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import { refuseInPrivateDemo } from '../demo/private-demo-guard.ts';
import {
  type DomainRequestMailValues,
  domainConnectedMail,
  domainRequestNotificationMail,
  domainRequestReceivedMail,
} from './domain-mail-templates.ts';
import type { DomainRegistrar } from './domain-registrar.ts';
import {
  createDomainsRepository,
  type DomainTeam,
  findDomainByHostAndToken,
  findRegisteredDomainsOfTeams,
  insertVisitorDomainRequest,
  isHostHeldByAnotherTeam,
  listAllDomainRequests,
  listTeamsWithDomainsDue,
  markDomainRequestDone,
  type TeamDomainRow,
} from './domains.repository.ts';

export interface DomainsServiceDeps {
  db: Db;
  lookups: DomainLookups;
  registrar: DomainRegistrar;
  gate: TeamMailGate;
  targets: DomainTargets;
  baseUrl: string;
  baseDomain: string;
  mailFrom: string;
  /** Where Sideline's own staff read domain requests and registrations to fulfil. */
  notifyEmail: string;
  /** Production: the sandbox registrar registers nothing real, so no domain is sold through it. */
  isProduction: boolean;
  now: () => Date;
}

/** A scope's team as the service needs it: a private demo copy is refused domains. */
export interface DomainsScope extends TeamScope {
  readonly team?: { privateDemoExpiresAt: Date | null };
}

/** Years a domain is registered or renewed for at a time (the domain subscription is annual or monthly; registrars sell years). */
const registrationYears = 1;

/** Own domains not yet valid are checked again by the worker when their last check is this old. */
export const domainRecheckIntervalMs = 15 * 60_000;
const recheckBatchSize = 20;

const newToken = () => randomBytes(18).toString('base64url');

function parsedOrField(domain: string): ParsedDomain {
  const result = parseDomainName(domain);
  if ('problem' in result) throw invalidField('domain', result.problem);
  return result.domain;
}

/**
 * Custom domains (docs/decisions/024): a domain the team owns, proven by DNS and HTTP, or one
 * Sideline registers for it; `teams.url` names the host only while the domain is valid. Also the
 * "domain information" and "domain email" requests, stored and mailed to Sideline.
 */
export function createDomainsService(deps: DomainsServiceDeps) {
  const { db, lookups, targets } = deps;
  const settingsUrl = `${deps.baseUrl}${portalPaths.settings.domain}`;

  function toView(row: TeamDomainRow): TeamDomainView {
    const parsed = parsedOrField(row.domain);
    const hosts = { primaryHost: row.primaryHost, alternateHost: row.alternateHost };
    return {
      domain: row.domain,
      source: row.source,
      primaryHost: row.primaryHost,
      alternateHost: row.alternateHost,
      status: row.status,
      problem: row.problem,
      checkedAt: row.checkedAt?.toISOString() ?? null,
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
      records:
        row.source === 'own'
          ? customDomainDnsRecords({ domain: parsed, hosts, token: row.token, targets })
          : [],
      siteUrl: row.status === 'valid' ? `https://${row.primaryHost}` : null,
    };
  }

  async function requireTeam(tx: DbOrTx, scope: TeamScope): Promise<DomainTeam> {
    const team = await createDomainsRepository(tx, scope).findTeam();
    if (!team) throw new AppError('not_found', 'Team not found');
    return team;
  }

  /** Mail in the `domain` category to the team's addresses that want it, through the team-mail gate. */
  async function mailTeam(
    tx: DbOrTx,
    scope: TeamScope,
    team: DomainTeam,
    content: MailContent,
    reference: string,
  ): Promise<void> {
    const to = communicationRecipients('domain', team);
    if (to.length === 0 || !(await deps.gate.admit(tx, scope.teamId, to.length)).admitted) return;
    await enqueueMail(
      tx,
      { ...content, from: deps.mailFrom, to, reference, teamId: scope.teamId },
      deps.now(),
    );
  }

  /**
   * The site answers at the domain's hosts from now on (`site_hosts`, `teams.url`), and the team
   * hears of it; false, with nothing changed, when another team's site holds one of them.
   */
  async function connectHosts(
    tx: DbOrTx,
    scope: TeamScope,
    team: DomainTeam,
    hosts: CustomDomainHosts,
  ): Promise<boolean> {
    if (!(await createDomainsRepository(tx, scope).holdHosts(hosts))) return false;
    const host = hosts.primaryHost;
    await mailTeam(tx, scope, team, domainConnectedMail({ teamName: team.name, host, settingsUrl }), host);
    return true;
  }

  /** A domain Sideline could register: a registrable name, not under the platform's own domain. */
  function registrableOrField(domain: string): ParsedDomain {
    const parsed = parsedOrField(domain);
    if (isPlatformDomain(parsed.host, deps.baseDomain))
      throw invalidField('domain', domainMessages.domainOfPlatform);
    if (parsed.host !== parsed.registrable) throw invalidField('domain', domainMessages.registrableOnly);
    return parsed;
  }

  /** No other team's site at the domain or its www host, and free at the registrar. */
  async function isAvailableFor(scope: TeamScope, parsed: ParsedDomain): Promise<boolean> {
    const hosts = hostsOf(customDomainHosts(parsed, 'www'));
    return (
      !(await isHostHeldByAnotherTeam(db, hosts, scope.teamId)) &&
      (await deps.registrar.isAvailable(parsed.host))
    );
  }

  /** The hosts of a domain row, as `site_hosts` holds them. */
  const hostsOf = (row: CustomDomainHosts): string[] =>
    row.alternateHost ? [row.primaryHost, row.alternateHost] : [row.primaryHost];

  /** What DNS and HTTP say of the team's own domain now: the status and, unless valid, why not. */
  async function inspect(row: TeamDomainRow): Promise<{ status: CustomDomainStatus; problem: string }> {
    const parsed = parsedOrField(row.domain);
    const challenge = domainChallengeName(parsed);
    const txt = (await lookups.resolveTxt(challenge)).map((value) => value.trim());
    if (!txt.includes(row.token)) {
      return {
        status: 'pending',
        problem:
          txt.length > 0
            ? domainCheckProblems.challengeWrong(challenge)
            : domainCheckProblems.challengeMissing(challenge),
      };
    }
    const host = row.primaryHost;
    const isApex = isApexHost(host, parsed);
    const addresses = await lookups.resolve4(host);
    const isPointing =
      addresses.includes(targets.apexAddress) ||
      (!isApex && (await lookups.resolveCname(host)).includes(targets.cnameTarget.toLowerCase()));
    if (!isPointing) {
      return {
        status: 'invalid',
        problem: isApex
          ? domainCheckProblems.notPointing(host, 'A', targets.apexAddress)
          : domainCheckProblems.notPointing(host, 'CNAME', targets.cnameTarget),
      };
    }
    const answer = await lookups.fetchText(host, domainVerificationPath(row.token));
    if (answer?.trim() !== row.token)
      return { status: 'invalid', problem: domainCheckProblems.noTokenAnswer(host) };
    if (await isHostHeldByAnotherTeam(db, hostsOf(row), row.teamId)) {
      return { status: 'invalid', problem: domainCheckProblems.takenByAnotherTeam };
    }
    return { status: 'valid', problem: '' };
  }

  /** Checks the team's own domain and records the outcome; `teams.url` follows the status. */
  async function check(scope: TeamScope): Promise<TeamDomainView> {
    const row = await createDomainsRepository(db, scope).findDomain();
    if (!row) throw new AppError('not_found', domainMessages.noDomain);
    if (row.source !== 'own') throw new AppError('conflict', domainMessages.notOwnDomain);
    const inspected = await inspect(row);
    const at = deps.now();
    const updated = await db.transaction(async (tx) => {
      const repository = createDomainsRepository(tx, scope);
      const current = await repository.findDomain();
      // Removed or replaced while DNS was asked: the answer is about a domain no longer there.
      if (!current || current.token !== row.token) return current;
      let outcome = inspected;
      const team = await requireTeam(tx, scope);
      if (outcome.status === 'valid' && team.url !== row.primaryHost) {
        // Another team's site took a host since the inspection: the table's key decides.
        if (!(await connectHosts(tx, scope, team, row)))
          outcome = { status: 'invalid', problem: domainCheckProblems.takenByAnotherTeam };
      } else if (outcome.status !== 'valid' && team.url === row.primaryHost) {
        await repository.releaseHosts();
      }
      const isValid = outcome.status === 'valid';
      return repository.updateDomainCheck({
        ...outcome,
        checkedAt: at,
        verifiedAt: isValid ? (current.verifiedAt ?? at) : null,
      });
    });
    if (!updated) throw new AppError('not_found', domainMessages.noDomain);
    return toView(updated);
  }

  async function notifyRequest(
    tx: DbOrTx,
    values: DomainRequestMailValues,
    scopeAndTeam: { scope: TeamScope; team: DomainTeam } | null,
  ): Promise<void> {
    await enqueueMail(
      tx,
      {
        ...domainRequestNotificationMail(values),
        from: deps.mailFrom,
        to: [deps.notifyEmail],
        replyTo: values.email || null,
        reference: values.requestId,
        teamId: scopeAndTeam?.scope.teamId ?? null,
      },
      deps.now(),
    );
    if (scopeAndTeam) {
      await mailTeam(
        tx,
        scopeAndTeam.scope,
        scopeAndTeam.team,
        domainRequestReceivedMail(values),
        values.requestId,
      );
    }
  }

  type TeamRequest = { kind: 'domain' | 'email'; domain: string; mailboxes: string[]; note: string };

  /** Stores a team's request and tells Sideline (always) and the team (per its preferences). */
  async function recordTeamRequest(tx: DbOrTx, scope: TeamScope, request: TeamRequest): Promise<void> {
    const team = await requireTeam(tx, scope);
    const requestId = await createDomainsRepository(tx, scope).insertRequest({
      ...request,
      name: team.name,
      email: team.email,
      teamName: team.name,
    });
    await notifyRequest(
      tx,
      { ...request, teamName: team.name, name: '', email: team.email, requestId },
      { scope, team },
    );
  }

  async function submitTeamRequest(scope: DomainsScope, request: TeamRequest): Promise<{ message: string }> {
    refuseInPrivateDemo(scope.team, 'customDomain');
    await db.transaction((tx) => recordTeamRequest(tx, scope, request));
    return { message: domainMessages.requestThanks };
  }

  return {
    /** Operator console: the domain and domain-email requests to fulfil. */
    async listRequestsForOperators(): Promise<OperatorRequest[]> {
      const rows = await listAllDomainRequests(db);
      return rows.map(({ request, teamName }) => ({
        id: request.id,
        kind: request.kind,
        teamName: teamName ?? request.teamName,
        summary:
          request.kind === 'email'
            ? `Mailboxes ${request.mailboxes.join(', ')} at ${request.domain}`
            : `Domain ${request.domain}${request.note ? ` — ${request.note}` : ''}`,
        contact: request.email ? `${request.name} <${request.email}>` : request.name,
        submittedAt: request.timeCreated.toISOString(),
        doneAt: request.doneAt?.toISOString() ?? null,
      }));
    },

    markRequestDone(id: string) {
      return markDomainRequestDone(db, id, deps.now());
    },

    /**
     * Whether Sideline may sell a domain registration here: with a real registrar, or anywhere
     * but production with the sandbox (issue 33 §3; none but the sandbox is built).
     */
    canRegisterDomains: deps.registrar.name !== 'sandbox' || !deps.isProduction,

    async getDomain(scope: TeamScope): Promise<TeamDomainResponse> {
      const row = await createDomainsRepository(db, scope).findDomain();
      return { domain: row ? toView(row) : null };
    },

    /** The admin enters a domain the team owns: pending until the check finds its records. */
    async setOwnDomain(scope: DomainsScope, request: CustomDomainRequest): Promise<TeamDomainResponse> {
      refuseInPrivateDemo(scope.team, 'customDomain');
      const parsed = parsedOrField(request.domain);
      if (isPlatformDomain(parsed.host, deps.baseDomain))
        throw invalidField('domain', domainMessages.domainOfPlatform);
      const hosts = customDomainHosts(parsed, request.primary);
      if (await isHostHeldByAnotherTeam(db, hostsOf(hosts), scope.teamId)) {
        throw invalidField('domain', domainMessages.domainTaken);
      }
      const row = await db.transaction(async (tx) => {
        const repository = createDomainsRepository(tx, scope);
        const current = await repository.findDomain();
        // A domain waiting for its check holds no host.
        await repository.releaseHosts();
        // The same domain entered again keeps its token, so records already added stay right.
        const isSameDomain = current?.source === 'own' && current.domain === parsed.host;
        return repository.saveDomain({
          domain: parsed.host,
          ...hosts,
          source: 'own',
          token: isSameDomain ? current.token : newToken(),
          status: 'pending',
          problem: '',
          checkedAt: null,
          verifiedAt: null,
        });
      });
      return { domain: toView(row) };
    },

    async removeDomain(scope: DomainsScope): Promise<TeamDomainResponse> {
      refuseInPrivateDemo(scope.team, 'customDomain');
      await db.transaction(async (tx) => {
        const repository = createDomainsRepository(tx, scope);
        const current = await repository.findDomain();
        if (!current) throw new AppError('not_found', domainMessages.noDomain);
        await repository.releaseHosts();
        await repository.deleteDomain();
      });
      return { domain: null };
    },

    async checkDomain(scope: DomainsScope): Promise<TeamDomainView> {
      refuseInPrivateDemo(scope.team, 'customDomain');
      return check(scope);
    },

    /** The worker's round: own domains still pending or invalid, checked again when due. */
    async recheckDueDomains(): Promise<number> {
      const due = await listTeamsWithDomainsDue(
        db,
        new Date(deps.now().getTime() - domainRecheckIntervalMs),
        recheckBatchSize,
      );
      for (const teamId of due) await check({ teamId });
      return due.length;
    },

    /** GET /.well-known/sideline-domain/{token} on `host`: the token, when it is that host's. */
    async answerVerification(host: string, token: string): Promise<string | null> {
      const row = await findDomainByHostAndToken(db, host.toLowerCase(), token);
      return row ? row.token : null;
    },

    /**
     * Whether the team may have Sideline register `domain`: not under the platform's domain, no
     * other team's site at it or its www host, and free at the registrar.
     */
    async checkAvailability(scope: TeamScope, domain: string): Promise<DomainAvailabilityResponse> {
      const parsed = registrableOrField(domain);
      return { domain: parsed.host, isAvailable: await isAvailableFor(scope, parsed) };
    },

    /** The wanted domains not registered for their team yet (the worker retries those). */
    async findUnregisteredDomains<Wanted extends { teamId: string; domain: string }>(
      wanted: Wanted[],
    ): Promise<Wanted[]> {
      const registered = new Set(
        (await findRegisteredDomainsOfTeams(db, [...new Set(wanted.map((w) => w.teamId))])).map(
          (r) => `${r.teamId} ${r.domain}`,
        ),
      );
      return wanted.filter((w) => !registered.has(`${w.teamId} ${w.domain}`));
    },

    /**
     * Registers `domain` for the team through the registrar and connects it (no DNS work for the
     * admin): the fulfilment record, the domain row (valid) and `teams.url`, in one transaction.
     * Called when the domain subscription becomes active; calling it again for the same domain
     * changes nothing, so a replayed activation registers nothing twice.
     */
    async registerDomainForTeam(scope: DomainsScope, domain: string): Promise<TeamDomainView> {
      refuseInPrivateDemo(scope.team, 'customDomain');
      const parsed = registrableOrField(domain);
      const hosts = customDomainHosts(parsed, 'www');
      const repository = createDomainsRepository(db, scope);
      const existing = await repository.findRegistration(parsed.host);
      const current = await repository.findDomain();
      if (existing && current?.source === 'registered' && current.domain === parsed.host)
        return toView(current);
      const team = await requireTeam(db, scope);
      const registration =
        existing ??
        (await (async () => {
          if (!(await isAvailableFor(scope, parsed))) {
            throw invalidField('domain', domainMessages.domainUnavailable);
          }
          const contact = {
            name: team.name,
            organization: team.organizationName,
            email: team.email,
            address: team.address,
          };
          const result = await deps.registrar.register({
            domain: parsed.host,
            contact,
            years: registrationYears,
            idempotencyKey: `register:${scope.teamId}:${parsed.host}`,
          });
          return { contact, result };
        })());
      const at = deps.now();
      const row = await db.transaction(async (tx) => {
        const inTx = createDomainsRepository(tx, scope);
        if (!('id' in registration)) {
          await inTx.insertRegistration({
            domain: parsed.host,
            registrar: deps.registrar.name,
            registrarReference: registration.result.reference,
            contact: registration.contact,
            years: registrationYears,
            status: 'registered',
            registeredAt: at,
            expiresAt: registration.result.expiresAt,
          });
        }
        const saved = await inTx.saveDomain({
          domain: parsed.host,
          ...hosts,
          source: 'registered',
          token: newToken(),
          status: 'valid',
          problem: '',
          checkedAt: at,
          verifiedAt: at,
        });
        if (!(await connectHosts(tx, scope, team, hosts)))
          throw invalidField('domain', domainMessages.domainUnavailable);
        return saved;
      });
      return toView(row);
    },

    /** Renews the team's registered domain for another period (the domain subscription renewed). */
    async renewDomainForTeam(scope: TeamScope, domain: string): Promise<{ expiresAt: string }> {
      const repository = createDomainsRepository(db, scope);
      const registration = await repository.findRegistration(parsedOrField(domain).host);
      if (!registration) throw new AppError('not_found', domainMessages.noDomain);
      const result = await deps.registrar.renew({
        domain: registration.domain,
        reference: registration.registrarReference,
        currentExpiry: registration.expiresAt,
        years: registrationYears,
        idempotencyKey: `renew:${registration.id}:${registration.expiresAt.toISOString()}`,
      });
      await repository.updateRegistration(registration.id, {
        status: 'renewed',
        expiresAt: result.expiresAt,
        years: registration.years + registrationYears,
      });
      return { expiresAt: result.expiresAt.toISOString() };
    },

    submitDomainInfo: (scope: DomainsScope, request: DomainInfoRequest) =>
      submitTeamRequest(scope, { kind: 'domain', domain: request.domain, mailboxes: [], note: request.note }),

    submitDomainEmail: (scope: DomainsScope, request: DomainEmailRequest) =>
      submitTeamRequest(scope, { kind: 'email', ...request }),

    /**
     * The domain email subscription started: its mailbox names become a domain email request to
     * fulfil, on the team's domain (the one connected or entered, else the one it asked Sideline to
     * register). In the caller's transaction, the one that records the subscription.
     */
    async orderSubscribedMailboxes(
      tx: DbOrTx,
      scope: TeamScope,
      order: { mailboxes: string[]; wantedDomain: string },
    ): Promise<void> {
      const current = await createDomainsRepository(tx, scope).findDomain();
      await recordTeamRequest(tx, scope, {
        kind: 'email',
        domain: current?.domain ?? order.wantedDomain,
        mailboxes: order.mailboxes,
        note: `The domain email subscription started for ${order.mailboxes.length} mailbox${order.mailboxes.length === 1 ? '' : 'es'}.`,
      });
    },

    /** A marketing-site visitor's domain information: stored and mailed to Sideline. */
    async submitVisitorDomainInfo(request: PublicDomainInfoRequest): Promise<{ message: string }> {
      const teamName = request.teamName ?? '';
      await db.transaction(async (tx) => {
        const values = { kind: 'domain' as const, domain: request.domain, mailboxes: [], note: request.note };
        const requestId = await insertVisitorDomainRequest(tx, {
          ...values,
          name: request.name,
          email: request.email,
          teamName,
        });
        await notifyRequest(
          tx,
          { ...values, name: request.name, email: request.email, teamName, requestId },
          null,
        );
      });
      return { message: domainMessages.requestThanks };
    },
  };
}

export type DomainsService = ReturnType<typeof createDomainsService>;
