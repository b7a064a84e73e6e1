/**
 * The defaults (spec 9.2) of the decisions that take several units or shots at once, as whole
 * actions: for a missed deadline, and listed beside the drafted choice for /act and the bots.
 */
import { nextState } from '../kit/update.js';
import type { Action } from './actions.js';
import { DEFAULT_TIE_ORDER, type Side } from './data/units.js';
import { isPlcField, move } from './rules/board.js';
import { weatherSources } from './rules/flow.js';
import { defaultMutiny } from './rules/mutiny.js';
import { defaultOccupationBack } from './rules/occupation.js';
import { defaultCull } from './rules/summary.js';
import type { State, UnitPick } from './state.js';

/**
 * The default's picks one by one, each made on the position the ones before it left (a copy):
 * `next` names the next unit, which goes to `to`; at most `n` picks.
 */
function repeatedPicks(
  s: State,
  next: (x: State) => UnitPick | undefined,
  to: 'mutinied' | 'removed',
  n = Number.POSITIVE_INFINITY,
): UnitPick[] {
  const x = nextState(s);
  const out: UnitPick[] = [];
  while (out.length < n) {
    const p = next(x);
    if (!p) break;
    move(x, p.from, to, p.unit);
    out.push({ from: p.from, unit: p.unit });
  }
  return out;
}

/** D2: mutinied units first, then reserves by the default ordering, then actions. */
function defaultWeather(s: State): UnitPick[] {
  if (s.step?.kind !== 'weather') return [];
  const rank = (p: UnitPick) => {
    const place = p.from === 'mutinied' ? 0 : p.from.startsWith('r:') ? 1 : 2;
    return place * 10 + DEFAULT_TIE_ORDER.OTT.indexOf(p.unit);
  };
  const next = (x: State) => [...weatherSources(x)].sort((a, b) => rank(a) - rank(b))[0];
  return repeatedPicks(s, next, 'removed', s.step.remaining);
}

/** The default whole action of a unit-taking decision `side` owes now, or null. */
export function defaultUnits(s: State, side: Side): Action | null {
  const st = s.step;
  switch (st?.kind) {
    case 'weather':
      return side === 'OTT' ? { type: 'weather', units: defaultWeather(s) } : null;
    case 'mutiny': {
      // D3: reserves first, then the defence/control action holding the most of that type.
      const units = repeatedPicks(s, (x) => defaultMutiny(x, side), 'mutinied');
      return units.length > 0 ? { type: 'mutiny', units } : null;
    }
    case 'cull': {
      // D16/D18: routed first, then reserves, then actions, least valuable first — unit by unit.
      if (st.remaining[side] === 0) return null;
      const purpose = st.purpose;
      return {
        type: 'cull',
        units: repeatedPicks(s, (x) => defaultCull(x, side, purpose), 'removed', st.remaining[side]),
      };
    }
    case 'bombard':
      // D14: every shot "PLC supply −1".
      return side === 'OTT'
        ? { type: 'bombard', shots: Array.from({ length: st.shots }, () => ({ shot: 'supply' as const })) }
        : null;
    case 'occupy':
      // D10: keep the most allowed, the units with the most dice.
      return side === 'OTT' && isPlcField(st.field)
        ? { type: 'occupy', back: defaultOccupationBack(s, st.field) }
        : null;
    default:
      return null;
  }
}
