import { events } from '../../db/schema/events.ts';
import type { ContentTables } from '../teams/content-tables.ts';

/** The events and practices pages. */
export const eventsContentTables: ContentTables = { bumping: [events], notBumping: [] };
