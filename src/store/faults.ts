/**
 * Database faults: a connection the server ended (an operator's pg_terminate_backend, a
 * restart, a failover), a network that stopped answering, a query past its time limit. Such a
 * fault is transient: the pool replaces the connection, and a transaction that did not commit
 * is run again. Anything else (a constraint, a rule) is not a fault and is never retried.
 */
import type pg from 'pg';
import { StoreUnavailableError } from './types.js';

/** SQLSTATEs of an ended session, a lost connection, a query cancelled by its time limit or a lock wait. */
const FAULT_CODES = new Set([
  '57P01', // admin_shutdown: terminated by pg_terminate_backend or a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting or stopping
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
  '25P03', // idle_in_transaction_session_timeout
  '40001', // serialization_failure
  '40P01', // deadlock_detected
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  // Prisma's own: server closed the connection, cannot reach it, timed out waiting for a
  // connection, the interactive transaction was closed under it.
  'P1001',
  'P1017',
  'P2024',
  'P2028',
]);

const FAULT_MESSAGES = [
  'connection terminated',
  'terminating connection',
  'not queryable',
  'connection error',
  'timeout exceeded when trying to connect',
  'query read timeout',
  'server closed the connection',
  'transaction already closed',
  'transaction not found',
  'transaction api error',
  'socket hang up',
  'econnreset',
  'econnrefused',
];

function codesOf(err: unknown, depth = 0): string[] {
  if (!err || typeof err !== 'object' || depth > 6) return [];
  const e = err as Record<string, unknown>;
  const own = [e.code, e.originalCode, (e.meta as Record<string, unknown> | undefined)?.code].filter(
    (c): c is string => typeof c === 'string',
  );
  return [...own, ...codesOf(e.cause, depth + 1), ...codesOf(e.error, depth + 1)];
}

function messagesOf(err: unknown, depth = 0): string[] {
  if (!err || typeof err !== 'object' || depth > 6) return [];
  const e = err as Record<string, unknown>;
  const own = typeof e.message === 'string' ? [e.message.toLowerCase()] : [];
  return [...own, ...messagesOf(e.cause, depth + 1), ...messagesOf(e.error, depth + 1)];
}

/** Whether an error is a transient database fault (see the file's comment). */
export function isConnectionFault(err: unknown): boolean {
  if (err instanceof StoreUnavailableError) return false;
  if (codesOf(err).some((c) => FAULT_CODES.has(c))) return true;
  return messagesOf(err).some((m) => FAULT_MESSAGES.some((f) => m.includes(f)));
}

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  /** Pause before the first retry (ms), doubled each time up to maxBackoffMs, with jitter. */
  backoffMs: number;
  maxBackoffMs: number;
  /** Longest one operation may take, all attempts together, before the caller is told to try again. */
  deadlineMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 10, backoffMs: 50, maxBackoffMs: 2_000, deadlineMs: 25_000 };

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Runs `work` again after a transient fault, with backoff, and never longer than the deadline.
 * A transaction that failed on a fault did not commit (or, if the fault hit the COMMIT itself,
 * its writes are found again on the retry: moves are idempotent by interaction id and jobs by
 * their done mark), so running it again is safe. When the faults outlast the attempts or the
 * deadline, StoreUnavailableError tells the caller to answer "try again".
 */
export async function withRetry<T>(
  what: string,
  work: () => Promise<T>,
  policy: RetryPolicy = DEFAULT_RETRY,
  onFault?: (err: unknown, attempt: number) => void,
): Promise<T> {
  const started = Date.now();
  let last: unknown;
  for (let attempt = 1; attempt <= policy.attempts; attempt++) {
    const left = policy.deadlineMs - (Date.now() - started);
    if (left <= 0) break;
    try {
      return await withDeadline(work(), left, what);
    } catch (err) {
      if (!isConnectionFault(err) && !(err instanceof DeadlineExceeded)) throw err;
      last = err;
      onFault?.(err, attempt);
      if (err instanceof DeadlineExceeded) break;
      if (attempt < policy.attempts) {
        const pause = Math.min(policy.maxBackoffMs, policy.backoffMs * 2 ** (attempt - 1));
        // Jitter, so writers thrown off together do not all come back at the same instant.
        await sleep(pause / 2 + Math.random() * (pause / 2));
      }
    }
  }
  throw new StoreUnavailableError(what, last);
}

class DeadlineExceeded extends Error {
  constructor(what: string, ms: number) {
    super(`${what}: no answer from the database within ${ms} ms`);
    this.name = 'DeadlineExceeded';
  }
}

/** The work's result, or DeadlineExceeded once `ms` have passed (the work is left to its own timeouts). */
function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceeded(what, ms)), ms);
  });
  // A late failure of the abandoned work must not become an unhandled rejection.
  work.catch(() => undefined);
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Time limits of every connection: no query, lock wait or idle transaction lasts for ever. */
export interface ConnectionLimits {
  /** Longest a statement runs on the server (statement_timeout). */
  statementMs: number;
  /** Longest a statement waits for a row lock (lock_timeout). */
  lockMs: number;
  /** Longest the client waits for any query's answer (a dead network, a frozen server). */
  queryMs: number;
  /** Longest to wait for a free connection or a new one. */
  connectMs: number;
  /** A transaction left idle this long is ended by the server (a crashed holder of a row lock). */
  idleInTransactionMs: number;
}

export const DEFAULT_LIMITS: ConnectionLimits = {
  statementMs: 10_000,
  lockMs: 10_000,
  queryMs: 15_000,
  connectMs: 5_000,
  idleInTransactionMs: 20_000,
};

/** pg pool settings carrying the limits. */
export function poolLimits(limits: ConnectionLimits): pg.PoolConfig {
  return {
    statement_timeout: limits.statementMs,
    lock_timeout: limits.lockMs,
    query_timeout: limits.queryMs,
    connectionTimeoutMillis: limits.connectMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionMs,
    keepAlive: true,
  };
}

interface Breakable {
  _sejmikBroken?: boolean;
  _sejmikGuarded?: boolean;
  /** Gives the client back now if its connection is gone (set while checked out). */
  _sejmikReleaseBroken?: (err: Error) => void;
}

/**
 * Makes a pool survive ended connections. Every client gets an error listener for its whole
 * life (pg emits 'error' on a checked-out client when the server ends its session, and a
 * second time when the socket closes: without a listener either crashes the process). A
 * client whose connection is gone is given back to the pool at once (Prisma's adapter may
 * never release it: its ROLLBACK fails on the dead connection first), so the pool opens a
 * fresh one for whoever waits; a client that saw a timed-out query is destroyed on release
 * rather than handed out again in an unknown protocol state.
 */
export function guardPool(pool: pg.Pool, onFault: (err: Error) => void): void {
  pool.on('error', onFault);
  pool.on('connect', (client) => {
    const c = client as pg.PoolClient & Breakable;
    if (c._sejmikGuarded) return;
    c._sejmikGuarded = true;
    c.on('error', (err) => {
      c._sejmikBroken = true;
      onFault(err);
      c._sejmikReleaseBroken?.(err);
    });
    // The pool sets `release` anew at each checkout (after its 'acquire' event): wrap whatever
    // it sets, so a release is done once, by whoever comes first, and a broken client is
    // always destroyed rather than pooled.
    let release: ((err?: Error | boolean) => void) | undefined;
    Object.defineProperty(c, 'release', {
      configurable: true,
      get: () => release,
      set: (poolRelease: (err?: Error | boolean) => void) => {
        let released = false;
        const once = (err?: Error | boolean) => {
          if (released) return;
          released = true;
          c._sejmikReleaseBroken = undefined;
          poolRelease(err ?? (c._sejmikBroken ? new Error('connection saw a fault; replaced') : undefined));
        };
        release = once;
        c._sejmikReleaseBroken = (err) => once(err);
      },
    });
    const query = c.query.bind(c) as (...args: unknown[]) => unknown;
    (c as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const out = query(...args);
      if (out instanceof Promise) {
        out.catch((err: unknown) => {
          if (isConnectionFault(err)) c._sejmikBroken = true;
        });
      }
      return out;
    };
  });
  pool.on('acquire', (client) => {
    // Broken between its last use and this checkout: hand it straight back (the caller's
    // query fails fast as not queryable and is retried on a fresh connection).
    const c = client as pg.PoolClient & Breakable;
    if (c._sejmikBroken) queueMicrotask(() => c._sejmikReleaseBroken?.(new Error('connection saw a fault; replaced')));
  });
}
