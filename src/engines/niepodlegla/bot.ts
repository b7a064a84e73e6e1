/**
 * Niepodległa's bot: nothing is private between the players, only the order of the mission
 * stack (deck by deck: the back of the top card shows its deck) and of the threat decks; those
 * are shuffled again. Positions are judged from the team's side: morale, the separation track,
 * independence on the map against obstacles, and completed missions.
 */
import type { BotGame } from '../kit/bot.js';
import type { Rng } from '../kit/rng.js';
import type { Seat } from '../kit/types.js';
import { nextState } from '../kit/update.js';
import type { Action } from './actions.js';
import { coveredSlots } from './allocation.js';
import { obstacleCount } from './board.js';
import { mission } from './cards.js';
import { allUnits, bestFinal, finalCards, requiredMet, seatCompletion } from './completion.js';
import { CHARACTER_DATA, CHARACTERS, characterFaces, NEUTRAL_FACES } from './data/dice.js';
import type { City } from './data/map.js';
import type { Face } from './data/symbols.js';
import { TOKENS } from './data/tokens.js';
import { MEETING_SUM, TRACK_MAX } from './data/tracks.js';
import type { Effect } from './effects.js';
import { doneAllowed, fightActive, moraleTokenUsable } from './legal.js';
import type { State } from './state.js';
import { severity, sum, value } from './weights.js';

function reshuffle(cards: string[], rng: Rng): string[] {
  const out = [...cards].sort();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j] as string, out[i] as string];
  }
  return out;
}

/** The stack keeps its decks in order (1, 2, 3); the cards within each deck are reshuffled. */
function reshuffleStack(state: State, rng: Rng): string[] {
  const runs: string[][] = [];
  let deck: string | null = null;
  for (const id of state.stack) {
    const d = mission(state, id).deck;
    if (d !== deck || runs.length === 0) {
      runs.push([]);
      deck = d;
    }
    runs[runs.length - 1]?.push(id);
  }
  return runs.flatMap((run) => reshuffle(run, rng));
}

export function determinize(real: State, _seat: Seat, rng: Rng): State {
  const state = nextState(real);
  state.stack = reshuffleStack(state, rng);
  state.threats = { early: reshuffle(state.threats.early, rng), late: reshuffle(state.threats.late, rng) };
  return state;
}

export function evaluate(state: State, _seat: Seat): number {
  if (state.final) {
    // The final round: the required missions covered, then points, with morale to reroll.
    const met = requiredMet(state) ? 40 : 0;
    return 100 + met + 2 * bestFinal(state).points + 3 * state.morale.pool;
  }
  let map = 0;
  for (const c of Object.values(state.cities)) map += c.ind - obstacleCount(c);
  // 11 November is lost below the meeting sum (§6.1): each step towards it counts most.
  const separation = state.accord + state.foreign;
  const towards = 6 * Math.min(separation, MEETING_SUM) + Math.max(0, separation - MEETING_SUM);
  return towards + 2 * state.morale.pool + map + 2 * state.completed.length;
}

// ---------------------------------------------------------------- the team's strategy

/**
 * How much a printed effect matters to the team now. Unlike the deadline default (§9.3, "least
 * harmful"), it plays for the two ways the game is lost: the separation markers must meet by
 * 11 November, so every step of a track counts most while they have not; and morale.
 */
function gain(s: State, e: Effect): number {
  // Past the meeting, each step still lowers what Paris asks at the final (§2.9) down to sum 16.
  const short = s.accord + s.foreign < MEETING_SUM + 6;
  if (e.k === 'track') {
    if (e.delta > 0) return (e.track === 'foreign' ? s.foreign : s.accord) >= TRACK_MAX ? 0 : short ? 14 : 3;
    return 0;
  }
  return value(s, e);
}

function loss(s: State, e: Effect): number {
  const short = s.accord + s.foreign <= MEETING_SUM + 6;
  if (e.k === 'track' && e.delta < 0) {
    const at = e.track === 'foreign' ? s.foreign : s.accord;
    return at === 0 ? 0 : short ? 14 : 4;
  }
  if (e.k === 'time') return s.round >= 9 ? 0 : 10;
  return severity(s, e);
}

/** A mission's worth to the team if a pawn takes it: what winning brings and what it blocks. */
function missionWorth(s: State, id: string): number {
  const mi = mission(s, id);
  const win = sum(mi.winFx.map((e) => gain(s, e)));
  const lose = sum(mi.loseFx.map((e) => loss(s, e)));
  // An "!" mission hurts when failed as when untaken; others hurt only untaken.
  return win + (mi.excl ? 0.3 : 1) * lose - 1.5 * (mi.req.length - 2);
}

/** How well a seat's dice (characters, tokens) fit a requirement. */
function fit(s: State, seat: Seat, req: readonly string[]): number {
  let f = 0;
  for (const c of CHARACTERS) {
    if (s.characters[c] !== seat || s.prison.characterDice.includes(c)) continue;
    const d = CHARACTER_DATA[c];
    f += req.filter((r) => r === d.a || r === d.b).length;
  }
  return f;
}

/** The option of the current group decision the bot proposes when nobody has (the deadline preview names it). */
export function botProposal(s: State): string | null {
  const c = s.choice;
  if (!c) return null;
  const step = c.item.step;
  if (step.k === 'planPawns' && !s.final) {
    let best: string | null = null;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const o of c.options) {
      if (o.value.k !== 'cards') continue;
      const score = sum(o.value.cards.map((id) => missionWorth(s, id) + 2 * fit(s, step.seat, mission(s, id).req)));
      if (score > bestScore) {
        bestScore = score;
        best = o.id;
      }
    }
    return best ?? c.defaultOption;
  }
  if (step.k === 'dCount') return c.options.some((o) => o.id === 'count:0') ? 'count:0' : c.defaultOption;
  if (step.k === 'ind' || step.k === 'ind2' || step.k === 'obs' || step.k === 'obs2') {
    // Independence goes against Russian obstacles first (Warsaw at the final asks for more
    // fight the more Bolsheviks stand on the map, §2.9); obstacles go where they cancel.
    const score = (city: City): number => {
      const x = s.cities[city];
      const russian = x.obs.RUS_BOLSHEVIK + x.obs.RUS_TSAR;
      if (step.k === 'ind' || step.k === 'ind2')
        return x.obs.RUS_BOLSHEVIK > 0 ? 10 : russian > 0 && obstacleCount(x) === russian ? 8 : 0;
      return x.ind > 0 ? 5 + x.ind : 0;
    };
    let best = c.defaultOption;
    let bestScore = 0;
    for (const o of c.options) {
      if (o.value.k !== 'cities') continue;
      const v = sum(o.value.cities.map(score));
      if (v > bestScore) {
        bestScore = v;
        best = o.id;
      }
    }
    return best;
  }
  return c.defaultOption;
}

/** Dice of a seat its best completion does not use (they may be rerolled for free, bar morale). */
function spareDice(s: State, seat: Seat): { spare: string[]; done: number; total: number } {
  const mine = s.dice.filter((d) => d.holder === seat);
  const total = s.display.filter((d) => d.pawn === seat).length;
  const done = seatCompletion(s, seat).cards.length;
  let probe = nextState(s);
  const spare: string[] = [];
  for (const d of mine) {
    const without = nextState(probe);
    without.dice = without.dice.filter((x) => x.id !== d.id);
    if (seatCompletion(without, seat).cards.length >= done) {
      spare.push(d.id);
      probe = without;
    }
  }
  return { spare, done, total };
}

/**
 * The team's strategy for one seat: in a group decision, agree with a proposal that matches
 * its own preference (or anything once it has had its say), else propose its preference; in
 * phase 2, reroll the dice its missions do not use while morale stays clear of the threat
 * check, use a morale token when morale runs low, and declare done otherwise. The border
 * defence keeps the rules' stall breaker (A46) with a morale token when short.
 */
export function strategy(s: State, seat: Seat, fallback: (s: State, seat: Seat) => Action): Action {
  const c = s.choice;
  if (c) {
    const owes = !c.proposal?.agreed.includes(seat);
    if (!owes) return fallback(s, seat);
    // A proposal on the table is agreed to (a seat at the table proposed it; a missed deadline
    // must not overturn it), except a "yes" to the D challenges, which one "no" settles (A44).
    if (c.proposal && c.item.step.k !== 'dCount') return { type: 'agree' };
    if (c.proposal?.option === 'count:0' || c.proposers.includes(seat)) return fallback(s, seat);
    const want = botProposal(s);
    return want !== null && c.options.some((o) => o.id === want)
      ? { type: 'propose', option: want }
      : fallback(s, seat);
  }
  if (!fightActive(s)) return fallback(s, seat);
  const token = TOKENS.find((t) => moraleTokenUsable(s, t, seat));
  if (token && s.morale.pool <= 3) return { type: 'useToken', token };
  if (s.final) return finalMove(s, seat) ?? fallback(s, seat);
  const { spare, done, total } = spareDice(s, seat);
  // Keep morale at 4 or more after an average black die (one marker): no threat at the check.
  if (done < total && spare.length > 0 && s.morale.pool >= 6) return { type: 'reroll', dice: spare };
  if (doneAllowed(s, seat)) return { type: 'done' };
  return fallback(s, seat);
}

/** Requirement slots of the cards that must be met (D cards too once opted in) the dice fill now. */
function finalSlots(s: State): number {
  return coveredSlots(
    finalCards(s).map((c) => c.need),
    allUnits(s),
  );
}

/**
 * The border defence: only symbols count, so partial progress on Paris or Warsaw is kept (the
 * deadline's stall breaker keeps only what completes whole cards). Reroll every die of the seat
 * the team's best filling does not use, singles weighed first; if every die is used, reroll the
 * single-symbol die whose loss costs least (it may come back a double).
 */
/** The seat's dice the team's best filling does not use now, singles weighed first. */
function finalSpare(s: State, seat: Seat): string[] {
  const mine = s.dice.filter((d) => d.holder === seat).sort((a, b) => a.face.length - b.face.length);
  const base = finalSlots(s);
  let probe = nextState(s);
  const spare: string[] = [];
  for (const d of mine) {
    const without = nextState(probe);
    without.dice = without.dice.filter((x) => x.id !== d.id);
    if (finalSlots(without) >= base) {
      spare.push(d.id);
      probe = without;
    }
  }
  return spare;
}

/** The faces a die can show (the engine's tables). */
function facesOf(d: State['dice'][number]): readonly (readonly Face[])[] {
  return d.character ? characterFaces(d.character) : NEUTRAL_FACES;
}

/**
 * What rerolling one die alone is worth to the team: the slots filled on average over its faces,
 * the other dice as they lie, minus the slots filled now (0 or more for a die nobody uses).
 */
function rerollGain(s: State, dieId: string, base: number): number {
  const probe = nextState(s);
  const die = probe.dice.find((x) => x.id === dieId);
  if (!die) return 0;
  const faces = facesOf(die);
  let total = 0;
  for (const f of faces) {
    die.face = [...f];
    total += finalSlots(probe);
  }
  return total / faces.length - base;
}

/**
 * A seat's reroll at the border defence: the dice the team's filling does not use, plus every die
 * whose reroll alone fills more slots on average than it fills now; its worth is the sum of those
 * gains (one black die pays for all of them). With nothing to gain, the die that costs least.
 */
function finalReroll(s: State, seat: Seat): { dice: string[]; worth: number } {
  const base = finalSlots(s);
  const spare = finalSpare(s, seat);
  const dice: string[] = [...spare];
  let worth = 0;
  let least: { id: string; gain: number } | null = null;
  for (const d of s.dice.filter((x) => x.holder === seat)) {
    const gain = rerollGain(s, d.id, base);
    if (spare.includes(d.id)) worth += gain;
    else if (gain > 0.05) {
      dice.push(d.id);
      worth += gain;
    } else if (!least || gain > least.gain) least = { id: d.id, gain };
  }
  if (dice.length > 0) return { dice, worth };
  return least ? { dice: [least.id], worth: least.gain } : { dice: [], worth: Number.NEGATIVE_INFINITY };
}

/**
 * Who of the seats owing at once acts next: at the border defence, the seat whose reroll is worth
 * most to the team (everyone may roll at any time, so the team lets the one with most to gain
 * roll); otherwise the first.
 */
export function nextSeat(s: State, owing: readonly Seat[]): Seat {
  const first = owing[0] ?? 0;
  if (!s.final || !fightActive(s) || s.choice || owing.length < 2) return first;
  let best = first;
  let most = Number.NEGATIVE_INFINITY;
  for (const seat of owing) {
    const w = finalReroll(s, seat).worth;
    if (w > most) {
      most = w;
      best = seat;
    }
  }
  return best;
}

function finalMove(s: State, seat: Seat): Action | null {
  if (s.dice.every((d) => d.holder !== seat) || doneAllowed(s, seat)) return null;
  const { dice } = finalReroll(s, seat);
  return dice.length > 0 ? { type: 'reroll', dice } : null;
}

export const niepodleglaBot: BotGame<State, Action> = {
  determinize,
  evaluate,
  margin: 3,
  budget: { samples: 3, horizon: 40, candidates: 8 },
  // Measured (bench/bots.ts): the strategy below beats the flat search, whose short playouts
  // cannot see 11 November nor the final; the search stays the fallback shape for other games.
  policy: (state, seat, fallback) => strategy(state, seat, fallback),
  nextSeat,
};
