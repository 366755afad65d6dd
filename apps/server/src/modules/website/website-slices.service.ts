import {
  buildDefaultStoreTitle,
  isPortalPageInMenu,
  parseWallTime,
  type StoreClientSwitches,
  seoInfoSchema,
  teamStoreInfoSchema,
  toEditorSchedule,
  type WebsiteSeoResponse,
  type WebsiteSeoUpdate,
  type WebsiteSocials,
  type WebsiteSocialsUpdate,
  type WebsiteStoreInfoResponse,
  type WebsiteStoreInfoUpdate,
  websiteSocialsMessages,
  websiteSocialsSchema,
  websiteStoreInfoMessages,
} from '@sideline/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import { buildTeamSiteOrigin, type SiteHostOptions } from '../../site/site-address.ts';
import { createWebsiteSlicesRepository, type WebsiteSlicesTeam } from './website-slices.repository.ts';

export interface WebsiteSlicesServiceDeps {
  db: Db;
  /** The platform's addresses, for the site address the SEO preview shows. */
  siteHost: SiteHostOptions;
  now: () => Date;
  /** The store's switches for the public site (Store → Settings saves the same), in our transaction. */
  savePublicStoreSwitches: (scope: TeamScope, client: StoreClientSwitches, within: DbOrTx) => Promise<void>;
}

/** The editor pages the side menu hides for some teams (spec part 1 §2), with the refusal. */
const menuPages = {
  socials: { path: '/portal/website/socials', hidden: websiteSocialsMessages.hiddenForStoreOnly },
  storeInfo: { path: '/portal/website/storeinfo', hidden: websiteStoreInfoMessages.hiddenForStoreOnly },
} as const;

/** A page the team's menu hides is refused through the API too. */
function assertPageShown(team: WebsiteSlicesTeam, page: keyof typeof menuPages): void {
  // The payment account only gates Store pages, never Website ones.
  if (!isPortalPageInMenu(menuPages[page].path, team.websiteType, true)) {
    throw new AppError('forbidden', menuPages[page].hidden);
  }
}

/**
 * Website → Google Info (SEO), Socials and Store Info (spec part 1 §2 "Website editor"): each reads
 * and saves its own slice of the team record.
 */
export function createWebsiteSlicesService(deps: WebsiteSlicesServiceDeps) {
  const { now } = deps;
  const repository = (db: Parameters<typeof createWebsiteSlicesRepository>[0], scope: TeamScope) =>
    createWebsiteSlicesRepository(db, scope);

  const toSeoResponse = (team: WebsiteSlicesTeam, seo: unknown): WebsiteSeoResponse => ({
    seo: seoInfoSchema.parse(seo ?? {}),
    siteAddress: buildTeamSiteOrigin(team, deps.siteHost),
  });

  const toStoreInfoResponse = (team: WebsiteSlicesTeam, stored: unknown): WebsiteStoreInfoResponse => {
    const {
      message: _message,
      scheduleStartTime,
      scheduleEndTime,
      ...fields
    } = teamStoreInfoSchema.parse(stored);
    return {
      storeInfo: {
        ...fields,
        ...toEditorSchedule({ scheduleStartTime, scheduleEndTime }, team.timeZone, now()),
      },
      timeZone: team.timeZone,
      defaultTitle: buildDefaultStoreTitle(team.name),
    };
  };

  return {
    async getSeo(scope: TeamScope): Promise<WebsiteSeoResponse> {
      const team = await repository(deps.db, scope).findTeam();
      return toSeoResponse(team, team.seoInfo);
    },

    async updateSeo(scope: TeamScope, update: WebsiteSeoUpdate): Promise<WebsiteSeoResponse> {
      const teamRepository = repository(deps.db, scope);
      const team = await teamRepository.findTeam();
      return toSeoResponse(team, await teamRepository.saveSeoInfo(update));
    },

    async getSocials(scope: TeamScope): Promise<WebsiteSocials> {
      const team = await repository(deps.db, scope).findTeam();
      assertPageShown(team, 'socials');
      return websiteSocialsSchema.parse(team.socials);
    },

    /** The schema already checked each link and rewrote twitter.com links to x.com. */
    async updateSocials(scope: TeamScope, update: WebsiteSocialsUpdate): Promise<WebsiteSocials> {
      const saved = await deps.db.transaction(async (tx) => {
        const teamRepository = repository(tx, scope);
        assertPageShown(await teamRepository.findTeam({ forUpdate: true }), 'socials');
        return teamRepository.saveSocials(update);
      });
      return websiteSocialsSchema.parse(saved);
    },

    async getStoreInfo(scope: TeamScope): Promise<WebsiteStoreInfoResponse> {
      const team = await repository(deps.db, scope).findTeam();
      assertPageShown(team, 'storeInfo');
      return toStoreInfoResponse(team, team.storeInfo);
    },

    /**
     * Saves the slice with the schedule turned into instants in the team's zone; an empty title
     * becomes "{team name} Store"; the store's message (Store → Settings) stays as it is.
     */
    async updateStoreInfo(
      scope: TeamScope,
      update: WebsiteStoreInfoUpdate,
    ): Promise<WebsiteStoreInfoResponse> {
      return deps.db.transaction(async (tx) => {
        const teamRepository = repository(tx, scope);
        const team = await teamRepository.findTeam({ forUpdate: true });
        assertPageShown(team, 'storeInfo');
        const { scheduleStart, scheduleEnd, title, ...fields } = update;
        const start = parseWallTime(scheduleStart, team.timeZone);
        const end = parseWallTime(scheduleEnd, team.timeZone);
        // The schema checked the form; only a daylight-saving change can still turn the order.
        if (!start || !end || end <= start) {
          const message = websiteStoreInfoMessages.scheduleEndNotAfterStart;
          throw new AppError('validation', message, { scheduleEnd: message });
        }
        const saved = await teamRepository.saveStoreInfo({
          ...teamStoreInfoSchema.parse(team.storeInfo),
          ...fields,
          title: title || buildDefaultStoreTitle(team.name),
          scheduleStartTime: start.toISOString(),
          scheduleEndTime: end.toISOString(),
        });
        await deps.savePublicStoreSwitches(
          scope,
          {
            storeActive: fields.storeActivate,
            productsActive: fields.productsActivate,
            ticketsActive: fields.ticketsActivate,
            formsActive: fields.formsActivate,
          },
          tx,
        );
        return toStoreInfoResponse(team, saved);
      });
    },
  };
}

export type WebsiteSlicesService = ReturnType<typeof createWebsiteSlicesService>;
