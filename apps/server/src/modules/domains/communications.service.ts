import {
  type CommunicationsSettings,
  type CommunicationsSettingsResponse,
  communicationRecipients,
  type MailCategory,
} from '@sideline/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import { createDomainsRepository } from './domains.repository.ts';

/**
 * Settings → Communications: the team's communication addresses and phones with their opt-outs,
 * and its notification preferences. Every optional mail asks `mayMailGoTo` (packages/domain)
 * before it is written, and it refuses every address of the do-not-mail list (`emailsNotAllowed`).
 */
export function createCommunicationsService(deps: { db: Db }) {
  async function read(scope: TeamScope): Promise<CommunicationsSettingsResponse> {
    const team = await createDomainsRepository(deps.db, scope).findTeam();
    if (!team) throw new AppError('not_found', 'Team not found');
    return {
      emails: team.communications.emails,
      phones: team.communications.phones,
      notifications: team.notifications,
      emailsNotAllowed: team.communications.emailsNotAllowed.map((email) => ({ email })),
    };
  }

  return {
    getSettings: read,

    /** The team's communication addresses that want a mail of this category (`mayMailGoTo`). */
    async recipientsOf(tx: DbOrTx, scope: TeamScope, category: MailCategory): Promise<string[]> {
      const team = await createDomainsRepository(tx, scope).findTeam();
      return team ? communicationRecipients(category, team) : [];
    },

    async saveSettings(
      scope: TeamScope,
      settings: CommunicationsSettings,
    ): Promise<CommunicationsSettingsResponse> {
      await deps.db.transaction(async (tx) => {
        const repository = createDomainsRepository(tx, scope);
        if (!(await repository.findTeam())) throw new AppError('not_found', 'Team not found');
        await repository.saveCommunications(
          {
            emails: settings.emails,
            phones: settings.phones,
            emailsNotAllowed: settings.emailsNotAllowed.map((entry) => entry.email),
          },
          settings.notifications,
        );
      });
      return read(scope);
    },
  };
}

export type CommunicationsService = ReturnType<typeof createCommunicationsService>;
