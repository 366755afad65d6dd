import { parse } from 'tldts-icann';
import { z } from 'zod';
import { emailSchema } from '../accounts/account-rules.ts';
import { requiredFieldMessage } from '../rules/required-field-message.ts';
import { personNameSchema, visibleTextSchema } from '../text/visible-text.ts';

/**
 * A team's own address for its site (issue 21 "Custom domains"; docs/decisions/024). A domain the
 * team already owns is proven by a TXT record before any traffic moves (Cloudflare's
 * pre-validation pattern) and then by an HTTP token on the host once it points at Sideline; a
 * domain Sideline registers for the team is connected at once. The statuses are Vercel
 * Platforms': pending until the TXT record is found, invalid while the host does not reach
 * Sideline, valid when both hold — and only then does `teams.url` name the host.
 */
export const customDomainStatuses = ['pending', 'invalid', 'valid'] as const;
export type CustomDomainStatus = (typeof customDomainStatuses)[number];

export const customDomainStatusLabels: Record<CustomDomainStatus, string> = {
  pending: 'Pending verification',
  invalid: 'Invalid configuration',
  valid: 'Valid',
};

/** Where a domain came from: entered by the admin, or registered by Sideline (the domain subscription). */
export type CustomDomainSource = 'own' | 'registered';

/** Which of the pair "hawks.org" / "www.hawks.org" the site answers at; the other redirects (301). */
export const primaryHostChoices = ['www', 'apex'] as const;
export type PrimaryHostChoice = (typeof primaryHostChoices)[number];

export const domainMessages = {
  domainMissing: requiredFieldMessage('domain'),
  domainInvalid:
    'Please enter the domain as a name such as hawkshockey.org or www.hawkshockey.org, without https:// or a path',
  domainTooLong: 'Please enter a domain of at most 253 characters',
  domainOfPlatform:
    'Please enter your own domain: addresses under Sideline’s domain are already your team site',
  domainTaken:
    'This domain is already connected to another team’s site. If it is yours, contact Sideline support.',
  domainUnavailable: 'This domain is already registered. Please choose another name.',
  noDomain: 'Your team has no custom domain yet. Please enter the domain first.',
  notOwnDomain:
    'This domain was registered by Sideline for your team; its records are managed for you, so there is nothing to check.',
  registrableOnly:
    'Please enter the domain to register without www or a subdomain (for example hawkshockey.org)',
  mailboxesMissing: 'Please enter the mailbox names (for example president, coach)',
  mailboxInvalid:
    'Please enter each mailbox name as letters, digits, dots, hyphens or underscores, without @ or the domain',
  mailboxesTooMany: 'Please enter at most 20 mailbox names at a time',
  requestThanks:
    'Thank you! We received your request and will be in touch by email within two business days.',
} as const;

/** A domain name as Sideline keeps it: lower case, no scheme, path, port or trailing dot. */
export interface ParsedDomain {
  /** The host name as entered, normalized (hawks.org, www.hawks.org, hockey.state.edu). */
  host: string;
  /** The registrable domain (hawks.org; hawks.co.uk for www.hawks.co.uk). */
  registrable: string;
  /** True for the registrable domain itself or its www host: the pair that redirects one to the other. */
  isApexPair: boolean;
}

const labelPattern = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** The WHATWG URL parser of Node and browsers; this package is typed without either's globals. */
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string) => { hostname: string } }).URL;

/**
 * Strips what people paste along with a domain (spaces, a scheme, a path, a port, a trailing dot)
 * and spells an international name in punycode, as DNS and the Host header do, so one domain is
 * one text wherever it is compared (`site_hosts` allows one team per host).
 */
function normalizeDomainInput(input: string): string {
  const host = input
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '');
  // The WHATWG URL parser applies IDNA (UTS #46) in Node and in browsers alike.
  if (/^[ -~]*$/.test(host)) return host;
  try {
    return new WhatwgUrl(`http://${host}`).hostname;
  } catch {
    return host;
  }
}

/** The domain in `input`, or the message saying what to change. */
export function parseDomainName(input: string): { domain: ParsedDomain } | { problem: string } {
  const host = normalizeDomainInput(input);
  if (!host) return { problem: domainMessages.domainMissing };
  if (host.length > 253) return { problem: domainMessages.domainTooLong };
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((label) => labelPattern.test(label))) {
    return { problem: domainMessages.domainInvalid };
  }
  const parsed = parse(host, { extractHostname: false });
  if (parsed.isIp || !parsed.domain || !parsed.publicSuffix || /^\d+$/.test(parsed.publicSuffix)) {
    return { problem: domainMessages.domainInvalid };
  }
  return {
    domain: {
      host,
      registrable: parsed.domain,
      isApexPair: host === parsed.domain || host === `www.${parsed.domain}`,
    },
  };
}

/** True when `host` is the platform's base domain or under it ({slug}.{BASE_DOMAIN} is already a team site). */
export function isPlatformDomain(host: string, baseDomain: string): boolean {
  const base = baseDomain.toLowerCase();
  return host === base || host.endsWith(`.${base}`);
}

/** The host the site answers at and the one that redirects to it (none for a subdomain). */
export interface CustomDomainHosts {
  primaryHost: string;
  alternateHost: string | null;
}

export function customDomainHosts(domain: ParsedDomain, primary: PrimaryHostChoice): CustomDomainHosts {
  if (!domain.isApexPair) return { primaryHost: domain.host, alternateHost: null };
  const www = `www.${domain.registrable}`;
  return primary === 'www'
    ? { primaryHost: www, alternateHost: domain.registrable }
    : { primaryHost: domain.registrable, alternateHost: www };
}

/** The name whose TXT record proves the domain: on the registrable domain, or on the subdomain itself. */
export function domainChallengeName(
  domain: Pick<ParsedDomain, 'host' | 'registrable' | 'isApexPair'>,
): string {
  return `_sideline-challenge.${domain.isApexPair ? domain.registrable : domain.host}`;
}

/** The path on the host that answers the domain's token once it points at Sideline. */
export function domainVerificationPath(token: string): string {
  return `/.well-known/sideline-domain/${token}`;
}

export const domainVerificationPathPrefix = '/.well-known/sideline-domain/';

/** Where custom domains point: a CNAME target for www and subdomains, an IPv4 address for an apex. */
export interface DomainTargets {
  cnameTarget: string;
  apexAddress: string;
}

/** True when `host` is a registrable domain (an apex), which cannot carry a CNAME record. */
export function isApexHost(host: string, domain: Pick<ParsedDomain, 'registrable'>): boolean {
  return host === domain.registrable;
}

export type DnsRecordType = 'TXT' | 'CNAME' | 'A';

export interface DomainDnsRecord {
  type: DnsRecordType;
  /** The full record name (as most DNS providers show it, or type it without the domain). */
  name: string;
  value: string;
  /** Why this record is there, in the admin's words. */
  purpose: string;
}

/**
 * The records an admin adds at their DNS provider: the TXT record first (it proves the domain
 * before traffic moves), then a pointing record for each host the site answers at or redirects
 * from: A for the apex (it cannot be a CNAME), CNAME for www and any subdomain.
 */
export function customDomainDnsRecords(input: {
  domain: ParsedDomain;
  hosts: CustomDomainHosts;
  token: string;
  targets: DomainTargets;
}): DomainDnsRecord[] {
  const { domain, hosts, token, targets } = input;
  const pointing = (host: string, role: 'primary' | 'redirect'): DomainDnsRecord => {
    const purpose =
      role === 'primary' ? `Your site answers at ${host}` : `${host} redirects to ${hosts.primaryHost}`;
    return isApexHost(host, domain)
      ? { type: 'A', name: host, value: targets.apexAddress, purpose }
      : { type: 'CNAME', name: host, value: targets.cnameTarget, purpose };
  };
  return [
    {
      type: 'TXT',
      name: domainChallengeName(domain),
      value: token,
      purpose: 'Proves the domain is yours before any visitor is sent to Sideline',
    },
    pointing(hosts.primaryHost, 'primary'),
    ...(hosts.alternateHost ? [pointing(hosts.alternateHost, 'redirect')] : []),
  ];
}

/** Why a check left the domain where it is, in words the admin can act on. */
export const domainCheckProblems = {
  challengeMissing: (name: string) =>
    `The TXT record ${name} was not found yet. Add it at your DNS provider; changes can take from a few minutes up to 48 hours to show.`,
  challengeWrong: (name: string) =>
    `The TXT record ${name} has another value. Copy the value shown here exactly (without quotes).`,
  notPointing: (host: string, record: DnsRecordType, value: string) =>
    `${host} does not point to Sideline yet. Add the ${record} record with the value ${value}, and remove any other A, AAAA or CNAME record for ${host}.`,
  noTokenAnswer: (host: string) =>
    `${host} points to Sideline, but the verification request to it was not answered. Wait a few minutes and check again.`,
  takenByAnotherTeam: domainMessages.domainTaken,
} as const;

const domainField = z.string({ error: domainMessages.domainMissing }).superRefine((value, ctx) => {
  const result = parseDomainName(value);
  if ('problem' in result) ctx.addIssue({ code: 'custom', message: result.problem });
});

/** Settings → Domain: the domain the team already owns, and which host the site answers at. */
export const customDomainRequestSchema = z.object({
  domain: domainField.transform((value) => normalizeDomainInput(value)),
  primary: z.enum(primaryHostChoices).default('www'),
});
export type CustomDomainRequest = z.output<typeof customDomainRequestSchema>;

/** Availability of a name Sideline would register (GET /api/domains/availability?domain=). */
export const domainAvailabilityQuerySchema = z.object({
  domain: domainField.transform((value) => normalizeDomainInput(value)),
});

const mailboxPattern = /^[a-z0-9](?:[a-z0-9._-]{0,62}[a-z0-9])?$/;

/** Mailbox names on the team's domain: lower case, each once, 1 to 20, no @ or domain. */
export const mailboxNamesSchema = z
  .array(z.string(), { error: domainMessages.mailboxesMissing })
  .transform((names) => [...new Set(names.map((name) => name.trim().toLowerCase()).filter(Boolean))])
  .superRefine((names, ctx) => {
    if (names.length === 0) ctx.addIssue({ code: 'custom', message: domainMessages.mailboxesMissing });
    else if (names.length > 20) ctx.addIssue({ code: 'custom', message: domainMessages.mailboxesTooMany });
    else if (!names.every((name) => mailboxPattern.test(name))) {
      ctx.addIssue({ code: 'custom', message: domainMessages.mailboxInvalid });
    }
  });

const noteField = z.string().trim().max(2000).default('');

/** "Domain information" from the portal: the domain the team wants Sideline to register. */
export const domainInfoRequestSchema = z.object({
  domain: domainField.transform((value) => normalizeDomainInput(value)),
  note: noteField,
});
export type DomainInfoRequest = z.output<typeof domainInfoRequestSchema>;

/** "Domain email" from the portal: the mailboxes wanted on the team's domain. */
export const domainEmailRequestSchema = z.object({
  domain: domainField.transform((value) => normalizeDomainInput(value)),
  mailboxes: mailboxNamesSchema,
  note: noteField,
});
export type DomainEmailRequest = z.output<typeof domainEmailRequestSchema>;

/** The mailbox names typed in one field, separated by commas, semicolons or spaces. */
export const mailboxNamesInText = (text: string): string[] => text.split(/[\s,;]+/);

/** The portal's domain email form: the mailbox names typed in one field. */
export const domainEmailFormSchema = domainEmailRequestSchema.extend({
  mailboxes: z.string().transform(mailboxNamesInText).pipe(mailboxNamesSchema),
});

export type DomainRequestKind = 'domain' | 'email';

/** "Domain information" from a visitor of the marketing site: who asks, and the domain wanted. */
export const publicDomainInfoRequestSchema = domainInfoRequestSchema.extend({
  name: personNameSchema('name', { max: 100 }),
  email: emailSchema,
  teamName: visibleTextSchema({ field: 'team name', max: 120, required: false, requireLetter: true }),
});
export type PublicDomainInfoRequest = z.output<typeof publicDomainInfoRequestSchema>;

/** Settings → Domain: the team's domain as the portal shows it. */
export interface TeamDomainView {
  domain: string;
  source: CustomDomainSource;
  primaryHost: string;
  alternateHost: string | null;
  status: CustomDomainStatus;
  /** What the last check found wrong; '' when valid or not checked yet. */
  problem: string;
  checkedAt: string | null;
  verifiedAt: string | null;
  /** The records to add at the DNS provider; none for a domain Sideline registered. */
  records: DomainDnsRecord[];
  /** https://{primaryHost} once valid. */
  siteUrl: string | null;
}

export interface TeamDomainResponse {
  domain: TeamDomainView | null;
}

export interface DomainAvailabilityResponse {
  domain: string;
  isAvailable: boolean;
}
