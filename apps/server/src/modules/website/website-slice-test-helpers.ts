import { accountMessages } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { requireRow } from '../../db/rows.ts';
import { teams } from '../../db/schema/teams.ts';
import { getJson, signUp } from '../../test/account-helpers.ts';
import { appHeaders, createTestApp, type TestContext } from '../../test/test-app.ts';

type TeamRow = typeof teams.$inferSelect;

/** A PUT with the app's CSRF header (unless `headers` replaces them) and the session cookie. */
export function putJson(
  app: App,
  url: string,
  payload: unknown,
  cookie = '',
  headers: Record<string, string> = appHeaders,
) {
  return app.inject({
    method: 'PUT',
    url,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    payload: payload as Record<string, unknown>,
  });
}

export async function findStoredTeam(ctx: TestContext, teamId: string): Promise<TeamRow> {
  const [row] = await ctx.database.db.select().from(teams).where(eq(teams.id, teamId));
  return requireRow(row, 'teams');
}

/**
 * Asserts a save changed nothing of the team record but `changed` (a column, or the path of a
 * part inside one, like `website.seoInfo`), moved timeModified on and bumped the public site's
 * content version once (decision 009).
 */
export function expectOnlySliceChanged(
  before: TeamRow,
  after: TeamRow,
  changed: string,
  /** How many of the team's records the save wrote (each bumps the content version once). */
  writes = 1,
): void {
  const [column, part] = changed.split('.') as [keyof TeamRow, string | undefined];
  const strip = (row: TeamRow) => {
    const { timeModified: _modified, contentVersion: _version, ...rest } = row;
    const value = rest[column as keyof typeof rest];
    if (!part) return { ...rest, [column]: undefined };
    const { [part]: _part, ...others } = value as Record<string, unknown>;
    return { ...rest, [column]: others };
  };
  expect(strip(after)).toEqual(strip(before));
  expect(after.timeModified.getTime()).toBeGreaterThan(before.timeModified.getTime());
  expect(after.contentVersion).toBe(before.contentVersion + writes);
}

/** The app of the describe block it is called in: built before the block's tests, closed after them. */
export function setUpTestApp(): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await createTestApp());
  });
  afterAll(() => ctx.close());
  return ctx;
}

/** Every slice's guard: signed out, GET and PUT `url` answer 401, before the body is looked at. */
export function itRefusesSignedOut(ctx: TestContext, url: string, invalidBody: object): void {
  it('refuses signed-out requests, before looking at the body', async () => {
    const read = await getJson(ctx.app, url);
    expect(read.statusCode).toBe(401);
    expect(read.json().error.message).toBe(accountMessages.signInRequired);
    expect((await putJson(ctx.app, url, invalidBody)).statusCode).toBe(401);
  });
}

/**
 * A save of the slice (answered under `key`) with `change` but without the CSRF header is refused
 * and changes nothing.
 */
export function itRefusesSaveWithoutCsrf(ctx: TestContext, url: string, key: string, change: object): void {
  it('refuses a save without the CSRF header', async () => {
    const a = await signUp(ctx.app);
    const before = (await getJson(ctx.app, url, a.cookie)).json()[key];
    const res = await putJson(ctx.app, url, { ...before, ...change }, a.cookie, {
      origin: appHeaders.origin,
    });
    expect(res.statusCode).toBe(403);
    expect((await getJson(ctx.app, url, a.cookie)).json()[key]).toEqual(before);
  });
}

/**
 * Spec part 1 §2 hides `what` for a store-only team: its GET and PUT answer 403 with `message`,
 * and the team record's `column` stays as it was.
 */
export function itIsHiddenForStoreOnly(
  ctx: TestContext,
  url: string,
  options: {
    what: string;
    message: string;
    column: 'socials' | 'storeInfo';
    update: (team: TeamRow) => object;
  },
): void {
  const { what, message, column, update } = options;
  it(`is not there for a store-only team (spec part 1 §2 hides ${what})`, async () => {
    const store = await signUp(ctx.app, { websiteType: 'STORE' });
    const before = await findStoredTeam(ctx, store.session.team.id);
    const read = await getJson(ctx.app, url, store.cookie);
    expect(read.statusCode).toBe(403);
    expect(read.json().error.message).toBe(message);
    expect((await putJson(ctx.app, url, update(before), store.cookie)).statusCode).toBe(403);
    expect((await findStoredTeam(ctx, before.id))[column]).toEqual(before[column]);
  });
}
