/** Small helpers for benchmarks: timing and percentiles. */

export interface Row {
  name: string;
  p50: number;
  p95: number;
  unit: string;
  extra?: string;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? Number.NaN;
}

/** Runs `fn` `warmup` + `runs` times and returns p50/p95 of the timed runs, in ms. */
export async function timeIt(
  runs: number,
  fn: (i: number) => unknown,
  warmup = 5,
): Promise<{ p50: number; p95: number; samples: number[] }> {
  for (let i = 0; i < warmup; i++) await fn(-1 - i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn(i);
    samples.push(performance.now() - t0);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), samples };
}

export function printTable(rows: Row[]): void {
  const header = ['benchmark', 'p50', 'p95', 'unit', 'notes'];
  const body = rows.map((r) => [r.name, r.p50.toFixed(2), r.p95.toFixed(2), r.unit, r.extra ?? '']);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const b of body) console.log(line(b));
}
