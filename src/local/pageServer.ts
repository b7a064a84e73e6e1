/**
 * The play page's HTTP side: the document at /, live fragments, and a small JSON API
 * through which the browser acts as the chosen simulated user (the same driver the tests use).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { SlashUsageError } from './commandOptions.js';
import type { LocalDiscord } from './localDiscord.js';
import { PAGE_SCRIPT, PAGE_STYLE } from './pageClient.js';
import { esc } from './pageMarkup.js';
import { isPageLocale, pageText } from './pageText.js';
import {
  headerHtml,
  messagesHtml,
  modalHtml,
  type PageState,
  sidebarHtml,
  slashFieldsHtml,
  slashFormHtml,
  viewChannelId,
  viewTitle,
} from './pageView.js';
import { waitFor } from './waiting.js';

const LONG_POLL_MS = 25_000;
/** The page acts for a person: fail fast with a message when the bot is not connected. */
const PAGE_ACT_TIMEOUT_MS = 3_000;

function stateFrom(d: LocalDiscord, q: URLSearchParams): PageState {
  const first = d.users[0];
  const user = q.get('user');
  const userId = user && d.world.users.has(user) && user !== d.bot.id ? user : (first?.id ?? '');
  const view = q.get('view') ?? '';
  const lang = q.get('lang');
  return {
    userId,
    view: view === 'dm' || d.world.channel(view) ? view : d.channelId,
    locale: isPageLocale(lang) ? lang : 'pl',
  };
}

function commandsVersion(d: LocalDiscord): string {
  return d
    .commands()
    .map((c) => c.version)
    .join(',');
}

function documentHtml(d: LocalDiscord, state: PageState): string {
  const text = pageText[state.locale];
  const boot = {
    user: state.userId,
    view: state.view,
    lang: state.locale,
    version: d.world.version,
    commandsVersion: commandsVersion(d),
    errorLabel: text.error,
  };
  return `<!doctype html>
<html lang="${state.locale}"><head><meta charset="utf-8"><title>${esc(text.title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${PAGE_STYLE}</style></head>
<body>
<header>${headerHtml(d, state)}</header>
<aside>${sidebarHtml(d, state)}</aside>
<main><h2>${viewTitle(d, state)}</h2><div id="messages">${messagesHtml(d, state)}</div></main>
<footer><div id="slash-box">${slashFormHtml(d, state)}</div>
<form id="say" autocomplete="off"><input placeholder="${esc(text.message)}"><button class="btn secondary">${esc(text.send)}</button></form></footer>
<div id="modal">${modalHtml(d, state)}</div><div id="toast"></div>
<script type="application/json" id="page-state">${JSON.stringify(boot).replace(/</g, '\\u003c')}</script>
<script>${PAGE_SCRIPT}</script>
</body></html>`;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(typeof c === 'string' ? Buffer.from(c) : c);
  const raw = Buffer.concat(chunks).toString('utf8');
  return raw ? JSON.parse(raw) : {};
}

function reply(res: ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  res.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' });
  res.end(type === 'application/json' ? JSON.stringify(body) : String(body));
}

const Base = z.object({ user: z.string(), view: z.string().optional() });
const Value = z.union([z.string(), z.number(), z.boolean()]);
const Api = {
  slash: Base.extend({ command: z.string(), options: z.record(z.string(), Value).default({}) }),
  autocomplete: Base.extend({
    command: z.string(),
    options: z.record(z.string(), Value).default({}),
    focused: z.string(),
  }),
  click: Base.extend({ message: z.string(), customId: z.string() }),
  select: Base.extend({ message: z.string(), customId: z.string(), values: z.array(z.string()) }),
  modal: Base.extend({
    interaction: z.string(),
    fields: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  }),
  modalCancel: Base.extend({ interaction: z.string() }),
  say: Base.extend({ content: z.string().min(1).max(2000) }),
  blockDms: Base.extend({ blocked: z.boolean() }),
};

/** Where a page action happens: the viewed channel, thread or the user's DM channel. */
function actChannel(d: LocalDiscord, user: string, view: string | undefined): string {
  if (view === 'dm') return d.dmChannelId(user) ?? d.world.dmChannel(user).id;
  return view && d.world.channel(view) ? view : d.channelId;
}

async function api(d: LocalDiscord, action: string, body: unknown): Promise<unknown> {
  const timeoutMs = PAGE_ACT_TIMEOUT_MS;
  switch (action) {
    case 'slash': {
      const b = Api.slash.parse(body);
      const i = await d.slash(b.user, b.command, b.options, { channelId: actChannel(d, b.user, b.view), timeoutMs });
      return { interaction: i.id };
    }
    case 'autocomplete': {
      const b = Api.autocomplete.parse(body);
      const choices = await d.autocomplete(b.user, b.command, b.options, b.focused, {
        channelId: actChannel(d, b.user, b.view),
        timeoutMs,
      });
      return { choices };
    }
    case 'click': {
      const b = Api.click.parse(body);
      return { interaction: (await d.click(b.user, b.message, b.customId, { timeoutMs })).id };
    }
    case 'select': {
      const b = Api.select.parse(body);
      return { interaction: (await d.select(b.user, b.message, b.customId, b.values, { timeoutMs })).id };
    }
    case 'modal': {
      const b = Api.modal.parse(body);
      return { interaction: (await d.submitModal(b.user, b.interaction, b.fields, { timeoutMs })).id };
    }
    case 'modal-cancel': {
      const b = Api.modalCancel.parse(body);
      const rec = d.world.interactions.get(b.interaction);
      if (rec && rec.userId === b.user) rec.modalClosed = true;
      d.world.touch();
      return {};
    }
    case 'say': {
      const b = Api.say.parse(body);
      return { message: d.say(b.user, b.content, { channelId: actChannel(d, b.user, b.view) }).id };
    }
    case 'block-dms': {
      const b = Api.blockDms.parse(body);
      d.blockDms(b.user, b.blocked);
      return {};
    }
    default:
      throw new SlashUsageError(`unknown page action ${action}`);
  }
}

export async function handlePage(
  d: LocalDiscord,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<boolean> {
  const path = url.pathname;
  if (req.method === 'GET' && (path === '/' || path === '/index.html')) {
    reply(res, 200, documentHtml(d, stateFrom(d, url.searchParams)), 'text/html');
    return true;
  }
  if (req.method === 'GET' && path === '/favicon.ico') {
    res.writeHead(204);
    res.end();
    return true;
  }
  if (req.method === 'GET' && path === '/page/api/wait') {
    const since = Number(url.searchParams.get('v') ?? 0);
    const version = await waitFor(d.world, () => (d.world.version !== since ? d.world.version : null), {
      timeoutMs: LONG_POLL_MS,
    }).catch(() => d.world.version);
    reply(res, 200, { version });
    return true;
  }
  if (req.method === 'GET' && path === '/page/fragment/live') {
    const state = stateFrom(d, url.searchParams);
    reply(res, 200, {
      version: d.world.version,
      messages: messagesHtml(d, state),
      sidebar: sidebarHtml(d, state),
      modal: modalHtml(d, state),
      commandsVersion: commandsVersion(d),
      slash: slashFormHtml(d, state),
      channelId: viewChannelId(d, state),
    });
    return true;
  }
  if (req.method === 'GET' && path === '/page/fragment/slash-fields') {
    const state = stateFrom(d, url.searchParams);
    try {
      reply(res, 200, slashFieldsHtml(d, state, url.searchParams.get('command') ?? ''), 'text/html');
    } catch (e) {
      reply(res, 400, esc(e instanceof Error ? e.message : String(e)), 'text/html');
    }
    return true;
  }
  const action = /^\/page\/api\/([a-z-]+)$/.exec(path)?.[1];
  if (req.method === 'POST' && action) {
    try {
      reply(res, 200, await api(d, action, await readJson(req)));
    } catch (e) {
      const known =
        e instanceof SlashUsageError || e instanceof z.ZodError || (e instanceof Error && /timed out/.test(e.message));
      reply(res, known ? 400 : 500, { error: e instanceof Error ? e.message : String(e) });
    }
    return true;
  }
  return false;
}
