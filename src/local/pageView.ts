/**
 * The play page's server-rendered parts: header with the user switcher, the sidebar of
 * channels, threads and DMs, the message pane as the current user sees it, an open modal,
 * and the slash command form built from the commands the bot registered.
 */
import {
  type APIApplicationCommand,
  type APIApplicationCommandBasicOption,
  type APIApplicationCommandInteractionDataOption,
  type APIMessage,
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ChannelType,
  ComponentType,
  InteractionType,
  MessageFlags,
} from 'discord-api-types/v10';
import { resolveCommand } from './commandOptions.js';
import { commandUnavailable } from './interactionPayloads.js';
import type { LocalDiscord } from './localDiscord.js';
import { attachmentsHtml, componentsHtml, embedsHtml, esc, markdown } from './pageMarkup.js';
import { type PageLocale, type PageTextKey, pageText } from './pageText.js';
import type { StoredMessage } from './world.js';

export interface PageState {
  userId: string;
  /** A channel or thread id, or 'dm' for the current user's DMs with the bot. */
  view: string;
  locale: PageLocale;
}

function tr(state: PageState, key: PageTextKey): string {
  return esc(pageText[state.locale][key]);
}

export function viewChannelId(d: LocalDiscord, state: PageState): string | null {
  return state.view === 'dm' ? d.dmChannelId(state.userId) : state.view;
}

function link(state: PageState, change: Partial<PageState>): string {
  const s = { ...state, ...change };
  return `/?user=${encodeURIComponent(s.userId)}&view=${encodeURIComponent(s.view)}&lang=${s.locale}`;
}

export function headerHtml(d: LocalDiscord, state: PageState): string {
  const users = d.users
    .map(
      (u) =>
        `<a class="user${u.id === state.userId ? ' current' : ''}" href="${link(state, { userId: u.id })}">${esc(u.global_name ?? u.username)}${d.world.dmBlocked.has(u.id) ? ` <small>(${tr(state, 'dmsBlocked')})</small>` : ''}</a>`,
    )
    .join('');
  const langs = (['pl', 'en'] as const)
    .map((l) => `<a class="lang${l === state.locale ? ' current' : ''}" href="${link(state, { locale: l })}">${l}</a>`)
    .join('');
  return `<span class="who">${tr(state, 'playingAs')}:</span> <nav class="users">${users}</nav><span class="langs">${langs}</span>`;
}

export function sidebarHtml(d: LocalDiscord, state: PageState): string {
  const w = d.world;
  const items: string[] = [`<h3>${tr(state, 'channels')}</h3>`];
  for (const ch of d.channels) {
    items.push(
      `<a class="chan${state.view === ch.id ? ' current' : ''}" href="${link(state, { view: ch.id })}"># ${esc(ch.name)}</a>`,
    );
    for (const t of w.threadsOf(ch.id)) {
      items.push(
        `<a class="chan thread${state.view === t.id ? ' current' : ''}" href="${link(state, { view: t.id })}">↳ ${esc(t.name)}</a>`,
      );
    }
  }
  const dmCount = d.dmsOf(state.userId).length;
  items.push(`<h3>${tr(state, 'directMessages')}</h3>`);
  items.push(
    `<a class="chan dm${state.view === 'dm' ? ' current' : ''}" href="${link(state, { view: 'dm' })}">✉ ${tr(state, 'dmWith')}${dmCount > 0 ? ` <span class="count">${dmCount}</span>` : ''}</a>`,
  );
  const blocked = w.dmBlocked.has(state.userId);
  items.push(
    `<button class="btn secondary small" data-block-dms="${blocked ? 'off' : 'on'}">${tr(state, blocked ? 'unblockDms' : 'blockDms')}</button>`,
  );
  const connected = d.gatewaySessions().some((s) => s.connected);
  items.push(
    `<p class="status ${connected ? 'ok' : 'bad'}">● ${tr(state, connected ? 'botConnected' : 'botDisconnected')}</p>`,
  );
  return items.join('\n');
}

function timeOf(m: APIMessage, locale: PageLocale): string {
  return new Date(m.timestamp).toLocaleTimeString(locale === 'pl' ? 'pl-PL' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

/** "Ala used /game new", as Discord shows above a command's reply. */
function invokedBy(d: LocalDiscord, state: PageState, stored: StoredMessage): string {
  const rec = stored.interactionId ? d.world.interactions.get(stored.interactionId) : undefined;
  if (!rec || rec.payload.type !== InteractionType.ApplicationCommand) return '';
  if (rec.originalMessageId !== stored.message.id) return '';
  const who = d.world.users.get(rec.userId);
  const data = rec.payload.data;
  const path = [data.name];
  if (data.type === ApplicationCommandType.ChatInput) {
    for (let opts = data.options; opts?.[0]; ) {
      const o: APIApplicationCommandInteractionDataOption = opts[0];
      if (o.type !== ApplicationCommandOptionType.Subcommand && o.type !== ApplicationCommandOptionType.SubcommandGroup)
        break;
      path.push(o.name);
      opts = o.type === ApplicationCommandOptionType.SubcommandGroup ? o.options : undefined;
    }
  }
  return `<div class="invoked">↱ <b>${esc(who?.global_name ?? '')}</b> ${tr(state, 'used')} <code>/${esc(path.join(' '))}</code></div>`;
}

function messageHtml(d: LocalDiscord, state: PageState, stored: StoredMessage): string {
  const m = stored.message;
  const ephemeral = stored.ephemeralFor !== null;
  const loading = ((m.flags ?? 0) & MessageFlags.Loading) !== 0;
  const author = m.author.global_name ?? m.author.username;
  const body = loading
    ? `<div class="thinking">${tr(state, 'thinking')}</div>`
    : `${m.content ? `<div class="content">${markdown(d.world, m.content, state.locale)}</div>` : ''}
       ${embedsHtml(d.world, m, state.locale)}
       ${attachmentsHtml(m)}
       ${componentsHtml(d.world, m, state.locale, pageText[state.locale].choose)}`;
  return `<article class="msg${ephemeral ? ' ephemeral' : ''}${m.author.bot ? ' bot' : ''}" id="m${m.id}" data-id="${m.id}">
    ${invokedBy(d, state, stored)}<header><b>${esc(author)}</b>${m.author.bot ? ' <span class="tag">BOT</span>' : ''} <time>${timeOf(m, state.locale)}</time>
    ${m.edited_timestamp ? `<small>${tr(state, 'edited')}</small>` : ''}${m.pinned ? ` <small>(${tr(state, 'pinned')})</small>` : ''}</header>
    ${body}
    ${ephemeral ? `<footer>${tr(state, 'onlyYou')}</footer>` : ''}
  </article>`;
}

export function messagesHtml(d: LocalDiscord, state: PageState): string {
  const channelId = viewChannelId(d, state);
  const stored = channelId ? d.world.storedMessages(channelId) : [];
  const visible = stored.filter((s) => s.ephemeralFor === null || s.ephemeralFor === state.userId);
  if (visible.length === 0) return `<p class="empty">${tr(state, 'noMessages')}</p>`;
  return visible.map((s) => messageHtml(d, state, s)).join('\n');
}

export function viewTitle(d: LocalDiscord, state: PageState): string {
  if (state.view === 'dm') {
    const u = d.world.users.get(state.userId);
    return `✉ ${tr(state, 'dmWith')} — ${esc(u?.global_name ?? '')}`;
  }
  const ch = d.world.channel(state.view);
  if (!ch || ch.type === ChannelType.DM) return '';
  return ch.type === ChannelType.GuildText ? `# ${esc(ch.name)}` : `↳ ${esc(ch.name)}`;
}

/** The newest modal the bot opened for this user that is still open. */
export function modalHtml(d: LocalDiscord, state: PageState): string {
  const open = [...d.world.interactions.values()]
    .filter((r) => r.userId === state.userId && r.modal && !r.modalClosed)
    .at(-1);
  const modal = open?.modal;
  if (!open || !modal) return '';
  const fields = modal.components.flatMap((c) => {
    const inputs =
      c.type === ComponentType.ActionRow ? c.components : c.type === ComponentType.Label ? [c.component] : [];
    const label = c.type === ComponentType.Label ? c.label : null;
    return inputs.map((input) => {
      if (input.type === ComponentType.TextInput) {
        const text = esc(label ?? ('label' in input && input.label ? input.label : input.custom_id));
        const attrs = `name="${esc(input.custom_id)}"${input.required === false ? '' : ' required'}${input.placeholder ? ` placeholder="${esc(input.placeholder)}"` : ''}`;
        const value = esc(input.value ?? '');
        return `<label>${text}${input.style === 2 ? `<textarea ${attrs}>${value}</textarea>` : `<input ${attrs} value="${value}">`}</label>`;
      }
      if (input.type === ComponentType.StringSelect) {
        const opts = input.options.map((o) => `<option value="${esc(o.value)}">${esc(o.label)}</option>`).join('');
        return `<label>${esc(label ?? input.custom_id)}<select name="${esc(input.custom_id)}"${(input.max_values ?? 1) > 1 ? ' multiple' : ''}>${opts}</select></label>`;
      }
      return '';
    });
  });
  return `<div class="overlay"><form class="modal" data-modal="${open.id}">
    <h3>${esc(modal.title)}</h3>${fields.join('')}
    <div class="row"><button type="button" class="btn secondary" data-modal-cancel="${open.id}">${tr(state, 'cancel')}</button>
    <button class="btn primary">${tr(state, 'submit')}</button></div>
  </form></div>`;
}

/** Every runnable command line: `name`, `name sub` or `name group sub`. */
export function commandLines(commands: APIApplicationCommand[]): string[] {
  const out: string[] = [];
  for (const c of commands) {
    if (c.type !== undefined && c.type !== 1) continue;
    const subs = (c.options ?? []).filter(
      (o) =>
        o.type === ApplicationCommandOptionType.Subcommand || o.type === ApplicationCommandOptionType.SubcommandGroup,
    );
    if (subs.length === 0) out.push(c.name);
    for (const s of subs) {
      if (s.type === ApplicationCommandOptionType.Subcommand) out.push(`${c.name} ${s.name}`);
      else if (s.type === ApplicationCommandOptionType.SubcommandGroup)
        for (const inner of s.options ?? []) out.push(`${c.name} ${s.name} ${inner.name}`);
    }
  }
  return out;
}

function optionInput(d: LocalDiscord, state: PageState, o: APIApplicationCommandBasicOption): string {
  const name = esc(o.name);
  const req = o.required ? ' required' : '';
  const options = (pairs: [string, string][]) =>
    `<select name="${name}"${req}><option value=""></option>${pairs.map(([v, l]) => `<option value="${esc(v)}">${esc(l)}</option>`).join('')}</select>`;
  if ('choices' in o && o.choices && o.choices.length > 0)
    return options(o.choices.map((c) => [String(c.value), localized(state, c.name, c.name_localizations)]));
  switch (o.type) {
    case ApplicationCommandOptionType.Boolean:
      return options([
        ['true', pageText[state.locale].yes],
        ['false', pageText[state.locale].no],
      ]);
    case ApplicationCommandOptionType.User:
    case ApplicationCommandOptionType.Mentionable:
      return options(d.users.map((u) => [u.id, u.global_name ?? u.username]));
    case ApplicationCommandOptionType.Channel:
      return options(d.channels.map((c) => [c.id, `#${c.name}`]));
    case ApplicationCommandOptionType.Role:
      return options(d.world.roles.map((r) => [r.id, r.name]));
    case ApplicationCommandOptionType.Integer:
    case ApplicationCommandOptionType.Number: {
      if ('autocomplete' in o && o.autocomplete)
        return `<input name="${name}" data-ac list="ac-${name}" autocomplete="off"${req}><datalist id="ac-${name}"></datalist>`;
      const step = o.type === ApplicationCommandOptionType.Integer ? '1' : 'any';
      return `<input type="number" step="${step}" name="${name}"${req}>`;
    }
    default:
      if ('autocomplete' in o && o.autocomplete)
        return `<input name="${name}" data-ac list="ac-${name}" autocomplete="off"${req}><datalist id="ac-${name}"></datalist>`;
      return `<input name="${name}"${req}>`;
  }
}

/** Discord shows a command's or option's name and description in the user's language when the bot localized them. */
function localized(
  state: PageState,
  base: string,
  map: Partial<Record<string, string | null>> | null | undefined,
): string {
  const keys = state.locale === 'pl' ? ['pl'] : ['en-US', 'en-GB'];
  for (const k of keys) {
    const v = map?.[k];
    if (v) return v;
  }
  return base;
}

/** The option fields of one command line. */
export function slashFieldsHtml(d: LocalDiscord, state: PageState, commandLine: string): string {
  if (!commandLine) return '';
  const target = resolveCommand(d.world, commandLine);
  return target.leaves
    .map((o) => {
      const description = localized(state, o.description, o.description_localizations);
      const desc = description ? ` <small>${esc(description)}</small>` : '';
      const name = localized(state, o.name, o.name_localizations);
      return `<label class="opt"><span>${esc(name)}${o.required ? ' *' : ''}${desc}</span>${optionInput(d, state, o)}</label>`;
    })
    .join('');
}

/** A command line as the user would type it in their language ('gra nowa' for 'game new'). */
function localizedLine(d: LocalDiscord, state: PageState, line: string): string {
  const target = resolveCommand(d.world, line);
  const words = [localized(state, target.command.name, target.command.name_localizations)];
  const top = target.command.options ?? [];
  const group = target.group ? top.find((o) => o.name === target.group) : undefined;
  if (group) words.push(localized(state, group.name, group.name_localizations));
  const subs = group && group.type === ApplicationCommandOptionType.SubcommandGroup ? (group.options ?? []) : top;
  const sub = target.subcommand ? subs.find((o) => o.name === target.subcommand) : undefined;
  if (sub) words.push(localized(state, sub.name, sub.name_localizations));
  return words.join(' ');
}

export function slashFormHtml(d: LocalDiscord, state: PageState): string {
  const here = viewChannelId(d, state) ?? d.channelId;
  const available = d.commands().filter((c) => commandUnavailable(d.world, c, state.userId, here) === null);
  const lines = commandLines(available);
  if (lines.length === 0) return `<p class="empty">${tr(state, 'noCommands')}</p>`;
  const first = lines[0] ?? '';
  return `<form id="slash" autocomplete="off">
    <label class="cmd">/<select name="command">${lines.map((l) => `<option value="${esc(l)}">${esc(localizedLine(d, state, l))}</option>`).join('')}</select></label>
    <span id="slash-fields">${slashFieldsHtml(d, state, first)}</span>
    <button class="btn primary">${tr(state, 'run')}</button>
  </form>`;
}
