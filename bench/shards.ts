/**
 * Sharding: the deadline work of one process against two, over one Postgres. Each process is
 * what a shard process runs for deadlines — the real scheduler (FOR UPDATE SKIP LOCKED, leased)
 * and worker — in its own Node process (bench/drainChild.ts). The same due jobs are drained by
 * one and by two processes, rounds interleaved; every job must be done once in either case.
 * Needs DATABASE_URL (the embedded database serves one process).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../src/store/database.js';
import { cleanup, makeDue, seed } from './deadlines.js';
import { percentile, type Row } from './stats.js';

const DUE = Number(process.env.BENCH_SHARD_JOBS ?? 2_000);
const ROUNDS = Number(process.env.BENCH_SHARD_ROUNDS ?? 3);
const CHILD = join(dirname(fileURLToPath(import.meta.url)), 'drainChild.ts');

interface Child {
  process: ChildProcess;
  ready: Promise<void>;
  done: Promise<number>;
}

function startChild(url: string, at: Date): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, url, at.toISOString()], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  let onReady: () => void = () => {};
  let onDone: (n: number) => void = () => {};
  const ready = new Promise<void>((r) => {
    onReady = r;
  });
  const done = new Promise<number>((resolve, reject) => {
    onDone = resolve;
    child.once('exit', (code) => {
      if (!/done \d+/.test(out)) reject(new Error(`drain child exited with ${code}: ${out}`));
    });
  });
  child.stdout?.on('data', (d: Buffer) => {
    out += d.toString();
    if (out.includes('ready')) onReady();
    const m = /done (\d+)/.exec(out);
    if (m) onDone(Number(m[1]));
  });
  return { process: child, ready, done };
}

/** Wall time for `processes` processes to drain every due job, from the moment all are told to go. */
async function round(db: Database, url: string, at: Date, processes: number): Promise<{ ms: number; done: number }> {
  await makeDue(db, at, DUE);
  const children = Array.from({ length: processes }, () => startChild(url, at));
  await Promise.all(children.map((c) => c.ready));
  const t0 = performance.now();
  for (const c of children) c.process.stdin?.write('go\n');
  const done = (await Promise.all(children.map((c) => c.done))).reduce((a, b) => a + b, 0);
  const ms = performance.now() - t0;
  const left = await db.pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM "ScheduledJob" WHERE "doneAt" IS NULL AND "dueAt" <= $1`,
    [at],
  );
  if (done !== DUE || left.rows[0]?.n !== '0') {
    throw new Error(`${processes} process(es) ran ${done} of ${DUE} due jobs, ${left.rows[0]?.n} left`);
  }
  return { ms, done };
}

export async function benchShards(db: Database, url: string | undefined): Promise<Row[]> {
  if (!url || db.kind !== 'postgres') {
    return [
      {
        name: 'sharding: deadline drain, 2 processes vs 1',
        p50: Number.NaN,
        p95: Number.NaN,
        unit: 'ms',
        extra: 'skipped: needs DATABASE_URL',
      },
    ];
  }
  const at = new Date('2030-01-01T00:00:00Z');
  await cleanup(db);
  try {
    await seed(db, at, 0, DUE);
    const one: number[] = [];
    const two: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      one.push((await round(db, url, at, 1)).ms);
      two.push((await round(db, url, at, 2)).ms);
    }
    const p50 = (xs: number[]) =>
      percentile(
        [...xs].sort((a, b) => a - b),
        50,
      );
    const rate = (ms: number) => Math.round((DUE * 1000) / ms);
    return [
      {
        name: `sharding: deadline drain, ${DUE.toLocaleString('en')} due, 1 process`,
        p50: p50(one),
        p95: Math.max(...one),
        unit: 'ms',
        extra: `${rate(p50(one))} jobs/s; p95 column = slowest of ${ROUNDS} rounds`,
      },
      {
        name: `sharding: deadline drain, ${DUE.toLocaleString('en')} due, 2 processes`,
        p50: p50(two),
        p95: Math.max(...two),
        unit: 'ms',
        extra: `${rate(p50(two))} jobs/s; ${(p50(one) / p50(two)).toFixed(2)}× one process (rounds interleaved); every job once`,
      },
    ];
  } finally {
    await cleanup(db);
  }
}
