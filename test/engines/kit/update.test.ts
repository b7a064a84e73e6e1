import { describe, expect, it } from 'vitest';
import { nextState } from '../../../src/engines/kit/update.js';

describe('kit nextState', () => {
  const input = {
    turn: 3,
    players: [
      { name: 'Ala', hand: [1, 2] },
      { name: 'Bartek', hand: [] },
    ],
    board: { fields: [{ owner: null, units: { inf: 2 } }] },
    map: { hexes: [{ q: 0, r: 0 }] },
  };

  it('is equal to its input, as JSON too, with the keys in the same order', () => {
    const copy = nextState(input);
    expect(copy).toEqual(input);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(input));
  });

  it('shares nothing with its input but the fields named fixed', () => {
    const copy = nextState(input, ['map']);
    copy.players[0]?.hand.push(3);
    (copy.board.fields[0] as { owner: string | null }).owner = 'Ala';
    expect(input.players[0]?.hand).toEqual([1, 2]);
    expect(input.board.fields[0]?.owner).toBeNull();
    expect(copy.map).toBe(input.map);
    expect(copy.board).not.toBe(input.board);
  });

  it('gives what storage would give back: no undefined fields, -0 as 0', () => {
    const copy = nextState({ a: undefined, b: -0, c: [undefined] } as Record<string, unknown>);
    expect(JSON.stringify(copy)).toBe('{"b":0,"c":[null]}');
    expect(Object.is(copy.b, 0)).toBe(true);
  });
});
