/**
 * The embedded database: PGlite (Postgres compiled to WebAssembly) with its data in a
 * folder, served on a local TCP port so `pg` and Prisma's adapter use it like a server.
 * PGlite serves one connection at a time: pools on it must have max = 1.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  dataDir: string | null;
  close(): Promise<void>;
}

/**
 * Starts PGlite on 127.0.0.1 at `port` (0 = any free port). `dataDir` null keeps it in memory
 * (tests); otherwise the folder is created if needed and reused on the next start.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string | null;
  port?: number;
}): Promise<EmbeddedPostgres> {
  const dataDir = options.dataDir === null ? null : resolve(options.dataDir);
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const port = options.port ?? 0;
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: port === 0 ? await freePort() : port });
  await server.start();
  const conn = server.getServerConn();
  return {
    url: `postgresql://postgres@${conn}/postgres?sslmode=disable`,
    dataDir,
    async close() {
      await server.stop();
      await db.close();
    },
  };
}

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolvePort, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const p = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolvePort(p));
    });
  });
}
