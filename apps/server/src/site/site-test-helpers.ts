import type { Game } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { type HTMLElement, parse } from 'node-html-parser';
import type { App } from '../app.ts';
import type { Db } from '../db/client.ts';
import { requireRow } from '../db/rows.ts';
import { users } from '../db/schema/auth.ts';
import { siteHosts } from '../db/schema/domains.ts';
import { teams } from '../db/schema/teams.ts';
import { callSection } from '../modules/content-sections/content-section-test-helpers.ts';
import { signUp } from '../test/account-helpers.ts';
import type { TestContext } from '../test/test-app.ts';

/**
 * A signed-up team (seeded content) whose admin verified their email, as a team in use has (its
 * form mails go out only then), with its slug and admin cookie.
 */
export async function createSiteTeam(ctx: TestContext, overrides: Parameters<typeof signUp>[1] = {}) {
  const account = await signUp(ctx.app, overrides);
  await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, account.body.email));
  const teamId: string = account.session.team.id;
  const [row] = await ctx.database.db.select().from(teams).where(eq(teams.id, teamId));
  const team = requireRow(row, 'teams');
  return { teamId, slug: team.slug, cookie: account.cookie, email: account.body.email, team };
}

/**
 * The team's site answers at `host` (a custom domain), or at none when empty: the rows a verified
 * domain gives it (`site_hosts` and `teams.url`), written directly so site tests need no DNS.
 */
export async function setCustomHost(db: Db, teamId: string, host: string): Promise<void> {
  await db.delete(siteHosts).where(eq(siteHosts.teamId, teamId));
  if (host) await db.insert(siteHosts).values({ host, teamId, kind: 'primary' });
  await db.update(teams).set({ url: host }).where(eq(teams.id, teamId));
}

/**
 * A game the admin adds in the portal (POST /api/games), in the team's newest season against its
 * first opponent unless `fields` say otherwise; the title is left blank unless given.
 */
export async function addGameAsAdmin(
  app: App,
  cookie: string,
  fields: Record<string, unknown>,
): Promise<{ game: Game; opponentName: string }> {
  const options = (await callSection(app, 'GET', '/api/games/options', cookie)).json();
  const res = await callSection(app, 'POST', '/api/games', cookie, {
    seasonId: options.seasons[0].id,
    opponentId: options.opponents[0].id,
    ...fields,
  });
  if (res.statusCode !== 201) throw new Error(`game not created: ${res.statusCode} ${res.body}`);
  const game: Game = res.json();
  const opponent = options.opponents.find((o: { id: string }) => o.id === game.opponentId);
  return { game, opponentName: opponent.name };
}

export interface FetchedPage {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  html: HTMLElement;
  meta(nameOrProperty: string): string | undefined;
  jsonLd(): Record<string, unknown>[];
  text(): string;
}

export async function fetchSitePage(
  app: App,
  url: string,
  options: { host?: string; cookie?: string; headers?: Record<string, string> } = {},
): Promise<FetchedPage> {
  const res = await app.inject({
    method: 'GET',
    url,
    headers: {
      ...(options.host ? { host: options.host } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
  });
  const html = parse(res.body);
  return {
    status: res.statusCode,
    headers: res.headers,
    body: res.body,
    html,
    meta(key) {
      const element =
        html.querySelector(`meta[name="${key}"]`) ?? html.querySelector(`meta[property="${key}"]`);
      return element?.getAttribute('content');
    },
    jsonLd() {
      return html
        .querySelectorAll('script[type="application/ld+json"]')
        .map((s) => JSON.parse(s.textContent) as Record<string, unknown>);
    },
    text() {
      return html.querySelector('main')?.textContent.replace(/\s+/g, ' ') ?? '';
    },
  };
}
