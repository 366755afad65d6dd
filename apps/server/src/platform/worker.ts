import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createPrivateDemoCleanup } from '../modules/demo/private-demo-cleanup.ts';
import { removeAbandonedHeldFiles } from '../modules/form-submissions/held-form-files.ts';
import { sweepFileWrites } from './file-write-journal.ts';
import { createMailDelivery } from './mail/mail-delivery.ts';
import { createMailTransport, type MailTransport } from './mail/mail-transports.ts';
import type { AppMetrics } from './metrics.ts';
import { createRateLimiter } from './rate-limit.ts';
import type { FileStorage } from './storage.ts';

/**
 * The background worker: runs a set of tasks (mail delivery, housekeeping) over and over, pausing
 * `pollMs` between rounds. All state is in the database, so any number of worker processes
 * (ROLE=worker or ROLE=all) can run side by side.
 */
export interface WorkerTask {
  name: string;
  /** One round of work; resolves when done. Errors are reported and the loop carries on. */
  run(): Promise<unknown>;
  /** Run at most this often (defaults to every round). */
  everyMs?: number;
}

export interface WorkerOptions {
  tasks: WorkerTask[];
  pollMs: number;
  /** The clock `everyMs` is measured by (the app's injected clock in tests). */
  now?: () => Date;
  onError?: (task: WorkerTask, error: unknown) => void;
}

export interface Worker {
  start(): void;
  /** Stops polling and waits for the round in progress to finish. */
  stop(): Promise<void>;
  /** Runs every task once, now (also what each poll does). */
  runOnce(): Promise<void>;
  readonly isRunning: boolean;
}

export function createWorker(options: WorkerOptions): Worker {
  const lastRun = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let current: Promise<void> | null = null;
  const now = () => (options.now ?? (() => new Date()))().getTime();

  async function runOnce(): Promise<void> {
    for (const task of options.tasks) {
      const last = lastRun.get(task.name);
      if (task.everyMs && last !== undefined && now() - last < task.everyMs) continue;
      lastRun.set(task.name, now());
      try {
        await task.run();
      } catch (error) {
        options.onError?.(task, error);
      }
    }
  }

  function schedule() {
    if (!running) return;
    timer = setTimeout(() => {
      current = runOnce().finally(() => {
        current = null;
        schedule();
      });
    }, options.pollMs);
    timer.unref?.();
  }

  return {
    start() {
      if (running) return;
      running = true;
      current = runOnce().finally(() => {
        current = null;
        schedule();
      });
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await current;
    },
    runOnce,
    get isRunning() {
      return running;
    },
  };
}

export interface AppWorkerDeps {
  db: Db;
  config: AppConfig;
  /** Where the files of expired private demos are deleted from. */
  storage: FileStorage;
  transport?: MailTransport;
  /** The modules' own tasks (subscription reminders, the sandbox billing clock): app.workerTasks. */
  moduleTasks?: WorkerTask[];
  log?: (message: string, error: unknown) => void;
  /** Where task and mail failures are counted (/metrics). */
  metrics?: Pick<AppMetrics, 'workerTaskFailed' | 'mailDeliveryFailed'>;
  now?: () => Date;
}

/**
 * The tasks of this app's worker, in the order each round runs them: outbox delivery every poll;
 * every minute, rate-limit housekeeping and the deletion of expired private demos; every ten
 * minutes, the files held for form confirmations that never came and the bytes of interrupted
 * file writes (file-write-journal.ts); and the modules' own tasks on their schedules. Exported on
 * its own so a benchmark can time each task (bench/scale.bench.ts).
 */
export function createAppWorkerTasks(deps: AppWorkerDeps & { transport: MailTransport }): WorkerTask[] {
  const delivery = createMailDelivery({
    db: deps.db,
    transport: deps.transport,
    now: deps.now,
    onError: (mail, error) => {
      deps.metrics?.mailDeliveryFailed();
      deps.log?.(`mail ${mail.id} (attempt ${mail.attempts}) was not delivered`, error);
    },
  });
  const rateLimiter = createRateLimiter({
    db: deps.db,
    limitPerMinute: deps.config.rateLimitPerMinute,
    now: deps.now,
  });
  const privateDemoCleanup = createPrivateDemoCleanup({ db: deps.db, storage: deps.storage, now: deps.now });
  return [
    { name: 'mail-delivery', run: () => delivery.deliverDue() },
    { name: 'rate-limit-purge', everyMs: 60_000, run: () => rateLimiter.purgeExpired() },
    { name: 'private-demo-cleanup', everyMs: 60_000, run: () => privateDemoCleanup.removeExpired() },
    {
      name: 'held-form-file-cleanup',
      everyMs: 10 * 60_000,
      run: () => removeAbandonedHeldFiles({ db: deps.db, storage: deps.storage, now: deps.now?.() }),
    },
    {
      name: 'file-write-sweep',
      everyMs: 10 * 60_000,
      run: () => sweepFileWrites({ db: deps.db, storage: deps.storage, now: deps.now?.() }),
    },
    ...(deps.moduleTasks ?? []),
  ];
}

/** The worker of this app: the tasks of createAppWorkerTasks, polled every MAIL_POLL_MS. */
export function createAppWorker(deps: AppWorkerDeps): Worker & { transport: MailTransport } {
  const transport =
    deps.transport ?? createMailTransport({ smtpUrl: deps.config.smtpUrl, dataDir: deps.config.dataDir });
  const worker = createWorker({
    pollMs: deps.config.mailPollMs,
    now: deps.now,
    tasks: createAppWorkerTasks({ ...deps, transport }),
    onError: (task, error) => {
      deps.metrics?.workerTaskFailed(task.name);
      deps.log?.(`worker task ${task.name} failed`, error);
    },
  });
  return {
    ...worker,
    get isRunning() {
      return worker.isRunning;
    },
    transport,
    async stop() {
      await worker.stop();
      transport.close?.();
    },
  };
}
