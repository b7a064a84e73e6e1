/**
 * End of the game (10): estates score their printed value (×3 with a city), optional 12.3 adds
 * +1 per estate at home; most PP wins; ties: cubes on the map, money, then turn order.
 */
import type { GameResult } from '../kit/types.js';
import { ESTATE_TRACKS, HOUSES, PROVINCES } from './data/board.js';
import type { FinalScore, State } from './state.js';
import { type Log, msg, playerName, turnOrder } from './util.js';

export function finalScoring(state: State, log: Log): void {
  const final: FinalScore[] = state.players.map(() => ({ estates: 0, duchies: 0, cubesOnMap: 0 }));
  for (const p of PROVINCES) {
    const ps = state.provinces[p];
    ps.estates.forEach((e, i) => {
      const f = final[e.owner];
      const pl = state.players[e.owner];
      if (!f || !pl) return;
      const value = ESTATE_TRACKS[p].v[i] ?? 0;
      f.estates += e.city ? 3 * value : value;
      // Ruling A-52: the private-duchy bonus is +1 per estate, never tripled.
      if (state.options.privateDuchies && HOUSES[pl.colour].home === p) f.duchies++;
    });
    ps.cubes.forEach((c, seat) => {
      const f = final[seat];
      if (f) f.cubesOnMap += c;
    });
  }
  final.forEach((f, seat) => {
    const pl = state.players[seat];
    if (!pl) return;
    pl.pp += f.estates + f.duchies;
    log.add('event.finalEstates', { player: playerName(state, seat), pp: f.estates, duchies: f.duchies, total: pl.pp });
  });
  state.final = final;
}

export function result(state: State): GameResult | null {
  if (state.stage.kind !== 'over' || state.final === null) return null;
  const final = state.final;
  const order = turnOrder(state);
  const key = (seat: number): number[] => [
    state.players[seat]?.pp ?? 0,
    final[seat]?.cubesOnMap ?? 0,
    state.players[seat]?.money ?? 0,
    -order.indexOf(seat),
  ];
  const seats = state.players.map((_, s) => s);
  seats.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if ((ka[i] ?? 0) !== (kb[i] ?? 0)) return (kb[i] ?? 0) - (ka[i] ?? 0);
    return 0;
  });
  const winner = seats[0] ?? 0;
  const topPP = state.players[winner]?.pp ?? 0;
  const tiedOnPP = seats.filter((s) => (state.players[s]?.pp ?? 0) === topPP).length > 1;
  return {
    winners: [winner],
    ranking: seats.map((s) => [s]),
    scores: state.players.map((pl) => pl.pp),
    reason: msg(tiedOnPP ? 'result.tieBreak' : 'result.mostPrestige', {
      player: playerName(state, winner),
      pp: topPP,
    }),
  };
}
