// `npm run dev`: the Fastify server (reloading on change) on SERVER_PORT, Vite on PORT, which
// proxies the API to it, and packages/site's two builds in watch mode (the renderer the server
// imports and the islands script with the stylesheet), so a change to a public-site file shows on
// the next reload. Ctrl-C stops them all.
import { spawn, spawnSync } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const serverPort = process.env.SERVER_PORT ?? '3001';
const siteDir = 'packages/site';

// The server imports the built renderer and reads the built assets' manifest, so both exist first.
const firstSiteBuild = spawnSync('npm', ['run', 'build', '-w', siteDir], { stdio: 'inherit' });
if (firstSiteBuild.status !== 0) process.exit(firstSiteBuild.status ?? 1);

const children = [
  spawn('npx', ['vite', 'build', '--watch', '--logLevel', 'warn'], { cwd: siteDir, stdio: 'inherit' }),
  spawn('npx', ['vite', 'build', '--ssr', '--watch', '--logLevel', 'warn'], {
    cwd: siteDir,
    stdio: 'inherit',
  }),
  // The assets' manifest is read, not imported: watched so a rebuilt script or stylesheet is served.
  spawn(
    'npx',
    ['tsx', 'watch', '--include', `${siteDir}/dist/public/.vite/manifest.json`, 'apps/server/src/main.ts'],
    {
      stdio: 'inherit',
      env: { ...process.env, PORT: serverPort, BASE_URL: process.env.BASE_URL ?? `http://localhost:${port}` },
    },
  ),
  spawn('npx', ['vite'], {
    cwd: 'apps/web',
    stdio: 'inherit',
    env: { ...process.env, PORT: port, SERVER_PORT: serverPort },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
