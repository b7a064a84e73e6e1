/** Deadline defaults (spec 9.2, D1–D17): the least harmful legal choice. */
import type { Seat } from '../kit/types.js';
import type { Action } from './actions.js';
import { at, conflictScale, estatesIn, gainProvinces } from './board.js';
import { conflict } from './data/conflicts.js';
import { FAMILY, type FamilyCardId } from './data/family.js';
import { FIELD_NAMES, PROVINCES } from './data/geography.js';
import { assignatsProvinces } from './plays.js';
import type { State } from './state.js';

const byInfluence = (a: FamilyCardId, b: FamilyCardId) => FAMILY[a].influence - FAMILY[b].influence;
const byStrength = (a: FamilyCardId, b: FamilyCardId) => FAMILY[a].strength - FAMILY[b].strength;

export function defaultAction(s: State, seat: Seat): Action {
  const prompt = s.prompt;
  const player = s.players[seat];
  if (!prompt || !player) throw new Error(`magnaci: seat ${seat} owes no decision`);
  switch (prompt.p) {
    case 'initialEstate': {
      // D1: the first empty Province in list order, else the first.
      const empty = PROVINCES.find((p) => s.estates[p].every((v) => v === 0));
      return { type: 'initialEstate', province: empty ?? 'PRUSY' };
    }
    case 'sealed':
      return defaultSubmission(s, seat, prompt.phase);
    case 'window':
      return { type: 'pass' };
    case 'veto':
      return { type: 'allow' };
    case 'entail':
      return { type: 'acceptLoss' };
    case 'placeEstates': {
      // D6: where the player has the most Estates; ties → list order.
      const options = gainProvinces(s);
      let bestP = at(options, 0);
      for (const p of options) if (estatesIn(s, p, seat) > estatesIn(s, bestP, seat)) bestP = p;
      return { type: 'placeEstates', province: bestP };
    }
    case 'pick': {
      const order = s.turnOrder.filter((x) => prompt.candidates.includes(x));
      // D11/D17: latest in turn order; D12: earliest; D14: keep the previous relative order.
      if (prompt.purpose === 'penalty' || prompt.purpose === 'order') return { type: 'pick', seat: at(order, 0) };
      return { type: 'pick', seat: at(order, order.length - 1) };
    }
    case 'discardConflict': {
      // D13: remove the card whose Raid lists more Provinces; equal → the lower field.
      const weight = (f: number) => {
        const c = s.conflictFields[f];
        if (!c) return -1;
        const loss = conflict(c.card).loss;
        return loss.type === 'RAID' ? loss.provinces.length : 0;
      };
      const [a, b] = prompt.fields;
      if (a === undefined) throw new Error('magnaci: nothing to discard');
      const field = b !== undefined && weight(b) > weight(a) ? b : a;
      return { type: 'discardConflict', field };
    }
    case 'discardLaw': {
      // D15: the most recently acquired other than Konstytucja 3 maja.
      const laws = [...player.laws].reverse();
      const law = laws.find((l) => l !== 'KONSTYTUCJA_3_MAJA') ?? at(laws, 0);
      return { type: 'discardLaw', law };
    }
    case 'assignatsRespond': {
      // D16: give a Law card if any; else the eligible Province with the fewest own Estates.
      if (player.laws.length > 0) return { type: 'giveLaw' };
      const options = assignatsProvinces(s, seat);
      let bestP = at(options, 0);
      for (const p of options) if (estatesIn(s, p, seat) < estatesIn(s, bestP, seat)) bestP = p;
      return { type: 'giveEstates', province: bestP };
    }
    case 'assignatsTake': {
      const laws = s.players[prompt.target]?.laws ?? [];
      return { type: 'takeLaw', law: at(laws, laws.length - 1) };
    }
    default: {
      const never: never = prompt;
      throw new Error(`magnaci: unknown prompt ${JSON.stringify(never)}`);
    }
  }
}

/** D2, D7, D10: the sealed submission a missed deadline makes. */
export function defaultSubmission(
  s: State,
  seat: Seat,
  phase: 'senate' | 'sejm' | 'conflict',
): Extract<Action, { type: 'submit' }> {
  const hand = [...(s.players[seat]?.hand ?? [])];
  if (phase === 'senate') {
    // D2: the 3 lowest-Influence cards on Podskarbi, Hetman, Kanclerz (never the Prymas).
    const [a, b, c] = hand.sort(byInfluence);
    if (!a || !b || !c) throw new Error('magnaci: fewer than 3 cards for the Senate');
    return { type: 'submit', cards: { PODSKARBI: a, HETMAN: b, KANCLERZ: c } };
  }
  if (phase === 'sejm') {
    // D7: the 5 lowest-Strength cards, ascending Influence on fields I→V.
    const chosen = hand.sort(byStrength).slice(0, 5).sort(byInfluence);
    const cards: Record<string, FamilyCardId> = {};
    const fields = FIELD_NAMES.slice(0, 5).filter((_, i) => (s.sejmFields[i] ?? null) !== null);
    fields.forEach((f, i) => {
      cards[f] = at(chosen, i);
    });
    return { type: 'submit', cards };
  }
  // D10: highest Strength on the highest Scale; equal Scales → earlier field higher card.
  const fields = s.conflictFields
    .flatMap((c, i) => (c ? [{ i, scale: conflictScale(s, c.card) }] : []))
    .sort((x, y) => y.scale - x.scale || x.i - y.i);
  const strong = hand.sort(byStrength).reverse();
  const cards: Record<string, FamilyCardId> = {};
  fields.forEach((f, k) => {
    cards[at(FIELD_NAMES, f.i)] = at(strong, k);
  });
  return { type: 'submit', cards };
}
