/**
 * The REST side's plumbing: matching `METHOD /path/:param` routes on the path only (discord.js
 * adds query strings), reading JSON or multipart bodies, injected faults, and the request log.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DiscordApiError, notFound, unauthorized } from './apiError.js';
import type { Logger } from './log.js';
import type { UploadedFile } from './messages.js';

export interface RestRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The JSON body, or `payload_json` of a multipart body; undefined when there is none. */
  json: unknown;
  files: UploadedFile[];
}

export interface RestReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under /api/v10, with `:name` segments. */
  path: string;
  /** Interaction callbacks and webhooks are authorised by their token, not the bot token. */
  public?: boolean;
  handle: (req: RestRequest) => RestReply | Promise<RestReply>;
}

/** A fault to inject: the next `times` matching requests answer with `status` instead. */
export interface FaultSpec {
  status: 429 | 500 | 502 | 503 | 504;
  /** Matches when the request path contains this string or matches this pattern; any route if absent. */
  route?: string | RegExp;
  method?: string;
  times?: number;
  /** For 429: how long discord.js is told to wait (Retry-After); default 50 ms. */
  retryAfterMs?: number;
}

export interface LoggedRequest {
  at: number;
  method: string;
  path: string;
  status: number;
  json: unknown;
  fileNames: string[];
}

export const NO_CONTENT: RestReply = { status: 204 };

export const ok = (body: unknown): RestReply => ({ status: 200, body });

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const ps = pattern.split('/').filter(Boolean);
  const xs = path.split('/').filter(Boolean);
  if (ps.length !== xs.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < ps.length; i++) {
    const p = ps[i] ?? '';
    const x = xs[i] ?? '';
    if (p.startsWith(':')) params[p.slice(1)] = decodeURIComponent(x);
    else if (p !== x) return null;
  }
  return params;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(typeof c === 'string' ? Buffer.from(c) : c);
  return Buffer.concat(chunks);
}

/** Parses the body the way Discord does: JSON, or multipart with payload_json and files[n]. */
async function parseBody(req: IncomingMessage): Promise<{ json: unknown; files: UploadedFile[] }> {
  const raw = await readBody(req);
  const type = req.headers['content-type'] ?? '';
  if (raw.length === 0) return { json: undefined, files: [] };
  if (type.startsWith('multipart/form-data')) {
    const form = await new Response(raw, { headers: { 'content-type': type } }).formData();
    let json: unknown;
    const files: UploadedFile[] = [];
    for (const [name, value] of form.entries()) {
      if (name === 'payload_json' && typeof value === 'string') {
        json = JSON.parse(value);
        continue;
      }
      const m = /^files\[(\d+)\]$/.exec(name) ?? /^file(\d*)$/.exec(name);
      if (m && typeof value !== 'string') {
        files.push({
          index: Number(m[1] || 0),
          filename: value.name,
          contentType: value.type || 'application/octet-stream',
          data: Buffer.from(await value.arrayBuffer()),
        });
      }
    }
    return { json, files };
  }
  return { json: JSON.parse(raw.toString('utf8')), files: [] };
}

/** Checks a request before its route handles it (Discord's own schemas: see specCheck.ts); throws to refuse. */
export type RequestGate = (method: string, path: string, json: unknown) => void;

export class Router {
  /** Set by the stand-in when requests are checked against Discord's spec. */
  gate: RequestGate | null = null;
  private readonly faults: (FaultSpec & { times: number; retryAfterMs: number })[] = [];
  readonly requests: LoggedRequest[] = [];

  constructor(
    readonly routes: Route[],
    private readonly token: string,
    private readonly log: Logger,
    private readonly onRequest: () => void,
  ) {}

  failNext(spec: FaultSpec): void {
    this.faults.push({ times: 1, retryAfterMs: 50, ...spec });
  }

  clearFaults(): void {
    this.faults.length = 0;
  }

  private takeFault(method: string, path: string): RestReply | null {
    const i = this.faults.findIndex(
      (f) =>
        (!f.method || f.method.toUpperCase() === method) &&
        (!f.route || (typeof f.route === 'string' ? path.includes(f.route) : f.route.test(path))),
    );
    const f = this.faults[i];
    if (!f) return null;
    f.times -= 1;
    if (f.times <= 0) this.faults.splice(i, 1);
    if (f.status === 429) {
      const seconds = (f.retryAfterMs / 1000).toFixed(3);
      return {
        status: 429,
        body: { message: 'You are being rate limited.', retry_after: f.retryAfterMs / 1000, global: false },
        headers: {
          'retry-after': seconds,
          'x-ratelimit-limit': '5',
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset-after': seconds,
          'x-ratelimit-bucket': 'local-stand-in',
          'x-ratelimit-scope': 'user',
        },
      };
    }
    return { status: f.status, body: { message: `${f.status}: injected by the stand-in`, code: 0 } };
  }

  /** Handles one request under /api/v10; answers Discord-shaped JSON. */
  async handle(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    let reply: RestReply;
    let json: unknown;
    let files: UploadedFile[] = [];
    try {
      ({ json, files } = await parseBody(req));
      reply = this.takeFault(method, path) ?? (await this.route(method, path, query, json, files, req));
    } catch (e) {
      if (e instanceof DiscordApiError) reply = { status: e.status, body: e.body() };
      else {
        this.log.warn(`${method} ${path} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
        reply = { status: 500, body: { message: '500: Internal Server Error', code: 0 } };
      }
    }
    this.requests.push({
      at: Date.now(),
      method,
      path,
      status: reply.status,
      json,
      fileNames: files.map((f) => f.filename),
    });
    send(res, reply);
    this.onRequest();
  }

  private async route(
    method: string,
    path: string,
    query: URLSearchParams,
    json: unknown,
    files: UploadedFile[],
    req: IncomingMessage,
  ): Promise<RestReply> {
    for (const r of this.routes) {
      if (r.method !== method) continue;
      const params = matchPath(r.path, path);
      if (!params) continue;
      if (!r.public && (req.headers.authorization ?? '') !== `Bot ${this.token}`) throw unauthorized();
      this.gate?.(method, path, json);
      return r.handle({ method, path, params, query, json, files });
    }
    this.log.warn(`no route for ${method} ${path}: answering 404 (the stand-in lacks this route)`);
    throw notFound();
  }
}

export function send(res: ServerResponse, reply: RestReply): void {
  const headers: Record<string, string> = { ...(reply.headers ?? {}) };
  // A 204 must carry no JSON content type, or discord.js tries to parse an empty body.
  if (reply.status === 204 || reply.body === undefined) {
    res.writeHead(reply.status === 200 ? 204 : reply.status, headers);
    res.end();
    return;
  }
  headers['content-type'] = 'application/json';
  res.writeHead(reply.status, headers);
  res.end(JSON.stringify(reply.body));
}
