import {
  buildDesignPreviewPaths,
  findRequiredNavLinksProblem,
  listNavLinkTargets,
  type WebsiteDesignResponse,
  type WebsiteDesignUpdate,
  type WebsiteStyles,
  websiteStylesSchema,
} from '@sideline/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import { createWebsiteDesignRepository } from './website-design.repository.ts';

export interface WebsiteDesignServiceDeps {
  db: Db;
}

/**
 * Website → Design (spec part 1 §2 "Website editor"): reads and saves `website.styles`, and
 * answers with what the editor needs beside it (link targets, preview pages per page type).
 */
export function createWebsiteDesignService(deps: WebsiteDesignServiceDeps) {
  const repository = (db: DbOrTx, scope: TeamScope) => createWebsiteDesignRepository(db, scope);

  async function buildResponse(scope: TeamScope, styles: WebsiteStyles): Promise<WebsiteDesignResponse> {
    const teamRepository = repository(deps.db, scope);
    const [content, samples] = await Promise.all([
      teamRepository.listLinkableContent(),
      teamRepository.findPreviewSamples(),
    ]);
    return {
      styles: websiteStylesSchema.parse(styles),
      linkTargets: listNavLinkTargets(content),
      previewPaths: buildDesignPreviewPaths(samples),
    };
  }

  return {
    async getDesign(scope: TeamScope): Promise<WebsiteDesignResponse> {
      return buildResponse(scope, await repository(deps.db, scope).findStyles());
    },

    /** The schema already derived each link's openNewTab; the required links (Home) must stay. */
    async updateDesign(scope: TeamScope, update: WebsiteDesignUpdate): Promise<WebsiteDesignResponse> {
      const saved = await deps.db.transaction(async (tx) => {
        const teamRepository = repository(tx, scope);
        const stored = await teamRepository.findStyles({ forUpdate: true });
        const problem = findRequiredNavLinksProblem(stored.navLinks, update.navLinks);
        if (problem) throw new AppError('validation', problem, { navLinks: problem });
        return teamRepository.saveStyles(update);
      });
      return buildResponse(scope, saved);
    },
  };
}

export type WebsiteDesignService = ReturnType<typeof createWebsiteDesignService>;
