/**
 * Random play from crafted mid-game positions, so the late-game rules (crusader ships, vassals,
 * joint assaults, capital sieges, overflow) are exercised too: random play from the start rarely
 * gets there within a test's time.
 */
import { describe, expect, it } from 'vitest';
import { defaultOptions, defaultSeats } from '../../../src/engines/kit/randomPlay.js';
import { SeededRng } from '../../../src/engines/kit/rng.js';
import { RuleError } from '../../../src/engines/kit/ruleError.js';
import type { GameEvent } from '../../../src/engines/kit/types.js';
import { capitalNeighbours } from '../../../src/engines/stary-kontynent/geometry.js';
import { staryKontynentGame as game } from '../../../src/engines/stary-kontynent/index.js';
import type { State } from '../../../src/engines/stary-kontynent/state.js';
import { hasMessage } from '../../../src/i18n/index.js';

function midgame(seed: string, players: number): State {
  const rng = SeededRng.fromSeed(seed);
  let s = game.setup(defaultSeats(game, players), { ...defaultOptions(game), maxTurns: '8' }, rng) as State;
  while (s.stage === 'capitals') {
    const d = game.pending(s)[0];
    if (!d) break;
    s = game.apply(s, d.seat, game.defaultAction(s, d.seat), rng).state;
  }
  // Crowd the map: every kingdom gets armies on a dozen random free hexes, dense near capitals.
  const next = structuredClone(s);
  const hexes = rng.shuffle(next.map.hexes.map((h) => h.id));
  let i = 0;
  for (const k of next.kingdoms) {
    const near = k.capital ? capitalNeighbours(next.map, k.capital) : [];
    for (const h of [...near, ...hexes.slice(i, i + 10)]) {
      if (next.armies.some((a) => a.hex === h)) continue;
      const n = 1 + rng.int(4);
      for (let j = 0; j < n; j++)
        next.armies.push({
          id: next.nextArmyId++,
          owner: k.seat,
          hex: h,
          strength: 1 + rng.int(6),
          startHex: h,
          moved: false,
          assaulted: false,
        });
    }
    i += 10;
    k.crusadePoints = 20 + rng.int(10);
    k.garrison = rng.int(10);
  }
  next.crusade.total = next.kingdoms.reduce((sum, k) => sum + k.crusadePoints, 0);
  if (next.crusade.total > 100) next.crusade.succeededOnTurn = 0;
  // Seat 1 is seat 0's vassal (sometimes autonomous), with its income routed to the liege.
  const v = next.kingdoms[1];
  if (v && players >= 3) {
    v.suzerain = 0;
    v.autonomous = rng.int(2) === 1;
    v.incomeTo = 'liege';
  }
  return next;
}

describe('random play from crowded mid-game positions', () => {
  it('20 positions: late-game rules never throw and the game ends', () => {
    const seen = new Set<string>();
    for (let n = 0; n < 20; n++) {
      const players = 2 + (n % 3);
      const seed = `mid-${n}`;
      let s = midgame(seed, players);
      const rng = SeededRng.fromSeed(`play-${seed}`);
      const chooser = SeededRng.fromSeed(`choose-${seed}`);
      let steps = 0;
      while (game.result(s) === null && steps < 4000) {
        const d = game.pending(s)[0];
        expect(d).toBeDefined();
        if (!d) break;
        const legal = game.legalActions(s, d.seat);
        expect(legal.filter((l) => l.free !== true).length).toBeGreaterThan(0);
        expect(legal.length).toBeLessThan(300); // complete moves: every move of every army, every march
        expect(new Set(legal.map((l) => l.id)).size).toBe(legal.length);
        for (const l of legal) expect(hasMessage(l.label.key, 'pl') && hasMessage(l.label.key, 'en')).toBe(true);
        const action = chooser.int(4) === 0 ? game.defaultAction(s, d.seat) : chooser.pick(legal).action;
        // Somebody else sending it is refused with a RuleError; the input state is never changed.
        const other = (d.seat + 1) % players;
        expect(() => game.apply(s, other, action, rng)).toThrow(RuleError);
        const before = JSON.stringify(s);
        const out = game.apply(s, d.seat, game.parseAction(JSON.parse(JSON.stringify(action))), rng);
        expect(JSON.stringify(s)).toBe(before);
        for (const e of out.events as GameEvent[]) seen.add(e.msg.key);
        s = out.state;
        steps++;
      }
      expect(game.result(s)).not.toBeNull();
    }
    const keys = [...seen].map((k) => k.replace('stary-kontynent.event.', ''));
    for (const k of ['wave', 'occupy', 'shipArrives', 'kingElected', 'homage']) expect(keys).toContain(k);
  });
});
