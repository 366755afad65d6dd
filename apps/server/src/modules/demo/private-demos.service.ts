import {
  type DemoId,
  findDemoTeamSpec,
  accountMessages as m,
  privateDemoLifetimeMs,
  privateDemoMessages,
  type SessionResponse,
} from '@sideline/domain';
import type { Db } from '../../db/client.ts';
import type { Auth } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/storage.ts';
import type { SeedNewTeam } from '../accounts/team-seeder.ts';
import { countLivePrivateDemos, insertPrivateDemoOwner } from './private-demos.repository.ts';

/** The caller's cookies, and where to put the cookies we set. */
export interface DemoRequestContext {
  headers: Headers;
  setCookies(headers: Headers | null | undefined): void;
}

export interface PrivateDemoServiceDeps {
  db: Db;
  auth: Auth;
  storage: FileStorage;
  seedNewTeam: SeedNewTeam;
  /** The accounts area's session answer for a user (accounts.service.ts). */
  sessionOf: (userId: string) => Promise<SessionResponse>;
  /** Ceiling on live private demos (PRIVATE_DEMO_LIMIT). */
  liveLimit: number;
  now: () => Date;
}

/**
 * Private demo copies (docs/decisions/008-private-demos.md): "Try the portal" seeds a fresh copy of
 * the sport's demo team for one visitor and signs the visitor into it; the worker deletes the
 * copies once they expire (private-demo-cleanup.ts).
 */
export function createPrivateDemoService(deps: PrivateDemoServiceDeps) {
  const { db, auth } = deps;
  const { now } = deps;

  return {
    /** Creates a private copy of the demo team of `demoId` and opens a session for it. */
    async open(demoId: DemoId, ctx: DemoRequestContext): Promise<SessionResponse> {
      const spec = findDemoTeamSpec(demoId);
      if (!spec) throw new AppError('not_found', m.unknownDemo);
      // A browser that holds another session leaves it on the server too.
      if (await auth.api.getSession({ headers: ctx.headers })) {
        ctx.setCookies((await auth.api.signOut({ headers: ctx.headers, returnHeaders: true })).headers);
      }
      const at = now();
      const ownerId = await db.transaction(async (tx) => {
        // Counted in the transaction: concurrent opens may overshoot the ceiling by a few, which is
        // fine for what it protects (database size), and needs no lock.
        if ((await countLivePrivateDemos(tx, at)) >= deps.liveLimit) return null;
        const owner = await insertPrivateDemoOwner(tx, { firstName: 'Demo', lastName: 'Visitor', at });
        await deps.seedNewTeam(
          tx,
          {
            userId: owner.id,
            email: owner.email,
            organizationName: spec.organizationName,
            teamName: spec.teamName,
            sportsType: spec.sportsType,
            ageType: spec.ageType,
            websiteType: spec.websiteType,
            publicContactEmail: spec.publicEmail,
            privateDemoExpiresAt: new Date(at.getTime() + privateDemoLifetimeMs),
            now: at,
          },
          { storage: deps.storage },
        );
        return owner.id;
      });
      if (!ownerId) throw new AppError('demo_full', privateDemoMessages.full);
      const opened = await auth.api.createSessionForUser({ body: { userId: ownerId }, returnHeaders: true });
      ctx.setCookies(opened.headers);
      const session = await deps.sessionOf(ownerId);
      if (!session.userLogged) throw new AppError('team_not_found', m.demoUnavailable);
      return session;
    },
  };
}

export type PrivateDemoService = ReturnType<typeof createPrivateDemoService>;
