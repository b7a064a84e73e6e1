/**
 * Phase 2 (§4.2, Walka o niepodległość; at the final §6.3): the first roll, and the missions each
 * seat's dice complete when the phase ends. The players' actions in between are in ../apply.ts.
 */
import type { Rng } from '../../kit/rng.js';
import type { Msg } from '../../kit/types.js';
import { seatCompletion } from '../completion.js';
import { CHARACTERS, characterFaces, NEUTRAL_FACES } from '../data/dice.js';
import type { Face } from '../data/symbols.js';
import { dieLabel } from '../legal.js';
import { cardMsg, listMsg, playerMsg } from '../msg.js';
import { type Events, say } from '../resolve.js';
import type { Die, State } from '../state.js';
import { checkFinal } from './final.js';

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
export function firstRoll(s: State, rng: Rng, ev: Events): void {
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
export function completeMissions(s: State, ev: Events): void {
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
