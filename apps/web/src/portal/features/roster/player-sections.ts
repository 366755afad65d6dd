import { alumniMessages, playerMessages } from '@sideline/domain';
import type { ContentSectionConfig } from '../../../ui/content-section/index.ts';

/**
 * The two sub-sections of Roster (spec part 2 §2): current players and alumni, one players table
 * on the server (/api/roster, /api/alumni). A player saved with the other alumni value moves.
 */
export const rosterSection: ContentSectionConfig = {
  key: 'roster',
  apiPath: '/api/roster',
  basePath: '/portal/roster/roster',
  entity: 'player',
  singular: 'player',
  messages: playerMessages,
};

export const alumniSection: ContentSectionConfig = {
  key: 'alumni',
  apiPath: '/api/alumni',
  basePath: '/portal/roster/alumni',
  entity: 'alumni',
  singular: 'alumni player',
  messages: alumniMessages,
};

export const playerSectionOf = (alumni: boolean) => (alumni ? alumniSection : rosterSection);
