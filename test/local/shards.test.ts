/**
 * The stand-in's gateway with shards: two real discord.js clients, each identifying as one shard
 * of two, are told about their own guild only and receive only its events; DMs go to shard 0.
 */
import { Client, GatewayIntentBits } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDiscord, quietLogger, startLocalDiscord } from '../../src/local/index.js';

let d: LocalDiscord;
const clients: Client[] = [];
/** Raw dispatches each shard's client received: [event, guild id or null]. */
const seen: [string, string | null][][] = [[], []];

beforeAll(async () => {
  d = await startLocalDiscord({ port: 0, log: quietLogger, otherGuild: {}, shardCount: 2 });
  for (const id of [0, 1]) {
    const client = new Client({
      intents: [GatewayIntentBits.Guilds],
      shards: [id],
      shardCount: 2,
      rest: { api: d.restApiUrl },
    });
    client.on('raw', (p: { t?: string; d?: { guild_id?: string } }) => {
      if (p.t) seen[id]?.push([p.t, p.d?.guild_id ?? null]);
    });
    const ready = new Promise<void>((r) => client.once('clientReady', () => r()));
    await client.login(d.token);
    await ready;
    clients.push(client);
  }
});

/** Polls until `probe` holds (the clients' events do not change the stand-in's world, so nothing wakes d.waitFor). */
async function until(probe: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

afterAll(async () => {
  for (const c of clients) await c.destroy();
  await d?.close();
});

describe('the stand-in with two shards', () => {
  it('recommends its shard count and puts the two guilds on different shards', async () => {
    const res = await fetch(`${d.restApiUrl}/v10/gateway/bot`, { headers: { authorization: `Bot ${d.token}` } });
    expect(((await res.json()) as { shards: number }).shards).toBe(2);
    expect(d.shardOf(d.guildId, 2)).toBe(Number((BigInt(d.guildId) >> 22n) % 2n));
    expect(new Set([d.shardOf(d.guildId, 2), d.shardOf(d.otherGuildId, 2)])).toEqual(new Set([0, 1]));
    expect(
      d
        .gatewaySessions()
        .map((s) => s.shard)
        .sort(),
    ).toEqual([
      [0, 2],
      [1, 2],
    ]);
  });

  it("tells each shard about its own guild only, and sends it only that guild's events", async () => {
    const a = d.shardOf(d.guildId, 2);
    const b = 1 - a;
    expect([...(clients[a]?.guilds.cache.keys() ?? [])]).toEqual([d.guildId]);
    expect([...(clients[b]?.guilds.cache.keys() ?? [])]).toEqual([d.otherGuildId]);
    const ala = d.user('ala').id;
    d.say(ala, 'in the first guild');
    d.say(ala, 'in the second guild', { channelId: d.otherChannelId });
    const messages = (id: number) => seen[id]?.filter(([t]) => t === 'MESSAGE_CREATE').map(([, g]) => g);
    await until(() => messages(a)?.length === 1 && messages(b)?.length === 1);
    expect(messages(a)).toEqual([d.guildId]);
    expect(messages(b)).toEqual([d.otherGuildId]);
  });

  it('sends events outside any guild (DMs) to shard 0', async () => {
    const ala = d.user('ala').id;
    const dm = d.world.dmChannel(ala).id;
    d.say(ala, 'a direct message', { channelId: dm });
    const dms = (id: number) => seen[id]?.filter(([t, g]) => t === 'MESSAGE_CREATE' && g === null).length;
    await until(() => dms(0) === 1);
    expect(dms(1)).toBe(0);
  });
});
