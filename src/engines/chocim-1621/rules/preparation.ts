/**
 * The preparation phase (spec 4.1, faza przygotowań): P1 draw, from week 2 on P2 leaders face up,
 * P3 the circumstances of weeks 4 and 5, P4 the bonus token, P5 the mutiny check, P6 the display.
 */
import type { Rng } from '../../kit/rng.js';
import type { GameEvent } from '../../kit/types.js';
import { RESERVES } from '../data/board.js';
import { CHODKIEWICZ, strength } from '../data/cards.js';
import { DISPLAY_SIZE, HAND_TARGET, WEATHER_LOSSES } from '../data/tracks.js';
import { countOf, SIDE_TYPES, type Side, type UnitType } from '../data/units.js';
import type { State } from '../state.js';
import { cardMsg, msg, sideMsg } from './msgs.js';
import { mutinyCheck } from './mutiny.js';

function drawOfficers(s: State, side: Side, n: number, rng: Rng, events: GameEvent[]): void {
  const drawn: string[] = [];
  for (let i = 0; i < n; i++) {
    if (s.decks[side].length === 0) {
      // an empty deck is rebuilt from the used pile.
      if (s.usedPile[side].length === 0) break;
      s.decks[side] = rng.shuffle(s.usedPile[side]);
      s.usedPile[side] = [];
      events.push({ msg: msg('event.reshuffle', { side: sideMsg(side) }) });
    }
    const card = s.decks[side].shift();
    if (card === undefined) break;
    s.hands[side].push(card);
    drawn.push(card);
  }
  events.push({ msg: msg('event.draw', { side: sideMsg(side), n: drawn.length }) });
  for (const c of drawn) events.push({ msg: msg('event.drawnCard', { card: cardMsg(c) }), to: [s.seatOf[side]] });
}

function handCount(s: State, side: Side): number {
  return s.hands[side].length + (s.rules.handLimitCountsLeaders ? s.leaders[side].length : 0);
}

/** P1–P3; in weeks 4 and 5 OTT then owes its weather losses (the step is set). */
export function preparation(s: State, events: GameEvent[], rng: Rng): void {
  s.phase = 'preparation';
  events.push({ msg: msg('event.week', { week: s.week }) });
  // P1: draw up to 7 / 8 in total; +1 with the extra-card token; never discard.
  for (const side of ['PLC', 'OTT'] as const) {
    let target = HAND_TARGET[side];
    if (s.extraCard[side] === 'taken') {
      target++;
      s.extraCard[side] = 'onBoard'; // P7 puts the spent token back
    }
    drawOfficers(s, side, Math.max(0, target - handCount(s, side)), rng, events);
  }
  if (s.week < 2) return;
  // P2: leaders used last week are face up again.
  for (const side of ['PLC', 'OTT'] as const) for (const l of s.leaders[side]) l.used = false;
  // P3: circumstances on the time track.
  if (s.week === 4) {
    const had = s.leaders.PLC.some((l) => l.id === CHODKIEWICZ);
    s.leaders.PLC = s.leaders.PLC.filter((l) => l.id !== CHODKIEWICZ);
    if (had) s.removedCards.push(CHODKIEWICZ);
    events.push({ msg: msg('event.chodkiewicz') });
    drawOfficers(s, 'PLC', 1, rng, events);
  }
  if (s.week === 5 && s.rules.week5ExtraCommanderCard) drawOfficers(s, 'PLC', 1, rng, events);
  if (s.week === 4 || s.week === 5) {
    const card = s.diplomacyDeck.shift();
    if (card !== undefined) {
      s.collected.PLC.push(card);
      events.push({ msg: msg('event.reliefCard', { side: sideMsg('PLC') }) });
      events.push({ msg: msg('event.reliefCardPrivate', { strength: strength(card) }), to: [s.seatOf.PLC] });
    }
    const losses = Math.min(WEATHER_LOSSES[s.week] ?? 0, ottOnBoardOrMutinied(s));
    events.push({ msg: msg(s.week === 4 ? 'event.weather4' : 'event.weather5', { n: losses }) });
    if (losses > 0) s.step = { kind: 'weather', remaining: losses };
  }
}

function ottOnBoardOrMutinied(s: State): number {
  let n = countOf(s.mutinied, 'OTT');
  for (const r of Object.values(s.reserves)) n += countOf(r, 'OTT');
  for (const u of Object.values(s.slots)) n += countOf(u, 'OTT');
  return n;
}

/** Where an Ottoman weather loss may be taken from: reserves, actions or the mutinied area. */
export function weatherSources(s: State): { from: string; unit: UnitType }[] {
  const out: { from: string; unit: UnitType }[] = [];
  const add = (from: string, have: Record<UnitType, number>) => {
    for (const t of SIDE_TYPES.OTT) if (have[t] > 0) out.push({ from, unit: t });
  };
  add('mutinied', s.mutinied);
  for (const r of RESERVES) add(`r:${r}`, s.reserves[r]);
  for (const slot of Object.keys(s.slots).sort()) add(`s:${slot}`, s.slots[slot] ?? s.mutinied);
  return out;
}

/** P4–P5; the mutiny check may ask both sides where the mutinied units come from (the step is set). */
export function preparationRest(s: State, events: GameEvent[]): void {
  if (s.week < 2) return; // P2–P7 start in week 2
  s.bonusToken = 'available'; // P4
  mutinyCheck(s, events, true); // P5
}

/** P6, and the actions phase opens: PLC always starts [TEXT]. */
export function preparationEnd(s: State, events: GameEvent[]): void {
  if (s.week >= 2) {
    while (s.display.length < DISPLAY_SIZE && s.diplomacyDeck.length > 0) {
      const c = s.diplomacyDeck.shift();
      if (c !== undefined) s.display.push(c); // P6
    }
  }
  s.phase = 'actions';
  s.passed = { PLC: false, OTT: false };
  s.active = 'PLC';
  events.push({ msg: msg('event.phase.actions') });
}
