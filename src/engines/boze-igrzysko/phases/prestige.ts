/** P15 — Prestige points (9.2): war glory per enemy field, 2 PP per Sejm disc, luxury spending. */
import { FIELDS, PROVINCES, RAID_PP } from '../data/board.js';
import type { State } from '../state.js';
import { enemyName, type Log, playerName } from '../util.js';

export function warGlory(state: State, log: Log): void {
  for (const f of FIELDS) {
    const field = state.fields[f];
    const top = Math.max(...field.cubes);
    // The king strictly ahead, or nobody there: nobody scores.
    if (top === 0 || field.king > top) continue;
    const winners = field.cubes.flatMap((c, seat) => (c === top ? [seat] : []));
    const shares = winners.length + (field.king === top ? 1 : 0);
    const pp = Math.floor(RAID_PP[f].v / shares);
    for (const seat of winners) {
      const pl = state.players[seat];
      if (pl) pl.pp += pp;
      log.add('event.warGlory', { player: playerName(state, seat), enemy: enemyName(state, f), pp });
    }
  }
}

export function runPrestige(state: State, log: Log): void {
  warGlory(state, log);
  state.players.forEach((pl, seat) => {
    const discs = PROVINCES.filter((p) => state.sejm[p] === seat).length;
    if (discs > 0) {
      pl.pp += 2 * discs;
      log.add('event.sejmPrestige', { player: playerName(state, seat), pp: 2 * discs });
    }
    const q = Math.floor(pl.money / 5);
    if (q > 0) {
      pl.money -= 5 * q;
      pl.pp += q;
      log.add('event.luxury', { player: playerName(state, seat), zl: 5 * q, pp: q });
    }
  });
}
