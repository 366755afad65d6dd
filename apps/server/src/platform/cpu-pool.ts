import { Piscina } from 'piscina';
import { AppError } from './errors.ts';
import { overloadedError } from './load-shedding.ts';

/**
 * The request thread's CPU rule (docs/decisions/035): work that needs more than a few milliseconds
 * of JavaScript CPU (building a PDF, parsing and checking an imported archive) runs on a pool of
 * worker threads, so the event loop keeps answering. sharp and zlib already run on libuv's pool.
 *
 * A task is an exported function of a server module, named by the module's URL and the export's
 * name (`cpuTask(import.meta.url, { buildAgreementPdf })`); a thread imports the module itself
 * (cpu-worker.mjs), from the TypeScript sources under tsx or vitest and from a compiled build
 * alike. Arguments and results cross the thread boundary by structured clone: plain data, Dates
 * and typed arrays, never functions or class instances.
 */

// biome-ignore lint/suspicious/noExplicitAny: a task's own signature is kept by the generic.
type TaskFunction = (...args: any[]) => unknown;

export interface CpuTask<Fn extends TaskFunction> {
  moduleUrl: string;
  exportName: string;
  /** Only carries the function's type. */
  readonly signature?: Fn;
}

/** Names `fn`, an export of the module at `moduleUrl` (its `import.meta.url`), as a pool task. */
export function cpuTask<Fn extends TaskFunction>(
  moduleUrl: string,
  exported: Record<string, Fn>,
): CpuTask<Fn> {
  const [exportName, ...others] = Object.keys(exported);
  if (!exportName || others.length) throw new Error('cpuTask names exactly one exported function');
  return { moduleUrl, exportName };
}

export interface CpuPoolOptions {
  /** Worker threads at most (CPU_WORKER_THREADS). */
  threads: number;
  /** Heap (old generation) of one thread in MB: a task over it ends its thread, not the process. */
  memoryMb: number;
  /**
   * A thread idle this long exits, giving its memory back. A new thread loads its task modules
   * again (from the TypeScript sources through tsx: seconds on a busy machine), so it is minutes.
   */
  idleMs?: number;
}

export interface CpuPool {
  run<Fn extends TaskFunction>(task: CpuTask<Fn>, ...args: Parameters<Fn>): Promise<Awaited<ReturnType<Fn>>>;
  close(): Promise<void>;
}

/** What a thread sends back: the value, or a refusal (an AppError) to throw again on this side. */
type TaskOutcome =
  | { value: unknown }
  | { refusal: { code: AppError['code']; message: string; fields?: Record<string, string> } };

export function createCpuPool(options: CpuPoolOptions): CpuPool {
  const pool = new Piscina({
    filename: new URL('./cpu-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: options.threads,
    idleTimeout: options.idleMs ?? 5 * 60_000,
    // Tasks waiting for a thread; past that the request is refused (503) rather than queued without end.
    maxQueue: options.threads * 16,
    resourceLimits: { maxOldGenerationSizeMb: options.memoryMb },
  });
  return {
    async run(task, ...args) {
      let outcome: TaskOutcome;
      try {
        outcome = await pool.run({ moduleUrl: task.moduleUrl, exportName: task.exportName, args });
      } catch (error) {
        if ((error as Error).message === 'Task queue is at limit') {
          throw overloadedError();
        }
        throw error;
      }
      if ('refusal' in outcome) {
        const { code, message, fields } = outcome.refusal;
        throw new AppError(code, message, fields);
      }
      return outcome.value as never;
    },
    close: () => pool.destroy(),
  };
}
