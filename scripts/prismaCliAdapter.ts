/**
 * The driver adapter Prisma's CLI uses for its JavaScript schema engine (prisma.config.ts).
 *
 * Works around prisma/orm#27403: the schema engine cannot deserialize PostgreSQL's `name`
 * (OID 19) and `char` (OID 18) columns that catalog queries return, so those fields are
 * reported as `text` (OID 25) before the adapter converts them.
 */
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';

const TEXT_OID = 25;
const CATALOG_TEXTLIKE_OIDS = new Set([18, 19]);

type QueryResultLike = { fields?: { dataTypeID: number }[] };

function patchFields(result: unknown): void {
  const fields = (result as QueryResultLike | null)?.fields;
  if (!Array.isArray(fields)) return;
  for (const f of fields) if (CATALOG_TEXTLIKE_OIDS.has(f.dataTypeID)) f.dataTypeID = TEXT_OID;
}

/** A pg Pool whose clients report catalog text-like columns as text. */
function patchedPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 2 });
  pool.on('connect', (client) => {
    const original = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const out = original(...args);
      if (out instanceof Promise) {
        return out.then((r: unknown) => {
          patchFields(r);
          return r;
        });
      }
      return out;
    };
  });
  return pool;
}

export async function prismaCliAdapter(): Promise<PrismaPg> {
  const url = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  return new PrismaPg(patchedPool(url));
}
