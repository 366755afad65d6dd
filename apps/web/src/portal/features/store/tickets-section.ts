import { ticketMessages } from '@sideline/domain';
import type { ContentSectionConfig } from '../../../ui/content-section/index.ts';

/** /portal/store/tickets on the server's /api/tickets (registerContentSectionRoutes). */
export const ticketsSection: ContentSectionConfig = {
  key: 'tickets',
  apiPath: '/api/tickets',
  basePath: '/portal/store/tickets',
  entity: 'ticket',
  singular: 'ticket',
  // Spec part 2 §2: the tickets list's empty state.
  messages: { ...ticketMessages, noneYet: ticketMessages.noneFound },
};
