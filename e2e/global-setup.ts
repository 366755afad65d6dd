import type { TestProject } from 'vitest/node';
import { findFreePort } from './support/free-port.ts';
import { e2eServerEnv, startServer } from './support/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker, in worker order (e2e/support/base-url.ts picks a worker's own). */
    e2eBaseUrls: string[];
  }
}

/**
 * One real server per worker, each started as `npm start` would start it, on its own data folder:
 * the flow files run side by side, one per worker, and a file's server is never in use by
 * another file at the same time. E2E_PORT fixes the first server's port (the next ones follow it);
 * without it, free ports are picked.
 */
export default async function setup(project: TestProject) {
  const count = Math.max(1, project.globalConfig.maxWorkers);
  const firstPort = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : null;
  const ports = await Promise.all(
    Array.from({ length: count }, (_, index) => (firstPort === null ? findFreePort() : firstPort + index)),
  );
  const servers = await Promise.all(ports.map((port) => startServer(port, e2eServerEnv)));
  project.provide(
    'e2eBaseUrls',
    servers.map((server) => server.baseUrl),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
