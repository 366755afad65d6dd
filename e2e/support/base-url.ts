import { inject } from 'vitest';

/**
 * The address of this worker's own server. The global setup starts one server per worker
 * (e2e/global-setup.ts), and a worker runs one file at a time, so no two files running side by
 * side share a server. VITEST_POOL_ID is the worker's number, 1 to the run's maxWorkers.
 */
export function e2eBaseUrl(): string {
  const urls = inject('e2eBaseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[(worker - 1) % urls.length];
  if (!url) throw new Error(`no e2e server for worker ${worker}`);
  return url;
}
