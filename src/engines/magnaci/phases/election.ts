/** Royal Election (Elekcja, spec 4.1): the current Age's King is flipped; its symbol is the Royal Policy. */
import { at } from '../board.js';
import { kingById } from '../data/kings.js';
import { type Ctx, say } from '../effects.js';
import { kingMsg, m, symbolMsg } from '../msgs.js';
import { enterPhase } from './common.js';

export function royalElection(ctx: Ctx): void {
  const s = ctx.s;
  enterPhase(ctx, 'SENATE');
  const king = at(s.kings, s.age - 1);
  king.revealed = true;
  const data = kingById(king.id);
  say(ctx, 'event.age', { age: m(`age.${s.age}`) });
  say(ctx, 'event.election', { king: kingMsg(king.id), symbol: symbolMsg(data.symbol) });
}
