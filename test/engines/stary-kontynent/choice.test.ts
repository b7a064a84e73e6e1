/**
 * A turn described as a tree (choice.ts): what to do, then the army, the target, the armies that
 * join; the finished draft is one complete move, and apply() refuses a move the description does
 * not offer.
 */
import { describe, expect, it } from 'vitest';
import { type Choice, draftComplete, optionsFor } from '../../../src/engines/kit/choice.js';
import { SeededRng } from '../../../src/engines/kit/rng.js';
import { RuleError } from '../../../src/engines/kit/ruleError.js';
import { chooseTurn, turnChoice } from '../../../src/engines/stary-kontynent/choice.js';
import { staryKontynentGame as game } from '../../../src/engines/stary-kontynent/index.js';
import { armyId, BLUE, position, RED } from './fixtures.js';

const values = (c: Choice | null, slot: string): string[] => (c ? optionsFor(c, {}, slot).map((o) => o.value) : []);

describe('the turn as a described choice', () => {
  it('an assault is drafted target first, then the armies that join; none joining is not a move', () => {
    const s = position({ armies: { [BLUE]: { '3a': [3], '3c': [2] }, [RED]: { '3b': [2] } } });
    const first = turnChoice(s, BLUE, {});
    expect(values(first, 'do')).toContain('a');
    expect(values(first, 'do')).toContain('e');
    const aimed = turnChoice(s, BLUE, { do: 'a', target: '3b' });
    const joiners = aimed?.slots.filter((x) => x.optional).map((x) => x.id) ?? [];
    expect(joiners.length).toBeGreaterThan(0);
    expect(aimed?.invalid).toBeDefined();
    const j = joiners[0] ?? '';
    const draft = { do: 'a', target: '3b', [j]: 'y' };
    const full = turnChoice(s, BLUE, draft);
    expect(full && draftComplete(full, draft)).toBe(true);
    const action = chooseTurn(s, BLUE, draft);
    expect(action).toEqual({ type: 'assault', target: { kind: 'hex', hex: '3b' }, armies: [Number(j.slice(1))] });
    const out = game.apply(s, BLUE, action, SeededRng.fromSeed('c'));
    expect(out.events.map((e) => e.msg.key)).toContain('stary-kontynent.event.assaultDeclared');
  });

  it('a move is drafted from a hex, an army and where it goes; the state keeps no draft', () => {
    const s = position({ armies: { [BLUE]: { '3a': [3, 2] } } });
    const draft = { do: 'm', from: '3a', army: '3', to: '3b' };
    const action = chooseTurn(s, BLUE, draft);
    expect(action).toEqual({ type: 'move', army: armyId(s, '3a', 3), to: '3b', extra: false });
    const next = game.apply(s, BLUE, action, SeededRng.fromSeed('m')).state;
    expect(JSON.stringify(next)).not.toMatch(/focus/);
    expect(() => chooseTurn(s, BLUE, { do: 'm', from: '3a' })).toThrow(RuleError);
  });

  it('apply refuses a move the description does not offer (wrong seat, not a turn)', () => {
    const s = position({ armies: { [BLUE]: { '3a': [3] } } });
    expect(turnChoice(s, RED, {})).toBeNull();
    expect(() => game.apply(s, RED, { type: 'levy' }, SeededRng.fromSeed('x'))).toThrow(RuleError);
  });
});
