import {
  type TeamLogo,
  teamLogoVariants,
  type WebsiteLogosResponse,
  type WebsiteLogosUpdate,
  websiteLogosResponseSchema,
} from '@sideline/domain';
import type { Db } from '../../db/client.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import type { MediaService } from '../media/media.service.ts';
import { createWebsiteRepository } from './website.repository.ts';

export interface WebsiteLogosServiceDeps {
  db: Db;
  media: MediaService;
}

const logoSlots = Object.keys(teamLogoVariants) as (keyof TeamLogo)[];

/**
 * Website → logos (spec part 1 §3 "Logos"): the logo and the silhouette logo are library images,
 * stored in every logo size (decision 012). The portal's menu and the public site's header read them.
 */
export function createWebsiteLogosService(deps: WebsiteLogosServiceDeps) {
  /** The TeamLogo a save asks for: none, the stored one unchanged, or a library image in every size. */
  async function buildTeamLogo(
    scope: TeamScope,
    requested: string | null,
    stored: TeamLogo,
    field: keyof WebsiteLogosUpdate,
  ): Promise<TeamLogo> {
    if (requested && requested === stored.logo.file) return stored;
    const images = await Promise.all(
      logoSlots.map((slot) =>
        deps.media.resolveImageSlot(scope, requested ?? '', stored[slot], teamLogoVariants[slot], { field }),
      ),
    );
    return Object.fromEntries(logoSlots.map((slot, i) => [slot, images[i]])) as TeamLogo;
  }

  return {
    async getLogos(scope: TeamScope): Promise<WebsiteLogosResponse> {
      const logos = await createWebsiteRepository(deps.db, scope).findLogos();
      return websiteLogosResponseSchema.parse(logos);
    },

    /** Saves both logos: an id that is not one of the team's library images is refused on its field. */
    async updateLogos(scope: TeamScope, update: WebsiteLogosUpdate): Promise<WebsiteLogosResponse> {
      const repository = createWebsiteRepository(deps.db, scope);
      const stored = await repository.findLogos();
      const [logo, silhouetteLogo] = await Promise.all([
        buildTeamLogo(scope, update.logo, stored.logo, 'logo'),
        buildTeamLogo(scope, update.silhouetteLogo, stored.silhouetteLogo, 'silhouetteLogo'),
      ]);
      return websiteLogosResponseSchema.parse(await repository.saveLogos({ logo, silhouetteLogo }));
    },
  };
}

export type WebsiteLogosService = ReturnType<typeof createWebsiteLogosService>;
