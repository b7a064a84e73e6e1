/**
 * Combat dice (8.1): one d6 per rolling unit; infantry hits on 5+, cavalry and Cossacks on 4+,
 * artillery adds +1 to every die; a natural 1 destroys the unit even with the bonus.
 */
import type { Rng } from '../../kit/rng.js';
import { UNITS } from '../data/board.js';

export interface Roll {
  /** Dice faces in canonical order: infantry, then cavalry, then Cossacks. */
  dice: number[];
  hits: { inf: number; cav: number; cossack: number };
  lost: { inf: number; cav: number; cossack: number };
}

function rollGroup(
  rng: Rng,
  n: number,
  hitOn: number,
  modifier: number,
  dice: number[],
): { hits: number; lost: number } {
  let hits = 0;
  let lost = 0;
  for (let i = 0; i < n; i++) {
    const d = rng.d6();
    dice.push(d);
    if (d === 1) lost++;
    else if (d + modifier >= hitOn) hits++;
  }
  return { hits, lost };
}

export function rollUnits(rng: Rng, inf: number, cav: number, cossacks: number, artillery: boolean): Roll {
  const mod = artillery ? UNITS.artillery.dieModifier.v : 0;
  const dice: number[] = [];
  const i = rollGroup(rng, inf, UNITS.infantry.hitOn.v, mod, dice);
  const c = rollGroup(rng, cav, UNITS.cavalry.hitOn.v, mod, dice);
  const k = rollGroup(rng, cossacks, UNITS.cossack.hitOn.v, mod, dice);
  return {
    dice,
    hits: { inf: i.hits, cav: c.hits, cossack: k.hits },
    lost: { inf: i.lost, cav: c.lost, cossack: k.lost },
  };
}

export function totalHits(r: Roll, withCossacks = true): number {
  return r.hits.inf + r.hits.cav + (withCossacks ? r.hits.cossack : 0);
}
