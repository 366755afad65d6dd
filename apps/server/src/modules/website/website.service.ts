import {
  findRequiredContactsProblem,
  type WebsiteInfo,
  type WebsiteInfoUpdate,
  websiteInfoSchema,
} from '@sideline/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import { createWebsiteRepository } from './website.repository.ts';

export interface WebsiteServiceDeps {
  db: Db;
}

/** The website editor (spec part 1 §2 "Website editor"): each tab reads and saves its own slice. */
export function createWebsiteService(deps: WebsiteServiceDeps) {
  return {
    /** Website → Info: the team's stadium, address, alias, slogan, about texts and contacts. */
    async getInfo(scope: TeamScope): Promise<WebsiteInfo> {
      const info = await createWebsiteRepository(deps.db, scope).findInfo();
      return websiteInfoSchema.parse(info);
    },

    /** Saves the Info slice; the parts of `info` the tab does not edit (initials) stay as they are. */
    async updateInfo(scope: TeamScope, update: WebsiteInfoUpdate): Promise<WebsiteInfo> {
      const saved = await deps.db.transaction(async (tx) => {
        const repository = createWebsiteRepository(tx, scope);
        const stored = await repository.findInfo({ forUpdate: true });
        const problem = findRequiredContactsProblem(stored.contacts, update.contacts);
        if (problem) throw new AppError('validation', problem, { contacts: problem });
        return repository.saveInfo({ ...stored, ...update });
      });
      return websiteInfoSchema.parse(saved);
    },
  };
}

export type WebsiteService = ReturnType<typeof createWebsiteService>;
