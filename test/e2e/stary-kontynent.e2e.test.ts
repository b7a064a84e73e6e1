/** Stary Kontynent, whole games through Discord: by /act, and through the latest prompts only. */
import type { APIMessage } from 'discord-api-types/v10';
import { expect, it } from 'vitest';
import { SeededRng } from '../../src/engines/kit/rng.js';
import { staryKontynentGame as game } from '../../src/engines/stary-kontynent/index.js';
import type { State } from '../../src/engines/stary-kontynent/state.js';
import { decisionStamp } from '../../src/table/decisionStamp.js';
import { customIds, withStartedTextGame } from '../support/textTable.js';
import { playThrough } from './playThrough.js';

it('plays Stary Kontynent from /game new to the result message', async () => {
  const out = await playThrough({
    kind: 'stary-kontynent',
    players: 2,
    seed: 'stary-kontynent-e2e',
    variant: 'maxTurns=10',
  });
  expect(out.game.status).toBe('finished');
  expect(out.resultMessage).toContain(out.game.seed);
  console.log(`stary-kontynent e2e: ${out.moves} moves, ${out.imagesPosted} board images`);
}, 900_000);

interface Component {
  type: number;
  custom_id?: string;
  label?: string;
  placeholder?: string;
  disabled?: boolean;
  options?: { value: string; label: string }[];
}

function components(m: APIMessage): Component[] {
  return (m.components ?? []).flatMap((row) => ('components' in row ? (row.components as Component[]) : []));
}

const STALE = /nieaktualn|out of date|nie jest już dostępny|no longer available/i;
/** Text that looks like an id, not words: snake_case, word:word, a bare number, English words. */
export function rawIdProblems(text: string): string[] {
  const out: string[] = [];
  if (/\b[a-z]+_[a-z0-9_]+\b/.test(text)) out.push(`snake_case: ${text}`);
  if (/\b[a-z]+:[a-z0-9]+\b/i.test(text)) out.push(`word:word: ${text}`);
  if (/^\s*\d+\s*$/.test(text)) out.push(`bare number: ${text}`);
  if (/\b(the|and|with|from|your|army|move|turn|assault|capital|hex|end)\b/i.test(text)) out.push(`English: ${text}`);
  return out;
}

/** Polls an async probe until it answers (the store is asynchronous; the stand-in's waitFor is not). */
async function poll<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

function labelsOf(m: APIMessage): string[] {
  return components(m).flatMap((c) => [
    ...(c.label ? [c.label] : []),
    ...(c.placeholder ? [c.placeholder] : []),
    ...(c.options ?? []).map((o) => o.label),
  ]);
}

it('stary-kontynent: a full game through the latest prompts only', async () => {
  await withStartedTextGame(
    'stary-kontynent',
    2,
    async ({ discord, store, gameId, users, logger }) => {
      const rng = SeededRng.fromSeed('latest-prompts');
      const stale: string[] = [];
      const problems = new Set<string>();
      const notInPlace: string[] = [];
      let moves = 0;
      let clicks = 0;
      const startVersion = (await store.getGame(gameId))?.version ?? 0;
      const channelAtStart = discord.messages(discord.channelId).length;
      for (let guard = 0; guard < 20_000; guard++) {
        const record = await store.getGame(gameId);
        if (!record) throw new Error('no game');
        if (record.status === 'finished') break;
        const state = record.state as State;
        const owed = game.pending(state)[0];
        if (!owed) throw new Error('nobody owes a decision');
        const user = users[owed.seat];
        if (!user) throw new Error('no user');
        const stamp = decisionStamp(game, state, owed.seat, record.version);
        // The newest prompt the seat was shown, once it carries the current stamp.
        const prompt = await poll(async () => {
          const rec = await store.presenterMessage(gameId, owed.seat, 'prompt');
          if (!rec) return undefined;
          const m = discord.messages(rec.channelId, user.id).find((x) => x.id === rec.messageId);
          return m && customIds(m).some((id) => id.includes(`|${stamp}|`)) ? m : undefined;
        }, `the prompt of seat ${owed.seat} stamped ${stamp}`);
        let message: APIMessage = prompt;
        // Walk the prompt: draft menus (edited in place) until Confirm, or one button/menu of moves.
        for (let step = 0; step < 60; step++) {
          for (const p of labelsOf(message).flatMap(rawIdProblems)) problems.add(p);
          const cs = components(message);
          const confirm = cs.find((c) => c.custom_id?.startsWith('r|') && c.custom_id.endsWith(':s') && !c.disabled);
          const pick = cs.find((c) => c.custom_id?.startsWith('r|') && c.custom_id.endsWith(':v'));
          clicks++;
          if (confirm && (!pick || rng.int(2) === 0)) {
            const reply = await (await discord.click(user.id, message, confirm.custom_id ?? '')).reply({
              timeoutMs: 30_000,
            });
            if (STALE.test(reply.content)) stale.push(reply.content);
            break;
          }
          if (pick?.custom_id && pick.options?.length) {
            const option = pick.options[rng.int(pick.options.length)];
            const reply = await (await discord.select(user.id, message, pick.custom_id, [option?.value ?? '0'])).reply({
              timeoutMs: 30_000,
            });
            if (STALE.test(reply.content)) stale.push(reply.content);
            if (reply.id !== prompt.id) notInPlace.push(reply.content);
            message = reply;
            continue;
          }
          // A prompt of moves: one of its buttons (settings left alone) or a move from a menu.
          const buttons = cs.filter(
            (c) => c.custom_id?.startsWith('a|') && !/\|(standing-retreat|vassal)/.test(c.custom_id) && !c.disabled,
          );
          const menus = cs.filter((c) => c.custom_id?.startsWith('p|') && (c.options?.length ?? 0) > 0);
          const reply =
            buttons.length > 0 && (menus.length === 0 || rng.int(2) === 0)
              ? await (await discord.click(user.id, message, buttons[rng.int(buttons.length)]?.custom_id ?? '')).reply({
                  timeoutMs: 30_000,
                })
              : await (async () => {
                  const menu = menus[rng.int(menus.length)];
                  const values = (menu?.options ?? []).filter((o) => !/standing-retreat|vassal/.test(o.value));
                  if (!menu?.custom_id || values.length === 0) throw new Error(`nothing to click: ${message.content}`);
                  return (
                    await discord.select(user.id, message, menu.custom_id, [
                      values[rng.int(values.length)]?.value ?? '',
                    ])
                  ).reply({ timeoutMs: 30_000 });
                })();
          if (STALE.test(reply.content)) stale.push(reply.content);
          break;
        }
        // One game move: the version moves on (wait for it before reading the next prompt).
        await poll(
          async () => (((await store.getGame(gameId))?.version ?? 0) > record.version ? true : undefined),
          'the move to be applied',
        );
        moves++;
      }
      const final = await store.getGame(gameId);
      expect(final?.status).toBe('finished');
      await new Promise((r) => setTimeout(r, 1500));
      const channel = discord.messages(discord.channelId).slice(channelAtStart);
      const perMove = channel.length / Math.max(1, moves);
      console.log(
        `stary-kontynent latest prompts: ${moves} game moves, ${clicks} clicks, ${channel.length} channel messages (${perMove.toFixed(2)} per move), stale ${stale.length}, versions ${startVersion}→${final?.version}`,
      );
      expect(stale).toEqual([]);
      expect(notInPlace).toEqual([]);
      expect([...problems]).toEqual([]);
      expect(perMove).toBeLessThanOrEqual(2);
      expect(logger.lines.filter((l) => l.level === 'error').map((e) => e.msg)).toEqual([]);
    },
    { variant: 'maxTurns=10' },
  );
}, 900_000);
