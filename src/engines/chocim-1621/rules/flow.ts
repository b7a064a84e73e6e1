/**
 * The week's automatic flow (spec 4.1–4.6): the engine runs every step that needs nobody's decision
 * and stops at the next owed decision. `cursor` says where to resume.
 */
import type { Rng } from '../../kit/rng.js';
import type { GameEvent } from '../../kit/types.js';
import { RESERVES } from '../data/board.js';
import { CHODKIEWICZ, strength } from '../data/cards.js';
import { DISPLAY_SIZE, HAND_TARGET, SUPPLY, WEATHER_LOSSES } from '../data/tracks.js';
import { countOf, other, SIDE_TYPES, type Side, type UnitType } from '../data/units.js';
import type { State } from '../state.js';
import { ottControlledPlcFields } from './board.js';
import { nextPlan } from './combat.js';
import { canAct } from './deploy.js';
import { effectsLeft, hasUnits, resolveEffect } from './effects.js';
import { cardMsg, msg, sideMsg } from './msgs.js';
import { mutinyCheck } from './mutiny.js';
import { startNegotiation } from './negotiation.js';
import { settleOccupation } from './occupation.js';
import { famine, startCulls, startRecall, summaryEnd, summaryFood, summaryReturn } from './summary.js';

/** Runs automatic steps until a decision is owed or the game is over. */
export function advance(s: State, events: GameEvent[], rng: Rng): void {
  let guard = 0;
  while (s.step === null && s.outcome === null) {
    if (++guard > 10_000) throw new Error('chocim-1621: flow does not progress');
    runCursor(s, events, rng);
  }
}

function runCursor(s: State, events: GameEvent[], rng: Rng): void {
  switch (s.cursor) {
    case 'prep':
      preparation(s, events, rng);
      return;
    case 'prep.rest':
      preparationRest(s, events);
      return;
    case 'prep.display':
      preparationEnd(s, events);
      return;
    case 'actions':
      nextTurn(s);
      return;
    case 'play': {
      const play = s.play;
      // Walking into an abandoned field may leave more units on its control than the limit:
      // the only move that can overfill a control, settled once per field before the play's plans.
      const walkIn = play?.walkIns.shift();
      if (walkIn) {
        settleOccupation(s, walkIn, 'walkIn', events);
        return;
      }
      if (!play || play.slots.length === 0) {
        s.play = null;
        s.active = other(play?.side ?? s.active);
        s.cursor = 'actions';
        return;
      }
      nextPlan(s, play, events, rng);
      return;
    }
    case 'diplomacy':
      diplomacy(s, events);
      return;
    case 'effects':
      s.phase = 'effects';
      events.push({ msg: msg('event.phase.effects') });
      // 4.4 step 1: the pitched battle effect first; it never asks anything.
      if (hasUnits(s, 'pitched_battle')) resolveEffect(s, 'pitched_battle', events, rng);
      s.cursor = 'effects.PLC';
      return;
    case 'effects.PLC':
    case 'effects.OTT': {
      // 4.4 steps 2–3: PLC resolves its effects in the order it picks, then OTT (D13/D14).
      const side: Side = s.cursor === 'effects.PLC' ? 'PLC' : 'OTT';
      const left = effectsLeft(s, side);
      const only = left[0];
      if (only === undefined) s.cursor = side === 'PLC' ? 'effects.OTT' : 'supply';
      else if (left.length === 1)
        resolveEffect(s, only, events, rng); // nothing to order [ruling PBP-1]
      else s.step = { kind: 'effectOrder', side };
      return;
    }
    case 'supply':
      supplyPhase(s, events);
      return;
    case 'summary':
      s.phase = 'summary';
      events.push({ msg: msg('event.phase.summary') });
      summaryReturn(s);
      s.cursor = 'summary.food';
      startRecall(s);
      return;
    case 'summary.food':
      summaryFood(s, events);
      s.cursor = 'summary.famine.PLC';
      startCulls(s, 'wounds', events); // step 3, died of wounds
      return;
    case 'summary.famine.PLC':
    case 'summary.famine.OTT': {
      const side: Side = s.cursor.endsWith('PLC') ? 'PLC' : 'OTT';
      s.cursor = side === 'PLC' ? 'summary.famine.OTT' : 'summary.hunger';
      if (famine(s, side) && s.collected[side].length > 0) s.step = { kind: 'famine', side };
      return;
    }
    case 'summary.hunger':
      s.cursor = 'summary.end';
      startCulls(s, 'hunger', events); // step 5, hungry and cold
      return;
    case 'summary.end':
      summaryEnd(s, events);
      return;
    case 'negotiation':
      startNegotiation(s, events, rng);
      return;
    default:
      throw new Error(`chocim-1621: unknown cursor ${s.cursor}`);
  }
}

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

function preparation(s: State, events: GameEvent[], rng: Rng): void {
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
  if (s.week >= 2) {
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
      s.cursor = 'prep.rest';
      if (losses > 0) s.step = { kind: 'weather', remaining: losses };
      return;
    }
  }
  s.cursor = 'prep.rest';
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

function preparationRest(s: State, events: GameEvent[]): void {
  s.cursor = 'prep.display';
  if (s.week < 2) return; // P2–P7 start in week 2
  s.bonusToken = 'available'; // P4
  mutinyCheck(s, events, true); // P5; may ask both sides where the mutinied units come from
}

function preparationEnd(s: State, events: GameEvent[]): void {
  if (s.week >= 2) {
    while (s.display.length < DISPLAY_SIZE && s.diplomacyDeck.length > 0) {
      const c = s.diplomacyDeck.shift();
      if (c !== undefined) s.display.push(c); // P6
    }
  }
  s.phase = 'actions';
  s.passed = { PLC: false, OTT: false };
  s.active = 'PLC'; // PLC always starts [TEXT]
  s.cursor = 'actions';
  events.push({ msg: msg('event.phase.actions') });
}

function nextTurn(s: State): void {
  if (!canAct(s, 'PLC') && !canAct(s, 'OTT')) {
    s.cursor = 'diplomacy';
    return;
  }
  if (!canAct(s, s.active)) s.active = other(s.active);
  s.step = { kind: 'turn' };
}

/** First picker (4.3, A-57): OTT if it holds a PLC field, else fewer routed units, tie PLC. */
export function firstPicker(s: State): Side {
  if (ottControlledPlcFields(s).length > 0) return 'OTT';
  const p = countOf(s.routed, 'PLC');
  const o = countOf(s.routed, 'OTT');
  return o < p ? 'OTT' : 'PLC';
}

function diplomacy(s: State, events: GameEvent[]): void {
  s.phase = 'diplomacy';
  events.push({ msg: msg('event.phase.diplomacy') });
  s.cursor = 'effects';
  if (s.display.length === 0) return;
  const first = firstPicker(s);
  events.push({ msg: msg('event.firstPicker', { side: sideMsg(first) }) });
  s.step = { kind: 'diplomacyPick', side: first, picksLeft: s.display.length };
}

function supplyPhase(s: State, events: GameEvent[]): void {
  s.phase = 'supply';
  for (const side of ['PLC', 'OTT'] as const) {
    const eat = Math.ceil(unitsInPlay(s, side) / 3);
    s.supply[side] = Math.max(SUPPLY[side].min, s.supply[side] - eat);
    events.push({ msg: msg('event.consume', { side: sideMsg(side), n: eat, left: s.supply[side] }) });
  }
  s.cursor = 'summary';
}

export function unitsInPlay(s: State, side: Side): number {
  let n = countOf(s.routed, side) + countOf(s.mutinied, side);
  for (const r of Object.values(s.reserves)) n += countOf(r, side);
  for (const u of Object.values(s.slots)) n += countOf(u, side);
  return n;
}
