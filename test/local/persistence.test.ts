/**
 * The stand-in's world on disk, without a bot: writes are debounced and atomic, a restored world
 * equals the saved one, and the size stays bounded (replaced attachments and stale ephemeral
 * replies are dropped). The whole restart with a bot and a game: restart.test.ts.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { quietLogger } from '../../src/local/index.js';
import { composeMessage } from '../../src/local/messages.js';
import { WorldPersistence } from '../../src/local/persistence.js';
import { World } from '../../src/local/world.js';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sejmik-world-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const BASE = 'http://127.0.0.1:1111';
const png = (n: number) => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(n, 7)]);

function post(
  world: World,
  content: string,
  files: Buffer[] = [],
  ephemeralFor: string | null = null,
  interactionId: string | null = null,
) {
  const message = composeMessage(world, {
    channelId: world.textChannelIds[0] ?? '',
    author: world.bot,
    body: { content },
    files: files.map((data, index) => ({ index, filename: `b${index}.png`, contentType: 'image/png', data })),
    baseUrl: BASE,
  });
  world.addMessage({ message, ephemeralFor, interactionId });
  return message;
}

it('debounces writes, restores the same world, and keeps the size bounded', async () => {
  let now = Date.now();
  const world = new World();
  const p = new WorldPersistence(world, { dir, log: quietLogger, baseUrl: () => BASE, debounceMs: 50, now: () => now });
  p.start();
  const status = post(world, 'status', [png(1000)]);
  world.pins.set(status.channel_id, [status.id]);
  for (let i = 0; i < 20; i++) post(world, `move ${i}`);
  await new Promise((r) => setTimeout(r, 200));
  // 21 changes in one burst: one write.
  expect(p.stats.saves).toBe(1);
  expect(readdirSync(join(dir, 'attachments'))).toHaveLength(1);

  // The status message's image is replaced by an edit; a stale ephemeral reply lies around.
  const old = status.attachments[0]?.id ?? '';
  const next = world.addAttachment('b.png', 'image/png', png(2000), BASE);
  status.attachments = [next];
  post(world, 'only for you', [], world.players[0]?.id ?? null, null);
  world.touch();
  p.save();
  // Kept for a minute after it was first seen unreferenced (its message may still be on its way).
  expect(readdirSync(join(dir, 'attachments'))).toContain(old);
  now += 61_000;
  p.close();
  expect(readdirSync(join(dir, 'attachments'))).toEqual([next.id]);
  expect(existsSync(join(dir, 'attachments', old))).toBe(false);
  expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);

  // A new stand-in on another port: same messages, pins, attachment bytes; URLs on the new port.
  const again = new World();
  const q = new WorldPersistence(again, { dir, log: quietLogger, baseUrl: () => 'http://127.0.0.1:2222' });
  expect(q.load('http://127.0.0.1:2222')).toBe(true);
  const channel = again.textChannelIds[0] ?? '';
  expect(again.visibleMessages(channel, null).map((m) => m.id)).toEqual(
    world.visibleMessages(channel, null).map((m) => m.id),
  );
  expect(again.storedMessages(channel).some((m) => m.ephemeralFor !== null)).toBe(false);
  expect(again.pins.get(channel)).toEqual([status.id]);
  expect(again.attachments.get(next.id)?.data.length).toBe(next.size);
  expect(again.messagesById.get(status.id)?.message.attachments[0]?.url).toBe(
    `http://127.0.0.1:2222/attachments/${next.id}/b.png`,
  );
  // Ids minted after the restart come after every saved one.
  expect(BigInt(again.ids.next()) > BigInt(next.id)).toBe(true);
});
