import type { FastifyRequest } from 'fastify';
import type { SiteHostRules } from './site-address.ts';
import type { SiteAddress } from './site-team-resolver.ts';

/** Which site a routed request asks for; null when the route does not apply to the request. */
export type SiteRequestAddress = (request: FastifyRequest) => SiteAddress | null;

/** The two address forms of the site routes: /sites/{slug}/... and a team host's /_site/{host}/... */
export function createSiteRequestAddresses(hostRules: SiteHostRules): {
  bySlug: SiteRequestAddress;
  byHost: SiteRequestAddress;
} {
  function hostAddress(host: string): SiteAddress {
    const slug = hostRules.slugOfHost(host);
    return slug ? { kind: 'subdomain', slug } : { kind: 'custom-domain', host };
  }
  return {
    bySlug: (request) => ({ kind: 'slug', slug: (request.params as { slug: string }).slug }),
    byHost: (request) => {
      const host = (request.params as { host: string }).host;
      // Only reachable through the rewrite: on the platform host this prefix means nothing.
      return hostRules.isPlatformHost(request.hostname.toLowerCase().replace(/:\d+$/, ''))
        ? null
        : hostAddress(host);
    },
  };
}
