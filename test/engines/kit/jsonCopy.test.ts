/**
 * playRandomGame logs each action as storage would give it back. jsonCopy must return exactly what
 * JSON.parse(JSON.stringify(value)) returns, errors included, only faster for plain data.
 */
import { describe, expect, it } from 'vitest';
import { jsonCopy } from '../../../src/engines/kit/update.js';

const viaJson = (v: unknown): unknown => JSON.parse(JSON.stringify(v));

describe('jsonCopy', () => {
  const samples: [string, unknown][] = [
    ['a flat action', { type: 'move', army: 12, to: '3b', extra: false }],
    ['nested arrays and objects', { type: 'retreat', moves: [{ army: 1, to: '8a' }], dice: [6, 1, 1, 1] }],
    ['undefined, functions and symbols in objects are dropped', { a: undefined, b: () => 1, c: Symbol('x'), d: 1 }],
    ['…and become null in arrays', [undefined, () => 1, Symbol('x'), 2]],
    // biome-ignore lint/suspicious/noSparseArray: a hole is what this case is about
    ['holes become null', [1, , 3]],
    ['-0 becomes 0', { z: -0 }],
    ['NaN and Infinity become null', { n: Number.NaN, i: [Number.POSITIVE_INFINITY] }],
    ['a Date goes through toJSON', { at: new Date(0) }],
    ['a Map becomes {}', { m: new Map([[1, 2]]) }],
    ['toJSON is honoured', { v: { toJSON: () => 'custom' } }],
    [
      'a class instance keeps its own fields only',
      {
        p: new (class P {
          x = 1;
          get y() {
            return 2;
          }
        })(),
      },
    ],
    ['integer-like keys come first', { b: 1, 2: 'two', a: 3, 1: 'one' }],
    ['__proto__ as an own key', JSON.parse('{"__proto__": {"polluted": 1}, "k": 1}')],
    ['null, strings, numbers, booleans', [null, 'x', 1.5, true]],
  ];
  for (const [name, value] of samples)
    it(name, () => {
      const copy = jsonCopy(value);
      expect(copy).toStrictEqual(viaJson(value));
      expect(JSON.stringify(copy)).toBe(JSON.stringify(value));
    });

  it('returns a copy, never the input', () => {
    const action = { type: 'assault', armies: [1, 2] };
    const copy = jsonCopy(action) as typeof action;
    expect(copy).not.toBe(action);
    expect(copy.armies).not.toBe(action.armies);
  });

  it('fails where JSON fails', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => jsonCopy(cyclic)).toThrow(TypeError);
    expect(() => jsonCopy({ big: 1n })).toThrow(TypeError);
    expect(() => jsonCopy(undefined)).toThrow(SyntaxError);
  });
});
