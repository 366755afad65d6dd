import dns from 'node:dns/promises';

/**
 * What a custom-domain check asks the outside world (docs/decisions/024): DNS records, and an HTTP
 * request to the host once it points here. In production these are node:dns/promises and fetch;
 * tests hand in a stand-in (buildApp's `domainLookups`), so no check leaves the machine.
 */
export interface DomainLookups {
  /** TXT records of `name`, each as its strings joined; [] when the name has none. */
  resolveTxt(name: string): Promise<string[]>;
  /** CNAME targets of `name` (lower case, no trailing dot); [] when it has none. */
  resolveCname(name: string): Promise<string[]>;
  /** IPv4 addresses of `name`; [] when it has none. */
  resolve4(name: string): Promise<string[]>;
  /** The body of GET http://{host}{path}, or null when it does not answer 200 within a few seconds. */
  fetchText(host: string, path: string): Promise<string | null>;
}

/** "No such record" from the resolver is an answer (none), not a failure. */
const noRecordCodes = new Set([
  'ENOTFOUND',
  'ENODATA',
  'ENONAME',
  'NXDOMAIN',
  'ESERVFAIL',
  'ETIMEOUT',
  'EREFUSED',
]);

async function orNone<T>(lookup: Promise<T[]>): Promise<T[]> {
  try {
    return await lookup;
  } catch (error) {
    if (noRecordCodes.has((error as NodeJS.ErrnoException).code ?? '')) return [];
    throw error;
  }
}

const normalizeName = (name: string) => name.toLowerCase().replace(/\.$/, '');

const probeTimeoutMs = 5000;
const probeMaxBytes = 1024;

/** The real lookups: the system resolver, and a plain HTTP GET that follows no redirect. */
export function createSystemDomainLookups(): DomainLookups {
  return {
    async resolveTxt(name) {
      return (await orNone(dns.resolveTxt(name))).map((parts) => parts.join(''));
    },
    async resolveCname(name) {
      return (await orNone(dns.resolveCname(name))).map(normalizeName);
    },
    resolve4: (name) => orNone(dns.resolve4(name)),
    async fetchText(host, path) {
      try {
        const response = await fetch(`http://${host}${path}`, {
          redirect: 'manual',
          signal: AbortSignal.timeout(probeTimeoutMs),
        });
        if (response.status !== 200) return null;
        return (await response.text()).slice(0, probeMaxBytes);
      } catch {
        return null;
      }
    },
  };
}
