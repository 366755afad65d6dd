import { performance } from 'node:perf_hooks';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, migrateDatabase } from './db/client.ts';
import { createPageViewRecorder } from './modules/analytics/page-view-recorder.ts';
const ua = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const database = await openDatabase({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'zz-')) });
await migrateDatabase(database);
await database.db.execute(sql`SET session_replication_role = replica`);
const rec = createPageViewRecorder({ db: database.db, isCounting: true, flushMs: 1e9, flushRows: 1e9, log: (m, e) => console.error(m, String(e).slice(0, 300)) });
for (const n of [1000, 1000, 1000, 1000, 5000]) {
  for (let i = 0; i < n; i++) rec.record({ teamId: 'team-x', path: '/', at: new Date(), ip: `10.0.${i % 250}.${i % 200}`, userAgent: ua, referrerHost: '' });
  const t = performance.now();
  await rec.flush();
  console.log('flush of', n, 'ms', Math.round(performance.now() - t));
}
await rec.close(); await database.close();
