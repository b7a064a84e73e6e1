/**
 * Who owes a decision now, and how it is asked: in the channel (turn), by DM (private: chosen
 * from a hand), or sealed (secret: both sides at once).
 */
import type { Decision } from '../kit/types.js';
import { SIDE_TYPES } from './data/units.js';
import { combatOwing } from './rules/combat.js';
import { msg } from './rules/msgs.js';
import { mutinyOwed, owesMutiny } from './rules/mutiny.js';
import { actingSide } from './sides.js';
import type { State } from './state.js';

export function pending(s: State): Decision[] {
  const st = s.step;
  if (!st || s.outcome) return [];
  if (st.kind === 'combat') {
    const c = st.combat;
    return combatOwing(c).map((side) => ({
      seat: s.seatOf[side],
      kind: c.stage === 'losses' ? 'turn' : 'secret',
      prompt:
        c.stage === 'losses'
          ? msg('prompt.losses', { rout: c.losses?.[side].rout ?? 0, withdraw: c.losses?.[side].withdraw ?? 0 })
          : msg(c.stage === 'support' ? 'prompt.support' : 'prompt.boost'),
    }));
  }
  if (st.kind === 'claim') {
    const n = s.negotiation;
    if (!n) return [];
    return (['PLC', 'OTT'] as const)
      .filter((side) => !n.confirmed[side])
      .map((side) => ({ seat: s.seatOf[side], kind: 'secret', prompt: msg('prompt.claim', { n: n.index + 1 }) }));
  }
  if (st.kind === 'mutiny')
    return (['PLC', 'OTT'] as const)
      .filter((side) => owesMutiny(s, side))
      .map((side) => ({
        seat: s.seatOf[side],
        kind: 'turn',
        prompt: msg('prompt.mutiny', { n: SIDE_TYPES[side].reduce((n, t) => n + mutinyOwed(s, side, t), 0) }),
      }));
  if (st.kind === 'cull')
    return (['PLC', 'OTT'] as const)
      .filter((side) => st.remaining[side] > 0)
      .map((side) => ({
        seat: s.seatOf[side],
        kind: 'turn',
        prompt: msg('prompt.cull', { n: st.remaining[side], purpose: st.purpose }),
      }));
  if (st.kind === 'recall')
    return (['PLC', 'OTT'] as const)
      .filter((side) => !st.done[side])
      .map((side) => ({ seat: s.seatOf[side], kind: 'secret', prompt: msg('prompt.recall') }));
  const side = actingSide(s);
  if (!side) return [];
  // Choices made from private cards are asked by DM, never in a public prompt: the actions-phase
  // play and its deployment list the hand (D4: "the menus that list the hand MUST be ephemeral or
  // sent by DM; only the finished play is posted"), the famine discard the collection (D17).
  // They are 'private', not 'secret': one side decides alone, nothing is simultaneous, so the whole
  // play is applied and announced like a turn (no commitments) and only its prompt is private.
  const kind = st.kind === 'turn' || st.kind === 'famine' ? 'private' : 'turn';
  const n = st.kind === 'weather' ? st.remaining : st.kind === 'bombard' ? st.shots : undefined;
  return [{ seat: s.seatOf[side], kind, prompt: msg(`prompt.${st.kind}`, n === undefined ? undefined : { n }) }];
}
