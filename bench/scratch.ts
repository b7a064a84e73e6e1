/** A throwaway database on the server at DATABASE_URL for one bench run (none without a server). */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export async function scratchDatabase(
  serverUrl: string | undefined,
): Promise<{ url: string; drop(): Promise<void> } | null> {
  if (!serverUrl) return null;
  const name = `sejmik_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: serverUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}
