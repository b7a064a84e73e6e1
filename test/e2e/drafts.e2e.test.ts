import type { APIMessage } from 'discord-api-types/v10';
import { expect, it } from 'vitest';
import { getGame } from '../../src/engines/registry.js';
import type { LocalDiscord } from '../../src/local/index.js';
import type { GameStore } from '../../src/store/types.js';
import { customIds, withStartedTextGame } from '../support/textTable.js';

interface SelectLike {
  type: number;
  custom_id?: string;
  disabled?: boolean;
  options?: { value: string }[];
}

function components(m: APIMessage): SelectLike[] {
  return (m.components ?? []).flatMap((row) => ('components' in row ? (row.components as SelectLike[]) : []));
}

/** Plays /act defaults until some seat owes a sealed choice. */
async function untilSecret(discord: LocalDiscord, store: GameStore, gameId: string, kind: string): Promise<void> {
  const def = getGame(kind);
  if (!def) throw new Error(kind);
  for (let i = 0; i < 200; i++) {
    const game = await store.getGame(gameId);
    if (!game) throw new Error('no game');
    const owing = def.pending(game.state);
    if (owing.some((d) => d.kind === 'secret')) return;
    const d = owing[0];
    if (!d) throw new Error('nobody owes');
    const fallback = JSON.stringify(def.defaultAction(game.state, d.seat));
    const pick = def.legalActions(game.state, d.seat).find((a) => JSON.stringify(a.action) === fallback);
    const user = game.seats.find((s) => s.seat === d.seat)?.userId ?? '';
    await (await discord.slash(user, 'act', { action: pick?.id ?? '', game: gameId })).reply({ timeoutMs: 30_000 });
  }
  throw new Error('no sealed choice came');
}

/** Drafts in the DM prompt by picking the first open option of each slot, then seals; returns clicks. */
async function draftAndSeal(discord: LocalDiscord, userId: string, prompt: APIMessage): Promise<number> {
  let message = prompt;
  for (let clicks = 0; clicks < 40; clicks++) {
    const seal = components(message).find((c) => c.custom_id?.endsWith(':s'));
    if (seal && !seal.disabled) {
      const sealed = await (await discord.click(userId, message, seal.custom_id ?? '')).reply({ timeoutMs: 30_000 });
      expect(sealed.id).toBe(prompt.id);
      return clicks + 1;
    }
    const pick = components(message).find((c) => c.custom_id?.endsWith(':v'));
    const value = pick?.options?.[0]?.value;
    if (!pick?.custom_id || value === undefined) throw new Error(`nothing to pick: ${message.content}`);
    message = await (await discord.select(userId, message, pick.custom_id, [value])).reply({ timeoutMs: 30_000 });
    expect(message.id).toBe(prompt.id);
  }
  throw new Error('the draft never completed');
}

for (const [kind, players] of [
  ['boze-igrzysko', 3],
  ['magnaci', 3],
] as const) {
  it(`${kind}: a sealed choice drafted in one DM prompt edited in place, sealed once`, async () => {
    await withStartedTextGame(kind, players, async ({ discord, store, gameId, users, logger }) => {
      await untilSecret(discord, store, gameId, kind);
      const channelBefore = discord.messages(discord.channelId).length;
      const def = getGame(kind);
      const first = await store.getGame(gameId);
      const owed = def?.pending(first?.state).filter((d) => d.kind === 'secret') ?? [];
      const keyOf = (d: { seat: number; prompt: unknown }) => JSON.stringify([d.seat, d.prompt]);
      for (const d of owed) {
        const u = users[d.seat];
        if (!u) throw new Error('no user');
        const prompt = await discord
          .waitForDm(u.id, (m) => customIds(m).some((id) => id.endsWith(':s')), {
            timeoutMs: 30_000,
          })
          .catch((err: unknown) => {
            throw new Error(
              `${String(err)}\n${JSON.stringify(discord.dmsOf(u.id).map((m) => [m.content, customIds(m)]))}`,
            );
          });
        const dmsBefore = discord.dmsOf(u.id).length;
        const clicks = await draftAndSeal(discord, u.id, prompt);
        expect(clicks).toBeGreaterThan(2);
        if (d === owed[0] && kind === 'boze-igrzysko') {
          // Changing a sealed choice before the reveal edits its one public line.
          const line = await discord.waitForMessage(
            discord.channelId,
            (x) => x.content.startsWith('🔒') && x.content.toLowerCase().includes(u.username),
            {
              timeoutMs: 30_000,
            },
          );
          const lineText = line.content;
          const lines = discord.messages(discord.channelId).length;
          const again = discord.dmsOf(u.id).find((m) => m.id === prompt.id) ?? prompt;
          const restart = components(again).find((c) => c.custom_id?.endsWith(':r'))?.custom_id ?? '';
          const fresh = await (await discord.click(u.id, again, restart)).reply({ timeoutMs: 30_000 });
          const firstValue = (m: APIMessage) => components(m).find((c) => c.custom_id?.endsWith(':v'));
          let m = fresh;
          for (let k = 0; k < 6; k++) {
            const pick = firstValue(m);
            const options = pick?.options ?? [];
            const value = options[options.length - 1]?.value ?? '0';
            m = await (await discord.select(u.id, m, pick?.custom_id ?? '', [value])).reply({ timeoutMs: 30_000 });
          }
          const seal = components(m).find((c) => c.custom_id?.endsWith(':s'));
          expect(seal?.disabled).toBe(false);
          await (await discord.click(u.id, m, seal?.custom_id ?? '')).reply({ timeoutMs: 30_000 });
          await new Promise((r) => setTimeout(r, 1500));
          expect(
            discord
              .messages(discord.channelId)
              .slice(lines)
              .map((x) => x.content),
          ).toEqual([]);
          const edited = discord.messages(discord.channelId).find((x) => x.id === line.id);
          expect(edited?.content).not.toBe(lineText);
        }
        // Every draft step and the seal edited the same DM: no other DM for this decision.
        expect(discord.dmsOf(u.id).slice(dmsBefore)).toEqual([]);
      }
      const game = await store.getGame(gameId);
      const still = new Set(def?.pending(game?.state).map(keyOf));
      expect(owed.filter((d) => still.has(keyOf(d)))).toEqual([]);
      const commitmentLines = () =>
        discord
          .messages(discord.channelId)
          .slice(channelBefore)
          .filter((m) => /[0-9a-f]{8}/.test(m.content) && /🔒/.test(m.content));
      // The last seal's line is posted after its answer: wait for it (and no more) before counting.
      await discord
        .waitFor(() => commitmentLines().length >= owed.length, { timeoutMs: 15_000 })
        .catch(() => undefined);
      await new Promise((r) => setTimeout(r, 500));
      expect(commitmentLines().length).toBe(owed.length);
      expect(logger.lines.filter((l) => l.level === 'error').map((e) => e.msg)).toEqual([]);
    });
  }, 300_000);
}
