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
import { createTeamScope } from '../../platform/tenant-scope.ts';
import { createWebsiteDesignRepository } from './website-design.repository.ts';

export interface WebsiteDesignServiceDeps {
  db: Db;
}

/**
 * Website → Design (spec part 1 §2 "Website editor"): reads and saves `website.styles`, and
 * answers with what the editor needs beside it (link targets, preview pages per page type).
 */
export function createWebsiteDesignService(deps: WebsiteDesignServiceDeps) {
  const repository = (db: DbOrTx, teamId: string) =>
    createWebsiteDesignRepository(db, createTeamScope(teamId));

  async function buildResponse(teamId: string, styles: WebsiteStyles): Promise<WebsiteDesignResponse> {
    const teamRepository = repository(deps.db, teamId);
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
    async getDesign(teamId: string): Promise<WebsiteDesignResponse> {
      return buildResponse(teamId, await repository(deps.db, teamId).findStyles());
    },

    /** The schema already derived each link's openNewTab; the required links (Home) must stay. */
    async updateDesign(teamId: string, update: WebsiteDesignUpdate): Promise<WebsiteDesignResponse> {
      const saved = await deps.db.transaction(async (tx) => {
        const teamRepository = repository(tx, teamId);
        const stored = await teamRepository.findStyles({ forUpdate: true });
        const problem = findRequiredNavLinksProblem(stored.navLinks, update.navLinks);
        if (problem) throw new AppError('validation', problem, { navLinks: problem });
        return teamRepository.saveStyles(update);
      });
      return buildResponse(teamId, saved);
    },
  };
}

export type WebsiteDesignService = ReturnType<typeof createWebsiteDesignService>;
