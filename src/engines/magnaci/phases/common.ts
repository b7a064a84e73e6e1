/**
 * Common procedures of every phase (spec 4.0): moving to a phase, the face-down placements of the
 * Sejm and the Conflicts, and the action window (4.0.3).
 */
import { hasAutopass } from '../autopass.js';
import { at } from '../board.js';
import { type Ctx, say } from '../effects.js';
import { seatMsg } from '../msgs.js';
import { eligiblePlays } from '../plays.js';
import type { Phase, WindowContext } from '../state.js';
import { expireOffers } from '../trade.js';

/** Moves to another phase; offers still unanswered from the phase that ends expire (ruling "trade-expiry"). */
export function enterPhase(ctx: Ctx, phase: Phase): void {
  if (ctx.s.phase === phase) return;
  expireOffers(ctx);
  ctx.s.phase = phase;
}

/** Sejm 4.3.2 and Conflicts 4.4.2: every seat places its face-down cards at once (none if no Conflict is out). */
export function openSealed(ctx: Ctx, phase: 'sejm' | 'conflict'): void {
  const s = ctx.s;
  if (phase === 'conflict' && s.conflictFields.every((c) => c === null)) return;
  s.drafts = s.players.map(() => ({}));
  s.confirmed = s.players.map(() => false);
  s.prompt = { p: 'sealed', phase, seats: [...s.turnOrder] };
}

/** Opens an action window (4.0.3); its turns are queued in front of what comes next. */
export function openWindow(ctx: Ctx, wctx: WindowContext): void {
  const s = ctx.s;
  s.window = { ctx: wctx, idx: 0, playedThisRound: false };
  s.tasks.unshift({ t: 'windowStep' });
}

/**
 * One pass around the table in turn order (Ambiguity 2). Window speed-up (9.1): seats with
 * nothing to play pass at once, silently; seats with a standing autopass pass at once, saying so.
 */
export function windowStep(ctx: Ctx): void {
  const s = ctx.s;
  const w = s.window;
  if (!w) return;
  for (;;) {
    while (w.idx < s.turnOrder.length) {
      const seat = at(s.turnOrder, w.idx);
      if (eligiblePlays(s, seat).length > 0) {
        if (!hasAutopass(s, seat)) {
          s.prompt = { p: 'window', seat };
          return;
        }
        say(ctx, 'event.autopassed', { player: seatMsg(s, seat) });
      }
      w.idx++;
    }
    if (s.options.window === 'untilAllPass' && w.playedThisRound) {
      w.idx = 0;
      w.round = (w.round ?? 0) + 1;
      w.playedThisRound = false;
      continue;
    }
    s.window = null;
    return;
  }
}
