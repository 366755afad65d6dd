import type { TestProject } from 'vitest/node';
import { e2eServerEnv, startServer } from './support/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
  }
}

/** One real server for the end-to-end run, started as `npm start` would start it. */
export default async function setup(project: TestProject) {
  const server = await startServer(Number(process.env.E2E_PORT ?? 3210), e2eServerEnv);
  project.provide('e2eBaseUrl', server.baseUrl);
  return () => server.stop();
}
