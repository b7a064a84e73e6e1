/**
 * Homage (hołd lenny, spec §5.10, A40): the first time a kingdom takes a province, its barons
 * raise an army on the fourth hex; provinces 2 and 12 also raise a 3 on their special hex.
 */

import { hexControllers, occupant, provinceControllers } from '../control.js';
import { RULES } from '../data/constants.js';
import { threshold } from '../data/terrain.js';
import { SPECIAL_PROVINCES } from '../data/tiles.js';
import { provinceHexes } from '../geometry.js';
import { type Events, event, kingdomName } from '../msg.js';
import type { Kingdom, State } from '../state.js';
import { addArmy } from './armies.js';

export function checkHomage(state: State, events: Events): void {
  const provCtl = provinceControllers(state);
  // Asked after every command: almost always every controlled province was controlled before.
  let news = false;
  for (const [province, seat] of provCtl) if (!state.kingdoms[seat]?.everControlled.includes(province)) news = true;
  if (!news) return;
  const hexCtl = hexControllers(state);
  for (const [province, seat] of [...provCtl].sort((a, b) => a[0] - b[0])) {
    if (state.kingdoms[seat]?.everControlled.includes(province) !== false) continue;
    const kingdom = state.kingdoms[seat] as Kingdom;
    kingdom.everControlled.push(province);
    kingdom.everControlled.sort((a, b) => a - b);
    events.push(event('firstControl', { player: kingdomName(state, seat), province }));
    const hexes = provinceHexes(state.map, province);
    const held = hexes.filter((h) => hexCtl.get(h.id) === seat);
    if (held.length === RULES.hexesToControl) {
      const fourth = hexes.find((h) => hexCtl.get(h.id) !== seat);
      if (fourth) {
        const there = occupant(state, fourth.id);
        if (there === null || there === seat) {
          const strength = threshold(fourth.terrain);
          addArmy(state, seat, fourth.id, strength);
          events.push(event('homage', { player: kingdomName(state, seat), hex: fourth.id, strength }));
        } else {
          events.push(event('homageBlocked', { player: kingdomName(state, seat), hex: fourth.id }));
        }
      }
    }
    if (SPECIAL_PROVINCES.includes(province)) {
      const special = hexes.find((h) => h.special);
      if (special) {
        const there = occupant(state, special.id);
        if (there === null || there === seat) {
          addArmy(state, seat, special.id, RULES.specialHomage);
          events.push(
            event('homageSpecial', {
              player: kingdomName(state, seat),
              hex: special.id,
              strength: RULES.specialHomage,
            }),
          );
        } else {
          events.push(event('homageBlocked', { player: kingdomName(state, seat), hex: special.id }));
        }
      }
    }
  }
}
