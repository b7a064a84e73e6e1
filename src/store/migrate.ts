/**
 * Applies prisma/migrations at start-up, without Prisma's native engines.
 *
 * Each migration's SQL runs in its own transaction and is recorded in Prisma's own
 * `_prisma_migrations` table with the same checksum Prisma uses (SHA-256 of the file), so
 * `prisma migrate status|deploy` agree with what we did. A session advisory lock keeps two
 * processes starting at once from migrating twice. Applying again is a no-op.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'prisma', 'migrations');

/** An arbitrary constant naming Sejmik's migration lock among advisory locks. */
const MIGRATION_LOCK_KEY = 742_120_531;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export class MigrationError extends Error {
  constructor(
    readonly migration: string,
    cause: unknown,
  ) {
    super(`migration ${migration} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'MigrationError';
  }
}

export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  if (!existsSync(dir)) throw new Error(`migrations folder not found: ${dir}`);
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'migration.sql')))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

const CREATE_LEDGER = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export interface MigrateResult {
  applied: string[];
  alreadyApplied: string[];
}

/** Brings the database up to date. Throws MigrationError naming the migration that failed. */
export async function applyMigrations(
  pool: pg.Pool,
  migrations: Migration[] = readMigrations(),
): Promise<MigrateResult> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await client.query(CREATE_LEDGER);
      const done = await client.query<{ migration_name: string; checksum: string }>(
        'SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
      );
      const applied = new Map(done.rows.map((r) => [r.migration_name, r.checksum]));
      const result: MigrateResult = { applied: [], alreadyApplied: [] };
      for (const m of migrations) {
        const previous = applied.get(m.name);
        if (previous !== undefined) {
          if (previous !== m.checksum) {
            throw new MigrationError(
              m.name,
              new Error('already applied with different contents (edited after release?)'),
            );
          }
          result.alreadyApplied.push(m.name);
          continue;
        }
        try {
          await client.query('BEGIN');
          await client.query(m.sql);
          await client.query(
            `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
             VALUES ($1, $2, now(), $3, 1)`,
            [randomUUID(), m.checksum, m.name],
          );
          await client.query('COMMIT');
        } catch (err) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw new MigrationError(m.name, err);
        }
        result.applied.push(m.name);
      }
      return result;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    client.release();
  }
}
