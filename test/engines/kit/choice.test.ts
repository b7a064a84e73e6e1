import { describe, expect, it } from 'vitest';
import {
  type Choice,
  type Describe,
  type Draft,
  draftComplete,
  optionsFor,
  randomDraft,
  settleDraft,
} from '../../../src/engines/kit/choice.js';
import { SeededRng } from '../../../src/engines/kit/rng.js';
import { decodeDraft, encodeDraft, parseDraftArg, stepDraft } from '../../../src/table/draft.js';

const label = (key: string) => ({ key });
const options = ['a', 'b', 'c'].map((v) => ({ value: v, label: label(v) }));
// Three offices of four, each card at most once (Magnaci's Senate in small).
const senate: Choice = {
  key: 'senate',
  slots: ['P', 'S', 'H', 'K'].map((id) => ({ id, label: label(id) })).map((s) => ({ ...s, options })),
  fill: 3,
  pool: { a: 1, b: 1, c: 1 },
  sealed: true,
};

describe('a described choice', () => {
  it('offers only what the pool and the slot count still allow', () => {
    expect(optionsFor(senate, { P: 'a' }, 'S').map((o) => o.value)).toEqual(['b', 'c']);
    expect(optionsFor(senate, { P: 'a' }, 'P').map((o) => o.value)).toEqual(['a', 'b', 'c']);
    expect(optionsFor(senate, { P: 'a', S: 'b', H: 'c' }, 'K')).toEqual([]);
  });

  it('is complete only with exactly the slots to fill and no piece used twice', () => {
    expect(draftComplete(senate, { P: 'a', S: 'b', H: 'c' })).toBe(true);
    expect(draftComplete(senate, { P: 'a', S: 'b' })).toBe(false);
    expect(draftComplete(senate, { P: 'a', S: 'a', H: 'c' })).toBe(false);
    expect(draftComplete(senate, { P: 'a', S: 'b', H: 'x' })).toBe(false);
  });

  it('random drafts are complete and legal', () => {
    const rng = SeededRng.fromSeed('choice');
    for (let i = 0; i < 50; i++) {
      const draft = randomDraft(senate, (n) => rng.int(n));
      expect(draft && draftComplete(senate, draft)).toBe(true);
    }
  });

  it('a draft travels in a customId and steps without the engine', () => {
    const start = { draft: {}, focus: 0 };
    const flat = () => senate;
    const one = stepDraft(flat, start, 'v', '2');
    expect(one).toEqual({ draft: { P: 'c' }, focus: 1 });
    const code = encodeDraft(senate, one ?? start);
    expect(code).toBe('2---.1');
    expect(decodeDraft(flat, code)).toEqual(one);
    expect(parseDraftArg(`${code}:s`)).toEqual({ code, op: 's' });
    expect(stepDraft(flat, one ?? start, 'b', undefined)).toEqual({ draft: {}, focus: 0 });
    expect(decodeDraft(flat, 'z---.1')).toBeNull();
  });
});

// A tree to walk: an army, then a target it can reach, then which neighbours join (optional).
const reach: Record<string, string[]> = { a1: ['t1', 't2'], a2: ['t3'] };
const march: Describe = (draft: Draft) => {
  const army = draft.army;
  const target = draft.target;
  const slots: Choice['slots'] = [
    { id: 'army', label: label('army'), options: ['a1', 'a2'].map((v) => ({ value: v, label: label(v) })) },
  ];
  if (army)
    slots.push({
      id: 'target',
      label: label('target'),
      options: (reach[army] ?? []).map((v) => ({ value: v, label: label(v) })),
    });
  if (army && target)
    slots.push({ id: 'join', label: label('join'), optional: true, options: [{ value: 'y', label: label('y') }] });
  return {
    key: 'march',
    slots,
    sealed: false,
    ...(target === 't2' && draft.join === undefined ? { invalid: label('t2 needs help') } : {}),
  };
};

describe('a described choice as a tree', () => {
  it('later slots follow earlier values, and a changed army drops its old target', () => {
    const start = { draft: {}, focus: 0 };
    const armed = stepDraft(march, start, 'v', '0');
    expect(armed).toEqual({ draft: { army: 'a1' }, focus: 1 });
    const aimed = stepDraft(march, armed ?? start, 'v', '1');
    expect(aimed).toEqual({ draft: { army: 'a1', target: 't2' }, focus: 2 });
    const code = encodeDraft(march({ army: 'a1', target: 't2' }) as Choice, aimed ?? start);
    expect(decodeDraft(march, code)).toEqual(aimed);
    // Another army: the old target (not in a2's reach) goes, the join slot with it.
    const moved = stepDraft(march, { ...(aimed ?? start), focus: 0 }, 'v', '1');
    expect(moved?.draft).toEqual({ army: 'a2' });
    // Back on the target empties it and the slot hung on it.
    const backed = stepDraft(march, { draft: { army: 'a1', target: 't1', join: 'y' }, focus: 1 }, 'b', undefined);
    expect(backed?.draft).toEqual({ army: 'a1' });
  });

  it('optional slots may stay empty; the engine can name why a full draft is not legal', () => {
    expect(draftComplete(march({ army: 'a1', target: 't1' }) as Choice, { army: 'a1', target: 't1' })).toBe(true);
    expect(draftComplete(march({ army: 'a1', target: 't2' }) as Choice, { army: 'a1', target: 't2' })).toBe(false);
    const helped = { army: 'a1', target: 't2', join: 'y' };
    expect(draftComplete(march(helped) as Choice, helped)).toBe(true);
    expect(settleDraft(march, { army: 'a2', target: 't1', join: 'y' })).toEqual({ army: 'a2' });
  });

  it('random drafts of a tree are complete and legal', () => {
    const rng = SeededRng.fromSeed('tree');
    for (let i = 0; i < 50; i++) {
      const draft = randomDraft(march, (n) => rng.int(n));
      if (draft) expect(draftComplete(march(draft) as Choice, draft)).toBe(true);
    }
  });
});
