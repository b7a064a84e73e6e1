/**
 * A whole game played the way players play it: every seat clicks only the components of the
 * newest prompt it was shown (a DM, an ephemeral reply or the channel) — never /act — until the
 * result. Counts what a player would notice: stale answers, channel messages per move, prompts
 * that are not edited in place, commitment lines per seal, anything in a component that reads
 * like an id.
 */
import type { APIMessage } from 'discord-api-types/v10';
import { SeededRng } from '../../src/engines/kit/rng.js';
import type { AnyGameDefinition, Seat } from '../../src/engines/kit/types.js';
import { getGame } from '../../src/engines/registry.js';
import { t } from '../../src/i18n/index.js';
import type { LocalDiscord } from '../../src/local/index.js';
import type { GameRecord } from '../../src/store/types.js';
import { parseCustomId } from '../../src/table/customId.js';
import { owedDigest, parseStamp } from '../../src/table/decisionStamp.js';
import { idProblems } from '../support/idLike.js';
import { withStartedTextGame } from '../support/textTable.js';

interface Part {
  type: number;
  custom_id?: string;
  disabled?: boolean;
  label?: string;
  placeholder?: string;
  options?: { value: string; label: string; description?: string }[];
}

function parts(m: APIMessage): Part[] {
  return (m.components ?? []).flatMap((row) => ('components' in row ? (row.components as Part[]) : []));
}

export interface LatestPromptsResult {
  game: GameRecord;
  /** Game moves applied (the action log). */
  moves: number;
  clicks: number;
  /** Answers that said the prompt was out of date or no longer available. */
  stale: string[];
  /** Messages the bot posted in the game channel while the game ran. */
  channelMessages: number;
  /** Sealed submissions (seals clicked) and the 🔒 commitment lines in the channel. */
  seals: number;
  commitmentLines: number;
  /** Draft clicks whose answer was not the same message edited. */
  notInPlace: number;
  /** Decision prompts the bot sent by DM per decision made from a DM prompt. */
  dmsPerDecision: number;
  /** Component texts that read like ids or keys. */
  rawIds: string[];
}

/** The seat's newest message whose decision components are stamped for the decision it owes now. */
function newestPrompt(
  discord: LocalDiscord,
  def: AnyGameDefinition,
  game: GameRecord,
  seat: Seat,
  userId: string,
  builtFrom: number,
): APIMessage | null {
  const owed = owedDigest(def, game.state, seat);
  const candidates = [...discord.dmsOf(userId), ...discord.messages(discord.channelId, userId)].filter((m) =>
    parts(m).some((p) => {
      const parsed = p.custom_id ? parseCustomId(p.custom_id) : null;
      const stamp = parsed?.stamp ? parseStamp(parsed.stamp) : null;
      return (
        parsed?.gameId === game.id &&
        (parsed.kind === 'act' || parsed.kind === 'pick' || parsed.kind === 'draft') &&
        stamp?.seat === seat &&
        stamp.owed === owed &&
        // A prompt built before the seat's own last move is the one the fresh prompt replaces.
        stamp.version >= builtFrom
      );
    }),
  );
  candidates.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? 1 : -1));
  return candidates[0] ?? null;
}

const STALE = ['table.error.noLongerAvailable', 'table.error.stale', 'table.draft.refreshed'].flatMap((k) => [
  t('pl', k).slice(0, 30),
  t('en', k).slice(0, 30),
]);

export async function playLatestPrompts(
  kind: string,
  players: number,
  seed: string,
  /** Game options as `/game new` takes them (`variant`, e.g. "maxTurns=10" for a short game). */
  extra: { variant?: string } = {},
): Promise<LatestPromptsResult> {
  const def = getGame(kind);
  if (!def) throw new Error(kind);
  let out: LatestPromptsResult | null = null;
  await withStartedTextGame(
    kind,
    players,
    async ({ discord, store, gameId, users, logger }) => {
      const chooser = SeededRng.fromSeed(`latest:${seed}`);
      const channelStart = discord.messages(discord.channelId).length;
      const dmStart = new Map(users.map((u) => [u.id, discord.dmsOf(u.id).length]));
      const rawIds = new Set<string>();
      const stale: string[] = [];
      let clicks = 0;
      let seals = 0;
      let notInPlace = 0;
      let dmDecisions = 0;
      const actedAt = new Map<Seat, number>();
      const note = (m: APIMessage) => {
        for (const p of parts(m))
          for (const text of [p.label, p.placeholder, ...(p.options ?? []).flatMap((o) => [o.label, o.description])])
            if (text) for (const problem of idProblems(text, 'pl', text === p.label)) rawIds.add(`${problem}: ${text}`);
      };
      const answer = async (handle: { reply(o: { timeoutMs: number }): Promise<APIMessage> }) => {
        clicks++;
        const reply = await handle.reply({ timeoutMs: 30_000 });
        if (STALE.some((s) => reply.content.includes(s))) stale.push(reply.content.slice(0, 120));
        return reply;
      };
      for (let turn = 0; turn < 6000; turn++) {
        const game = await store.getGame(gameId);
        if (!game) throw new Error('game vanished');
        if (game.status !== 'active') break;
        const owing = def.pending(game.state);
        const d = owing[chooser.int(owing.length)];
        if (!d) throw new Error(`${kind}: nobody owes a decision`);
        const userId = game.seats.find((s) => s.seat === d.seat)?.userId ?? '';
        const prompt = await discord
          .waitFor(() => newestPrompt(discord, def, game, d.seat, userId, actedAt.get(d.seat) ?? 0), {
            timeoutMs: 30_000,
          })
          .catch(() => {
            throw new Error(
              `${kind}: no prompt for seat ${d.seat} at version ${game.version} (${logger.lines.length} log lines)`,
            );
          });
        note(prompt);
        const inDm = discord.dmsOf(userId).some((m) => m.id === prompt.id);
        const legal = def.legalActions(game.state, d.seat).filter((a) => a.free !== true);
        const decisionIds = new Set(legal.map((a) => a.id));
        const fallback = JSON.stringify(def.defaultAction(game.state, d.seat));
        const byDefault = legal.find((a) => JSON.stringify(a.action) === fallback)?.id;
        const draftPick = parts(prompt).find((p) => p.custom_id?.endsWith(':v'));
        if (draftPick) {
          // Draft: pick options until Seal/Confirm is enabled, then (mostly) confirm.
          let m = prompt;
          for (let step = 0; step < 80; step++) {
            const confirm = parts(m).find((p) => p.custom_id?.endsWith(':s'));
            const pick = parts(m).find((p) => p.custom_id?.endsWith(':v'));
            const values = pick?.options ?? [];
            if (confirm && !confirm.disabled && (values.length === 0 || chooser.int(4) > 0)) {
              await answer(await discord.click(userId, m, confirm.custom_id ?? ''));
              if (def.pending(game.state).some((x) => x.seat === d.seat && x.kind === 'secret')) seals++;
              break;
            }
            const value = values[chooser.int(values.length)]?.value;
            if (!pick?.custom_id || value === undefined) {
              // A full draft the engine refuses: start again.
              const restart = parts(m).find((p) => p.custom_id?.endsWith(':r'));
              if (!restart?.custom_id) throw new Error(`${kind}: stuck draft: ${m.content}`);
              m = await answer(await discord.click(userId, m, restart.custom_id));
              continue;
            }
            const next = await answer(await discord.select(userId, m, pick.custom_id, [value]));
            if (next.id !== prompt.id) notInPlace++;
            note(next);
            m = next;
          }
        } else {
          const options: { customId: string; value: string | null; id: string }[] = [];
          for (const p of parts(prompt)) {
            const parsed = p.custom_id ? parseCustomId(p.custom_id) : null;
            if (!parsed || p.disabled) continue;
            if (parsed.kind === 'act' && parsed.arg && decisionIds.has(parsed.arg))
              options.push({ customId: p.custom_id ?? '', value: null, id: parsed.arg });
            if (parsed.kind === 'pick')
              for (const o of p.options ?? [])
                if (decisionIds.has(o.value))
                  options.push({ customId: p.custom_id ?? '', value: o.value, id: o.value });
          }
          if (options.length === 0) throw new Error(`${kind}: a prompt with no decision to click: ${prompt.content}`);
          const preferred = options.find((o) => o.id === byDefault);
          const choice = preferred && chooser.int(2) === 0 ? preferred : options[chooser.int(options.length)];
          if (!choice) throw new Error('no choice');
          const handle =
            choice.value === null
              ? await discord.click(userId, prompt, choice.customId)
              : await discord.select(userId, prompt, choice.customId, [choice.value]);
          await answer(handle);
          // A secret decision answered with a button (a Boże Igrzysko mace bid) is sealed too.
          if (d.kind === 'secret') seals++;
        }
        if (inDm) dmDecisions++;
        actedAt.set(d.seat, game.version + 1);
        // The move is applied before the answer; wait until the game moved on.
        for (let k = 0; k < 300; k++) {
          const now = await store.getGame(gameId);
          if (!now || now.version !== game.version) break;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      const game = await store.getGame(gameId);
      if (!game) throw new Error('game vanished');
      await discord
        .waitFor(() => discord.messages(discord.channelId).some((m) => m.content.includes(game.seed)), {
          timeoutMs: 30_000,
        })
        .catch(() => undefined);
      // The lobby line (edited with the seed) may come before the outbox has delivered the last move.
      for (let k = 0; k < 300; k++) {
        if ((await store.outbox(gameId)).every((e) => e.deliveredAt !== null)) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await new Promise((r) => setTimeout(r, 500));
      const channel = discord.messages(discord.channelId).slice(channelStart);
      // Decision prompts sent by DM (other DMs — a private result, an offer — are not prompts).
      const isPrompt = (m: APIMessage) =>
        parts(m).some((p) => {
          const kind = p.custom_id ? parseCustomId(p.custom_id)?.kind : undefined;
          return kind === 'act' || kind === 'pick' || kind === 'draft';
        }) || m.content.startsWith('⏭️');
      const dmsSent = users.reduce(
        (n, u) =>
          n +
          discord
            .dmsOf(u.id)
            .slice(dmStart.get(u.id) ?? 0)
            .filter(isPrompt).length,
        0,
      );
      const errors = logger.lines.filter((l) => l.level === 'error').map((l) => l.msg);
      if (errors.length > 0) throw new Error(`${kind}: errors logged: ${errors.slice(0, 3).join(' | ')}`);
      out = {
        game,
        moves: (await store.actions(gameId)).length,
        clicks,
        stale,
        channelMessages: channel.length,
        seals,
        commitmentLines: channel.filter((m) => m.content.startsWith('🔒')).length,
        notInPlace,
        dmsPerDecision: dmDecisions === 0 ? 0 : dmsSent / dmDecisions,
        rawIds: [...rawIds],
      };
    },
    extra,
  );
  if (!out) throw new Error('no result');
  return out;
}
