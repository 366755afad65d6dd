import { demoStoreAgreementSigner, signedAgreementRecord } from '@sideline/domain';
import type { TeamSeedPart } from '../teams/team-seed-part.ts';
import { createAgreementsRepository } from './agreements.repository.ts';

/**
 * A demo team's store agreement is in force from the start, so its store sells while signing
 * stays refused in a private copy (decision 008). No document stands behind it (nobody signed
 * one), so the portal offers no PDF. A real team signs its own.
 */
export const agreementsSeeding: TeamSeedPart = {
  area: 'agreements',
  after: ['teams'],
  async seed(tx, scope, { demoStore, now }) {
    if (!demoStore) return;
    await createAgreementsRepository(tx, scope).saveAgreement(
      'store',
      signedAgreementRecord('store', now, '', { ...demoStoreAgreementSigner, documentSha256: '' }),
    );
  },
};
