import type { Client } from 'discord.js';
import { ComponentType, InteractionResponseType, MessageFlags } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDiscord, quietLogger, startLocalDiscord } from '../../src/local/index.js';
import { startProbeBot } from './probeBot.js';

let d: LocalDiscord;
let bot: Client;

beforeAll(async () => {
  d = await startLocalDiscord({ port: 0, log: quietLogger });
  bot = await startProbeBot(d.restApiUrl, d.token, d.guildId);
});

afterAll(async () => {
  await bot?.destroy();
  await d?.close();
});

describe('the real discord.js client against the stand-in', () => {
  it('registers the bot commands and replies to a slash command with components', async () => {
    expect(d.commands().map((c) => c.name)).toEqual(['probe']);
    const [ala] = d.users;
    if (!ala) throw new Error('no users');
    const i = await d.slash(ala.id, 'probe hello');
    const reply = await i.reply();
    expect(reply.content).toBe('hello ala (pl)');
    expect(reply.components?.[0]?.type).toBe(ComponentType.ActionRow);
    expect(d.messages().map((m) => m.id)).toContain(reply.id);
  });
});
