/**
 * The final round (§6): 11 November 1918, the border-defence setup with the D opt-in, and the end
 * of phase 2 (immediate victory or defeat after every action, the D penalty after it).
 */
import type { Rng } from '../../kit/rng.js';
import { bolsheviksOnMap, controlledCount, isControlled } from '../board.js';
import { bestFinal, dCovered, requiredMet } from '../completion.js';
import { countRow } from '../data/counts.js';
import type { FlipCondition } from '../data/finals.js';
import { D_CARDS, parisRequired, SMALL_FINALS, warsawRequired } from '../data/finals.js';
import { MEETING_SUM } from '../data/tracks.js';
import { cardMsg } from '../msg.js';
import { type Events, flipAllTokens, loseMorale, rollBlack, say } from '../resolve.js';
import type { State } from '../state.js';
import { refillPools } from './end.js';

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

/** 11 November 1918 (§6.1): the game is lost at once unless the politics markers have met. */
export function november(s: State, ev: Events): void {
  const sum = s.accord + s.foreign;
  if (sum < MEETING_SUM) {
    say(s, ev, 'event.november.lost', { sum });
    s.outcome = { win: false, reason: 'november', score: null, dCompleted: 0 };
    return;
  }
  say(s, ev, 'event.november.won', { sum });
}

/** The border-defence setup (§6.2 steps 1–6), then the D opt-in (step 7) queued as a group decision. */
export function borderDefence(s: State, rng: Rng, ev: Events): void {
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

/** The D cards the table opted into, drawn after the small finals (§4.6 determinism). */
export function drawD(s: State, rng: Rng, ev: Events): void {
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
export function dPenalty(s: State, rng: Rng, ev: Events): void {
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
