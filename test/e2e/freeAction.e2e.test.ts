/**
 * Free actions never cost a turn: after a seat takes one while it owes a decision, the newest
 * prompt it was shown still works (its buttons were redrawn in place with fresh stamps).
 */
import type { APIMessage } from 'discord-api-types/v10';
import { expect, it } from 'vitest';
import type { Seat } from '../../src/engines/kit/types.js';
import { type MagnaciState, magnaciGame } from '../../src/engines/magnaci/index.js';
import { type State as SkState, staryKontynentGame as skGame } from '../../src/engines/stary-kontynent/index.js';
import { currentDecision } from '../../src/engines/stary-kontynent/pending.js';
import type { LocalDiscord } from '../../src/local/index.js';
import type { GameRecord, GameStore } from '../../src/store/types.js';
import { decisionStamp } from '../../src/table/decisionStamp.js';
import { customIds, withStartedTextGame } from '../support/textTable.js';

const STALE = /nieaktualn|out of date|nie jest już dostępny|no longer available/i;

/** The newest prompt the seat was shown, as the presenter recorded it. */
async function latestPrompt(discord: LocalDiscord, store: GameStore, gameId: string, seat: Seat): Promise<APIMessage> {
  const rec = await store.presenterMessage(gameId, seat, 'prompt');
  if (!rec) throw new Error('no prompt recorded');
  const all = [...discord.messages(rec.channelId)];
  const m = all.find((x) => x.id === rec.messageId);
  if (!m) throw new Error('prompt message not found');
  return m;
}

it('free action keeps the turn prompt (magnaci: a Law offer while owing a window turn)', async () => {
  await withStartedTextGame('magnaci', 3, async ({ discord, store, gameId, logger }) => {
    let game: GameRecord | null = null;
    let owner: Seat = -1;
    for (let moves = 0; moves < 400; moves++) {
      game = await store.getGame(gameId);
      if (game?.status !== 'active') throw new Error('the game is not running');
      const s = game.state as MagnaciState;
      const owing = magnaciGame.pending(s);
      const d = owing[0];
      if (!d) throw new Error('nobody owes a decision');
      if (d.kind === 'turn' && (s.players[d.seat]?.laws.length ?? 0) > 0) {
        owner = d.seat;
        break;
      }
      const legal = magnaciGame.legalActions(s, d.seat).filter((a) => a.free !== true);
      const fallback = JSON.stringify(magnaciGame.defaultAction(s, d.seat));
      const choice = legal.find((a) => JSON.stringify(a.action) === fallback) ?? legal[0];
      const user = game.seats.find((x) => x.seat === d.seat)?.userId;
      if (!choice || !user) throw new Error('no move');
      await (await discord.slash(user, 'act', { action: choice.id, game: game.id })).reply({ timeoutMs: 30_000 });
    }
    if (!game || owner < 0) throw new Error('no seat owing a turn with a Law card');
    const s = game.state as MagnaciState;
    const law = s.players[owner]?.laws[0] ?? '';
    const to = [0, 1, 2].find((x) => x !== owner) ?? 0;
    const user = game.seats.find((x) => x.seat === owner)?.userId ?? '';
    // The prompt of the decision the seat owes now is announced after the last move's answer.
    await new Promise((r) => setTimeout(r, 3000));
    const before = await latestPrompt(discord, store, gameId, owner);
    const offered = await (
      await discord.slash(user, 'act', { action: `offer:${law.toLowerCase()}:p${to}`, game: gameId })
    ).reply({ timeoutMs: 30_000 });
    expect(offered.content).not.toMatch(/⚠/);
    await discord.waitForMessage(
      discord.channelId,
      (m) => /propon\S* .*kartę Praw|offers? .*the Law card/.test(m.content),
      {
        timeoutMs: 30_000,
      },
    );
    // The same prompt message, redrawn in place: its buttons are good.
    const beforeIds = customIds(before).join();
    let prompt = before;
    for (let i = 0; i < 60 && customIds(prompt).join() === beforeIds; i++) {
      await new Promise((r) => setTimeout(r, 500));
      prompt = await latestPrompt(discord, store, gameId, owner);
    }
    expect(prompt.id).toBe(before.id);
    const pass =
      customIds(prompt).find((id) => id.startsWith('a|') && id.endsWith('|pass')) ?? customIds(prompt)[0] ?? '';
    const reply = await (await discord.click(user, prompt, pass)).reply({ timeoutMs: 30_000 });
    expect(reply.content).not.toMatch(STALE);
    expect(logger.lines.filter((l) => l.level === 'error').map((e) => e.msg)).toEqual([]);
  });
}, 600_000);

it('free action keeps the turn prompt (stary-kontynent: a standing order while owing a turn)', async () => {
  await withStartedTextGame('stary-kontynent', 2, async ({ discord, store, gameId, logger }) => {
    let game: GameRecord | null = null;
    let owner: Seat = -1;
    for (let moves = 0; moves < 100; moves++) {
      game = await store.getGame(gameId);
      if (game?.status !== 'active') throw new Error('the game is not running');
      const s = game.state as SkState;
      const d = currentDecision(s);
      if (!d) throw new Error('nobody owes a decision');
      if (d.owed === 'turn') {
        owner = d.seat;
        break;
      }
      const fallback = skGame.defaultAction(s, d.seat);
      const choice = skGame.legalActions(s, d.seat).find((a) => JSON.stringify(a.action) === JSON.stringify(fallback));
      const user = game.seats.find((x) => x.seat === d.seat)?.userId;
      if (!choice || !user) throw new Error('no move');
      await (await discord.slash(user, 'act', { action: choice.id, game: game.id })).reply({ timeoutMs: 30_000 });
    }
    if (!game || owner < 0) throw new Error('no seat owing a turn');
    const user = game.seats.find((x) => x.seat === owner)?.userId ?? '';
    const stamp = decisionStamp(skGame, game.state, owner, game.version);
    let before = await latestPrompt(discord, store, gameId, owner).catch(() => null);
    for (let i = 0; i < 120 && !(before && customIds(before).some((id) => id.includes(`|${stamp}|`))); i++) {
      await new Promise((r) => setTimeout(r, 250));
      before = await latestPrompt(discord, store, gameId, owner).catch(() => null);
    }
    if (!before) throw new Error('no turn prompt');
    const ordered = await (await discord.slash(user, 'act', { action: 'standing-retreat:never', game: gameId })).reply({
      timeoutMs: 30_000,
    });
    expect(ordered.content).not.toMatch(/⚠/);
    // The same prompt message, redrawn in place: its components are good.
    const beforeIds = customIds(before).join();
    let prompt = before;
    for (let i = 0; i < 60 && customIds(prompt).join() === beforeIds; i++) {
      await new Promise((r) => setTimeout(r, 500));
      prompt = await latestPrompt(discord, store, gameId, owner);
    }
    expect(prompt.id).toBe(before.id);
    // Draft the turn's first step (what to do) in that prompt: answered in place, not stale.
    const pick = customIds(prompt).find((id) => id.startsWith('r|') && id.endsWith(':v')) ?? '';
    const drafted = await (await discord.select(user, prompt, pick, ['0'])).reply({ timeoutMs: 30_000 });
    expect(drafted.content).not.toMatch(STALE);
    expect(drafted.id).toBe(prompt.id);
    expect(logger.lines.filter((l) => l.level === 'error').map((e) => e.msg)).toEqual([]);
  });
}, 600_000);
