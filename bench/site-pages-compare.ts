import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type DemoId, demoTeamSpecs, teamSiteExtraPaths } from '@sideline/domain';
import { transform } from 'lightningcss';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig, withAuthSecret } from '../apps/server/src/config.ts';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client.ts';
import { seedReferenceData } from '../apps/server/src/db/seed-reference-data.ts';
import { ensureDemoTeams } from '../apps/server/src/modules/accounts/demo-accounts.ts';
import { seedNewTeam } from '../apps/server/src/modules/new-team-seeding.ts';
import { createMemoryFileStorage } from '../apps/server/src/platform/storage.ts';

/**
 * The public pages of the three demo teams, normalised, one file per page, so that two trees (say
 * before and after a refactoring) can be shown to render the same pages:
 *
 *   npx tsx bench/site-pages-compare.ts <outDir>                 capture this tree's pages
 *   npx tsx bench/site-pages-compare.ts --compare <dirA> <dirB>  diff two captures (exit 1 on a difference)
 *
 * Each demo team's home, every URL of its sitemap.xml, sitemap.xml, robots.txt, schedule.ics and
 * its not-found page. The app runs in-process on an in-memory PGlite with the demo teams seeded on
 * a fixed clock, and serves the islands script from wherever this tree builds it (`npm run build`
 * first, or the pages carry no script). Normalised: the islands file's hash, the inlined
 * stylesheet's minification (both sides are re-minified by one minifier), the seed's random ids
 * and file keys (numbered in order of first appearance), the times the database stamped from the
 * real clock, and iCalendar line folding.
 */

const baseUrl = 'http://localhost:3000';
/** Every seeded date is relative to this, so dates come out the same on every run. */
const fixedNow = new Date('2026-03-14T15:00:00Z');

interface CapturedPage {
  name: string;
  body: string;
}

async function capturePages(): Promise<CapturedPage[]> {
  const startedAt = Date.now();
  const database = await openDatabase({});
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  const storage = createMemoryFileStorage();
  const now = () => new Date(fixedNow);
  await ensureDemoTeams({ db: database.db, seedNewTeam, storage, now });
  const config = withAuthSecret(
    loadConfig({
      NODE_ENV: 'test',
      AUTH_SECRET: 'site-pages-compare-secret-0123456789abcdef',
      BASE_URL: baseUrl,
      SEED_DEMO_TEAMS: 'false',
    }),
  );
  const app = await buildApp(config, { database, storage, now });
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    return { status: res.statusCode, type: String(res.headers['content-type'] ?? ''), body: res.body };
  };
  const pages: CapturedPage[] = [];
  try {
    for (const { demoId } of demoTeamSpecs) {
      const demo = await get(`/api/demo/${demoId}`);
      if (demo.status !== 200) throw new Error(`/api/demo/${demoId}: ${demo.status} ${demo.body}`);
      const root = `/sites/${(JSON.parse(demo.body) as { slug: string }).slug}`;
      const sitemap = await get(`${root}${teamSiteExtraPaths.sitemap}`);
      pages.push({ name: pageFileName(demoId, teamSiteExtraPaths.sitemap), body: describeResponse(sitemap) });
      const { robots, calendar } = teamSiteExtraPaths;
      const sitePaths = new Set(['/', ...listSitemapPaths(sitemap.body), robots, calendar, '/no-such-page']);
      for (const sitePath of sitePaths) {
        const res = await get(sitePath === '/' ? root : `${root}${sitePath}`);
        pages.push({ name: pageFileName(demoId, sitePath), body: describeResponse(res) });
      }
    }
  } finally {
    await app.close();
    await database.close();
  }
  const capturedAt = { from: startedAt, to: Date.now() };
  return renumberIds(pages).map((page) => ({ ...page, body: maskCaptureTimes(page.body, capturedAt) }));
}

/**
 * Timestamps the database set from the real clock while seeding (rows' "modified" times in the
 * sitemap, the calendar's DTSTAMP) read [capture time]; dates from the fixed clock stay as they are.
 */
function maskCaptureTimes(text: string, window: { from: number; to: number }): string {
  const isCaptureTime = (time: number) => time >= window.from - 1000 && time <= window.to + 1000;
  return text
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g, (iso) =>
      isCaptureTime(Date.parse(iso)) ? '[capture time]' : iso,
    )
    .replace(/\b(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\b/g, (ics, y, mo, d, h, mi, sec) =>
      isCaptureTime(Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${sec}Z`)) ? '[capture time]' : ics,
    );
}

function describeResponse(res: { status: number; type: string; body: string }): string {
  return `${res.status} ${res.type}\n\n${normalizeBody(res.body, res.type)}`;
}

/** The site-relative paths a sitemap lists (it names them on the team's own host). */
function listSitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => {
    const url = new URL(loc.replace(/&amp;/g, '&'));
    return `${url.pathname}${url.search}`;
  });
}

function pageFileName(demoId: DemoId, sitePath: string): string {
  const name = sitePath === '/' ? 'home' : sitePath.slice(1).replace(/[^A-Za-z0-9._-]+/g, '_');
  return `${demoId}/${name}.txt`;
}

function normalizeBody(body: string, contentType: string): string {
  // iCalendar folds long lines at 75 octets, which can split an id: unfold them (RFC 5545 §3.1).
  if (contentType.startsWith('text/calendar')) return body.replace(/\r\n[ \t]/g, '');
  if (!contentType.startsWith('text/html')) return body;
  return body
    .replace(/\/islands-[A-Za-z0-9_-]+\.js/g, '/islands-[hash].js')
    .replace(/<style>([\s\S]*?)<\/style>/g, (_, css: string) => `<style>\n${canonicalCss(css)}\n</style>`);
}

/**
 * One minifier's output, one rule a line: the same stylesheet minified two ways reads the same.
 * Minifiers keep custom properties' values as written, so the space after their commas goes too.
 */
function canonicalCss(css: string): string {
  const { code } = transform({ filename: 'inline.css', code: Buffer.from(css), minify: true });
  return code.toString().replace(/,\s+/g, ',').replace(/}/g, '}\n');
}

const idPatterns = [
  // UUIDs (team, season, game ids).
  /(?<![0-9a-f])[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![0-9a-f])/g,
  // Stored files' random keys.
  /(?<![0-9a-f])[0-9a-f]{32}(?![0-9a-f])/g,
];

/**
 * Random ids become id-1, id-2, ... in order of first appearance over all pages (pages in capture
 * order), in file names too, so the same page of two runs gets the same name and content.
 */
function renumberIds(pages: CapturedPage[]): CapturedPage[] {
  const numbers = new Map<string, string>();
  const renumber = (text: string) =>
    idPatterns.reduce(
      (out, pattern) =>
        out.replace(pattern, (id) => {
          let label = numbers.get(id);
          if (!label) {
            label = `id-${numbers.size + 1}`;
            numbers.set(id, label);
          }
          return label;
        }),
      text,
    );
  return pages.map((page) => ({ name: renumber(page.name), body: renumber(page.body) }));
}

function writePages(outDir: string, pages: CapturedPage[]): void {
  rmSync(outDir, { recursive: true, force: true });
  for (const page of pages) {
    const file = path.join(outDir, page.name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, page.body);
  }
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Where two versions of a line part, with some text either side (a page is mostly one long line). */
function describeDifference(file: string, line: number, a: string, b: string): string {
  let column = 0;
  while (column < a.length && a[column] === b[column]) column++;
  const excerpt = (text: string) => JSON.stringify(text.slice(Math.max(0, column - 120), column + 120));
  return `${file}, line ${line + 1}, column ${column + 1}:\n  - ${excerpt(a)}\n  + ${excerpt(b)}`;
}

/** The differences between two captures, each with the first lines that differ; empty when none. */
function compareCaptures(dirA: string, dirB: string): string[] {
  const filesA = listFiles(dirA);
  const filesB = new Set(listFiles(dirB));
  const differences: string[] = [];
  for (const file of filesA) {
    if (!filesB.delete(file)) {
      differences.push(`only in ${dirA}: ${file}`);
      continue;
    }
    const linesA = readFileSync(path.join(dirA, file), 'utf8').split('\n');
    const linesB = readFileSync(path.join(dirB, file), 'utf8').split('\n');
    const line = Array.from({ length: Math.max(linesA.length, linesB.length) }, (_, i) => i).find(
      (i) => linesA[i] !== linesB[i],
    );
    if (line !== undefined)
      differences.push(describeDifference(file, line, linesA[line] ?? '', linesB[line] ?? ''));
  }
  for (const file of filesB) differences.push(`only in ${dirB}: ${file}`);
  return differences;
}

const [command, first, second, ...extra] = process.argv.slice(2);
if (command === '--compare' && first && second && !extra.length) {
  const differences = compareCaptures(first, second);
  const count = listFiles(first).length;
  if (differences.length) {
    console.log(differences.join('\n'));
    console.log(`${differences.length} of ${count} pages differ.`);
    process.exit(1);
  }
  console.log(`${count} pages, no differences.`);
} else if (command && !first && !command.startsWith('-')) {
  const pages = await capturePages();
  writePages(command, pages);
  console.log(`${pages.length} pages written to ${command}.`);
} else {
  console.error('usage: site-pages-compare.ts <outDir> | --compare <dirA> <dirB>');
  process.exit(2);
}
