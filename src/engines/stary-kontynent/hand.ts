/**
 * "My hand": Stary Kontynent has no hidden information (everything is on the map), so this
 * says so plainly and sums up what is the seat's own: its capital and garrison, its armies
 * and castles, its place in the feudal order, crusade points and its standing order.
 */
import type { Msg, Seat } from '../kit/types.js';
import { provinceControllers } from './control.js';
import { kingdomName, msg } from './msg.js';
import type { State } from './state.js';

export function hand(state: State, seat: Seat): Msg[] {
  const k = state.kingdoms[seat];
  if (!k) return [msg('hand.noSeat')];
  const lines: Msg[] = [msg('hand.nothingHidden')];
  lines.push(
    k.capital ? msg(k.walls ? 'hand.capitalWalls' : 'hand.capital', { garrison: k.garrison }) : msg('hand.noCapital'),
  );
  const armies = state.armies.filter((a) => a.owner === seat);
  lines.push(
    armies.length > 0
      ? msg('hand.armies', {
          n: armies.length,
          strengths: armies
            .map((a) => a.strength)
            .sort((a, b) => b - a)
            .join(', '),
          total: armies.reduce((sum, a) => sum + a.strength, 0),
        })
      : msg('hand.noArmies'),
  );
  lines.push(msg('hand.castles', { n: state.castles.filter((c) => c.owner === seat).length }));
  let provinces = 0;
  for (const owner of provinceControllers(state).values()) if (owner === seat) provinces++;
  lines.push(msg('hand.provinces', { n: provinces }));
  if (k.suzerain !== null) {
    lines.push(
      msg(k.incomeTo === 'liege' ? 'hand.vassalIncomeToLiege' : 'hand.vassal', {
        liege: kingdomName(state, k.suzerain),
      }),
    );
    if (k.autonomous) lines.push(msg('hand.autonomous'));
  }
  const vassals = state.kingdoms.filter((o) => o.suzerain === seat).map((o) => kingdomName(state, o.seat));
  if (vassals.length > 0)
    lines.push(msg('hand.vassals', { list: vassals.reduce((a, b) => msg('hand.join', { a, b })) }));
  lines.push(msg('hand.crusade', { n: k.crusadePoints }));
  lines.push(msg(k.standingRetreat === 'never' ? 'hand.retreatNever' : 'hand.retreatAsk'));
  return lines;
}
