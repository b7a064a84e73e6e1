/**
 * One HTTP port for everything: REST under /api/v10, the gateway's websocket, attachments,
 * and the play page with its small JSON API.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Gateway } from './gateway.js';
import type { LocalDiscord } from './localDiscord.js';
import { handlePage } from './pageServer.js';
import { type Router, send } from './router.js';

export interface StandInServer {
  url: string;
  close(): Promise<void>;
}

interface ListenOptions {
  port: number;
  host: string;
  router: Router;
  gateway: Gateway;
  discord: LocalDiscord;
}

function serveAttachment(discord: LocalDiscord, path: string, res: ServerResponse): boolean {
  const m = /^\/attachments\/(\d+)\//.exec(path);
  if (!m?.[1]) return false;
  const a = discord.world.attachments.get(m[1]);
  if (!a) send(res, { status: 404, body: { message: 'Unknown attachment', code: 0 } });
  else {
    res.writeHead(200, {
      'content-type': a.contentType,
      'content-length': a.data.length,
      'cache-control': 'max-age=3600',
    });
    res.end(a.data);
  }
  return true;
}

export function listen(opts: ListenOptions): Promise<StandInServer> {
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const rest = /^\/api(?:\/v\d+)?(\/.*)$/.exec(url.pathname);
    if (rest?.[1]) return opts.router.handle(req, res, rest[1], url.searchParams);
    if (serveAttachment(opts.discord, url.pathname, res)) return;
    if (await handlePage(opts.discord, req, res, url)) return;
    send(res, { status: 404, body: { message: '404: Not Found', code: 0 } });
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      if (!res.headersSent) send(res, { status: 500, body: { message: String(e), code: 0 } });
      else res.end();
    });
  });
  server.on('upgrade', (req, socket, head) => {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    if (path === '/' || path === '/gateway') opts.gateway.handleUpgrade(req, socket, head);
    else socket.destroy();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        reject(new Error('the stand-in is not listening on a TCP port'));
        return;
      }
      const { port } = address;
      const host = opts.host.includes(':') ? `[${opts.host}]` : opts.host;
      resolve({
        url: `http://${host}:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
