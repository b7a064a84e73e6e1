/** End of game (spec 6): final scoring (6.2); a tie for first is broken by the last Prymas (6.3). */
import type { Seat } from '../../kit/types.js';
import { at, wealth as wealthOf } from '../board.js';
import { type Ctx, say } from '../effects.js';
import { seatMsg } from '../msgs.js';
import { enterPhase } from './common.js';

export function scoring(ctx: Ctx): void {
  const s = ctx.s;
  const wealth = s.players.map((_, seat) => wealthOf(s, seat));
  const best = Math.max(...wealth);
  const top = s.turnOrder.filter((seat) => wealth[seat] === best);
  s.outcome = { kind: 'scored', wealth, winner: top.length === 1 ? at(top, 0) : null };
  for (const seat of s.turnOrder) say(ctx, 'event.wealth', { player: seatMsg(s, seat), n: at(wealth, seat) });
  if (top.length === 1) {
    finish(ctx, at(top, 0));
    return;
  }
  const chooser = s.lastPrymas;
  if (chooser === null) {
    finish(ctx, at(top, top.length - 1));
    return;
  }
  s.prompt = { p: 'pick', seat: chooser, purpose: 'final', candidates: top };
}

export function finish(ctx: Ctx, winner: Seat): void {
  const s = ctx.s;
  if (s.outcome?.kind === 'scored') s.outcome.winner = winner;
  enterPhase(ctx, 'ENDED');
  s.tasks = [];
  say(ctx, 'event.winner', { player: seatMsg(s, winner) });
}
