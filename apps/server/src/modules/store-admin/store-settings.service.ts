import {
  buildDefaultStoreTitle,
  buildStoreClosedMessage,
  isStoreOpenAt,
  parseWallTime,
  type StoreClientSwitches,
  type StoreScheduleResponse,
  type StoreScheduleUpdate,
  type StoreSettingsResponse,
  type StoreSettingsUpdate,
  toEditorSchedule,
  websiteStoreInfoMessages,
} from '@sideline/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import { createStoreSettingsRepository, type StoreSettingsTeam } from './store-settings.repository.ts';

/**
 * Store → Settings and Store → Schedule (issue 22; spec part 1 §3 `storeInfo`, part 2 §4 switches).
 * The public store and checkout read the same fields (store module, `isStoreOpenAt`), so a save
 * here opens or closes the store at once.
 */
export function createStoreSettingsService(deps: { db: Db; now: () => Date }) {
  const toSettingsResponse = (team: StoreSettingsTeam): StoreSettingsResponse => ({
    settings: {
      title: team.storeInfo.title,
      message: team.storeInfo.message,
      taxRatePercent: team.storeInfo.taxRateBasisPoints / 100,
      externalStoreLinkCode: team.storeInfo.externalStoreLinkCode,
      productNotificationEmails: team.storeInfo.productNotificationEmails,
      ticketNotificationEmails: team.storeInfo.ticketNotificationEmails,
      activation: team.activation,
    },
    defaultTitle: buildDefaultStoreTitle(team.name),
  });

  const toScheduleResponse = (team: StoreSettingsTeam): StoreScheduleResponse => ({
    schedule: toEditorSchedule(team.storeInfo, team.timeZone, deps.now()),
    timeZone: team.timeZone,
    isOpenNow: isStoreOpenAt(team.storeInfo, deps.now()),
    closedMessage: buildStoreClosedMessage(team.storeInfo.message),
  });

  return {
    async getSettings(scope: TeamScope): Promise<StoreSettingsResponse> {
      return toSettingsResponse(await createStoreSettingsRepository(deps.db, scope).findSettings());
    },

    /**
     * Saves the settings; an empty title becomes "{team name} Store". The public-site switches are
     * copied into `storeInfo`'s own switches too, so Website → Store Info shows the same state.
     */
    async updateSettings(scope: TeamScope, update: StoreSettingsUpdate): Promise<StoreSettingsResponse> {
      return deps.db.transaction(async (tx) => {
        const repository = createStoreSettingsRepository(tx, scope);
        const team = await repository.findSettings({ forUpdate: true });
        const { client } = update.activation;
        const storeInfo = {
          ...team.storeInfo,
          title: update.title || buildDefaultStoreTitle(team.name),
          message: update.message,
          taxRateBasisPoints: update.taxRatePercent,
          externalStoreLinkCode: update.externalStoreLinkCode,
          productNotificationEmails: update.productNotificationEmails,
          ticketNotificationEmails: update.ticketNotificationEmails,
          storeActivate: client.storeActive,
          productsActivate: client.productsActive,
          ticketsActivate: client.ticketsActive,
          formsActivate: client.formsActive,
        };
        await repository.saveStoreInfo(storeInfo);
        await repository.saveActivation(update.activation);
        return toSettingsResponse({ ...team, storeInfo, activation: update.activation });
      });
    },

    /**
     * Website → Store Info's switches, saved where the public store reads them (the activation's
     * client half), in the caller's transaction: both editors then show and do the same.
     */
    async savePublicSwitches(scope: TeamScope, client: StoreClientSwitches, within: DbOrTx): Promise<void> {
      const repository = createStoreSettingsRepository(within, scope);
      const { activation } = await repository.findSettings({ forUpdate: true });
      await repository.saveActivation({ ...activation, client });
    },

    async getSchedule(scope: TeamScope): Promise<StoreScheduleResponse> {
      return toScheduleResponse(await createStoreSettingsRepository(deps.db, scope).findSettings());
    },

    /** Saves the schedule, its wall-clock times read in the team's zone. */
    async updateSchedule(scope: TeamScope, update: StoreScheduleUpdate): Promise<StoreScheduleResponse> {
      return deps.db.transaction(async (tx) => {
        const repository = createStoreSettingsRepository(tx, scope);
        const team = await repository.findSettings({ forUpdate: true });
        const start = parseWallTime(update.scheduleStart, team.timeZone);
        const end = parseWallTime(update.scheduleEnd, team.timeZone);
        // The schema checked the form; only a daylight-saving change can still turn the order.
        if (!start || !end || end <= start) {
          const message = websiteStoreInfoMessages.scheduleEndNotAfterStart;
          throw new AppError('validation', message, { scheduleEnd: message });
        }
        const storeInfo = {
          ...team.storeInfo,
          scheduleStartTime: start.toISOString(),
          scheduleEndTime: end.toISOString(),
        };
        await repository.saveStoreInfo(storeInfo);
        return toScheduleResponse({ ...team, storeInfo });
      });
    },
  };
}

export type StoreSettingsService = ReturnType<typeof createStoreSettingsService>;
