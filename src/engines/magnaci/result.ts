/** result(), pending() and phase(): the game's state in the Table's terms. */
import type { Decision, GameResult, Msg, Seat } from '../kit/types.js';
import { at } from './board.js';
import { m, seatMsg } from './msgs.js';
import type { State } from './state.js';
import { waitingFor } from './view.js';

export function result(s: State): GameResult | null {
  if (s.phase !== 'ENDED' || !s.outcome) return null;
  const seats = s.players.map((_, seat) => seat);
  if (s.outcome.kind === 'partition') {
    // Third Partition: everybody loses, no Wealth is counted [RULEBOOK].
    return { winners: [], ranking: [seats], reason: m('result.partition') };
  }
  const wealth = s.outcome.wealth;
  const winner = s.outcome.winner ?? at(seats, 0);
  const rest = seats.filter((x) => x !== winner);
  const values = [...new Set(rest.map((x) => at(wealth, x)))].sort((a, b) => b - a);
  const ranking: Seat[][] = [[winner], ...values.map((v) => rest.filter((x) => wealth[x] === v))];
  return {
    winners: [winner],
    ranking,
    scores: [...wealth],
    reason: m('result.wealth', { player: seatMsg(s, winner), n: at(wealth, winner) }),
  };
}

function promptMsg(s: State, seat: Seat): Msg {
  const p = s.prompt;
  if (!p) return m('prompt.none');
  switch (p.p) {
    case 'sealed':
      return m(`prompt.sealed.${p.phase}`);
    case 'pick':
      return m(`prompt.pick.${p.purpose}`);
    case 'veto':
      return m('prompt.veto', { player: seatMsg(s, p.actor) });
    case 'entail':
      return m('prompt.entail', { area: m(`area.${p.area}`) });
    case 'placeEstates':
      return m('prompt.placeEstates', { n: p.count });
    case 'assignatsRespond':
      return m('prompt.assignatsRespond', { player: seatMsg(s, p.user) });
    case 'assignatsTake':
      return m('prompt.assignatsTake', { player: seatMsg(s, p.target) });
    case 'window': {
      const w = s.window;
      return m(`prompt.window.${w?.ctx.kind ?? 'interregnum'}`, { player: seatMsg(s, seat) });
    }
    default:
      return m(`prompt.${p.p}`);
  }
}

export function pending(s: State): Decision[] {
  if (s.phase === 'ENDED') return [];
  const p = s.prompt;
  if (!p) return [];
  const kind = p.p === 'sealed' ? 'secret' : 'turn';
  return waitingFor(p, s).map((seat) => ({ seat, kind, prompt: promptMsg(s, seat) }));
}

export function phaseMsg(s: State): Msg {
  if (s.phase === 'ENDED') return m('phase.ENDED');
  if (s.phase === 'SETUP') return m('phase.SETUP');
  return m('phase.inAge', { age: m(`age.${s.age}`), phase: m(`phase.${s.phase}`) });
}
