import { mediaAssets } from '../../db/schema/media.ts';
import type { ContentTables } from '../teams/content-tables.ts';

/** The library itself: a page shows an image once a slot stores its link (a team row write). */
export const mediaContentTables: ContentTables = { bumping: [], notBumping: [mediaAssets] };
