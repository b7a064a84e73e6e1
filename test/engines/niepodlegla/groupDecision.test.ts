/**
 * Group decisions as the table sees them (issue #11: "show the current proposal, who agreed,
 * and what happens at the deadline"): the status line / prompt of every seat that still owes
 * names the proposal and what a missed deadline settles, the board's view says the same, and
 * what they promise is what the deadline defaults really do.
 */
import { describe, expect, test } from 'vitest';
import { chooseBotAction } from '../../../src/engines/kit/bot.js';
import { SeededRng } from '../../../src/engines/kit/rng.js';
import type { Msg } from '../../../src/engines/kit/types.js';
import { niepodleglaBot } from '../../../src/engines/niepodlegla/bot.js';
import { niepodleglaGame as game } from '../../../src/engines/niepodlegla/index.js';
import type { State } from '../../../src/engines/niepodlegla/state.js';
import { t } from '../../../src/i18n/index.js';
import { scripted } from '../../support/engine.js';
import { fresh, resolve, runAfter } from './craft.js';

const rng = () => scripted();
const text = (m: Msg | undefined, locale: 'pl' | 'en' = 'pl') => (m ? t(locale, m) : '');

/**
 * Every seat that owes the decision misses its deadline: the Table plays a `normal` bot for it
 * (table/botMove.ts, the missed-deadline ladder), as the scheduler does.
 */
function missDeadline(s: State): State {
  let st = s;
  const item = s.choice?.item;
  for (let guard = 0; guard < 10; guard++) {
    if (!st.choice || JSON.stringify(st.choice.item) !== JSON.stringify(item)) break;
    const owing = game.pending(st)[0];
    if (!owing) break;
    const move = chooseBotAction(game, niepodleglaBot as never, st, owing.seat, 'normal', SeededRng.fromSeed('late'));
    st = game.apply(st, owing.seat, game.parseAction(move.action), rng()).state;
  }
  return st;
}

describe('a group decision', () => {
  test('with no proposal: everyone owes it, and the prompt names what the bot playing a missed deadline proposes', () => {
    const s = fresh(3);
    resolve(s, ['IND:R:GALICIA'], rng(), 'A-07');
    const c = s.choice;
    expect(c).not.toBeNull();
    const pending = game.pending(s);
    expect(pending.map((d) => [d.seat, d.kind])).toEqual([
      [0, 'group'],
      [1, 'group'],
      [2, 'group'],
    ]);
    const v = game.view(s, null).choice;
    expect(v?.proposal).toBeNull();
    const atDeadline = v?.atDeadline.option ?? '';
    expect(c?.options.map((o) => o.id)).toContain(atDeadline);
    const defaultLabel = text(v?.atDeadline.label);
    expect(text(pending[0]?.prompt)).toBe(
      `Gdzie położyć żeton niepodległości? (Misja A-07) Nikt jeszcze nie zaproponował – po terminie: ${defaultLabel}.`,
    );
    expect(text(pending[0]?.prompt, 'en')).toContain(
      `No proposal yet – at the deadline: ${text(v?.atDeadline.label, 'en')}.`,
    );
    // The deadline does exactly that.
    const after = missDeadline(s);
    const placed = (st: State) =>
      Object.entries(st.cities)
        .filter(([, x]) => x.ind > 0)
        .map(([k]) => k);
    expect(placed(after)).toEqual([atDeadline.replace('city:', '').toUpperCase()]);
  });

  test('with a proposal: the seats that agreed owe nothing; the others see the proposal, which the deadline applies', () => {
    const s = fresh(3);
    resolve(s, ['IND:R:GALICIA'], rng(), 'A-07');
    const other = s.choice?.options.find((o) => o.id !== s.choice?.defaultOption)?.id ?? '';
    expect(other).toMatch(/^city:/);
    const p = game.apply(s, 1, { type: 'propose', option: other }, rng()).state;
    const q = game.apply(p, 2, { type: 'agree' }, rng()).state;
    const pending = game.pending(q);
    // Who agreed: seats 1 and 2 no longer owe; seat 0 does.
    expect(pending.map((d) => d.seat)).toEqual([0]);
    const v = game.view(q, null).choice;
    expect(v?.proposal).toMatchObject({ option: other, by: 1, agreed: [1, 2] });
    expect(v?.atDeadline.option).toBe(other);
    const label = text(v?.proposal?.label);
    expect(text(pending[0]?.prompt)).toBe(
      `Gdzie położyć żeton niepodległości? (Misja A-07) Propozycja (Gracz 2): ${label} – po terminie przechodzi właśnie ona.`,
    );
    expect(text(pending[0]?.prompt, 'en')).toContain('– it stands at the deadline.');
    // A new proposal changes the prompt, so the Table prompts the owing seats again.
    expect(game.pending(p)[0]?.prompt).toEqual(pending[0]?.prompt);
    const after = missDeadline(q);
    expect(after.cities[other.replace('city:', '').toUpperCase() as 'LWOW'].ind).toBe(1);
  });

  test('a seat that agreed may counter-propose from outside the owing seats: everyone is prompted again', () => {
    const s = fresh(3);
    resolve(s, ['IND:R:GALICIA'], rng(), 'A-07');
    const p = game.apply(s, 0, { type: 'propose', option: 'city:lwow' }, rng()).state;
    const q = game.apply(p, 1, { type: 'agree' }, rng()).state;
    const before = game.pending(q);
    expect(before.map((d) => d.seat)).toEqual([2]);
    // What /act offers seat 1 now is free, so the Table admits it from a seat that owes nothing.
    const counter = game.legalActions(q, 1).find((a) => a.id === 'propose:city:krakow');
    expect(counter?.free).toBe(true);
    const r = game.apply(q, 1, counter?.action ?? { type: 'agree' }, rng()).state;
    const after = game.pending(r);
    // Seat 0, which had agreed to its own proposal, owes again; every prompt names the new proposal.
    expect(after.map((d) => d.seat)).toEqual([0, 2]);
    expect(after[0]?.prompt).not.toEqual(before[0]?.prompt);
    expect(text(after[0]?.prompt, 'en')).toContain('(Player 2)');
    expect(game.view(r, null).choice?.atDeadline.option).toBe('city:krakow');
  });

  test('the D opt-in: a "yes" on the table is not what the deadline does – one "no" settles it (A44)', () => {
    const s = fresh(2);
    s.round = 9;
    s.accord = 6;
    s.foreign = 6;
    runAfter(s, 'positive');
    expect(s.choice?.item.step.k).toBe('dCount');
    const yes = game.apply(s, 0, { type: 'propose', option: 'count:3' }, rng()).state;
    const v = game.view(yes, null).choice;
    expect(v?.proposal?.option).toBe('count:3');
    expect(v?.atDeadline.option).toBe('count:0');
    const prompt = game.pending(yes)[0]?.prompt;
    expect(prompt?.key).toBe('niepodlegla.prompt.group.proposalOverridden');
    expect(text(prompt)).toContain(`po terminie: ${text(v?.atDeadline.label)}.`);
    const after = missDeadline(yes);
    expect(after.final?.d).toEqual([]);
  });
});
