/**
 * The round structure (§4, §6) as a declared sequence of phases. Effects run through one queue;
 * the queue stops at a group decision (state.choice) or while phase 2 awaits the players.
 *
 *   plan (1) → fight (2) → negative (3) → morale (4) → positive (5) → end (6) → plan …
 *   end of round 9 → finalSetup (11 November, border-defence setup, D opt-in) → finalPlan → finalFight → over
 */
import type { Rng } from '../kit/rng.js';
import type { Msg } from '../kit/types.js';
import { bolsheviksOnMap, controlledCount, flipTsarist, isControlled, regionControlled } from './board.js';
import { mission, threat, timeFieldEffects } from './cards.js';
import { applyChoice, choiceOptions, defaultOptionId, isChoiceStep, isEffectStep } from './choices.js';
import { bestFinal, dCovered, requiredMet, seatCompletion } from './completion.js';
import { countRow } from './data/counts.js';
import { CHARACTERS, characterFaces, NEUTRAL_FACES } from './data/dice.js';
import type { FlipCondition } from './data/finals.js';
import { D_CARDS, parisRequired, SMALL_FINALS, warsawRequired } from './data/finals.js';
import { REGION_DATA, REGIONS } from './data/map.js';
import type { Face } from './data/symbols.js';
import {
  FINAL_ROUND,
  MEETING_SUM,
  MORALE_MARKERS,
  NEUTRAL_DICE,
  REVOLUTION_ROUND,
  TRACK_PROFITS,
} from './data/tracks.js';
import { dieLabel } from './legal.js';
import { cardMsg, listMsg, m, playerMsg } from './msg.js';
import { type Events, flipAllTokens, loseMorale, resolveSimple, rollBlack, say } from './resolve.js';
import type { Die, QueueItem, State } from './state.js';

/** Runs the queue and the phase sequence until a decision is owed or the game is over. */
export function run(s: State, rng: Rng, ev: Events): void {
  for (let guard = 0; guard < 100_000; guard++) {
    if (s.outcome) {
      s.phase = 'over';
      s.queue = [];
      s.choice = null;
      return;
    }
    if (s.choice) return;
    const item = s.queue.shift();
    if (item) {
      processItem(s, item, rng, ev);
      continue;
    }
    if ((s.phase === 'fight' || s.phase === 'finalFight') && !s.fightOver) return;
    nextPhase(s, rng, ev);
  }
  throw new Error('niepodlegla: the rules loop did not settle');
}

/** Resolves queued effects only (no phase change): stops at a group decision or an empty queue. */
export function drainQueue(s: State, rng: Rng, ev: Events): void {
  while (!s.outcome && !s.choice) {
    const item = s.queue.shift();
    if (!item) return;
    processItem(s, item, rng, ev);
  }
}

function processItem(s: State, item: QueueItem, rng: Rng, ev: Events): void {
  const step = item.step;
  switch (step.k) {
    case 'drawThreat':
      drawThreat(s, ev);
      return;
    case 'threatBottom':
      threatBottom(s, step.card, ev);
      return;
    case 'advanceTime':
      advanceTime(s, step.cause, rng, ev);
      return;
    default:
      break;
  }
  if (isChoiceStep(step)) {
    const options = choiceOptions(s, item);
    if (options.length === 0) {
      if (step.k === 'ind' || step.k === 'ind2') say(s, ev, 'event.ind.noSupply');
      if (step.k === 'imprison') say(s, ev, 'event.prison.nothing');
      return;
    }
    const only = options[0];
    if (options.length === 1 && only) {
      applyChoice(s, item, only.value, ev);
      return;
    }
    s.choice = { item, options, defaultOption: defaultOptionId(s, item, options), proposal: null, proposers: [] };
    return;
  }
  if (isEffectStep(step)) resolveSimple(s, step, item, rng, ev);
}

function nextPhase(s: State, rng: Rng, ev: Events): void {
  switch (s.phase) {
    case 'plan':
      startFight(s, rng, ev);
      return;
    case 'fight':
      endFight(s, ev);
      beginNegative(s, ev);
      return;
    case 'negative':
      beginMorale(s, ev);
      return;
    case 'morale':
      beginPositive(s, ev);
      return;
    case 'positive':
      cleanupRound(s);
      s.phase = 'end';
      s.queue.push({ step: { k: 'advanceTime', cause: 'round' }, source: { kind: 'time', id: String(s.round + 1) } });
      return;
    case 'end':
      refillDisplay(s, ev);
      refillPools(s, ev);
      beginPlan(s, ev);
      return;
    case 'finalSetup':
      drawD(s, rng, ev);
      beginPlan(s, ev);
      return;
    case 'finalPlan':
      startFight(s, rng, ev);
      return;
    case 'finalFight':
      endFinal(s, rng, ev);
      return;
    case 'over':
      return;
  }
}

// ---------------------------------------------------------------- phase 1

export function beginPlan(s: State, ev: Events): void {
  s.phase = s.final ? 'finalPlan' : 'plan';
  s.revealed = [];
  s.alloc = Array(s.players).fill(null);
  say(s, ev, s.final ? 'event.phase.finalPlan' : 'event.phase.plan', { round: s.round });
  for (let seat = 0; seat < s.players; seat++)
    s.queue.push({ step: { k: 'planPawns', seat }, source: { kind: 'plan', id: String(seat) } });
  for (let seat = 0; seat < s.players; seat++)
    s.queue.push({ step: { k: 'planDice', seat }, source: { kind: 'plan', id: String(seat) } });
}

// ---------------------------------------------------------------- phase 2

function rollFace(faces: readonly (readonly Face[])[], rng: Rng): Face[] {
  return [...(faces[rng.die(faces.length) - 1] ?? [])];
}

export function rollDie(d: Die, rng: Rng): void {
  d.face = rollFace(d.character ? characterFaces(d.character) : NEUTRAL_FACES, rng);
}

/** Dice and their faces in words ("kość: Józef Piłsudski (👥⚔), kość neutralna 3 (💰)"). */
export function diceText(dice: readonly Die[]): Msg {
  return listMsg(dice.map(dieLabel));
}

/** First roll (§4.2 step 2.1): every seat rolls its neutral dice, then its free character dice. */
function startFight(s: State, rng: Rng, ev: Events): void {
  s.phase = s.final ? 'finalFight' : 'fight';
  say(s, ev, 'event.phase.fight');
  const dice: Die[] = [];
  let n = 0;
  for (let seat = 0; seat < s.players; seat++) {
    const mine: Die[] = [];
    for (let i = 0; i < (s.alloc[seat] ?? 0); i++) {
      n++;
      mine.push({ id: `n${String(n).padStart(2, '0')}`, character: null, face: [], holder: seat });
    }
    for (const c of CHARACTERS)
      if (s.characters[c] === seat && !s.prison.characterDice.includes(c))
        mine.push({ id: c.toLowerCase(), character: c, face: [], holder: seat });
    for (const d of mine) rollDie(d, rng);
    if (mine.length > 0) say(s, ev, 'event.roll', { seat: playerMsg(s, seat), dice: diceText(mine) });
    dice.push(...mine);
  }
  s.dice = dice;
  s.done = Array(s.players).fill(false);
  s.priority = Array(s.players).fill(null);
  s.fightOver = s.morale.pool <= 0;
  if (s.final) checkFinal(s, ev);
}

/** End of phase 2 in rounds 1–9: each seat's best allocation completes missions; used tokens turn grey. */
function endFight(s: State, ev: Events): void {
  s.completed = [];
  for (let seat = 0; seat < s.players; seat++) {
    const c = seatCompletion(s, seat);
    for (const card of c.cards) {
      s.completed.push({ card, seat });
      say(s, ev, 'event.mission.completed', { mission: cardMsg(card), seat: playerMsg(s, seat) });
    }
    for (const t of c.tokens) s.tokens[t].active = false;
  }
  const order = s.display.map((d) => d.card);
  s.completed.sort((a, b) => order.indexOf(a.card) - order.indexOf(b.card));
}

// ---------------------------------------------------------------- phase 3

function beginNegative(s: State, ev: Events): void {
  s.phase = 'negative';
  say(s, ev, 'event.phase.negative');
  const p = s.prison;
  if (p.morale + p.neutralDice + p.characterDice.length + p.pawns.reduce((a, b) => a + b, 0) > 0) {
    // A released morale marker goes to the reserve, not the pool (ruling A9).
    s.prison = { morale: 0, neutralDice: 0, pawns: Array(s.players).fill(0), characterDice: [] };
    say(s, ev, 'event.prison.released');
  }
  const done = new Set(s.completed.map((c) => c.card));
  for (const d of s.display) {
    const mi = mission(s, d.card);
    const untaken = d.pawn === null;
    const failedExcl = mi.excl && d.pawn !== null && !done.has(d.card);
    if (!untaken && !failedExcl) continue;
    say(s, ev, untaken ? 'event.mission.untaken' : 'event.mission.exclFailed', { mission: cardMsg(d.card) });
    for (const e of mi.loseFx) s.queue.push({ step: e, source: { kind: 'mission', id: d.card } });
  }
}

// ---------------------------------------------------------------- phase 4

/** Threat cards due at the morale check (§4.4), decided once before drawing (A25). */
export function threatsDue(pool: number, x: boolean): number {
  if (x) return 4;
  if (pool >= 6) return 0;
  if (pool >= 4) return 0;
  if (pool >= 2) return 1;
  return 2;
}

function beginMorale(s: State, ev: Events): void {
  s.phase = 'morale';
  const pool = s.morale.pool;
  const n = threatsDue(pool, s.morale.x);
  say(s, ev, 'event.moraleCheck', { pool, n });
  if (!s.morale.x && pool >= 6) {
    const field = s.round + 1;
    if (s.shieldField === field) say(s, ev, 'event.shield.wasted');
    else {
      s.shieldField = field;
      say(s, ev, 'event.shield.placed', { field });
    }
  }
  for (let i = 0; i < n; i++) s.queue.push({ step: { k: 'drawThreat' }, source: { kind: 'threat', id: 'check' } });
}

function drawThreat(s: State, ev: Events): void {
  const deck = s.round < REVOLUTION_ROUND ? s.threats.early : s.threats.late;
  const id = deck.shift();
  if (id === undefined) {
    say(s, ev, 'event.threat.empty');
    return;
  }
  s.revealed.push(id);
  say(s, ev, 'event.threat.drawn', { card: m(`threat.${id}`) });
  const t = threat(id);
  const items: QueueItem[] = t.topFx.map((e) => ({ step: e, source: { kind: 'threat', id } }));
  if (t.bottom) items.push({ step: { k: 'threatBottom', card: id }, source: { kind: 'threat', id } });
  s.queue.unshift(...items);
}

/** The bottom part applies when its condition fails (ruling A6, switchable). */
export function bottomApplies(s: State, id: string): boolean {
  const t = threat(id);
  if (!t.bottom) return false;
  const empty = t.bottom.regions.map((r) => REGION_DATA[r].cities.every((c) => !isControlled(s, c)));
  return s.options.threatBottom === 'all' ? empty.every(Boolean) : empty.some(Boolean);
}

function threatBottom(s: State, id: string, ev: Events): void {
  if (!bottomApplies(s, id)) {
    say(s, ev, 'event.threat.bottomSafe', { card: m(`threat.${id}`) });
    return;
  }
  say(s, ev, 'event.threat.bottom', { card: m(`threat.${id}`) });
  s.queue.unshift(...threat(id).bottomFx.map((e) => ({ step: e, source: { kind: 'threat' as const, id } })));
}

// ---------------------------------------------------------------- phase 5

function beginPositive(s: State, ev: Events): void {
  s.phase = 'positive';
  say(s, ev, 'event.phase.positive');
  for (const c of s.completed)
    for (const e of mission(s, c.card).winFx)
      s.queue.push({ step: e, source: { kind: 'mission', id: c.card }, actor: c.seat });
}

/** End of phase 5: completed missions leave, pawns, dice and lent tokens go back. */
function cleanupRound(s: State): void {
  const done = new Set(s.completed.map((c) => c.card));
  s.display = s.display.filter((d) => !done.has(d.card)).map((d) => ({ card: d.card, pawn: null }));
  for (const t of Object.values(s.tokens)) t.holder = t.owner;
  s.dice = [];
  s.alloc = Array(s.players).fill(null);
  s.done = Array(s.players).fill(false);
  s.priority = Array(s.players).fill(null);
  s.completed = [];
  s.fightOver = false;
}

// ---------------------------------------------------------------- phase 6 and time

function advanceTime(s: State, cause: 'round' | 'jump', rng: Rng, ev: Events): void {
  s.round += 1;
  say(s, ev, cause === 'jump' ? 'event.time.jump' : 'event.time.round', { round: s.round });
  if (s.round === REVOLUTION_ROUND) februaryRevolution(s, ev);
  if (s.round === FINAL_ROUND) {
    beginFinal(s, rng, ev);
    return;
  }
  const fx = timeFieldEffects(s.round);
  if (cause === 'round' && s.shieldField === s.round) {
    s.shieldField = null;
    say(s, ev, fx.length > 0 ? 'event.shield.used' : 'event.shield.wasted');
    return;
  }
  if (s.shieldField !== null && s.shieldField <= s.round) s.shieldField = null;
  s.queue.unshift(...fx.map((e) => ({ step: e, source: { kind: 'time' as const, id: String(s.round) } })));
}

/** Round 6 (§5.8): tsarist → Bolshevik, early threats under the late deck, all tokens active. */
function februaryRevolution(s: State, ev: Events): void {
  flipTsarist(s);
  s.threats.late = [...s.threats.late, ...s.threats.early];
  s.threats.early = [];
  flipAllTokens(s);
  say(s, ev, 'event.february');
}

function refillDisplay(s: State, ev: Events): void {
  const want = countRow(s.players).display;
  let added = 0;
  while (s.display.length < want) {
    const card = s.stack.shift();
    if (card === undefined) break;
    s.display.push({ card, pawn: null });
    added++;
  }
  if (added > 0) say(s, ev, 'event.display.refilled', { n: added });
}

export function moraleBonus(s: State): number {
  const fields = Object.entries(TRACK_PROFITS.accord).filter(
    ([lvl, p]) => p === 'MORALE_BONUS' && Number(lvl) <= s.accord,
  );
  const regions = REGIONS.filter((r) => REGION_DATA[r].reward === 'MORALE' && regionControlled(s, r)).length;
  return fields.length + regions;
}

export function diceBonus(s: State): number {
  return REGIONS.filter((r) => REGION_DATA[r].reward === 'NEUTRAL_DIE' && regionControlled(s, r)).length;
}

/** Phase 6 step 4 (§4.6): base + bonuses − prison, within the physical caps (A12, A43). */
export function refillPools(s: State, ev: Events): void {
  const row = countRow(s.players);
  const dice = row.neutralDice + diceBonus(s) - s.prison.neutralDice;
  s.neutralPool = Math.max(0, Math.min(NEUTRAL_DICE - s.prison.neutralDice, dice));
  const morale = row.morale + moraleBonus(s) - s.prison.morale;
  s.morale = { pool: Math.max(0, Math.min(MORALE_MARKERS - s.prison.morale, morale)), temp: 0, x: false };
  say(s, ev, 'event.refill', { morale: s.morale.pool, dice: s.neutralPool });
}

// ---------------------------------------------------------------- the final round

function flips(s: State, c: FlipCondition): boolean {
  switch (c.kind) {
    case 'accordAbove':
      return s.accord > c.value;
    case 'foreignAbove':
      return s.foreign > c.value;
    case 'cityControlled':
      return isControlled(s, c.city);
    case 'allControlled':
      return c.cities.every((x) => isControlled(s, x));
    case 'atLeastControlled':
      return c.cities.filter((x) => isControlled(s, x)).length >= c.count;
    case 'controlledAreasAbove':
      return controlledCount(s) > c.value;
  }
}

/** 11 November 1918 and the border-defence setup (§6.1–6.2). */
function beginFinal(s: State, rng: Rng, ev: Events): void {
  const sum = s.accord + s.foreign;
  if (sum < MEETING_SUM) {
    say(s, ev, 'event.november.lost', { sum });
    s.outcome = { win: false, reason: 'november', score: null, dCompleted: 0 };
    return;
  }
  say(s, ev, 'event.november.won', { sum });
  s.phase = 'finalSetup';
  flipAllTokens(s);
  s.display = [];
  s.shieldField = null;
  // Ruling A18: pawns come out of prison now; dice and morale stay for the final round.
  s.prison.pawns = Array(s.players).fill(0);
  const count = countRow(s.players).smallFinals;
  const drawn = rng.shuffle(SMALL_FINALS.map((f) => f.id)).slice(0, count);
  const small = drawn.map((card) => {
    const f = SMALL_FINALS.find((x) => x.id === card);
    const easy = f ? flips(s, f.flip) : false;
    if (easy) say(s, ev, 'event.final.flipped', { card: cardMsg(card) });
    return { card, easy, pawn: null };
  });
  s.final = {
    paris: parisRequired(s.accord, s.foreign),
    warsaw: warsawRequired(bolsheviksOnMap(s)),
    small,
    d: [],
    dWanted: 0,
    stopped: false,
  };
  say(s, ev, 'event.final.main', { paris: s.final.paris, warsaw: s.final.warsaw });
  refillPools(s, ev);
  if (s.options.dChallenges) s.queue.push({ step: { k: 'dCount' }, source: { kind: 'final', id: 'D' } });
}

function drawD(s: State, rng: Rng, ev: Events): void {
  const f = s.final;
  if (!f || f.dWanted <= 0) return;
  f.d = rng.shuffle(D_CARDS.map((d) => d.id)).slice(0, f.dWanted);
  say(s, ev, 'event.final.d', { n: f.d.length });
}

/** After every action of the final phase 2: immediate victory or defeat (§6.3, ruling A22). */
export function checkFinal(s: State, ev: Events): void {
  const f = s.final;
  if (!f || s.outcome) return;
  const met = requiredMet(s);
  if (met && (f.d.length === 0 || dCovered(s) === f.d.length)) {
    finishFinal(s, true, 'victory', ev);
    return;
  }
  if (s.morale.pool <= 0) {
    if (met) s.fightOver = true;
    else finishFinal(s, false, 'morale', ev);
    return;
  }
  if (met && s.done.every(Boolean)) s.fightOver = true;
}

function finishFinal(s: State, win: boolean, reason: 'victory' | 'morale' | 'dPenalty', ev: Events): void {
  const best = bestFinal(s);
  const dIds = new Set(s.final?.d ?? []);
  const dCompleted = best.cards.filter((c) => dIds.has(c)).length;
  s.outcome = { win, reason, score: best.points, dCompleted };
  say(s, ev, win ? 'event.victory' : 'event.defeat.final', { score: best.points });
}

/**
 * D penalty (§6.3): one black die per unfinished D card. The game is lost only when morale falls
 * to zero "in this way" (original: "spadnie w ten sposób do zera"): some roll took markers and the
 * pool is empty afterwards. A pool already at 0 survives blank rolls (ruling dPenaltyFall).
 */
function endFinal(s: State, rng: Rng, ev: Events): void {
  const f = s.final;
  if (!f || s.outcome) return;
  const open = f.d.length - dCovered(s);
  f.stopped = true;
  let struck = false;
  for (let i = 0; i < open; i++) {
    const n = rollBlack(rng);
    say(s, ev, 'event.dPenalty', { value: n });
    if (n > 0) struck = true;
    loseMorale(s, n, ev);
  }
  const lost = struck && s.morale.pool <= 0;
  finishFinal(s, !lost, lost ? 'dPenalty' : 'victory', ev);
}
