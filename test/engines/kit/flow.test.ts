import { describe, expect, it } from 'vitest';
import { again, defineFlow, flowOutline, goto, next, over, runFlow, wait } from '../../../src/engines/kit/flow.js';

interface Toy {
  at: 'deal' | 'turns' | 'score' | 'end';
  seat: number;
  answered: boolean;
  round: number;
  log: string[];
}

const toy = defineFlow<Toy, string[], Toy['at']>({
  game: 'toy',
  at: (s) => s.at,
  moveTo: (s, id) => {
    s.at = id;
  },
  steps: [
    {
      id: 'deal',
      rule: '1',
      run: (s, log) => {
        log.push(`deal ${s.round}`);
        s.seat = 0;
        return next();
      },
    },
    {
      id: 'turns',
      rule: '2',
      run: (s) => {
        if (s.seat >= 2) return next();
        if (!s.answered) return wait();
        s.answered = false;
        s.seat++;
        return again();
      },
    },
    { id: 'score', rule: '3', run: (s) => (s.round++ < 2 ? goto('deal') : goto('end')) },
    { id: 'end', rule: '4', run: () => over() },
  ],
});

describe('kit flow', () => {
  it('plays automatic steps, waits for each decision, loops and ends', () => {
    const s: Toy = { at: 'deal', seat: 0, answered: false, round: 1, log: [] };
    const log: string[] = [];
    expect(runFlow(toy, s, log)).toBe('wait');
    expect(s.at).toBe('turns');
    const stops: string[] = [];
    for (let i = 0; i < 10; i++) {
      s.answered = true;
      const stop = runFlow(toy, s, log);
      stops.push(stop);
      if (stop === 'over') break;
    }
    expect(stops).toEqual(['wait', 'wait', 'wait', 'over']);
    expect(log).toEqual(['deal 1', 'deal 2']);
    expect(s.at).toBe('end');
  });

  it('reads as the rulebook order of play', () => {
    expect(flowOutline(toy)).toEqual(['1 deal', '2 turns', '3 score', '4 end']);
  });

  it('refuses a flow with a step declared twice, and a step that runs off the end', () => {
    const step = { id: 'a' as const, rule: '1', run: () => next() };
    expect(() => defineFlow({ game: 'g', at: () => 'a', moveTo: () => {}, steps: [step, step] })).toThrow(/twice/);
    const s = { at: 'a' as const };
    const f = defineFlow<typeof s, null, 'a'>({ game: 'g', at: (x) => x.at, moveTo: () => {}, steps: [step] });
    expect(() => runFlow(f, s, null)).toThrow(/last/);
  });

  it('calls a flow that never waits stuck instead of looping for ever', () => {
    const s = { at: 'a' as const };
    const f = defineFlow<typeof s, null, 'a'>({
      game: 'g',
      at: (x) => x.at,
      moveTo: () => {},
      maxSteps: 50,
      steps: [{ id: 'a', rule: '1', run: () => again() }],
    });
    expect(() => runFlow(f, s, null)).toThrow(/50 steps/);
  });
});
