import { itemAt } from '@sideline/domain';

export interface Timing {
  name: string;
  runs: number;
  medianMs: number;
  p99Ms: number;
  minMs: number;
  maxMs: number;
}

export function summarize(name: string, samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 ? itemAt(sorted, mid) : (itemAt(sorted, mid - 1) + itemAt(sorted, mid)) / 2;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    name,
    runs: samples.length,
    medianMs: round(median),
    // Nearest-rank 99th percentile: with fewer than 100 samples it is the slowest but one or the max.
    p99Ms: round(itemAt(sorted, Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1))),
    minMs: round(itemAt(sorted, 0)),
    maxMs: round(sorted.at(-1)!),
  };
}

export function formatTable(timings: Timing[]): string {
  const rows = timings.map(
    (t) => `| ${t.name} | ${t.runs} | ${t.medianMs} | ${t.p99Ms} | ${t.minMs} | ${t.maxMs} |`,
  );
  return [
    '| benchmark | runs | median (p50) ms | p99 ms | min ms | max ms |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
