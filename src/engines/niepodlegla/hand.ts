/**
 * "My hand": Niepodległa hides nothing between players (it is cooperative), so this says so
 * and lists what is the seat's own: its characters and their dice, the dice it holds this
 * round, its activist tokens, its pawns, and the missions its pawns stand on.
 */
import type { Msg, Seat } from '../kit/types.js';
import { CHARACTER_DATA, CHARACTERS } from './data/dice.js';
import { TOKEN_DATA, TOKENS, type TokenId } from './data/tokens.js';
import { cardMsg, characterMsg, faceText, listMsg, m, symbolMsg, tokenMsg } from './msg.js';
import { availablePawns } from './plan.js';
import type { State } from './state.js';

function tokenWhat(id: TokenId): Msg {
  const data = TOKEN_DATA[id];
  return data.kind === 'SYMBOL'
    ? m('hand.tokenSymbol', { symbol: symbolMsg(data.symbol) })
    : m('hand.tokenMorale', { n: data.value });
}

export function hand(state: State, seat: Seat): Msg[] {
  const lines: Msg[] = [m('hand.nothingHidden')];

  const mine = CHARACTERS.filter((c) => state.characters[c] === seat);
  lines.push(m('hand.charactersHeader'));
  if (mine.length === 0) lines.push(m('hand.none'));
  for (const c of mine) {
    const d = CHARACTER_DATA[c];
    lines.push(
      m(state.prison.characterDice.includes(c) ? 'hand.characterPrison' : 'hand.character', {
        name: characterMsg(c),
        a: symbolMsg(d.a),
        b: symbolMsg(d.b),
      }),
    );
  }

  const dice = state.dice.filter((d) => d.holder === seat);
  if (dice.length > 0) {
    lines.push(m('hand.diceHeader'));
    for (const d of dice)
      lines.push(
        m(d.character ? 'hand.dieCharacter' : 'hand.dieNeutral', {
          name: d.character ? characterMsg(d.character) : '',
          face: faceText(d.face),
          words: listMsg(d.face.map(symbolMsg)),
        }),
      );
  }
  const alloc = state.alloc[seat];
  if (alloc !== null && alloc !== undefined) lines.push(m('hand.neutralDice', { n: alloc }));

  const tokens = TOKENS.filter((t) => state.tokens[t].holder === seat || state.tokens[t].owner === seat);
  lines.push(m('hand.tokensHeader'));
  if (tokens.length === 0) lines.push(m('hand.none'));
  for (const t of tokens) {
    const st = state.tokens[t];
    const key =
      st.owner === seat && st.holder !== null && st.holder !== seat
        ? 'hand.tokenLent'
        : st.owner !== seat
          ? 'hand.tokenBorrowed'
          : st.active
            ? 'hand.token'
            : 'hand.tokenSpent';
    lines.push(m(key, { token: tokenMsg(t), what: tokenWhat(t) }));
  }

  lines.push(
    m('hand.pawns', { n: availablePawns(state, seat), prison: state.final ? 0 : (state.prison.pawns[seat] ?? 0) }),
  );
  const missions = state.final
    ? state.final.small.filter((f) => f.pawn === seat).map((f) => cardMsg(f.card))
    : state.display.filter((d) => d.pawn === seat).map((d) => cardMsg(d.card));
  if (missions.length > 0) lines.push(m('hand.missions', { list: listMsg(missions) }));
  return lines;
}
