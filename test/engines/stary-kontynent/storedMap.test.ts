/**
 * Maps carry their geometry (map.geo, computed at setup) so the engine needs no caches; a state
 * stored before they did must play on the same and come out of apply with the geometry.
 */
import { expect, it } from 'vitest';
import { playRandomGame } from '../../../src/engines/kit/randomPlay.js';
import { SeededRng } from '../../../src/engines/kit/rng.js';
import { computeGeometry } from '../../../src/engines/stary-kontynent/geometry.js';
import { staryKontynentGame as game } from '../../../src/engines/stary-kontynent/index.js';
import type { State } from '../../../src/engines/stary-kontynent/state.js';

it('a state stored without map geometry plays on as one with it, and apply adds it', () => {
  const played = playRandomGame<State>(game, { seed: 'stored-map', players: 3, maxSteps: 150 });
  const withGeo = played.state;
  expect(withGeo.map.geo).toEqual(computeGeometry(withGeo.map));
  const { geo: _geo, ...bare } = withGeo.map;
  const stored: State = JSON.parse(JSON.stringify({ ...withGeo, map: bare }));
  const seat = game.pending(withGeo)[0]?.seat ?? 0;
  expect(game.legalActions(stored, seat)).toEqual(game.legalActions(withGeo, seat));
  const action = game.defaultAction(withGeo, seat);
  expect(game.defaultAction(stored, seat)).toEqual(action);
  const a = game.apply(withGeo, seat, action, SeededRng.fromSeed('x'));
  const b = game.apply(stored, seat, action, SeededRng.fromSeed('x'));
  expect(b.state).toEqual(a.state);
  expect(b.state.map.geo).toBeDefined();
  expect(stored.map.geo).toBeUndefined();
});
