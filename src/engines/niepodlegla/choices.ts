import type { Seat } from '../kit/types.js';
import { OBSTACLE_KINDS, obstacleCount, regionControlled, targetCities } from './board.js';
import { mission } from './cards.js';
import type { ObstacleKind } from './data/counts.js';
import { CHARACTERS, type Character } from './data/dice.js';
import { D_CARDS, D_MAX } from './data/finals.js';
import { CITIES, type City, REGION_DATA, regionOf } from './data/map.js';
import { REVOLUTION_ROUND } from './data/tracks.js';
import type { Effect } from './effects.js';
import { cardMsg, characterMsg, cityMsg, listMsg, m, obstacleMsg, playerMsg } from './msg.js';
import {
  availablePawns,
  defaultDice,
  defaultPawns,
  defaultPawnsFor,
  diceRange,
  openCards,
  pawnsToPlace,
  scarceDice,
} from './plan.js';
import { type Events, imprisonPawn, putIndependence, putObstacle, removeObstacle, say } from './resolve.js';
import type { ChoiceOptionData, ChoiceValue, QueueItem, State } from './state.js';
import { severity, sum, value } from './weights.js';

export type ChoiceOption = ChoiceOptionData;

const lc = (x: string): string => x.toLowerCase();

function cityOption(c: City): ChoiceOption {
  return { id: `city:${lc(c)}`, label: cityMsg(c), value: { k: 'cities', cities: [c] } };
}

function pairs<T>(xs: readonly T[]): [T, T][] {
  const out: [T, T][] = [];
  for (let i = 0; i < xs.length; i++) for (let j = i + 1; j < xs.length; j++) out.push([xs[i] as T, xs[j] as T]);
  return out;
}

export function combinations<T>(xs: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (xs.length < k) return [];
  const [head, ...tail] = xs;
  if (head === undefined) return [];
  return [...combinations(tail, k - 1).map((c) => [head, ...c]), ...combinations(tail, k)];
}

function pairOption(a: City, b: City): ChoiceOption {
  return {
    id: `cities:${lc(a)}.${lc(b)}`,
    label: m('option.twoCities', { a: cityMsg(a), b: cityMsg(b) }),
    value: { k: 'cities', cities: [a, b] },
  };
}

function cardsOption(cards: string[]): ChoiceOption {
  return {
    id: `cards:${cards.map(lc).join('.')}`,
    label: listMsg(cards.map(cardMsg)),
    value: { k: 'cards', cards },
  };
}

/** Remaining seats whose pawn step has not been taken yet this phase 1. */
function pendingPawnSeats(s: State, current: Seat): Seat[] {
  const later = s.queue.flatMap((q) => (q.step.k === 'planPawns' ? [q.step.seat] : []));
  return [current, ...later];
}

function untaken(s: State): string[] {
  return s.display.filter((d) => d.pawn === null).map((d) => d.card);
}

export function ownedDice(s: State): Character[] {
  return CHARACTERS.filter((c) => s.characters[c] !== null && !s.prison.characterDice.includes(c));
}

/** Every legal option of a step, in a stable order. */
export function choiceOptions(s: State, item: QueueItem): ChoiceOption[] {
  const step = item.step;
  switch (step.k) {
    case 'ind':
      if (s.indSupply <= 0) return [];
      return targetCities(step.target, s.options).map(cityOption);
    case 'obs':
      return targetCities(step.target, s.options).map(cityOption);
    case 'ind2':
      if (s.indSupply <= 0) return [];
      return pairs(targetCities(step.target, s.options)).map(([a, b]) => pairOption(a, b));
    case 'obs2':
      return pairs(targetCities(step.target, s.options)).map(([a, b]) => pairOption(a, b));
    case 'removeObstacle': {
      const out: ChoiceOption[] = [];
      for (const city of CITIES)
        for (const kind of OBSTACLE_KINDS)
          if (s.cities[city].obs[kind] > 0)
            out.push({
              id: `obstacle:${lc(city)}:${lc(kind)}`,
              label: m('option.removeObstacle', { city: cityMsg(city), kind: obstacleMsg(kind) }),
              value: { k: 'obstacle', city, kind },
            });
      if (out.length === 0) return [];
      out.push({ id: 'decline', label: m('option.decline'), value: { k: 'decline' } });
      return out;
    }
    case 'discardUntaken': {
      const free = untaken(s);
      if (free.length <= step.n) return free.length === 0 ? [] : [cardsOption(free)];
      return combinations(free, step.n).map(cardsOption);
    }
    case 'imprison':
      if (step.what === 'PAWN') {
        const seats = [...Array(s.players).keys()].filter((seat) => availablePawns(s, seat) > 0);
        return seats.map((seat) => ({ id: `seat:${seat}`, label: playerMsg(s, seat), value: { k: 'seat', seat } }));
      }
      if (step.what === 'CHARACTER_DIE')
        return ownedDice(s).map((c) => ({
          id: `die:${lc(c)}`,
          label: characterMsg(c),
          value: { k: 'die', character: c },
        }));
      return [];
    case 'planPawns': {
      const n = pawnsToPlace(s, step.seat);
      if (n <= 0) return [];
      const out = combinations(
        openCards(s).map((c) => c.id),
        n,
      ).map((cards) => ({
        ...cardsOption(cards),
        label: m('option.pawns', { seat: playerMsg(s, step.seat), cards: listMsg(cards.map(cardMsg)) }),
      }));
      if (isFirstPlanStep(s)) out.unshift({ id: 'auto', label: m('option.autoPlan'), value: { k: 'auto' } });
      return out;
    }
    case 'planDice': {
      if (s.neutralPool < s.players) return [{ id: 'auto', label: m('option.scarceDice'), value: { k: 'auto' } }];
      const { min, max } = diceRange(s, step.seat);
      const last = s.alloc.filter((a, i) => a === null && i !== step.seat).length === 0;
      const out: ChoiceOption[] = [];
      for (let n = last ? max : min; n <= max; n++)
        out.push({
          id: `count:${n}`,
          label: m('option.dice', { seat: playerMsg(s, step.seat), n }),
          value: { k: 'count', n },
        });
      return out;
    }
    case 'stopFight':
      return [
        { id: 'stop', label: m('option.stopFight.stop'), value: { k: 'stopFight', stop: true } },
        { id: 'continue', label: m('option.stopFight.continue'), value: { k: 'stopFight', stop: false } },
      ];
    case 'dCount': {
      const top = Math.min(D_MAX, D_CARDS.length);
      const out: ChoiceOption[] = [];
      for (let n = 0; n <= top; n++)
        out.push({ id: `count:${n}`, label: m(n === 0 ? 'option.noD' : 'option.d', { n }), value: { k: 'count', n } });
      return out;
    }
    default:
      return [];
  }
}

function isFirstPlanStep(s: State): boolean {
  const placed = s.final ? s.final.small.some((f) => f.pawn !== null) : s.display.some((d) => d.pawn !== null);
  return !placed && s.alloc.every((a) => a === null);
}

/**
 * A seat proposes to stop phase 2 (ruling A45): a group decision opens with its proposal on the
 * table, agreed by the proposer. Everyone agreeing adopts it; a counter-proposal to keep rolling
 * is a disagreement, which the Piłsudski holder may settle with `decide`.
 */
export function openStopProposal(s: State, seat: Seat): void {
  const item: QueueItem = { step: { k: 'stopFight' }, source: { kind: 'fight', id: String(seat) } };
  const options = choiceOptions(s, item);
  s.choice = {
    item,
    options,
    defaultOption: defaultOptionId(s, item, options),
    proposal: { option: 'stop', by: seat, agreed: [seat] },
    proposers: [seat],
  };
}

/** Does this step go through the group at all (as opposed to being resolved directly)? */
export function isChoiceStep(step: QueueItem['step']): boolean {
  switch (step.k) {
    case 'ind':
    case 'ind2':
    case 'obs':
    case 'obs2':
    case 'removeObstacle':
    case 'discardUntaken':
    case 'planPawns':
    case 'planDice':
    case 'dCount':
    case 'stopFight':
      return true;
    case 'imprison':
      return step.what === 'PAWN' || step.what === 'CHARACTER_DIE';
    default:
      return false;
  }
}

// ---------------------------------------------------------------- defaults (§9.3)

function regionControlledCount(s: State, city: City): number {
  return REGION_DATA[regionOf(city)].cities.filter((c) => s.cities[c].ind > 0).length;
}

/** Independence target: complete a region, then a free city in the best region, then cancel, then reinforce. */
export function bestIndependenceCity(
  s: State,
  legal: readonly City[],
  exclude: readonly City[] = [],
): City | undefined {
  const cands = legal.filter((c) => !exclude.includes(c));
  const free = (c: City): boolean => s.cities[c].ind === 0 && obstacleCount(s.cities[c]) === 0;
  const completes = cands.find(
    (c) => free(c) && REGION_DATA[regionOf(c)].cities.every((o) => o === c || s.cities[o].ind > 0),
  );
  if (completes) return completes;
  const frees = cands.filter(free);
  if (frees.length > 0) return [...frees].sort((a, b) => regionControlledCount(s, b) - regionControlledCount(s, a))[0];
  const blocked = cands.filter((c) => obstacleCount(s.cities[c]) > 0);
  if (blocked.length > 0) {
    const bolsh = s.round >= REVOLUTION_ROUND ? blocked.filter((c) => s.cities[c].obs.RUS_BOLSHEVIK > 0) : [];
    if (bolsh.length > 0) return bolsh[0];
    return [...blocked].sort((a, b) => obstacleCount(s.cities[a]) - obstacleCount(s.cities[b]))[0];
  }
  return cands[0];
}

/** Obstacle target: where it hurts least. */
export function bestObstacleCity(s: State, legal: readonly City[], exclude: readonly City[] = []): City | undefined {
  const cands = legal.filter((c) => !exclude.includes(c));
  const rich = cands.filter((c) => s.cities[c].ind >= 2).sort((a, b) => s.cities[b].ind - s.cities[a].ind);
  if (rich[0]) return rich[0];
  const none = cands.filter((c) => s.cities[c].ind === 0);
  const withObs = none.filter((c) => obstacleCount(s.cities[c]) > 0);
  if (withObs[0]) return withObs[0];
  if (none[0]) return none[0];
  const safe = cands.filter((c) => s.cities[c].ind === 1 && !regionControlled(s, regionOf(c)));
  if (safe[0]) return safe[0];
  return cands[0];
}

function defaultRemoval(s: State): { city: City; kind: ObstacleKind } | null {
  const byRegion = (cities: City[]): City[] =>
    [...cities].sort((a, b) => regionControlledCount(s, b) - regionControlledCount(s, a));
  if (s.round >= REVOLUTION_ROUND) {
    const bolsh = byRegion(CITIES.filter((c) => s.cities[c].obs.RUS_BOLSHEVIK > 0));
    if (bolsh[0]) return { city: bolsh[0], kind: 'RUS_BOLSHEVIK' };
  }
  const any = byRegion(CITIES.filter((c) => obstacleCount(s.cities[c]) > 0));
  const city = any[0];
  if (!city) return null;
  const kind = OBSTACLE_KINDS.find((k) => s.cities[city].obs[k] > 0);
  return kind ? { city, kind } : null;
}

function discardScore(s: State, card: string): number {
  const mi = mission(s, card);
  return sum(mi.loseFx.map((e) => severity(s, e))) - 0.5 * sum(mi.winFx.map((e) => value(s, e)));
}

/** The id of the default option of a step (§9.3); always one of choiceOptions(). */
export function defaultOptionId(s: State, item: QueueItem, options: readonly ChoiceOption[]): string {
  const step = item.step;
  const fallback = options[0]?.id ?? '';
  const pick = (id: string): string => (options.some((o) => o.id === id) ? id : fallback);
  switch (step.k) {
    case 'ind':
    case 'ind2':
    case 'obs':
    case 'obs2': {
      const legal = targetCities(step.target, s.options);
      const best = step.k === 'ind' || step.k === 'ind2' ? bestIndependenceCity : bestObstacleCity;
      const first = best(s, legal);
      if (!first) return fallback;
      if (step.k === 'ind' || step.k === 'obs') return pick(`city:${lc(first)}`);
      const second = best(s, legal, [first]);
      if (!second) return fallback;
      const [a, b] = CITIES.indexOf(first) < CITIES.indexOf(second) ? [first, second] : [second, first];
      return pick(`cities:${lc(a)}.${lc(b)}`);
    }
    case 'removeObstacle': {
      const r = defaultRemoval(s);
      return r ? pick(`obstacle:${lc(r.city)}:${lc(r.kind)}`) : fallback;
    }
    case 'discardUntaken': {
      const free = untaken(s);
      const ranked = [...free].sort(
        (a, b) =>
          discardScore(s, b) - discardScore(s, a) ||
          mission(s, b).req.length - mission(s, a).req.length ||
          free.indexOf(a) - free.indexOf(b),
      );
      const chosen = ranked.slice(0, step.n).sort((a, b) => free.indexOf(a) - free.indexOf(b));
      return pick(`cards:${chosen.map(lc).join('.')}`);
    }
    case 'imprison': {
      if (step.what === 'PAWN') {
        let best = -1;
        for (let seat = 0; seat < s.players; seat++)
          if (availablePawns(s, seat) > 0 && (best < 0 || availablePawns(s, seat) >= availablePawns(s, best)))
            best = seat;
        return pick(`seat:${best}`);
      }
      const dice = ownedDice(s);
      const owners = [...new Set(dice.map((c) => s.characters[c]))];
      let bestOwner: Seat | null = null;
      let bestCount = -1;
      for (const o of owners) {
        if (o === null) continue;
        const n = dice.filter((c) => s.characters[c] === o).length;
        if (n > bestCount || (n === bestCount && bestOwner !== null && o > bestOwner)) {
          bestOwner = o;
          bestCount = n;
        }
      }
      const order: Character[] = ['HALLER', 'WITOS', 'PADEREWSKI', 'DMOWSKI', 'PILSUDSKI'];
      const die = order.find((c) => dice.includes(c) && s.characters[c] === bestOwner);
      return die ? pick(`die:${lc(die)}`) : fallback;
    }
    case 'planPawns': {
      const cards = defaultPawnsFor(s, step.seat, pendingPawnSeats(s, step.seat));
      const slotOf = (id: string): number => openCards(s).findIndex((c) => c.id === id);
      const sorted = [...cards].sort((a, b) => slotOf(a) - slotOf(b));
      return pick(`cards:${sorted.map(lc).join('.')}`);
    }
    case 'planDice': {
      if (s.neutralPool < s.players) return 'auto';
      const want = defaultDice(s)[step.seat] ?? 1;
      const n = Math.max(...options.map((o) => (o.value.k === 'count' ? Math.min(o.value.n, want) : 0)));
      return pick(`count:${n}`);
    }
    case 'dCount':
      return pick('count:0');
    // Silence stops the rolling, as at the phase-2 deadline (§9.1).
    case 'stopFight':
      return pick('stop');
    default:
      return fallback;
  }
}

// ---------------------------------------------------------------- applying a chosen option

export function applyChoice(s: State, item: QueueItem, value: ChoiceValue, ev: Events): void {
  const step = item.step;
  switch (step.k) {
    case 'ind':
    case 'ind2':
      if (value.k === 'cities') for (const c of value.cities) putIndependence(s, c, ev);
      return;
    case 'obs':
    case 'obs2':
      if (value.k === 'cities') for (const c of value.cities) putObstacle(s, c, step.kind, ev);
      return;
    case 'removeObstacle':
      if (value.k === 'obstacle') removeObstacle(s, value.city, value.kind, ev);
      else say(s, ev, 'event.profit.declined');
      return;
    case 'discardUntaken':
      if (value.k === 'cards') {
        s.display = s.display.filter((d) => !value.cards.includes(d.card));
        say(s, ev, 'event.mission.discarded', { missions: listMsg(value.cards.map(cardMsg)) });
      }
      return;
    case 'imprison':
      if (value.k === 'seat') imprisonPawn(s, value.seat, ev);
      if (value.k === 'die') {
        s.prison.characterDice.push(value.character);
        say(s, ev, 'event.prison.characterDie', { character: characterMsg(value.character) });
      }
      return;
    case 'planPawns':
      if (value.k === 'auto') {
        applyAutoPlan(s, ev);
        return;
      }
      if (value.k === 'cards') placePawns(s, step.seat, value.cards, ev);
      return;
    case 'planDice':
      if (value.k === 'auto') {
        s.alloc = scarceDice(s);
        say(s, ev, 'event.plan.scarce');
        s.queue = s.queue.filter((q) => q.step.k !== 'planDice');
        return;
      }
      if (value.k === 'count') {
        s.alloc[step.seat] = value.n;
        say(s, ev, 'event.plan.dice', { seat: playerMsg(s, step.seat), n: value.n });
      }
      return;
    case 'dCount':
      if (value.k === 'count' && s.final) s.final.dWanted = value.n;
      return;
    case 'stopFight':
      if (value.k !== 'stopFight') return;
      // After an adopted stop nobody rerolls, passes or uses a token any more (A45).
      if (value.stop) s.fightOver = true;
      say(s, ev, value.stop ? 'event.stop.adopted' : 'event.stop.rejected');
      return;
    default:
      return;
  }
}

function placePawns(s: State, seat: Seat, cards: readonly string[], ev: Events): void {
  for (const id of cards) {
    if (s.final) {
      const f = s.final.small.find((x) => x.card === id);
      if (f) f.pawn = seat;
    } else {
      const d = s.display.find((x) => x.card === id);
      if (d) d.pawn = seat;
    }
  }
  say(s, ev, 'event.plan.pawns', { seat: playerMsg(s, seat), missions: listMsg(cards.map(cardMsg)) });
}

/** The one-click plan: P1 for every seat's pawns, then P1's dice split. */
function applyAutoPlan(s: State, ev: Events): void {
  const seats = [...Array(s.players).keys()];
  const plan = defaultPawns(s, seats);
  for (const seat of seats) {
    const cards = plan.get(seat) ?? [];
    if (cards.length > 0) placePawns(s, seat, cards, ev);
  }
  // A short display (A19) may leave a seat's pawns partly unused; P1 already placed as many as fit.
  s.alloc = s.neutralPool < s.players ? scarceDice(s) : defaultDice(s);
  s.alloc.forEach((n, seat) => {
    say(s, ev, 'event.plan.dice', { seat: playerMsg(s, seat), n: n ?? 0 });
  });
  s.queue = s.queue.filter((q) => q.step.k !== 'planPawns' && q.step.k !== 'planDice');
}

export function isEffectStep(step: QueueItem['step']): step is Effect {
  return ![
    'drawThreat',
    'threatBottom',
    'removeObstacle',
    'planPawns',
    'planDice',
    'advanceTime',
    'dCount',
    'stopFight',
  ].includes(step.k);
}
