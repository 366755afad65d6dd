import {
  canSeeMarketplaceCategory,
  isTeamSportsType,
  type MarketplaceCategory,
  type MarketplaceCategoryResponse,
  marketplaceMessages,
  type OperatorRequest,
  type VendorInterestRequest,
} from '@sideline/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mail/index.ts';
import type { TeamMailGate } from '../../platform/mail/team-mail.ts';
import type { SessionTeam } from '../accounts/session-guard.ts';
import type { CommunicationsService } from '../domains/communications.service.ts';
import {
  createMarketplaceRepository,
  listAllVendorInterests,
  markVendorInterestDone,
} from './marketplace.repository.ts';
import type { MarketplaceCatalogService } from './marketplace-catalog.ts';
import { vendorInterestCopyMail, vendorInterestMail } from './marketplace-mail-templates.ts';

/** The marketplace (spec part 2 §2): products by category for the team's sport, and vendor interest. */
export function createMarketplaceService(deps: {
  db: Db;
  catalog: MarketplaceCatalogService;
  communications: CommunicationsService;
  gate: TeamMailGate;
  mailFrom: string;
  now: () => Date;
}) {
  function requireVisible(team: SessionTeam, category: MarketplaceCategory): void {
    const sportsType = team.team.sportsType;
    if (!(isTeamSportsType(sportsType) && canSeeMarketplaceCategory(sportsType, category)))
      throw new AppError('not_found', 'This marketplace page is not available for your sport.');
  }

  return {
    listCategory(team: SessionTeam, category: MarketplaceCategory): MarketplaceCategoryResponse {
      requireVisible(team, category);
      return { category, products: deps.catalog.productsOf(category) };
    },

    /**
     * "I'm interested": stored and mailed to the vendor in one transaction (the vendor's mail is
     * the point of the request, so it always goes); the team's copy follows its preferences.
     */
    async registerInterest(team: SessionTeam, input: VendorInterestRequest): Promise<{ message: string }> {
      requireVisible(team, input.category);
      const found = deps.catalog.findProduct(input.category, input.productId);
      if (!found) throw new AppError('not_found', marketplaceMessages.unknownProduct);
      const { product, vendor } = found;
      const now = deps.now();
      await deps.db.transaction(async (tx) => {
        const id = await createMarketplaceRepository(tx, team).insertInterest({
          category: input.category,
          productId: product.id,
          productName: product.name,
          vendorName: vendor.name,
          vendorEmail: vendor.email,
          contactName: input.contactName,
          contactEmail: input.contactEmail,
          quantity: input.quantity,
          note: input.note ?? '',
        });
        await enqueueMail(
          tx,
          {
            ...vendorInterestMail({
              vendorName: vendor.name,
              productName: product.name,
              teamName: team.team.name,
              sportsType: team.team.sportsType,
              contactName: input.contactName,
              contactEmail: input.contactEmail,
              quantity: input.quantity,
              note: input.note ?? '',
            }),
            from: deps.mailFrom,
            to: [vendor.email],
            replyTo: input.contactEmail,
            reference: id,
            teamId: team.teamId,
          },
          now,
        );
        const to = await deps.communications.recipientsOf(tx, team, 'notice');
        if (to.length > 0 && (await deps.gate.admit(tx, team.teamId, to.length)).admitted) {
          await enqueueMail(
            tx,
            {
              ...vendorInterestCopyMail({
                vendorName: vendor.name,
                productName: product.name,
                teamName: team.team.name,
                contactEmail: input.contactEmail,
              }),
              from: deps.mailFrom,
              to,
              reference: id,
              teamId: team.teamId,
            },
            now,
          );
        }
      });
      return { message: marketplaceMessages.vendorNotified(vendor.name) };
    },

    /** Operator console: every team's interests (the request, not the team's content). */
    async listInterestsForOperators(): Promise<OperatorRequest[]> {
      const rows = await listAllVendorInterests(deps.db);
      return rows.map(({ interest, teamName }) => ({
        id: interest.id,
        kind: 'vendor-interest',
        teamName,
        summary: `${interest.quantity} × ${interest.productName} (${interest.vendorName})`,
        contact: `${interest.contactName} <${interest.contactEmail}>`,
        submittedAt: interest.timeCreated.toISOString(),
        doneAt: interest.doneAt?.toISOString() ?? null,
      }));
    },

    markInterestDone(id: string) {
      return markVendorInterestDone(deps.db, id, deps.now());
    },
  };
}

export type MarketplaceService = ReturnType<typeof createMarketplaceService>;
