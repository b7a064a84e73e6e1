/**
 * Group decisions and phase 2 as described choices (issue #17): a proposal is drafted part by
 * part and applied as one action; agreeing and counter-proposing stay open (rulings
 * agreedMayPropose, doneMayAct); labels name players, cities and dice in words.
 */
import { describe, expect, test } from 'vitest';
import { type Draft, draftComplete, randomDraft } from '../../../src/engines/kit/choice.js';
import { SeededRng } from '../../../src/engines/kit/rng.js';
import type { Msg } from '../../../src/engines/kit/types.js';
import { niepodleglaGame as game } from '../../../src/engines/niepodlegla/index.js';
import type { State } from '../../../src/engines/niepodlegla/state.js';
import { t } from '../../../src/i18n/index.js';
import { scripted } from '../../support/engine.js';
import { die, fresh, resolve } from './craft.js';

const rng = () => scripted();
const describeFor = (s: State, seat: number) => (d: Draft) => game.choice?.(s, seat, d) ?? null;

describe('a group proposal as one drafted action', () => {
  test('what to do, then the option part by part: two cities, the second following the first', () => {
    const s = fresh(3);
    resolve(s, ['IND2:R:GALICIA'], rng(), 'A-07');
    const root = game.choice?.(s, 0, {});
    expect(root?.slots.map((x) => x.id)).toEqual(['do']);
    expect(root?.slots[0]?.options.map((o) => o.value)).toEqual(['p']);
    const first = game.choice?.(s, 0, { do: 'p' });
    expect(first?.slots.map((x) => x.id)).toEqual(['do', 'p0']);
    const a = first?.slots[1]?.options[0]?.value ?? '';
    const second = game.choice?.(s, 0, { do: 'p', p0: a });
    // The second city never repeats the first.
    expect(second?.slots[2]?.options.map((o) => o.value)).not.toContain(a);
    const draft = { do: 'p', p0: a, p1: second?.slots[2]?.options[0]?.value ?? '' };
    const action = game.choose?.(s, 0, draft);
    expect(action).toMatchObject({ type: 'propose' });
    const after = game.apply(s, 0, action as never, rng()).state;
    expect(after.choice?.proposal?.by).toBe(0);
    // An incomplete draft is no action.
    expect(() => game.choose?.(s, 0, { do: 'p', p0: a })).toThrow();
  });

  test('agreeing and a counter-proposal from a seat that already agreed', () => {
    const s = fresh(3);
    resolve(s, ['IND:R:GALICIA'], rng(), 'A-07');
    const p = game.apply(s, 0, game.choose?.(s, 0, { do: 'p', p0: 'lwow' }) as never, rng()).state;
    // Seat 1 may agree or counter-propose: a choice; seat 0 (its own proposal) owes nothing.
    expect(game.choice?.(p, 1, {})?.slots[0]?.options.map((o) => o.value)).toEqual(['a', 'p']);
    const q = game.apply(p, 1, game.choose?.(p, 1, { do: 'a' }) as never, rng()).state;
    expect(q.choice?.proposal?.agreed).toEqual([0, 1]);
    // Seat 1 agreed, and may still make its own proposal (agreedMayPropose): only "propose" is left.
    const counter = game.choice?.(q, 1, {});
    expect(counter?.slots[0]?.options.map((o) => o.value)).toEqual(['p']);
    const options = game.choice?.(q, 1, { do: 'p' })?.slots[1]?.options.map((o) => o.value);
    expect(options).not.toContain('lwow');
    const r = game.apply(q, 1, game.choose?.(q, 1, { do: 'p', p0: 'krakow' }) as never, rng()).state;
    expect(r.choice?.proposal).toMatchObject({ option: 'city:krakow', by: 1, agreed: [1] });
    // Seat 2, whose only move left is to agree, gets the agree button instead of a choice.
    const only = game.apply(r, 2, { type: 'propose', option: 'city:stanislawow' }, rng()).state;
    expect(game.choice?.(only, 2, {})).toBeNull();
  });

  test('phase 2: reroll the dice you pick, or pass one to another player, as one action', () => {
    const s = fresh(2);
    s.dice = [die('n01', 0, ['PEOPLE']), die('n02', 0, ['FIGHT']), die('pilsudski', 1, ['JOKER'], 'PILSUDSKI')];
    s.morale.pool = 8;
    const none = { do: 'r' };
    const c = game.choice?.(s, 0, none);
    expect(c?.invalid).toBeDefined();
    expect(draftComplete(c ?? { key: '', slots: [], sealed: false }, none)).toBe(false);
    expect(game.choose?.(s, 0, { do: 'r', r1: 'y' })).toEqual({ type: 'reroll', dice: ['n02'] });
    expect(game.choose?.(s, 0, { do: 'p', die: '0', to: 's1' })).toEqual({ type: 'pass', die: 'n01', to: 1 });
    const labels = (game.choice?.(s, 0, { do: 'r' })?.slots ?? []).map((x) => t('pl', x.label));
    expect(labels.slice(1)).toEqual(['kość neutralna nr 1 (👥)', 'kość neutralna nr 2 (⚔)']);
  });

  test('random drafts of every choice met in random play are legal single actions, labelled in words', () => {
    const seen = new Set<string>();
    const words = (m: Msg) => t('pl', m);
    for (const players of [2, 3, 4]) {
      const r = SeededRng.fromSeed(`choice-${players}`);
      let s = game.setup(
        Array.from({ length: players }, (_, seat) => ({
          seat,
          faction: ['red', 'blue', 'green', 'yellow'][seat] ?? 'red',
        })),
        {},
        r,
      );
      for (let step = 0; step < 400 && !game.result(s); step++) {
        const seat = game.pending(s)[0]?.seat ?? 0;
        const draft = randomDraft(describeFor(s, seat), (n) => r.int(n));
        for (const slot of game.choice?.(s, seat, draft ?? {})?.slots ?? []) {
          seen.add(words(slot.label));
          for (const o of slot.options) seen.add(words(o.label));
        }
        const action = draft ? game.choose?.(s, seat, draft) : game.defaultAction(s, seat);
        s = game.apply(s, seat, action as never, r).state;
      }
    }
    const raw = [...seen].filter((l) =>
      /\b[a-z]+_[a-z]+\b|\b\w+:\w+\b|^\s*\d+\s*$|\bn\d\d\b|\bTK\d\b|niepodlegla\./.test(l),
    );
    expect(raw).toEqual([]);
    expect(seen.size).toBeGreaterThan(30);
  });
});
