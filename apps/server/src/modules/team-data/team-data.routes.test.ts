import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  activeTeamCookieName,
  closedSiteMessages,
  teamArchiveFormatVersion,
  teamArchiveLimits,
  teamDataMessages,
} from '@sideline/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../db/schema/games.ts';
import { opponents } from '../../db/schema/opponents.ts';
import { files } from '../../db/schema/platform.ts';
import { seasons } from '../../db/schema/seasons.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { teamDataExports } from '../../db/schema/team-data.ts';
import { teams } from '../../db/schema/teams.ts';
import { createCpuPool } from '../../platform/cpu-pool.ts';
import { createMemoryFileStorage } from '../../platform/storage.ts';
import { getJson, latestMail, postJson, signUp } from '../../test/account-helpers.ts';
import { appHeaders, createTestApp, type TestContext } from '../../test/test-app.ts';
import { buildZip, type ZipMember } from '../../test/zip-fixtures.ts';
import { findAccountOfUser } from '../accounts/accounts.repository.ts';
import { openTeamArchive } from './team-archive-reader.ts';
import { writeTeamArchive } from './team-archive-writer.ts';
import { importTeamArchive } from './team-import.ts';
import { importedTeamSettings } from './team-import-plan.ts';
import { listArchiveTables } from './team-tables.ts';

const dayMs = 24 * 60 * 60 * 1000;
let clock = new Date('2027-05-01T12:00:00Z');
const storage = createMemoryFileStorage();

async function runTask(ctx: TestContext, name: string) {
  const task = ctx.app.workerTasks.find((t) => t.name === name);
  assert(task, `no worker task ${name}`);
  return task.run();
}

/** The members of a ZIP, read back with the import's own reader. */
async function unzip(data: Buffer): Promise<ZipMember[]> {
  const file = path.join(tmpdir(), `team-data-test-${Math.random().toString(36).slice(2)}.zip`);
  await writeFile(file, data);
  const archive = await openTeamArchive(file);
  try {
    return await Promise.all(
      archive.names().map(async (name) => ({ name, data: (await archive.read(name)) as Buffer })),
    );
  } finally {
    archive.close();
  }
}

const jsonOf = (members: ZipMember[], name: string) => {
  const member = members.find((m) => m.name === name);
  assert(member, `no ${name} in the archive`);
  return JSON.parse(member.data.toString('utf8'));
};

function importRequest(ctx: TestContext, cookie: string, data: Buffer) {
  const form = new FormData();
  form.append('archive', new Blob([new Uint8Array(data)], { type: 'application/zip' }), 'team.zip');
  return ctx.app.inject({
    method: 'POST',
    url: '/api/team-data/imports',
    headers: { ...appHeaders, cookie },
    payload: form,
  });
}

describe("a team's data to take away", () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signUp>>;
  let other: Awaited<ReturnType<typeof signUp>>;
  let archive: Buffer;

  beforeAll(async () => {
    // Many imports of one team below, each a different refusal; the hourly limit has its own test.
    ctx = await createTestApp({ TEAM_IMPORTS_PER_HOUR: '100' }, { now: () => clock, storage });
    admin = await signUp(ctx.app, { teamName: 'Harbor Hawks' });
    other = await signUp(ctx.app, { teamName: 'River Otters' });
  });
  afterAll(() => ctx.close());

  async function exportTeam(cookie: string): Promise<Buffer> {
    const res = await postJson(ctx.app, '/api/team-data/exports', undefined, cookie);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'queued', progress: 0, downloadUrl: null });
    await runTask(ctx, 'team-data-exports');
    const status = (await getJson(ctx.app, '/api/team-data', cookie)).json();
    expect(status.latestExport).toMatchObject({ status: 'ready', progress: 100 });
    const download = await getJson(ctx.app, status.latestExport.downloadUrl, cookie);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/zip');
    return download.rawPayload;
  }

  it('builds the archive in the worker, mails when ready, and serves it to the team only', async () => {
    archive = await exportTeam(admin.cookie);
    const mail = await latestMail(ctx.database.db, admin.body.email, 'team-data-export-ready');
    expect(mail.subject).toBe(teamDataMessages.exportReadySubject('Harbor Hawks'));
    expect(mail.text).toContain('/portal/settings/admin');

    const status = (await getJson(ctx.app, '/api/team-data', admin.cookie)).json();
    expect((await getJson(ctx.app, status.latestExport.downloadUrl, other.cookie)).statusCode).toBe(404);
    expect((await getJson(ctx.app, status.latestExport.downloadUrl)).statusCode).toBe(404);

    const members = await unzip(archive);
    const manifest = jsonOf(members, 'manifest.json');
    expect(manifest).toMatchObject({
      formatVersion: teamArchiveFormatVersion,
      team: { name: 'Harbor Hawks' },
    });
    expect(members.some((m) => m.name === 'README.md')).toBe(true);
    const players = jsonOf(members, 'tables/players.json');
    expect(players.length).toBeGreaterThan(0);
    expect(manifest.files.length).toBeGreaterThan(0);
    for (const file of manifest.files) expect(members.some((m) => m.name === file.path)).toBe(true);
  });

  it("never puts another team's records or files in an export", async () => {
    const members = await unzip(archive);
    const teamId = admin.session.team.id as string;
    const otherId = other.session.team.id as string;
    for (const member of members) {
      if (member.name.startsWith('tables/')) {
        const rows = JSON.parse(member.data.toString('utf8')) as { teamId: string }[];
        for (const row of rows) expect(row.teamId, member.name).toBe(teamId);
      }
      if (member.name.startsWith('files/'))
        expect(member.name.startsWith(`files/teams/${teamId}/`)).toBe(true);
      expect(member.data.toString('latin1').includes(otherId), member.name).toBe(false);
    }
  });

  it('refuses a second export while one is being prepared', async () => {
    expect((await postJson(ctx.app, '/api/team-data/exports', undefined, other.cookie)).statusCode).toBe(201);
    const again = await postJson(ctx.app, '/api/team-data/exports', undefined, other.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(teamDataMessages.exportRunning);
    await runTask(ctx, 'team-data-exports');
  });

  it("imports the archive as a new, unpublished team of the admin's organization, files stored again", async () => {
    const res = await importRequest(ctx, admin.cookie, archive);
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json();
    expect(result).toMatchObject({ teamName: 'Harbor Hawks', sitePath: `/sites/${result.slug}` });
    expect(result.referenceOnlyTables).toContain('team_subscription_info');
    expect(result.importedRows.players).toBeGreaterThan(0);

    const [created] = await ctx.database.db.select().from(teams).where(eq(teams.id, result.teamId));
    const [original] = await ctx.database.db.select().from(teams).where(eq(teams.id, admin.session.team.id));
    assert(created && original);
    expect(created.organizationId).toBe(original.organizationId);
    expect(created.published).toBe(false);
    expect(created.slug).not.toBe(original.slug);

    const newFiles = await ctx.database.db.select().from(files).where(eq(files.teamId, result.teamId));
    expect(newFiles.length).toBe(result.importedFiles);
    for (const file of newFiles) {
      expect(file.key.startsWith(`teams/${result.teamId}/`)).toBe(true);
      expect(await storage.get(file.key)).not.toBeNull();
    }
    const site = await ctx.app.inject({ method: 'GET', url: result.sitePath });
    expect(site.statusCode).toBe(200);
    expect(site.body).toContain('Harbor Hawks');
  });

  it('lets the admin switch the portal to the imported team and back; nobody else can', async () => {
    const res = await importRequest(ctx, admin.cookie, archive);
    expect(res.statusCode, res.body).toBe(201);
    const importedId: string = res.json().teamId;
    const originalId: string = admin.session.team.id;

    const listed = (await getJson(ctx.app, '/api/accounts/teams', admin.cookie)).json();
    const ids = listed.teams.map((team: { id: string }) => team.id);
    expect(ids).toContain(originalId);
    expect(ids).toContain(importedId);
    expect(listed.teams.find((team: { isActive: boolean }) => team.isActive).id).toBe(originalId);

    const switched = await postJson(ctx.app, '/api/accounts/team', { teamId: importedId }, admin.cookie);
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().team.id).toBe(importedId);
    const chosen = switched.cookies.find((cookie) => cookie.name === activeTeamCookieName);
    expect(chosen?.value).toBe(importedId);
    const asImported = `${admin.cookie}; ${activeTeamCookieName}=${importedId}`;

    // The session and every team route act for the imported team now: an export is its own.
    expect((await getJson(ctx.app, '/api/session', asImported)).json().team.id).toBe(importedId);
    expect((await postJson(ctx.app, '/api/team-data/exports', undefined, asImported)).statusCode).toBe(201);
    const exportsOf = async (teamId: string) =>
      ctx.database.db.select().from(teamDataExports).where(eq(teamDataExports.teamId, teamId));
    expect(await exportsOf(importedId)).toHaveLength(1);
    expect(
      (await getJson(ctx.app, '/api/accounts/teams', asImported))
        .json()
        .teams.find((team: { isActive: boolean }) => team.isActive).id,
    ).toBe(importedId);

    // Back again.
    const back = await postJson(ctx.app, '/api/accounts/team', { teamId: originalId }, asImported);
    expect(back.json().team.id).toBe(originalId);

    // Another admin can neither switch to it nor act for it with a forged cookie.
    const refused = await postJson(ctx.app, '/api/accounts/team', { teamId: importedId }, other.cookie);
    expect(refused.statusCode).toBe(404);
    const forged = `${other.cookie}; ${activeTeamCookieName}=${importedId}`;
    expect((await getJson(ctx.app, '/api/session', forged)).json().team.id).toBe(other.session.team.id);
    expect((await postJson(ctx.app, '/api/team-data/exports', undefined, forged)).statusCode).toBe(201);
    expect(await exportsOf(importedId)).toHaveLength(1);
    expect(await exportsOf(other.session.team.id)).not.toHaveLength(0);
    const otherTeams = (await getJson(ctx.app, '/api/accounts/teams', other.cookie)).json().teams;
    expect(otherTeams.map((team: { id: string }) => team.id)).toEqual([other.session.team.id]);
  });

  it('gives the same content on export, import and export again (ids and keys remapped)', async () => {
    const file = path.join(tmpdir(), `team-data-roundtrip-${Date.now()}.zip`);
    await writeFile(file, archive);
    // The import's checking runs on worker threads: this also shows the pool running the
    // TypeScript task module from the sources.
    const cpuPool = createCpuPool({ threads: 1, memoryMb: 512 });
    const { user } = { user: admin.session.user.id as string };
    const account = await findAccountOfUser(ctx.database.db, user);
    assert(account.team);
    const { result, remapText } = await importTeamArchive(
      { db: ctx.database.db, storage, now: () => clock, cpuPool },
      {
        userId: user,
        teamId: account.team.id,
        team: account.team,
        organization: account.organization,
        emailVerified: true,
      },
      file,
    ).finally(() => Promise.all([cpuPool.close(), rm(file, { force: true })]));
    const again = await writeTeamArchive({
      db: ctx.database.db,
      storage,
      scope: { teamId: result.teamId },
      now: clock,
      skippedFileKeys: [],
      onProgress: async () => {},
    });
    const first = await unzip(archive);
    const second = await unzip(again);
    const byId = (rows: { id: string }[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
    for (const table of listArchiveTables().filter((t) => t.role === 'imported')) {
      const name = `tables/${table.name}.json`;
      const expected = byId(
        JSON.parse(remapText(first.find((m) => m.name === name)?.data.toString('utf8') ?? '[]')),
      );
      expect(byId(jsonOf(second, name)), table.name).toEqual(expected);
    }
    const firstTeam = JSON.parse(
      remapText(first.find((m) => m.name === 'team.json')?.data.toString('utf8') ?? ''),
    );
    const secondTeam = jsonOf(second, 'team.json');
    for (const key of importedTeamSettings) expect(secondTeam[key], key).toEqual(firstTeam[key]);
    const firstFiles = first.filter((m) => m.name.startsWith('files/'));
    for (const member of firstFiles) {
      const copy = second.find((m) => m.name === remapText(member.name));
      expect(copy?.data.equals(member.data), member.name).toBe(true);
    }
    expect(second.filter((m) => m.name.startsWith('files/')).length).toBe(firstFiles.length);
  });

  it('refuses a damaged archive with a clear message', async () => {
    const res = await importRequest(ctx, admin.cookie, Buffer.from('this is not a zip file at all'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^This archive is damaged or is not a Sideline team archive/);
    const truncated = await importRequest(ctx, admin.cookie, archive.subarray(0, archive.length - 30));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().error.fields.archive).toMatch(/^This archive is damaged/);
  });

  it('refuses an archive whose table does not match the schema', async () => {
    const members = await unzip(archive);
    const changed = members.map((m) =>
      m.name === 'tables/players.json'
        ? { name: m.name, data: Buffer.from(JSON.stringify([{ id: 'x', teamId: 'y', firstName: 42 }])) }
        : m,
    );
    const res = await importRequest(ctx, admin.cookie, buildZip(changed));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^This archive is damaged .*tables\/players\.json/);
  });

  /** The exported archive with some tables' JSON replaced (the manifest as it was, unless given). */
  async function archiveWith(
    tables: Record<string, string>,
    manifest?: (m: Record<string, unknown>) => object,
  ) {
    const members = await unzip(archive);
    return buildZip(
      members.map((m) => {
        const name = m.name.replace(/^tables\/(.*)\.json$/, '$1');
        if (m.name.startsWith('tables/') && name in tables) {
          return { name: m.name, data: Buffer.from(tables[name] as string) };
        }
        if (m.name === 'manifest.json' && manifest) {
          return { name: m.name, data: Buffer.from(JSON.stringify(manifest(JSON.parse(m.data.toString())))) };
        }
        return m;
      }),
    );
  }

  it('refuses a table of a million empty records (an import bomb) before parsing it, naming the table', async () => {
    const million = `[${Array(1_000_000).fill('{}').join(',')}]`;
    const bomb = await archiveWith({ opponents: million });
    // A few hundred KB on the wire.
    expect(bomb.length).toBeLessThan(1_000_000);
    const declared = (
      jsonOf(await unzip(archive), 'manifest.json').tables as { name: string; rows: number }[]
    ).find((t) => t.name === 'opponents')?.rows;
    const res = await importRequest(ctx, admin.cookie, bomb);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields.archive).toBe(
      teamDataMessages.archiveTableMismatch('opponents', 1_000_000, declared ?? 0),
    );

    // The manifest made to agree: over the cap per table, refused before the table is even read.
    const agreeing = await archiveWith({ opponents: million }, (manifest) => ({
      ...manifest,
      tables: (manifest.tables as { name: string }[]).map((t) =>
        t.name === 'opponents' ? { ...t, rows: 1_000_000 } : t,
      ),
    }));
    const capped = await importRequest(ctx, admin.cookie, agreeing);
    expect(capped.statusCode, capped.body).toBe(400);
    expect(capped.json().error.fields.archive).toBe(teamDataMessages.archiveTableTooLarge('opponents'));
  });

  it('refuses a NUL character inside an imported record with a 400 naming the table and the field', async () => {
    const players = jsonOf(await unzip(archive), 'tables/players.json') as Record<string, unknown>[];
    const [first, ...rest] = players;
    assert(first);
    // In a text column, and deep inside a JSON column (PostgreSQL's jsonb refuses it too).
    for (const [field, value] of [
      ['name', 'Ann\u0000e'],
      ['featureImage', { ...(first.featureImage as object), alt: ['ok', { caption: 'x\u0000' }] }],
    ] as const) {
      const res = await importRequest(
        ctx,
        admin.cookie,
        await archiveWith({ players: JSON.stringify([{ ...first, [field]: value }, ...rest]) }),
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields.archive).toBe(teamDataMessages.archiveNulCharacter('players', field));
    }
  });

  it("refuses an archive whose records point at another team's season, opponent or game", async () => {
    const otherId = other.session.team.id as string;
    const { db } = ctx.database;
    const [season] = await db.select().from(seasons).where(eq(seasons.teamId, otherId)).limit(1);
    const [opponent] = await db.select().from(opponents).where(eq(opponents.teamId, otherId)).limit(1);
    const [game] = await db.select().from(games).where(eq(games.teamId, otherId)).limit(1);
    assert(season && opponent && game, 'the other team has a season, an opponent and a game');
    const members = await unzip(archive);
    const games_ = jsonOf(members, 'tables/games.json') as Record<string, unknown>[];
    const articles = jsonOf(members, 'tables/articles.json') as Record<string, unknown>[];
    assert(games_.length && articles.length);
    const teamsBefore = await db.select({ id: teams.id }).from(teams);
    for (const [table, rows, field, id] of [
      ['games', games_, 'seasonId', season.id],
      ['games', games_, 'opponentId', opponent.id],
      ['articles', articles, 'gameId', game.id],
    ] as const) {
      const changed = rows.map((row, index) => (index === 0 ? { ...row, [field]: id } : row));
      const res = await importRequest(
        ctx,
        admin.cookie,
        await archiveWith({ [table]: JSON.stringify(changed) }),
      );
      expect(res.statusCode, `${table}.${field}: ${res.body}`).toBe(400);
      expect(res.json().error.fields.archive).toBe(teamDataMessages.archiveOutsideReference(table, field));
    }
    // No team was made, and nothing links to the other team's rows.
    expect(await db.select({ id: teams.id }).from(teams)).toHaveLength(teamsBefore.length);
    expect(await db.select().from(games).where(eq(games.seasonId, season.id))).toEqual(
      await db
        .select()
        .from(games)
        .where(and(eq(games.seasonId, season.id), eq(games.teamId, otherId))),
    );
  });

  it('refuses an archive naming shared reference data that does not exist, naming the table', async () => {
    const leagues = jsonOf(await unzip(archive), 'tables/leagues.json') as Record<string, unknown>[];
    const [first, ...rest] = leagues;
    assert(first);
    const changed = [{ ...first, preDevelopedLeagueId: '6f1d7a3e-0000-4000-8000-000000000000' }, ...rest];
    const teamsBefore = await ctx.database.db.select({ id: teams.id }).from(teams);
    const res = await importRequest(
      ctx,
      admin.cookie,
      await archiveWith({ leagues: JSON.stringify(changed) }),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields.archive).toMatch(/^This archive is damaged .*leagues/);
    expect(await ctx.database.db.select({ id: teams.id }).from(teams)).toHaveLength(teamsBefore.length);
  });

  it('refuses an archive of a newer format version', async () => {
    const members = await unzip(archive);
    const newer = members.map((m) =>
      m.name === 'manifest.json'
        ? {
            name: m.name,
            data: Buffer.from(JSON.stringify({ ...JSON.parse(m.data.toString()), formatVersion: 99 })),
          }
        : m,
    );
    const res = await importRequest(ctx, admin.cookie, buildZip(newer));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(teamDataMessages.archiveNewerVersion(99));
  });

  it('refuses entries that would leave the archive folder (zip-slip)', async () => {
    for (const name of [
      '../../etc/evil.json',
      'files/../../../evil',
      '/etc/passwd',
      'files\\..\\evil',
      'stray.txt',
    ]) {
      const res = await importRequest(ctx, admin.cookie, buildZip([{ name, data: Buffer.from('x') }]));
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.message, name).toMatch(/^The archive holds an entry with an unsafe name/);
    }
  });

  it('refuses an oversized entry before reading it', async () => {
    const big = Buffer.alloc(teamArchiveLimits.maxEntryBytes + 1);
    const res = await importRequest(
      ctx,
      admin.cookie,
      buildZip([{ name: 'tables/players.json', data: big }]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(teamDataMessages.archiveEntryTooLarge('tables/players.json'));
  });

  it('refuses an import without a file, and every route signed out', async () => {
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/team-data/imports',
      headers: { ...appHeaders, cookie: admin.cookie },
      payload: new FormData(),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(teamDataMessages.archiveMissing);
    expect((await importRequest(ctx, '', archive)).statusCode).toBe(401);
    expect((await postJson(ctx.app, '/api/team-data/exports')).statusCode).toBe(401);
    expect((await getJson(ctx.app, '/api/team-data')).statusCode).toBe(401);
  });

  it('deletes the ZIP when its keeping time is over', async () => {
    const status = (await getJson(ctx.app, '/api/team-data', admin.cookie)).json();
    const key = status.latestExport.downloadUrl.slice('/files/'.length);
    clock = new Date(clock.getTime() + 8 * dayMs);
    await runTask(ctx, 'team-data-export-expiry');
    expect(await storage.get(key)).toBeNull();
    const after = (await getJson(ctx.app, '/api/team-data', admin.cookie)).json();
    expect(after.latestExport).toMatchObject({ status: 'expired', downloadUrl: null });
  });
});

describe('the hourly limit of imports per team', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ TEAM_IMPORTS_PER_HOUR: '2' }, { storage });
  });
  afterAll(() => ctx.close());

  it('refuses the third import of a team within the hour with 429 and Retry-After; another team may import', async () => {
    const team = await signUp(ctx.app, { teamName: 'Bay Herons' });
    const neighbour = await signUp(ctx.app, { teamName: 'Dune Foxes' });
    const damaged = Buffer.from('not a zip');
    // Every attempt counts, a refused one too: each costs the server the same work.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await importRequest(ctx, team.cookie, damaged)).statusCode).toBe(400);
    }
    const limited = await importRequest(ctx, team.cookie, damaged);
    expect(limited.statusCode, limited.body).toBe(429);
    expect(limited.json().error.message).toBe(teamDataMessages.tooManyImports(2));
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await importRequest(ctx, neighbour.cookie, damaged)).statusCode).toBe(400);
  });
});

describe('a closed team', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    clock = new Date('2027-05-01T12:00:00Z');
    ctx = await createTestApp({ SITE_REVALIDATE_MS: '0' }, { now: () => clock, storage });
  });
  afterAll(() => ctx.close());

  it('shows a closed site, keeps its data retrievable 30 days, then deletes it with every file', async () => {
    const team = await signUp(ctx.app, { teamName: 'Lake Loons' });
    const teamId = team.session.team.id as string;
    const slug = team.session.team.slug as string;
    const keys = (await ctx.database.db.select().from(files).where(eq(files.teamId, teamId))).map(
      (f) => f.key,
    );
    expect(keys.length).toBeGreaterThan(0);
    expect((await ctx.app.inject({ method: 'GET', url: `/sites/${slug}` })).statusCode).toBe(200);

    // The website subscription ended at the end of its paid period (as the provider reports it).
    const periodEnd = new Date(clock.getTime() + 2 * dayMs);
    await ctx.database.db.insert(subscriptions).values({
      teamId,
      product: 'website',
      period: 'month',
      status: 'canceled',
      provider: 'sandbox',
      currentPeriodEnd: periodEnd,
      lastEventAt: periodEnd,
    });
    expect((await ctx.app.inject({ method: 'GET', url: `/sites/${slug}` })).statusCode).toBe(200);

    clock = new Date(periodEnd.getTime() + dayMs);
    const closed = await ctx.app.inject({ method: 'GET', url: `/sites/${slug}/roster` });
    expect(closed.statusCode).toBe(410);
    expect(closed.body).toContain(closedSiteMessages.heading('Lake Loons'));
    // Nothing of the team is linked any more: no calendar feed to follow.
    expect(closed.body).not.toContain('Calendar feed');
    const status = (await getJson(ctx.app, '/api/team-data', team.cookie)).json();
    expect(status.closure).toEqual({
      closedAt: periodEnd.toISOString(),
      deletionAt: new Date(periodEnd.getTime() + 30 * dayMs).toISOString(),
    });
    // Its admins can still take everything away.
    expect((await postJson(ctx.app, '/api/team-data/exports', undefined, team.cookie)).statusCode).toBe(201);
    await runTask(ctx, 'team-data-exports');
    expect((await getJson(ctx.app, '/api/team-data', team.cookie)).json().latestExport.status).toBe('ready');

    clock = new Date(periodEnd.getTime() + 29 * dayMs);
    await runTask(ctx, 'closed-team-deletion');
    expect(await ctx.database.db.select().from(teams).where(eq(teams.id, teamId))).toHaveLength(1);

    clock = new Date(periodEnd.getTime() + 30 * dayMs + 60_000);
    await runTask(ctx, 'closed-team-deletion');
    expect(await ctx.database.db.select().from(teams).where(eq(teams.id, teamId))).toHaveLength(0);
    expect(await ctx.database.db.select().from(files).where(eq(files.teamId, teamId))).toHaveLength(0);
    expect(storage.keys().filter((key) => key.startsWith(`teams/${teamId}/`))).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: `/sites/${slug}` })).statusCode).toBe(404);
  });
});
