/**
 * Niepodległa through its prompts only (issue #17 "Show"): real discord.js against the local
 * stand-in; every seat clicks only the components of the newest prompt it was shown — never
 * /act — until the result. A player drafts in the prompt (what to do, then the option part by
 * part) and confirms; a seat whose only move is to agree clicks its button. Players mostly do
 * what a missed deadline would (so the table converges) and now and then counter-propose.
 */
import type { APIMessage } from 'discord-api-types/v10';
import { expect, it } from 'vitest';
import { type Choice, type Draft, draftComplete } from '../../src/engines/kit/choice.js';
import { SeededRng } from '../../src/engines/kit/rng.js';
import type { Seat } from '../../src/engines/kit/types.js';
import { niepodleglaGame as def, type State } from '../../src/engines/niepodlegla/index.js';
import { decisionStamp } from '../../src/table/decisionStamp.js';
import { withStartedTextGame } from '../support/textTable.js';

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

/** Every complete draft of a (tree) choice, walked slot by slot (an optional slot may stay empty). */
function allDrafts(describe: (d: Draft) => Choice | null): Draft[] {
  const out: Draft[] = [];
  const walk = (draft: Draft, skipped: Set<string>): void => {
    const c = describe(draft);
    if (!c || out.length > 4000) return;
    const next = c.slots.find((s) => draft[s.id] === undefined && !skipped.has(s.id));
    if (!next) {
      if (draftComplete(c, draft)) out.push(draft);
      return;
    }
    for (const o of next.options) walk({ ...draft, [next.id]: o.value }, skipped);
    if (next.optional) walk(draft, new Set([...skipped, next.id]));
  };
  walk({}, new Set());
  return out;
}

/** What looks like an id rather than words (#17): snake_case, word:word, a bare number, English. */
const RAW = [/\b[a-z]+_[a-z0-9_]+\b/, /\b\w+:\w+\b/, /^\s*\d+\s*$/, /\bGracz \d\b/];
const ENGLISH = /\b(the|and|propose|agree|reroll|done|choose|pick|player|die|token|confirm|back)\b/i;

it('niepodlegla: a full game through the latest prompts only', async () => {
  await withStartedTextGame('niepodlegla', 2, async ({ discord, store, logger, bot, gameId, users }) => {
    const rng = SeededRng.fromSeed('prompts-only');
    const labels = new Set<string>();
    const collect = (m: APIMessage) => {
      for (const c of components(m)) {
        if (c.label) labels.add(c.label);
        if (c.placeholder) labels.add(c.placeholder);
        for (const o of c.options ?? []) labels.add(o.label);
      }
    };
    const stale: string[] = [];
    const check = (reply: APIMessage) => {
      if (/nie jest już dostępn|nieaktualn|za Tobą|no longer available|out of date|not your/i.test(reply.content))
        stale.push(reply.content);
    };
    let moves = 0;
    let clicks = 0;
    let editsInPlace = 0;
    let counters = 0;
    // Announcements (and board images): every channel message that is not a seat's prompt (a
    // prompt mentions its seat; a superseded one is edited to say so and loses its buttons).
    const nonPrompt = () =>
      discord
        .messages(discord.channelId)
        .filter((m) => !/<@\d+>/.test(m.content) && !m.content.startsWith('⏭️') && (m.components ?? []).length === 0);
    const prompts = () =>
      discord.messages(discord.channelId).filter((m) => /<@\d+>/.test(m.content) || m.content.startsWith('⏭️')).length;
    const promptsBase = prompts();
    const base = nonPrompt().length;
    for (;;) {
      const game = await store.getGame(gameId);
      if (!game) throw new Error('no game');
      if (game.status === 'finished') break;
      if (moves > 1500) throw new Error('no result after 1500 moves');
      const s = game.state as State;
      const d = def.pending(s)[0];
      if (!d) throw new Error('nobody owes');
      const seat: Seat = d.seat;
      const user = game.seats.find((x) => x.seat === seat)?.userId ?? '';
      // Built for the decision the seat owes now (a prompt still good across others' moves keeps
      // the version it was built at: the Table accepts it while the seat owes the same decision).
      const full = decisionStamp(def, s, seat, game.version);
      const stamp = full.slice(0, full.lastIndexOf('-') + 1);
      // The newest prompt this seat was shown, built for the game as it stands now.
      const mine = () =>
        discord
          .messages(discord.channelId)
          .filter((m) => m.content.includes(`<@${user}>`) && (m.components ?? []).length > 0);
      const current = await discord
        .waitFor(
          () => {
            const newest = mine().at(-1);
            return newest && components(newest).some((c) => c.custom_id?.includes(stamp)) ? newest : null;
          },
          { timeoutMs: 30_000 },
        )
        .catch(() => {
          throw new Error(
            `no current prompt for seat ${seat} (${stamp}, move ${moves}): ${mine().at(-1)?.content} ${JSON.stringify(components(mine().at(-1) as APIMessage).map((c) => c.custom_id))} owing ${JSON.stringify(def.pending(s))}`,
          );
        });
      collect(current);
      // What the player means to do: mostly what the deadline would, sometimes a counter-proposal.
      const describe = (draft: Draft) => def.choice?.(s, seat, draft) ?? null;
      const target = def.defaultAction(s, seat);
      const root = describe({});
      if (root) {
        const drafts = allDrafts(describe);
        const counter = s.choice ? drafts.filter((x) => x.do === 'p') : [];
        let draft = drafts.find((x) => JSON.stringify(def.choose?.(s, seat, x)) === JSON.stringify(target));
        if (counter.length > 0 && rng.int(4) === 0) {
          draft = rng.pick(counter);
          counters++;
        }
        if (!draft) throw new Error(`no draft makes ${JSON.stringify(target)}`);
        let m = current;
        // Slot by slot in the prompt's order: focus the slot (when there are several), pick its value.
        const done = new Set<string>();
        for (let guard = 0; guard < 30; guard++) {
          const sofar = Object.fromEntries(Object.entries(draft).filter(([k]) => done.has(k)));
          const shown = describe(sofar);
          const next = shown?.slots.find((sl) => draft?.[sl.id] !== undefined && !done.has(sl.id));
          if (!shown || !next) {
            const confirm = components(m).find((x) => x.custom_id?.endsWith(':s'));
            if (!confirm?.custom_id || confirm.disabled) throw new Error(`confirm disabled: ${m.content}`);
            const reply = await (await discord.click(user, m, confirm.custom_id)).reply({ timeoutMs: 30_000 });
            clicks++;
            check(reply);
            break;
          }
          const focus = components(m).find((x) => x.custom_id?.endsWith(':f'));
          if (focus?.custom_id) {
            m = await (await discord.select(user, m, focus.custom_id, [shown.slots.indexOf(next).toString(36)])).reply({
              timeoutMs: 30_000,
            });
            clicks++;
            check(m);
            expect(m.id).toBe(current.id);
            editsInPlace++;
            collect(m);
          }
          const menu = components(m).find((x) => x.custom_id?.endsWith(':v'));
          if (!menu?.custom_id) throw new Error(`no menu for ${next.id}: ${m.content}`);
          const value = next.options.findIndex((o) => o.value === draft?.[next.id]).toString(36);
          m = await (await discord.select(user, m, menu.custom_id, [value])).reply({ timeoutMs: 30_000 });
          clicks++;
          check(m);
          expect(m.id).toBe(current.id);
          editsInPlace++;
          collect(m);
          done.add(next.id);
        }
      } else {
        const legal = def.legalActions(s, seat).find((a) => JSON.stringify(a.action) === JSON.stringify(target));
        const button = components(current).find((x) => legal && x.custom_id?.endsWith(`|${legal.id}`));
        if (!button?.custom_id) throw new Error(`no button for ${JSON.stringify(target)}: ${current.content}`);
        const reply = await (await discord.click(user, current, button.custom_id)).reply({ timeoutMs: 30_000 });
        clicks++;
        check(reply);
      }
      moves++;
      // The move is applied before its answer; give the announcements and prompts a moment.
      for (let i = 0; i < 100; i++) {
        const g = await store.getGame(gameId);
        if (!g || g.version > game.version) break;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    const finished = await store.getGame(gameId);
    await discord.waitFor(
      () => discord.messages(discord.channelId).find((m) => finished && m.content.includes(finished.seed)),
      { timeoutMs: 30_000 },
    );
    const announcements = nonPrompt().length - base;
    const perMove = announcements / Math.max(1, moves);
    const raw = [...labels].filter((l) => RAW.some((r) => r.test(l)) || ENGLISH.test(l));
    console.log(
      `niepodlegla prompts-only: ${moves} moves, ${clicks} clicks, ${editsInPlace} draft clicks edited in place, ${counters} counter-proposals, ${announcements} channel announcements (${perMove.toFixed(2)} per move), ${prompts() - promptsBase} prompt messages, ${labels.size} distinct labels, ${stale.length} stale`,
    );
    expect(stale).toEqual([]);
    expect(raw).toEqual([]);
    expect(perMove).toBeLessThanOrEqual(2);
    expect(users.length).toBe(2);
    expect(await bot.table.verifyReplay(gameId)).toBe(true);
    expect(logger.lines.filter((l) => l.level === 'error').map((e) => e.msg)).toEqual([]);
  });
}, 900_000);
