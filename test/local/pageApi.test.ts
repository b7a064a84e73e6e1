/** The play page's HTTP side without a browser: the document, fragments and the act-as-user API. */
import type { Client } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type LocalDiscord, quietLogger, startLocalDiscord } from '../../src/local/index.js';
import { startProbeBot } from './probeBot.js';

const Json = z.record(z.string(), z.unknown());

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

async function act(action: string, body: Record<string, unknown>) {
  const res = await fetch(`${d.url}/page/api/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: Json.parse(await res.json()) };
}

describe('the play page over HTTP', () => {
  it('serves the page in Polish and English with the bot commands a user may run', async () => {
    const pl = await (await fetch(`${d.pageUrl}?user=${d.user('ala').id}`)).text();
    expect(pl).toContain('Grasz jako');
    expect(pl).toContain('<option value="probe hello">');
    expect(pl).toContain('<option value="admin">');
    const en = await (await fetch(`${d.pageUrl}?user=${d.user('bartek').id}&lang=en`)).text();
    expect(en).toContain('Playing as');
    // Bartek lacks Manage Server: /admin is hidden from him, as Discord's client would.
    expect(en).not.toContain('<option value="admin">');
  });

  it('runs a slash command and clicks a button as the chosen user', async () => {
    const ala = d.user('ala').id;
    const run = await act('slash', { user: ala, view: d.channelId, command: 'probe hello', options: {} });
    expect(run.status).toBe(200);
    const reply = await d.interaction(String(run.json.interaction)).reply();
    const click = await act('click', { user: d.user('celina').id, message: reply.id, customId: 'probe:ok' });
    expect(click.status).toBe(200);
    expect((await d.interaction(String(click.json.interaction)).reply()).content).toBe('clicked by celina');
    const live = Json.parse(await (await fetch(`${d.url}/page/fragment/live?user=${ala}`)).json());
    expect(live.messages).toContain('clicked by celina');
  });

  it('explains a refused action instead of failing silently', async () => {
    const res = await act('slash', { user: d.user('bartek').id, command: 'admin', options: {} });
    expect(res.status).toBe(400);
    expect(String(res.json.error)).toMatch(/permissions/);
  });

  it('answers the long poll as soon as something changes', async () => {
    const version = d.world.version;
    const waiting = fetch(`${d.url}/page/api/wait?v=${version}`).then((r) => r.json());
    d.say(d.user('darek').id, 'cześć');
    expect(await waiting).toEqual({ version: d.world.version });
  });
});
