/**
 * "My hand": what the seat holds behind its screen — the influence tokens still to be used
 * this pair of turns, the unit tokens it may still recruit, its treasury and pool, and its
 * sealed choice if one is open (the token placement draft, the Hetman bid, a planned pass).
 * Read from the seat's own view, so nothing of another seat can slip in.
 */
import type { Msg, Seat } from '../kit/types.js';
import type { State, TokenSlot, UnitCounts } from './state.js';
import { TOKEN_SLOTS } from './state.js';
import { msg, provinceName } from './util.js';
import { view } from './view.js';

function unitsMsg(u: UnitCounts): Msg {
  return msg('hand.units', { inf: u.inf, cav: u.cav, art: u.art });
}

function slotName(slot: TokenSlot): Msg {
  return slot === 'COURT' ? msg('court') : provinceName(slot);
}

export function hand(state: State, seat: Seat): Msg[] {
  const v = view(state, seat);
  const me = v.playerViews[seat];
  if (!me) return [msg('hand.noSeat')];
  const lines: Msg[] = [];
  const tokens = [...me.unusedTokens].sort((a, b) => a - b);
  lines.push(tokens.length > 0 ? msg('hand.tokens', { list: tokens.join(', ') }) : msg('hand.tokensNone'));
  lines.push(msg('hand.pool', { units: unitsMsg(me.units) }));
  if (me.destroyed.inf + me.destroyed.cav + me.destroyed.art > 0)
    lines.push(msg('hand.destroyed', { units: unitsMsg(me.destroyed) }));
  lines.push(msg('hand.treasury', { zl: me.money, pp: me.pp, cubes: me.cubesInPool, discs: me.discsInPool }));
  if (me.sejmSeats.length > 0)
    lines.push(
      msg('hand.sejm', { list: me.sejmSeats.map((p) => provinceName(p)).reduce((a, b) => msg('hand.join', { a, b })) }),
    );

  const mine = v.mine;
  if (mine?.draft) {
    const draft = mine.draft;
    const placed = TOKEN_SLOTS.filter((s) => draft[s] !== undefined);
    lines.push(msg(me.submitted ? 'hand.draftSealed' : 'hand.draft'));
    if (placed.length === 0) lines.push(msg('hand.draftEmpty'));
    for (const s of placed) lines.push(msg('hand.draftSlot', { slot: slotName(s), value: draft[s] ?? 0 }));
  }
  if (mine && mine.bid !== null) lines.push(msg('hand.bid', { zl: mine.bid }));
  if (mine?.plannedPass) lines.push(msg('hand.plannedPass'));
  return lines;
}
