import { teamAdminInfo, teamStoreActivation, teamSubscriptionInfo } from '../../db/schema/teams.ts';
import type { ContentTables } from './content-tables.ts';

/**
 * The team's own settings rows: admin info (`active` blocks a site), store activation (its
 * `client` switches hide store, products, tickets and forms) and subscription info (custom
 * domain). The teams row itself has no team_id: its own row trigger bumps (decision 009).
 */
export const teamsContentTables: ContentTables = {
  bumping: [teamAdminInfo, teamStoreActivation, teamSubscriptionInfo],
  notBumping: [],
};
