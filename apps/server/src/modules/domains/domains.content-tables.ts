import { domainRegistrations, domainRequests, siteHosts, teamDomains } from '../../db/schema/domains.ts';
import type { ContentTables } from '../teams/content-tables.ts';

/**
 * No public page reads these: the site finds a custom domain's team through `site_hosts`, which
 * changes only with `teams.url` in one transaction (a write to it bumps through the teams
 * triggers), and the apex/www redirect through the site's team look-up.
 */
export const domainsContentTables: ContentTables = {
  bumping: [],
  notBumping: [teamDomains, siteHosts, domainRegistrations, domainRequests],
};
