/** Magnaci at the Table, for tests of trades: reaching a moment where a Law-card holder owes nothing. */
import type { Seat } from '../../src/engines/kit/types.js';
import type { MagnaciState } from '../../src/engines/magnaci/index.js';
import { magnaciGame } from '../../src/engines/magnaci/index.js';
import type { GameRecord } from '../../src/store/types.js';
import type { Harness } from './tableHarness.js';

/** Plays deadline defaults until some seat holds a Law card while another seat owes the decision. */
export async function untilALawHolderOwesNothing(
  h: Harness,
  gameId: string,
): Promise<{ game: GameRecord; holder: Seat }> {
  for (let step = 0; step < 300; step++) {
    const game = await h.game(gameId);
    const s = game.state as MagnaciState;
    const owing = new Set(magnaciGame.pending(s).map((d) => d.seat));
    const holder = s.players.findIndex((p, seat) => p.laws.length > 0 && !owing.has(seat));
    if (holder >= 0) return { game, holder };
    const d = magnaciGame.pending(s)[0];
    if (!d) throw new Error('the game ended first');
    h.advance(1);
    // The engine's default, as before missed deadlines were played by a bot: quick and fixed.
    await h.table.act({ gameId, seat: d.seat, source: 'default', action: magnaciGame.defaultAction(s, d.seat) });
  }
  throw new Error('no Law card holder owing nothing');
}
