/** Who owes a decision now, and what each is asked: read off the prompt the state holds. */
import type { Decision, Msg, Seat } from '../kit/types.js';
import { m, seatMsg } from './msgs.js';
import type { State } from './state.js';
import { waitingFor } from './view.js';

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
