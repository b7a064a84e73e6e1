/**
 * Senate (Senat, spec 4.2). Placement: in turn order, each seat in its turn places its face-down
 * cards. Resolution, office by office, is a contest (contests.ts: senateContest).
 */
import type { Seat } from '../../kit/types.js';
import type { Ctx } from '../effects.js';

export function askSenateBid(ctx: Ctx, seat: Seat): void {
  const s = ctx.s;
  s.drafts[seat] = {};
  s.confirmed[seat] = false;
  s.prompt = { p: 'sealed', phase: 'senate', seats: [seat] };
}
