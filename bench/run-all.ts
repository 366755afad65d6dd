import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchBombs } from './bombs.bench.ts';
import { benchCheckout } from './checkout.bench.ts';
import { benchDoorBurst } from './door-burst.bench.ts';
import { benchFreshClone } from './fresh-clone.bench.ts';
import { benchMarketingLighthouse } from './lighthouse.bench.ts';
import { benchMemory } from './memory.bench.ts';
import { benchPageCounting } from './page-counting.bench.ts';
import { benchPortalLoad } from './portal-load.bench.ts';
import { benchPrivateDemos } from './private-demo.bench.ts';
import { benchScale, benchScaleSizes, formatScaleTable } from './scale.bench.ts';
import { benchSeasonStats } from './season-stats.bench.ts';
import { benchSeedTeam } from './seed-team.bench.ts';
import { benchStartup } from './startup.bench.ts';
import { formatTable } from './stats.ts';
import { benchTeamContent } from './team-content.bench.ts';
import { benchTeamSite } from './team-site.bench.ts';

// `npm run bench` (after the root script's build): prints a Markdown table and writes it to
// bench/results.md so bench/README.md can quote measured figures.
const timings = [
  ...(await benchSeedTeam()),
  ...(await benchPrivateDemos()),
  ...(await benchStartup()),
  ...(await benchFreshClone()),
  ...(await benchTeamContent()),
  ...(await benchSeasonStats()),
  ...(await benchCheckout()),
  ...(await benchDoorBurst()),
];
const lighthouse = await benchMarketingLighthouse();
const teamSite = await benchTeamSite();
const portalLoad = await benchPortalLoad();
const pageCounting = await benchPageCounting();
const bombs = await benchBombs();
const memory = await benchMemory();
// Issue 25's scale benchmark needs PostgreSQL (DATABASE_URL names the server; it makes its own
// databases there). 10 and 1,000 teams by default; SCALE_SIZES=10,1000,10000 adds 10,000.
const scale = process.env.DATABASE_URL
  ? formatScaleTable(await benchScale(benchScaleSizes()))
  : 'Not measured: set DATABASE_URL to a PostgreSQL server.';
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const report = `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}.\n\n${formatTable(timings)}\n\nLighthouse 12, mobile preset, production server:\n\n${lighthouse}\n\n## Public team sites\n\n${teamSite}\n\n## Portal load\n\n${portalLoad}\n\n## Page-view counting\n\n${pageCounting}\n\n## Small uploads that were bombs\n\n${bombs}\n\n## Memory\n\n${memory}\n\n## Scale (teams on one PostgreSQL)\n\n${scale}\n`;
console.log(report);
writeFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'results.md'), report);
