/**
 * HTML for the parts of a Discord message: escaped text with the small Markdown subset
 * Discord shows (bold, italic, code, headings, quotes, mentions, timestamps), embeds,
 * attachments and components (buttons, select menus, and the v2 layout components).
 */
import { type APIAttachment, type APIEmbed, type APIMessage, ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { isRecord } from './bodies.js';
import type { PageLocale } from './pageText.js';
import type { World } from './world.js';

export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Discord-flavoured Markdown, after escaping: enough to read what the bot wrote. */
export function markdown(world: World, text: string, locale: PageLocale): string {
  const lines = esc(text).split('\n');
  const out = lines.map((line) => {
    let l = line;
    let tag = '';
    const h = /^(#{1,3}) (.*)$/.exec(l);
    if (h?.[1] && h[2] !== undefined) {
      tag = `h${h[1].length + 2}`;
      l = h[2];
    } else if (l.startsWith('-# ')) {
      l = `<small>${l.slice(3)}</small>`;
    } else if (l.startsWith('&#62; ')) {
      l = `<q>${l.slice(6)}</q>`;
    }
    l = l
      .replace(/`([^`]+)`/g, '<code>$1</code>')
      .replace(/\*\*([^*]+)\*\*/g, '<b>$1</b>')
      .replace(/__([^_]+)__/g, '<u>$1</u>')
      .replace(/\*([^*]+)\*/g, '<i>$1</i>')
      .replace(/~~([^~]+)~~/g, '<s>$1</s>')
      .replace(/\|\|([^|]+)\|\|/g, '<span class="spoiler">$1</span>')
      .replace(
        /&#60;@!?(\d+)&#62;/g,
        (_m, id: string) => `<span class="mention">@${esc(world.users.get(id)?.global_name ?? id)}</span>`,
      )
      .replace(
        /&#60;#(\d+)&#62;/g,
        (_m, id: string) => `<span class="mention">#${esc(world.channel(id)?.name ?? id)}</span>`,
      )
      .replace(
        /&#60;@&#38;(\d+)&#62;/g,
        (_m, id: string) => `<span class="mention">@${esc(world.roles.find((r) => r.id === id)?.name ?? id)}</span>`,
      )
      .replace(
        /&#60;t:(\d+)(?::([tTdDfFR]))?&#62;/g,
        (_m, secs: string) =>
          `<time>${esc(new Date(Number(secs) * 1000).toLocaleString(locale === 'pl' ? 'pl-PL' : 'en-GB'))}</time>`,
      );
    return tag ? `<${tag}>${l}</${tag}>` : l;
  });
  return out
    .join('<br>')
    .replace(/<br>(<h\d>)/g, '$1')
    .replace(/(<\/h\d>)<br>/g, '$1');
}

/** `attachment://name` in embeds points at the message's own attachment of that name. */
function resolveUrl(url: string | undefined, attachments: APIAttachment[]): string | null {
  if (!url) return null;
  if (url.startsWith('attachment://')) {
    const name = url.slice('attachment://'.length);
    return attachments.find((a) => a.filename === name)?.url ?? null;
  }
  return url;
}

export function embedsReferencedAttachments(m: APIMessage): Set<string> {
  const names = new Set<string>();
  for (const e of m.embeds) {
    for (const u of [e.image?.url, e.thumbnail?.url]) if (u?.startsWith('attachment://')) names.add(u.slice(13));
  }
  return names;
}

function embedHtml(world: World, e: APIEmbed, attachments: APIAttachment[], locale: PageLocale): string {
  const color = e.color === undefined ? '#4f545c' : `#${e.color.toString(16).padStart(6, '0')}`;
  const image = resolveUrl(e.image?.url, attachments);
  const thumb = resolveUrl(e.thumbnail?.url, attachments);
  const fields = (e.fields ?? [])
    .map(
      (f) =>
        `<div class="field${f.inline ? ' inline' : ''}"><div class="fname">${markdown(world, f.name, locale)}</div><div>${markdown(world, f.value, locale)}</div></div>`,
    )
    .join('');
  return `<div class="embed" style="border-color:${color}">
    ${thumb ? `<img class="thumb" src="${esc(thumb)}" alt="">` : ''}
    ${e.author?.name ? `<div class="eauthor">${esc(e.author.name)}</div>` : ''}
    ${e.title ? `<div class="etitle">${markdown(world, e.title, locale)}</div>` : ''}
    ${e.description ? `<div class="edesc">${markdown(world, e.description, locale)}</div>` : ''}
    ${fields ? `<div class="fields">${fields}</div>` : ''}
    ${image ? `<img class="board" src="${esc(image)}" alt="${esc(e.title ?? 'image')}">` : ''}
    ${e.footer?.text ? `<div class="efooter">${esc(e.footer.text)}</div>` : ''}
  </div>`;
}

export function embedsHtml(world: World, m: APIMessage, locale: PageLocale): string {
  return m.embeds.map((e) => embedHtml(world, e, m.attachments, locale)).join('');
}

export function attachmentsHtml(m: APIMessage): string {
  const hidden = embedsReferencedAttachments(m);
  return m.attachments
    .filter((a) => !hidden.has(a.filename))
    .map((a) =>
      (a.content_type ?? '').startsWith('image/')
        ? `<a href="${esc(a.url)}" target="_blank"><img class="board" src="${esc(a.url)}" alt="${esc(a.filename)}"${a.width ? ` width="${a.width}"` : ''}></a>`
        : `<a class="file" href="${esc(a.url)}" target="_blank">${esc(a.filename)}</a>`,
    )
    .join('');
}

const BUTTON_CLASS: Record<number, string> = {
  [ButtonStyle.Primary]: 'primary',
  [ButtonStyle.Secondary]: 'secondary',
  [ButtonStyle.Success]: 'success',
  [ButtonStyle.Danger]: 'danger',
  [ButtonStyle.Link]: 'link',
  [ButtonStyle.Premium]: 'secondary',
};

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

function emojiOf(node: Record<string, unknown>): string {
  return isRecord(node.emoji) && typeof node.emoji.name === 'string' ? `${esc(node.emoji.name)} ` : '';
}

/** Components are walked as plain JSON: the page shows every kind it knows and skips the rest. */
function componentHtml(world: World, node: unknown, m: APIMessage, locale: PageLocale, chooseLabel: string): string {
  if (!isRecord(node)) return '';
  const children = (list: unknown) =>
    Array.isArray(list) ? list.map((c) => componentHtml(world, c, m, locale, chooseLabel)).join('') : '';
  const disabled = node.disabled === true ? ' disabled' : '';
  switch (node.type) {
    case ComponentType.ActionRow:
      return `<div class="row">${children(node.components)}</div>`;
    case ComponentType.Button: {
      const style = typeof node.style === 'number' ? (BUTTON_CLASS[node.style] ?? 'secondary') : 'secondary';
      const label = `${emojiOf(node)}${esc(str(node.label))}`;
      if (node.style === ButtonStyle.Link)
        return `<a class="btn link" href="${esc(str(node.url))}" target="_blank">${label} ↗</a>`;
      return `<button class="btn ${style}" data-click="${esc(str(node.custom_id))}" data-message="${m.id}"${disabled}>${label}</button>`;
    }
    case ComponentType.StringSelect: {
      const max = typeof node.max_values === 'number' ? node.max_values : 1;
      const min = typeof node.min_values === 'number' ? node.min_values : 1;
      const options = Array.isArray(node.options)
        ? node.options
            .filter(isRecord)
            .map(
              (o) =>
                `<option value="${esc(str(o.value))}"${o.default === true ? ' selected' : ''}>${emojiOf(o)}${esc(str(o.label))}${o.description ? ` — ${esc(str(o.description))}` : ''}</option>`,
            )
            .join('')
        : '';
      const hint = node.placeholder
        ? `<option value="" disabled${max === 1 ? ' selected' : ''}>${esc(str(node.placeholder))}</option>`
        : '';
      return `<form class="select" data-select="${esc(str(node.custom_id))}" data-message="${m.id}" data-min="${min}" data-max="${max}">
        <select${max > 1 ? ` multiple size="${Math.min(6, Array.isArray(node.options) ? node.options.length : 3)}"` : ''}${disabled}>${max > 1 ? '' : hint}${options}</select>
        ${max > 1 ? `<button class="btn secondary"${disabled}>${esc(chooseLabel)}</button>` : ''}
      </form>`;
    }
    case ComponentType.TextDisplay:
      return `<div class="text">${markdown(world, str(node.content), locale)}</div>`;
    case ComponentType.Container:
      return `<div class="container">${children(node.components)}</div>`;
    case ComponentType.Section:
      return `<div class="section"><div>${children(node.components)}</div>${componentHtml(world, node.accessory, m, locale, chooseLabel)}</div>`;
    case ComponentType.Separator:
      return '<hr>';
    case ComponentType.Thumbnail:
    case ComponentType.MediaGallery:
    case ComponentType.File: {
      const items = node.type === ComponentType.MediaGallery && Array.isArray(node.items) ? node.items : [node];
      return items
        .filter(isRecord)
        .map((it) => {
          const media = isRecord(it.media) ? it.media : isRecord(it.file) ? it.file : {};
          const url = resolveUrl(str(media.url), m.attachments);
          return url ? `<img class="board" src="${esc(url)}" alt="">` : '';
        })
        .join('');
    }
    default:
      return '';
  }
}

export function componentsHtml(world: World, m: APIMessage, locale: PageLocale, chooseLabel: string): string {
  return (m.components ?? []).map((c) => componentHtml(world, c, m, locale, chooseLabel)).join('');
}
