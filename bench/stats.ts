export interface Timing {
  name: string;
  runs: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
}

export function summarize(name: string, samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    name,
    runs: samples.length,
    medianMs: round(median),
    minMs: round(sorted[0]),
    maxMs: round(sorted.at(-1)!),
  };
}

export function formatTable(timings: Timing[]): string {
  const rows = timings.map((t) => `| ${t.name} | ${t.runs} | ${t.medianMs} | ${t.minMs} | ${t.maxMs} |`);
  return ['| benchmark | runs | median ms | min ms | max ms |', '|---|---|---|---|---|', ...rows].join('\n');
}
