import { randomBytes } from 'node:crypto';
import {
  type AgreementKind,
  type AgreementPreviewRequest,
  type AgreementState,
  type AgreementsResponse,
  accountMessages,
  agreementClientName,
  agreementKinds,
  agreementMessages,
  agreementNames,
  agreementStatusOf,
  currentAgreementVersions,
  getSportsTypeDisplayName,
  isAgreementSignatureNeeded,
  isTeamSportsType,
  type LicensingAgreement,
  type PoliciesUpdateRequest,
  type SignAgreementRequest,
  type SportsType,
  signedAgreementRecord,
  type TeamPolicies,
  teamPoliciesSchema,
} from '@sideline/domain';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { CpuPool } from '../../platform/cpu-pool.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mail/index.ts';
import { type FileStorage, fileUrl } from '../../platform/storage.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import type { SessionTeam } from '../accounts/session-guard.ts';
import { refuseInPrivateDemo } from '../demo/private-demo-guard.ts';
import type { SitePublishingService } from '../subscriptions/site-publishing.service.ts';
import { agreementSignedNotificationMail } from './agreement-mail-templates.ts';
import { buildAgreementPdfTask } from './agreement-pdf-task.ts';
import { readSignaturePng } from './agreement-signature.ts';
import { type AgreementsRepository, createAgreementsRepository } from './agreements.repository.ts';

/** The request facts the audit trail records, read by the route from the HTTP request. */
export interface SigningClient {
  ipAddress: string;
  userAgent: string;
}

type AgreementTeam = Awaited<ReturnType<AgreementsRepository['findTeam']>>;

/** The document's storage key (spec part 1 §7 "File uploads"), unguessable by its random id. */
export function agreementDocumentKey(
  teamId: string,
  kind: AgreementKind,
  signedOn: string,
  id: string,
): string {
  const prefix = kind === 'website' ? 'licensing_agreement' : 'store_licensing_agreement';
  return `teams/${teamId}/documents/${prefix}_${signedOn}_${id}.pdf`;
}

function agreementOf(team: AgreementTeam, kind: AgreementKind): LicensingAgreement {
  return kind === 'website' ? team.licensingAgreement : team.storeLicensingAgreement;
}

function agreementStateOf(kind: AgreementKind, agreement: LicensingAgreement): AgreementState {
  return {
    kind,
    name: agreementNames[kind],
    status: agreementStatusOf(agreement, kind),
    currentVersion: currentAgreementVersions[kind],
    signedVersion: agreement.version,
    signedOn: agreement.signedOn,
    signerName: agreement.signerName,
    signerTitle: agreement.signerTitle,
    documentSha256: agreement.documentSha256,
    pdfUrl: agreement.licensingAgreementPDF,
  };
}

function sportName(sportsType: SportsType): string {
  return isTeamSportsType(sportsType) ? getSportsTypeDisplayName(sportsType) : 'Team';
}

function clientOf(team: AgreementTeam): string {
  return agreementClientName({
    name: team.name,
    organizationName: team.organizationName ?? '',
    sport: sportName(team.sportsType),
  });
}

/** "November 26, 2026" in the team's time zone. */
function formatLongDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'long' }).format(instant);
}

/** "November 26, 2026 at 10:04:05 AM EST (2026-11-26T15:04:05.000Z)": local time and UTC. */
function formatAuditTime(instant: Date, timeZone: string): string {
  const local = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'long', timeStyle: 'long' });
  return `${local.format(instant)} (${instant.toISOString()})`;
}

/** The calendar day of `instant` in the team's zone, as yyyy-mm-dd (the document's file name). */
function isoDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/**
 * Settings → Agreements & Policies (spec part 1 §2, §4, §7): the two licensing agreements, their
 * live preview and their signing, and the team's five public policies.
 */
export function createAgreementsService(deps: {
  db: Db;
  storage: FileStorage;
  config: Pick<AppConfig, 'mailFrom' | 'notifyEmail'>;
  now: () => Date;
  log: (message: string, error: unknown) => void;
  /** PDFs are built on its worker threads: tens to hundreds of ms of CPU each (decision 035). */
  cpuPool: CpuPool;
  /** Whether the site is published follows the website agreement (subscriptions' publishing service). */
  publishing: Pick<SitePublishingService, 'recompute' | 'announce'>;
}) {
  const { db, storage, now, cpuPool } = deps;

  return {
    async getAgreements(scope: TeamScope, emailVerified: boolean): Promise<AgreementsResponse> {
      const team = await createAgreementsRepository(db, scope).findTeam();
      return {
        emailVerified,
        teamTimeZone: team.timeZone,
        agreements: agreementKinds.map((kind) => agreementStateOf(kind, agreementOf(team, kind))),
      };
    },

    /** The unsigned draft as typed so far: the same builder and words as the signed copy. */
    async buildPreview(scope: TeamScope, input: AgreementPreviewRequest): Promise<Uint8Array> {
      const team = await createAgreementsRepository(db, scope).findTeam();
      const { bytes } = await cpuPool.run(buildAgreementPdfTask, {
        kind: input.kind,
        draft: true,
        effectiveDateText: formatLongDate(now(), team.timeZone),
        parties: {
          client: clientOf(team),
          address: input.address ?? '',
          signerName: input.name ?? '',
          signerTitle: input.title ?? '',
        },
      });
      return bytes;
    },

    /**
     * Signs an agreement, all or nothing: the PDF is built and stored first, then one transaction
     * records the private file, the agreement (with the signer and the file's SHA-256) and the
     * notification mail to Sideline. If the transaction fails, the stored file is removed again.
     */
    async sign(
      session: SessionTeam,
      input: SignAgreementRequest,
      client: SigningClient,
    ): Promise<{ agreement: AgreementState; message: string }> {
      refuseInPrivateDemo(session.team, 'agreementSigning');
      if (!session.emailVerified) throw new AppError('unverified_email', accountMessages.verifyNotice);
      const signaturePng = await readSignaturePng(input.signature);
      const repository = createAgreementsRepository(db, session);
      const team = await repository.findTeam();
      if (!isAgreementSignatureNeeded(agreementOf(team, input.kind), input.kind)) {
        throw new AppError('conflict', agreementMessages.alreadySigned);
      }

      const signedAt = now();
      const documentId = randomBytes(16).toString('hex');
      const key = agreementDocumentKey(
        session.teamId,
        input.kind,
        isoDay(signedAt, team.timeZone),
        documentId,
      );
      const parties = {
        client: clientOf(team),
        address: input.kind === 'website' ? (input.address ?? '') : '',
        signerName: input.name,
        signerTitle: input.title,
      };
      const built = await cpuPool.run(buildAgreementPdfTask, {
        kind: input.kind,
        draft: false,
        parties,
        effectiveDateText: formatLongDate(signedAt, team.timeZone),
        signaturePng,
        signedAt,
        audit: {
          documentId,
          signerEmail: team.email,
          ipAddress: client.ipAddress,
          userAgent: client.userAgent,
          signedAtText: formatAuditTime(signedAt, team.timeZone),
        },
      });

      await storage.put(key, built.bytes, 'application/pdf');
      const record = signedAgreementRecord(input.kind, signedAt, fileUrl(key), {
        signerName: input.name,
        signerTitle: input.title,
        documentSha256: built.fileSha256,
      });
      try {
        await db.transaction(async (tx) => {
          const locked = createAgreementsRepository(tx, session);
          const current = await locked.findTeam({ forUpdate: true });
          if (!isAgreementSignatureNeeded(agreementOf(current, input.kind), input.kind)) {
            throw new AppError('conflict', agreementMessages.alreadySigned);
          }
          await locked.insertPrivateFile({
            key,
            contentType: 'application/pdf',
            size: built.bytes.length,
            metadata: {
              id: documentId,
              title: `${agreementNames[input.kind]}.pdf`,
              teamId: session.teamId,
              teamName: current.name,
              organizationId: current.organizationId,
              organizationName: current.organizationName ?? '',
            },
          });
          await locked.saveAgreement(input.kind, record);
          // In the same transaction: a signature never commits with a stale `teams.published`.
          if (input.kind === 'website') await deps.publishing.recompute(tx, session);
          await enqueueMail(
            tx,
            {
              ...agreementSignedNotificationMail({
                agreementName: agreementNames[input.kind],
                version: String(record.version),
                teamName: current.name,
                client: parties.client,
                teamId: session.teamId,
                signerName: input.name,
                signerTitle: input.title,
                signerEmail: current.email,
                signedAt: formatAuditTime(signedAt, current.timeZone),
                documentSha256: built.fileSha256,
              }),
              from: deps.config.mailFrom,
              to: [deps.config.notifyEmail],
              replyTo: current.email,
              reference: documentId,
              teamId: session.teamId,
              sportsType: current.sportsType,
            },
            signedAt,
          );
        });
      } catch (error) {
        await storage.delete(key).catch((cleanupError: unknown) => {
          deps.log(`agreements: removing ${key} after a failed signing failed`, cleanupError);
        });
        if (error instanceof AppError) throw error;
        deps.log('agreements: recording a signed agreement failed', error);
        throw new AppError('internal', agreementMessages.signFailed);
      }
      if (input.kind === 'website') deps.publishing.announce(session);
      return {
        agreement: agreementStateOf(input.kind, record),
        message: agreementMessages.signed(input.kind),
      };
    },

    async getPolicies(scope: TeamScope): Promise<TeamPolicies> {
      const team = await createAgreementsRepository(db, scope).findTeam();
      return teamPoliciesSchema.parse(team.policies);
    },

    /** Saves the policies named in the request (one, or all five); the others stay. */
    async updatePolicies(scope: TeamScope, changed: Partial<PoliciesUpdateRequest>): Promise<TeamPolicies> {
      const saved = await createAgreementsRepository(db, scope).savePolicies(changed);
      return teamPoliciesSchema.parse(saved);
    },
  };
}

export type AgreementsService = ReturnType<typeof createAgreementsService>;
