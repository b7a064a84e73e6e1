/**
 * Standing autopass (spec 9.1, "Window speed-up"): a seat may ask to pass every action window
 * without being prompted; the order lapses when the seat gains a new card with a window action,
 * so it is asked again once it has something new to play. Reactions (VETO, Ordynacja) and
 * Asygnaty answers are not windows: they are still asked.
 */
import type { LabelledAction, Seat } from '../kit/types.js';
import type { Action } from './actions.js';
import { LAWS, type LawId } from './data/laws.js';
import type { OfficeId } from './data/senators.js';
import { type Ctx, passWindowTurn, say } from './effects.js';
import { lawMsg, m, officeMsg, seatMsg } from './msgs.js';
import type { State } from './state.js';

export function hasAutopass(s: State, seat: Seat): boolean {
  return s.autopass?.[seat] === true;
}

function setAutopass(s: State, seat: Seat, on: boolean): void {
  const row = s.autopass ? [...s.autopass] : s.players.map(() => false);
  row[seat] = on;
  s.autopass = row;
}

export function autopassActions(s: State, seat: Seat): LabelledAction<Action>[] {
  if (s.phase === 'ENDED' || !s.players[seat]) return [];
  const on = hasAutopass(s, seat);
  return [
    {
      id: on ? 'autopass:off' : 'autopass:on',
      action: { type: 'autopass', on: !on },
      label: m(on ? 'act.autopassOff' : 'act.autopassOn'),
      group: 'autopass',
      free: true,
    },
  ];
}

/** Sets or clears the order; set during the seat's own window turn, it passes that turn too. */
export function applyAutopass(ctx: Ctx, seat: Seat, on: boolean): void {
  const s = ctx.s;
  setAutopass(s, seat, on);
  say(ctx, on ? 'event.autopassOn' : 'event.autopassOff', { player: seatMsg(s, seat) });
  if (on && s.prompt?.p === 'window' && s.prompt.seat === seat) passWindowTurn(ctx, seat);
}

/** A card with an action in some window: every Senator but the Prymas, every Law card but the reactions and Konstytucja. */
function hasWindowAction(card: LawId | OfficeId): boolean {
  if (card === 'PRYMAS') return false;
  if (card === 'PODSKARBI' || card === 'HETMAN' || card === 'KANCLERZ') return true;
  const t = LAWS[card].effect.type;
  return t !== 'VETO' && t !== 'ENTAIL' && t !== 'END_BONUS_IF_NO_PARTITION';
}

/** The seat gained `card`: a standing autopass lapses if the card can be played in a window. */
export function lapseAutopass(ctx: Ctx, seat: Seat, card: LawId | OfficeId): void {
  const s = ctx.s;
  if (!hasAutopass(s, seat) || !hasWindowAction(card)) return;
  setAutopass(s, seat, false);
  const cardMsg =
    card === 'PRYMAS' || card === 'PODSKARBI' || card === 'HETMAN' || card === 'KANCLERZ'
      ? officeMsg(card)
      : lawMsg(card);
  say(ctx, 'event.autopassLapsed', { player: seatMsg(s, seat), card: cardMsg });
}
