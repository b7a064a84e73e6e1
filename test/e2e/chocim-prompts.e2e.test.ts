/**
 * Chocim 1621 played to the end by clicks alone: each side only ever clicks components of the
 * newest prompt it was shown (its DM, an ephemeral reply or the channel) — never /act. Card
 * plays, recalls, +1s, claims, and the units a side removes, sends to mutiny or back from a taken
 * field (and a bombardment's shots) are drafted in their one prompt and confirmed or sealed once.
 */
import type { APIMessage } from 'discord-api-types/v10';
import { expect, it } from 'vitest';
import { chocimGame, type State } from '../../src/engines/chocim-1621/index.js';
import { SeededRng } from '../../src/engines/kit/rng.js';
import { parseCustomId } from '../../src/table/customId.js';
import { idProblems } from '../support/idLike.js';
import { withStartedTextGame } from '../support/textTable.js';

interface Comp {
  type: number;
  custom_id?: string;
  disabled?: boolean;
  label?: string;
  placeholder?: string;
  options?: { value: string; label: string; description?: string }[];
}

function comps(m: APIMessage): Comp[] {
  return (m.components ?? []).flatMap((row) => ('components' in row ? (row.components as Comp[]) : []));
}

const DECISION_KINDS = new Set(['act', 'pick', 'draft']);

function decisionComps(m: APIMessage): Comp[] {
  return comps(m).filter((c) => c.custom_id && DECISION_KINDS.has(parseCustomId(c.custom_id)?.kind ?? ''));
}

/** Words a player reads on a component: labels, placeholders, option labels. */
function wordsOf(m: APIMessage): string[] {
  return comps(m).flatMap((c) => [
    ...(c.label ? [c.label] : []),
    ...(c.placeholder ? [c.placeholder] : []),
    ...(c.options ?? []).flatMap((o) => [o.label, ...(o.description ? [o.description] : [])]),
  ]);
}

/** Why a label looks like an id rather than Polish words (null when it reads as words). */
function rawId(label: string): string | null {
  const found = idProblems(label, 'pl', true);
  if (/\b(of|from|units?|command|stratagem|field|reserve|goes)\b/i.test(label)) found.push('English');
  return found.length > 0 ? found.join(', ') : null;
}

const STALE = /nieaktualn|nie jest już dostępny|no longer available|out of date/i;
const COMMITMENT = /🔒.*[0-9a-f]{8}/s;
const REFRESHED = /była nieaktualna|was out of date/i;

it('chocim-1621: a full game through the latest prompts only', async () => {
  await withStartedTextGame('chocim-1621', 2, async ({ discord, store, logger, gameId, users }) => {
    const rng = SeededRng.fromSeed('chocim-prompts');
    const spent = new Set<string>();
    const badLabels = new Map<string, string>();
    let stale = 0;
    let decisions = 0;
    let dmDecisions = 0;
    let extraDms = 0;
    let clicks = 0;
    let sealedDecisions = 0;
    const channelStart = discord.messages(discord.channelId).length;

    const check = (m: APIMessage) => {
      for (const w of wordsOf(m)) {
        const why = rawId(w);
        if (why) badLabels.set(w, why);
      }
    };
    /** The newest message shown to the user that carries decision components not used yet. */
    const newestPrompt = (userId: string): { m: APIMessage; dm: boolean } | undefined => {
      const shown = [
        ...discord.dmsOf(userId).map((m) => ({ m, dm: true })),
        // In the channel: the prompts addressed to this user (a mention) and its ephemeral replies.
        ...discord
          .messages(discord.channelId, userId)
          .filter((m) => m.content.includes(`<@${userId}>`) || ((m.flags ?? 0) & 64) !== 0)
          .map((m) => ({ m, dm: false })),
      ].filter(({ m }) => decisionComps(m).length > 0);
      shown.sort((a, b) => (BigInt(a.m.id) < BigInt(b.m.id) ? -1 : 1));
      const newest = shown.at(-1);
      if (!newest) return undefined;
      return decisionComps(newest.m).some((c) => !spent.has(c.custom_id ?? '')) ? newest : undefined;
    };
    /**
     * A click's answer; a move (a seal, a confirm, a button) must not be refused, and what its
     * answer shows (a sealed choice's prompt stays open to change it) is done with: the player's
     * next click goes to the next decision's prompt.
     */
    const reply = async (p: Promise<{ reply: (o: { timeoutMs: number }) => Promise<APIMessage> }>, move = false) => {
      const r = await (await p).reply({ timeoutMs: 30_000 });
      clicks++;
      if (STALE.test(r.content) || REFRESHED.test(r.content)) stale++;
      if (move) {
        expect(r.content).not.toMatch(/⚠|nie Twój ruch|not your/i);
        for (const c of decisionComps(r)) spent.add(c.custom_id ?? '');
      }
      return r;
    };

    for (let guard = 0; guard < 3000; guard++) {
      if (guard % 25 === 0) console.info(`chocim prompts: ${decisions} decisions, ${clicks} clicks`);
      const game = await store.getGame(gameId);
      if (!game || game.status === 'finished') break;
      const s = game.state as State;
      const d = chocimGame.pending(s)[0];
      if (!d) throw new Error('nobody owes a decision');
      const user = users[d.seat];
      if (!user) throw new Error('no user');
      const found = await discord
        .waitFor(() => newestPrompt(user.id), { timeoutMs: 30_000 })
        .catch((err: unknown) => {
          const last = [...discord.dmsOf(user.id).slice(-2), ...discord.messages(discord.channelId, user.id).slice(-3)];
          throw new Error(
            `${String(err)} after ${decisions} decisions; owed ${JSON.stringify(d)} in step ${s.step?.kind}; last: ${JSON.stringify(
              last.map((x) => [x.id, x.content.slice(0, 200), decisionComps(x).map((c) => c.custom_id)]),
            )}`,
          );
        });
      let m = found.m;
      check(m);
      decisions++;
      if (d.kind === 'secret') sealedDecisions++;
      const dmsBefore = discord.dmsOf(user.id).length;
      const draft = decisionComps(m).some((c) => parseCustomId(c.custom_id ?? '')?.kind === 'draft');
      if (draft) {
        if (found.dm) dmDecisions++;
        for (let k = 0; k < 60; k++) {
          const all = decisionComps(m);
          const seal = all.find((c) => c.custom_id?.endsWith(':s'));
          const menu = all.find((c) => c.custom_id?.endsWith(':v'));
          const ready = seal && !seal.disabled;
          // A person confirms once the draft is ready more often than not; a draft the rules keep
          // refusing (an occupation short of its minimum) is started again.
          if (k > 0 && k % 12 === 0 && !ready) {
            const restart = all.find((c) => c.custom_id?.endsWith(':r') && !c.disabled);
            if (restart) {
              m = await reply(discord.click(user.id, m, restart.custom_id ?? ''));
              continue;
            }
          }
          if (ready && (!menu || rng.int(4) !== 0)) {
            for (const c of all) spent.add(c.custom_id ?? '');
            await reply(discord.click(user.id, m, seal.custom_id ?? ''), true);
            break;
          }
          if (!menu) {
            // Nothing to pick in the slot in focus: go to another slot, or start again.
            const focus = all.find((c) => c.custom_id?.endsWith(':f'));
            const restart = all.find((c) => c.custom_id?.endsWith(':r') && !c.disabled);
            if (focus?.options && rng.int(2) === 0) {
              const option = focus.options[rng.int(focus.options.length)];
              m = await reply(discord.select(user.id, m, focus.custom_id ?? '', [option?.value ?? '']));
            } else if (restart) m = await reply(discord.click(user.id, m, restart.custom_id ?? ''));
            else if (ready) {
              for (const c of all) spent.add(c.custom_id ?? '');
              await reply(discord.click(user.id, m, seal.custom_id ?? ''), true);
              break;
            } else throw new Error(`stuck draft: ${m.content} ${JSON.stringify(all)}`);
            check(m);
            continue;
          }
          // Passing is one option among the cards; taken seldom, so the game goes on.
          const options = (menu.options ?? []).filter(
            (o, _, all) => all.length === 1 || rng.int(8) === 0 || !/^Pas\b/.test(o.label),
          );
          const option = options[rng.int(options.length)];
          m = await reply(discord.select(user.id, m, menu.custom_id ?? '', [option?.value ?? '']));
          check(m);
          // Each draft click edits the same prompt: no new DM.
          expect(m.id).toBe(found.m.id);
        }
        if (found.dm) extraDms += discord.dmsOf(user.id).length - dmsBefore;
      } else {
        const all = decisionComps(m);
        for (const c of all) spent.add(c.custom_id ?? '');
        const c = all[rng.int(all.length)] as Comp;
        if (c.options) {
          const option = c.options[rng.int(c.options.length)];
          await reply(discord.select(user.id, m, c.custom_id ?? '', [option?.value ?? '']), true);
        } else await reply(discord.click(user.id, m, c.custom_id ?? ''), true);
      }
    }
    const game = await store.getGame(gameId);
    expect(game?.status).toBe('finished');
    await discord.waitFor(
      () => discord.messages(discord.channelId).find((x) => x.content.includes(game?.seed ?? '-')),
      { timeoutMs: 30_000 },
    );
    // The lobby line (edited with the seed) may come before the outbox has delivered the last
    // move: wait until everything the game owes the channel is delivered.
    for (let k = 0; k < 300; k++) {
      if ((await store.outbox(gameId)).every((e) => e.deliveredAt !== null)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const actions = await store.actions(gameId);
    const moves = actions.length;
    const sealedMoves = actions.filter((a) => a.commitment !== null).length;
    const channel = discord.messages(discord.channelId).slice(channelStart);
    const commitmentLines = channel.filter((x) => COMMITMENT.test(x.content)).length;
    const byType: Record<string, number> = {};
    for (const a of actions) {
      const t = (a.payload as { type?: string }).type ?? '?';
      byType[t] = (byType[t] ?? 0) + 1;
    }
    const summary = {
      moves,
      byType,
      decisions,
      clicks,
      dmDecisions,
      extraDms,
      channelMessages: channel.length,
      perMove: Number((channel.length / Math.max(1, moves)).toFixed(2)),
      sealedMoves,
      sealedDecisions,
      commitmentLines,
      stale,
    };
    console.info('chocim-1621 through the latest prompts:', JSON.stringify(summary));
    expect(stale).toBe(0);
    expect([...badLabels.entries()]).toEqual([]);
    // Each sealed submission posted one commitment line.
    expect(commitmentLines).toBe(sealedMoves);
    expect(channel.length / moves).toBeLessThanOrEqual(2);
    // Every DM draft was edited in place: one DM message per decision.
    expect(extraDms).toBe(0);
    expect(logger.lines.filter((l) => l.level === 'error').map((e) => e.msg)).toEqual([]);
  });
}, 1_500_000);
