/**
 * Every prompt and menu the presenter builds reads in players' words: random games of all five
 * titles, at many points, every seat's prompt in Polish and English — and, where the seat drafts
 * a described choice, the prompt after each of several random draft clicks. Fails on anything
 * that looks like an id or a key: snake_case, `word:word`, camelCase, a dotted catalog key, a
 * button or option that is a bare number, English words in a Polish prompt.
 */
import { describe, expect, it } from 'vitest';
import { type DiscordActionRow, discordRows } from '../../src/bot/presenter.js';
import { defaultSeats, playRandomGame } from '../../src/engines/kit/randomPlay.js';
import { SeededRng } from '../../src/engines/kit/rng.js';
import type { AnyGameDefinition, Seat } from '../../src/engines/kit/types.js';
import { getGame, productGameIds } from '../../src/engines/registry.js';
import type { Locale } from '../../src/i18n/index.js';
import type { GameRecord } from '../../src/store/types.js';
import { type DraftView, describeFor, startView, stepDraft } from '../../src/table/draft.js';
import { promptMessage } from '../../src/table/messages/prompt.js';
import { idProblems } from '../support/idLike.js';

const NAMES = ['Ala', 'Bartek', 'Celina', 'Darek', 'Ela'];

function record(def: AnyGameDefinition, state: unknown, players: number, locale: Locale): GameRecord {
  const now = new Date(0);
  const seats = defaultSeats(def, players).map((s) => ({
    id: `seat${s.seat}`,
    gameId: 'g',
    seat: s.seat,
    userId: `10000000000000000${s.seat}`,
    faction: s.faction,
    displayName: NAMES[s.seat] ?? 'Ola',
    joinedAt: now,
    missedCount: 0,
    extensionsLeft: 1,
    absent: false,
    isBot: false,
    remindersMuted: false,
    lastNudgeAt: null,
  }));
  return {
    id: 'abcdefghij',
    guildId: '1',
    channelId: '2',
    threadId: null,
    kind: def.id,
    status: 'active',
    creatorId: seats[0]?.userId ?? '',
    locale,
    options: {},
    seedHash: '',
    seed: '',
    engineVersion: def.engineVersion,
    state,
    rngState: null,
    version: 7,
    deadline: { kind: 'duration', minutes: 1440 },
    nextDeadlineAt: null,
    pausedAt: null,
    pausedMinutes: 0,
    statusMessageId: null,
    boardMessageId: null,
    lastImageHash: null,
    undoRequest: null,
    result: null,
    createdAt: now,
    updatedAt: now,
    startedAt: now,
    finishedAt: null,
    seats,
  } as GameRecord;
}

type Row = DiscordActionRow;

/** What a player reads on the components: labels, placeholders, option labels and descriptions. */
function componentTexts(rows: Row[]): { text: string; alone: boolean }[] {
  const out: { text: string; alone: boolean }[] = [];
  for (const r of rows)
    for (const c of r.components) {
      const any = c as unknown as Record<string, unknown>;
      if (typeof any.label === 'string') out.push({ text: any.label, alone: true });
      if (typeof any.placeholder === 'string') out.push({ text: any.placeholder, alone: false });
      for (const o of (any.options as { label?: string; description?: string }[] | undefined) ?? []) {
        if (o.label) out.push({ text: o.label, alone: true });
        if (o.description) out.push({ text: o.description, alone: false });
      }
    }
  return out;
}

function promptTexts(def: AnyGameDefinition, game: GameRecord, seat: Seat, locale: Locale, draft?: DraftView) {
  const m = promptMessage({ def, game, state: game.state, seat, locale, mentionSeat: false, draft: draft ?? null });
  return [
    ...m.content.split('\n').map((text) => ({ text, alone: false })),
    ...componentTexts(discordRows(m.components)),
  ];
}

/** The prompt as first shown, then after up to six random clicks of its draft. */
function draftWalk(def: AnyGameDefinition, game: GameRecord, seat: Seat, locale: Locale, rng: SeededRng) {
  const describe = describeFor(def, game.state, seat);
  const first = describe({});
  const texts = promptTexts(def, game, seat, locale);
  if (!first) return texts;
  let view: DraftView | null = startView(first);
  for (let click = 0; click < 6 && view; click++) {
    const choice = describe(view.draft);
    const slot = choice?.slots[view.focus];
    if (!slot || slot.options.length === 0) break;
    view = stepDraft(describe, view, 'v', rng.int(slot.options.length).toString(36));
    if (view) texts.push(...promptTexts(def, game, seat, locale, view));
  }
  return texts;
}

const GAMES = productGameIds();

describe('no raw ids in prompts', () => {
  for (const id of GAMES) {
    it(`${id}: every prompt and menu of random games, both languages`, () => {
      const def = getGame(id) as AnyGameDefinition;
      const problems = new Map<string, string>();
      let checked = 0;
      for (const players of new Set([def.players.min, def.players.max])) {
        for (const seed of ['words-1', 'words-2']) {
          const rng = SeededRng.fromSeed(`${id}:${seed}:${players}`);
          let step = 0;
          playRandomGame(def, {
            seed: `${seed}:${players}`,
            players,
            maxSteps: 3000,
            onStep: (state) => {
              step++;
              // Every step early on, then a sample: a long game still shows each phase.
              if (step > 40 && step % 17 !== 0) return;
              for (const locale of ['pl', 'en'] as const) {
                const game = record(def, state, players, locale);
                for (let seat = 0; seat < players; seat++) {
                  for (const { text, alone } of draftWalk(def, game, seat, locale, rng)) {
                    checked++;
                    for (const p of idProblems(text, locale, alone))
                      if (!problems.has(`${p}|${text}`)) problems.set(`${p}|${text}`, `${locale} ${p}: «${text}»`);
                  }
                }
              }
            },
          });
        }
      }
      expect(checked).toBeGreaterThan(100);
      expect([...problems.values()].slice(0, 30)).toEqual([]);
    });
  }

  it('the detector catches ids, keys and English in Polish', () => {
    expect(idProblems('Wybierz: cossack_camp', 'pl', false)).toContain('snake_case');
    expect(idProblems('place:prymas', 'pl', true)).toContain('word:word');
    expect(idProblems('Wybierz: move-pru', 'pl', false)).toContain('kebab-id');
    expect(idProblems('agreedMayPropose', 'pl', false)).toContain('camelCase');
    expect(idProblems('table.prompt.sealed', 'pl', false)).toContain('catalog key');
    expect(idProblems('7', 'pl', true)).toContain('bare number');
    expect(idProblems('Choose an army', 'pl', false)).toContain('English in a Polish prompt');
    expect(idProblems('Termin: pt., 27 lis, 05:05 CET · Hetman: 4', 'pl', false)).toEqual([]);
  });
});
