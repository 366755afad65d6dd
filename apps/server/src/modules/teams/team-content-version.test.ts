import { itemAt } from '@sideline/domain';
import { eq, getTableName, inArray, sql } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import type { Db, DbOrTx } from '../../db/client.ts';
import { forms, submittedForms } from '../../db/schema/forms.ts';
import { galleries, photos } from '../../db/schema/galleries.ts';
import { gamePlayers, games } from '../../db/schema/games.ts';
import { mailOutbox } from '../../db/schema/platform.ts';
import { coaches, players } from '../../db/schema/roster.ts';
import { sponsors } from '../../db/schema/sponsors.ts';
import { products, tickets } from '../../db/schema/store.ts';
import { organizations, teamAdminInfo, teamStoreActivation, teams } from '../../db/schema/teams.ts';
import { signUp, teamOfEmail } from '../../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { recordTeamSignIn, setTeamLoginTime } from '../accounts/accounts.repository.ts';
import { serverModules } from '../registry.ts';
import { type ContentTables, tablesOutsideModules } from './content-tables.ts';
import { readTeamContentVersion } from './team-content-version.ts';

let ctx: TestContext;
let db: Db;
/** Two seeded teams: writes to one must never move the other's version. */
let teamA: string;
let teamB: string;

async function seededTeam(): Promise<string> {
  const { body } = await signUp(ctx.app);
  const team = await teamOfEmail(db, body.email);
  if (!team) throw new Error('sign-up made no team');
  return team.id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  teamA = await seededTeam();
  teamB = await seededTeam();
});
afterAll(() => ctx.close());

async function version(teamId: string): Promise<number> {
  const v = await readTeamContentVersion(db, teamId);
  if (v === null) throw new Error(`team ${teamId} is gone`);
  return v;
}

/** How much each team's version moved while `write` ran. */
async function bumpsDuring(write: () => Promise<unknown>): Promise<{ a: number; b: number }> {
  const [a0, b0] = [await version(teamA), await version(teamB)];
  await write();
  return { a: (await version(teamA)) - a0, b: (await version(teamB)) - b0 };
}

const newSponsors = (teamId: string, n: number, tag: string) =>
  Array.from({ length: n }, (_, i) => ({ teamId, urlId: `${tag}-${i}`, name: `Sponsor ${tag} ${i}` }));

describe('content version of a team', () => {
  it('reads null for a team that does not exist', async () => {
    expect(await readTeamContentVersion(db, 'no-such-team')).toBeNull();
  });

  it('stays at 1 through seeding: content written by the transaction that creates the team never bumps', async () => {
    expect(await version(teamA)).toBe(1);
    expect(await version(teamB)).toBe(1);
  });

  it('bumps once for a batch insert, once for a many-row update, once for a many-row delete', async () => {
    expect(await bumpsDuring(() => db.insert(sponsors).values(newSponsors(teamA, 5, 'batch')))).toEqual({
      a: 1,
      b: 0,
    });
    const rosterSize = await db.$count(players, eq(players.teamId, teamA));
    expect(rosterSize).toBeGreaterThan(5);
    expect(
      await bumpsDuring(() =>
        db.update(players).set({ summary: 'Updated' }).where(eq(players.teamId, teamA)),
      ),
    ).toEqual({ a: 1, b: 0 });
    expect(await bumpsDuring(() => db.delete(sponsors).where(sql`${sponsors.urlId} like 'batch-%'`))).toEqual(
      { a: 1, b: 0 },
    );
  });

  it('bumps on each public content table it guards, and only the owning team', async () => {
    const writes: [string, () => Promise<unknown>][] = [
      ['coaches', () => db.update(coaches).set({ bio: 'New bio' }).where(eq(coaches.teamId, teamA))],
      ['games', () => db.update(games).set({ notes: 'Bus at 9' }).where(eq(games.teamId, teamA))],
      [
        'game_players',
        () => db.update(gamePlayers).set({ position: 'Forward' }).where(eq(gamePlayers.teamId, teamA)),
      ],
      ['galleries', () => db.update(galleries).set({ title: 'Renamed' }).where(eq(galleries.teamId, teamA))],
      ['photos', () => db.update(photos).set({ title: 'Caption' }).where(eq(photos.teamId, teamA))],
      ['forms', () => db.update(forms).set({ published: false }).where(eq(forms.teamId, teamA))],
      [
        'products',
        () =>
          db.insert(products).values([
            { teamId: teamA, urlId: 'scarf', name: 'Scarf' },
            { teamId: teamA, urlId: 'cap', name: 'Cap' },
          ]),
      ],
      ['tickets', () => db.insert(tickets).values({ teamId: teamA, name: 'Home opener' })],
      [
        'team_admin_info',
        () => db.update(teamAdminInfo).set({ active: false }).where(eq(teamAdminInfo.teamId, teamA)),
      ],
      [
        'team_store_activation',
        () =>
          db
            .update(teamStoreActivation)
            .set({ timeModified: new Date() })
            .where(eq(teamStoreActivation.teamId, teamA)),
      ],
    ];
    for (const [table, write] of writes) {
      expect({ table, ...(await bumpsDuring(write)) }).toEqual({ table, a: 1, b: 0 });
    }
  });

  it("a write to another team's rows leaves this team's version alone", async () => {
    expect(
      await bumpsDuring(() => db.update(players).set({ bio: 'B only' }).where(eq(players.teamId, teamB))),
    ).toEqual({ a: 0, b: 1 });
  });

  it('one statement over two teams bumps each once', async () => {
    expect(
      await bumpsDuring(() =>
        db
          .update(sponsors)
          .set({ notes: 'Thanks' })
          .where(inArray(sponsors.teamId, [teamA, teamB])),
      ),
    ).toEqual({ a: 1, b: 1 });
  });

  it('a statement that touches no row does not bump', async () => {
    expect(
      await bumpsDuring(() => db.update(players).set({ bio: 'x' }).where(eq(players.id, 'no-such-player'))),
    ).toEqual({ a: 0, b: 0 });
  });

  it('a rolled-back write leaves the version as it was', async () => {
    const rollback = new Error('roll back');
    expect(
      await bumpsDuring(() =>
        db
          .transaction(async (tx) => {
            await tx.insert(sponsors).values(newSponsors(teamA, 2, 'rolled-back'));
            throw rollback;
          })
          .catch((error: unknown) => {
            if (error !== rollback) throw error;
          }),
      ),
    ).toEqual({ a: 0, b: 0 });
  });

  it('private tables do not bump (form submissions, outbox)', async () => {
    expect(
      await bumpsDuring(async () => {
        await db.insert(submittedForms).values({ teamId: teamA, formType: 1, otherOptions: [] });
        await db.insert(mailOutbox).values({
          teamId: teamA,
          to: ['someone@example.org'],
          from: 'site@example.org',
          templateId: 'test',
          subject: 'Hello',
          html: '<p>Hello</p>',
          text: 'Hello',
        });
      }),
    ).toEqual({ a: 0, b: 0 });
  });
});

/** Every tenant table an area declares (its module's `contentTables`) or that is outside the areas, by name. */
const allContentTables: readonly ContentTables[] = [
  ...serverModules.flatMap((module) => (module.contentTables ? [module.contentTables] : [])),
  tablesOutsideModules,
];
const declaredTables = allContentTables.flatMap(({ bumping, notBumping }) => [
  ...bumping.map((table) => ({ name: getTableName(table), bumps: true })),
  ...notBumping.map((table) => ({ name: getTableName(table), bumps: false })),
]);

describe('tables that bump', () => {
  it('every table with a team_id is declared by an area, and the bumping ones have the three triggers', async () => {
    // A new tenant table fails here until its area declares it: bumping (with its triggers in a
    // migration) or not bumping.
    const { rows: tenantTables } = (await db.execute(sql`
      SELECT table_name AS name FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name = 'team_id'
      ORDER BY table_name`)) as unknown as { rows: { name: string }[] };
    const { rows: triggers } = (await db.execute(sql`
      SELECT c.relname AS name, count(*)::int AS triggers FROM pg_trigger t
      JOIN pg_class c ON c.oid = t.tgrelid
      WHERE NOT t.tgisinternal AND t.tgfoid = 'bump_team_content_version'::regproc
      GROUP BY c.relname ORDER BY c.relname`)) as unknown as { rows: { name: string; triggers: number }[] };
    const declaredNames = declaredTables.map((table) => table.name);
    expect(tenantTables.map((t) => t.name).filter((name) => !declaredNames.includes(name))).toEqual([]);
    // Declared once, and only tenant tables: the lists stay a true picture of the schema.
    expect(declaredNames.filter((name, i) => declaredNames.indexOf(name) !== i)).toEqual([]);
    expect(declaredNames.filter((name) => !tenantTables.some((t) => t.name === name))).toEqual([]);
    const bumping = declaredTables.filter((table) => table.bumps).map((table) => table.name);
    expect(Object.fromEntries(triggers.map((t) => [t.name, t.triggers]))).toEqual(
      Object.fromEntries(bumping.map((name) => [name, 3])),
    );
    expect(bumping).toContain('team_admin_info');
  });
});

/** Inserts a copy of a team's row under a new id (a team with no content). */
async function copyTeamRow(tx: DbOrTx, fromTeamId: string, id: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO teams SELECT (jsonb_populate_record(NULL::teams, to_jsonb(t) || jsonb_build_object(
      'id', ${id}::text, 'slug', ${id}::text, 'referral_id', ${id}::text))).*
    FROM teams t WHERE t.id = ${fromTeamId}`);
}

const createdInTransaction = async (tx: DbOrTx) => {
  const { rows } = (await tx.execute(
    sql`SELECT current_setting('sideline.teams_created_in_transaction', true) AS ids`,
  )) as unknown as { rows: { ids: string | null }[] };
  return itemAt(rows, 0).ids;
};

describe('teams created in the same transaction', () => {
  it('skips only the new team: an existing team written in that transaction still bumps', async () => {
    const fresh = `fresh-${Date.now()}`;
    expect(
      await bumpsDuring(() =>
        db.transaction(async (tx) => {
          await copyTeamRow(tx, teamB, fresh);
          await tx
            .insert(sponsors)
            .values([...newSponsors(fresh, 2, 'fresh'), ...newSponsors(teamA, 2, 'mixed')]);
        }),
      ),
    ).toEqual({ a: 1, b: 0 });
    expect(await version(fresh)).toBe(await version(teamB));
    // The note is transaction-local: the next transaction bumps the now committed team.
    const before = await version(fresh);
    await db.delete(sponsors).where(eq(sponsors.teamId, fresh));
    expect(await version(fresh)).toBe(before + 1);
  });

  it('a savepoint rolled back takes its note back', async () => {
    const rolledBack = `rolled-back-${Date.now()}`;
    const rollback = new Error('roll back');
    await db.transaction(async (tx) => {
      await tx
        .transaction(async (inner) => {
          await copyTeamRow(inner, teamA, rolledBack);
          expect(await createdInTransaction(inner)).toContain(rolledBack);
          throw rollback;
        })
        .catch((error: unknown) => {
          if (error !== rollback) throw error;
        });
      expect(await createdInTransaction(tx)).not.toContain(rolledBack);
    });
    expect(await readTeamContentVersion(db, rolledBack)).toBeNull();
  });
});

describe('content version and the team row', () => {
  it('bumps once when public settings change, however many change in one update', async () => {
    const [team] = await db.select().from(teams).where(eq(teams.id, teamA));
    assert(team);
    expect(
      await bumpsDuring(() =>
        db
          .update(teams)
          .set({ info: { ...team.info }, name: `${team.name} (renamed)` })
          .where(eq(teams.id, teamA)),
      ),
    ).toEqual({ a: 1, b: 0 });
    expect(
      await bumpsDuring(() =>
        db
          .update(teams)
          .set({
            website: { ...team.website, texts: { ...team.website.texts, welcome: 'Welcome, fans' } },
          })
          .where(eq(teams.id, teamA)),
      ),
    ).toEqual({ a: 1, b: 0 });
    expect(
      await bumpsDuring(() =>
        db.update(teams).set({ published: !team.published }).where(eq(teams.id, teamA)),
      ),
    ).toEqual({ a: 1, b: 0 });
  });

  it('an update that writes the same public values does not bump', async () => {
    const [team] = await db.select().from(teams).where(eq(teams.id, teamA));
    assert(team);
    expect(
      await bumpsDuring(() => db.update(teams).set({ info: team.info }).where(eq(teams.id, teamA))),
    ).toEqual({ a: 0, b: 0 });
  });

  it('sign-in bookkeeping and private settings do not bump', async () => {
    expect(
      await bumpsDuring(async () => {
        // Drizzle also sets time_modified on these updates: that must not count either.
        await db.transaction((tx) => recordTeamSignIn(tx, teamA, new Date()));
        await db.transaction((tx) => setTeamLoginTime(tx, teamA, new Date()));
        await db
          .update(teams)
          .set({ loginCount: sql`${teams.loginCount} + 1` })
          .where(eq(teams.id, teamA));
        await db.update(teams).set({ email: 'new-owner@example.org' }).where(eq(teams.id, teamA));
      }),
    ).toEqual({ a: 0, b: 0 });
  });

  it('an update that sets the version itself is taken as it is', async () => {
    const before = await version(teamA);
    await db
      .update(teams)
      .set({ contentVersion: before + 10, name: 'Set by hand' })
      .where(eq(teams.id, teamA));
    expect(await version(teamA)).toBe(before + 10);
  });

  it('deleting a team with all its content still works and leaves other teams alone', async () => {
    const doomed = await seededTeam();
    expect(await db.$count(players, eq(players.teamId, doomed))).toBeGreaterThan(0);
    const [team] = await db.select().from(teams).where(eq(teams.id, doomed));
    assert(team);
    // The private-demo cleanup deletes organizations: teams and every tenant row cascade.
    expect(
      await bumpsDuring(() => db.delete(organizations).where(eq(organizations.id, team.organizationId))),
    ).toEqual({ a: 0, b: 0 });
    expect(await readTeamContentVersion(db, doomed)).toBeNull();
    expect(await db.$count(games, eq(games.teamId, doomed))).toBe(0);

    const alsoDoomed = await seededTeam();
    await db.delete(teams).where(eq(teams.id, alsoDoomed));
    expect(await readTeamContentVersion(db, alsoDoomed)).toBeNull();
  });
});
