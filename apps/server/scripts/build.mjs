// `npm run build -w apps/server`: the server compiled to JavaScript in dist/, one file per source
// file at the same relative place, so that paths taken from `import.meta.url` (the migrations, the
// marketplace catalog, the CPU pool's thread and task modules, the built web app, the seed
// pictures) resolve from dist/ as they do from src/ (docs/decisions/036). tsc only emits here
// (noCheck): `npm run typecheck` checks the types. dist/ is made anew each time: tsc's build mode
// judges it up to date by the entry files' times alone, not by the modules they import.
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = path.join(serverDir, 'src');
const distDir = path.join(serverDir, 'dist');
rmSync(distDir, { recursive: true, force: true });
const compile = spawnSync('npx', ['tsc', '-b', 'tsconfig.build.json'], { cwd: serverDir, stdio: 'inherit' });
if (compile.status !== 0) process.exit(compile.status ?? 1);

// What the server reads from disk or starts beside its modules and tsc does not emit: every file
// of src/ that is not TypeScript (the SQL migrations and their journal, the catalog, cpu-worker.mjs).
for (const entry of readdirSync(sourceDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || entry.name.endsWith('.ts')) continue;
  const from = path.join(entry.parentPath, entry.name);
  cpSync(from, path.join(distDir, path.relative(sourceDir, from)));
}
