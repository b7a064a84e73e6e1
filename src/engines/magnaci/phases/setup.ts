/** Setup step 10 (spec 3): in turn order, each player places 1 Estate in a Province of their choice. */
import type { Seat } from '../../kit/types.js';
import type { Ctx } from '../effects.js';

export function askInitialEstate(ctx: Ctx, seat: Seat): void {
  ctx.s.prompt = { p: 'initialEstate', seat };
}
