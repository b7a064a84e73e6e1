/**
 * Sejm (spec 4.3). Step 1 deals the Law cards; the placement is common (common.ts: openSealed) and
 * each field I–V is a contest (contests.ts: sejmContest).
 */
import { type Ctx, say } from '../effects.js';
import { fieldName, lawMsg } from '../msgs.js';
import { enterPhase } from './common.js';

/** Sejm step 1: the top 5 Law cards go face up on fields I–V. */
export function dealLaws(ctx: Ctx): void {
  const s = ctx.s;
  enterPhase(ctx, 'SEJM');
  s.wonThisSejm = s.players.map(() => []);
  s.sejmFields = [];
  for (let i = 0; i < 5; i++) {
    const card = s.lawDeck.shift() ?? null;
    s.sejmFields.push(card);
    if (card) say(ctx, 'event.lawDealt', { field: fieldName(i), card: lawMsg(card) });
  }
}
