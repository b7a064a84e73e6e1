/**
 * Lobbies visible: a game in its own thread has one lobby message in the parent channel, with a
 * Join button, edited in place as seats fill and when the game starts, ends or is cancelled —
 * never a second notice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definitionOf } from '../../src/table/engine.js';
import { type Harness, openHarness } from '../support/tableHarness.js';

let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => {
  await h.close();
});

const caller = (userId: string) => ({ userId, guildId: h.discord.guildId, canManage: false });

function parentMessages() {
  return h.discord.notifier.messages.filter((m) => m.channelId === h.discord.channelId);
}

async function lobby(maxSeats: number) {
  return h.table.createGame({
    guildId: h.discord.guildId,
    channelId: h.discord.channelId,
    userId: 'u-ala',
    displayName: 'Ala',
    locale: 'pl',
    kind: 'test-tribute',
    maxSeats,
    thread: true,
  });
}

describe('lobby message in the parent channel', () => {
  it('is edited in place as seats fill and when the game starts and ends', async () => {
    const before = parentMessages().length;
    const game = await lobby(2);
    const posted = parentMessages().slice(before);
    expect(posted).toHaveLength(1);
    const message = posted[0];
    if (!message) throw new Error('no lobby message');
    expect(message.content).toContain('Ala');
    expect(message.content).toContain('1 z 2');
    expect(message.content).toContain(`<#${game.threadId}>`);
    expect(message.components.length).toBeGreaterThan(0);

    await h.table.join(game.id, 'u-bartek', 'Bartek');
    expect(message.content).toContain('Ala, Bartek');
    expect(message.content).toContain('2 z 2');
    await h.table.leave(game.id, 'u-bartek');
    expect(message.content).toContain('1 z 2');
    await h.table.join(game.id, 'u-bartek', 'Bartek');

    await h.table.start(game.id, caller('u-ala'));
    expect(message.content).toMatch(/gra trwa/);
    expect(message.components).toEqual([]);

    // Play to the end by defaults.
    for (let i = 0; i < 200; i++) {
      const g = await h.game(game.id);
      if (g.status !== 'active') break;
      const d = definitionOf(g.kind).pending(g.state)[0];
      if (!d) break;
      await h.table.act({ gameId: g.id, seat: d.seat, source: 'default' });
    }
    expect((await h.game(game.id)).status).toBe('finished');
    expect(message.content).toMatch(/koniec gry/);
    expect(parentMessages().slice(before)).toHaveLength(1);
    expect(message.edits).toBeGreaterThanOrEqual(5);
  });

  it('says so in place when the lobby is cancelled', async () => {
    const before = parentMessages().length;
    const game = await lobby(3);
    await h.table.cancel({ gameId: game.id, ...caller('u-ala') });
    const posted = parentMessages().slice(before);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.content).toMatch(/anulowana/);
    expect(posted[0]?.components).toEqual([]);
  });
});
