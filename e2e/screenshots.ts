import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { csrfHeaderName, csrfHeaderValue, demoIds, itemAt } from '@sideline/domain';
import { takeSiteScreenshots } from './site-screenshots.ts';
import { launchBrowser, viewports } from './support/browser.ts';
import { repoRoot, startServer } from './support/server.ts';

// `npm run screenshots`: the main pages at desktop and phone width, signed out and signed in
// (as the rugby demo team), and every team-site page type in designs 1 and 2, light and dark,
// into screenshots/ — to look at what a person sees.
const outDir = path.join(repoRoot, 'screenshots');
mkdirSync(outDir, { recursive: true });
const server = await startServer(3290, { SEED_DEMO_TEAMS: 'true' });
const browser = await launchBrowser();
try {
  const publicPages = ['/', '/signup', '/signin', '/pricing', '/demo/rugby', '/contactus'];
  const portalPages = [
    '/portal/dashboard',
    '/portal/store',
    '/portal/roster/roster',
    '/portal/seasons/games',
    '/portal/events/eventsandpractice',
    '/portal/settings/admin',
    '/portal/settings/domain',
    '/portal/settings/communications',
    '/portal/website/info',
    '/portal/website/storeinfo',
    '/portal/website/design',
    '/portal/website/images',
    '/portal/website/seo',
    '/portal/website/socials',
  ];
  for (const [size, viewport] of Object.entries(viewports)) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    for (const pagePath of publicPages) {
      await page.goto(`${server.baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
      await page.screenshot({ path: path.join(outDir, `${slug(pagePath)}-${size}.png`), fullPage: true });
    }
    await page.request.post(`${server.baseUrl}/api/demo/rugby/try`, {
      headers: { [csrfHeaderName]: csrfHeaderValue, origin: server.baseUrl },
    });
    for (const pagePath of portalPages) {
      await page.goto(`${server.baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
      await page.screenshot({ path: path.join(outDir, `${slug(pagePath)}-${size}.png`), fullPage: false });
    }
    await context.close();
    await takeGameScreenshots(size, viewport);
    await takeContentScreenshots(size, viewport);
  }
  await takeSiteScreenshots(browser, outDir, 3291);
  console.log(`Screenshots written to ${outDir}`);
} finally {
  await browser.close();
  await server.stop();
}

/**
 * Each sport's demo: the roster editor, a finished game's editor and sheet (every tab), and its
 * public game, player and season leaders pages.
 */
async function takeGameScreenshots(size: string, viewport: (typeof viewports)[keyof typeof viewports]) {
  for (const sport of demoIds) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const api = (path: string) => page.request.get(`${server.baseUrl}${path}`).then((res) => res.json());
    await page.request.post(`${server.baseUrl}/api/demo/${sport}/try`, {
      headers: { [csrfHeaderName]: csrfHeaderValue, origin: server.baseUrl },
    });
    const { team } = await api('/api/session');
    const games = (await api('/api/games?limit=50')).items as { id: string; subtitle: string }[];
    const game = games.find((g) => g.subtitle.includes('Finished')) ?? itemAt(games, 0);
    const player = itemAt((await api('/api/roster?limit=1')).items as { id: string }[], 0);
    const shot = async (pagePath: string, name: string, fullPage = false) => {
      await page.goto(`${server.baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
      await page.screenshot({ path: path.join(outDir, `${sport}-${name}-${size}.png`), fullPage });
    };
    await shot(`/portal/roster/roster/${player.id}`, 'roster-editor');
    await shot(`/portal/seasons/games/${game.id}`, 'game-editor');
    await shot(`/portal/seasons/gamesheet/${game.id}`, 'game-sheet', true);
    for (const tab of await page.getByRole('tab').all()) {
      const label = (await tab.textContent()) ?? '';
      await tab.click();
      await page.screenshot({
        path: path.join(
          outDir,
          `${sport}-game-sheet-${label.toLowerCase().replace(/\W+/g, '-')}-${size}.png`,
        ),
        fullPage: true,
      });
    }
    await shot(`/sites/${team.slug}/game/${game.id}`, 'public-game', true);
    const { urlId } = await api(`/api/roster/${player.id}`);
    await shot(`/sites/${team.slug}/player/${urlId}`, 'public-player', true);
    await shot(`/sites/${team.slug}/leaders`, 'public-leaders', true);
    await context.close();
  }
}

/**
 * The rugby demo's news and forms: the article editor, the form builder and the inbox with a
 * submission open, and the public article, gallery and form they feed.
 */
async function takeContentScreenshots(size: string, viewport: (typeof viewports)[keyof typeof viewports]) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const api = (path: string) => page.request.get(`${server.baseUrl}${path}`).then((res) => res.json());
  await page.request.post(`${server.baseUrl}/api/demo/rugby/try`, {
    headers: { [csrfHeaderName]: csrfHeaderValue, origin: server.baseUrl },
  });
  const { team } = await api('/api/session');
  const shot = async (pagePath: string, name: string, fullPage = false) => {
    await page.goto(`${server.baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
    await page.screenshot({ path: path.join(outDir, `rugby-${name}-${size}.png`), fullPage });
  };
  const article = itemAt((await api('/api/articles?about=articles&limit=1')).items as { id: string }[], 0);
  await shot(`/portal/articles/articles/${article.id}`, 'article-editor', true);
  const form = itemAt((await api('/api/forms?kind=predeveloped&limit=1')).items as { id: string }[], 0);
  await shot(`/portal/forms/predevelopedforms/${form.id}`, 'form-builder', true);
  const submission = itemAt((await api('/api/submissions?limit=1')).items as { id: string }[], 0);
  await shot(`/portal/forms/formssubmitted/${submission.id}`, 'submissions-inbox');
  // The public pages, reached as a visitor would: from the site's lists.
  for (const [list, name] of [
    ['articles', 'public-article'],
    ['galleries', 'public-gallery'],
  ] as const) {
    await page.goto(`${server.baseUrl}/sites/${team.slug}/${list}`, { waitUntil: 'networkidle' });
    await shot(String(await page.locator('main a.card-link').first().getAttribute('href')), name, true);
  }
  await page.goto(`${server.baseUrl}/sites/${team.slug}`, { waitUntil: 'networkidle' });
  const formLink = page.locator('a[href*="/forms/player-recruitment-form-"]').first();
  await shot(String(await formLink.getAttribute('href')), 'public-form', true);
  await context.close();
}

function slug(pagePath: string): string {
  return pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '-');
}
