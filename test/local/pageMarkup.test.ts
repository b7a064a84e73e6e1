import { type APIMessage, ButtonStyle, ComponentType, MessageType } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { attachmentsHtml, componentsHtml, embedsHtml, markdown } from '../../src/local/pageMarkup.js';
import { NO_FLAGS, World } from '../../src/local/world.js';

const world = new World();
const [ala] = world.players;

function message(over: Partial<APIMessage>): APIMessage {
  return {
    id: '1',
    channel_id: world.textChannelIds[0] ?? '',
    author: world.bot,
    content: '',
    timestamp: new Date(0).toISOString(),
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: [],
    embeds: [],
    pinned: false,
    type: MessageType.Default,
    flags: NO_FLAGS,
    ...over,
  };
}

describe('page markup', () => {
  it('escapes HTML and renders the Markdown Discord shows, with mentions by name', () => {
    const html = markdown(world, `**Tura** <@${ala?.id}>: <script>alert(1)</script>\n# Sejm`, 'pl');
    expect(html).toContain('<b>Tura</b>');
    expect(html).toContain('@Ala');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;');
    expect(html).toContain('<h3>Sejm</h3>');
  });

  it('shows an embed image given as attachment:// from the message itself, once', () => {
    const m = message({
      embeds: [{ title: 'Plansza', image: { url: 'attachment://board.png' }, color: 0xb22222 }],
      attachments: [
        {
          id: '9',
          filename: 'board.png',
          size: 10,
          url: 'http://x/attachments/9/board.png',
          proxy_url: '',
          content_type: 'image/png',
        },
      ],
    });
    expect(embedsHtml(world, m, 'pl')).toContain('src="http://x/attachments/9/board.png"');
    expect(embedsHtml(world, m, 'pl')).toContain('#b22222');
    expect(attachmentsHtml(m)).toBe('');
  });

  it('renders buttons with their custom ids, disabled ones disabled, link buttons as links, and selects', () => {
    const m = message({
      components: [
        {
          type: ComponentType.ActionRow,
          components: [
            { type: ComponentType.Button, style: ButtonStyle.Success, custom_id: 'g:join', label: 'Dołącz' },
            { type: ComponentType.Button, style: ButtonStyle.Danger, custom_id: 'g:x', label: 'X', disabled: true },
            { type: ComponentType.Button, style: ButtonStyle.Link, url: 'https://example.org', label: 'Zasady' },
          ],
        },
        {
          type: ComponentType.ActionRow,
          components: [
            {
              type: ComponentType.StringSelect,
              custom_id: 'g:pick',
              options: [{ label: 'A', value: 'a' }],
              placeholder: 'Wybierz pole',
            },
          ],
        },
      ],
    });
    const html = componentsHtml(world, m, 'pl', 'Wybierz');
    expect(html).toContain('data-click="g:join"');
    expect(html).toMatch(/data-click="g:x"[^>]*disabled/);
    expect(html).toContain('href="https://example.org"');
    expect(html).toContain('data-select="g:pick"');
    expect(html).toContain('Wybierz pole');
  });
});
