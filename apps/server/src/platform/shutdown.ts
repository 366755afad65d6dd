/** Something that stops: an HTTP app (stop accepting, finish in-flight requests) or the worker (finish its round). */
export interface Stoppable {
  close(): Promise<unknown>;
}

/**
 * The graceful stop of a process (SIGTERM from the orchestrator, SIGINT at a terminal): readiness
 * turns 503 at once so the load balancer sends no new requests; the HTTP servers stop accepting and
 * wait for the requests in flight; the worker finishes the round it is in (a claimed mail is sent
 * and marked); then the database pool is closed. Whatever is still running after `timeoutMs` is
 * abandoned and the process exits with code 1 (the outbox leases and the transactions make that
 * safe, only slower). A second signal while stopping changes nothing.
 */
export function createGracefulShutdown(deps: {
  startStopping(): void;
  /** Closed together: the web app, the worker's health server, the worker. */
  services: Stoppable[];
  /** Closed last, once nothing uses it any more. */
  database: Stoppable;
  timeoutMs: number;
  log(message: string): void;
  exit(code: number): void;
}) {
  let stopping: Promise<void> | null = null;

  async function stop(signal: string): Promise<void> {
    deps.log(
      `${signal}: stopping (new requests refused, waiting for those in flight and the worker's round)`,
    );
    deps.startStopping();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), deps.timeoutMs);
      timer.unref?.();
    });
    const finished = Promise.all(deps.services.map((service) => service.close())).then(() => 'done' as const);
    const outcome = await Promise.race([finished, timedOut]);
    clearTimeout(timer);
    if (outcome === 'timeout') {
      deps.log(`still busy after ${deps.timeoutMs} ms: exiting anyway`);
      deps.exit(1);
      return;
    }
    await deps.database.close();
    deps.log('stopped');
    deps.exit(0);
  }

  return (signal: string): Promise<void> => {
    stopping ??= stop(signal);
    return stopping;
  };
}
