import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAgreementPdfTask } from '../modules/agreements/agreement-pdf-task.ts';
import { cpuTask, createCpuPool } from './cpu-pool.ts';
import { AppError } from './errors.ts';

/**
 * The pool runs a module's exported function on a worker thread: a TypeScript module of the
 * sources (the thread registers tsx) and a JavaScript module as a compiled build has them.
 */
describe('the CPU pool (decision 035)', () => {
  const pool = createCpuPool({ threads: 1, memoryMb: 64 });
  let folder: string;
  let compiled: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'cpu-pool-test-'));
    // As a compiled build has a task module: plain JavaScript, no tsx needed.
    compiled = pathToFileURL(path.join(folder, 'tasks.mjs')).href;
    await writeFile(
      path.join(folder, 'tasks.mjs'),
      [
        'import { threadId } from "node:worker_threads";',
        'export const describeThread = (word) => ({ word: word.toUpperCase(), threadId });',
        'export const refuse = () => { const error = new Error("Please enter the name"); error.name = "AppError"; error.code = "validation"; error.fields = { name: "Please enter the name" }; throw error; };',
        'export const hoard = () => { const kept = []; for (;;) kept.push(new Array(1e6).fill(kept.length)); };',
      ].join('\n'),
    );
  });
  afterAll(async () => {
    await pool.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('runs a task of a TypeScript module on another thread', async () => {
    const built = await pool.run(buildAgreementPdfTask, {
      kind: 'store',
      draft: true,
      effectiveDateText: 'December 7, 2026',
      parties: { client: 'Harbor Hawks', address: '', signerName: '', signerTitle: '' },
    });
    expect(Buffer.from(built.bytes).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(built.bodySha256).toMatch(/^[0-9a-f]{64}$/);
  });

  /** The compiled module's `describeThread` (the function here only gives its type). */
  const describeThread = () =>
    cpuTask(compiled, { describeThread: (_word: string) => ({ word: '', threadId: 0 }) });

  it('runs a task of a compiled JavaScript module, off the calling thread', async () => {
    const answer = await pool.run(describeThread(), 'ready');
    expect(answer.word).toBe('READY');
    expect(answer.threadId).toBeGreaterThan(0);
  });

  it("gives a task's refusal back as the AppError it threw, code and fields", async () => {
    const refuse = cpuTask(compiled, { refuse: () => undefined });
    const error = await pool.run(refuse).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'validation', fields: { name: 'Please enter the name' } });
  });

  it('ends a task over its memory with its thread, and the pool goes on', async () => {
    const hoard = cpuTask(compiled, { hoard: () => undefined });
    await expect(pool.run(hoard)).rejects.toMatchObject({ code: 'ERR_WORKER_OUT_OF_MEMORY' });
    expect((await pool.run(describeThread(), 'again')).word).toBe('AGAIN');
  });
});
