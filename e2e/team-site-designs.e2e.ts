import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TeamSportsType } from '@sideline/domain';
import { itemAt } from '@sideline/domain';
import { type Browser, type Page, request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughApi } from './support/accounts.ts';
import { findAccessibilityViolations, launchBrowser, viewports } from './support/browser.ts';
import { findFreePort } from './support/free-port.ts';
import { e2eServerEnv, type RunningServer, startServer } from './support/server.ts';
import { type SiteLook, setSiteLooks } from './support/site-designs.ts';

/**
 * Designs 1–4 of every page type, light and dark, are axe-clean on the pages a fan visits most.
 * Designs are set in the database of a server of this test's own (the design editor comes with
 * the website-editor issue), one team per combination, then the server is started again.
 */
const combinations = [1, 2, 3, 4].flatMap((design) =>
  [false, true].map((darkMode) => ({ design, darkMode })),
);
const sports: TeamSportsType[] = [
  'WOMENSICEHOCKEY',
  'MENSRUGBY',
  'WOMENSLACROSSE',
  'MENSICEHOCKEY',
  'WOMENSRUGBY',
];

describe('team site designs 1–4, light and dark', () => {
  let browser: Browser;
  let server: RunningServer;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sideline-e2e-designs-'));
  const looks: SiteLook[] = [];
  let port: number;

  beforeAll(async () => {
    port = await findFreePort();
    server = await startServer(port, e2eServerEnv, { dataDir });
    const slugs: string[] = [];
    for (const demoId of ['hockey', 'rugby', 'lacrosse']) {
      slugs.push(
        ((await (await fetch(`${server.baseUrl}/api/demo/${demoId}`)).json()) as { slug: string }).slug,
      );
    }
    for (const sportsType of sports) {
      const api = await request.newContext();
      await signUpThroughApi(api, server.baseUrl, { sportsType, teamName: `Design Check ${sportsType}` });
      const session = (await (await api.get(`${server.baseUrl}/api/session`)).json()) as {
        team: { slug: string };
      };
      slugs.push(session.team.slug);
      await api.dispose();
    }
    looks.push(...combinations.map((combination, index) => ({ slug: itemAt(slugs, index), ...combination })));
    await server.stop();
    await setSiteLooks(dataDir, looks);
    server = await startServer(port, e2eServerEnv, { dataDir });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function firstHref(page: Page, listPath: string, selector: string): Promise<string> {
    await page.goto(listPath);
    const href = await page.locator(selector).first().getAttribute('href');
    if (!href) throw new Error(`no link ${selector} on ${listPath}`);
    return href;
  }

  for (const { design, darkMode } of combinations) {
    it(`design ${design}, ${darkMode ? 'dark' : 'light'}: home, roster, player, schedule, game, article, gallery`, async () => {
      const look = looks.find((l) => l.design === design && l.darkMode === darkMode);
      if (!look) throw new Error('combination without a team');
      const root = `${server.baseUrl}/sites/${look.slug}`;
      const viewport = design % 2 === 0 ? viewports.phone : viewports.desktop;
      const page = await browser.newPage({ viewport });
      const paths = [
        root,
        `${root}/roster`,
        await firstHref(page, `${root}/roster`, '.person-card a'),
        `${root}/schedule`,
        await firstHref(
          page,
          `${root}/schedule`,
          '.game-card a:has(.game-result.win), .game-card a:has(.game-result.loss)',
        ),
        await firstHref(page, `${root}/articles`, '.article-card a'),
        await firstHref(page, `${root}/galleries`, '.gallery-card a'),
      ];
      for (const pagePath of paths) {
        await page.goto(pagePath.startsWith('http') ? pagePath : `${server.baseUrl}${pagePath}`, {
          waitUntil: 'networkidle',
        });
        expect(await page.locator('main').getAttribute('class')).toContain(
          `family-${((design - 1) % 4) + 1}`,
        );
        expect(await page.locator('html').getAttribute('data-theme')).toBe(darkMode ? 'dark' : 'light');
        expect(await findAccessibilityViolations(page), pagePath).toEqual([]);
      }
      await page.close();
    });
  }
});
