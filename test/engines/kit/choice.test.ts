import { describe, expect, it } from 'vitest';
import { type Choice, draftComplete, optionsFor, randomDraft } from '../../../src/engines/kit/choice.js';
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
    const one = stepDraft(senate, start, 'v', '2');
    expect(one).toEqual({ draft: { P: 'c' }, focus: 1 });
    const code = encodeDraft(senate, one ?? start);
    expect(code).toBe('2---.1');
    expect(decodeDraft(senate, code)).toEqual(one);
    expect(parseDraftArg(`${code}:s`)).toEqual({ code, op: 's' });
    expect(stepDraft(senate, one ?? start, 'b', undefined)).toEqual({ draft: {}, focus: 0 });
    expect(decodeDraft(senate, 'z---.1')).toBeNull();
  });
});
