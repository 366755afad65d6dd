import { PGlite } from '@electric-sql/pglite';
const rss = () => Math.round(process.memoryUsage().rss / 1e6);
const opts = JSON.parse(process.argv[2] || '{}');
const r0 = rss(); const t = performance.now();
if (opts.extra) { opts.startParams = [...PGlite.defaultStartParams, ...opts.extra]; delete opts.extra; }
const db = await PGlite.create({ dataDir: "/tmp/b38-dbcopy", ...opts });
console.log('open', Math.round(performance.now() - t), 'ms rss', r0, '->', rss());
for (const s of ['shared_buffers', 'work_mem', 'maintenance_work_mem', 'wal_buffers', 'temp_buffers', 'effective_cache_size']) console.log(s, (await db.query(`show ${s}`)).rows[0]);
const tables = (await db.query(`select tablename from pg_tables where schemaname='public'`)).rows;
for (const { tablename } of tables) await db.query(`select * from "${tablename}"`);
console.log('after reading every table rss', rss(), 'wasm MB', Math.round(db.Module?.HEAP8?.length / 1e6 || 0), process.memoryUsage());
await db.close();
