/**
 * Magnaci's bot: the other families' hidden Family cards (hand, face-down bids, sealed drafts)
 * are dealt again from what each of them holds unseen, the Law and Conflict decks reshuffled and
 * the future Kings drawn again; positions are judged by Wealth as it would be counted now
 * (spec 6.2) against the richest rival.
 */
import type { BotGame } from '../kit/bot.js';
import { randomDraft } from '../kit/choice.js';
import type { Rng } from '../kit/rng.js';
import type { LabelledAction, Seat } from '../kit/types.js';
import { nextState } from '../kit/update.js';
import type { Action } from './actions.js';
import { wealth } from './board.js';
import { chooseSubmission, sealedChoice } from './choice.js';
import type { FamilyCardId } from './data/family.js';
import { KINGS } from './data/kings.js';
import { defaultAction } from './defaults.js';
import { m } from './msgs.js';
import type { State } from './state.js';

function shuffled<T>(items: T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The order of a hidden deck: its cards sorted (so the real order cannot matter), then shuffled. */
function reshuffle<T extends string>(deck: T[], rng: Rng): T[] {
  return shuffled([...deck].sort(), rng);
}

function redealFamily(state: State, other: Seat, rng: Rng): void {
  const pl = state.players[other];
  if (!pl) return;
  const hiddenKeys = Object.keys(state.bids).filter(
    (k) => !state.revealed.includes(k as never) && (state.bids[k]?.[other] ?? null) !== null,
  );
  const draft = state.drafts[other] ?? {};
  const slots = Object.keys(draft).sort();
  const pool: FamilyCardId[] = [
    ...pl.hand,
    ...hiddenKeys.map((k) => state.bids[k]?.[other] as FamilyCardId),
    ...slots.map((s) => draft[s] as FamilyCardId),
  ];
  const cards = shuffled(pool.sort(), rng);
  for (const k of hiddenKeys) {
    const row = state.bids[k];
    if (row) row[other] = cards.pop() as FamilyCardId;
  }
  const newDraft: Record<string, FamilyCardId> = {};
  for (const s of slots) newDraft[s] = cards.pop() as FamilyCardId;
  state.drafts[other] = newDraft;
  pl.hand = cards.sort();
}

export function determinize(real: State, seat: Seat, rng: Rng): State {
  const state = nextState(real);
  for (let s = 0; s < state.players.length; s++) if (s !== seat) redealFamily(state, s, rng);
  state.lawDeck = reshuffle(state.lawDeck, rng);
  state.conflictDeck = reshuffle(state.conflictDeck, rng);
  state.kings = state.kings.map((k, i) => {
    if (k.revealed) return k;
    const choices = KINGS.filter((x) => x.age === i + 1);
    return { ...k, id: (choices[rng.int(choices.length)] ?? choices[0])?.id ?? k.id };
  });
  return state;
}

export function evaluate(state: State, seat: Seat): number {
  const mine = wealth(state, seat);
  let best = Number.NEGATIVE_INFINITY;
  for (let s = 0; s < state.players.length; s++) if (s !== seat) best = Math.max(best, wealth(state, s));
  // A Third Partition makes everybody lose: count the pawns as a shared danger.
  return mine - best - 2 * state.partitionPawns.length;
}

const RETRACTIONS = ['clear'];

/** How many whole placements a sealed decision compares. */
const PLACEMENTS = 9;

/**
 * A sealed placement is compared whole (one `submit`): the default's, then random complete
 * drafts of the same described choice the seat's prompt offers (choice.ts).
 */
function candidates(state: State, seat: Seat, legal: LabelledAction<Action>[], rng: Rng): LabelledAction<Action>[] {
  const base = defaultAction(state, seat);
  const choice = sealedChoice(state, seat);
  if (base.type !== 'submit' || !choice) return legal;
  const label = m('act.confirm');
  const out: LabelledAction<Action>[] = [{ id: 'submit:default', action: base, label }];
  for (let k = 0; k < PLACEMENTS; k++) {
    const draft = randomDraft(choice, (n) => rng.int(n));
    if (!draft) break;
    out.push({ id: `submit:${k}`, action: chooseSubmission(state, seat, draft), label });
  }
  return out;
}

export const magnaciBot: BotGame<State, Action> = {
  determinize,
  evaluate,
  retractions: RETRACTIONS,
  candidates,
  budget: { samples: 2, horizon: 40, candidates: 10 },
};
