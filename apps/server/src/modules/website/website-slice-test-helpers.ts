import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../app.ts';
import { teams } from '../../db/schema/teams.ts';
import { appHeaders, type TestContext } from '../../test/test-app.ts';

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
  return row;
}

/**
 * Asserts a save changed nothing of the team record but `changed` (a column, or the path of a
 * part inside one, like `website.seoInfo`), moved timeModified on and bumped the public site's
 * content version once (decision 009).
 */
export function expectOnlySliceChanged(before: TeamRow, after: TeamRow, changed: string): void {
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
  expect(after.contentVersion).toBe(before.contentVersion + 1);
}
