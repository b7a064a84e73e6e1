/** Message helpers (the kit's `msg`): every player-facing text is an i18n key under `niepodlegla.`. */
import { msg } from '../kit/msg.js';
import type { Msg } from '../kit/types.js';
import type { ObstacleKind } from './data/counts.js';
import { CHARACTERS, type Character } from './data/dice.js';
import type { City, Region } from './data/map.js';
import type { Face } from './data/symbols.js';
import { TOKEN_DATA, type TokenId } from './data/tokens.js';
import type { Effect, Target } from './effects.js';
import type { State } from './state.js';

export const m = msg('niepodlegla');

export function cityMsg(c: City): Msg {
  return m(`city.${c}`);
}
export function regionMsg(r: Region): Msg {
  return m(`region.${r}`);
}
export function obstacleMsg(k: ObstacleKind): Msg {
  return m(`obstacle.${k}`);
}
export function characterMsg(c: Character): Msg {
  return m(`character.${c}`);
}
/** An activist token by what it gives ("żeton działacza nr 1: walka"), never by its id. */
export function tokenMsg(t: TokenId): Msg {
  const data = TOKEN_DATA[t];
  const n = Number(t.slice(2));
  return data.kind === 'SYMBOL'
    ? m('token.symbol', { n, symbol: symbolMsg(data.symbol) })
    : m('token.morale', { n, value: data.value });
}
/** The seat by number ("Gracz 1"); the Table shows the player's name in its place. */
export function seatMsg(seat: number): Msg {
  return m('seat', { n: seat + 1 });
}

/**
 * A player as the game names them: the person (the Table puts the name in place of the seat
 * number) and the characters whose dice they hold ("Ala · Józef Piłsudski i Roman Dmowski").
 */
export function playerMsg(s: Pick<State, 'characters'>, seat: number): Msg {
  const chars = CHARACTERS.filter((c) => s.characters[c] === seat);
  if (chars.length === 0) return seatMsg(seat);
  return m('player', { seat: seatMsg(seat), characters: andMsg(chars.map(characterMsg)) });
}

/** "a, b i c": a list that ends with a conjunction. */
export function andMsg(items: Msg[]): Msg {
  if (items.length <= 1) return items[0] ?? m('list.none');
  return m('list.and', { a: listMsg(items.slice(0, -1)), b: items[items.length - 1] as Msg });
}

/** Mission and final cards by id: the printed title where known, else "Mission A-nn" (or "Random mission R-nn"). */
export function cardMsg(id: string): Msg {
  // Cards of the randomised deck (R-nn) have no printed title.
  return id.startsWith('R-') ? m('card.random', { id }) : m(`card.${id}`);
}

const ICON: Record<Face, string> = { PEOPLE: '👥', DIPLOMACY: '🕊', MONEY: '💰', FIGHT: '⚔', JOKER: '★' };

/** A die face as icons, language-neutral (e.g. "👥🕊"). */
export function faceText(face: readonly Face[]): string {
  return face.map((f) => ICON[f]).join('');
}

export function listMsg(items: Msg[]): Msg {
  if (items.length === 0) return m('list.none');
  let out = items[0] ?? m('list.none');
  for (const next of items.slice(1)) out = m('list.pair', { a: out, b: next });
  return out;
}

/** A die symbol in words ("walka"), for boards and texts that cannot show the icons. */
export function symbolMsg(f: Face): Msg {
  return m(`symbol.${f}`);
}

/** Where an effect lands, in the short form that fits on a card. */
function targetMsg(target: Target): Msg {
  switch (target.t) {
    case 'city':
      return cityMsg(target.city);
    case 'region':
      return m(`fx.region.${target.region}`);
    case 'group':
      return m(`fx.group.${target.group}`);
    case 'any':
      return m('fx.any');
    default: {
      const never: never = target;
      throw new Error(`niepodlegla: unknown target ${JSON.stringify(never)}`);
    }
  }
}

/** One printed effect (§2.7) as a short line for a card face, e.g. "przeszkoda rosyjska: Kresy". */
export function effectMsg(e: Effect): Msg {
  switch (e.k) {
    case 'track':
      return m(`fx.track.${e.track}`, { delta: e.delta > 0 ? '+1' : '−1' });
    case 'ind':
      return m('fx.ind', { where: targetMsg(e.target) });
    case 'ind2':
      return m('fx.ind2', { where: targetMsg(e.target) });
    case 'obs':
      return m(`fx.obs.${e.kind}`, { where: targetMsg(e.target) });
    case 'obs2':
      return m(`fx.obs2.${e.kind}`, { where: targetMsg(e.target) });
    case 'time':
    case 'black':
    case 'remove':
    case 'defeat':
    case 'shield':
      return m(`fx.${e.k}`);
    case 'die':
      return m('fx.die', { character: characterMsg(e.character) });
    case 'token': {
      const data = TOKEN_DATA[e.token];
      return data.kind === 'SYMBOL'
        ? m('fx.token.symbol', { id: e.token, symbol: symbolMsg(data.symbol) })
        : m('fx.token.morale', { id: e.token, n: data.value });
    }
    case 'discardUntaken':
      return m('fx.discardUntaken', { n: e.n });
    case 'imprison':
      return m(`fx.imprison.${e.what}`);
    default: {
      const never: never = e;
      throw new Error(`niepodlegla: unknown effect ${JSON.stringify(never)}`);
    }
  }
}
