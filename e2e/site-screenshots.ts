import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TeamSportsType } from '@sideline/domain';
import { itemAt } from '@sideline/domain';
import { type Browser, type Page, request } from 'playwright-core';
import { signUpThroughApi } from './support/accounts.ts';
import { viewports } from './support/browser.ts';
import { startServer } from './support/server.ts';
import { setSiteLooks } from './support/site-designs.ts';

/**
 * Every page type of a team site in designs 1 and 2, light and dark, at desktop and phone width,
 * into screenshots/site/ — to look at them as a club would.
 */
const looks = [
  { demo: 'hockey', design: 1, darkMode: false },
  { demo: 'rugby', design: 1, darkMode: true },
  { demo: 'lacrosse', design: 2, darkMode: false },
  { sportsType: 'WOMENSICEHOCKEY' as TeamSportsType, design: 2, darkMode: true },
] as const;

async function pagesOf(page: Page, root: string): Promise<Record<string, string>> {
  const first = async (listPath: string, selector: string) => {
    await page.goto(`${root}${listPath}`);
    return (await page.locator(selector).first().getAttribute('href')) ?? listPath;
  };
  return {
    home: root,
    roster: `${root}/roster`,
    player: await first('/roster', '.person-card a'),
    staff: `${root}/staff`,
    coach: await first('/staff', '.person-card a'),
    schedule: `${root}/schedule`,
    game: await first('/schedule', '.game-card a:has(.game-result.win), .game-card a:has(.game-result.loss)'),
    events: `${root}/eventsandpractice`,
    articles: `${root}/articles`,
    article: await first('/articles', '.article-card a'),
    galleries: `${root}/galleries`,
    gallery: await first('/galleries', '.gallery-card a'),
    sponsors: `${root}/sponsors`,
    about: `${root}/about`,
    form: await first('/about', '.side-panel a.button'),
    notFound: `${root}/no-such-page`,
  };
}

export async function takeSiteScreenshots(browser: Browser, outDir: string, port: number): Promise<void> {
  const dir = path.join(outDir, 'site');
  mkdirSync(dir, { recursive: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sideline-site-shots-'));
  let server = await startServer(port, { SEED_DEMO_TEAMS: 'true' }, { dataDir });
  try {
    const slugs: string[] = [];
    for (const look of looks) {
      if ('demo' in look) {
        slugs.push(
          ((await (await fetch(`${server.baseUrl}/api/demo/${look.demo}`)).json()) as { slug: string }).slug,
        );
      } else {
        const api = await request.newContext();
        await signUpThroughApi(api, server.baseUrl, {
          sportsType: look.sportsType,
          teamName: 'Harbor City Herons',
        });
        slugs.push(
          ((await (await api.get(`${server.baseUrl}/api/session`)).json()) as { team: { slug: string } }).team
            .slug,
        );
        await api.dispose();
      }
    }
    await server.stop();
    await setSiteLooks(
      dataDir,
      looks.map((look, i) => ({ slug: itemAt(slugs, i), design: look.design, darkMode: look.darkMode })),
    );
    server = await startServer(port, { SEED_DEMO_TEAMS: 'true' }, { dataDir });
    for (const [i, look] of looks.entries()) {
      const root = `${server.baseUrl}/sites/${slugs[i]}`;
      for (const [size, viewport] of Object.entries(viewports)) {
        const page = await browser.newPage({ viewport });
        for (const [name, url] of Object.entries(await pagesOf(page, root))) {
          await page.goto(url.startsWith('http') ? url : `${server.baseUrl}${url}`, {
            waitUntil: 'networkidle',
          });
          const file = `design${look.design}-${look.darkMode ? 'dark' : 'light'}-${name}-${size}.png`;
          await page.screenshot({ path: path.join(dir, file), fullPage: true });
        }
        await page.close();
      }
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
