import {
  scanAccesses,
  scanAccessSessions,
  scanDevices,
  ticketCheckIns,
  ticketSigningKeys,
} from '../../db/schema/tickets.ts';
import type { ContentTables } from '../teams/content-tables.ts';

/** The door's tables: no public page reads them (tickets and tiers are the store's, bumping). */
export const ticketsContentTables: ContentTables = {
  bumping: [],
  notBumping: [ticketSigningKeys, scanDevices, ticketCheckIns, scanAccesses, scanAccessSessions],
};
