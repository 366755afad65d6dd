import { domainRegistrations, domainRequests, teamDomains } from '../../db/schema/domains.ts';
import type { ContentTables } from '../teams/content-tables.ts';

/**
 * No public page reads these: the site finds a custom domain through `teams.url` (a write to it
 * bumps through the teams triggers) and the apex/www redirect through the site's team look-up.
 */
export const domainsContentTables: ContentTables = {
  bumping: [],
  notBumping: [teamDomains, domainRegistrations, domainRequests],
};
